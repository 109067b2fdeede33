<?php
/**
 * A method whose choice the shopper makes in the shop (PayU's bank list, Payu::choice) is refused before
 * the provider is asked when the choice is missing or not one of the list: the shopper reads the list's
 * own "Wybierz bank, z którego zapłacisz." (400), not that the provider could not be reached. The same on
 * the checkout and when an order is paid again. An empty list (PayU not answering) is left to the plugin,
 * whose failure reads as the provider's (PaymentErrors).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;

defined( 'ABSPATH' ) || exit;

final class PaymentChoice {

	public static function hooks(): void {
		// With the checkout's own checks, before any order exists (the cart loaded: the list's amount limits
		// are the cart's, as on PayU's own checkout); the Store API fires it when an order is paid again too.
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( self::class, 'check' ), 10, 2 );
	}

	/**
	 * @internal action woocommerce_store_api_checkout_update_customer_from_request
	 * @throws RouteException When the choice is missing or not on the list.
	 */
	public static function check( mixed $customer, mixed $request ): void {
		if ( ! $request instanceof \WP_REST_Request ) {
			return;
		}
		$method  = $request->get_param( 'payment_method' );
		$gateway = is_string( $method ) && Payu::owns( $method ) && function_exists( 'WC' ) ? ( WC()->payment_gateways()->payment_gateways()[ $method ] ?? null ) : null;
		$choice  = $gateway instanceof \WC_Payment_Gateway ? Payu::choice( $gateway ) : null;
		if ( null === $choice || ! $choice['options'] ) {
			return;
		}
		$chosen = '';
		foreach ( (array) $request->get_param( 'payment_data' ) as $item ) {
			if ( is_array( $item ) && ( $item['key'] ?? null ) === $choice['key'] && is_string( $item['value'] ?? null ) ) {
				$chosen = $item['value'];
			}
		}
		if ( ! in_array( $chosen, array_column( $choice['options'], 'value' ), true ) ) {
			throw new RouteException( 'cosmetics_payment_choice', esc_html( $choice['required'] ), 400 );
		}
	}
}
