<?php
/**
 * Which WooCommerce Store API route a handler, or a request WordPress dispatched, is: by WooCommerce's
 * own name for it, the IDENTIFIER of its route class ('checkout', 'cart-items-by-key', 'products-by-slug').
 *
 * Every Store API handler's callback is [ route object, 'get_response' ], and WordPress hands the
 * matched handler to rest_request_before_callbacks / rest_request_after_callbacks and keeps it as the
 * request's attributes. So the name is what WordPress matched, however the request spelt the route
 * (either namespace, any case, a trailing slash, ?rest_route=, a batch's sub-request, a preload) and
 * with WordPress's precedence (/products/categories is product-categories, not products-by-slug): no
 * regular expression of the plugin re-matches a route's text. StoreApiPipelineTest holds the names
 * to the routes WooCommerce registers, so a renamed route fails a test.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform\StoreApi;

use Automattic\WooCommerce\StoreApi\Routes\V1\AbstractRoute;

defined( 'ABSPATH' ) || exit;

final class StoreApiRoutes {

	/** The namespaces WooCommerce registers the Store API's v1 routes under (both answer alike). */
	public const NAMESPACES = array( 'wc/store', 'wc/store/v1' );

	/** WooCommerce's name of the Store API route $handler belongs to, or null: not a Store API handler. */
	public static function name( mixed $handler ): ?string {
		$callback = is_array( $handler ) ? ( $handler['callback'] ?? null ) : null;
		$route    = is_array( $callback ) ? ( $callback[0] ?? null ) : null;
		if ( ! is_object( $route ) || ! class_exists( AbstractRoute::class ) || ! $route instanceof AbstractRoute ) {
			return null;
		}
		if ( ! in_array( $route->get_namespace(), self::NAMESPACES, true ) ) {
			return null;
		}
		$constant = get_class( $route ) . '::IDENTIFIER';
		return defined( $constant ) ? (string) constant( $constant ) : null;
	}

	/**
	 * The name of the Store API route WordPress matched $request to (the request's attributes are its
	 * handler). A request built by hand and never dispatched is matched now, as WordPress matches it:
	 * the routes in registration order, case-insensitively, the first handler taking the method.
	 */
	public static function of_request( mixed $request ): ?string {
		if ( ! $request instanceof \WP_REST_Request ) {
			return null;
		}
		if ( array() !== $request->get_attributes() ) {
			return self::name( $request->get_attributes() );
		}
		foreach ( rest_get_server()->get_routes() as $path => $handlers ) {
			if ( 1 !== preg_match( '@^' . $path . '$@i', $request->get_route(), $matches ) ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				if ( ! empty( $handler['methods'][ $request->get_method() ] ) ) {
					$request->set_url_params( array_filter( $matches, 'is_string', ARRAY_FILTER_USE_KEY ) + $request->get_url_params() );
					return self::name( $handler );
				}
			}
		}
		return null;
	}
}
