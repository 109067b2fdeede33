<?php
/**
 * The locker list on the settings page's Paczkomaty InPost tab: its state as a field of the shipping
 * section and its import form below the tab's form (LockerListAdmin draws both). Hooked everywhere, not
 * only in wp-admin: the settings page fires these actions only where it is drawn.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Shipping\Admin;

defined( 'ABSPATH' ) || exit;

final class LockerListSection {

	public static function hooks(): void {
		add_action( 'cosmetics_storefront_shipping_settings_section', array( self::class, 'add_field' ), 10, 2 );
		add_action( 'cosmetics_storefront_settings_after_form', array( self::class, 'after_form' ) );
	}

	/** @internal action cosmetics_storefront_shipping_settings_section (Settings\ShippingSettings::register_section). */
	public static function add_field( string $page_slug, string $section ): void {
		add_settings_field( 'locker_list', __( 'Lista paczkomatów', 'cosmetics-storefront' ), array( LockerListAdmin::class, 'render_status' ), $page_slug, $section );
	}

	/** @internal action cosmetics_storefront_settings_after_form (Settings\Admin\SettingsPage::render). */
	public static function after_form( string $tab ): void {
		if ( 'paczkomaty' === $tab ) {
			LockerListAdmin::render_import_form();
		}
	}
}
