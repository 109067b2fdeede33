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
 * Only inside WooCommerce's own route for paying an order, once it has let the request pay (the order's
 * key and e-mail, or its customer logged in) and checked the address: nobody else makes the shop ask
 * PayU or cancel a payment, and a refusal leaves the order as it was (its method unchanged). PayU's later
 * CANCELED notification of that payment is then about a payment the order no longer waits for:
 * acknowledged without the plugin (NotificationGuard), so it does not mark the order failed while the
 * new payment runs.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use CosmeticsStorefront\CartCheckout\CheckoutLock;

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
		// Inside WooCommerce's route for paying an order again: after its permission check (the order's key
		// and e-mail, or its customer logged in) and its address check, after the checkout's locks (1, 2),
		// before the order with its new method is saved (a refusal leaves the order as it was).
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', array( self::class, 'settle' ), 3, 2 );
	}

	/**
	 * @internal action woocommerce_store_api_checkout_update_order_from_request
	 * @throws RouteException When the previous payment was made, or PayU cannot say.
	 */
	public static function settle( mixed $order, mixed $request ): void {
		if ( ! $order instanceof \WC_Order || ! CheckoutLock::order_paid_again( $request ) ) {
			return;
		}
		$stored = wc_get_order( $order->get_id() ); // As saved: the method and PayU payment the order had.
		if ( ! $stored instanceof \WC_Order || ! Payu::owns( $stored->get_payment_method() ) || '' === $stored->get_transaction_id() || ! $stored->needs_payment() ) {
			return;
		}
		$status = self::ask( $stored, static fn( string $id ) => \OpenPayU_Order::retrieve( $id )->getResponse()->orders[0]->status ?? '' );
		if ( in_array( $status, array( 'COMPLETED', 'WAITING_FOR_CONFIRMATION' ), true ) ) {
			throw new RouteException( 'cosmetics_payment_made', esc_html( 'Poprzednia płatność tego zamówienia została już przyjęta przez operatora płatności. Odśwież stronę zamówienia.' ), 409 );
		}
		if ( in_array( $status, array( 'NEW', 'PENDING' ), true ) ) {
			// Recorded first: PayU's notification of the cancellation may come before this request ends.
			$stored->add_meta_data( self::REPLACED, $stored->get_transaction_id() );
			$stored->save_meta_data();
			$status = 'SUCCESS' === self::ask( $stored, static fn( string $id ) => \OpenPayU_Order::cancel( $id )->getStatus() ?? '' ) ? 'CANCELED' : '';
			if ( 'CANCELED' === $status ) {
				$stored->add_order_note( sprintf( 'Poprzednia płatność PayU (%s) anulowana przed ponowną płatnością.', $stored->get_transaction_id() ) );
			}
		}
		if ( 'CANCELED' !== $status ) {
			throw new RouteException( 'cosmetics_payment_unknown', esc_html( 'Nie udało się teraz sprawdzić poprzedniej płatności u operatora płatności. Spróbuj ponownie za chwilę.' ), 503 );
		}
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
