<?php
/**
 * WooCommerce's e-mail to a customer whose payment failed ("customer_failed_order") leads back to paying:
 * the order page's address (its key in it, as the order-received link WooCommerce sends), where
 * "Zapłać ponownie" pays the same order again.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

defined( 'ABSPATH' ) || exit;

final class FailedPaymentEmail {

	public static function hooks(): void {
		add_action( 'woocommerce_email_before_order_table', array( self::class, 'email' ), 9, 4 );
	}

	/** @internal action woocommerce_email_before_order_table */
	public static function email( mixed $order, mixed $sent_to_admin, mixed $plain_text = false, mixed $email = null ): void {
		if ( ! $order instanceof \WC_Order || $sent_to_admin || ! $email instanceof \WC_Email || 'customer_failed_order' !== $email->id || ! $order->needs_payment() ) {
			return;
		}
		$url = $order->get_checkout_payment_url(); // The storefront's order page (CartCheckout\OrderPayPage).
		if ( $plain_text ) {
			echo esc_html( 'Możesz zapłacić ponownie na stronie zamówienia: ' ) . esc_url_raw( $url ) . "\n\n";
			return;
		}
		printf( '<p>%s <a href="%s">%s</a></p>', esc_html( 'Możesz zapłacić ponownie na stronie zamówienia:' ), esc_url( $url ), esc_html( 'Zapłać ponownie' ) );
	}
}
