<?php
/**
 * POST checkout-order, an order paid again (StoreApiList): one payment of it at a time, and none
 * again for a moment once one started (CheckoutLock).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;

defined( 'ABSPATH' ) || exit;

final class OrderPaymentLock implements StoreApiBehaviour {

	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		$answer = $error ? null : CheckoutLock::acquire_order( null, array(), $call->request );
		return $answer instanceof \WP_Error ? $answer : null;
	}

	public function after( StoreApiCall $call, mixed $response ): mixed {
		return CheckoutLock::payment_started( $response, array(), $call->request );
	}
}
