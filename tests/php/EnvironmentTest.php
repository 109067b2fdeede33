<?php
/**
 * The harness itself: what the other tests rely on is real (WordPress, MariaDB, the active plugin,
 * transactions per test, the mail sink).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Plugin;

final class EnvironmentTest extends TestCase {

	public function test_the_plugin_is_active_and_booted_from_this_repository(): void {
		$this->assertTrue( is_plugin_active( 'cosmetics-storefront/cosmetics-storefront.php' ) );
		$this->assertSame( realpath( dirname( __DIR__, 2 ) . '/cosmetics-storefront.php' ), realpath( Plugin::file() ) );
		$this->assertSame( 'cosmetics-storefront/cosmetics-storefront.php', plugin_basename( Plugin::file() ) );
		$this->assertGreaterThan( 0, did_action( 'init' ) );
	}

	public function test_wordpress_runs_on_mariadb(): void {
		global $wpdb;
		$this->assertStringContainsStringIgnoringCase( 'mariadb', (string) $wpdb->get_var( 'SELECT VERSION()' ) );
		$this->assertSame( 'InnoDB', $wpdb->get_var( $wpdb->prepare( 'SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = %s AND TABLE_NAME = %s', DB_NAME, $wpdb->options ) ) );
		$this->assertTrue( version_compare( $GLOBALS['wp_version'], '6.5', '>=' ) );
	}

	public function test_a_write_inside_a_test_is_visible_inside_the_test(): void {
		update_option( 'cosmetics_test_rollback_probe', 'written' );
		wp_cache_flush();
		$this->assertSame( 'written', get_option( 'cosmetics_test_rollback_probe' ) );
	}

	/**
	 * @depends test_a_write_inside_a_test_is_visible_inside_the_test
	 */
	public function test_the_previous_tests_write_was_rolled_back(): void {
		$this->assertFalse( get_option( 'cosmetics_test_rollback_probe' ) );
	}

	public function test_mail_is_captured_not_sent(): void {
		$this->assertTrue( wp_mail( 'klient@example.org', 'Temat', 'Treść' ) );
		$this->assertCount( 1, $GLOBALS['cosmetics_test_mails'] );
		$this->assertSame( 'klient@example.org', $GLOBALS['cosmetics_test_mails'][0]['to'] );
	}

	public function test_http_requests_never_leave_the_machine(): void {
		$this->assertTrue( WP_HTTP_BLOCK_EXTERNAL );
		$response = wp_remote_get( 'https://wordpress.org/' );
		$this->assertWPError( $response );
		$this->assertSame( array( 'https://wordpress.org/' ), $GLOBALS['cosmetics_test_http'] );
	}

	public function test_woocommerce_is_loaded_exactly_when_the_runner_provided_it(): void {
		$this->assertSame( '1' === getenv( 'COSMETICS_TEST_WOOCOMMERCE' ), self::woocommerceLoaded() );
	}

	private function assertWPError( mixed $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}
}
