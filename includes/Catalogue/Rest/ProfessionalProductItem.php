<?php
/**
 * One product of the professional listing, shaped as the spec's Product (section 3) with the Store
 * API's `prices` object beside it. Every price is read through WooCommerce's getters for the current
 * shopper (the route serves approved professionals only), exactly as the Store API computes its
 * `prices`, so both answer the same numbers.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Catalogue\Rest;

use Automattic\WooCommerce\StoreApi\Schemas\ExtendSchema;
use Automattic\WooCommerce\StoreApi\StoreApi;
use CosmeticsStorefront\Pricing\ProductPrices;
use CosmeticsStorefront\Catalogue\StoreApiExtension;

defined( 'ABSPATH' ) || exit;

final class ProfessionalProductItem {

	/** @return array<string,mixed> */
	public static function from( \WC_Product $product, ?float $lowest ): array {
		$image_ids = array_values( array_filter( array_merge( array( (int) $product->get_image_id() ), array_map( 'intval', $product->get_gallery_image_ids() ) ) ) );
		$images    = array_values( array_filter( array_map( array( self::class, 'image' ), $image_ids ) ) );

		return array(
			'id'                      => $product->get_id(),
			'name'                    => $product->get_name(),
			'slug'                    => $product->get_slug(),
			'type'                    => $product->get_type(),
			'sku'                     => $product->get_sku(),
			'permalink'               => $product->get_permalink(),
			'price'                   => (string) $product->get_price(),
			'regular_price'           => (string) ( $product->is_type( 'variable' ) ? $product->get_variation_regular_price() : $product->get_regular_price() ),
			'sale_price'              => (string) ( $product->is_type( 'variable' ) ? ( $product->is_on_sale() ? $product->get_variation_sale_price() : '' ) : $product->get_sale_price() ),
			'on_sale'                 => $product->is_on_sale(),
			'professional_price'      => (string) $product->get_meta( ProductPrices::PRO_META ),
			'professional_sale_price' => ProductPrices::professional_sale_is_on( $product ) ? (string) $product->get_meta( ProductPrices::PRO_SALE_META ) : '',
			'prices'                  => self::prices( $product ),
			'lowest_price_30_days'    => $lowest,
			'image'                   => $images[0] ?? null,
			'images'                  => $images,
			'gallery'                 => array_slice( $images, 1 ),
			'categories'              => self::terms( $product->get_id(), 'product_cat' ),
			'tags'                    => self::terms( $product->get_id(), 'product_tag' ),
			'attributes'              => self::attributes( $product ),
			'stock_status'            => $product->get_stock_status(),
			'stock_quantity'          => $product->get_stock_quantity(),
			'is_in_stock'             => $product->is_in_stock(),
			'is_purchasable'          => $product->is_purchasable(),
			'variations'              => $product->is_type( 'variable' ) ? array_map( 'intval', $product->get_children() ) : array(),
			'short_description'       => $product->get_short_description(),
		);
	}

	/**
	 * The Store API's `prices` object (ProductSchema::prepare_product_price_response): minor units,
	 * the shop's tax display, the currency fields.
	 *
	 * @return array<string,mixed>
	 */
	public static function prices( \WC_Product $product ): array {
		$function = 'incl' === get_option( 'woocommerce_tax_display_shop' ) ? 'wc_get_price_including_tax' : 'wc_get_price_excluding_tax';
		$variable = $product->is_type( 'variable' );
		$regular  = $variable ? $product->get_variation_regular_price() : $product->get_regular_price();
		$sale     = $variable ? $product->get_variation_sale_price() : $product->get_sale_price();
		$money    = array( StoreApiExtension::class, 'money' );

		$range = null;
		if ( $variable ) {
			$all = $product->get_variation_prices( true );
			if ( ! empty( $all['price'] ) && min( $all['price'] ) !== max( $all['price'] ) ) {
				$range = array(
					'min_amount' => $money( min( $all['price'] ) ),
					'max_amount' => $money( max( $all['price'] ) ),
				);
			}
		}
		$prices = array(
			'price'         => $money( $function( $product ) ),
			'regular_price' => $money( $function( $product, array( 'price' => $regular ) ) ),
			'sale_price'    => $money( $function( $product, array( 'price' => $sale ) ) ),
			'price_range'   => $range,
		);
		return StoreApi::container()->get( ExtendSchema::class )->get_formatter( 'currency' )->format( $prices );
	}

	/** @return array{id:int, src:string, thumbnail:string, alt:string}|null */
	private static function image( int $attachment_id ): ?array {
		$src = wp_get_attachment_image_url( $attachment_id, 'full' );
		if ( ! $src ) {
			return null;
		}
		return array(
			'id'        => $attachment_id,
			'src'       => $src,
			'thumbnail' => (string) wp_get_attachment_image_url( $attachment_id, 'woocommerce_thumbnail' ),
			'alt'       => (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ),
		);
	}

	/** @return array<int,array{id:int, name:string, slug:string}> */
	private static function terms( int $product_id, string $taxonomy ): array {
		$terms = get_the_terms( $product_id, $taxonomy );
		if ( ! is_array( $terms ) ) {
			return array();
		}
		return array_map(
			static fn( \WP_Term $term ): array => array(
				'id'   => (int) $term->term_id,
				'name' => $term->name,
				'slug' => $term->slug,
			),
			array_values( $terms )
		);
	}

	/** @return array<int,array{name:string, options:string[]}> */
	private static function attributes( \WC_Product $product ): array {
		$list = array();
		foreach ( $product->get_attributes() as $attribute ) {
			if ( ! $attribute instanceof \WC_Product_Attribute || ! $attribute->get_visible() && ! $attribute->get_variation() ) {
				continue;
			}
			$options = $attribute->is_taxonomy()
				? array_map( static fn( $term ) => $term->name, $attribute->get_terms() ?? array() )
				: $attribute->get_options();
			$list[]  = array(
				'name'    => wc_attribute_label( $attribute->get_name(), $product ),
				'options' => array_values( array_map( 'strval', $options ) ),
			);
		}
		return $list;
	}
}
