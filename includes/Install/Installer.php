<?php
/**
 * Activation, upgrades and deactivation. Deactivation keeps all data; uninstall.php removes it.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Install;

use CosmeticsStorefront\Storefront\Canvas;
use CosmeticsStorefront\Storefront\Router;
use CosmeticsStorefront\Legal\LegalPages;
use CosmeticsStorefront\Platform\PluginInfo;
use CosmeticsStorefront\Pricing\PriceHistory;
use CosmeticsStorefront\Pricing\ProfessionalPriceLookup;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Settings\FrontPage;

defined( 'ABSPATH' ) || exit;

final class Installer {

	public static function hooks(): void {
		// A plugin update without re-activation still gets its new tables.
		add_action( 'init', array( self::class, 'maybe_upgrade' ), 5 );
		FrontPage::hooks();
	}

	public static function activate(): void {
		self::install_data();
		FrontPage::set( self::ensure_storefront_page() );
		LegalPages::ensure();
		Router::flush();
	}

	public static function deactivate(): void {
		FrontPage::restore();
		// Flushing here would store the storefront rule again: this request added it on init. Dropping
		// the stored rules makes the next request, without the plugin, rebuild them without it.
		delete_option( 'rewrite_rules' );
		delete_option( Router::RULES_OPTION );
		// Left scheduled, the daily import would fail every day while the plugin is off; activation
		// (the next admin request) schedules it again. The imported list itself stays.
		\CosmeticsStorefront\Shipping\InpostPointsImport::unschedule();
		\CosmeticsStorefront\Pricing\PriceHistoryPruning::unschedule();
		\CosmeticsStorefront\Payments\OverdueTransfers::unschedule();
		\CosmeticsStorefront\Search\SearchLog::unschedule();
	}

	/** A plugin update does not run activation: a new schema version installs the same way. */
	public static function maybe_upgrade(): void {
		if ( ! Schema::is_current() ) {
			self::install_data();
		}
	}

	/** Tables, then the data they start with (both idempotent). */
	private static function install_data(): void {
		Schema::install();
		\CosmeticsStorefront\Shipping\Lockers::migrate_legacy_option();
		\CosmeticsStorefront\Accounts\Auth\Jwt::ensure_secret(); // Accounts: the JWT secret, generated once.
		if ( PluginInfo::woocommerce_active() ) {
			PriceHistory::seed(); // Omnibus: the current prices of every product without history yet.
			ProfessionalPriceLookup::refresh();
			\CosmeticsStorefront\Pricing\ProfessionalSaleCalendar::reschedule();
			\CosmeticsStorefront\Search\Reindex::start(); // Search: the dictionary, then the catalogue in batches.
			// Older versions stored NIPs as "XXX-XXX-XX-XX": NipStorage converts them a batch per request.
		}
	}

	/** Creates the page that holds the storefront, unless the settings already name a published page. */
	public static function ensure_storefront_page(): int {
		$page_id = Settings::storefront_page_id();
		if ( $page_id ) {
			return $page_id;
		}

		$page_id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => __( 'Sklep kosmetyczny', 'cosmetics-storefront' ),
				'post_name'    => 'sklep-kosmetyczny',
				'post_content' => '<!-- wp:shortcode -->[cosmetics_storefront]<!-- /wp:shortcode -->',
				'meta_input'   => array( '_wp_page_template' => Canvas::TEMPLATE ),
			),
			true
		);
		if ( is_wp_error( $page_id ) ) {
			return 0;
		}

		Settings::update( array( 'page_id' => $page_id ) );
		return $page_id;
	}
}
