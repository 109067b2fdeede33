<?php
/**
 * Polish tax number (NIP): 10 digits, weights 6,5,7,2,3,4,5,6,7 over the first nine, the sum mod 11
 * equals the last digit and is not 10. Mirrored in src/domain/nip.ts. No WordPress here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class Nip {

	private const WEIGHTS = array( 6, 5, 7, 2, 3, 4, 5, 6, 7 );

	/** Digits only ("701-034-51-29" → "7010345129"). */
	public static function digits( string $nip ): string {
		return (string) preg_replace( '/\D+/', '', $nip );
	}

	public static function is_valid( string $nip ): bool {
		if ( ! preg_match( '/^\d{10}$/', $nip ) ) {
			return false;
		}
		$sum = 0;
		foreach ( self::WEIGHTS as $i => $weight ) {
			$sum += (int) $nip[ $i ] * $weight;
		}
		$check = $sum % 11;
		return 10 !== $check && (int) $nip[9] === $check;
	}
}
