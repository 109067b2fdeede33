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
	static fn() => require __DIR__ . '/../site/demo-lockers.php'
);

// WooCommerce's own Store API beside the plugin's (X-Cosmetics-Baseline: store-api), as on the dev shop.
require __DIR__ . '/../site/store-api-baseline.php';

if ( ! defined( 'WP_DEBUG' ) || ! WP_DEBUG ) {
	return;
}

// The outermost request's route (a route may dispatch others inside it, as the suggestions draw their
// products through the Store API): a stack, so an inner request neither restarts nor ends its clock.
$GLOBALS['cosmetics_bench_route'] = array();
add_filter(
	'rest_request_before_callbacks',
	static function ( $response ) {
		$GLOBALS['cosmetics_bench_route'][] = array( microtime( true ), $GLOBALS['wpdb']->num_queries );
		return $response;
	},
	PHP_INT_MIN
);

add_filter(
	'rest_request_after_callbacks',
	static function ( $response ) {
		$opened = array_pop( $GLOBALS['cosmetics_bench_route'] );
		if ( $opened && ! $GLOBALS['cosmetics_bench_route'] ) {
			list( $started, $queries )           = $opened;
			$GLOBALS['cosmetics_bench_measured'] = array( ( microtime( true ) - $started ) * 1000, $GLOBALS['wpdb']->num_queries - $queries );
		}
		return $response;
	},
	PHP_INT_MAX
);

/*
 * The search's own time (`search;dur`, scripts/bench/search.mjs): of a product query with a search (the
 * index's or WooCommerce's LIKE), from the query's first pre_get_posts to its results (the words' lemmas,
 * typos, the SQL with its join or scan); of a suggestion request, the route's time without the Store API
 * request inside it that draws the products (the same drawing as a listing's).
 */
$GLOBALS['cosmetics_bench_search'] = array( 'ms' => 0.0, 'open' => array(), 'depth' => 0, 'nested_ms' => 0.0, 'nested_started' => 0.0 );
add_action(
	'pre_get_posts',
	static function ( $query ) {
		$types = (array) $query->get( 'post_type' );
		$text  = (string) ( $query->get( 'search' ) ?: $query->get( 's' ) );
		if ( '' !== trim( $text ) && array_intersect( array( 'product', 'product_variation' ), $types ) ) {
			$GLOBALS['cosmetics_bench_search']['open'][ spl_object_id( $query ) ] = microtime( true );
		}
	},
	PHP_INT_MIN
);
// Its end: the posts read (posts_results), or, for a query of ids as the Store API's, their count
// (found_posts); a query of ids that found nothing says neither: the route's end (nothing to draw).
foreach ( array( 'posts_results', 'found_posts', 'rest_request_after_callbacks' ) as $cosmetics_bench_hook ) {
	add_filter(
		$cosmetics_bench_hook,
		static function ( $value, $query = null ) {
			foreach ( $GLOBALS['cosmetics_bench_search']['open'] as $id => $started ) {
				if ( ! $query instanceof WP_Query || spl_object_id( $query ) === $id ) {
					$GLOBALS['cosmetics_bench_search']['ms'] += ( microtime( true ) - $started ) * 1000;
					unset( $GLOBALS['cosmetics_bench_search']['open'][ $id ] );
				}
			}
			return $value;
		},
		PHP_INT_MIN,
		2
	);
}
add_filter(
	'rest_pre_dispatch',
	static function ( $result ) {
		if ( 2 === ++$GLOBALS['cosmetics_bench_search']['depth'] ) { // A request inside the route's.
			$GLOBALS['cosmetics_bench_search']['nested_started'] = microtime( true );
		}
		return $result;
	},
	PHP_INT_MIN
);
add_filter(
	'rest_post_dispatch',
	static function ( $response ) {
		if ( 2 === $GLOBALS['cosmetics_bench_search']['depth']-- ) {
			$GLOBALS['cosmetics_bench_search']['nested_ms'] += ( microtime( true ) - $GLOBALS['cosmetics_bench_search']['nested_started'] ) * 1000;
		}
		return $response;
	},
	PHP_INT_MIN
);

