<?php
/**
 * The cart's rules on WooCommerce's Store API: one coupon at a time (applying one removes the others).
 * The cart's extension data (the payment methods the storefront offers) is Payments\CartPaymentMethods';
 * a tampered quantity is refused by the Store API behaviour CartQuantity.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

defined( 'ABSPATH' ) || exit;

final class CartExtension {

	public static function hooks(): void {
		add_action( 'woocommerce_applied_coupon', array( self::class, 'keep_one_coupon' ) );
	}

	/** @internal action woocommerce_applied_coupon: spec 4, one coupon at a time. */
	public static function keep_one_coupon( mixed $code ): void {
		if ( ! function_exists( 'WC' ) || ! WC()->cart ) {
			return;
		}
		$code = wc_format_coupon_code( (string) $code );
		foreach ( WC()->cart->get_applied_coupons() as $other ) {
			if ( wc_strtolower( $other ) !== wc_strtolower( $code ) ) {
				WC()->cart->remove_coupon( $other );
			}
		}
	}
}
