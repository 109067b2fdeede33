<?php
/**
 * Helper of the rate-limit benchmark on the local dev shop (never a real shop):
 *   php scripts/bench/ratelimit.php hit <bucket> <n>  → {"done":n}   (n hits, one after another)
 *   php scripts/bench/ratelimit.php take <bucket> <n> <max> → {"allowed":…} (n requests under a limit of max)
 *   php scripts/bench/ratelimit.php count <bucket>    → {"hits":…}
 *   php scripts/bench/ratelimit.php clear <bucket>    → {"cleared":true}
 * Environment: COSMETICS_WP_DIR (the site's WordPress), COSMETICS_SITE_HOST.
 *
 * @package CosmeticsStorefront
 */

use CosmeticsStorefront\Platform\RateLimiter;

require __DIR__ . '/../site/lib/bootstrap.php';

$cs_action = $argv[1] ?? '';
$cs_bucket = 'bench_parallel|' . ( $argv[2] ?? 'run' );
if ( 'hit' === $cs_action ) {
	$cs_n = max( 1, (int) ( $argv[3] ?? 1 ) );
	for ( $i = 0; $i < $cs_n; $i++ ) {
		RateLimiter::hit( $cs_bucket, 600 );
	}
	echo wp_json_encode( array( 'done' => $cs_n ) ), "\n";
} elseif ( 'take' === $cs_action ) {
	$cs_allowed = 0;
	for ( $i = 0, $cs_n = max( 1, (int) ( $argv[3] ?? 1 ) ); $i < $cs_n; $i++ ) {
		$cs_allowed += RateLimiter::take( $cs_bucket, (int) ( $argv[4] ?? 5 ), 600 ) ? 1 : 0;
	}
	echo wp_json_encode( array( 'allowed' => $cs_allowed ) ), "\n";
} elseif ( 'count' === $cs_action ) {
	echo wp_json_encode( array( 'hits' => RateLimiter::hits( $cs_bucket ) ) ), "\n";
} elseif ( 'clear' === $cs_action ) {
	RateLimiter::clear( $cs_bucket );
	echo wp_json_encode( array( 'cleared' => true ) ), "\n";
} else {
	fwrite( STDERR, "usage: hit <bucket> <n> | take <bucket> <n> <max> | count <bucket> | clear <bucket>\n" );
	exit( 2 );
}
