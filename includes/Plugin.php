<?php
/**
 * Wires the plugin's parts into WordPress. Nothing else happens at load time.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront;

use CosmeticsStorefront\Admin\PriceHistoryBox;
use CosmeticsStorefront\Admin\ProductPriceColumn;
use CosmeticsStorefront\Admin\ProductPriceFields;
use CosmeticsStorefront\Admin\SettingsPage;
use CosmeticsStorefront\Frontend\Assets;
use CosmeticsStorefront\Frontend\Canvas;
use CosmeticsStorefront\Frontend\CacheHeaders;
use CosmeticsStorefront\Frontend\FrameHeaders;
use CosmeticsStorefront\Frontend\ListingCache;
use CosmeticsStorefront\Frontend\Mount;
use CosmeticsStorefront\Frontend\Placement;
use CosmeticsStorefront\Frontend\Router;
use CosmeticsStorefront\Seo\Head;
use CosmeticsStorefront\Seo\Listing;
use CosmeticsStorefront\Seo\Sitemaps;
use CosmeticsStorefront\Seo\StorefrontLinks;
use CosmeticsStorefront\Seo\Yoast;
use CosmeticsStorefront\Install\Installer;
use CosmeticsStorefront\Legal\LegalPages;
use CosmeticsStorefront\Rest\RestRequestDetection;
use CosmeticsStorefront\Rest\Routes;
use CosmeticsStorefront\Settings\ShopInfo;
use CosmeticsStorefront\WooCommerce\Compatibility;
use CosmeticsStorefront\WooCommerce\CouponMaths;
use CosmeticsStorefront\Pricing\ProfessionalSaleCalendar;
use CosmeticsStorefront\WooCommerce\PriceChanges;
use CosmeticsStorefront\WooCommerce\PriceSort;
use CosmeticsStorefront\WooCommerce\ProfessionalPriceQueries;
use CosmeticsStorefront\WooCommerce\ProfessionalPrices;
use CosmeticsStorefront\WooCommerce\StoreApiExtension;
use CosmeticsStorefront\WooCommerce\PolishStoreApiMessages;
use CosmeticsStorefront\Withdrawal\Withdrawals;
// Cart and checkout.
use CosmeticsStorefront\Checkout\CartExtension;
use CosmeticsStorefront\Checkout\CheckoutFields;
use CosmeticsStorefront\Checkout\CheckoutLock;
use CosmeticsStorefront\Checkout\CouponMessages;
use CosmeticsStorefront\Checkout\CustomerNoteLimit;
use CosmeticsStorefront\Checkout\OrderMetaDisplay;
use CosmeticsStorefront\Checkout\OrderPayPage;
use CosmeticsStorefront\Checkout\OrderReceivedUrl;
use CosmeticsStorefront\Checkout\OrderTotals;
use CosmeticsStorefront\Shipping\InpostPointsImport;
use CosmeticsStorefront\Shipping\ShippingMethods;

defined( 'ABSPATH' ) || exit;

final class Plugin {

	public const VERSION = '0.1.0';

	private static string $file = '';

	public static function boot( string $plugin_file ): void {
		self::$file = $plugin_file;

		register_activation_hook( $plugin_file, array( Installer::class, 'activate' ) );
		register_deactivation_hook( $plugin_file, array( Installer::class, 'deactivate' ) );

		Installer::hooks();
		Compatibility::hooks();
		ProfessionalPrices::hooks();
		ProfessionalPriceQueries::hooks();
		PriceSort::hooks();
		PriceChanges::hooks();
		ProfessionalSaleCalendar::hooks();
		\CosmeticsStorefront\Pricing\PriceHistoryPruning::hooks(); // The price history keeps only what Omnibus needs, so it does not grow without end.
		StoreApiExtension::hooks();
		ProductSafety\Brands::hooks(); // Product safety: brands carry the manufacturer.
		ProductSafety\SafetyFields::hooks(); // Every write of the safety meta runs the form's rules.
		\CosmeticsStorefront\StoreApi\StoreApiPipeline::hooks(); // What the shop does around each Store API route, in one list.
		RestRequestDetection::hooks();
		Routes::hooks();
		Emails\Emails::hooks(); // The plugin's mails are WooCommerce e-mails (WooCommerce → Ustawienia → E-maile).
		// Cart and checkout.
		ShippingMethods::hooks();
		InpostPointsImport::hooks();
		CartExtension::hooks();
		CheckoutFields::hooks();
		CheckoutLock::hooks();
		CouponMessages::hooks();
		CouponMaths::hooks();
		OrderMetaDisplay::hooks();
		\CosmeticsStorefront\Checkout\NipStorage::hooks();
		OrderReceivedUrl::hooks();
		OrderPayPage::hooks();
		\CosmeticsStorefront\Payments\Payments::hooks(); // Payments: provider plugins' methods, payment states, transfers.
		\CosmeticsStorefront\Search\Search::hooks(); // Search in Polish: WooCommerce's product search over the index.
		\CosmeticsStorefront\Invoices\Invoices::hooks(); // VAT invoices: the invoicing plugin's data and documents, NIP lookup.
		OrderTotals::hooks();
		Router::hooks();
		Head::hooks();
		StorefrontLinks::hooks();
		Yoast::hooks();
		Listing::hooks();
		Sitemaps::hooks();
		FrameHeaders::hooks();
		ListingCache::hooks();
		CacheHeaders::hooks();
		Frontend\ShopAddress::hooks(); // One address per list: misspelt list addresses 301 to the one the shop writes.
		Mount::hooks();
		Assets::hooks();
		// Speed: the first screen's photo preloaded, what it does not need after it.
		Frontend\ImagePreload::hooks();
		Frontend\DeferredScripts::hooks();
		Frontend\AppStart::hooks();
		Frontend\AddToCartForm::hooks(); // "Dodaj do koszyka" before the app: WooCommerce's own form handler.
		Canvas::hooks();
		Placement::hooks();
		// Shell: contact/seller data, legal pages, withdrawal function.
		ShopInfo::hooks();
		LegalPages::hooks();
		Withdrawals::hooks();
		// Accounts.
		Auth\Jwt::hooks();
		Auth\BearerAuthentication::hooks();
		Auth\GuestRestNonce::hooks(); // Pages from a page cache: a guest's stale REST nonce.
		Auth\WordPressLoginLimit::hooks();
		Auth\RateLimiter::hooks();
		Accounts\Customer::hooks();
		Accounts\VerificationCodes::hooks();
		Accounts\Enquiries::hooks();
		if ( is_admin() ) {
			Admin\EnquiriesScreen::hooks();
			Admin\UserColumns::hooks();
			Admin\OrderDeliveryDate::hooks(); // Withdrawal: the delivery day starts the period.
		}
		if ( is_admin() ) {
			SettingsPage::hooks();
			Admin\LockerListAdmin::hooks();
			ProductPriceFields::hooks();
			ProductPriceColumn::hooks();
			Admin\ProfessionalPriceBulkEdit::hooks();
			PriceHistoryBox::hooks();
			Admin\ProductSafetyTab::hooks();
			Admin\ProductSafetyColumn::hooks();
		}
	}

	/** Absolute path of the main plugin file. */
	public static function file(): string {
		return self::$file;
	}

	/** Absolute path inside the plugin directory. */
	public static function path( string $relative = '' ): string {
		return plugin_dir_path( self::$file ) . ltrim( $relative, '/' );
	}

	/** URL inside the plugin directory. */
	public static function url( string $relative = '' ): string {
		return plugins_url( ltrim( $relative, '/' ), self::$file );
	}

	public static function woocommerce_active(): bool {
		return class_exists( \WooCommerce::class );
	}
}
