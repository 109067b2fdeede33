<?php
/**
 * Store API cart responses carry, under extensions['cosmetics-storefront']:
 *   payment_methods: the available gateways as the storefront offers them (Payments\CheckoutMethods:
 *   title, description, logo, the provider's notice, a bank to choose), in the shop's order (the Store
 *   API gives only their ids).
 * And coupon rules: one coupon at a time (applying one removes the others).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Payments\CheckoutMethods;
use CosmeticsStorefront\Platform\RouteMatch;

use Automattic\WooCommerce\StoreApi\Schemas\V1\CartSchema;

defined( 'ABSPATH' ) || exit;

final class CartExtension {

	public const NAMESPACE = 'cosmetics-storefront';

	public static function hooks(): void {
		if ( did_action( 'woocommerce_blocks_loaded' ) ) {
			self::register();
		} else {
			add_action( 'woocommerce_blocks_loaded', array( self::class, 'register' ) );
		}
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

	public static function register(): void {
		if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) || ! class_exists( CartSchema::class ) ) {
			return;
		}
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => CartSchema::IDENTIFIER,
				'namespace'       => self::NAMESPACE,
				'data_callback'   => array( self::class, 'data' ),
				'schema_callback' => array( self::class, 'schema' ),
				'schema_type'     => ARRAY_A,
			)
		);
	}

	/** @return array<string,array<string,mixed>> */
	public static function schema(): array {
		return array(
			'payment_methods' => array(
				'description' => 'Metody płatności, które oferuje sklep: id, tytuł, opis (HTML), rodzaj, logo, informacja operatora, wybór banku.',
				'type'        => 'array',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
				'items'       => CheckoutMethods::item_schema(),
			),
		);
	}

	/** @return array{payment_methods:array<int,array<string,mixed>>} */
	public static function data(): array {
		return array( 'payment_methods' => CheckoutMethods::all() );
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
