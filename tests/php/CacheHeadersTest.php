<?php
/**
 * Storefront\CacheHeaders: which storefront pages nobody may keep, and the REST answers'
 * Cache-Control. (The headers on the wire: E2E listing-cache.)
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Storefront\CacheHeaders;

final class CacheHeadersTest extends TestCase {

	public function test_a_guest_without_cookies_of_their_own_gets_the_shared_page(): void {
		foreach ( array( '', 'sklep', 'sklep/category/makijaz', 'sklep/product/12', 'kontakt', 'regulamin' ) as $path ) {
			$this->assertFalse( CacheHeaders::is_private( false, array(), $path ), $path );
			// Cookies that say nothing about the visitor (consent, analytics, a test cookie).
			$this->assertFalse( CacheHeaders::is_private( false, array( 'wordpress_test_cookie', 'cookie_consent', '_ga' ), $path ), $path );
		}
	}

	public function test_logged_in_visitors_sessions_carts_and_private_screens_are_kept_by_nobody(): void {
		$this->assertTrue( CacheHeaders::is_private( true, array(), 'sklep' ), 'logged in' );
		foreach ( array( 'wordpress_logged_in_abc', 'wp_woocommerce_session_abc', 'woocommerce_items_in_cart', 'woocommerce_cart_hash', 'wp-postpass_abc' ) as $cookie ) {
			$this->assertTrue( CacheHeaders::is_private( false, array( $cookie ), 'sklep' ), $cookie );
		}
		foreach ( array( 'checkout', 'profil', 'reset_hasla', 'zamowienie/123' ) as $path ) {
			$this->assertTrue( CacheHeaders::is_private( false, array(), $path ), $path );
		}
	}

	public function test_storefront_rest_answers_without_a_cache_control_are_asked_again_before_each_use(): void {
		$answer  = new \WP_REST_Response( array() );
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
		CacheHeaders::rest( $answer, rest_get_server(), $request );
		$this->assertSame( 'no-cache, private', $answer->get_headers()['Cache-Control'] );

		// The cart's own no-store stays.
		$cart = new \WP_REST_Response( array(), 200, array( 'Cache-Control' => 'no-store' ) );
		CacheHeaders::rest( $cart, rest_get_server(), new \WP_REST_Request( 'GET', '/wc/store/v1/cart' ) );
		$this->assertSame( 'no-store', $cart->get_headers()['Cache-Control'] );

		// Other namespaces are WordPress's business.
		$core = new \WP_REST_Response( array() );
		CacheHeaders::rest( $core, rest_get_server(), new \WP_REST_Request( 'GET', '/wp/v2/posts' ) );
		$this->assertArrayNotHasKey( 'Cache-Control', $core->get_headers() );

		// A logged-in user gets WordPress's no-cache headers; ours would replace them.
		wp_set_current_user( $this->createUser() );
		$mine = new \WP_REST_Response( array() );
		CacheHeaders::rest( $mine, rest_get_server(), new \WP_REST_Request( 'GET', '/custom-auth/v1/me' ) );
		$this->assertArrayNotHasKey( 'Cache-Control', $mine->get_headers() );
	}
}
