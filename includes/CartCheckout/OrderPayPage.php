<?php
/**
 * WooCommerce's own pay-for-order page (`…/order-pay/{id}/?pay_for_order=true&key=…`, the link wp-admin
 * shows as the customer's payment page and WooCommerce's e-mails carry) is the storefront's order page,
 * where an order is paid again one payment at a time (CheckoutLock): its address points there, and a
 * request to the classic page, shown or submitted, is sent there before WooCommerce handles its form.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

defined( 'ABSPATH' ) || exit;

final class OrderPayPage {

	public static function hooks(): void {
		add_filter( 'woocommerce_get_checkout_payment_url', array( self::class, 'url' ), 10, 2 );
		// WooCommerce handles the page's form on `wp` at 20 (WC_Form_Handler::pay_action).
		add_action( 'wp', array( self::class, 'redirect' ), 1 );
	}

	/**
	 * @internal filter woocommerce_get_checkout_payment_url
	 * @param mixed $url
	 * @param mixed $order
	 */
	public static function url( $url, $order ): string {
		return $order instanceof \WC_Order ? OrderReceivedUrl::url( $url, $order ) : (string) $url;
	}

	/** @internal action wp */
	public static function redirect(): void {
		if ( is_admin() || ! function_exists( 'is_wc_endpoint_url' ) || ! is_wc_endpoint_url( 'order-pay' ) ) {
			return;
		}
		$id  = absint( get_query_var( 'order-pay' ) );
		$key = isset( $_GET['key'] ) && is_string( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification -- a link's key, checked by the order page.
		$to  = $id > 0 ? add_query_arg( 'key', rawurlencode( $key ), home_url( '/zamowienie/' . $id ) ) : home_url( '/' );
		// 303: a submitted form becomes a GET of the order page; nothing of it is handled here.
		if ( wp_safe_redirect( $to, 303, 'cosmetics-storefront' ) ) {
			exit;
		}
	}
}
