<?php
/**
 * Loaded before WordPress by tests/php/install.php and tests/php/bootstrap.php (never by the plugin).
 *
 * Sets up a CLI "request" for http://example.org/, and hooks that must exist before WordPress runs:
 * a mail sink (nothing is ever sent; tests read $GLOBALS['cosmetics_test_mails']) and a ban on HTTP
 * requests leaving the machine (WP_HTTP_BLOCK_EXTERNAL in wp-config.php does the same for WP_Http).
 *
 * @package CosmeticsStorefront\Tests
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited

if ( 'cli' !== PHP_SAPI ) {
	exit( 'The test harness runs from the command line only.' );
}

$cosmetics_test_wp = getenv( 'COSMETICS_TEST_WP_ROOT' );
if ( ! $cosmetics_test_wp || ! is_file( rtrim( $cosmetics_test_wp, '/' ) . '/wp-config.php' ) ) {
	fwrite( STDERR, "The PHP tests need the test site that the runner assembles. Run them with: npm run test:php\n" );
	exit( 1 );
}
define( 'COSMETICS_TEST_WP_ROOT', rtrim( $cosmetics_test_wp, '/' ) . '/' );

$_SERVER['HTTP_HOST']       = 'example.org';
$_SERVER['SERVER_NAME']     = 'example.org';
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_NAME']     = '/index.php';
unset( $_SERVER['HTTPS'] );

// Fatal errors are not displayed (WP_DEBUG_DISPLAY is off so that WooCommerce's deprecations stay in
// the log): say so on stderr, or a crashed run would end without a word.
register_shutdown_function(
	static function (): void {
		$error = error_get_last();
		if ( $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR ), true ) ) {
			fwrite( STDERR, "\nPHP fatal error: {$error['message']} in {$error['file']}:{$error['line']}\n" );
		}
	}
);

$GLOBALS['cosmetics_test_mails'] = array();

/**
 * add_filter() that also works before WordPress is loaded (WP_Hook::build_preinitialized_hooks()).
 */
function cosmetics_tests_add_filter( string $hook, callable $callback, int $priority = 10, int $accepted_args = 1 ): void {
	global $wp_filter;
	if ( function_exists( 'add_filter' ) ) {
		add_filter( $hook, $callback, $priority, $accepted_args );
		return;
	}
	$wp_filter[ $hook ][ $priority ][] = array(
		'function'      => $callback,
		'accepted_args' => $accepted_args,
	);
}

// Mail sink: wp_mail() returns true and records the message instead of sending it. An HTML mail
// (WooCommerce's e-mails) keeps its markup in 'html' and its text in 'message', as a mail client
// shows it (paragraphs and line breaks, entities decoded), so that tests read codes and links alike.
cosmetics_tests_add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		$message = (string) $atts['message'];
		if ( preg_match( '/<html[\s>]/i', $message ) ) {
			$atts['html']    = $message;
			$text            = preg_replace( array( '#<br\s*/?>\s*#i', '#</p>\s*#i', '#<head\b.*?</head>#is', '#<style\b.*?</style>#is' ), array( "\n", "\n\n", '', '' ), $message );
			$atts['message'] = trim( html_entity_decode( strip_tags( (string) $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		}
		$GLOBALS['cosmetics_test_mails'][] = $atts;
		return true;
	},
	10,
	2
);

// No HTTP request is made at all (WP_HTTP_BLOCK_EXTERNAL in wp-config.php covers WP_Http too);
// attempted URLs are kept for debugging in $GLOBALS['cosmetics_test_http']. The one exception: a URL
// under a prefix a test put in $GLOBALS['cosmetics_test_http_local'], a server on 127.0.0.1 that the
// test started itself (WP_ACCESSIBLE_HOSTS lets only 127.0.0.1 past WP_HTTP_BLOCK_EXTERNAL).
$GLOBALS['cosmetics_test_http']       = array();
$GLOBALS['cosmetics_test_http_local'] = array();
cosmetics_tests_add_filter(
	'pre_http_request',
	static function ( $response, $args, $url ) {
		$GLOBALS['cosmetics_test_http'][] = $url;
		foreach ( $GLOBALS['cosmetics_test_http_local'] as $prefix ) {
			if ( str_starts_with( (string) $url, 'http://127.0.0.1:' ) && str_starts_with( (string) $url, $prefix ) ) {
				return $response;
			}
		}
		return new WP_Error( 'cosmetics_tests_no_http', 'No HTTP requests in the PHP tests: ' . $url );
	},
	10,
	3
);
