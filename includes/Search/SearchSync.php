<?php
/**
 * Keeps the search index current through every way a product changes: WooCommerce's saves (the edit
 * screen, quick and bulk edit, imports, the REST API, the Store API's stock changes), a post's status
 * (publish, draft, trash, restore, delete), its categories and brand, its ingredients written on their
 * own, a category's or brand's new name. A product is indexed once at the end of the request that
 * changed it; a category or brand with many products is indexed in batches (Reindex).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search;

use CosmeticsStorefront\Storefront\ListingCache;
use CosmeticsStorefront\Catalogue\ProductSafety\Brands;
use CosmeticsStorefront\Catalogue\ProductSafety\SafetyFields;

defined( 'ABSPATH' ) || exit;

final class SearchSync {

	/** @var array<int,true> products to index at the end of this request */
	private static array $pending = array();

	/** Taxonomies whose names are a product's words. */
	private const TAXONOMIES = array( 'product_cat', Brands::TAXONOMY );

	public static function hooks(): void {
		add_action( 'woocommerce_after_product_object_save', array( self::class, 'product_saved' ) );
		foreach ( array( 'deleted_post', 'trashed_post', 'untrashed_post' ) as $action ) {
			add_action( $action, array( self::class, 'post_changed' ) );
		}
		add_action( 'transition_post_status', array( self::class, 'status_changed' ), 10, 3 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $action ) {
			add_action( $action, array( self::class, 'meta_changed' ), 10, 3 );
		}
		add_action( 'set_object_terms', array( self::class, 'terms_set' ), 10, 4 );
		add_action( 'edited_term', array( self::class, 'term_renamed' ), 10, 3 );
		add_action( 'shutdown', array( self::class, 'flush' ), 5 );
	}

	public static function queue( int $product_id ): void {
		if ( $product_id > 0 ) {
			self::$pending[ $product_id ] = true;
		}
	}

	/** Indexes the products changed in this request (at its end; tests call it too). */
	public static function flush(): void {
		$ids           = array_keys( self::$pending );
		self::$pending = array();
		if ( ! $ids || ! Lexicon::is_loaded() ) {
			return;
		}
		foreach ( $ids as $id ) {
			SearchIndex::index( (int) $id );
		}
		// What was kept from the index before (the suggestions) is out of date with it.
		ListingCache::bump();
	}

	private static function product_id( int $post_id ): int {
		$type = get_post_type( $post_id );
		if ( 'product_variation' === $type ) {
			return (int) wp_get_post_parent_id( $post_id );
		}
		return 'product' === $type ? $post_id : 0;
	}

	/** @internal action woocommerce_after_product_object_save */
	public static function product_saved( mixed $product ): void {
		if ( $product instanceof \WC_Product ) {
			self::queue( $product->is_type( 'variation' ) ? $product->get_parent_id() : $product->get_id() );
		}
	}

	/** @internal actions deleted_post, trashed_post, untrashed_post */
	public static function post_changed( mixed $post_id ): void {
		$post_id = (int) $post_id;
		if ( 'product' === get_post_type( $post_id ) || ! get_post( $post_id ) ) {
			// A deleted post is gone by now: its rows go with it (index() writes none for it).
			self::queue( $post_id );
		}
	}

	/** @internal action transition_post_status */
	public static function status_changed( mixed $new, mixed $old, mixed $post ): void {
		if ( $post instanceof \WP_Post && $new !== $old ) {
			self::queue( self::product_id( $post->ID ) );
		}
	}

	/** @internal actions added/updated/deleted_post_meta */
	public static function meta_changed( mixed $meta_id, mixed $post_id, mixed $key ): void {
		if ( in_array( $key, array( SafetyFields::product_key( null, SafetyFields::INGREDIENTS ), '_sku', '_global_unique_id' ), true ) ) {
			self::queue( self::product_id( (int) $post_id ) );
		}
	}

	/** @internal action set_object_terms */
	public static function terms_set( mixed $object_id, mixed $terms, mixed $tt_ids, mixed $taxonomy ): void {
		if ( in_array( $taxonomy, self::TAXONOMIES, true ) ) {
			self::queue( self::product_id( (int) $object_id ) );
		}
	}

	/** @internal action edited_term: its products say its new name. */
	public static function term_renamed( mixed $term_id, mixed $tt_id, mixed $taxonomy ): void {
		if ( ! in_array( $taxonomy, self::TAXONOMIES, true ) ) {
			return;
		}
		$ids = get_posts(
			array(
				'post_type'   => 'product',
				'post_status' => 'publish',
				'numberposts' => -1,
				'fields'      => 'ids',
				'tax_query'   => array( array( 'taxonomy' => (string) $taxonomy, 'terms' => (int) $term_id, 'include_children' => false ) ), // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
		if ( count( $ids ) > Reindex::BATCH ) {
			Reindex::schedule( array_map( 'intval', $ids ) );
			return;
		}
		array_map( array( self::class, 'queue' ), array_map( 'intval', $ids ) );
	}
}
