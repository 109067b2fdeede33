<?php
/**
 * WordPress's own XML sitemap (wp-sitemap.xml) lists what the shop lists (Listing), at the storefront's
 * addresses: products not hidden from the catalogue and not password-protected; product categories with
 * a listed product; WordPress pages without WooCommerce's cart, checkout, account and shop pages and the
 * storefront's private screens, a page at a storefront screen's address written as its canonical (no
 * trailing slash). No user sitemap (an author page is the theme's), and none of the product tags and
 * brands (their pages are the theme's WooCommerce archives; the storefront has none).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Seo;

use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Sitemaps {

	/** Taxonomies whose pages are the theme's, not the storefront's. */
	public const THEME_TAXONOMIES = array( 'product_tag', 'product_brand' );

	public static function hooks(): void {
		add_filter( 'wp_sitemaps_add_provider', array( self::class, 'provider' ), 20, 2 );
		add_filter( 'wp_sitemaps_taxonomies', array( self::class, 'taxonomies' ), 20 );
		add_filter( 'wp_sitemaps_posts_query_args', array( self::class, 'posts_query_args' ), 20, 2 );
		add_filter( 'wp_sitemaps_taxonomies_query_args', array( self::class, 'terms_query_args' ), 20, 2 );
		add_filter( 'wp_sitemaps_posts_entry', array( self::class, 'posts_entry' ), 20, 2 );
	}

	private static function active(): bool {
		return Settings::storefront_page_id() > 0;
	}

	/** @internal filter wp_sitemaps_add_provider: no user sitemap. */
	public static function provider( mixed $provider, mixed $name ): mixed {
		return 'users' === $name && self::active() ? false : $provider;
	}

	/**
	 * @internal filter wp_sitemaps_taxonomies
	 * @return mixed the taxonomies without THEME_TAXONOMIES
	 */
	public static function taxonomies( mixed $taxonomies ): mixed {
		if ( ! is_array( $taxonomies ) || ! self::active() ) {
			return $taxonomies;
		}
		return array_diff_key( $taxonomies, array_flip( self::THEME_TAXONOMIES ) );
	}

	/**
	 * @internal filter wp_sitemaps_posts_query_args
	 * @return mixed
	 */
	public static function posts_query_args( mixed $args, mixed $post_type ): mixed {
		if ( ! is_array( $args ) || ! self::active() ) {
			return $args;
		}
		if ( 'product' === $post_type ) {
			return Listing::product_query_args( $args );
		}
		if ( 'page' === $post_type ) {
			$args['post__not_in'] = array_merge( isset( $args['post__not_in'] ) ? (array) $args['post__not_in'] : array(), Listing::unlisted_page_ids() ); // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_post__not_in
		}
		return $args;
	}

	/**
	 * @internal filter wp_sitemaps_taxonomies_query_args: categories without a listed product are out.
	 * @return mixed
	 */
	public static function terms_query_args( mixed $args, mixed $taxonomy ): mixed {
		if ( ! is_array( $args ) || 'product_cat' !== $taxonomy || ! self::active() ) {
			return $args;
		}
		$args['exclude'] = array_merge( isset( $args['exclude'] ) ? (array) $args['exclude'] : array(), Listing::empty_category_ids() );
		return $args;
	}

	/**
	 * @internal filter wp_sitemaps_posts_entry: a page at a storefront screen's address is listed as its
	 * canonical.
	 * @return mixed
	 */
	public static function posts_entry( mixed $entry, mixed $post ): mixed {
		if ( is_array( $entry ) && isset( $entry['loc'] ) && is_string( $entry['loc'] ) && $post instanceof \WP_Post && 'page' === $post->post_type ) {
			$entry['loc'] = Listing::storefront_loc( $entry['loc'] );
		}
		return $entry;
	}
}
