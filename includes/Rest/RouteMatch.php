<?php
/**
 * Which route a REST request runs, asked the way WordPress answers it: WordPress matches a request's
 * route against registered routes case-insensitively, so `/wc/store/v1/CHECKOUT` runs the checkout. A
 * check of the plugin on the route (a lock, a limit, a message) that compared the text as sent would
 * be skipped by an upper-case letter.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Rest;

defined( 'ABSPATH' ) || exit;

final class RouteMatch {

	/**
	 * Whether $request is a REST request whose route matches $pattern (a regular expression written
	 * in lower case, matched against the lower-cased route).
	 *
	 * @param mixed                $request
	 * @param array<int,string>|null $matches the pattern's matches, as preg_match() gives them.
	 */
	public static function is( mixed $request, string $pattern, ?array &$matches = null ): bool {
		return $request instanceof \WP_REST_Request && self::route( $request->get_route(), $pattern, $matches );
	}

	/**
	 * Whether the route text $route matches $pattern as WordPress would dispatch it.
	 *
	 * @param array<int,string>|null $matches
	 */
	public static function route( string $route, string $pattern, ?array &$matches = null ): bool {
		return 1 === preg_match( $pattern, strtolower( $route ), $matches );
	}
}
