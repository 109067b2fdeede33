<?php
/**
 * WooCommerce decides early whether a request is a REST request, from the URL path alone (`/wp-json/`).
 * A REST request named by `?rest_route=` (plain permalinks, or any client that names routes that way)
 * looks like a front-end page to it, and WooCommerce then loads the shopper's session and cart on
 * `init`, before any REST handler runs. The checkout lock waits for another checkout of the same cart
 * and must then read the cart afresh; a cart loaded before the wait is the old one, and a second order
 * was placed from it. So WooCommerce is told what WordPress will dispatch.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

final class RestRequestDetection {

	public static function hooks(): void {
		add_filter( 'woocommerce_is_rest_api_request', array( self::class, 'is_rest_api_request' ) );
	}

	/**
	 * @internal filter woocommerce_is_rest_api_request
	 * @param mixed $is_rest what WooCommerce read from the path.
	 */
	public static function is_rest_api_request( $is_rest ): bool {
		if ( $is_rest ) {
			return true;
		}
		// WordPress dispatches a `rest_route` query variable from its front controller, whatever the path.
		return defined( 'WP_USE_THEMES' ) && WP_USE_THEMES && ! is_admin() && array() !== RouteMatch::named_routes();
	}
}
