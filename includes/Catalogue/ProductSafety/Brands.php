<?php
/**
 * Brands carry the manufacturer and the EU responsible person once for all their products.
 *
 * The taxonomy is WooCommerce's own `product_brand` (Produkty → Marki, in every WooCommerce since 9.6;
 * on 9.4–9.5 only for the few shops in its staged roll-out). Where WooCommerce did not register it,
 * the plugin registers the same taxonomy itself (same name, same object type), so the brands, their
 * products and the data below stay as they are when the shop updates WooCommerce and WooCommerce's
 * Brands take over. One taxonomy everywhere, no copy to migrate.
 *
 * The term's add and edit screens get the two parties' fields (term meta, SafetyFields); WordPress
 * checks the screens' nonces and `edit_term` before the created_/edited_ hooks run, and the save
 * checks the capability again. A value a rule refuses is not stored; the error is shown on the next
 * screen the staff member opens (the add form answers through AJAX).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Catalogue\ProductSafety;

use CosmeticsStorefront\Domain\ProductSafetyRules;

defined( 'ABSPATH' ) || exit;

final class Brands {

	public const TAXONOMY = 'product_brand';

	private const ERRORS = 'cosmetics_brand_errors_';

	public static function hooks(): void {
		// WooCommerce registers its taxonomies on init (priority 5).
		add_action( 'init', array( self::class, 'register_fallback' ), 11 );
		add_action( self::TAXONOMY . '_add_form_fields', array( self::class, 'render_add_fields' ) );
		add_action( self::TAXONOMY . '_edit_form_fields', array( self::class, 'render_edit_fields' ) );
		add_action( 'created_' . self::TAXONOMY, array( self::class, 'save' ) );
		add_action( 'edited_' . self::TAXONOMY, array( self::class, 'save' ) );
		add_action( 'admin_notices', array( self::class, 'notices' ) );
	}

	/** Registers `product_brand` when WooCommerce did not. */
	public static function register_fallback(): void {
		if ( taxonomy_exists( self::TAXONOMY ) || ! post_type_exists( 'product' ) ) {
			return;
		}
		register_taxonomy(
			self::TAXONOMY,
			array( 'product' ),
			array(
				'hierarchical'      => true,
				'labels'            => array(
					'name'          => __( 'Marki', 'cosmetics-storefront' ),
					'singular_name' => __( 'Marka', 'cosmetics-storefront' ),
					'menu_name'     => __( 'Marki', 'cosmetics-storefront' ),
					'all_items'     => __( 'Wszystkie marki', 'cosmetics-storefront' ),
					'edit_item'     => __( 'Edytuj markę', 'cosmetics-storefront' ),
					'view_item'     => __( 'Zobacz markę', 'cosmetics-storefront' ),
					'update_item'   => __( 'Zaktualizuj markę', 'cosmetics-storefront' ),
					'add_new_item'  => __( 'Dodaj nową markę', 'cosmetics-storefront' ),
					'new_item_name' => __( 'Nazwa nowej marki', 'cosmetics-storefront' ),
					'search_items'  => __( 'Szukaj marek', 'cosmetics-storefront' ),
					'not_found'     => __( 'Nie znaleziono marek.', 'cosmetics-storefront' ),
					'back_to_items' => __( '← Wróć do marek', 'cosmetics-storefront' ),
				),
				'show_ui'           => true,
				'show_in_rest'      => true,
				'show_admin_column' => true,
				'query_var'         => true,
				'rewrite'           => array( 'slug' => 'marka' ),
				'capabilities'      => array(
					'manage_terms' => 'manage_product_terms',
					'edit_terms'   => 'edit_product_terms',
					'delete_terms' => 'delete_product_terms',
					'assign_terms' => 'assign_product_terms',
				),
			)
		);
	}

	/** The product's brand: its first `product_brand` term that carries safety data, else its first. */
	public static function of_product( int $product_id ): ?\WP_Term {
		if ( ! taxonomy_exists( self::TAXONOMY ) ) {
			return null;
		}
		$terms = get_the_terms( $product_id, self::TAXONOMY );
		if ( ! is_array( $terms ) || ! $terms ) {
			return null;
		}
		foreach ( $terms as $term ) {
			if ( '' !== (string) get_term_meta( $term->term_id, SafetyFields::term_key( 'manufacturer', 'name' ), true ) ) {
				return $term;
			}
		}
		return $terms[0];
	}

	/** Add screen (Produkty → Marki): plain form fields. */
	public static function render_add_fields(): void {
		foreach ( SafetyFields::PARTIES as $party ) {
			echo '<h3>' . esc_html( SafetyFields::party_label( $party ) ) . '</h3>';
			echo '<p class="description">' . esc_html( self::party_hint( $party ) ) . '</p>';
			foreach ( ProductSafetyRules::PARTY_FIELDS as $field ) {
				$id = 'cosmetics-brand-' . $party . '-' . $field;
				echo '<div class="form-field">';
				printf( '<label for="%s">%s</label>', esc_attr( $id ), esc_html( SafetyFields::field_label( $field ) ) );
				self::input( $id, $party, $field, '' );
				echo '</div>';
			}
		}
	}

	/** Edit screen: table rows. */
	public static function render_edit_fields( $term ): void {
		if ( ! $term instanceof \WP_Term ) {
			return;
		}
		foreach ( SafetyFields::PARTIES as $party ) {
			printf(
				'<tr class="form-field"><th scope="row" colspan="2"><h3>%s</h3><p class="description">%s</p></th></tr>',
				esc_html( SafetyFields::party_label( $party ) ),
				esc_html( self::party_hint( $party ) )
			);
			foreach ( ProductSafetyRules::PARTY_FIELDS as $field ) {
				$id = 'cosmetics-brand-' . $party . '-' . $field;
				echo '<tr class="form-field"><th scope="row">';
				printf( '<label for="%s">%s</label>', esc_attr( $id ), esc_html( SafetyFields::field_label( $field ) ) );
				echo '</th><td>';
				self::input( $id, $party, $field, (string) get_term_meta( $term->term_id, SafetyFields::term_key( $party, $field ), true ) );
				echo '</td></tr>';
			}
		}
	}

	private static function party_hint( string $party ): string {
		return 'responsible' === $party
			? __( 'Wymagana, gdy producent ma siedzibę poza UE (GPSR). Produkty tej marki dziedziczą te dane, chyba że mają własne.', 'cosmetics-storefront' )
			: __( 'Nazwa, adres pocztowy oraz e-mail lub strona kontaktowa (GPSR). Produkty tej marki dziedziczą te dane, chyba że mają własne.', 'cosmetics-storefront' );
	}

	/** One input of a party (shared with the product editor). */
	public static function input( string $id, string $party, string $field, string $value, string $class = '' ): void {
		$name = sprintf( '%s[%s][%s]', SafetyFields::FORM, $party, $field );
		if ( 'address' === $field ) {
			printf( '<textarea id="%s" name="%s" rows="3" class="%s" maxlength="%d">%s</textarea>', esc_attr( $id ), esc_attr( $name ), esc_attr( $class ), (int) SafetyFields::LIMITS['address'], esc_textarea( $value ) );
			return;
		}
		if ( 'country' === $field ) {
			printf( '<select id="%s" name="%s" class="%s"><option value="">%s</option>', esc_attr( $id ), esc_attr( $name ), esc_attr( $class ), esc_html__( '— nie podano —', 'cosmetics-storefront' ) );
			foreach ( SafetyFields::countries() as $code => $country ) {
				printf( '<option value="%s"%s>%s</option>', esc_attr( $code ), selected( $value, $code, false ), esc_html( html_entity_decode( $country, ENT_QUOTES, 'UTF-8' ) ) );
			}
			echo '</select>';
			return;
		}
		// Text inputs, not type=email/url: the browser would stop the whole product form with its own
		// message; the server answers in Polish and keeps the other fields (SafetyFields::apply).
		$mode = array(
			'email' => 'email',
			'url'   => 'url',
		)[ $field ] ?? 'text';
		printf( '<input type="text" inputmode="%s" id="%s" name="%s" value="%s" class="%s" maxlength="%d" autocomplete="off">', esc_attr( $mode ), esc_attr( $id ), esc_attr( $name ), esc_attr( $value ), esc_attr( $class ), (int) ( SafetyFields::LIMITS[ $field ] ?? 200 ) );
	}

	/** created_product_brand / edited_product_brand. */
	public static function save( $term_id ): void {
		$term_id = (int) $term_id;
		$posted  = SafetyFields::posted();
		if ( null === $posted || ! current_user_can( 'edit_term', $term_id ) ) {
			return;
		}
		$errors = SafetyFields::apply(
			$posted,
			static fn( string $key ): string => (string) get_term_meta( $term_id, $key, true ),
			static function ( string $key, string $value ) use ( $term_id ): void {
				if ( '' === $value ) {
					delete_term_meta( $term_id, $key );
				} else {
					update_term_meta( $term_id, $key, $value );
				}
			},
			static fn( ?string $party, string $field ): string => SafetyFields::term_key( (string) $party, $field ),
			false
		);
		if ( $errors ) {
			set_transient( self::ERRORS . get_current_user_id(), $errors, 10 * MINUTE_IN_SECONDS );
		}
	}

	/** Errors of the last brand save, once, on the brand screens. */
	public static function notices(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || self::TAXONOMY !== $screen->taxonomy ) {
			return;
		}
		$errors = get_transient( self::ERRORS . get_current_user_id() );
		if ( ! is_array( $errors ) || ! $errors ) {
			return;
		}
		delete_transient( self::ERRORS . get_current_user_id() );
		echo '<div class="notice notice-error" role="alert"><p>' . esc_html__( 'Nie wszystkie dane marki zostały zapisane:', 'cosmetics-storefront' ) . '</p><ul>';
		foreach ( $errors as $error ) {
			echo '<li>' . esc_html( (string) $error ) . '</li>';
		}
		echo '</ul></div>';
	}
}
