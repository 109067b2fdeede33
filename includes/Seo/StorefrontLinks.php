<?php
/**
 * One URL per thing: while a storefront page is set, the links WordPress and
 * WooCommerce make for a product, a product category and the shop (permalinks, so the core sitemap,
 * e-mails, wp-admin's "View", feeds and the Store API's `permalink`) are the storefront's addresses,
 * and WooCommerce's own front-end product, category, shop and cart pages answer 301 to them.
 * WooCommerce's checkout endpoints (order received, order pay) stay WooCommerce's: payment gateways
 * return there.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Seo;

use CosmeticsStorefront\Storefront\Router;
use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class StorefrontLinks {

	public static function hooks(): void {
		add_filter( 'post_type_link', array( self::class, 'product_link' ), 20, 2 );
		add_filter( 'term_link', array( self::class, 'category_link' ), 20, 3 );
		add_filter( 'post_type_archive_link', array( self::class, 'shop_link' ), 20, 2 );
		add_filter( 'woocommerce_get_shop_page_permalink', array( self::class, 'shop_url' ), 20 );
		add_filter( 'page_link', array( self::class, 'shop_page_link' ), 20, 2 );
		add_action( 'template_redirect', array( self::class, 'redirect_woocommerce_pages' ), -20 );
	}

	private static function active(): bool {
		return Settings::storefront_page_id() > 0;
	}

	public static function product_url( int $id ): string {
		return home_url( '/sklep/product/' . $id );
	}

	/**
	 * @internal filter post_type_link: a published product's link (a draft keeps WooCommerce's, for its
	 * preview).
	 */
	public static function product_link( mixed $link, mixed $post ): mixed {
		if ( ! $post instanceof \WP_Post || 'product' !== $post->post_type || 'publish' !== $post->post_status || ! self::active() ) {
			return $link;
		}
		return self::product_url( $post->ID );
	}

	/** @internal filter term_link */
	public static function category_link( mixed $link, mixed $term, mixed $taxonomy ): mixed {
		return 'product_cat' === $taxonomy && $term instanceof \WP_Term && self::active() ? PageHead::category_url( $term ) : $link;
	}

	/** @internal filter post_type_archive_link */
	public static function shop_link( mixed $link, mixed $post_type ): mixed {
		return 'product' === $post_type && self::active() ? home_url( '/sklep' ) : $link;
	}

	/** @internal filter woocommerce_get_shop_page_permalink */
	public static function shop_url( mixed $link ): mixed {
		return self::active() ? home_url( '/sklep' ) : $link;
	}

	/** @internal filter page_link: WooCommerce's shop page is the storefront's shop. */
	public static function shop_page_link( mixed $link, mixed $post_id ): mixed {
		return function_exists( 'wc_get_page_id' ) && (int) $post_id > 0 && (int) $post_id === (int) wc_get_page_id( 'shop' ) && self::active() ? home_url( '/sklep' ) : $link;
	}

	/**
	 * Where WooCommerce's own front-end page of this request lives in the storefront, or null.
	 */
	public static function storefront_address(): ?string {
		// The storefront page itself is never sent away (a shop whose WooCommerce shop or cart page is
		// the storefront page would loop).
		if ( ! self::active() || ! function_exists( 'is_product' ) || is_page( Settings::storefront_page_id() ) || get_query_var( Router::QUERY_VAR ) ) {
			return null;
		}
		if ( is_product() ) {
			$id = (int) get_queried_object_id();
			return 'publish' === get_post_status( $id ) ? self::product_url( $id ) : null;
		}
		// WooCommerce's page N (/page/N/, &paged=N) is the storefront's ?page=N; a page past the end of
		// WooCommerce's own list is a 404 to WordPress, which still names the category or the shop.
		$page     = max( 1, (int) get_query_var( 'paged' ) );
		$paged    = static fn( string $url ): string => $page > 1 ? add_query_arg( 'page', $page, $url ) : $url;
		$category = is_product_category() ? get_queried_object() : ( is_404() && is_string( get_query_var( 'product_cat' ) ) && '' !== get_query_var( 'product_cat' ) ? get_term_by( 'slug', (string) get_query_var( 'product_cat' ), 'product_cat' ) : null );
		if ( $category instanceof \WP_Term ) {
			return $paged( PageHead::category_url( $category ) );
		}
		if ( is_product_category() ) {
			return null;
		}
		if ( is_shop() || is_post_type_archive( 'product' ) || ( is_404() && 'product' === get_query_var( 'post_type' ) && '' === (string) get_query_var( 'name' ) && '' === (string) get_query_var( 'product' ) && ! get_query_var( 'p' ) ) ) {
			$search = get_search_query( false );
			return $paged( home_url( '/sklep' ) ) . ( '' !== $search ? ( $page > 1 ? '&' : '?' ) . 'search=' . rawurlencode( $search ) : '' );
		}
		$cart = wc_get_page_id( 'cart' );
		if ( $cart > 0 && is_page( $cart ) ) { // is_cart() is cached per process and true on other requests too.
			return home_url( '/checkout' );
		}
		return null;
	}

	/** @internal action template_redirect, at -20: before Seo\Head (-10) and Router::serve_404 (0), which puts the storefront page in place of a 404 */
	public static function redirect_woocommerce_pages(): void {
		if ( is_admin() || is_feed() || is_preview() || ! in_array( $_SERVER['REQUEST_METHOD'] ?? 'GET', array( 'GET', 'HEAD' ), true ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			return;
		}
		/**
		 * Whether WooCommerce's own product, category, shop and cart pages answer 301 to the storefront.
		 * The dev shop turns it off per request to measure WooCommerce's classic pages beside ours.
		 *
		 * @param bool $redirect
		 */
		if ( ! apply_filters( 'cosmetics_storefront_redirect_woocommerce_pages', true ) ) {
			return;
		}
		$to = self::storefront_address();
		if ( null !== $to && wp_safe_redirect( $to, 301, 'cosmetics-storefront' ) ) {
			exit;
		}
	}
}
