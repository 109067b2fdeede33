<?php
/**
 * When a payment provider's plugin fails while the Store API places or pays an order (its API down or
 * slow, a refusal), WooCommerce answers `woocommerce_rest_checkout_process_payment_error` with the
 * plugin's own words — PayU's: "Błąd płatności: … (404)" with the API's codes. The shopper gets a plain
 * Polish message instead; the provider's words go to WooCommerce's log (source
 * "cosmetics-storefront-payments"). WooCommerce keeps the cart and the unpaid order (a retry of the same
 * cart places the same order again), so nothing is lost and nothing looks paid.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;

defined( 'ABSPATH' ) || exit;

final class PaymentErrors implements StoreApiBehaviour {

	public const MESSAGE = 'Nie udało się połączyć z operatorem płatności. Spróbuj ponownie za chwilę albo wybierz inną metodę płatności.';

	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		return null;
	}

	/**
	 * The checkout routes (StoreApiList). The Store API answers a failed route with a response
	 * carrying the error (code, message, data).
	 */
	public function after( StoreApiCall $call, mixed $response ): mixed {
		if ( ! $response instanceof \WP_REST_Response || $response->get_status() < 400 ) {
			return $response;
		}
		$data = $response->get_data();
		if ( ! is_array( $data ) || 'woocommerce_rest_checkout_process_payment_error' !== ( $data['code'] ?? '' ) ) {
			return $response;
		}
		if ( function_exists( 'wc_get_logger' ) ) {
			wc_get_logger()->warning( 'Payment failed at checkout: ' . (string) ( $data['message'] ?? '' ), array( 'source' => NotificationGuard::LOG_SOURCE ) );
		}
		$data['message'] = self::MESSAGE;
		$response->set_data( $data );
		return $response;
	}
}
