<?php
/**
 * Which route a REST request names, asked the way WordPress answers it: WordPress matches a request's
 * route against registered routes case-insensitively, so `/wc/store/v1/CHECKOUT` runs the checkout. A
 * check of the plugin on the route text that compared it as sent would be skipped by an upper-case
 * letter. For the checks made before WordPress routes a request (the token's namespaces, REST request
 * detection); a Store API route, once matched, is named by Platform\StoreApi\StoreApiRoutes instead.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

final class RouteMatch {

	/**
	 * Whether the route text $route matches $pattern as WordPress would dispatch it.
	 *
	 * @param array<int,string>|null $matches
	 */
	public static function route( string $route, string $pattern, ?array &$matches = null ): bool {
		return 1 === preg_match( $pattern, strtolower( $route ), $matches );
	}

	/**
	 * Every route this request names before WordPress parses it: the path under the REST prefix and
	 * `rest_route` in the query and in a form body. Empty when it names none (not a REST request).
	 *
	 * @return string[]
	 */
	public static function named_routes(): array {
		$routes = array();
		foreach ( array( $_GET, $_POST ) as $input ) { // phpcs:ignore WordPress.Security.NonceVerification -- only compared.
			if ( isset( $input['rest_route'] ) ) {
				$routes[] = is_string( $input['rest_route'] ) ? '/' . ltrim( wp_unslash( $input['rest_route'] ), '/' ) : '';
			}
		}
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		// Not get_rest_url(): it needs the rewrite object, and the user may be asked for before it
		// exists (WooCommerce 11 asks on plugins_loaded).
		$prefix = trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) . rest_get_url_prefix() . '/';
		if ( str_starts_with( $uri, $prefix ) ) {
			$routes[] = '/' . ltrim( substr( $uri, strlen( $prefix ) ), '/' );
		}
		return $routes;
	}
}
