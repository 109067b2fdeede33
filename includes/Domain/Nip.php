<?php
/**
 * Polish tax id (NIP): 10 digits, weights 6,5,7,2,3,4,5,6,7 over the first nine, sum mod 11 equals the
 * last digit and is not 10. Mirrored in src/domain/nip.ts (same cases in both test suites).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class Nip {

	private const WEIGHTS = array( 6, 5, 7, 2, 3, 4, 5, 6, 7 );

	/** Digits only ("123-456-32-18" → "1234563218"). */
	public static function digits( string $value ): string {
		return (string) preg_replace( '/\D+/', '', $value );
	}

	public static function is_valid( string $value ): bool {
		if ( 1 !== preg_match( '/^[\d\s-]+$/', $value ) ) {
			return false;
		}
		$digits = self::digits( $value );
		if ( 10 !== strlen( $digits ) ) {
			return false;
		}
		$sum = 0;
		foreach ( self::WEIGHTS as $i => $weight ) {
			$sum += $weight * (int) $digits[ $i ];
		}
		$check = $sum % 11;
		return 10 !== $check && (int) $digits[9] === $check;
	}

	/** XXX-XXX-XX-XX for a 10-digit NIP, the input unchanged otherwise. */
	public static function format( string $value ): string {
		$d = self::digits( $value );
		if ( 10 !== strlen( $d ) ) {
			return $value;
		}
		return substr( $d, 0, 3 ) . '-' . substr( $d, 3, 3 ) . '-' . substr( $d, 6, 2 ) . '-' . substr( $d, 8, 2 );
	}
}
