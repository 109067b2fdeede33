<?php
/**
 * Units an order has claimed count against every other checkout until its stock is really reduced.
 *
 * WooCommerce reserves a checkout's units in one SQL statement
 * (`Automattic\WooCommerce\Checkout\Helpers\ReserveStock`: an INSERT … SELECT that locks the product's
 * `_stock` row and subtracts the other orders' live reservations), but it counts only the reservations
 * of orders in `checkout-draft` and `pending`. A placed order leaves `pending` (for `on-hold`,
 * `processing`, `completed`) before its stock is reduced: that happens later in the same request, in
 * the new status's hooks (`wc_maybe_reduce_stock_levels` at priority 10, after whatever else hooks in
 * earlier; the reservation row is deleted at 11). A checkout reserving in between saw those units free:
 * 40 parallel checkouts of 5 units over two web nodes placed 6–9 orders.
 *
 * So the reservation statement (filter `woocommerce_query_for_reserved_stock`) counts, besides drafts'
 * and pending orders' reservations, those of orders in a status that reduces stock (on-hold,
 * processing, completed) whose stock is not reduced yet — no stock-reduced flag: the
 * `order_stock_reduced` column of `wc_order_operational_data` on HPOS, the `_order_stock_reduced`
 * meta on posts storage. A failed or cancelled order holds nothing (WooCommerce keeps a failed order's
 * reservation row until it expires; it must not keep the units from anyone). Checkouts of one product
 * then wait for each other only for the reservation statement's row lock, not for a whole request.
 *
 * The reduction itself: WooCommerce updates the stock (one UPDATE per line item), saves the product,
 * marks the item (`_reduced_stock`), sends the low-stock notices, and only then sets the order's flag
 * (on HPOS with a whole order save): tens of milliseconds, more with a mail server. Counted by the flag
 * alone, the order's units would be taken twice in that time — stock already lower and reservation
 * still counted — and a shopper could be refused a unit that is free, exactly when few are left. So
 * while WooCommerce reduces an order's stock (between `woocommerce_can_reduce_order_stock` and
 * `woocommerce_reduce_order_stock`), its stock UPDATE becomes one statement that also takes the same
 * quantity off the order's reservation row for that product: stock and reservation change together,
 * and no reader ever sees both or neither. WooCommerce's UPDATE is replaced only when it is exactly the
 * one WooCommerce builds for that item; if another plugin changed it, it runs as it is and the flag
 * still ends the double count once the reduction is over.
 *
 * Never more orders than units: every moment between a reservation and the reduction counts the units
 * at least once (the status changes before the stock, the flag after it), across web nodes (all in the
 * database) and with the object cache flushed (nothing read from it).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Checkout;

use Automattic\WooCommerce\Utilities\OrderUtil;

defined( 'ABSPATH' ) || exit;

final class ReservedStock {

	/** Statuses that hold an order's reservation as WooCommerce counts it. */
	private const HOLDING = array( 'wc-checkout-draft', 'wc-pending' );

	/** Statuses whose hooks reduce the stock: they hold the units until the order's flag says it is done. */
	private const REDUCING = array( 'wc-processing', 'wc-on-hold', 'wc-completed' );

	/** @var int the order whose stock WooCommerce is reducing now, 0 outside wc_reduce_stock_levels(). */
	private static int $reducing = 0;

	/** @var array<int,float> product id (the one managing the stock) => quantity about to be taken off. */
	private static array $items = array();

	public static function hooks(): void {
		add_filter( 'woocommerce_query_for_reserved_stock', array( self::class, 'query' ), 10, 3 );
		add_filter( 'woocommerce_can_reduce_order_stock', array( self::class, 'start' ), PHP_INT_MAX, 2 );
		add_filter( 'woocommerce_order_item_quantity', array( self::class, 'item' ), PHP_INT_MAX, 3 );
		add_filter( 'woocommerce_update_product_stock_query', array( self::class, 'reduce' ), PHP_INT_MAX, 4 );
		add_action( 'woocommerce_reduce_order_stock', array( self::class, 'stop' ) );
	}

	/**
	 * The other orders' live reservations of a product, as WooCommerce's statement subtracts them.
	 * One SELECT, so WooCommerce can add its lock clause (`FOR UPDATE` in 9.x, `LOCK IN SHARE MODE` in 10+).
	 *
	 * @internal filter woocommerce_query_for_reserved_stock
	 * @param mixed $query
	 * @param mixed $product_id
	 * @param mixed $exclude_order_id
	 */
	public static function query( $query, $product_id, $exclude_order_id ): string {
		global $wpdb;
		$holding  = implode( ', ', array_fill( 0, count( self::HOLDING ), '%s' ) );
		$reducing = implode( ', ', array_fill( 0, count( self::REDUCING ), '%s' ) );
		if ( OrderUtil::custom_orders_table_usage_is_enabled() ) {
			$orders  = "{$wpdb->prefix}wc_orders";
			$id      = 'id';
			$status  = 'status';
			$reduced = "SELECT 1 FROM {$wpdb->prefix}wc_order_operational_data flag WHERE flag.order_id = held.order_id AND flag.order_stock_reduced = 1";
		} else {
			$orders  = $wpdb->posts;
			$id      = 'ID';
			$status  = 'post_status';
			$reduced = "SELECT 1 FROM {$wpdb->postmeta} flag WHERE flag.post_id = held.order_id AND flag.meta_key = '_order_stock_reduced' AND flag.meta_value IN ( 'yes', 'true', '1' )";
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names only.
		return $wpdb->prepare(
			"SELECT COALESCE( SUM( held.stock_quantity ), 0 ) FROM {$wpdb->wc_reserved_stock} held
			INNER JOIN $orders orders ON orders.$id = held.order_id
			WHERE held.product_id = %d AND held.order_id != %d AND held.expires > NOW()
			AND ( orders.$status IN ( $holding ) OR ( orders.$status IN ( $reducing ) AND NOT EXISTS ( $reduced ) ) )",
			array_merge( array( (int) $product_id, (int) $exclude_order_id ), self::HOLDING, self::REDUCING )
		);
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * wc_reduce_stock_levels() begins for $order (this runs last: the answer is final).
	 *
	 * @internal filter woocommerce_can_reduce_order_stock
	 * @param mixed $can
	 * @param mixed $order
	 */
	public static function start( $can, $order ): mixed {
		self::$reducing = $can && $order instanceof \WC_Order ? $order->get_id() : 0;
		self::$items    = array();
		return $can;
	}

	/**
	 * The quantity wc_reduce_stock_levels() takes off next, of the product that manages the item's stock.
	 *
	 * @internal filter woocommerce_order_item_quantity
	 * @param mixed $quantity
	 * @param mixed $order
	 * @param mixed $item
	 */
	public static function item( $quantity, $order, $item ): mixed {
		if ( self::$reducing && $order instanceof \WC_Order && $order->get_id() === self::$reducing && $item instanceof \WC_Order_Item_Product ) {
			$product = $item->get_product();
			if ( $product instanceof \WC_Product && is_numeric( $quantity ) ) {
				self::$items[ (int) $product->get_stock_managed_by_id() ] = (float) $quantity;
			}
		}
		return $quantity;
	}

	/**
	 * WooCommerce's stock UPDATE for the item being reduced, made one statement with the reservation's.
	 *
	 * @internal filter woocommerce_update_product_stock_query
	 * @param mixed $sql
	 * @param mixed $product_id
	 * @param mixed $new_stock
	 * @param mixed $operation
	 */
	public static function reduce( $sql, $product_id, $new_stock, $operation ): mixed {
		global $wpdb;
		$product_id = (int) $product_id;
		if ( 'decrease' !== $operation || ! self::$reducing || ! isset( self::$items[ $product_id ] ) ) {
			return $sql;
		}
		$quantity = wc_stock_amount( self::$items[ $product_id ] );
		unset( self::$items[ $product_id ] );
		// Exactly the statement update_product_stock() builds (WooCommerce 9.4 to 11.0), or leave it be.
		$woocommerce = $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = meta_value %+f WHERE post_id = %d AND meta_key='_stock'", $quantity * -1, $product_id );
		if ( $sql !== $woocommerce ) {
			return $sql;
		}
		// LEFT JOIN: the stock goes down whether or not the order holds a reservation row. The stock
		// row is read first (an outer join keeps its order), as the reservation statement locks it.
		return $wpdb->prepare(
			"UPDATE {$wpdb->postmeta} stock LEFT JOIN {$wpdb->wc_reserved_stock} held ON held.order_id = %d AND held.product_id = stock.post_id
			SET stock.meta_value = stock.meta_value %+f, held.stock_quantity = GREATEST( held.stock_quantity - %f, 0 )
			WHERE stock.post_id = %d AND stock.meta_key = '_stock'",
			self::$reducing,
			$quantity * -1,
			$quantity,
			$product_id
		);
	}

	/** @internal action woocommerce_reduce_order_stock: wc_reduce_stock_levels() is done. */
	public static function stop(): void {
		self::$reducing = 0;
		self::$items    = array();
	}
}
