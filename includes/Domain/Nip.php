<?php
/**
 * Polish tax number (NIP): 10 digits (typed plain or with spaces/dashes, e.g. XXX-XXX-XX-XX),
 * weights 6,5,7,2,3,4,5,6,7 over the first nine, the sum mod 11 equals the last digit and is not 10.
 * Mirrored in src/domain/nip.ts; both are tested against src/domain/test/nip-cases.json. No WordPress here.
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

	/** Whether $nip is a valid NIP: digits with optional spaces/dashes, exactly 10 digits, checksum. */
	public static function is_valid( string $nip ): bool {
		if ( ! preg_match( '/^[\d\s-]+$/', $nip ) ) {
			return false;
		}
		$digits = self::digits( $nip );
		if ( 10 !== strlen( $digits ) ) {
			return false;
		}
		$sum = 0;
		foreach ( self::WEIGHTS as $i => $weight ) {
			$sum += (int) $digits[ $i ] * $weight;
		}
		$check = $sum % 11;
		return 10 !== $check && (int) $digits[9] === $check;
	}

	/** XXX-XXX-XX-XX for a 10-digit NIP, the input unchanged otherwise. */
	public static function format( string $nip ): string {
		$d = self::digits( $nip );
		if ( 10 !== strlen( $d ) ) {
			return $nip;
		}
		return substr( $d, 0, 3 ) . '-' . substr( $d, 3, 3 ) . '-' . substr( $d, 6, 2 ) . '-' . substr( $d, 8, 2 );
	}
}
