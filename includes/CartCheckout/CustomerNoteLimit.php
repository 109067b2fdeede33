<?php
/**
 * The Store API's checkout takes `customer_note` without any length limit: a shopper (or a script)
 * could store a megabyte of text on an order, in every e-mail and on the order screen. The plugin
 * limits it before WooCommerce runs the checkout (so a refused note creates nothing, not even a
 * draft order) with a 400 and a Polish message.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Platform\RouteMatch;

defined( 'ABSPATH' ) || exit;

final class CustomerNoteLimit {

	/** Characters (not bytes): a few paragraphs of delivery instructions. */
	public const MAX_LENGTH = 1000;

	public const MESSAGE = 'Uwagi do zamówienia mogą mieć najwyżej 1000 znaków.';

	public static function hooks(): void {
		add_filter( 'rest_request_before_callbacks', array( self::class, 'check' ), 10, 3 );
	}

	/**
	 * The checkout routes (the cart's and an order's payment, batched requests included: each goes
	 * through this filter on its own).
	 *
	 * @internal filter rest_request_before_callbacks
	 */
	public static function check( mixed $response, mixed $handler, mixed $request ): mixed {
		if ( ! $request instanceof \WP_REST_Request || is_wp_error( $response ) || 'GET' === $request->get_method() ) {
			return $response;
		}
		if ( ! RouteMatch::is( $request, '#^/wc/store(?:/v\d+)?/checkout(?:/\d+)?/?$#' ) ) {
			return $response;
		}
		$note = $request->get_param( 'customer_note' );
		if ( is_string( $note ) && mb_strlen( $note, 'UTF-8' ) > self::MAX_LENGTH ) {
			return new \WP_Error( 'cosmetics_customer_note_too_long', self::MESSAGE, array( 'status' => 400 ) );
		}
		return $response;
	}
}
