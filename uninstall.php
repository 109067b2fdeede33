<?php
/**
 * Removes everything the plugin stored: its tables and options. Orders, products and pages stay:
 * they belong to the shop. Deactivation alone keeps all data.
 *
 * @package CosmeticsStorefront
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Autoloader.php';
\CosmeticsStorefront\Autoloader::register( 'CosmeticsStorefront\\', __DIR__ . '/includes' );

\CosmeticsStorefront\Install\Uninstaller::run();
