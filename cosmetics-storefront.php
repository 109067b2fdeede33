<?php
/**
 * Plugin Name:       Cosmetics Storefront
 * Description:       Sklep kosmetyczny: storefront React (TypeScript) dla WooCommerce, dla klientów indywidualnych i profesjonalnych.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Tested up to:      7.0
 * Author:            cosmetics-storefront
 * License:           GPL-2.0-or-later
 * Text Domain:       cosmetics-storefront
 * WC requires at least: 9.4
 * WC tested up to:   11.0
 *
 * @package CosmeticsStorefront
 */

defined( 'ABSPATH' ) || exit;

if ( version_compare( PHP_VERSION, '8.1', '<' ) ) {
	return;
}

require_once __DIR__ . '/includes/Autoloader.php';
\CosmeticsStorefront\Autoloader::register( 'CosmeticsStorefront\\', __DIR__ . '/includes' );
\CosmeticsStorefront\Plugin::boot( __FILE__ );
