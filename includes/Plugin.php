<?php
/**
 * Wires the plugin's parts into WordPress. Nothing else happens at load time.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront;

use CosmeticsStorefront\Pricing\Admin\PriceHistoryBox;
use CosmeticsStorefront\Pricing\Admin\ProductPriceColumn;
use CosmeticsStorefront\Pricing\Admin\ProductPriceFields;
use CosmeticsStorefront\Settings\Admin\SettingsPage;
use CosmeticsStorefront\Storefront\Assets;
use CosmeticsStorefront\Storefront\Canvas;
use CosmeticsStorefront\Storefront\CacheHeaders;
use CosmeticsStorefront\Storefront\FrameHeaders;
use CosmeticsStorefront\Storefront\ListingCache;
use CosmeticsStorefront\Storefront\Mount;
use CosmeticsStorefront\Storefront\Placement;
use CosmeticsStorefront\Storefront\Router;
use CosmeticsStorefront\Seo\Head;
use CosmeticsStorefront\Seo\Listing;
use CosmeticsStorefront\Seo\Sitemaps;
use CosmeticsStorefront\Seo\StorefrontLinks;
use CosmeticsStorefront\Seo\Yoast;
use CosmeticsStorefront\Install\Installer;
use CosmeticsStorefront\Legal\LegalPages;
use CosmeticsStorefront\Platform\RestRequestDetection;
use CosmeticsStorefront\Platform\Routes;
use CosmeticsStorefront\Settings\ShopInfo;
use CosmeticsStorefront\Platform\Compatibility;
use CosmeticsStorefront\CartCheckout\CouponMaths;
use CosmeticsStorefront\Pricing\ProfessionalSaleCalendar;
use CosmeticsStorefront\Pricing\PriceChanges;
use CosmeticsStorefront\Pricing\PriceSort;
use CosmeticsStorefront\Pricing\ProfessionalPriceQueries;
use CosmeticsStorefront\Pricing\ProfessionalPrices;
use CosmeticsStorefront\Catalogue\StoreApiExtension;
use CosmeticsStorefront\CartCheckout\PolishStoreApiMessages;
use CosmeticsStorefront\Legal\Withdrawals;
// Cart and checkout.
use CosmeticsStorefront\CartCheckout\CartExtension;
use CosmeticsStorefront\CartCheckout\CheckoutFields;
use CosmeticsStorefront\CartCheckout\CheckoutLock;
use CosmeticsStorefront\CartCheckout\CouponMessages;
use CosmeticsStorefront\CartCheckout\CustomerNoteLimit;
use CosmeticsStorefront\CartCheckout\OrderMetaDisplay;
use CosmeticsStorefront\CartCheckout\OrderPayPage;
use CosmeticsStorefront\CartCheckout\OrderReceivedUrl;
use CosmeticsStorefront\CartCheckout\OrderTotals;
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
		Catalogue\ProductSafety\Brands::hooks(); // Product safety: brands carry the manufacturer.
		Catalogue\ProductSafety\SafetyFields::hooks(); // Every write of the safety meta runs the form's rules.
		PolishStoreApiMessages::hooks();
		RestRequestDetection::hooks();
		Routes::hooks();
		Platform\Emails::hooks(); // The plugin's mails are WooCommerce e-mails (WooCommerce → Ustawienia → E-maile).
		// Cart and checkout.
		ShippingMethods::hooks();
		InpostPointsImport::hooks();
		CartExtension::hooks();
		CheckoutFields::hooks();
		CustomerNoteLimit::hooks();
		CheckoutLock::hooks();
		CouponMessages::hooks();
		CouponMaths::hooks();
		OrderMetaDisplay::hooks();
		\CosmeticsStorefront\CartCheckout\NipStorage::hooks();
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
		Storefront\ShopAddress::hooks(); // One address per list: misspelt list addresses 301 to the one the shop writes.
		Mount::hooks();
		Assets::hooks();
		// Speed: the first screen's photo preloaded, what it does not need after it.
		Storefront\ImagePreload::hooks();
		Storefront\DeferredScripts::hooks();
		Storefront\AppStart::hooks();
		Storefront\AddToCartForm::hooks(); // "Dodaj do koszyka" before the app: WooCommerce's own form handler.
		Canvas::hooks();
		Placement::hooks();
		// Shell: contact/seller data, legal pages, withdrawal function.
		ShopInfo::hooks();
		LegalPages::hooks();
		Withdrawals::hooks();
		// Accounts.
		Accounts\Auth\Jwt::hooks();
		Accounts\Auth\BearerAuthentication::hooks();
		Accounts\Auth\GuestRestNonce::hooks(); // Pages from a page cache: a guest's stale REST nonce.
		Accounts\Auth\WordPressLoginLimit::hooks();
		Platform\RateLimiter::hooks();
		Accounts\Customer::hooks();
		Accounts\VerificationCodes::hooks();
		Accounts\Enquiries::hooks();
		if ( is_admin() ) {
			Accounts\Admin\EnquiriesScreen::hooks();
			Accounts\Admin\UserColumns::hooks();
			Legal\Admin\OrderDeliveryDate::hooks(); // Withdrawal: the delivery day starts the period.
		}
		if ( is_admin() ) {
			SettingsPage::hooks();
			Shipping\Admin\LockerListAdmin::hooks();
			ProductPriceFields::hooks();
			ProductPriceColumn::hooks();
			Pricing\Admin\ProfessionalPriceBulkEdit::hooks();
			PriceHistoryBox::hooks();
			Catalogue\Admin\ProductSafetyTab::hooks();
			Catalogue\Admin\ProductSafetyColumn::hooks();
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
