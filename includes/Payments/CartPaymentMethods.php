<?php
/**
 * Store API cart responses carry, under extensions['cosmetics-storefront']:
 *   payment_methods: the available gateways as the storefront offers them (CheckoutMethods: title,
 *   description, logo, the provider's notice, a bank to choose), in the shop's order (the Store API gives
 *   only their ids).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use Automattic\WooCommerce\StoreApi\Schemas\V1\CartSchema;

defined( 'ABSPATH' ) || exit;

final class CartPaymentMethods {

	public const NAMESPACE = 'cosmetics-storefront';

	public static function hooks(): void {
		if ( did_action( 'woocommerce_blocks_loaded' ) ) {
			self::register();
		} else {
			add_action( 'woocommerce_blocks_loaded', array( self::class, 'register' ) );
		}
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
}
