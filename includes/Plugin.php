<?php
/**
 * Wires the plugin's features into WordPress. Nothing else happens at load time.
 *
 * Each feature folder has one entry class (Platform\Feature) listing, as data, the classes whose hooks
 * it installs, its REST routes, its Store API behaviours and its e-mails; the boot names the features
 * only, and hands the Store API list (StoreApiList: which Store API route gets which behaviours, in
 * which order) to the pipeline. Their order is the order hooks are added in, which decides who runs first on one hook at one
 * priority: keep it (wp-admin's classes come after every feature's others, as they always did).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront;

use CosmeticsStorefront\Platform\Emails;
use CosmeticsStorefront\Platform\PluginInfo;
use CosmeticsStorefront\Platform\Routes;
use CosmeticsStorefront\Platform\StoreApi\StoreApiPipeline;

defined( 'ABSPATH' ) || exit;

final class Plugin {

	public const VERSION = PluginInfo::VERSION;

	/** The features, in the order their hooks are added. */
	public const FEATURES = array(
		Install\InstallFeature::class,
		Platform\PlatformFeature::class,
		Settings\SettingsFeature::class,
		Shipping\ShippingFeature::class,
		Pricing\PricingFeature::class,
		Catalogue\CatalogueFeature::class,
		CartCheckout\CartCheckoutFeature::class,
		Payments\PaymentsFeature::class,
		Search\SearchFeature::class,
		Invoices\InvoicesFeature::class,
		Seo\SeoFeature::class,
		Storefront\StorefrontFeature::class,
		Legal\LegalFeature::class,
		Accounts\AccountsFeature::class,
	);

	public static function boot( string $plugin_file ): void {
		PluginInfo::set_file( $plugin_file );
		Routes::collect( self::FEATURES );
		Emails::collect( self::FEATURES );
		StoreApiPipeline::run_list( StoreApiList::class );
		foreach ( self::FEATURES as $feature ) {
			$feature::hooks();
		}
		if ( is_admin() ) {
			foreach ( self::FEATURES as $feature ) {
				$feature::admin_hooks();
			}
		}
	}

	/** Absolute path of the main plugin file. */
	public static function file(): string {
		return PluginInfo::file();
	}
}
