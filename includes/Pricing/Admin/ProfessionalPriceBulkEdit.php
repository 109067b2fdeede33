<?php
/**
 * Professional prices set for many products at once:
 * - Produkty → Wszystkie produkty → bulk edit: "Cena prof." and "Promocja prof." each with
 *   "— Bez zmian —", "Ustaw na", "Zwiększ o (kwota lub %)", "Zmniejsz o (kwota lub %)", "Usuń" and a
 *   value, as WooCommerce's own price fields; applied to simple and external products and to every
 *   variation of a variable product;
 * - a variable product's Warianty → bulk actions: set the professional (sale) prices of every
 *   variation to a value, change them by an amount or a percentage, remove the professional sale
 *   prices (assets/admin/product-prices.js asks for the value).
 * The arithmetic is Domain\PriceAdjustment's; each result passes the editor's own validation
 * (ProductPriceFields::apply): a product whose result is invalid keeps its prices and staff see
 * which one and why, where WooCommerce reports its own product errors.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing\Admin;

use CosmeticsStorefront\Domain\PriceAdjustment;

defined( 'ABSPATH' ) || exit;

final class ProfessionalPriceBulkEdit {

	/** Bulk edit's fields (products list). */
	public const FIELD_PRICE = 'cosmetics_bulk_professional_price';
	public const FIELD_SALE  = 'cosmetics_bulk_professional_sale_price';

	/** Variations' bulk actions: action => [which price, kind]. */
	public const VARIATION_ACTIONS = array(
		'cosmetics_professional_price_set'         => array( 'price', 'set' ),
		'cosmetics_professional_price_change'      => array( 'price', 'change' ),
		'cosmetics_professional_sale_price_set'    => array( 'sale', 'set' ),
		'cosmetics_professional_sale_price_change' => array( 'sale', 'change' ),
		'cosmetics_professional_sale_price_clear'  => array( 'sale', 'clear' ),
	);

	public static function hooks(): void {
		add_action( 'woocommerce_product_bulk_edit_end', array( self::class, 'render_bulk_edit' ) );
		add_action( 'woocommerce_product_bulk_edit_save', array( self::class, 'save_bulk_edit' ) );
		add_action( 'woocommerce_variable_product_bulk_edit_actions', array( self::class, 'render_variation_actions' ) );
		add_action( 'woocommerce_bulk_edit_variations_default', array( self::class, 'variation_action' ), 10, 4 );
	}

	// ----------------------------------------------------------------------------------------------
	// The rule: what a choice does to one price.

	/**
	 * The new value of one price for a bulk choice, or null when the value typed is not understood.
	 *
	 * @param string $mode    '' (no change), 'set', 'increase', 'decrease', 'change' (signed), 'clear'.
	 * @param string $current The stored price ('' = none).
	 * @param string $value   What staff typed.
	 * @return string|null|false the new price ('' = none), false for no change, null when invalid.
	 */
	public static function new_value( string $mode, string $current, string $value ) {
		$value = trim( $value );
		switch ( $mode ) {
			case 'set':
				// A price, not a change: '-5' or '+5' here is a typing slip, refused (not read as ±5).
				return '' === $value || 1 === preg_match( '/^[+\-\x{2212}]/u', $value ) ? null : PriceAdjustment::apply( $current, $value );
			case 'increase':
			case 'decrease':
				if ( '' === $value || in_array( $value[0], array( '+', '-' ), true ) ) {
					return null;
				}
				return PriceAdjustment::apply( $current, ( 'increase' === $mode ? '+' : '-' ) . $value );
			case 'change':
				return 1 === preg_match( '/^[+\-\x{2212}]/u', $value ) ? PriceAdjustment::apply( $current, $value ) : null;
			case 'clear':
				return '';
			default:
				return false;
		}
	}

	/**
	 * Applies the choices to one product or variation (the caller saves it).
	 *
	 * @param array{0:string,1:string} $price [mode, value] for the professional price.
	 * @param array{0:string,1:string} $sale  [mode, value] for the professional sale price.
	 * @return bool|\WP_Error true when changed, false when nothing to do.
	 */
	public static function apply( \WC_Product $product, array $price, array $sale ) {
		$stored_price = (string) $product->get_meta( ProductPriceFields::META_PRICE, true, 'edit' );
		$stored_sale  = (string) $product->get_meta( ProductPriceFields::META_SALE, true, 'edit' );
		$new_price    = self::new_value( $price[0], $stored_price, $price[1] );
		$new_sale     = self::new_value( $sale[0], $stored_sale, $sale[1] );
		if ( false === $new_price && false === $new_sale ) {
			return false;
		}
		if ( null === $new_price || null === $new_sale ) {
			return new \WP_Error(
				'cosmetics_bulk_invalid',
				sprintf(
					/* translators: %s: the product */
					__( '%s: nie można zastosować tej zmiany ceny profesjonalnej. Wpisz cenę (np. 49,99) albo kwotę lub procent (np. 5 lub 10%%); cena musi pozostać większa od zera. Ceny profesjonalne nie zostały zmienione.', 'cosmetics-storefront' ),
					self::label( $product )
				)
			);
		}
		return ProductPriceFields::apply( $product, false === $new_price ? $stored_price : $new_price, false === $new_sale ? $stored_sale : $new_sale );
	}

	private static function label( \WC_Product $product ): string {
		if ( $product instanceof \WC_Product_Variation ) {
			/* translators: 1: variation id, 2: product name. */
			return sprintf( __( 'Wariant #%1$d produktu „%2$s”', 'cosmetics-storefront' ), $product->get_id(), wp_strip_all_tags( $product->get_title() ) );
		}
		/* translators: 1: product name, 2: product id. */
		return sprintf( __( 'Produkt „%1$s” (#%2$d)', 'cosmetics-storefront' ), wp_strip_all_tags( $product->get_name( 'edit' ) ), $product->get_id() );
	}

	// ----------------------------------------------------------------------------------------------
	// Bulk edit (products list).

	/** @internal Inside WooCommerce's bulk-edit fieldset, after its own price fields. */
	public static function render_bulk_edit(): void {
		$options = array(
			''         => __( '— Bez zmian —', 'cosmetics-storefront' ),
			'set'      => __( 'Ustaw na:', 'cosmetics-storefront' ),
			'increase' => __( 'Zwiększ o (kwota lub %):', 'cosmetics-storefront' ),
			'decrease' => __( 'Zmniejsz o (kwota lub %):', 'cosmetics-storefront' ),
			'clear'    => __( 'Usuń', 'cosmetics-storefront' ),
		);
		echo '<div class="inline-edit-group cosmetics-professional-bulk-edit">';
		foreach ( array(
			self::FIELD_PRICE => array( __( 'Cena prof.', 'cosmetics-storefront' ), ProductPriceFields::price_label() ),
			self::FIELD_SALE  => array( __( 'Promocja prof.', 'cosmetics-storefront' ), ProductPriceFields::sale_label() ),
		) as $name => list( $title, $label ) ) {
			printf( '<label class="alignleft"><span class="title">%1$s</span><span class="input-text-wrap"><select class="cosmetics-bulk-mode" name="%2$s" aria-label="%3$s">', esc_html( $title ), esc_attr( $name ), esc_attr( $label ) );
			foreach ( $options as $value => $text ) {
				printf( '<option value="%1$s">%2$s</option>', esc_attr( $value ), esc_html( $text ) );
			}
			printf(
				'</select></span></label><label class="change-input alignleft"><input type="text" name="%1$s_value" class="text" placeholder="%2$s" aria-label="%3$s" value=""></label><br class="clear" />',
				esc_attr( $name ),
				esc_attr__( 'np. 49,99 lub 10%', 'cosmetics-storefront' ),
				/* translators: %s: the price's label */
				esc_attr( sprintf( __( '%s: wartość', 'cosmetics-storefront' ), $label ) )
			);
		}
		echo '</div>';
	}

	/**
	 * woocommerce_product_bulk_edit_save (after WooCommerce saved the product, its nonce checked).
	 *
	 * @param mixed $product
	 */
	public static function save_bulk_edit( $product ): void {
		// phpcs:disable WordPress.Security.NonceVerification -- WooCommerce checked woocommerce_quick_edit_nonce before this hook.
		if ( ! $product instanceof \WC_Product ) {
			return;
		}
		$read  = static fn( string $key ): string => isset( $_REQUEST[ $key ] ) && is_scalar( $_REQUEST[ $key ] ) ? sanitize_text_field( wp_unslash( (string) $_REQUEST[ $key ] ) ) : '';
		$price = array( $read( self::FIELD_PRICE ), $read( self::FIELD_PRICE . '_value' ) );
		$sale  = array( $read( self::FIELD_SALE ), $read( self::FIELD_SALE . '_value' ) );
		// phpcs:enable
		if ( '' === $price[0] && '' === $sale[0] ) {
			return;
		}
		if ( $product->is_type( 'variable' ) ) {
			$targets = array_filter( array_map( 'wc_get_product', $product->get_children() ) );
		} elseif ( $product->is_type( ProductPriceFields::SIMPLE_TYPES ) ) {
			$targets = array( $product );
		} else {
			return;
		}
		foreach ( $targets as $target ) {
			$result = self::apply( $target, $price, $sale );
			if ( is_wp_error( $result ) ) {
				ProductPriceFields::report( $result );
			} elseif ( true === $result ) {
				$target->save();
			}
		}
	}

	// ----------------------------------------------------------------------------------------------
	// Variations' bulk actions.

	/** @internal The options, in WooCommerce's bulk-actions select of the Warianty tab. */
	public static function render_variation_actions(): void {
		printf(
			'<optgroup label="%1$s"><option value="cosmetics_professional_price_set">%2$s</option><option value="cosmetics_professional_price_change">%3$s</option><option value="cosmetics_professional_sale_price_set">%4$s</option><option value="cosmetics_professional_sale_price_change">%5$s</option><option value="cosmetics_professional_sale_price_clear">%6$s</option></optgroup>',
			esc_attr__( 'Ceny profesjonalne', 'cosmetics-storefront' ),
			esc_html__( 'Ustaw ceny profesjonalne', 'cosmetics-storefront' ),
			esc_html__( 'Zmień ceny profesjonalne o kwotę lub % (+/−)', 'cosmetics-storefront' ),
			esc_html__( 'Ustaw promocyjne ceny profesjonalne', 'cosmetics-storefront' ),
			esc_html__( 'Zmień promocyjne ceny profesjonalne o kwotę lub % (+/−)', 'cosmetics-storefront' ),
			esc_html__( 'Usuń promocyjne ceny profesjonalne', 'cosmetics-storefront' )
		);
	}

	/**
	 * woocommerce_bulk_edit_variations_default (WooCommerce checked its nonce and edit_products).
	 *
	 * @param mixed $bulk_action
	 * @param mixed $data        ['value' => what staff typed] (wc_clean()ed).
	 * @param mixed $product_id
	 * @param mixed $variations  Variation ids.
	 */
	public static function variation_action( $bulk_action, $data, $product_id, $variations ): void {
		if ( ! is_string( $bulk_action ) || ! isset( self::VARIATION_ACTIONS[ $bulk_action ] ) || ! is_array( $variations ) ) {
			return;
		}
		list( $which, $kind ) = self::VARIATION_ACTIONS[ $bulk_action ];
		$value                = is_array( $data ) && isset( $data['value'] ) && is_scalar( $data['value'] ) ? (string) $data['value'] : '';
		// An empty answer to "Ustaw…" removes the prices, as the prompt says.
		$choice               = array( 'set' === $kind && '' === trim( $value ) ? 'clear' : $kind, $value );
		$none                 = array( '', '' );
		$errors               = array();
		foreach ( $variations as $variation_id ) {
			$variation = wc_get_product( (int) $variation_id );
			if ( ! $variation instanceof \WC_Product_Variation || (int) $variation->get_parent_id() !== (int) $product_id ) {
				continue;
			}
			$result = self::apply( $variation, 'price' === $which ? $choice : $none, 'sale' === $which ? $choice : $none );
			if ( is_wp_error( $result ) ) {
				$errors[] = $result->get_error_message();
			} elseif ( true === $result ) {
				$variation->save();
			}
		}
		// WooCommerce's bulk-edit request answers nothing and reloads the variations: the refusals go back
		// in its answer, which assets/admin/product-prices.js shows at once (not on some later page).
		if ( $errors ) {
			echo wp_json_encode( array( 'cosmeticsProfessionalPriceErrors' => $errors ) );
		}
	}
}
