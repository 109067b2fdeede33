<?php
/**
 * The cart's rules on WooCommerce's Store API: one coupon at a time (applying one removes the others),
 * and a tampered quantity refused before WooCommerce coerces it. The cart's extension data (the payment
 * methods the storefront offers) is Payments\CartPaymentMethods'.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Platform\RouteMatch;

defined( 'ABSPATH' ) || exit;

final class CartExtension {

	public static function hooks(): void {
		add_action( 'woocommerce_applied_coupon', array( self::class, 'keep_one_coupon' ) );
		add_filter( 'rest_request_before_callbacks', array( self::class, 'check_quantity' ), 10, 3 );
	}

	/**
	 * A tampered quantity (negative, zero on add, not a whole number) is a clear 400 before
	 * WooCommerce sees it (WooCommerce would coerce -1 into a line of 1).
	 *
	 * @internal filter rest_request_before_callbacks
	 */
	public static function check_quantity( mixed $response, mixed $handler, mixed $request ): mixed {
		if ( ! $request instanceof \WP_REST_Request || 'POST' !== $request->get_method() || is_wp_error( $response ) ) {
			return $response;
		}
		if ( ! RouteMatch::is( $request, '#^/wc/store(?:/v\d+)?/cart/(add-item|update-item)$#', $m ) ) {
			return $response;
		}
		$quantity = $request->get_param( 'quantity' );
		if ( null === $quantity && 'update-item' === $m[1] ) {
			return $response;
		}
		$minimum = 'add-item' === $m[1] ? 1 : 0;
		$valid   = ( is_int( $quantity ) || ( is_string( $quantity ) && ctype_digit( $quantity ) ) || ( is_float( $quantity ) && floor( $quantity ) === $quantity ) ) && (int) $quantity >= $minimum;
		if ( null === $quantity && 'add-item' === $m[1] ) {
			$valid = true; // WooCommerce's default of 1.
		}
		if ( ! $valid ) {
			return new \WP_Error( 'cosmetics_invalid_quantity', 'Nieprawidłowa ilość produktu', array( 'status' => 400 ) );
		}
		return $response;
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
