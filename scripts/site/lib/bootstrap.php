<?php
/**
 * Load WordPress from the command line for the local dev site's helper scripts.
 *
 * Environment (set by scripts/site/start.mjs):
 *   COSMETICS_WP_DIR     absolute path of .site/wordpress
 *   COSMETICS_SITE_HOST  host:port the site is served on (default 127.0.0.1:8888)
 *
 * Define COSMETICS_CLI_INSTALLING before including this file to load WordPress in installing mode.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$cs_wp_dir = getenv( 'COSMETICS_WP_DIR' );
if ( ! $cs_wp_dir || ! is_file( $cs_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "COSMETICS_WP_DIR must point to the site's WordPress folder.\n" );
	exit( 2 );
}
$cs_host = getenv( 'COSMETICS_SITE_HOST' ) ?: '127.0.0.1:8888';

$_SERVER['HTTP_HOST']       = $cs_host;
$_SERVER['SERVER_NAME']     = explode( ':', $cs_host )[0];
$_SERVER['SERVER_PORT']     = explode( ':', $cs_host )[1] ?? '80';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['HTTP_USER_AGENT'] = 'cosmetics-site-cli';
unset( $_SERVER['HTTPS'] );

if ( defined( 'COSMETICS_CLI_INSTALLING' ) ) {
	define( 'WP_INSTALLING', true );
}

// No HTML "critical error" page on the terminal: fatal errors go to the debug log (scripts/lib/site.mjs prints its tail when an install step fails).
define( 'WP_DISABLE_FATAL_ERROR_HANDLER', true );

// Make fatal errors visible and non-zero.
ini_set( 'display_errors', 'stderr' );
error_reporting( E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED );

require_once $cs_wp_dir . '/wp-load.php';
unset( $cs_wp_dir, $cs_host );

/** Print a line to stdout. */
function cs_say( string $msg ): void {
	fwrite( STDOUT, $msg . "\n" );
}

/** Print to stderr and exit non-zero. */
function cs_fail( string $msg, int $code = 1 ): void {
	fwrite( STDERR, 'ERROR: ' . $msg . "\n" );
	exit( $code );
}
