<?php
/**
 * What the shop lists, one rule for every list (the lists once disagreed about what is for sale): the core
 * sitemap (Sitemaps), Yoast's sitemap (Yoast), the Store API lists the storefront asks (and so the
 * server markup built from them) and the product feed.
 *
 * - A product is listed when it is published, not hidden from the catalogue (catalogue visibility
 *   "hidden"/"search": the product_visibility term exclude-from-catalog) and not password-protected.
 *   A password-protected product is in no list and the Store API does not serve it at all (its
 *   storefront page is a 404 already: PageHead::product).
 * - A product category is listed when a listed product is in it or in one of its subcategories.
 * - WordPress pages not listed: WooCommerce's cart, checkout, account and shop pages (a redirect, a
 *   shopper's own page, /sklep) and pages at the address of one of the storefront's private screens.
 * - A WordPress page at the address of a storefront screen (regulamin, …) is listed at the storefront's
 *   address, as its canonical: no trailing slash.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Seo;

use CosmeticsStorefront\Storefront\Router;
use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;
use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Listing implements StoreApiBehaviour {

	/** Set while WordPress dispatches a Store API product route (see before). */
	private static int $store_api_depth = 0;

	public static function hooks(): void {
		add_action( 'pre_get_posts', array( self::class, 'leave_out_protected' ) );
	}

	/** Is the product $id in the shop's lists? */
	public static function product_listed( int $id ): bool {
		$product = function_exists( 'wc_get_product' ) ? wc_get_product( $id ) : null;
		return $product instanceof \WC_Product
			&& 'publish' === $product->get_status()
			&& ! in_array( $product->get_catalog_visibility(), array( 'hidden', 'search' ), true )
			&& '' === (string) get_post_field( 'post_password', $id );
	}

	/**
	 * WP_Query arguments that keep a product query to listed products.
	 *
	 * @param array<string,mixed> $args
	 * @return array<string,mixed>
	 */
	public static function product_query_args( array $args ): array {
		$args['has_password'] = false;
		$tax_query            = isset( $args['tax_query'] ) && is_array( $args['tax_query'] ) ? $args['tax_query'] : array();
		$tax_query[]          = array(
			'taxonomy' => 'product_visibility',
			'field'    => 'name',
			'terms'    => array( 'exclude-from-catalog' ),
			'operator' => 'NOT IN',
		);
		$args['tax_query']    = $tax_query; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
		return $args;
	}

	/**
	 * Product categories with no listed product in them or under them.
	 *
	 * @return int[]
	 */
	public static function empty_category_ids(): array {
		$terms = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'hide_empty' => false,
				'fields'     => 'ids',
			)
		);
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$empty = array();
		foreach ( $terms as $term_id ) {
			$query = new \WP_Query(
				self::product_query_args(
					array(
						'post_type'      => 'product',
						'post_status'    => 'publish',
						'posts_per_page' => 1,
						'fields'         => 'ids',
						'no_found_rows'  => true,
						'tax_query'      => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
							array(
								'taxonomy'         => 'product_cat',
								'terms'            => array( (int) $term_id ),
								'include_children' => true,
							),
						),
					)
				)
			);
			if ( ! $query->posts ) {
				$empty[] = (int) $term_id;
			}
		}
		return $empty;
	}

	/**
	 * WordPress pages that are not listed.
	 *
	 * @return int[]
	 */
	public static function unlisted_page_ids(): array {
		$storefront = Settings::storefront_page_id();
		if ( $storefront <= 0 ) {
			return array();
		}
		$ids = function_exists( 'wc_get_page_id' ) ? array_map( 'wc_get_page_id', array( 'cart', 'checkout', 'myaccount', 'shop' ) ) : array();
		foreach ( Router::PRIVATE_PATHS as $path ) {
			$page  = get_page_by_path( $path );
			$ids[] = $page instanceof \WP_Post ? $page->ID : 0;
		}
		return array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 && $id !== $storefront ) ) );
	}

	/**
	 * The storefront's address of a listed URL on this site whose path is one of its screens (no
	 * trailing slash, as its canonical); any other URL as it is.
	 */
	public static function storefront_loc( string $url ): string {
		if ( Settings::storefront_page_id() <= 0 ) {
			return $url;
		}
		$home = untrailingslashit( home_url() );
		if ( ! str_starts_with( $url, $home . '/' ) ) {
			return $url;
		}
		$path = trim( (string) wp_parse_url( $url, PHP_URL_PATH ), '/' );
		$base = trim( (string) wp_parse_url( $home, PHP_URL_PATH ), '/' );
		$path = '' !== $base && str_starts_with( $path, $base . '/' ) ? substr( $path, strlen( $base ) + 1 ) : $path;
		if ( '' === $path || null !== wp_parse_url( $url, PHP_URL_QUERY ) ) {
			return $url;
		}
		return preg_match( '#^(?:' . implode( '|', Router::ROUTES ) . ')$#', $path ) ? home_url( '/' . $path ) : $url;
	}

	/**
	 * The product the request names, as WooCommerce's route reads it from the parameters WordPress
	 * matched: products-by-id's `id`, products-by-slug's `slug` (sanitize_title of it, which joins a slug
	 * with slashes into one, then a product, else a variation, of that name); 0 for a list.
	 */
	private static function named_product( StoreApiCall $call ): int {
		if ( 'products-by-id' === $call->route ) {
			return absint( $call->param( 'id' ) );
		}
		$slug = 'products-by-slug' === $call->route ? $call->param( 'slug' ) : null;
		if ( ! is_string( $slug ) ) {
			return 0;
		}
		$slug = sanitize_title( $slug );
		$post = get_page_by_path( $slug, OBJECT, 'product' );
		if ( ! $post instanceof \WP_Post ) {
			$post = get_page_by_path( $slug, OBJECT, 'product_variation' );
		}
		return $post instanceof \WP_Post ? $post->ID : 0;
	}

	/**
	 * The Store API's product routes (StoreApiList): a password-protected product (or a variation
	 * of one) is a 404 for the routes that name a product, and the routes' product queries leave such
	 * products out (leave_out_protected while the route runs).
	 */
	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		$id = $error ? 0 : self::named_product( $call );
		if ( $id > 0 ) {
			$product = function_exists( 'wc_get_product' ) ? wc_get_product( $id ) : null;
			$parent  = $product instanceof \WC_Product && $product->get_parent_id() ? $product->get_parent_id() : $id;
			if ( '' !== (string) get_post_field( 'post_password', $parent ) ) {
				return new \WP_Error( 'woocommerce_rest_product_invalid_id', __( 'Invalid product ID.', 'woocommerce' ), array( 'status' => 404 ) );
			}
		}
		++self::$store_api_depth;
		return null;
	}

	public function after( StoreApiCall $call, mixed $response ): mixed {
		if ( self::$store_api_depth > 0 ) {
			--self::$store_api_depth;
		}
		return $response;
	}

	/**
	 * @internal action pre_get_posts: product queries of the Store API's product routes and the product
	 * feed leave password-protected products out.
	 */
	public static function leave_out_protected( mixed $query ): void {
		if ( ! $query instanceof \WP_Query || is_admin() ) {
			return;
		}
		$types   = (array) $query->get( 'post_type' );
		$product = in_array( 'product', $types, true ) || in_array( 'product_variation', $types, true );
		if ( $product && ( self::$store_api_depth > 0 || ( $query->is_main_query() && $query->is_feed() ) ) ) {
			$query->set( 'has_password', false );
		}
	}
}
