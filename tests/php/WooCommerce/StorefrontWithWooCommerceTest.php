<?php
/**
 * The storefront's routes and page with WooCommerce active: the storefront wins over WooCommerce's
 * own pages, and no WooCommerce secret reaches the page.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Storefront\Assets;
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

		$this->assertIsArray( $this->configFromHtml( $html ) );
		$this->assertStringNotContainsString( $consumer_secret, $html );
		$this->assertStringNotContainsString( $consumer_key, $html );
		$this->assertStringNotContainsString( wc_api_hash( $consumer_key ), $html );
		$this->assertDoesNotMatchRegularExpression( '/\b(ck|cs)_[0-9a-f]{32,}/', $html );
		$this->assertStringNotContainsString( COSMETICS_JWT_SECRET, $html );
	}

	public function test_the_storefront_page_leaves_out_woocommerces_classic_front_end_assets(): void {
		$this->enqueueFor( '/sklep' );
		$this->assertTrue( wp_script_is( 'cosmetics-storefront', 'enqueued' ) );
		foreach ( array( 'wc-add-to-cart', 'woocommerce' ) as $handle ) {
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ), $handle );
		}
		foreach ( array( 'woocommerce-general', 'woocommerce-layout', 'woocommerce-smallscreen' ) as $handle ) {
			$this->assertFalse( wp_style_is( $handle, 'enqueued' ), $handle );
		}
	}

	public function test_other_pages_keep_woocommerces_classic_assets(): void {
		// WooCommerce remembers registered handles in static arrays across tests, so this checks the
		// plugin's decision rather than WooCommerce's queue.
		$page = $this->createPage( array( 'post_name' => 'o-nas', 'post_content' => 'O nas' ) );
		$this->goTo( get_permalink( $page ) );
		$this->assertFalse( Assets::page_has_storefront() );
		$styles = array( 'woocommerce-general' => array( 'src' => 'woocommerce.css' ) );
		$this->assertSame( $styles, apply_filters( 'woocommerce_enqueue_styles', $styles ) );

		$this->goTo( '/sklep' );
		$this->assertTrue( Assets::page_has_storefront() );
		$this->assertSame( array(), apply_filters( 'woocommerce_enqueue_styles', $styles ) );
	}
}
