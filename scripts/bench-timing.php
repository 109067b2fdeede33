<?php
/**
 * Plugin Name: Cosmetics benchmark timing (benchmark site only)
 * Description: Linked into .site/bench/ by scripts/lib/bench-site.mjs, never into the shop. With WP_DEBUG on,
 * every REST response says how long its route callback took and how many SQL queries it ran:
 * `Server-Timing: route;dur=<ms>, wp;dur=<ms since the request began>` and `X-Bench-Queries: <n>`.
 * It also hands the plugin the dev site's demo lockers.
 *
 * @package CosmeticsStorefront
 */

// Offline like the dev site: the checkout benchmark buys with the demo lockers (locker WAW01M).
add_filter(
	'cosmetics_storefront_demo_lockers',
	static fn() => require __DIR__ . '/site/demo-lockers.php'
);

if ( ! defined( 'WP_DEBUG' ) || ! WP_DEBUG ) {
	return;
}

add_filter(
	'rest_request_before_callbacks',
	static function ( $response ) {
		$GLOBALS['cosmetics_bench_route'] = array( microtime( true ), $GLOBALS['wpdb']->num_queries );
		return $response;
	},
	PHP_INT_MIN
);

add_filter(
	'rest_request_after_callbacks',
	static function ( $response ) {
		if ( isset( $GLOBALS['cosmetics_bench_route'] ) ) {
			list( $started, $queries )           = $GLOBALS['cosmetics_bench_route'];
			$GLOBALS['cosmetics_bench_measured'] = array( ( microtime( true ) - $started ) * 1000, $GLOBALS['wpdb']->num_queries - $queries );
		}
		return $response;
	},
	PHP_INT_MAX
);

add_filter(
	'rest_post_dispatch',
	static function ( $response ) {
		if ( $response instanceof WP_REST_Response && isset( $GLOBALS['cosmetics_bench_measured'] ) ) {
			list( $route_ms, $queries ) = $GLOBALS['cosmetics_bench_measured'];
			$response->header( 'Server-Timing', sprintf( 'route;dur=%.2f, wp;dur=%.2f', $route_ms, ( microtime( true ) - $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000 ) );
			$response->header( 'X-Bench-Queries', (string) $queries );
		}
		return $response;
	},
	PHP_INT_MAX
);
