<?php
/**
 * One checkout at a time per cart. Two simultaneous POST /wc/store/v1/checkout requests of the same
 * cart (a double submit, a retry after a client timeout while the first still runs) would each read the
 * cart and each create an order. A MySQL named lock, taken before the Store API handles the request and
 * released only after WooCommerce has saved the session (the emptied cart), makes the second one wait
 * and then find the cart empty: one order.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Checkout;

defined( 'ABSPATH' ) || exit;

final class CheckoutLock {

	/** Seconds a second checkout of the same cart waits for the first. */
	public const WAIT = 30;

	private static ?string $held = null;

	public static function hooks(): void {
		add_filter( 'rest_request_before_callbacks', array( self::class, 'acquire' ), 5, 3 );
		// After WooCommerce's session save (shutdown, priority 20).
		add_action( 'shutdown', array( self::class, 'release' ), 1000 );
	}

	/** @internal filter rest_request_before_callbacks */
	public static function acquire( mixed $response, mixed $handler, mixed $request ): mixed {
		if ( ! $request instanceof \WP_REST_Request || 'POST' !== $request->get_method() || null !== self::$held || is_wp_error( $response ) ) {
			return $response;
		}
		if ( ! preg_match( '#^/wc/store(?:/v\d+)?/checkout$#', $request->get_route() ) ) {
			return $response;
		}
		$key = self::cart_key( $request );
		if ( '' === $key ) {
			return $response;
		}
		global $wpdb;
		$name = 'cs_checkout_' . md5( $key );
		$got  = $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $name, self::WAIT ) );
		if ( '1' !== (string) $got ) {
			return new \WP_Error( 'cosmetics_checkout_busy', 'Zamówienie jest już składane. Spróbuj ponownie za chwilę.', array( 'status' => 409 ) );
		}
		self::$held = $name;
		return $response;
	}

	/** @internal action shutdown */
	public static function release(): void {
		if ( null === self::$held ) {
			return;
		}
		global $wpdb;
		$wpdb->get_var( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', self::$held ) );
		self::$held = null;
	}

	/** The cart's identity: its Cart-Token, else the logged-in user, else WooCommerce's session cookie. */
	private static function cart_key( \WP_REST_Request $request ): string {
		$token = (string) $request->get_header( 'Cart-Token' );
		if ( '' !== $token ) {
			return 'token:' . $token;
		}
		$user = get_current_user_id();
		if ( $user > 0 ) {
			return 'user:' . $user;
		}
		foreach ( $_COOKIE as $name => $value ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only hashed.
			if ( is_string( $name ) && str_starts_with( $name, 'wp_woocommerce_session_' ) && is_string( $value ) ) {
				return 'cookie:' . $value;
			}
		}
		return '';
	}
}
