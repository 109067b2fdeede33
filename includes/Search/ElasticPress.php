<?php
/**
 * A shop that outgrows MariaDB installs ElasticPress (10up; Elasticsearch or OpenSearch) and its product
 * searches go there instead of the plugin's index. ElasticPress takes over a WP_Query that carries
 * `ep_integrate` (Indexable::elasticpress_enabled) and reads the words from `s` only (Post::format_args);
 * by itself it takes WordPress's searches and the WooCommerce REST API's (which set `s`), but not the
 * Store API's, which the storefront and WooCommerce's blocks use: its product query carries the words
 * in `search` (WooCommerce's own LIKE clause) and no `ep_integrate`. So, while ElasticPress runs with its
 * Search or WooCommerce feature, a shopper's product search (ProductSearch::text_of) gets both, before
 * ElasticPress's WooCommerce feature looks at the query (pre_get_posts at 11), ordered by relevance when
 * it asked for no other order; ProductSearch then leaves it to ElasticPress. The filter
 * `cosmetics_storefront_search_elasticpress` (bool) says otherwise per shop.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search;

defined( 'ABSPATH' ) || exit;

final class ElasticPress {

	public static function hooks(): void {
		add_action( 'pre_get_posts', array( self::class, 'hand_over' ), 10 );
	}

	/** Whether the shop's product searches go to ElasticPress. */
	public static function active(): bool {
		$features = defined( 'EP_VERSION' ) && class_exists( '\ElasticPress\Features' ) ? \ElasticPress\Features::factory() : null;
		$on       = false;
		foreach ( array( 'search', 'woocommerce' ) as $slug ) {
			$feature = $features && method_exists( $features, 'get_registered_feature' ) ? $features->get_registered_feature( $slug ) : null;
			$on      = $on || ( is_object( $feature ) && method_exists( $feature, 'is_active' ) && $feature->is_active() );
		}
		/**
		 * Whether the shop's product searches go to ElasticPress (default: while it runs with its Search or
		 * WooCommerce feature) rather than to the plugin's index.
		 *
		 * @param bool $on
		 */
		return (bool) apply_filters( 'cosmetics_storefront_search_elasticpress', $on );
	}

	/** Whether ElasticPress takes this query (it carries ElasticPress's own flag). */
	public static function takes( \WP_Query $query ): bool {
		return (bool) $query->get( 'ep_integrate' ) && self::active();
	}

	/** @internal action pre_get_posts, at 10 */
	public static function hand_over( mixed $query ): void {
		if ( ! $query instanceof \WP_Query || false === $query->get( 'ep_integrate', null ) ) {
			return; // An explicit "no" of ElasticPress's own stays.
		}
		$text = ProductSearch::text_of( $query );
		if ( '' === $text || ! self::active() ) {
			return;
		}
		$query->set( 'ep_integrate', true );
		$query->set( 's', $text );
		$query->set( 'search', '' ); // WooCommerce's LIKE clause: ElasticPress answers instead.
		if ( in_array( (string) $query->get( 'orderby' ), array( '', 'relevance' ), true ) ) {
			$query->set( 'orderby', 'relevance' );
		}
	}
}
