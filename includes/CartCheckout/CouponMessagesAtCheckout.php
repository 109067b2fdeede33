<?php
/**
 * The checkout routes that place the cart's order (StoreApiList): a checkout refused because a
 * coupon stopped being valid meanwhile (another order used it up) reads as the spec's message alone,
 * without WooCommerce's 'The "X" coupon has been removed from your cart:' around it (CouponMessages).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;

defined( 'ABSPATH' ) || exit;

final class CouponMessagesAtCheckout implements StoreApiBehaviour {

	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		return null;
	}

	public function after( StoreApiCall $call, mixed $response ): mixed {
		$data = $response instanceof \WP_REST_Response && $response->get_status() >= 400 ? $response->get_data() : null;
		if ( ! is_array( $data ) || ! in_array( $data['code'] ?? '', array( 'woocommerce_rest_cart_coupon_error', 'woocommerce_rest_cart_coupon_errors' ), true ) ) {
			return $response;
		}
		$message = (string) ( $data['message'] ?? '' );
		foreach ( CouponMessages::SPEC as $known ) {
			if ( str_contains( $message, $known ) ) {
				$data['message'] = $known;
				$response->set_data( $data );
				break;
			}
		}
		return $response;
	}
}
