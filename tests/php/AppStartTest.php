<?php
/**
 * The bundle and the WordPress scripts it needs are printed inert and started by the loader after the
 * first screen is on screen (Storefront\AppStart); a script another plugin prints that needs one of them
 * keeps it (and what it needs) as WordPress prints it.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Storefront\AppStart;

final class AppStartTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		if ( ! is_readable( dirname( __DIR__, 2 ) . '/build/app-start.js' ) || ! is_readable( dirname( __DIR__, 2 ) . '/build/storefront.asset.php' ) ) {
			$this->markTestSkipped( 'Bundle not built (build/app-start.js): run npm run build to test how the app starts.' );
		}
	}

	public function test_the_bundle_and_the_scripts_it_needs_are_inert_until_the_loader_runs_them(): void {
		$html = $this->renderPage( '/sklep' );
		$deps = ( require dirname( __DIR__, 2 ) . '/build/storefront.asset.php' )['dependencies'];
		$this->assertContains( 'react-dom', $deps );
		foreach ( array_merge( $deps, array( 'cosmetics-storefront', 'react', 'wp-hooks', 'wp-i18n' ) ) as $handle ) {
			$tag = $this->tag( $html, $handle . '-js' );
			$this->assertStringContainsString( 'type="' . AppStart::HELD_TYPE . '"', $tag, $handle );
			$this->assertMatchesRegularExpression( '/\sdata-src="http[^"]+"/', $tag, $handle );
			$this->assertDoesNotMatchRegularExpression( '/\s(src|defer|async)[\s=>]/', $tag, $handle );
		}
		// Their inline scripts wait with them, in the same order; the configuration's data block stays data.
		foreach ( array( 'wp-i18n-js-after', 'wp-api-fetch-js-after' ) as $id ) {
			$this->assertStringContainsString( 'type="' . AppStart::HELD_TYPE . '"', $this->tag( $html, $id ) );
		}
		$this->assertLessThan( strpos( $html, 'id="wp-api-fetch-js-after"' ), strpos( $html, 'id="wp-api-fetch-js"' ) );
		$this->assertStringContainsString( 'type="application/json"', $this->tag( $html, 'cosmetics-storefront-config' ) );
		// No live script of the bundle's is left, and the loader comes after all of them.
		$this->assertDoesNotMatchRegularExpression( '/<script\b[^>]*\ssrc="[^"]*(build\/storefront\.js|react-dom|wp-element|api-fetch)/', $html );
		$loader = strpos( $html, 'id="cosmetics-storefront-start-js"' );
		$this->assertNotFalse( $loader );
		$this->assertGreaterThan( strpos( $html, 'id="cosmetics-storefront-js"' ), $loader, 'after the bundle, the last of them' );
		$this->assertStringContainsString( trim( (string) file_get_contents( dirname( __DIR__, 2 ) . '/build/app-start.js' ) ), $html );
	}

	public function test_the_account_dialogs_chunks_are_inert_links_the_loader_turns_into_prefetches(): void {
		$files = require dirname( __DIR__, 2 ) . '/build/prefetch.asset.php';
		$this->assertContains( 'account-dialogs.js', array_map( static fn( $file ) => strtok( $file, '?' ), $files ) );
		$html = $this->renderPage( '/sklep' );
		foreach ( $files as $file ) {
			$as   = str_ends_with( (string) strtok( $file, '?' ), '.css' ) ? 'style' : 'script';
			$link = sprintf( '<link data-cs-prefetch href="%s" as="%s">', esc_url( plugins_url( 'build/' . $file, dirname( __DIR__, 2 ) . '/cosmetics-storefront.php' ) ), $as );
			$this->assertSame( 1, substr_count( $html, $link ), $link );
		}
		$this->assertStringNotContainsString( 'rel="prefetch"', $html );
	}

	public function test_a_script_of_another_plugin_that_needs_react_keeps_react_as_wordpress_prints_it(): void {
		add_action(
			'wp_enqueue_scripts',
			static function (): void {
				wp_enqueue_script( 'other-plugin-widget', 'https://example.test/widget.js', array( 'react' ), '1', array( 'in_footer' => true, 'strategy' => 'defer' ) );
			}
		);
		$html = $this->renderPage( '/sklep' );
		foreach ( array( 'react', 'other-plugin-widget' ) as $handle ) {
			$this->assertMatchesRegularExpression( '/\ssrc="[^"]+"/', $this->tag( $html, $handle . '-js' ), $handle );
			$this->assertStringNotContainsString( AppStart::HELD_TYPE, $this->tag( $html, $handle . '-js' ), $handle );
		}
		// What only the bundle needs still waits; React runs before it, as printed.
		foreach ( array( 'react-dom', 'cosmetics-storefront' ) as $handle ) {
			$this->assertStringContainsString( 'type="' . AppStart::HELD_TYPE . '"', $this->tag( $html, $handle . '-js' ), $handle );
		}
	}

	public function test_an_ordinary_page_keeps_its_scripts_and_has_no_loader(): void {
		$this->createPage( array( 'post_name' => 'o-nas', 'post_content' => 'O nas' ) );
		$html = $this->renderPage( '/o-nas/' );
		$this->assertStringNotContainsString( AppStart::HELD_TYPE, $html );
		$this->assertStringNotContainsString( 'cosmetics-storefront-start-js', $html );
		$this->assertStringNotContainsString( 'data-cs-prefetch', $html );
	}

	/** The opening tag of the element with id $id. */
	private function tag( string $html, string $id ): string {
		$found = preg_match( '/<script\b[^>]*\bid=[\'"]' . preg_quote( $id, '/' ) . '[\'"][^>]*>/', $html, $m );
		$this->assertSame( 1, $found, $id . ' is printed' );
		return $m[0];
	}
}
