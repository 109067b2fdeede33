<?php
/**
 * Before an order is paid again, the PayU payment it still has open is settled with PayU, so a shopper
 * is never charged twice and a payment made is never lost: a PayU payment left on PayU's page can still
 * be completed there, and PayU's plugin neither cancels it when a new one starts nor records it once
 * the order's method has changed. So when the order being paid again (CheckoutLock, one at a time) was
 * last sent to PayU, PayU is asked about that payment first, through the order's own gateway (as the
 * plugin's staff actions do):
 *   - completed, or waiting for the shop's confirmation: the new payment is refused (409), the order page
 *     shows the payment once PayU's notification arrives;
 *   - new or pending: it is cancelled at PayU, then the new payment goes on;
 *   - cancelled: the new payment goes on;
 *   - PayU cannot say (down, an error): refused (503), the shopper tries again in a moment.
 * Only for a request that WooCommerce will let pay the order (its key, and its customer logged in): nobody
 * else makes the shop ask PayU or cancel a payment. PayU's later CANCELED notification of that payment is
 * then about a payment the order no longer waits for: acknowledged without the plugin
 * (NotificationGuard), so it does not mark the order failed while the new payment runs.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use CosmeticsStorefront\Checkout\CheckoutLock;

defined( 'ABSPATH' ) || exit;

final class PreviousPayuPayment {

	/** Order meta, one per value: PayU payments of the order cancelled here because another replaced them. */
	public const REPLACED = '_cosmetics_payu_replaced';

	/** Whether $payu_order is a payment of $order cancelled here for another. */
	public static function replaced( \WC_Order $order, string $payu_order ): bool {
		$replaced = array_map( static fn( $meta ) => (string) $meta->value, (array) $order->get_meta( self::REPLACED, false, 'edit' ) );
		return '' !== $payu_order && in_array( $payu_order, $replaced, true );
	}

	public static function hooks(): void {
		// After CheckoutLock's (5): one payment of the order at a time.
		add_filter( 'rest_request_before_callbacks', array( self::class, 'settle' ), 6, 3 );
	}

	/** @internal filter rest_request_before_callbacks */
	public static function settle( mixed $response, mixed $handler, mixed $request ): mixed {
		$order_id = CheckoutLock::order_paid_again( $request );
		if ( ! $order_id || is_wp_error( $response ) ) {
			return $response;
		}
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order || ! self::may_pay( $order, $request ) || ! Payu::owns( $order->get_payment_method() ) || '' === $order->get_transaction_id() || ! $order->needs_payment() ) {
			return $response;
		}
		$status = self::ask( $order, static fn( string $id ) => \OpenPayU_Order::retrieve( $id )->getResponse()->orders[0]->status ?? '' );
		if ( in_array( $status, array( 'COMPLETED', 'WAITING_FOR_CONFIRMATION' ), true ) ) {
			return new \WP_Error( 'cosmetics_payment_made', 'Poprzednia płatność tego zamówienia została już przyjęta przez operatora płatności. Odśwież stronę zamówienia.', array( 'status' => 409 ) );
		}
		if ( in_array( $status, array( 'NEW', 'PENDING' ), true ) ) {
			// Recorded first: PayU's notification of the cancellation may come before this request ends.
			$order->add_meta_data( self::REPLACED, $order->get_transaction_id() );
			$order->save();
			$status = 'SUCCESS' === self::ask( $order, static fn( string $id ) => \OpenPayU_Order::cancel( $id )->getStatus() ?? '' ) ? 'CANCELED' : '';
			if ( 'CANCELED' === $status ) {
				$order->add_order_note( sprintf( 'Poprzednia płatność PayU (%s) anulowana przed ponowną płatnością.', $order->get_transaction_id() ) );
			}
		}
		if ( 'CANCELED' !== $status ) {
			return new \WP_Error( 'cosmetics_payment_unknown', 'Nie udało się teraz sprawdzić poprzedniej płatności u operatora płatności. Spróbuj ponownie za chwilę.', array( 'status' => 503 ) );
		}
		return $response;
	}

	/** Whether WooCommerce would let this request pay the order: its key, and its own customer. */
	private static function may_pay( \WC_Order $order, \WP_REST_Request $request ): bool {
		$key = $request->get_param( 'key' );
		return is_string( $key ) && hash_equals( $order->get_order_key(), $key ) && ( 0 === $order->get_customer_id() || get_current_user_id() === $order->get_customer_id() );
	}

	/**
	 * $call's answer about the order's last PayU payment, through its gateway's SDK set-up; '' when PayU
	 * cannot say.
	 *
	 * @param callable(string):string $call
	 */
	private static function ask( \WC_Order $order, callable $call ): string {
		$gateway = WC()->payment_gateways()->payment_gateways()[ $order->get_payment_method() ] ?? null;
		if ( ! is_object( $gateway ) || ! method_exists( $gateway, 'init_OpenPayU' ) || ! class_exists( 'OpenPayU_Order' ) ) {
			return '';
		}
		try {
			$gateway->init_OpenPayU( $order->get_currency() );
			return (string) $call( $order->get_transaction_id() );
		} catch ( \Throwable $e ) {
			wc_get_logger()->warning( sprintf( 'PayU about payment %s of order %d: %s', $order->get_transaction_id(), $order->get_id(), $e->getMessage() ), array( 'source' => NotificationGuard::LOG_SOURCE ) );
			return '';
		}
	}
}
