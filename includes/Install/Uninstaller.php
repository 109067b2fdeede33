<?php
/**
 * What uninstall.php does, in a class so that it is testable.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Install;

use CosmeticsStorefront\Frontend\Router;
use CosmeticsStorefront\Legal\LegalPages;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Settings\ShopInfo;
use CosmeticsStorefront\Settings\ShippingSettings;
use CosmeticsStorefront\Shipping\InpostPointsImport;
use CosmeticsStorefront\Shipping\LockerStore;
use CosmeticsStorefront\Shipping\Lockers;

defined( 'ABSPATH' ) || exit;

final class Uninstaller {

	/** Options of the plugin besides the schema version (Schema::drop removes that one). */
	private const OPTIONS = array( Settings::OPTION, Router::RULES_OPTION, FrontPage::PREVIOUS_OPTION, ShopInfo::OPTION, LegalPages::VERSION_OPTION, \CosmeticsStorefront\Auth\Jwt::SECRET_OPTION, ShippingSettings::OPTION, LockerStore::OPTION, InpostPointsImport::STATE_OPTION, Lockers::LEGACY_OPTION );

	public static function run(): void {
		InpostPointsImport::unschedule();
		Schema::drop();
		foreach ( self::OPTIONS as $option ) {
			delete_option( $option );
		}
	}
}
