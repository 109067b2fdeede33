<?php
/**
 * The rules the settings page applies to what staff type: Unicode-safe normalising of text and the
 * checks of each kind of field. Each check answers [value, null] for valid input (the value to
 * store, normalised) or [null, 'why'] with a Polish reason; the caller keeps the stored value and
 * names the field. Every regular expression here carries the `u` flag, so Polish letters (whose
 * UTF-8 bytes include 0x85, a line break to PCRE without it) are never split.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings;

use CosmeticsStorefront\Domain\Nip;
use CosmeticsStorefront\Domain\Regon;

defined( 'ABSPATH' ) || exit;

final class FieldRules {

	/**
	 * Typed text as it will be stored: valid UTF-8 (else null), line breaks as "\n", no control
	 * characters, trimmed; a single line has its line breaks and tabs turned into single spaces, a
	 * text of several lines keeps one line per line (each trimmed, empty ones dropped).
	 *
	 * @param mixed $raw
	 */
	public static function text( $raw, bool $multiline = false ): ?string {
		if ( ! is_scalar( $raw ) ) {
			return null;
		}
		$text = (string) $raw;
		if ( 1 !== preg_match( '//u', $text ) ) {
			return null; // Not UTF-8.
		}
		$text = str_replace( array( "\r\n", "\r" ), "\n", $text );
		$text = (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', $text );
		if ( ! $multiline ) {
			return trim( (string) preg_replace( '/[\n\t ]+/u', ' ', $text ) );
		}
		$lines = array_map( static fn( string $line ): string => trim( (string) preg_replace( '/[\t ]+/u', ' ', $line ) ), explode( "\n", $text ) );
		return implode( "\n", array_filter( $lines, static fn( string $line ): bool => '' !== $line ) );
	}

	/** Characters, not bytes. */
	public static function length( string $text ): int {
		return mb_strlen( $text, 'UTF-8' );
	}

	/** HTML markup: "<" followed by a letter, "/", "!" or "?" (as WordPress tells a tag from "3 < 5"). */
	public static function has_markup( string $text ): bool {
		return 1 === preg_match( '/<[\p{L}\/!?]/u', $text );
	}

	/**
	 * A plain text field of at most $max characters (empty allowed).
	 *
	 * @param mixed $raw
	 * @return array{0:?string,1:?string}
	 */
	public static function plain( $raw, int $max, bool $multiline = false ): array {
		$text = self::text( $raw, $multiline );
		if ( null === $text ) {
			return array( null, __( 'tekst zawiera nieprawidłowe znaki', 'cosmetics-storefront' ) );
		}
		if ( self::has_markup( $text ) ) {
			return array( null, __( 'nie może zawierać znaczników HTML', 'cosmetics-storefront' ) );
		}
		$length = self::length( $text );
		if ( $length > $max ) {
			/* translators: 1: limit, 2: characters typed. */
			return array( null, sprintf( __( 'może mieć najwyżej %1$s znaków, wpisano %2$s', 'cosmetics-storefront' ), number_format_i18n( $max ), number_format_i18n( $length ) ) );
		}
		return array( $text, null );
	}

	/**
	 * @param mixed $raw
	 * @return array{0:?string,1:?string}
	 */
	public static function postcode( $raw ): array {
		$text = self::text( $raw );
		if ( '' === $text ) {
			return array( '', null );
		}
		return null !== $text && 1 === preg_match( '/^[0-9]{2}-[0-9]{3}$/u', $text )
			? array( $text, null )
			: array( null, __( 'nieprawidłowy format kodu pocztowego (XX-XXX, np. 00-950)', 'cosmetics-storefront' ) );
	}

	/**
	 * NIP, stored as its ten digits (typed with or without dashes and spaces).
	 *
	 * @param mixed $raw
	 * @return array{0:?string,1:?string}
	 */
	public static function nip( $raw ): array {
		$text = self::text( $raw );
		if ( '' === $text ) {
			return array( '', null );
		}
		return null !== $text && Nip::is_valid( $text )
			? array( Nip::digits( $text ), null )
			: array( null, __( 'nieprawidłowy numer NIP (10 cyfr z poprawną cyfrą kontrolną)', 'cosmetics-storefront' ) );
	}

	/**
	 * KRS: ten digits (spaces allowed while typing), stored as digits.
	 *
	 * @param mixed $raw
	 * @return array{0:?string,1:?string}
	 */
	public static function krs( $raw ): array {
		$text = self::text( $raw );
		if ( '' === $text ) {
			return array( '', null );
		}
		$digits = null !== $text && 1 === preg_match( '/^[0-9 ]+$/u', $text ) ? str_replace( ' ', '', $text ) : '';
		return 10 === strlen( $digits )
			? array( $digits, null )
			: array( null, __( 'numer KRS ma 10 cyfr', 'cosmetics-storefront' ) );
	}

	/**
	 * REGON: 9 or 14 digits with a valid check digit, stored as digits.
	 *
	 * @param mixed $raw
	 * @return array{0:?string,1:?string}
	 */
	public static function regon( $raw ): array {
		$text = self::text( $raw );
		if ( '' === $text ) {
			return array( '', null );
		}
		$digits = null !== $text && 1 === preg_match( '/^[0-9 -]+$/u', $text ) ? str_replace( array( ' ', '-' ), '', $text ) : '';
		return Regon::is_valid( $digits )
			? array( $digits, null )
			: array( null, __( 'nieprawidłowy numer REGON (9 albo 14 cyfr z poprawną cyfrą kontrolną)', 'cosmetics-storefront' ) );
	}

	/**
	 * A phone number as people write it: digits, spaces, "-", brackets, a leading "+"; 9 to 15 digits.
	 *
	 * @param mixed $raw
	 * @return array{0:?string,1:?string}
	 */
	public static function phone( $raw ): array {
		$text = self::text( $raw );
		if ( '' === $text ) {
			return array( '', null );
		}
		$digits = null !== $text ? (int) preg_match_all( '/[0-9]/u', $text ) : 0;
		return null !== $text && 1 === preg_match( '/^\+?[0-9 ()-]+$/u', $text ) && $digits >= 9 && $digits <= 15
			? array( $text, null )
			: array( null, __( 'nieprawidłowy numer telefonu (9–15 cyfr; dozwolone także spacje, myślniki, nawiasy i + na początku)', 'cosmetics-storefront' ) );
	}

	/**
	 * @param mixed $raw
	 * @return array{0:?string,1:?string}
	 */
	public static function email( $raw ): array {
		$text = self::text( $raw );
		if ( '' === $text ) {
			return array( '', null );
		}
		return null !== $text && is_email( $text )
			? array( $text, null )
			: array( null, __( 'nieprawidłowy adres e-mail (np. kontakt@sklep.pl; domenę z polskimi znakami wpisz w postaci xn--…)', 'cosmetics-storefront' ) );
	}

	/**
	 * An http(s) address with a host; kept as typed (trimmed), never rewritten: output escapes it.
	 *
	 * @param mixed $raw
	 * @return array{0:?string,1:?string}
	 */
	public static function url( $raw ): array {
		$text = self::text( $raw );
		if ( '' === $text ) {
			return array( '', null );
		}
		return null !== $text && self::is_http_url( $text )
			? array( $text, null )
			: array( null, __( 'podaj pełny adres strony zaczynający się od https://', 'cosmetics-storefront' ) );
	}

	public static function is_http_url( string $url ): bool {
		if ( 1 !== preg_match( '#^https?://[^\s"\'<>\\\\`]+$#iu', $url ) ) {
			return false;
		}
		$host = wp_parse_url( $url, PHP_URL_HOST );
		return is_string( $host ) && 1 === preg_match( '/^[\p{L}\p{N}.-]+\.[\p{L}\p{N}-]{2,}$/u', $host );
	}

	/**
	 * A latitude (limit 90) or longitude (limit 180) in degrees, "52,2319" or "52.2319", stored with
	 * a dot and at most six decimals.
	 *
	 * @param mixed $raw
	 * @return array{0:?string,1:?string}
	 */
	public static function coordinate( $raw, int $limit ): array {
		$text = self::text( $raw );
		if ( '' === $text ) {
			return array( '', null );
		}
		$text = null !== $text ? str_replace( ',', '.', $text ) : '';
		if ( 1 !== preg_match( '/^-?[0-9]{1,3}(\.[0-9]+)?$/u', $text ) || abs( (float) $text ) > $limit ) {
			/* translators: 1: 90 or 180, 2: an example (Warsaw's latitude or longitude). */
			return array( null, sprintf( __( 'podaj liczbę stopni od -%1$d do %1$d, np. %2$s', 'cosmetics-storefront' ), $limit, 90 === $limit ? '52.2319' : '21.0149' ) );
		}
		return array( rtrim( rtrim( number_format( (float) $text, 6, '.', '' ), '0' ), '.' ), null );
	}
}
