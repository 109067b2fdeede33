<?php
/**
 * PHPUnit bootstrap: loads the test WordPress that scripts/test/php.mjs assembled and installed
 * (`npm run test:php`; running phpunit by hand without the runner stops here with that advice).
 *
 * By the time this runs, the runner has, each in its own PHP process (tests/php/install.php):
 * installed WordPress into a fresh MariaDB database, activated WooCommerce (when found) and then
 * activated this plugin through activate_plugin(), so its real activation hook ran. Here WordPress
 * boots the normal way (wp-load.php) with those plugins active.
 *
 * @package CosmeticsStorefront\Tests
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited

require __DIR__ . '/includes/preload.php';
require __DIR__ . '/includes/RedirectIntercepted.php';
require __DIR__ . '/includes/WpDieException.php';
require __DIR__ . '/includes/SkipReport.php';

// A front-end request, as index.php makes it (template-loader.php only renders templates then).
define( 'WP_USE_THEMES', true );

// wp_die() throws instead of exiting (every flavour of handler).
foreach ( array( 'wp_die_handler', 'wp_die_ajax_handler', 'wp_die_json_handler', 'wp_die_jsonp_handler', 'wp_die_xmlrpc_handler', 'wp_die_xml_handler' ) as $cosmetics_test_hook ) {
	cosmetics_tests_add_filter(
		$cosmetics_test_hook,
		static fn() => static function ( $message, $title = '', $args = array() ) {
			if ( $message instanceof WP_Error ) {
				$message = $message->get_error_message();
			}
			throw new CosmeticsStorefront\Tests\WpDieException( is_scalar( $message ) ? (string) $message : '', $title, $args );
		},
		PHP_INT_MAX
	);
}
unset( $cosmetics_test_hook );

/**
 * Loads WordPress. PHPUnit includes this bootstrap from inside a method, so the file-level variables of
 * WordPress's files (e.g. $shortcode_tags in shortcodes.php) would be locals of that method, and PHPUnit
 * then copies them over the real globals (an empty $shortcode_tags over the registered shortcodes).
 * Hence: the known ones are declared global before loading (as WordPress's own test suite does), and
 * every other file-level variable is copied to $GLOBALS only where no global of that name exists.
 */
function cosmetics_tests_load_wordpress(): void {
	global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories,
		$wp_registered_sidebars, $wp_registered_widgets, $wp_registered_widget_controls, $wp_registered_widget_updates,
		$_wp_sidebars_widgets, $locale, $table_prefix, $wp_embed, $wp_locale, $wp_locale_switcher, $wp_widget_factory, $wp_roles;

	require COSMETICS_TEST_WP_ROOT . 'wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';

	foreach ( get_defined_vars() as $name => $value ) {
		if ( ! array_key_exists( $name, $GLOBALS ) ) {
			$GLOBALS[ $name ] = $value;
		}
	}
}
cosmetics_tests_load_wordpress();

/** Stops the run with a message: the environment is not what the runner prepared. */
function cosmetics_tests_abort( string $message ): void {
	fwrite( STDERR, "\nPHP test bootstrap: $message\n" );
	exit( 1 );
}

const COSMETICS_TEST_PLUGIN = 'cosmetics-storefront/cosmetics-storefront.php';

if ( ! is_plugin_active( COSMETICS_TEST_PLUGIN ) || ! class_exists( CosmeticsStorefront\Plugin::class ) ) {
	cosmetics_tests_abort( COSMETICS_TEST_PLUGIN . ' is not active and loaded.' );
}
$cosmetics_test_expect_wc = '1' === getenv( 'COSMETICS_TEST_WOOCOMMERCE' );
if ( $cosmetics_test_expect_wc && ! ( class_exists( 'WooCommerce' ) && did_action( 'woocommerce_loaded' ) ) ) {
	cosmetics_tests_abort( 'WooCommerce was activated by the runner but did not load.' );
}
if ( ! $cosmetics_test_expect_wc && class_exists( 'WooCommerce' ) ) {
	cosmetics_tests_abort( 'WooCommerce is loaded although the runner did not provide it.' );
}
if ( '/%postname%/' !== get_option( 'permalink_structure' ) ) {
	cosmetics_tests_abort( 'pretty permalinks are not set.' );
}
unset( $cosmetics_test_expect_wc );

require __DIR__ . '/TestCase.php';
require __DIR__ . '/WooCommerceTestCase.php';
