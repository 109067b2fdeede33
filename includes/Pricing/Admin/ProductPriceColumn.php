<?php
/**
 * Products list (Produkty → Wszystkie produkty): the "Cena profesjonalna" column, and the professional
 * prices in WooCommerce's quick edit for simple and external products (assets/admin/product-prices.js
 * fills the inputs from the row's hidden data, as WooCommerce does with its own prices).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing\Admin;

defined( 'ABSPATH' ) || exit;

final class ProductPriceColumn {

	public const COLUMN = 'cosmetics_professional_price';

	public static function hooks(): void {
		add_filter( 'manage_edit-product_columns', array( self::class, 'columns' ), 20 );
		add_action( 'manage_product_posts_custom_column', array( self::class, 'render_column' ), 10, 2 );
		add_action( 'woocommerce_product_quick_edit_end', array( self::class, 'render_quick_edit' ) );
		add_action( 'woocommerce_product_quick_edit_save', array( self::class, 'save_quick_edit' ) );
	}

	/**
	 * The column right after WooCommerce's "Cena".
	 *
	 * @param array<string,string> $columns
	 * @return array<string,string>
	 */
	public static function columns( $columns ): array {
		$columns = is_array( $columns ) ? $columns : array();
		$label   = __( 'Cena profesjonalna', 'cosmetics-storefront' );
		$out     = array();
		foreach ( $columns as $key => $title ) {
			$out[ $key ] = $title;
			if ( 'price' === $key ) {
				$out[ self::COLUMN ] = $label;
			}
		}
		if ( ! isset( $out[ self::COLUMN ] ) ) {
			$out[ self::COLUMN ] = $label;
		}
		return $out;
	}

	/**
	 * @param string $column
	 * @param int    $post_id
	 */
	public static function render_column( $column, $post_id ): void {
		if ( self::COLUMN !== $column ) {
			return;
		}
		$product = wc_get_product( (int) $post_id );
		if ( ! $product ) {
			return;
		}
		echo self::cell_html( $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts and wc_price().
	}

	/** What the column shows, plus the hidden values quick edit reads. */
	public static function cell_html( \WC_Product $product ): string {
		if ( $product->is_type( 'variable' ) ) {
			$html = self::variable_range( $product );
		} else {
			$price = (string) $product->get_meta( ProductPriceFields::META_PRICE, true, 'edit' );
			$sale  = (string) $product->get_meta( ProductPriceFields::META_SALE, true, 'edit' );
			if ( '' === $price ) {
				$html = '<span class="na">&ndash;</span>';
			} elseif ( '' !== $sale ) {
				$html = '<del aria-hidden="true">' . wc_price( $price ) . '</del> <ins>' . wc_price( $sale ) . '</ins>';
			} else {
				$html = wc_price( $price );
			}
		}
		if ( $product->is_type( ProductPriceFields::SIMPLE_TYPES ) ) {
			$html .= sprintf(
				'<div class="hidden cosmetics-professional-inline" data-price="%s" data-sale="%s"></div>',
				esc_attr( wc_format_localized_price( (string) $product->get_meta( ProductPriceFields::META_PRICE, true, 'edit' ) ) ),
				esc_attr( wc_format_localized_price( (string) $product->get_meta( ProductPriceFields::META_SALE, true, 'edit' ) ) )
			);
		}
		return $html;
	}

	/** Lowest–highest professional price over the variations (sale prices count where set). */
	private static function variable_range( \WC_Product $product ): string {
		$children = array_map( 'intval', $product->get_children() );
		if ( ! $children ) {
			return '<span class="na">&ndash;</span>';
		}
		update_meta_cache( 'post', $children );
		$prices = array();
		foreach ( $children as $child ) {
			$sale  = (string) get_post_meta( $child, ProductPriceFields::META_SALE, true );
			$price = (string) get_post_meta( $child, ProductPriceFields::META_PRICE, true );
			$value = '' !== $sale ? $sale : $price;
			if ( '' !== $value && is_numeric( $value ) ) {
				$prices[] = (float) $value;
			}
		}
		if ( ! $prices ) {
			return '<span class="na">&ndash;</span>';
		}
		$min = min( $prices );
		$max = max( $prices );
		return $min === $max ? wc_price( $min ) : wc_format_price_range( $min, $max );
	}

	/** Inputs at the end of WooCommerce's quick-edit "Dane produktu" fieldset. */
	public static function render_quick_edit(): void {
		printf(
			'<div class="cosmetics-professional-quick-edit">'
			. '<label><span class="title">%1$s</span><span class="input-text-wrap"><input type="text" name="%2$s" class="text wc_input_price" aria-label="%3$s" value=""></span></label><br class="clear" />'
			. '<label><span class="title">%4$s</span><span class="input-text-wrap"><input type="text" name="%5$s" class="text wc_input_price" aria-label="%6$s" value=""></span></label><br class="clear" />'
			. '</div>',
			esc_html__( 'Cena prof.', 'cosmetics-storefront' ),
			esc_attr( ProductPriceFields::META_PRICE ),
			esc_attr( ProductPriceFields::price_label() ),
			esc_html__( 'Promocja prof.', 'cosmetics-storefront' ),
			esc_attr( ProductPriceFields::META_SALE ),
			esc_attr( ProductPriceFields::sale_label() )
		);
	}

	/**
	 * woocommerce_product_quick_edit_save (after WooCommerce saved the product, its quick-edit nonce
	 * checked): sets and saves the professional prices through the product object.
	 *
	 * @param \WC_Product $product
	 */
	public static function save_quick_edit( $product ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- WooCommerce checked woocommerce_quick_edit_nonce; apply() validates.
		if ( ! $product instanceof \WC_Product || ! $product->is_type( ProductPriceFields::SIMPLE_TYPES ) || ! isset( $_POST[ ProductPriceFields::META_PRICE ] ) ) {
			return;
		}
		$result = ProductPriceFields::apply(
			$product,
			wp_unslash( $_POST[ ProductPriceFields::META_PRICE ] ),
			isset( $_POST[ ProductPriceFields::META_SALE ] ) ? wp_unslash( $_POST[ ProductPriceFields::META_SALE ] ) : ''
		);
		// phpcs:enable
		if ( is_wp_error( $result ) ) {
			ProductPriceFields::report( $result ); // Shown on the next page load, like WooCommerce's own.
			return;
		}
		$product->save();
	}
}
