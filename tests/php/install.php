<?php
/**
 * Prepares the test site's database, one step per PHP process (run by scripts/test/php.mjs):
 *
 *   php tests/php/install.php core                 wp_install() into the empty database, pretty permalinks
 *   php tests/php/install.php activate <plugin>    activate_plugin() with its real activation hook
 *
 * Each step is its own process on purpose: a plugin activated in the process that installed
 * WordPress (or that activated another plugin) runs its activation against a half-loaded site.
 * Activating WooCommerce first and the storefront plugin in the next process gives our activation
 * hook a fully booted WooCommerce, as on a real site.
 *
 * Output: one line on success; on failure the reason on stderr and exit code 1.
 *
 * @package CosmeticsStorefront\Tests
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited

$step = $argv[1] ?? '';

if ( 'core' === $step ) {
	define( 'WP_INSTALLING', true );
}

require __DIR__ . '/includes/preload.php';

// Turn every PHP warning into a failure of the step: a broken install must not look like a pass.
// WordPress's own notices (_doing_it_wrong, E_USER_*) fail it only when the plugin's code is on the
// stack: WooCommerce 11 itself loads its translations before `init` (its Jetpack connection asks for
// cron schedules on plugins_loaded); that is WooCommerce's to fix and is logged, not fatal.
set_error_handler(
	static function ( int $severity, string $message, string $file, int $line ): bool {
		if ( in_array( $severity, array( E_DEPRECATED, E_USER_DEPRECATED ), true ) || ! ( error_reporting() & $severity ) ) {
			return false; // Default handling (logged if WP_DEBUG_LOG), not fatal.
		}
		if ( in_array( $severity, array( E_USER_NOTICE, E_USER_WARNING ), true ) ) {
			$plugin = dirname( __DIR__, 2 ) . '/';
			$ours   = false;
			foreach ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS ) as $frame ) {
				$ours = $ours || ( isset( $frame['file'] ) && ( str_starts_with( $frame['file'], $plugin . 'includes/' ) || $plugin . 'cosmetics-storefront.php' === $frame['file'] ) );
			}
			if ( ! $ours ) {
				return false;
			}
		}
		throw new ErrorException( $message, 0, $severity, $file, $line );
	}
);

try {
	if ( 'core' === $step ) {
		require COSMETICS_TEST_WP_ROOT . 'wp-config.php';
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';

		$result = wp_install( 'Sklep testowy', 'admin', 'admin@example.org', true, '', wp_generate_password( 24 ) );
		if ( empty( $result['user_id'] ) ) {
			throw new RuntimeException( 'wp_install() created no user.' );
		}
		update_option( 'permalink_structure', '/%postname%/' );
		update_option( 'timezone_string', 'Europe/Warsaw' );
		echo 'WordPress ' . $GLOBALS['wp_version'] . " installed (database version {$GLOBALS['wp_db_version']}).\n";
		exit( 0 );
	}

	if ( 'activate' === $step ) {
		$plugin_file = $argv[2] ?? '';
		if ( ! $plugin_file ) {
			throw new InvalidArgumentException( 'Usage: install.php activate <plugin-dir/plugin-file.php>' );
		}
		require COSMETICS_TEST_WP_ROOT . 'wp-load.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';

		if ( is_plugin_active( $plugin_file ) ) {
			throw new RuntimeException( "$plugin_file is already active before activation." );
		}
		$result = activate_plugin( $plugin_file, '', false, false );
		if ( is_wp_error( $result ) ) {
			$data = $result->get_error_data();
			throw new RuntimeException(
				"activate_plugin( '$plugin_file' ) failed: " . $result->get_error_message()
				. ( is_string( $data ) && '' !== $data ? "\nOutput during activation:\n" . $data : '' )
			);
		}
		if ( ! is_plugin_active( $plugin_file ) ) {
			throw new RuntimeException( "$plugin_file is not active after activate_plugin()." );
		}
		$data = get_plugin_data( WP_PLUGIN_DIR . '/' . $plugin_file, false, false );
		echo "Activated {$data['Name']} {$data['Version']}.\n";
		exit( 0 );
	}

	throw new InvalidArgumentException( "Unknown step '$step'. Steps: core, activate <plugin>." );
} catch ( Throwable $e ) {
	fwrite( STDERR, "install.php $step: " . get_class( $e ) . ': ' . $e->getMessage() . "\n  at " . $e->getFile() . ':' . $e->getLine() . "\n" );
	exit( 1 );
}
