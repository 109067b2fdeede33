<?php
/**
 * An amount in the Store API's money format (integer minor units, e.g. "12999") written with the
 * Store API's currency fields (currency_minor_unit, currency_decimal_separator,
 * currency_thousand_separator, currency_prefix, currency_suffix): "129,99 zł" on the Polish shop.
 * Every space in the result is a no-break one (wc_price puts &nbsp; there too), so a price never
 * breaks across lines. Mirrored in src/domain/money.ts (formatMoney, parseMinor); both are tested
 * against src/domain/test/money-cases.json, so the server's first screen and the app write the same text.
 * No WordPress here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class Money {

	/** "12999" → 12999; blank, missing or not an integer → null. */
	public static function parse_minor( mixed $amount ): ?int {
		if ( is_int( $amount ) ) {
			return $amount;
		}
		$text = is_string( $amount ) ? trim( $amount ) : '';
		return preg_match( '/^-?[0-9]+$/', $text ) ? (int) $text : null;
	}

	/**
	 * @param int                 $minor    the amount in minor units
	 * @param array<string,mixed> $currency the Store API's currency fields (a `prices`/`totals` object will do)
	 */
	public static function format( int $minor, array $currency ): string {
		$field   = static fn( string $key ): string => is_string( $currency[ $key ] ?? null ) ? $currency[ $key ] : '';
		$unit    = max( 0, (int) ( $currency['currency_minor_unit'] ?? 2 ) );
		$digits  = str_pad( (string) abs( $minor ), $unit + 1, '0', STR_PAD_LEFT );
		$whole   = substr( $digits, 0, strlen( $digits ) - $unit );
		$grouped = (string) preg_replace( '/\B(?=(\d{3})+$)/', str_replace( '$', '\$', $field( 'currency_thousand_separator' ) ), $whole );
		$text    = ( $minor < 0 ? '-' : '' ) . $field( 'currency_prefix' ) . $grouped
			. ( $unit > 0 ? $field( 'currency_decimal_separator' ) . substr( $digits, -$unit ) : '' )
			. $field( 'currency_suffix' );
		return str_replace( ' ', "\u{00A0}", $text );
	}
}
