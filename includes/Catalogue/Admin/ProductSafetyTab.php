<?php
/**
 * Product editor: the "Bezpieczeństwo produktu" tab — ingredients (INCI), warnings and
 * precautions, and the product's own manufacturer and EU responsible person, which replace its brand's
 * (empty = the brand's, shown beside). The GTIN/EAN is WooCommerce's own field (Magazyn tab); the tab
 * shows what is there. Variations have no fields: they show their parent's data (their own GTIN).
 *
 * Saved on woocommerce_admin_process_product_object (WooCommerce checked its nonce and edit_post);
 * refused values keep the stored ones and are reported as WooCommerce reports its own errors. A
 * published product lacking the manufacturer or the warnings gets a notice on its edit screen.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Catalogue\Admin;

use CosmeticsStorefront\Domain\ProductSafetyRules;
use CosmeticsStorefront\Catalogue\ProductSafety\Brands;
use CosmeticsStorefront\Catalogue\ProductSafety\SafetyData;
use CosmeticsStorefront\Catalogue\ProductSafety\SafetyFields;
use CosmeticsStorefront\Pricing\Admin\ProductPriceFields;

defined( 'ABSPATH' ) || exit;

final class ProductSafetyTab {

	public const TAB   = 'cosmetics_safety';
	public const PANEL = 'cosmetics_safety_data';

	public static function hooks(): void {
		add_filter( 'woocommerce_product_data_tabs', array( self::class, 'tabs' ) );
		add_action( 'woocommerce_product_data_panels', array( self::class, 'render_panel' ) );
		add_action( 'woocommerce_admin_process_product_object', array( self::class, 'save' ) );
		add_action( 'admin_notices', array( self::class, 'notice' ) );
	}

	/**
	 * @param array<string,array<string,mixed>> $tabs
	 * @return array<string,array<string,mixed>>
	 */
	public static function tabs( $tabs ): array {
		$tabs               = is_array( $tabs ) ? $tabs : array();
		$tabs[ self::TAB ] = array(
			'label'    => __( 'Bezpieczeństwo produktu', 'cosmetics-storefront' ),
			'target'   => self::PANEL,
			'class'    => array(),
			'priority' => 65,
		);
		return $tabs;
	}

	public static function render_panel(): void {
		global $product_object;
		$product = $product_object instanceof \WC_Product ? $product_object : null;
		$brand   = $product && $product->get_id() ? Brands::of_product( $product->get_id() ) : null;
		$meta    = static fn( string $key ): string => $product ? (string) $product->get_meta( $key, true, 'edit' ) : '';

		echo '<div id="' . esc_attr( self::PANEL ) . '" class="panel woocommerce_options_panel hidden">';
		echo '<div class="options_group">';
		echo '<p class="form-field"><span class="description">' . esc_html__( 'Dane wymagane przez rozporządzenie o ogólnym bezpieczeństwie produktów (GPSR) i rozporządzenie kosmetyczne. Klienci widzą je na stronie produktu: skład w karcie „Skład”, reszta w sekcji „Bezpieczeństwo produktu”. Puste pola nie są pokazywane.', 'cosmetics-storefront' ) . '</span></p>';
		woocommerce_wp_textarea_input(
			array(
				'id'                => 'cosmetics_safety_ingredients',
				'name'              => SafetyFields::FORM . '[' . SafetyFields::INGREDIENTS . ']',
				'label'             => SafetyFields::field_label( SafetyFields::INGREDIENTS ),
				'value'             => $meta( SafetyFields::product_key( null, SafetyFields::INGREDIENTS ) ),
				'rows'              => 5,
				'style'             => 'height:8em',
				'description'       => __( 'Lista składników INCI w kolejności z opakowania, oddzielona przecinkami.', 'cosmetics-storefront' ),
				'custom_attributes' => array( 'maxlength' => SafetyFields::LIMITS['ingredients'] ),
			)
		);
		woocommerce_wp_textarea_input(
			array(
				'id'                => 'cosmetics_safety_warnings',
				'name'              => SafetyFields::FORM . '[' . SafetyFields::WARNINGS . ']',
				'label'             => SafetyFields::field_label( SafetyFields::WARNINGS ),
				'value'             => $meta( SafetyFields::product_key( null, SafetyFields::WARNINGS ) ),
				'rows'              => 4,
				'style'             => 'height:7em',
				'description'       => __( 'Ostrzeżenia i informacje o bezpiecznym stosowaniu po polsku, jak na opakowaniu. Jedno na wiersz.', 'cosmetics-storefront' ),
				'custom_attributes' => array( 'maxlength' => SafetyFields::LIMITS['warnings'] ),
			)
		);
		$gtin = $product ? SafetyData::gtin( $product ) : '';
		echo '<p class="form-field"><span class="description">' . esc_html(
			'' !== $gtin
				/* translators: %s: GTIN */
				? sprintf( __( 'Identyfikator produktu: GTIN/EAN %s i SKU z karty „Magazyn”.', 'cosmetics-storefront' ), $gtin )
				: __( 'GTIN/EAN: wpisz go w karcie „Magazyn” (pole „GTIN, UPC, EAN lub ISBN”); klienci zobaczą go razem z SKU.', 'cosmetics-storefront' )
		) . '</span></p>';
		echo '</div>';

		foreach ( SafetyFields::PARTIES as $party ) {
			echo '<div class="options_group">';
			echo '<h4 style="padding-left:12px">' . esc_html( SafetyFields::party_label( $party ) ) . '</h4>';
			echo '<p class="form-field"><span class="description">' . esc_html( self::inherited_text( $brand, $party ) ) . '</span></p>';
			foreach ( ProductSafetyRules::PARTY_FIELDS as $field ) {
				$id = 'cosmetics_safety_' . $party . '_' . $field;
				echo '<p class="form-field ' . esc_attr( $id ) . '_field">';
				printf( '<label for="%s">%s</label>', esc_attr( $id ), esc_html( SafetyFields::field_label( $field ) ) );
				Brands::input( $id, $party, $field, $meta( SafetyFields::product_key( $party, $field ) ), 'short' );
				echo '</p>';
			}
			echo '</div>';
		}
		echo '</div>';
	}

	/** What the product inherits from its brand, in words. */
	private static function inherited_text( ?\WP_Term $brand, string $party ): string {
		if ( ! $brand ) {
			return __( 'Produkt nie ma marki (Produkty → Marki), więc nie dziedziczy tych danych: wpisz je tutaj.', 'cosmetics-storefront' );
		}
		$name = (string) get_term_meta( $brand->term_id, SafetyFields::term_key( $party, 'name' ), true );
		if ( '' === $name ) {
			/* translators: %s: brand */
			return sprintf( __( 'Marka „%s” nie ma tych danych. Uzupełnij je w marce (dla wszystkich jej produktów) albo tutaj.', 'cosmetics-storefront' ), $brand->name );
		}
		/* translators: 1: brand, 2: company name */
		return sprintf( __( 'Puste pola = dane marki „%1$s”: %2$s. Wypełnione zastępują dane marki w całości.', 'cosmetics-storefront' ), $brand->name, $name );
	}

	/** woocommerce_admin_process_product_object: WooCommerce saves the object right after. */
	public static function save( $product ): void {
		$posted = SafetyFields::posted();
		if ( ! $product instanceof \WC_Product || null === $posted || $product->is_type( 'variation' ) ) {
			return;
		}
		$errors = SafetyFields::apply(
			$posted,
			static fn( string $key ): string => (string) $product->get_meta( $key, true, 'edit' ),
			static function ( string $key, string $value ) use ( $product ): void {
				if ( '' === $value ) {
					$product->delete_meta_data( $key );
				} else {
					$product->update_meta_data( $key, $value );
				}
			},
			array( SafetyFields::class, 'product_key' ),
			true
		);
		foreach ( $errors as $error ) {
			ProductPriceFields::report( new \WP_Error( 'cosmetics_safety', $error ) );
		}
	}

	/** The product edit screen of a published product: what it lacks. */
	public static function notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || 'product' !== $screen->id || 'post' !== $screen->base ) {
			return;
		}
		$post    = get_post();
		$product = $post ? wc_get_product( $post->ID ) : null;
		if ( ! $product instanceof \WC_Product || 'publish' !== $product->get_status() ) {
			return;
		}
		$missing = SafetyData::missing( $product );
		if ( ! $missing ) {
			return;
		}
		printf(
			'<div class="notice notice-warning cosmetics-safety-notice"><p><strong>%s</strong> %s</p><p>%s</p></div>',
			esc_html__( 'Brakuje danych o bezpieczeństwie produktu (GPSR):', 'cosmetics-storefront' ),
			esc_html( implode( '; ', $missing ) . '.' ),
			esc_html__( 'Uzupełnij je w karcie „Bezpieczeństwo produktu” poniżej lub w marce produktu (Produkty → Marki). Do tego czasu klienci nie widzą tych danych.', 'cosmetics-storefront' )
		);
	}
}
