<?php
/**
 * WooCommerce's product search, improved where every client gets it: WordPress's product queries. The
 * Store API's `search` (the storefront, WooCommerce's blocks), the REST API's and WordPress's own `s`
 * (the theme's product search, the product-search block) on a product query are taken out of the query
 * before WooCommerce and WordPress turn them into `LIKE '%…%'` scans, and the query is joined instead to
 * the products of the index that have every word of the query (SearchQuery), ordered by their score when
 * the order asked for is relevance (`orderby=relevance`: WordPress's default for a search; the Store API
 * is told the word). Any other order, the filters (categories, prices, professional prices, stock,
 * catalogue visibility) stay as they are. wp-admin's own product search is left to WooCommerce, a search
 * ElasticPress takes to ElasticPress (Search\ElasticPress).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search;

defined( 'ABSPATH' ) || exit;

final class ProductSearch {

	/** The query var the text is moved to. */
	public const VAR = 'cosmetics_search';

	/** The last search of this request, for the response's headers (the typo correction). */
	public static ?SearchQuery $last = null;

	public static function hooks(): void {
		add_action( 'pre_get_posts', array( self::class, 'take_over' ), 1000 );
		add_filter( 'posts_search', array( self::class, 'no_like' ), 1000, 2 );
		add_filter( 'posts_clauses', array( self::class, 'clauses' ), 1000, 2 );
		add_filter( 'rest_endpoints', array( self::class, 'relevance_for_the_store_api' ) );
	}

	/** The words of a shopper's product query (not wp-admin's list) with a search, or ''. */
	public static function text_of( \WP_Query $query ): string {
		$types = (array) $query->get( 'post_type' );
		if ( ! array_intersect( array( 'product', 'product_variation' ), $types ) || ( is_admin() && ! wp_doing_ajax() && ! ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) ) {
			return '';
		}
		foreach ( array( 'search', 's' ) as $var ) {
			$text = $query->get( $var );
			if ( is_string( $text ) && '' !== trim( $text ) ) {
				return trim( $text );
			}
		}
		return '';
	}

	/** @internal action pre_get_posts */
	public static function take_over( mixed $query ): void {
		if ( ! $query instanceof \WP_Query || '' !== (string) $query->get( self::VAR ) ) {
			return;
		}
		$text = self::text_of( $query );
		if ( '' === $text || ElasticPress::takes( $query ) || ! Reindex::ready() ) {
			return;
		}
		$query->set( self::VAR, mb_substr( $text, 0, 100 ) );
		// WooCommerce's Store API turns `search` into its LIKE clause: taken away. WordPress's `s` stays
		// (the page knows it is a search), its LIKE clause is taken away below (no_like).
		$query->set( 'search', '' );
		// A search without an order is ordered by relevance, as WordPress orders its own searches.
		if ( in_array( (string) $query->get( 'orderby' ), array( '', 'relevance' ), true ) ) {
			$query->set( 'orderby', 'relevance' );
		}
	}

	/**
	 * @internal filter posts_search: WordPress's LIKE clause of `s`, not wanted beside the index.
	 */
	public static function no_like( mixed $search, mixed $query ): mixed {
		return $query instanceof \WP_Query && '' !== (string) $query->get( self::VAR ) ? '' : $search;
	}

	/**
	 * @internal filter posts_clauses
	 * @param array<string,string> $clauses
	 * @return array<string,string>
	 */
	public static function clauses( mixed $clauses, mixed $query ): mixed {
		if ( ! $query instanceof \WP_Query || ! is_array( $clauses ) ) {
			return $clauses;
		}
		$text = (string) $query->get( self::VAR );
		if ( '' === $text ) {
			return $clauses;
		}
		global $wpdb;
		$search     = new SearchQuery( $text );
		self::$last = $search;
		if ( $search->is_empty() ) {
			return $clauses;
		}
		$clauses['join'] .= ' INNER JOIN (' . $search->sql() . ") AS cs_search ON cs_search.product_id = {$wpdb->posts}.ID";
		if ( 'relevance' === $query->get( 'orderby' ) ) {
			$clauses['orderby'] = "cs_search.score DESC, {$wpdb->posts}.post_date DESC, {$wpdb->posts}.ID DESC";
		}
		return $clauses;
	}

	/**
	 * The Store API's products route takes `orderby=relevance` (its own list has no such word).
	 *
	 * @internal filter rest_endpoints
	 * @param array<string,mixed> $endpoints
	 * @return array<string,mixed>
	 */
	public static function relevance_for_the_store_api( mixed $endpoints ): mixed {
		if ( ! is_array( $endpoints ) ) {
			return $endpoints;
		}
		foreach ( array( '/wc/store/v1/products', '/wc/store/products' ) as $route ) {
			foreach ( (array) ( $endpoints[ $route ] ?? array() ) as $i => $handler ) {
				if ( is_array( $handler ) && isset( $handler['args']['orderby']['enum'] ) && is_array( $handler['args']['orderby']['enum'] ) ) {
					$endpoints[ $route ][ $i ]['args']['orderby']['enum'][] = 'relevance';
				}
			}
		}
		return $endpoints;
	}
}
