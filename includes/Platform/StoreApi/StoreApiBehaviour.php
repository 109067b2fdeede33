<?php
/**
 * Something the shop does around a Store API route (a lock, a limit, a message, a count). Which
 * routes get which behaviours, and in which order, is the one list StoreApiList alone.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform\StoreApi;

defined( 'ABSPATH' ) || exit;

interface StoreApiBehaviour {

	/**
	 * Before WooCommerce's handler (and before its permission check). Null: go on; a WP_Error: the
	 * route is refused with it, the later behaviours' before() and WooCommerce's handler do not run.
	 *
	 * @param \WP_Error|null $error WordPress's own refusal already made (invalid arguments), if any.
	 */
	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error;

	/**
	 * After the handler, for every behaviour whose before() ran and did not refuse (a refusal started
	 * nothing: it holds no lock to let go), in reverse list order. Returns the response, changed or not.
	 */
	public function after( StoreApiCall $call, mixed $response ): mixed;
}
