<?php
/**
 * A NIP is stored in one form everywhere: digits only (Domain\Nip::normalise), on orders
 * (`_company_nip`, whatever saves the order: the checkout, wp-admin, the REST API, an import) and on
 * customers (the user meta `_company_nip`: the profile, an approved enquiry, wp-admin). Screens and
 * e-mails format it for reading (XXX-XXX-XX-XX). Orders and customers stored before in another form
 * (the checkout used to store "XXX-XXX-XX-XX") are converted once, on activation or on the first
 * request after an update.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Domain\Nip;

defined( 'ABSPATH' ) || exit;

final class NipStorage {

	public const META = '_company_nip';

	/** Set once every stored NIP is in the one form. */
	public const MIGRATED_OPTION = 'cosmetics_storefront_nip_digits';

	public static function hooks(): void {
		add_action( 'woocommerce_before_order_object_save', array( self::class, 'normalise_order' ), 10, 1 );
		add_filter( 'sanitize_user_meta_' . self::META, array( self::class, 'normalise_value' ), 10, 1 );
		add_action( 'init', array( self::class, 'maybe_migrate' ), 6 );
	}

	/** @internal filter: user meta `_company_nip` on every write. */
	public static function normalise_value( mixed $value ): mixed {
		return is_string( $value ) ? Nip::normalise( $value ) : $value;
	}

	/** @internal action: an order's `_company_nip` before it is written (posts and HPOS storage alike). */
	public static function normalise_order( mixed $order ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$stored = $order->get_meta( self::META, true, 'edit' );
		if ( is_string( $stored ) && '' !== $stored ) {
			$normal = Nip::normalise( $stored );
			if ( $normal !== $stored ) {
				$order->update_meta_data( self::META, $normal );
			}
		}
	}

	/** Rows converted per request while the shop is being brought to the one form. */
	public const BATCH = 100;

	private const LOCK = 'cosmetics_storefront_nip_migrating';

	/**
	 * @internal action init: converts what older versions stored, a batch per request (a large shop's
	 * first request after the update must not time out), one request at a time.
	 */
	public static function maybe_migrate(): void {
		if ( get_option( self::MIGRATED_OPTION ) || ! function_exists( 'wc_get_orders' ) || get_transient( self::LOCK ) ) {
			return;
		}
		set_transient( self::LOCK, 1, MINUTE_IN_SECONDS );
		try {
			self::migrate( self::BATCH );
		} finally {
			delete_transient( self::LOCK );
		}
	}

	/**
	 * Converts stored NIPs that are not digits only: $batch orders and $batch customers (0 = all), and
	 * records that the shop is done when nothing more is left to convert. Only the meta is written
	 * (no order save: no webhooks, no new modification date).
	 *
	 * @return int Orders and customers changed.
	 */
	public static function migrate( int $batch = 0 ): int {
		$changed = 0;
		$limit   = $batch > 0 ? ' LIMIT ' . (int) $batch : '';
		global $wpdb;
		$ids = array();
		if ( function_exists( 'wc_get_orders' ) ) {
			// Straight from the meta table the shop stores orders in (WooCommerce's order query takes a
			// meta_query only with HPOS).
			$hpos = class_exists( \Automattic\WooCommerce\Utilities\OrderUtil::class ) && \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled();
			$ids  = $hpos
				? $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT order_id FROM %i WHERE meta_key = %s AND meta_value REGEXP '[^0-9]' ORDER BY order_id" . $limit, $wpdb->prefix . 'wc_orders_meta', self::META ) ) // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $limit is an integer.
				: $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT pm.post_id FROM {$wpdb->postmeta} pm JOIN {$wpdb->posts} p ON p.ID = pm.post_id AND p.post_type = 'shop_order' WHERE pm.meta_key = %s AND pm.meta_value REGEXP '[^0-9]' ORDER BY pm.post_id" . $limit, self::META ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			foreach ( array_map( 'intval', (array) $ids ) as $id ) {
				$order  = wc_get_order( $id );
				$stored = $order instanceof \WC_Order ? (string) $order->get_meta( self::META, true, 'edit' ) : '';
				if ( $order instanceof \WC_Order && Nip::normalise( $stored ) !== $stored ) {
					$order->update_meta_data( self::META, Nip::normalise( $stored ) );
					$order->save_meta_data();
					++$changed;
				}
			}
		}
		$users = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT user_id FROM {$wpdb->usermeta} WHERE meta_key = %s AND meta_value REGEXP '[^0-9]' ORDER BY user_id" . $limit, self::META ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		foreach ( $users as $user_id ) {
			$stored = (string) get_user_meta( (int) $user_id, self::META, true );
			if ( Nip::normalise( $stored ) !== $stored ) {
				update_user_meta( (int) $user_id, self::META, $stored ); // normalise_value() converts it.
				++$changed;
			}
		}
		// Done when the batches were not full, or held only values that are no NIP (left as they are).
		$done = 0 === $batch || 0 === $changed || ( count( $ids ) < $batch && count( $users ) < $batch );
		if ( $done && function_exists( 'wc_get_orders' ) ) {
			update_option( self::MIGRATED_OPTION, 1, true );
		}
		return $changed;
	}
}
