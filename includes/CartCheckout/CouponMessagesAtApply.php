<?php
/**
 * Every Store API route that applies a coupon (StoreApiList: cart/apply-coupon, POST cart/coupons):
 * WooCommerce's refusals it raises without its woocommerce_coupon_error filter ('"X" is an invalid
 * coupon code', 'already applied'; on cart/coupons WordPress's own 'Invalid parameter(s): code' for a
 * code naming no coupon) read as the spec's messages too (CouponMessages).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;

defined( 'ABSPATH' ) || exit;

final class CouponMessagesAtApply implements StoreApiBehaviour {

	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		return null;
	}

	public function after( StoreApiCall $call, mixed $response ): mixed {
		$code = (string) $call->request['code'];
		// cart/coupons checks that the code names a coupon while checking its arguments: WordPress
		// refuses it before the route runs, naming the parameter only.
		if ( $response instanceof \WP_Error && 'rest_invalid_param' === $response->get_error_code() ) {
			$data = $response->get_error_data();
			return is_array( $data ) && isset( $data['params']['code'] ) && array( 'code' ) === array_keys( (array) $data['params'] )
				? new \WP_Error( 'woocommerce_rest_cart_coupon_error', self::message( $code ), array( 'status' => 400 ) )
				: $response;
		}
		if ( ! $response instanceof \WP_REST_Response || $response->get_status() < 400 ) {
			return $response;
		}
		$data = $response->get_data();
		// Only WooCommerce's coupon errors (woocommerce_rest_cart_coupon_*): a missing nonce, a rate
		// limit or a stale cart keeps its own answer.
		if ( ! is_array( $data ) || ! isset( $data['message'] ) || ! str_starts_with( (string) ( $data['code'] ?? '' ), 'woocommerce_rest_cart_coupon' ) || in_array( $data['message'], CouponMessages::SPEC, true ) || str_starts_with( (string) $data['message'], 'Minimalna' ) || str_starts_with( (string) $data['message'], 'Maksymalna' ) ) {
			return $response;
		}
		if ( '' !== trim( $code ) && function_exists( 'WC' ) && WC()->cart && WC()->cart->has_discount( wc_format_coupon_code( $code ) ) ) {
			return $response; // Already in the cart: WooCommerce's own (Polish) message says so.
		}
		$data['message'] = self::message( $code );
		$response->set_data( $data );
		return $response;
	}

	/** The spec's message for a code WooCommerce does not apply for what it is, not for a rule of it. */
	private static function message( string $code ): string {
		if ( '' === trim( $code ) ) {
			return CouponMessages::EMPTY;
		}
		if ( wc_get_coupon_id_by_code( $code ) ) {
			return CouponMessages::INVALID;
		}
		return CouponMessages::missing( $code );
	}
}
