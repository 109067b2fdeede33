<?php
/**
 * Every Store API route that sets a cart line's quantity (StoreApiList: add-item, update-item,
 * cart/items, cart/items/{key}): a tampered quantity (negative, zero when adding, not a whole number)
 * is a clear 400 before WooCommerce sees it (WooCommerce would coerce -1 into a line of 1, and take
 * 1.5 for a line).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;

defined( 'ABSPATH' ) || exit;

final class CartQuantity implements StoreApiBehaviour {

	/** The routes that add a line; the others change an existing line's quantity. */
	private const ADDING = array( 'cart-add-item', 'cart-items' );

	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		$quantity = $call->request->get_param( 'quantity' );
		if ( $error || null === $quantity ) {
			return null; // None sent: WooCommerce's default of 1 when adding, the line unchanged otherwise.
		}
		$minimum = in_array( $call->route, self::ADDING, true ) ? 1 : 0;
		$whole   = is_int( $quantity ) || ( is_string( $quantity ) && ctype_digit( $quantity ) ) || ( is_float( $quantity ) && floor( $quantity ) === $quantity );
		if ( ! $whole || (int) $quantity < $minimum ) {
			return new \WP_Error( 'cosmetics_invalid_quantity', 'Nieprawidłowa ilość produktu', array( 'status' => 400 ) );
		}
		return null;
	}

	public function after( StoreApiCall $call, mixed $response ): mixed {
		return $response;
	}
}