add_filter(
	'rest_post_dispatch',
	static function ( $response, $server, $request ) {
		if ( $response instanceof WP_REST_Response && isset( $GLOBALS['cosmetics_bench_measured'] ) ) {
			list( $route_ms, $queries ) = $GLOBALS['cosmetics_bench_measured'];
			$search = str_ends_with( $request->get_route(), '/search/suggest' ) ? $route_ms - $GLOBALS['cosmetics_bench_search']['nested_ms'] : $GLOBALS['cosmetics_bench_search']['ms'];
			$response->header( 'Server-Timing', sprintf( 'route;dur=%.2f, wp;dur=%.2f, search;dur=%.2f', $route_ms, ( microtime( true ) - $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, $search ) );
			$response->header( 'X-Bench-Queries', (string) $queries );
		}
		return $response;
	},
	PHP_INT_MAX,
	3
);

/*
 * Query profile (`npm run bench` group growth): a request with the header
 * `X-Bench-Profile: <name>` runs with SAVEQUERIES and, at its end, writes every query's cost to
 * wp-content/bench-profile/<name>.json: the queries grouped by shape (numbers and strings folded), the
 * slowest shapes first, and EXPLAIN of each price-history SELECT among them.
 */
$cosmetics_bench_profile = isset( $_SERVER['HTTP_X_BENCH_PROFILE'] ) ? preg_replace( '/[^a-z0-9-]/', '', strtolower( (string) $_SERVER['HTTP_X_BENCH_PROFILE'] ) ) : '';
if ( '' !== $cosmetics_bench_profile ) {
	if ( ! defined( 'SAVEQUERIES' ) ) {
		define( 'SAVEQUERIES', true );
	}
	// REST requests dispatched inside this one (the storefront's preload) and their wall time.
	$GLOBALS['cosmetics_bench_rest'] = array();
	add_filter(
		'rest_pre_dispatch',
		static function ( $result, $server, $request ) {
			$GLOBALS['cosmetics_bench_rest_started'][] = microtime( true );
			return $result;
		},
		PHP_INT_MIN,
		3
	);
	add_filter(
		'rest_post_dispatch',
		static function ( $response, $server, $request ) {
			$started = array_pop( $GLOBALS['cosmetics_bench_rest_started'] );
			if ( null !== $started ) {
				$GLOBALS['cosmetics_bench_rest'][] = array( 'route' => $request->get_route() . ( $request->get_query_params() ? '?' . http_build_query( $request->get_query_params() ) : '' ), 'ms' => ( microtime( true ) - $started ) * 1000 );
			}
			return $response;
		},
		PHP_INT_MAX,
		3
	);
	register_shutdown_function(
		static function () use ( $cosmetics_bench_profile ) {
			global $wpdb;
			$shapes = array();
			foreach ( (array) $wpdb->queries as $query ) {
				list( $sql, $seconds, $caller ) = $query;
				$shape = preg_replace( array( "/'(?:[^'\\\\]|\\\\.)*'/", '/\b\d+(\.\d+)?\b/', '/(\?\s*,\s*)+\?/', '/\s+/' ), array( '?', '?', '?, …', ' ' ), $sql );
				if ( ! isset( $shapes[ $shape ] ) ) {
					$shapes[ $shape ] = array( 'shape' => $shape, 'count' => 0, 'ms' => 0.0, 'slowest_ms' => 0.0, 'example' => $sql, 'caller' => $caller );
				}
				$shapes[ $shape ]['count']++;
				$shapes[ $shape ]['ms'] += $seconds * 1000;
				if ( $seconds * 1000 >= $shapes[ $shape ]['slowest_ms'] ) {
					$shapes[ $shape ]['slowest_ms'] = $seconds * 1000;
					$shapes[ $shape ]['example']    = $sql;
				}
			}
			usort( $shapes, static fn( $a, $b ) => $b['ms'] <=> $a['ms'] );
			$history = $wpdb->prefix . 'cosmetics_price_history';
			foreach ( $shapes as &$shape ) {
				if ( str_contains( $shape['example'], $history ) && preg_match( '/^\s*\(?\s*SELECT/i', $shape['example'] ) ) {
					$shape['explain'] = $wpdb->get_results( 'EXPLAIN ' . $shape['example'], ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a query this request ran.
				}
			}
			unset( $shape );
			$total  = array_sum( array_column( $shapes, 'ms' ) );
			$status = $wpdb->get_row( $wpdb->prepare( 'SHOW TABLE STATUS LIKE %s', $history ), ARRAY_A );
			$dir   = WP_CONTENT_DIR . '/bench-profile';
			wp_mkdir_p( $dir );
			file_put_contents(
				$dir . '/' . $cosmetics_bench_profile . '.json',
				wp_json_encode(
					array(
						'queries'  => count( (array) $wpdb->queries ),
						'query_ms' => $total,
						'wall_ms'  => ( microtime( true ) - $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000,
						'shapes'   => array_slice( $shapes, 0, 12 ),
						'rest'     => $GLOBALS['cosmetics_bench_rest'],
						'history'  => array(
							'rows'        => (int) $wpdb->get_var( "SELECT COUNT(*) FROM `$history`" ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table's name.
							'data_bytes'  => (int) ( $status['Data_length'] ?? 0 ),
							'index_bytes'  => (int) ( $status['Index_length'] ?? 0 ),
						),
					)
				)
			);
		}
	);
}
