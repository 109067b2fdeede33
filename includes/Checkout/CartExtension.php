<?php
/**
 * Store API cart responses carry, under extensions['cosmetics-storefront']:
 *   payment_methods: the available gateways as the storefront offers them (Payments\CheckoutMethods:
 *   title, description, logo, the provider's notice, a bank to choose), in the shop's order (the Store
 *   API gives only their ids).
 * And coupon rules: one coupon at a time (applying one removes the others). The quantity check:
 * CartQuantity.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Checkout;

use CosmeticsStorefront\Payments\CheckoutMethods;

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
