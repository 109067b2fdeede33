<?php
/**
 * The storefront's data in WooCommerce's Store API answers (extensions['cosmetics-storefront']):
 * a class's schema() — and data(), where it adds values — on one of WooCommerce's endpoints (its
 * schema class's IDENTIFIER: products, cart, checkout), registered once WooCommerce's Store API has
 * loaded (woocommerce_blocks_loaded).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform\StoreApi;

defined( 'ABSPATH' ) || exit;

final class ExtensionData {

	/** The key of the storefront's data under an answer's `extensions`. */
	public const NAMESPACE = 'cosmetics-storefront';

	/**
	 * @param class-string $schema     WooCommerce's schema class of the endpoint (ProductSchema, CartSchema, …).
	 * @param class-string $extension  The class with schema() and, when $with_data, data().
	 * @param bool         $with_data  Whether it adds values (false: only fields the request may send).
	 */
	public static function extend( string $schema, string $extension, bool $with_data = true ): void {
		$register = static function () use ( $schema, $extension, $with_data ): void {
			if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) || ! class_exists( $schema ) ) {
				return;
			}
			woocommerce_store_api_register_endpoint_data(
				array(
					'endpoint'        => $schema::IDENTIFIER,
					'namespace'       => self::NAMESPACE,
					'schema_callback' => array( $extension, 'schema' ),
					'schema_type'     => ARRAY_A,
				) + ( $with_data ? array( 'data_callback' => array( $extension, 'data' ) ) : array() )
			);
		};
		if ( did_action( 'woocommerce_blocks_loaded' ) ) {
			$register();
		} else {
			add_action( 'woocommerce_blocks_loaded', $register );
		}
	}
}
