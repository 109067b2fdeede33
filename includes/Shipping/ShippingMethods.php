<?php
/**
 * Registers the plugin's shipping method(s) with WooCommerce.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Shipping;

defined( 'ABSPATH' ) || exit;

final class ShippingMethods {

	public static function hooks(): void {
		add_filter( 'woocommerce_shipping_methods', array( self::class, 'register' ) );
	}

	/**
	 * @param array<string,string|object> $methods
	 * @return array<string,string|object>
	 */
	public static function register( $methods ): array {
		$methods                           = is_array( $methods ) ? $methods : array();
		$methods[ InpostLockerMethod::ID ] = InpostLockerMethod::class;
		return $methods;
	}
}
