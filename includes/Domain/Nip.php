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

	/**
	 * The one stored form of a NIP: digits only ("PL 701-034-51-29" → "7010345129"). A value that is not
	 * a number written with spaces, dashes or dots (and an optional "PL") is returned trimmed, unchanged:
	 * nothing that is not a NIP is turned into digits or erased.
	 */
	public static function normalise( string $nip ): string {
		$text = trim( $nip );
		$bare = (string) preg_replace( '/^PL\s*/i', '', $text );
		if ( '' === $bare || ! preg_match( '/^[\d\s.-]+$/', $bare ) ) {
			return $text;
		}
		return self::digits( $bare );
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
