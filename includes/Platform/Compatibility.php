<?php
/**
 * Declares what the plugin supports to WooCommerce (HPOS: orders are read and written through
 * WooCommerce's CRUD only).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

use Automattic\WooCommerce\Utilities\FeaturesUtil;

defined( 'ABSPATH' ) || exit;

final class Compatibility {

	public static function hooks(): void {
		add_action( 'before_woocommerce_init', array( self::class, 'declare' ) );
	}

	public static function declare(): void {
		if ( class_exists( FeaturesUtil::class ) ) {
			FeaturesUtil::declare_compatibility( 'custom_order_tables', PluginInfo::file(), true );
			FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', PluginInfo::file(), true );
		}
	}
}
