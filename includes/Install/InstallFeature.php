<?php
/**
 * Install: activation, deactivation (the plugin's tables, options, scheduled jobs, first pages), uninstall
 * (uninstall.php runs Uninstaller).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Install;

use CosmeticsStorefront\Platform\PluginInfo;
use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class InstallFeature extends Feature {
	public const HOOKS = array(
		Installer::class,
	);

	public const ADMIN_HOOKS = array();

	public const ROUTES = array();

	/** Store API behaviours: none (StoreApiList). */
	public const STORE_API = array();

	public const EMAILS = array();

	public static function hooks(): void {
		register_activation_hook( PluginInfo::file(), array( Installer::class, 'activate' ) );
		register_deactivation_hook( PluginInfo::file(), array( Installer::class, 'deactivate' ) );
		parent::hooks();
	}
}
