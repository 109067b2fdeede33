<?php
/**
 * Whenever prices change, records price history and refreshes the professional price
 * lookup of the product (and of its parent, for a variation). Price changes are:
 * - every save of a product or variation through WooCommerce (edit screen, quick/bulk edit, REST API,
 *   imports, and WooCommerce's scheduled-sale job, which starts and ends sales by saving the product);
 * - direct updates of the professional price meta (prices, schedule, dates) outside a save (update_post_meta and the like).
 * During a save the meta updates wait for the save to finish, so that a half-saved state (new
 * professional price with the old professional sale price) is never recorded.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

defined( 'ABSPATH' ) || exit;

final class PriceChanges {

	/**
	 * Products being saved right now (objects: a new product gets its id during the save).
	 *
	 * @var \WC_Product[]
	 */
	private static array $saving = array();

	public static function hooks(): void {
		add_action( 'woocommerce_before_product_object_save', array( self::class, 'before_save' ), 10, 1 );
		add_action( 'woocommerce_after_product_object_save', array( self::class, 'after_save' ), 10, 1 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $action ) {
			add_action( $action, array( self::class, 'meta_changed' ), 10, 3 );
		}
		add_action( 'deleted_post', array( self::class, 'deleted' ), 10, 2 );
	}

	/** @internal action */
	public static function before_save( mixed $product ): void {
		if ( $product instanceof \WC_Product ) {
			self::$saving[] = $product;
		}
	}

	/** @internal action */
	public static function after_save( mixed $product ): void {
		if ( ! $product instanceof \WC_Product ) {
			return;
		}
		$key = array_search( $product, self::$saving, true );
		if ( false !== $key ) {
			unset( self::$saving[ $key ] );
		}
		$id = $product->get_id();
		if ( $id ) {
			PriceHistory::record( $product );
			ProfessionalPriceLookup::refresh( array( $id ) );
			ProfessionalSaleCalendar::reschedule_for( array( $id ) );
		}
	}

	/**
	 * @internal action added/updated/deleted_post_meta
	 * @param mixed $meta_ids
	 */
	public static function meta_changed( mixed $meta_ids, mixed $object_id, mixed $meta_key ): void {
		if ( ! in_array( $meta_key, ProductPrices::ALL_META, true ) ) {
			return;
		}
		$id = (int) $object_id;
		if ( $id <= 0 || self::is_being_saved( $id ) || ! function_exists( 'wc_get_product' ) ) {
			return;
		}
		// WooCommerce caches an object's meta until the object is saved, and a variable product's
		// variation prices in transients: this change bypassed both.
		\WC_Cache_Helper::invalidate_cache_group( 'object_' . $id );
		wc_delete_product_transients( $id );
		$product = wc_get_product( $id );
		if ( $product && $product->get_parent_id() ) {
			wc_delete_product_transients( $product->get_parent_id() ); // Its cached variation prices.
		}
		if ( $product ) {
			PriceHistory::record( $product );
			ProfessionalPriceLookup::refresh( array( $id ) );
			ProfessionalSaleCalendar::reschedule_for( array( $id ) );
		}
	}

	private static function is_being_saved( int $id ): bool {
		foreach ( self::$saving as $product ) {
			if ( $product->get_id() === $id ) {
				return true;
			}
		}
		return false;
	}

	/** @internal action */
	public static function deleted( mixed $post_id, mixed $post = null ): void {
		if ( $post instanceof \WP_Post && in_array( $post->post_type, array( 'product', 'product_variation' ), true ) ) {
			PriceHistory::forget( (int) $post_id );
			ProfessionalPriceLookup::forget( (int) $post_id );
			if ( $post->post_parent ) {
				ProfessionalPriceLookup::refresh( array( (int) $post->post_parent ) );
			}
		}
	}

	/** Per-request state (tests). */
	public static function reset(): void {
		self::$saving = array();
	}
}
