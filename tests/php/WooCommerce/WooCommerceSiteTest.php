<?php
/**
 * WooCommerce is really installed and running beside the plugin, and the plugin declares what
 * WooCommerce asks plugins to declare.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use Automattic\WooCommerce\Utilities\FeaturesUtil;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class WooCommerceSiteTest extends WooCommerceTestCase {

	private const PLUGIN = 'cosmetics-storefront/cosmetics-storefront.php';

	public function test_woocommerce_was_installed_by_its_activation(): void {
		global $wpdb;
		$this->assertSame( WC()->version, get_option( 'woocommerce_version' ) );
		$this->assertTableExists( $wpdb->prefix . 'wc_product_meta_lookup' );
		$this->assertTableExists( $wpdb->prefix . 'woocommerce_sessions' );
		$this->assertTrue( version_compare( WC()->version, '9.4', '>=' ) );
	}

	public function test_hpos_compatibility_is_declared(): void {
		$plugins = FeaturesUtil::get_compatible_plugins_for_feature( 'custom_order_tables' );
		$this->assertContains( self::PLUGIN, $plugins['compatible'] );
		$this->assertNotContains( self::PLUGIN, $plugins['incompatible'] );
	}

	public function test_cart_and_checkout_blocks_compatibility_is_declared(): void {
		$plugins = FeaturesUtil::get_compatible_plugins_for_feature( 'cart_checkout_blocks' );
		$this->assertContains( self::PLUGIN, $plugins['compatible'] );
	}
}
