<?php
/**
 * A bulk change of a price, as staff type it in bulk edit and in the variations' bulk actions. No
 * WordPress here.
 *
 * An instruction is one of:
 * - a price: "49,99" or "49.99" sets it;
 * - a change: "+5", "-5,50" (an amount in złoty) or "+10%", "-15 %" (a percentage of the current
 *   price), applied to the current price; a price that is not set stays not set.
 * The result is rounded to $decimals places; a change below zero is refused (null), as is anything
 * else that is not one of the forms above.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class PriceAdjustment {

	private const NUMBER = '\d{1,9}(?:[.,]\d{1,6})?';

	/**
	 * Applies $instruction to $current ('' = no price).
	 *
	 * @return string|null the new price ('' stays '' for a change), null when the instruction is not
	 *                     understood or the result would be zero or less.
	 */
	public static function apply( string $current, string $instruction, int $decimals = 2 ): ?string {
		$parsed = self::parse( $instruction );
		if ( null === $parsed ) {
			return null;
		}
		if ( 'set' === $parsed['kind'] ) {
			return self::format( $parsed['value'], $decimals );
		}
		$current = trim( $current );
		if ( '' === $current || ! is_numeric( $current ) ) {
			return '';
		}
		$base  = (float) $current;
		$delta = $parsed['percent'] ? $base * $parsed['value'] / 100 : $parsed['value'];
		$new   = round( $base + $parsed['sign'] * $delta, $decimals );
		// A change that leaves no price (−100 %, the whole amount or more) is refused, not a free product.
		if ( $new <= 0 ) {
			return null;
		}
		return self::format( $new, $decimals );
	}

	/**
	 * @return array{kind:string, sign:int, value:float, percent:bool}|null
	 */
	private static function parse( string $instruction ): ?array {
		$text = trim( str_replace( array( "\xC2\xA0", "\xE2\x80\xAF", ' ' ), '', $instruction ) );
		$text = str_replace( "\xE2\x88\x92", '-', $text ); // U+2212 minus sign.
		if ( 1 === preg_match( '/^(' . self::NUMBER . ')$/', $text, $m ) ) {
			return array(
				'kind'    => 'set',
				'sign'    => 1,
				'value'   => self::number( $m[1] ),
				'percent' => false,
			);
		}
		if ( 1 === preg_match( '/^([+-])(' . self::NUMBER . ')(%?)$/', $text, $m ) ) {
			return array(
				'kind'    => 'change',
				'sign'    => '-' === $m[1] ? -1 : 1,
				'value'   => self::number( $m[2] ),
				'percent' => '%' === $m[3],
			);
		}
		return null;
	}

	private static function number( string $text ): float {
		return (float) str_replace( ',', '.', $text );
	}

	/** "12.5" as WooCommerce stores prices (no trailing zeros, '.' separator). */
	private static function format( float $value, int $decimals ): string {
		$text = number_format( round( $value, $decimals ), $decimals, '.', '' );
		return str_contains( $text, '.' ) ? rtrim( rtrim( $text, '0' ), '.' ) : $text;
	}
}
