<?php
/**
 * Settings: the settings page (Ustawienia sklepu) and the settings every feature reads (storefront
 * settings, the shop's data, transfers, lockers' map; the front page's class is installed by
 * Install\Installer, which creates that page).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings;

use CosmeticsStorefront\Settings\Admin\SettingsPage;
use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class SettingsFeature extends Feature {
	public const HOOKS = array(
		ShopInfo::class,
	);

	public const ADMIN_HOOKS = array(
		SettingsPage::class,
	);

	public const ROUTES = array();

	/** Store API behaviours: none (StoreApiList). */
	public const STORE_API = array();

	public const EMAILS = array();
}
