<?php
/**
 * The order-received address WooCommerce returns from checkout (payment_result.redirect_url) and puts
 * in e-mails is the storefront's /zamowienie/{id}?key={order_key}.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

defined( 'ABSPATH' ) || exit;

final class OrderReceivedUrl {

	public static function hooks(): void {
		add_filter( 'woocommerce_get_checkout_order_received_url', array( self::class, 'url' ), 10, 2 );
	}

	/**
	 * @param mixed $url
	 * @param mixed $order
	 */
	public static function url( $url, $order ): string {
		if ( ! $order instanceof \WC_Order ) {
			return (string) $url;
		}
		return add_query_arg( 'key', rawurlencode( $order->get_order_key() ), home_url( '/zamowienie/' . $order->get_id() ) );
	}
}
