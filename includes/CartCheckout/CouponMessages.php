<?php
/**
 * The spec's coupon messages (sections 5 and 8) for WooCommerce's coupon checks, so the Store API's
 * apply-coupon answer carries the text the storefront shows under the input. The server decides.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Platform\RouteMatch;

defined( 'ABSPATH' ) || exit;

final class CouponMessages {

	public const NOT_FOUND = 'Kupon nie istnieje';
	public const INACTIVE  = 'Kupon nie jest aktywny';
	public const EXPIRED   = 'Kupon wygasł';
	public const LIMIT     = 'Kupon osiągnął limit użyć';
	public const INVALID   = 'Nieprawidłowy kupon';
	public const EMPTY     = 'Wprowadź kod kuponu';

	public static function hooks(): void {
		add_filter( 'woocommerce_coupon_error', array( self::class, 'message' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'apply_coupon_answer' ), 20, 3 );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'checkout_answer' ), 20, 3 );
	}

	public static function min_amount( float $amount ): string {
		return 'Minimalna kwota zamówienia: ' . self::amount( $amount ) . ' PLN';
	}

	public static function max_amount( float $amount ): string {
		return 'Maksymalna kwota zamówienia: ' . self::amount( $amount ) . ' PLN';
	}

	private static function amount( float $amount ): string {
		return rtrim( rtrim( number_format( $amount, 2, '.', '' ), '0' ), '.' );
	}

	/**
	 * @internal filter woocommerce_coupon_error
	 * @param mixed $message
	 * @param mixed $code
	 * @param mixed $coupon
	 */
	public static function message( $message, $code, $coupon = null ): string {
		$coupon = $coupon instanceof \WC_Coupon ? $coupon : null;
		switch ( (int) $code ) {
			case \WC_Coupon::E_WC_COUPON_NOT_EXIST:
				return $coupon && ( ( $coupon->get_id() && 'publish' !== $coupon->get_status() ) || self::unpublished( $coupon->get_code() ) ) ? self::INACTIVE : self::NOT_FOUND;
			case \WC_Coupon::E_WC_COUPON_EXPIRED:
				return self::EXPIRED;
			case \WC_Coupon::E_WC_COUPON_MIN_SPEND_LIMIT_NOT_MET:
				return self::min_amount( $coupon ? (float) $coupon->get_minimum_amount() : 0.0 );
			case \WC_Coupon::E_WC_COUPON_MAX_SPEND_LIMIT_MET:
				return self::max_amount( $coupon ? (float) $coupon->get_maximum_amount() : 0.0 );
			case \WC_Coupon::E_WC_COUPON_USAGE_LIMIT_REACHED:
			case \WC_Coupon::E_WC_COUPON_USAGE_LIMIT_COUPON_STUCK:
			case \WC_Coupon::E_WC_COUPON_USAGE_LIMIT_COUPON_STUCK_GUEST:
				return self::LIMIT;
			case \WC_Coupon::E_WC_COUPON_PLEASE_ENTER:
				return self::EMPTY;
			default:
				return self::INVALID;
		}
	}

	/** A coupon with this code exists but is not published (draft, pending, private). */
	private static function unpublished( string $code ): bool {
		global $wpdb;
		return (bool) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'shop_coupon' AND post_title = %s AND post_status NOT IN ('publish', 'trash', 'auto-draft') LIMIT 1", wc_format_coupon_code( $code ) ) );
	}

	/**
	 * Store API apply-coupon errors WooCommerce raises without the filter above ('"X" is an invalid
	 * coupon code', 'already applied') read as the spec's messages too.
	 *
	 * @internal filter rest_request_after_callbacks
	 */
	public static function apply_coupon_answer( mixed $response, mixed $handler, mixed $request ): mixed {
		if ( ! RouteMatch::is( $request, '#^/wc/store(?:/v\d+)?/cart/apply-coupon$#' ) ) {
			return $response;
		}
		$known = array( self::NOT_FOUND, self::INACTIVE, self::EXPIRED, self::LIMIT, self::INVALID, self::EMPTY );
		if ( $response instanceof \WP_REST_Response && $response->get_status() >= 400 ) {
			$data = $response->get_data();
			// Only WooCommerce's coupon errors (woocommerce_rest_cart_coupon_*): a missing nonce, a rate
			// limit or a stale cart keeps its own answer.
			if ( is_array( $data ) && isset( $data['message'] ) && str_starts_with( (string) ( $data['code'] ?? '' ), 'woocommerce_rest_cart_coupon' ) && ! in_array( $data['message'], $known, true ) && ! str_starts_with( (string) $data['message'], 'Minimalna' ) && ! str_starts_with( (string) $data['message'], 'Maksymalna' ) ) {
				$code = (string) $request['code'];
				if ( '' !== trim( $code ) && function_exists( 'WC' ) && WC()->cart && WC()->cart->has_discount( wc_format_coupon_code( $code ) ) ) {
					return $response; // Already in the cart: WooCommerce's own (Polish) message says so.
				}
				$data['message'] = '' === trim( $code ) ? self::EMPTY : ( wc_get_coupon_id_by_code( $code ) ? self::INVALID : ( self::unpublished( $code ) ? self::INACTIVE : self::NOT_FOUND ) );
				$response->set_data( $data );
			}
		}
		return $response;
	}

	/**
	 * A checkout refused because a coupon stopped being valid meanwhile (another order used it up)
	 * reads as the spec's message alone, without WooCommerce's 'The "X" coupon has been removed from
	 * your cart:' around it.
	 *
	 * @internal filter rest_request_after_callbacks
	 */
	public static function checkout_answer( mixed $response, mixed $handler, mixed $request ): mixed {
		if ( ! RouteMatch::is( $request, '#^/wc/store(?:/v\d+)?/checkout$#' ) ) {
			return $response;
		}
		$data = $response instanceof \WP_REST_Response && $response->get_status() >= 400 ? $response->get_data() : null;
		if ( ! is_array( $data ) || ! in_array( $data['code'] ?? '', array( 'woocommerce_rest_cart_coupon_error', 'woocommerce_rest_cart_coupon_errors' ), true ) ) {
			return $response;
		}
		$message = (string) ( $data['message'] ?? '' );
		foreach ( array( self::LIMIT, self::EXPIRED, self::INACTIVE, self::NOT_FOUND, self::INVALID ) as $known ) {
			if ( str_contains( $message, $known ) ) {
				$data['message'] = $known;
				$response->set_data( $data );
				break;
			}
		}
		return $response;
	}
}
