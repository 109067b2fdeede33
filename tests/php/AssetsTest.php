<?php
/**
 * The bundle is enqueued only where the storefront is mounted, with its inline configuration, and
 * nothing secret reaches the page.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Storefront\Assets;
use CosmeticsStorefront\Settings\Settings;

final class AssetsTest extends TestCase {

	private const HANDLE = 'cosmetics-storefront';

	public function test_the_bundle_is_enqueued_on_the_storefront_page(): void {
		$this->enqueueFor( '/' );
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_the_bundle_is_enqueued_on_every_storefront_route(): void {
		$this->enqueueFor( '/sklep/product/123' );
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_the_bundle_is_not_enqueued_on_an_ordinary_page(): void {
		$this->createPage( array( 'post_name' => 'o-nas', 'post_content' => 'O nas' ) );
		$this->enqueueFor( '/o-nas/' );
		$this->assertSame( 'o-nas', get_queried_object()->post_name );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );
		$this->assertNull( $this->inlineConfig() );
	}

	public function test_the_bundle_is_enqueued_on_another_page_holding_the_block(): void {
		$this->createPage( array( 'post_name' => 'promocje', 'post_content' => '<!-- wp:cosmetics/storefront /-->' ) );
		$this->enqueueFor( '/promocje/' );
		$this->assertSame( 'promocje', get_queried_object()->post_name );
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_the_built_bundle_is_registered_from_its_asset_file(): void {
		if ( ! self::bundleBuilt() ) {
			$this->markTestSkipped( 'Bundle not built (build/storefront.asset.php): run npm run build to test its registration.' );
		}
		$this->enqueueFor( '/' );
		$asset  = require dirname( __DIR__, 2 ) . '/build/storefront.asset.php';
		$script = wp_scripts()->registered[ self::HANDLE ];
		$this->assertStringEndsWith( '/wp-content/plugins/cosmetics-storefront/build/storefront.js', $script->src );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertEqualsCanonicalizing( $asset['dependencies'], $script->deps );
	}

	public function test_the_bundles_dependencies_are_deferred_where_wordpress_allows_it(): void {
		if ( ! self::bundleBuilt() ) {
			$this->markTestSkipped( 'Bundle not built (build/storefront.asset.php): run npm run build to test its dependencies.' );
		}
		$this->enqueueFor( '/' );
		$printed = $this->printedScripts();
		foreach ( array( 'react', 'react-dom', 'wp-element', self::HANDLE ) as $handle ) {
			$this->assertMatchesRegularExpression( '/\sdefer[\s>=]/', $this->scriptTag( $printed, $handle ), $handle . ' is deferred' );
		}
		// An inline script after it (WordPress's own) keeps a script blocking, and what it needs with it.
		foreach ( array( 'wp-i18n', 'wp-api-fetch', 'wp-hooks' ) as $handle ) {
			$this->assertDoesNotMatchRegularExpression( '/\sdefer[\s>=]/', $this->scriptTag( $printed, $handle ), $handle . ' stays blocking' );
		}
		// Deferred scripts run in the order printed: React's before the bundle.
		$this->assertLessThan( strpos( $printed, $this->scriptTag( $printed, self::HANDLE ) ), strpos( $printed, $this->scriptTag( $printed, 'react-dom' ) ) );
	}

	public function test_another_plugins_blocking_script_keeps_react_blocking(): void {
		if ( ! self::bundleBuilt() ) {
			$this->markTestSkipped( 'Bundle not built (build/storefront.asset.php): run npm run build to test its dependencies.' );
		}
		add_action(
			'wp_enqueue_scripts',
			static function (): void {
				wp_enqueue_script( 'e2e-blocking-widget', 'https://example.test/widget.js', array( 'react' ), '1', true );
			}
		);
		$this->enqueueFor( '/' );
		$this->assertDoesNotMatchRegularExpression( '/\sdefer[\s>=]/', $this->scriptTag( $this->printedScripts(), 'react' ) );
	}

	/** Every enqueued script's tags, as WordPress prints them. */
	private function printedScripts(): string {
		ob_start();
		wp_scripts()->do_items();
		return (string) ob_get_clean();
	}

	/** The opening tag of the script $handle loads from its file. */
	private function scriptTag( string $printed, string $handle ): string {
		$found = preg_match( '/<script\b[^>]*\bid=[\'"]' . preg_quote( $handle, '/' ) . '-js[\'"][^>]*>/', $printed, $m );
		$this->assertSame( 1, $found, $handle . ' is printed' );
		return $m[0];
	}

	public function test_the_inline_configuration_has_what_the_bundle_reads(): void {
		$this->enqueueFor( '/' );
		$config = $this->inlineConfig();
		$this->assertIsArray( $config );
		foreach ( array( 'restRoot', 'restNonce', 'storeApiNonce', 'siteName', 'basePath', 'wooCommerceActive', 'settings', 'preload' ) as $key ) {
			$this->assertArrayHasKey( $key, $config );
		}
		$this->assertSame( rest_url(), $config['restRoot'] );
		$this->assertSame( '/', $config['basePath'] );
		$this->assertSame( get_bloginfo( 'name' ), $config['siteName'] );
		$this->assertSame( Settings::shop_category_ids(), $config['settings']['shopCategoryIds'], 'the chosen categories, else every top-level one' );
		$this->assertSame( Assets::public_settings(), $config['settings'] );
	}

	public function test_the_rest_nonce_is_valid_for_the_visitor(): void {
		$user = $this->createUser( get_role( 'customer' ) ? 'customer' : 'subscriber' ); // 'customer' exists with WooCommerce.
		wp_set_current_user( $user );
		$this->enqueueFor( '/' );
		$this->assertSame( 1, wp_verify_nonce( $this->inlineConfig()['restNonce'], 'wp_rest' ) );
	}

	public function test_the_store_api_fields_follow_whether_woocommerce_is_active(): void {
		$this->enqueueFor( '/sklep' );
		$config = $this->inlineConfig();
		if ( self::woocommerceLoaded() ) {
			$this->assertSame( 1, wp_verify_nonce( $config['storeApiNonce'], 'wc_store_api' ) );
			$this->assertNotEmpty( $config['preload'] );
		} else {
			// No Store API to talk to: no nonce for it, nothing preloaded from it.
			$this->assertSame( '', $config['storeApiNonce'] );
			$this->assertSame( array(), $config['preload'] );
		}
	}

	public function test_the_page_prints_the_mount_point_the_bundle_and_its_configuration(): void {
		$standIn = $this->bundleStandInUnlessBuilt();
		$html    = $this->renderPage( '/sklep' );

		$this->assertNull( $this->redirect );
		$this->assertSame( 1, substr_count( $html, '<div id="cosmetics-storefront"' ) );
		$src = $standIn ? 'http://example.org/stand-in/storefront.js' : '/wp-content/plugins/cosmetics-storefront/build/storefront.js';
		$this->assertStringContainsString( $src, $html );
		$config = $this->configFromHtml( $html );
		$this->assertIsArray( $config );
		$this->assertSame( rest_url(), $config['restRoot'] );
		// The configuration comes before the bundle that reads it, as data: no script runs it.
		$this->assertLessThan( strpos( $html, $src ), strpos( $html, 'id="cosmetics-storefront-config"' ) );
		$this->assertStringNotContainsString( 'window.cosmeticsStorefront', $html );
	}

	public function test_the_storefront_page_uses_the_full_page_template(): void {
		$html = $this->renderPage( '/' );
		$this->assertMatchesRegularExpression( '/<body[^>]*class="[^"]*cosmetics-storefront-canvas/', $html );
		$this->assertStringNotContainsString( 'test-theme-content', $html, 'The theme\'s own template was used.' );
	}

	/**
	 * @dataProvider visitors
	 */
	public function test_no_secret_reaches_the_page( string $role ): void {
		global $wpdb;
		if ( '' !== $role ) {
			wp_set_current_user( $this->createUser( $role ) );
		}
		$this->bundleStandInUnlessBuilt();
		$html = $this->renderPage( '/sklep' ) . $this->renderPage( '/profil' );
		$this->assertIsArray( $this->configFromHtml( $html ) );

		$this->assertNoSecrets( $html );
		foreach ( $wpdb->get_col( "SELECT user_pass FROM {$wpdb->users}" ) as $hash ) {
			$this->assertStringNotContainsString( $hash, $html, 'A password hash is in the page.' );
		}
	}

	/** @return array<string,array{string}> */
	public function visitors(): array {
		return array(
			'guest'         => array( '' ),
			'subscriber'    => array( 'subscriber' ),
			'administrator' => array( 'administrator' ),
		);
	}

	private function assertNoSecrets( string $html ): void {
		$this->assertStringNotContainsString( COSMETICS_JWT_SECRET, $html, 'COSMETICS_JWT_SECRET is in the page.' );
		foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $constant ) {
			$this->assertStringNotContainsString( constant( $constant ), $html, "$constant is in the page." );
		}
		$this->assertDoesNotMatchRegularExpression( '/\b(ck|cs)_[0-9a-f]{32,}/', $html, 'A WooCommerce REST API key is in the page.' );
		$this->assertDoesNotMatchRegularExpression( '#\$(P|H)\$[./0-9A-Za-z]{31}|\$2y\$\d\d\$|\$wp\$2y\$|\$argon2#', $html, 'A password hash is in the page.' );
		$this->assertStringNotContainsString( 'user_pass', $html );
	}
}
