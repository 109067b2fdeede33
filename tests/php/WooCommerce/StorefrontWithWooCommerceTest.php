<?php
/**
 * The storefront's routes and page with WooCommerce active: the storefront wins over WooCommerce's
 * own pages, and no WooCommerce secret reaches the page.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class StorefrontWithWooCommerceTest extends WooCommerceTestCase {

	public function test_checkout_serves_the_storefront_not_woocommerces_checkout(): void {
		$this->goTo( '/checkout' );
		$this->assertNull( $this->redirect, 'Redirected to ' . ( $this->redirect['location'] ?? '' ) );
		$this->assertSame( Settings::storefront_page_id(), get_queried_object_id() );
		$this->assertFalse( is_checkout() );
	}

	public function test_no_woocommerce_api_key_reaches_the_shop_page(): void {
		global $wpdb;
		$admin           = $this->createUser( 'administrator' );
		$consumer_key    = 'ck_' . wc_rand_hash();
		$consumer_secret = 'cs_' . wc_rand_hash();
		// As WooCommerce stores a key created in WooCommerce → Settings → Advanced → REST API.
		$wpdb->insert(
			$wpdb->prefix . 'woocommerce_api_keys',
			array(
				'user_id'         => $admin,
				'description'     => 'storefront',
				'permissions'     => 'read_write',
				'consumer_key'    => wc_api_hash( $consumer_key ),
				'consumer_secret' => $consumer_secret,
				'truncated_key'   => substr( $consumer_key, -7 ),
			)
		);
		wp_set_current_user( $admin );
		$this->bundleStandInUnlessBuilt();
		$html = $this->renderPage( '/sklep' );

		$this->assertStringContainsString( 'window.cosmeticsStorefront', $html );
		$this->assertStringNotContainsString( $consumer_secret, $html );
		$this->assertStringNotContainsString( $consumer_key, $html );
		$this->assertStringNotContainsString( wc_api_hash( $consumer_key ), $html );
		$this->assertDoesNotMatchRegularExpression( '/\b(ck|cs)_[0-9a-f]{32,}/', $html );
		$this->assertStringNotContainsString( COSMETICS_JWT_SECRET, $html );
	}
}
