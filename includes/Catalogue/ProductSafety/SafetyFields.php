<?php
/**
 * The product safety fields staff fill in (GPSR): the manufacturer and the EU responsible
 * person (on a brand term, overridable on a product), the ingredients (INCI) and the warnings (on a
 * product). Where each is stored, its Polish label, and how typed input is cleaned.
 *
 * Storage: a product's meta `_cosmetics_manufacturer_{field}`, `_cosmetics_responsible_{field}`,
 * `_cosmetics_ingredients`, `_cosmetics_warnings`; a brand's term meta `cosmetics_manufacturer_{field}`
 * and `cosmetics_responsible_{field}` ({field}: Domain\ProductSafetyRules::PARTY_FIELDS). Posted as
 * `cosmetics_safety[manufacturer][name]`, `cosmetics_safety[ingredients]`, … from both screens.
 *
 * Cleaning: markup is stripped (sanitize_text_field / sanitize_textarea_field), line breaks become
 * "\n", texts have limits in characters; the country is a country WooCommerce knows, the e-mail an
 * e-mail address, the contact page an http(s) address. A value a rule refuses is not stored: the field
 * keeps what it had and the Polish error names it.
 *
 * Every other write path (WooCommerce's REST API meta_data, update_post_meta / update_term_meta from
 * imports, WP-CLI or other plugins) runs the same rules: the keys are registered with a
 * sanitize_callback (update_metadata runs sanitize_meta on every write), and there a value a rule
 * refuses is stored as '' (not given) — no form to report to. What is read for shoppers is checked
 * again (valid_or_empty), so values stored before the rules are not published either.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Catalogue\ProductSafety;

use CosmeticsStorefront\Domain\ProductSafetyRules;

defined( 'ABSPATH' ) || exit;

final class SafetyFields {

	/** The form's top-level name on the product and term screens. */
	public const FORM = 'cosmetics_safety';

	public const PARTIES = array( 'manufacturer', 'responsible' );

	public const INGREDIENTS = 'ingredients';
	public const WARNINGS    = 'warnings';

	/** Limits in characters. */
	public const LIMITS = array(
		'name'        => 200,
		'address'     => 500,
		'email'       => 254,
		'url'         => 500,
		'ingredients' => 5000,
		'warnings'    => 2000,
	);

	public static function hooks(): void {
		add_action( 'init', array( self::class, 'register_meta' ) );
	}

	/** init: the product's and the brand's keys, each with its field's rule (see the file comment). */
	public static function register_meta(): void {
		$fields = array( array( null, self::INGREDIENTS ), array( null, self::WARNINGS ) );
		foreach ( self::PARTIES as $party ) {
			foreach ( ProductSafetyRules::PARTY_FIELDS as $field ) {
				$fields[] = array( $party, $field );
			}
		}
		foreach ( $fields as list( $party, $field ) ) {
			$args = array(
				'type'              => 'string',
				'single'            => true,
				'show_in_rest'      => false,
				'sanitize_callback' => static fn( $value ): string => self::valid_or_empty( $field, $value ),
			);
			register_post_meta( 'product', self::product_key( $party, $field ), $args );
			if ( null !== $party ) {
				register_term_meta( Brands::TAXONOMY, self::term_key( $party, $field ), $args );
			}
		}
	}

	/**
	 * The cleaned value, or '' when a rule refuses it: the rule for writes outside the form and for
	 * what is published (a contact page that is not http(s) is never shown).
	 *
	 * @param mixed $raw
	 */
	public static function valid_or_empty( string $field, $raw ): string {
		$value = self::clean( $field, $raw );
		return is_wp_error( $value ) ? '' : $value;
	}

	/** Product meta key of a party field, or of 'ingredients' / 'warnings' (party null). */
	public static function product_key( ?string $party, string $field ): string {
		return null === $party ? '_cosmetics_' . $field : '_cosmetics_' . $party . '_' . $field;
	}

	/** Term meta key of a brand's party field. */
	public static function term_key( string $party, string $field ): string {
		return 'cosmetics_' . $party . '_' . $field;
	}

	public static function party_label( string $party ): string {
		return 'responsible' === $party
			? __( 'Osoba odpowiedzialna w UE', 'cosmetics-storefront' )
			: __( 'Producent', 'cosmetics-storefront' );
	}

	public static function field_label( string $field ): string {
		switch ( $field ) {
			case 'name':
				return __( 'Nazwa firmy', 'cosmetics-storefront' );
			case 'address':
				return __( 'Adres pocztowy', 'cosmetics-storefront' );
			case 'country':
				return __( 'Kraj', 'cosmetics-storefront' );
			case 'email':
				return __( 'E-mail', 'cosmetics-storefront' );
			case 'url':
				return __( 'Strona kontaktowa', 'cosmetics-storefront' );
			case self::INGREDIENTS:
				return __( 'Skład (INCI)', 'cosmetics-storefront' );
			case self::WARNINGS:
				return __( 'Ostrzeżenia i środki ostrożności', 'cosmetics-storefront' );
		}
		return $field;
	}

	/**
	 * Cleans one typed value. '' is always allowed (not given).
	 *
	 * @param mixed $raw
	 * @return string|\WP_Error Polish message naming the rule (without the field's name).
	 */
	public static function clean( string $field, $raw ) {
		if ( null === $raw || ( ! is_scalar( $raw ) ) || is_bool( $raw ) ) {
			return '';
		}
		$text = str_replace( array( "\r\n", "\r" ), "\n", (string) $raw );
		switch ( $field ) {
			case 'address':
			case self::INGREDIENTS:
			case self::WARNINGS:
				$value = sanitize_textarea_field( $text );
				$value = trim( (string) preg_replace( "/\n{3,}/u", "\n\n", (string) preg_replace( '/[ \t]+\n/u', "\n", $value ) ) );
				break;
			case 'country':
				$value = strtoupper( sanitize_text_field( $text ) );
				if ( '' !== $value && ! array_key_exists( $value, self::countries() ) ) {
					return new \WP_Error( 'invalid_country', __( 'nieznany kraj.', 'cosmetics-storefront' ) );
				}
				return $value;
			case 'email':
				$value = trim( sanitize_text_field( $text ) );
				if ( '' !== $value && ( trim( $text ) !== $value || ! is_email( $value ) || $value !== sanitize_email( $value ) ) ) {
					return new \WP_Error( 'invalid_email', __( 'nieprawidłowy adres e-mail.', 'cosmetics-storefront' ) );
				}
				break;
			case 'url':
				$value = trim( sanitize_text_field( $text ) );
				if ( '' !== $value && ( trim( $text ) !== $value || ! preg_match( '#^https?://[^\s/?\#]+\.[^\s/?\#]+#iu', $value ) || false === filter_var( $value, FILTER_VALIDATE_URL ) || esc_url_raw( $value, array( 'http', 'https' ) ) !== $value ) ) {
					return new \WP_Error( 'invalid_url', __( 'podaj pełny adres strony zaczynający się od https://.', 'cosmetics-storefront' ) );
				}
				break;
			default:
				$value = trim( sanitize_text_field( $text ) );
		}
		$limit = self::LIMITS[ $field ] ?? 0;
		if ( $limit && mb_strlen( $value, 'UTF-8' ) > $limit ) {
			/* translators: %d: limit in characters */
			return new \WP_Error( 'too_long', sprintf( __( 'najwyżej %d znaków.', 'cosmetics-storefront' ), $limit ) );
		}
		return $value;
	}

	/**
	 * Applies posted values through $get / $set (a product's meta or a term's): each field present in
	 * $posted is cleaned and stored when it differs; a refused value keeps the stored one.
	 *
	 * @param array<string,mixed>            $posted  The `cosmetics_safety` array as posted (unslashed).
	 * @param callable(string):string        $get     stored value by key
	 * @param callable(string,string):void   $set     stores ('' deletes)
	 * @param callable(?string,string):string $key    storage key of (party|null, field)
	 * @param bool                           $product_texts whether ingredients and warnings belong here
	 * @return string[] Polish errors ("Producent – E-mail: nieprawidłowy adres e-mail. Zachowano poprzednią wartość.")
	 */
	public static function apply( array $posted, callable $get, callable $set, callable $key, bool $product_texts ): array {
		$errors = array();
		$fields = array();
		foreach ( self::PARTIES as $party ) {
			if ( ! isset( $posted[ $party ] ) || ! is_array( $posted[ $party ] ) ) {
				continue;
			}
			foreach ( ProductSafetyRules::PARTY_FIELDS as $field ) {
				if ( array_key_exists( $field, $posted[ $party ] ) ) {
					$fields[] = array( $party, $field, $posted[ $party ][ $field ], self::party_label( $party ) . ' – ' . self::field_label( $field ) );
				}
			}
		}
		if ( $product_texts ) {
			foreach ( array( self::INGREDIENTS, self::WARNINGS ) as $field ) {
				if ( array_key_exists( $field, $posted ) ) {
					$fields[] = array( null, $field, $posted[ $field ], self::field_label( $field ) );
				}
			}
		}
		foreach ( $fields as list( $party, $field, $raw, $label ) ) {
			$value = self::clean( $field, $raw );
			if ( is_wp_error( $value ) ) {
				/* translators: 1: field, 2: what is wrong */
				$errors[] = sprintf( __( '%1$s: %2$s Zachowano poprzednią wartość.', 'cosmetics-storefront' ), $label, $value->get_error_message() );
				continue;
			}
			$meta_key = $key( $party, $field );
			if ( $get( $meta_key ) !== $value ) {
				$set( $meta_key, $value );
			}
		}
		return $errors;
	}

	/**
	 * Countries WooCommerce knows, code => Polish name (WooCommerce's translation).
	 *
	 * @return array<string,string>
	 */
	public static function countries(): array {
		if ( function_exists( 'WC' ) && WC()->countries ) {
			return WC()->countries->get_countries();
		}
		return array();
	}

	/** @return string[] the EU's member states (WooCommerce's list). */
	public static function eu_countries(): array {
		if ( function_exists( 'WC' ) && WC()->countries ) {
			return WC()->countries->get_european_union_countries();
		}
		return array();
	}

	/** Reads posted `cosmetics_safety` (unslashed), or null when the form was not on the page. */
	public static function posted(): ?array {
		// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- callers run after WordPress/WooCommerce checked their nonce; apply() cleans every value.
		if ( ! isset( $_POST[ self::FORM ] ) || ! is_array( $_POST[ self::FORM ] ) ) {
			return null;
		}
		return wp_unslash( $_POST[ self::FORM ] );
		// phpcs:enable
	}
}
