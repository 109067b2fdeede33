<?php
/**
 * POST checkout (StoreApiList): the cart's order is placed once however often it is submitted at
 * the same time — a lock per cart, held until the request ends (CheckoutLock).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;

defined( 'ABSPATH' ) || exit;

final class CartCheckoutLock implements StoreApiBehaviour {

	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		$answer = $error ? null : CheckoutLock::acquire( null, array(), $call->request );
		return $answer instanceof \WP_Error ? $answer : null;
	}

	public function after( StoreApiCall $call, mixed $response ): mixed {
		return $response;
	}
}
