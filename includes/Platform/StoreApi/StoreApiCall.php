<?php
/**
 * One Store API route being run, as the shop's behaviours see it: WooCommerce's name of the route,
 * the method WordPress chose its handler by, and the request (its URL parameters as WordPress matched
 * them: checkout-order's id, products-by-slug's slug, cart-items-by-key's key).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform\StoreApi;

defined( 'ABSPATH' ) || exit;

final class StoreApiCall {

	public function __construct(
		public readonly string $route,
		public readonly string $method,
		public readonly \WP_REST_Request $request
	) {}

	/** A parameter of the route's path (not of the query or the body): null when it has none. */
	public function param( string $name ): mixed {
		return $this->request->get_url_params()[ $name ] ?? null;
	}
}
