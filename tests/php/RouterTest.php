<?php
/**
 * A full page load of every route of the spec serves the storefront page (pretty permalinks, the
 * plugin's rewrite rules), without WordPress redirecting it elsewhere; unknown paths serve it with 404.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Storefront\Router;
use CosmeticsStorefront\Settings\Settings;

final class RouterTest extends TestCase {

	/** @return array<string,string[]> src/test/route-cases.json: the paths src/routes.tsx routes too. */
	private static function routeCases(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/test/route-cases.json' ), true, 512, JSON_THROW_ON_ERROR );
	}

	/** @return array<string,array{string}> */
	public function storefrontRoutes(): array {
		// Product, category and order addresses answer 200 only for what exists: tests/php/Seo/PageHeadTest.php.
		$routes = array_values( array_filter( self::routeCases()['storefront'], static fn( $path ) => ! preg_match( '#^/(sklep/(product|category)|zamowienie)/#', $path ) ) );
		return array_combine( $routes, array_map( static fn( $r ) => array( $r ), $routes ) );
	}

	public function test_every_storefront_path_is_routed_to_the_storefront(): void {
		foreach ( self::routeCases()['storefront'] as $path ) {
			$this->goTo( $path );
			$this->assertNotSame( '', (string) get_query_var( Router::QUERY_VAR ), $path );
			$this->assertSame( Settings::storefront_page_id(), get_queried_object_id(), $path );
		}
	}

	/**
	 * @dataProvider storefrontRoutes
	 */
	public function test_a_storefront_route_serves_the_storefront_page( string $path ): void {
		$page_id = Settings::storefront_page_id();
		$this->assertGreaterThan( 0, $page_id );

		$this->goTo( $path );

		$this->assertNull( $this->redirect, 'Redirected to ' . ( $this->redirect['location'] ?? '' ) );
		$this->assertSame( $page_id, get_queried_object_id() );
		$this->assertTrue( is_page( $page_id ) );
		$this->assertFalse( is_404() );
		$this->assertSame( 200, $this->lastStatus() );
	}

	public function test_the_home_page_is_the_storefront_page(): void {
		$this->goTo( '/' );
		$this->assertNull( $this->redirect );
		$this->assertTrue( is_front_page() );
		$this->assertSame( Settings::storefront_page_id(), get_queried_object_id() );
		$this->assertSame( 200, $this->lastStatus() );
	}

	public function test_the_request_keeps_the_route_for_the_bundle(): void {
		$this->goTo( '/polityka-zwrotow' );
		$this->assertSame( 'polityka-zwrotow', get_query_var( 'cosmetics_storefront_route' ) );
		$this->assertSame( 'polityka-zwrotow', $GLOBALS['wp']->request );
	}

	public function test_the_storefront_wins_over_a_page_with_the_same_slug(): void {
		// WooCommerce creates a page 'checkout' when it is installed; without it, make one.
		$checkout = get_page_by_path( 'checkout' ) ? get_page_by_path( 'checkout' )->ID : $this->createPage( array( 'post_name' => 'checkout' ) );
		$kontakt  = $this->createPage( array( 'post_name' => 'kontakt', 'post_title' => 'Kontakt' ) );
		$this->assertSame( 'checkout', get_post( $checkout )->post_name );
		$this->assertSame( 'kontakt', get_post( $kontakt )->post_name );

		foreach ( array( '/checkout/', '/kontakt/' ) as $path ) {
			$this->goTo( $path );
			$this->assertSame( Settings::storefront_page_id(), get_queried_object_id(), $path );
			$this->assertNull( $this->redirect, $path );
		}
		$this->assertNotSame( $kontakt, get_queried_object_id() );
		$this->assertNotSame( $checkout, get_queried_object_id() );
	}

	/**
	 * In a Polish shop WooCommerce's shop page is 'sklep' and its product archive (a rule added on init
	 * before ours) takes /sklep: the storefront's rules still come first.
	 */
	public function test_the_storefront_wins_over_an_archive_registered_before_it(): void {
		global $wp_rewrite;
		$wp_rewrite->extra_rules_top = array();
		register_post_type(
			'cs_test_archive',
			array(
				'public'      => true,
				'has_archive' => 'sklep',
				'rewrite'     => array( 'slug' => 'produkt-testowy' ),
			)
		);
		Router::add_rewrite_rules();
		flush_rewrite_rules( false );
		try {
			foreach ( array( '/sklep', '/sklep/' ) as $path ) {
				$this->goTo( $path );
				$this->assertNull( $this->redirect, $path . ' redirected to ' . ( $this->redirect['location'] ?? '' ) );
				$this->assertSame( Settings::storefront_page_id(), get_queried_object_id(), $path );
				$this->assertFalse( is_post_type_archive( 'cs_test_archive' ), $path );
			}
		} finally {
			unregister_post_type( 'cs_test_archive' );
			flush_rewrite_rules( false );
		}
	}

	public function test_an_ordinary_page_is_still_served_as_itself(): void {
		$page = $this->createPage( array( 'post_name' => 'o-nas', 'post_title' => 'O nas' ) );
		$this->goTo( '/o-nas/' );
		$this->assertSame( $page, get_queried_object_id() );
		$this->assertSame( 200, $this->lastStatus() );
	}

	/** @return array<string,array{string}> */
	public function unknownPaths(): array {
		// The shared unknown paths, and ids that are not numbers (the client's screens say "not found" for these).
		$paths = array_merge( self::routeCases()['unknown'], array( '/zamowienie/abc', '/sklep/product/abc' ) );
		return array_combine( $paths, array_map( static fn( $p ) => array( $p ), $paths ) );
	}

	/**
	 * @dataProvider unknownPaths
	 */
	public function test_an_unknown_path_serves_the_storefront_page_with_status_404( string $path ): void {
		$this->goTo( $path );

		$this->assertNull( $this->redirect, 'Redirected to ' . ( $this->redirect['location'] ?? '' ) );
		$this->assertSame( Settings::storefront_page_id(), get_queried_object_id() );
		$this->assertSame( 404, $this->lastStatus() );
	}

	public function test_the_404_page_renders_the_storefront(): void {
		$html = $this->renderPage( '/nie-ma-takiej-strony' );
		$this->assertSame( 404, $this->lastStatus() );
		$this->assertStringContainsString( '<div id="cosmetics-storefront"', $html );
	}

	public function test_the_routes_are_matched_by_the_plugins_rewrite_rule(): void {
		$this->goTo( '/zamowienie/55' );
		$rule = $GLOBALS['wp']->matched_rule;
		$this->assertStringContainsString( 'zamowienie', $rule );
		$this->assertStringContainsString( 'reset_hasla', $rule );
		$this->assertArrayHasKey( $rule, get_option( 'rewrite_rules' ), 'The rule is not in the stored (flushed) rules.' );
	}

	public function test_routes_work_when_the_storefront_page_is_not_the_front_page(): void {
		update_option( 'show_on_front', 'posts' );
		$this->goTo( '/sklep/product/12' );
		$this->assertNull( $this->redirect );
		$this->assertSame( Settings::storefront_page_id(), get_queried_object_id() );
	}

	public function test_other_urls_are_still_redirected_canonically(): void {
		$this->goTo( '/nie-ma-takiej-strony' ); // A 404 first: its state must not leak into the next request.
		$this->createPage( array( 'post_name' => 'o-nas' ) );

		$this->goTo( '/o-nas' );

		$this->assertSame(
			array(
				'location' => 'http://example.org/o-nas/',
				'status'   => 301,
			),
			$this->redirect
		);
	}

	public function test_woocommerces_checkout_endpoints_are_not_taken_by_the_storefront(): void {
		$ours = array_keys(
			array_filter(
				(array) get_option( 'rewrite_rules' ),
				static fn( $query ) => str_contains( (string) $query, 'cosmetics_storefront_route=' )
			)
		);
		$this->assertCount( 1, $ours );
		$matches = static fn( string $path ): bool => 1 === preg_match( '#^' . $ours[0] . '#', $path );

		$this->assertTrue( $matches( 'checkout' ) );
		$this->assertTrue( $matches( 'checkout/' ) );
		// Payment gateways send customers back to these WooCommerce endpoints.
		$this->assertFalse( $matches( 'checkout/order-received/5/' ) );
		$this->assertFalse( $matches( 'checkout/order-pay/5/' ) );
	}

	public function test_without_a_storefront_page_a_route_is_a_404_not_the_blog(): void {
		update_option( Settings::OPTION, array( 'page_id' => 0 ) );
		$this->assertSame( 0, Settings::storefront_page_id() );

		$this->goTo( '/sklep' );

		$this->assertTrue( is_404() );
		$this->assertFalse( is_home() );
		$this->assertSame( 404, $this->lastStatus() );
	}

	public function test_a_storefront_url_keeps_its_path_but_gets_the_canonical_host(): void {
		$host                 = $_SERVER['HTTP_HOST'] ?? null;
		$_SERVER['HTTP_HOST'] = 'www.' . wp_parse_url( home_url(), PHP_URL_HOST );
		try {
			$this->goTo( '/sklep/product/12?utm_source=x' );
		} finally {
			$_SERVER['HTTP_HOST'] = $host;
		}
		$this->assertSame(
			array(
				'location' => home_url( '/sklep/product/12?utm_source=x' ),
				'status'   => 301,
			),
			$this->redirect
		);
	}
}
