<?php
/**
 * A Polish bank account number (NRB: 26 digits, IBAN "PL" + the same 26): read from whatever the shop
 * typed (spaces, dashes, with or without PL), checked (ISO 13616 mod 97) and written as Polish banks
 * print it. No WordPress in here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class BankAccount {

	/** The 26 digits of a Polish account typed as NRB or PL IBAN, or '' when it is not one. */
	public static function digits( string $typed ): string {
		$compact = strtoupper( (string) preg_replace( '/[\s\-]+/', '', $typed ) );
		if ( str_starts_with( $compact, 'PL' ) ) {
			$compact = substr( $compact, 2 );
		}
		return 1 === preg_match( '/^\d{26}$/', $compact ) ? $compact : '';
	}

	/** Whether the 26 digits pass the IBAN check (PL = 2521, moved to the end, mod 97 = 1). */
	public static function is_valid( string $typed ): bool {
		$digits = self::digits( $typed );
		if ( '' === $digits ) {
			return false;
		}
		$number    = substr( $digits, 2 ) . '2521' . substr( $digits, 0, 2 );
		$remainder = 0;
		foreach ( str_split( $number, 7 ) as $chunk ) {
			$remainder = (int) ( $remainder . $chunk ) % 97;
		}
		return 1 === $remainder;
	}

	/** NRB as printed: "61 1090 1014 0000 0712 1981 2874"; anything else as typed. */
	public static function format( string $typed ): string {
		$digits = self::digits( $typed );
		return '' === $digits ? trim( $typed ) : substr( $digits, 0, 2 ) . ' ' . implode( ' ', str_split( substr( $digits, 2 ), 4 ) );
	}

	/** IBAN as printed: "PL61 1090 1014 0000 0712 1981 2874"; '' when the number is not Polish. */
	public static function iban( string $typed ): string {
		$digits = self::digits( $typed );
		return '' === $digits ? '' : 'PL' . self::format( $digits );
	}
}
