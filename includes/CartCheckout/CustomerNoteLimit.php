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

use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;

defined( 'ABSPATH' ) || exit;

final class CustomerNoteLimit implements StoreApiBehaviour {

	/** Characters (not bytes): a few paragraphs of delivery instructions. */
	public const MAX_LENGTH = 1000;

	public const MESSAGE = 'Uwagi do zamówienia mogą mieć najwyżej 1000 znaków.';

	/**
	 * The checkout routes (StoreApiList: the cart's and an order's payment, batched requests
	 * included: each runs the pipeline on its own).
	 */
	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		$note = $error ? null : $call->request->get_param( 'customer_note' );
		if ( is_string( $note ) && mb_strlen( $note, 'UTF-8' ) > self::MAX_LENGTH ) {
			return new \WP_Error( 'cosmetics_customer_note_too_long', self::MESSAGE, array( 'status' => 400 ) );
		}
		return null;
	}

	public function after( StoreApiCall $call, mixed $response ): mixed {
		return $response;
	}
}
