<?php
/**
 * What uninstall.php does, in a class so that it is testable.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Install;

use CosmeticsStorefront\Storefront\Router;
use CosmeticsStorefront\Legal\LegalPages;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Settings\ShippingSettings;
use CosmeticsStorefront\Settings\ShopInfo;
use CosmeticsStorefront\Shipping\InpostPointsImport;
use CosmeticsStorefront\Shipping\LockerStore;
use CosmeticsStorefront\Shipping\Lockers;
use CosmeticsStorefront\Settings\FrontPage;

defined( 'ABSPATH' ) || exit;

final class Uninstaller {

	/** Options of the plugin besides the schema version (Schema::drop removes that one). */
	private const OPTIONS = array( Settings::OPTION, Router::RULES_OPTION, FrontPage::PREVIOUS_OPTION, ShopInfo::OPTION, LegalPages::VERSION_OPTION, \CosmeticsStorefront\Accounts\Auth\Jwt::SECRET_OPTION, ShippingSettings::OPTION, LockerStore::OPTION, InpostPointsImport::STATE_OPTION, Lockers::LEGACY_OPTION );

	/** Every option of the plugin is named with this prefix; any the list above misses goes too. */
	private const OPTION_PREFIX = 'cosmetics_storefront_';

	public static function run(): void {
		global $wpdb;
		InpostPointsImport::unschedule();
		\CosmeticsStorefront\Pricing\PriceHistoryPruning::unschedule();
		\CosmeticsStorefront\Payments\OverdueTransfers::unschedule();
		\CosmeticsStorefront\Search\SearchLog::unschedule();
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			as_unschedule_all_actions( \CosmeticsStorefront\Search\Reindex::HOOK );
		}
		Schema::drop();
		$named = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::OPTION_PREFIX ) . '%' ) );
		foreach ( array_unique( array_merge( self::OPTIONS, $named ) ) as $option ) {
			delete_option( $option );
		}
		// Transients of the plugin (the listing cache, Storefront\ListingCache) in the options table; in a
		// persistent object cache they expire on their own.
		$transients = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( '_transient_' . self::OPTION_PREFIX ) . '%' ) );
		foreach ( $transients as $option ) {
			delete_transient( substr( (string) $option, strlen( '_transient_' ) ) );
		}
	}
}
