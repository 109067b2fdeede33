<?php
/**
 * One checkout at a time per cart, and per usage-limited coupon.
 *
 * Cart: two simultaneous POST /wc/store/v1/checkout requests of one cart (a double submit, a retry after
 * a client timeout, two tabs) would each read the cart and each create an order. A MySQL named lock,
 * taken before the Store API handles the request and released only after WooCommerce has saved the
 * session (the emptied cart), makes the second one wait and then find the cart empty: one order. The
 * lock is named after the session's owner, whichever way the request names the cart: a Cart-Token
 * carries it (a guest's id, or the user's id once logged in), and a logged-in request without one is the
 * user's session. So a logged-in cart submitted with and without its Cart-Token at once is one cart.
 *
 * Coupon: WooCommerce counts a coupon's use when the order leaves the draft status, and the Store API
 * checks the count before that, so parallel checkouts of different carts each see it unused. While an
 * order takes a coupon with a usage limit, a named lock per coupon is held until the order is placed;
 * the next checkout, once it has the lock, reads the coupon's count afresh and is refused with the
 * spec's message when the limit is reached.
 *
 * An order paid again (POST checkout/{id}, "Zapłać ponownie"): a named lock per order, and a payment
 * started for it in the last PAID_AGAIN seconds refuses the next with a 409, so a double submit opens
 * one provider transaction, not two.
 *
 * Stock (found with 40 parallel checkouts of 5 units over two web nodes and Redis: 6–9 orders):
 * WooCommerce reserves the units of a draft order in one SQL statement, counting other drafts' and
 * pending orders' reservations; but an order stops counting the moment it leaves the draft status, and
 * reduces the stock only afterwards (its status hooks: e-mails, caches, then the stock). A checkout
 * reserving in that moment sees the units still free and is placed too. So while an order takes a
 * product that manages its stock, a named lock per product is held until the order is placed (after
 * the coupons' locks, each in id order: no two checkouts wait for each other crosswise), and once it
 * has the lock the checkout counts again against what the database holds now — stock minus the other
 * orders' live reservations — and is refused with WooCommerce's own message, its reservation released,
 * when the units are gone. The product locks are let go as soon as the order's stock is reduced (not at
 * the end of the request): the next checkout of the product then waits for this one's payment step
 * and stock update only, not for its e-mails and session save.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Platform\StoreApi\StoreApiRoutes;

use Automattic\WooCommerce\Checkout\Helpers\ReserveStock;
use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use Automattic\WooCommerce\StoreApi\Utilities\JsonWebToken;

defined( 'ABSPATH' ) || exit;

final class CheckoutLock {

	/** Seconds a checkout waits for another one of the same cart or coupon. */
	public const WAIT = 30;

	/** Seconds after a payment of an order started during which another is refused (a double submit). */
	public const PAID_AGAIN = 10;

	/** @var string[] names of the locks this request holds. */
	private static array $held = array();

	/** The order whose products' stock locks this request holds (0: none). */
	private static int $stock_order = 0;

	public static function hooks(): void {
		// The cart's and an order's lock are taken by CartCheckoutLock and OrderPaymentLock (StoreApiList).
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', array( self::class, 'hold_coupons' ), 1 );
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', array( self::class, 'hold_stock' ), 2 );
		add_action( 'woocommerce_reduce_order_stock', array( self::class, 'release_stock' ) );
		// After WooCommerce's session save (shutdown, priority 20).
		add_action( 'shutdown', array( self::class, 'release' ), 1000 );
	}

	/**
	 * The cart's lock, before its order is placed (CartCheckoutLock). Taken also when this request
	 * holds other locks already (a batch that paid an order first): lock() takes each name once.
	 */
	public static function acquire( mixed $response, mixed $handler, mixed $request ): mixed {
		if ( ! $request instanceof \WP_REST_Request || is_wp_error( $response ) ) {
			return $response;
		}
		$owner = self::cart_owner( $request );
		if ( '' === $owner ) {
			return $response;
		}
		if ( ! self::lock( 'cs_checkout_' . md5( $owner ) ) ) {
			return new \WP_Error( 'cosmetics_checkout_busy', 'Zamówienie jest już składane. Spróbuj ponownie za chwilę.', array( 'status' => 409 ) );
		}
		// Checking the token read the user's meta into memory before the wait, WooCommerce's persistent
		// cart with it; once the other checkout emptied the session's cart, WooCommerce would take the
		// cart back from that stale copy. Read it afresh.
		$user = get_current_user_id();
		if ( $user > 0 ) {
			wp_cache_delete( $user, 'user_meta' );
		}
		return $response;
	}

	/**
	 * The order a request pays again (the Store API's checkout of an existing order, WooCommerce's
	 * pay-for-order), or 0 for any other request.
	 */
	public static function order_paid_again( mixed $request ): int {
		return 'checkout-order' === StoreApiRoutes::of_request( $request ) && 'POST' === $request->get_method() ? absint( $request->get_url_params()['id'] ?? 0 ) : 0;
	}

	/** One payment of an existing order at a time (OrderPaymentLock). */
	public static function acquire_order( mixed $response, mixed $handler, mixed $request ): mixed {
		$order_id = self::order_paid_again( $request );
		if ( ! $order_id || is_wp_error( $response ) ) {
			return $response;
		}
		$busy = new \WP_Error( 'cosmetics_payment_started', 'Płatność tego zamówienia została już rozpoczęta. Odśwież stronę zamówienia.', array( 'status' => 409 ) );
		if ( ! self::lock( 'cs_pay_order_' . $order_id ) ) {
			return $busy;
		}
		return get_transient( self::started_key( $order_id ) ) ? $busy : $response;
	}

	/** A payment of an existing order was started (OrderPaymentLock). */
	public static function payment_started( mixed $response, mixed $handler, mixed $request ): mixed {
		$order_id = self::order_paid_again( $request );
		// The Store API answers a refusal with a response of its own (status 400 and up), not a WP_Error.
		if ( $order_id && $response instanceof \WP_REST_Response && $response->get_status() < 400 ) {
			set_transient( self::started_key( $order_id ), 1, self::PAID_AGAIN );
		}
		return $response;
	}

	private static function started_key( int $order_id ): string {
		return 'cosmetics_storefront_paying_' . $order_id;
	}

	/**
	 * Before payment: the order's usage-limited coupons, each locked (in id order, so two checkouts never
	 * wait for each other crosswise) and checked again against the count the database holds now.
	 *
	 * @internal action woocommerce_store_api_checkout_update_order_from_request
	 * @param mixed $order
	 */
	public static function hold_coupons( $order ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$coupons = array();
		foreach ( $order->get_coupon_codes() as $code ) {
			$coupon = new \WC_Coupon( $code );
			if ( $coupon->get_id() && ( $coupon->get_usage_limit() > 0 || $coupon->get_usage_limit_per_user() > 0 ) ) {
				$coupons[ $coupon->get_id() ] = $code;
			}
		}
		ksort( $coupons );
		foreach ( $coupons as $id => $code ) {
			if ( ! self::lock( 'cs_coupon_' . $id ) ) {
				throw new RouteException( 'cosmetics_checkout_busy', 'Zamówienie jest już składane. Spróbuj ponownie za chwilę.', 409 );
			}
			// The count as another checkout may have just left it, not as this request first read it.
			clean_post_cache( $id );
			wp_cache_delete( \WC_Cache_Helper::get_cache_prefix( 'coupons' ) . 'coupon_id_from_code_' . $code, 'coupons' );
			$fresh = new \WC_Coupon( $id );
			$valid = ( new \WC_Discounts( WC()->cart ) )->is_coupon_valid( $fresh );
			if ( is_wp_error( $valid ) || ( $fresh->get_usage_limit() > 0 && $fresh->get_usage_count() >= $fresh->get_usage_limit() ) ) {
				throw new RouteException( 'woocommerce_rest_cart_coupon_errors', CouponMessages::LIMIT, 409 );
			}
		}
	}

	/**
	 * Before payment: the order's stock-managed products, each locked (in id order) and counted again
	 * against the stock the database holds now, less the other orders' live reservations.
	 *
	 * @internal action woocommerce_store_api_checkout_update_order_from_request
	 * @param mixed $order
	 */
	public static function hold_stock( $order ): void {
		global $wpdb;
		if ( ! $order instanceof \WC_Order || 'yes' !== get_option( 'woocommerce_manage_stock' ) ) {
			return;
		}
		$wanted = array();
		foreach ( $order->get_items() as $item ) {
			$product = $item instanceof \WC_Order_Item_Product ? $item->get_product() : null;
			if ( ! $product instanceof \WC_Product || ! $product->managing_stock() || $product->backorders_allowed() || ! $product->is_in_stock() ) {
				continue; // Out of stock as WooCommerce reads it: it refuses the checkout itself, in its words.
			}
			$id            = (int) $product->get_stock_managed_by_id();
			$wanted[ $id ] = array( ( $wanted[ $id ][0] ?? 0 ) + (float) $item->get_quantity(), $product );
		}
		ksort( $wanted );
		$reservations = new ReserveStock();
		foreach ( $wanted as $id => list( $quantity, $product ) ) {
			if ( (float) $product->get_stock_quantity() < $quantity ) {
				continue; // Too few as WooCommerce reads it: its own refusal and message follow.
			}
			if ( ! self::lock( 'cs_stock_' . $id ) ) {
				throw new RouteException( 'cosmetics_checkout_busy', 'Zamówienie jest już składane. Spróbuj ponownie za chwilę.', 409 );
			}
			self::$stock_order = $order->get_id();
			$stock = (float) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = '_stock'", $id ) );
			if ( $stock - (float) $reservations->get_reserved_stock( $product, $order->get_id() ) < $quantity ) {
				$reservations->release_stock_for_order( $order );
				/* translators: %s: product name (WooCommerce's own message, PolishStoreApiMessages turns it Polish) */
				throw new RouteException( 'woocommerce_product_not_enough_stock', sprintf( __( 'Not enough units of %s are available in stock to fulfil this order.', 'woocommerce' ), $product->get_name() ), 403 ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's string.
			}
		}
	}

	/**
	 * The order's stock is reduced (its status hooks ran wc_reduce_stock_levels): the next checkout of
	 * its products may count now — the database holds the lower stock, and the order, placed, no longer
	 * counts as a reservation. Its e-mails, the session save and the rest of the request go on without
	 * holding the other checkouts of the same products. An order whose stock is not reduced in this
	 * request (a payment to finish elsewhere: pending, whose reservation WooCommerce still counts) keeps
	 * the locks until the request ends.
	 *
	 * @internal action woocommerce_reduce_order_stock
	 * @param mixed $order
	 */
	public static function release_stock( $order ): void {
		if ( ! $order instanceof \WC_Order || 0 === self::$stock_order || $order->get_id() !== self::$stock_order ) {
			return;
		}
		$stock = static fn( string $name ): bool => str_starts_with( $name, 'cs_stock_' );
		array_map( array( self::class, 'unlock' ), array_filter( self::$held, $stock ) );
		self::$held        = array_values( array_filter( self::$held, static fn( string $name ): bool => ! $stock( $name ) ) );
		self::$stock_order = 0;
	}

	/** @internal action shutdown */
	public static function release(): void {
		array_map( array( self::class, 'unlock' ), array_reverse( self::$held ) );
		self::$held        = array();
		self::$stock_order = 0;
	}

	private static function unlock( string $name ): void {
		global $wpdb;
		$wpdb->get_var( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $name ) );
	}

	private static function lock( string $name ): bool {
		global $wpdb;
		if ( in_array( $name, self::$held, true ) ) {
			return true;
		}
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $name, self::WAIT ) ) ) {
			return false;
		}
		self::$held[] = $name;
		return true;
	}

	/**
	 * Whose session the cart is: the customer id a Cart-Token carries, else the logged-in user, else
	 * WooCommerce's session cookie. '' when nothing names a cart.
	 */
	private static function cart_owner( \WP_REST_Request $request ): string {
		$token = (string) $request->get_header( 'Cart-Token' );
		if ( '' !== $token ) {
			$owner = 2 === substr_count( $token, '.' ) ? JsonWebToken::get_parts( $token )->payload->user_id ?? null : null;
			// An unreadable token names no session of anyone's: the Store API refuses it on its own.
			return is_scalar( $owner ) && '' !== (string) $owner ? 'customer:' . $owner : 'token:' . $token;
		}
		$user = get_current_user_id();
		if ( $user > 0 ) {
			return 'customer:' . $user;
		}
		foreach ( $_COOKIE as $name => $value ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only hashed.
			if ( is_string( $name ) && str_starts_with( $name, 'wp_woocommerce_session_' ) && is_string( $value ) ) {
				return 'customer:' . strtok( $value, '|' ); // customer id||expiry||expiring||hash
			}
		}
		return '';
	}
}
