<?php
/**
 * Professional prices through WooCommerce's own getters: for an approved professional
 * shopper, get_price()/get_regular_price()/get_sale_price()/is_on_sale() of products and variations
 * (view context) answer the professional prices, and variable products cache their variation prices
 * per tier. The Store API `prices`, price_html and cart totals follow.
 *
 * Everyone's price of a product with a WooCommerce sale schedule follows the schedule's dates when read
 * (scheduled_sale_prices()), as is_on_sale() does, instead of waiting for WooCommerce's job to store it.
 *
 * Not in wp-admin (is_admin(), admin-ajax included: the product edit form and its variation panels
 * must show and save the stored prices) and never in edit context (what WooCommerce saves and what
 * the REST API answers with context=edit). Store API and other REST requests run with is_admin() false:
 * there the shopper's tier applies, which is what the storefront needs.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

use CosmeticsStorefront\Domain\PriceTier;

defined( 'ABSPATH' ) || exit;

final class ProfessionalPrices {

	private const GETTERS = array( 'price', 'regular_price', 'sale_price' );

	public static function hooks(): void {
		foreach ( array( 'woocommerce_product_get_', 'woocommerce_product_variation_get_' ) as $prefix ) {
			foreach ( self::GETTERS as $prop ) {
				add_filter( $prefix . $prop, array( self::class, 'filter_' . $prop ), 10, 2 );
			}
		}
		foreach ( self::GETTERS as $prop ) {
			add_filter( 'woocommerce_variation_prices_' . $prop, array( self::class, 'filter_' . $prop ), 10, 2 );
		}
		add_filter( 'woocommerce_product_is_on_sale', array( self::class, 'filter_is_on_sale' ), 10, 2 );
		add_filter( 'woocommerce_get_variation_prices_hash', array( self::class, 'variation_prices_hash' ), 10, 1 );
	}

	/** Whether the current request shows the shopper's tier prices (not wp-admin). */
	public static function applies(): bool {
		return ! is_admin() && CustomerTier::is_professional();
	}

	/** The professional prices of $product for the current shopper, or null when they do not apply. */
	private static function prices( mixed $product ): ?array {
		if ( ! $product instanceof \WC_Product || $product->is_type( 'variable' ) || ! self::applies() ) {
			return null;
		}
		if ( ! ProductPrices::has_professional_price( $product ) ) {
			return null;
		}
		return ProductPrices::for_tier( $product, PriceTier::PROFESSIONAL );
	}

	/**
	 * A variable product's own price is the cheapest of its variations' (WooCommerce stores it as the
	 * parent's _price): for a professional it is the cheapest of the variations' tier prices.
	 *
	 * @internal filter
	 */
	public static function filter_price( mixed $value, mixed $product ): mixed {
		if ( $product instanceof \WC_Product_Variable && self::applies() ) {
			$min = $product->get_variation_price( 'min' );
			return '' === (string) $min ? $value : $min;
		}
		return ( self::prices( $product ) ?? self::scheduled_sale_prices( $product ) )['price'] ?? $value;
	}

	/**
	 * The prices of a product with a WooCommerce sale schedule for everyone the professional prices do
	 * not cover, read from the dates at the time of reading. WooCommerce stores a scheduled sale's new
	 * _price only when its Action Scheduler job runs, seconds to minutes after the start or end (longer
	 * without WP-Cron traffic), while its own is_on_sale() follows the dates at once: the cards and the
	 * product page showed the old price beside "on sale" and a JSON-LD price that had already changed.
	 * Null without a schedule (the stored price is right) and in wp-admin.
	 *
	 * @return array{regular:string,sale:string,price:string,on_sale:bool}|null
	 */
	private static function scheduled_sale_prices( mixed $product ): ?array {
		if ( ! $product instanceof \WC_Product || $product->is_type( 'variable' ) || is_admin() ) {
			return null;
		}
		if ( ! $product->get_date_on_sale_from( 'edit' ) && ! $product->get_date_on_sale_to( 'edit' ) ) {
			return null;
		}
		return ProductPrices::for_tier( $product, PriceTier::INDIVIDUAL );
	}

	/** @internal filter */
	public static function filter_regular_price( mixed $value, mixed $product ): mixed {
		return self::prices( $product )['regular'] ?? $value;
	}

	/** @internal filter */
	public static function filter_sale_price( mixed $value, mixed $product ): mixed {
		return self::prices( $product )['sale'] ?? $value;
	}

	/** @internal filter */
	public static function filter_is_on_sale( mixed $on_sale, mixed $product ): mixed {
		$prices = self::prices( $product );
		return null === $prices ? $on_sale : $prices['on_sale'];
	}

	/**
	 * WooCommerce caches variation prices (transient + memory) under a hash of what can change them:
	 * the tier is part of it, so professionals and everyone else never share a cached price list.
	 *
	 * @internal filter
	 * @param array<mixed> $hash
	 * @return array<mixed>
	 */
	public static function variation_prices_hash( mixed $hash ): array {
		$hash   = is_array( $hash ) ? $hash : array( $hash );
		$hash[] = 'cosmetics-tier:' . ( self::applies() ? PriceTier::PROFESSIONAL : PriceTier::INDIVIDUAL );
		return $hash;
	}
}
