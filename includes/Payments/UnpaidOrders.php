<?php
/**
 * An online payment never completed gives its stock back through WooCommerce's own machinery: the
 * Store API holds a pending order's stock for WooCommerce's hold-stock minutes (ReserveStock), and
 * WooCommerce's `woocommerce_cancel_unpaid_orders` action cancels pending orders left that long. Since
 * WooCommerce 10.6 that action cancels orders placed through the Store API too; on older WooCommerce it
 * cancelled only the classic checkout's, so this says the same through WooCommerce's own filter
 * (`woocommerce_cancel_unpaid_order`). The payment providers' plugins must leave unpaid orders pending
 * (PayU: "Default order status" = pending; docs/payments.md).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

defined( 'ABSPATH' ) || exit;

final class UnpaidOrders {

	public static function hooks(): void {
		add_filter( 'woocommerce_cancel_unpaid_order', array( self::class, 'cancel_store_api_orders' ), 10, 2 );
	}

	/** @internal filter woocommerce_cancel_unpaid_order */
	public static function cancel_store_api_orders( mixed $cancel, mixed $order ): bool {
		return (bool) $cancel || ( $order instanceof \WC_Order && 'store-api' === $order->get_created_via() );
	}
}
