<?php
/**
 * The settings page: under WooCommerce for WooCommerce's staff (a Shop Manager opens and saves it),
 * in tabs, one address for everyone (SettingsPage::url()), the tile address saved unchanged.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Settings\Admin\SettingsPage;
use CosmeticsStorefront\Settings\ShippingSettings;
use CosmeticsStorefront\Settings\ShopInfo;

final class SettingsPageTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}

	protected function tearDown(): void {
		$GLOBALS['wp_settings_errors'] = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- this test's errors only.
		unregister_setting( 'cosmetics_storefront_shipping', ShippingSettings::OPTION );
		unregister_setting( 'cosmetics_storefront_shop_info', ShopInfo::OPTION );
		unregister_setting( 'cosmetics_storefront', \CosmeticsStorefront\Settings\Settings::OPTION );
		parent::tearDown();
	}

	public function test_shop_managers_run_the_settings_under_woocommerce(): void {
		$this->requireWooCommerce();
		SettingsPage::hooks(); // As in wp-admin.
		$this->assertSame( 'manage_woocommerce', SettingsPage::capability() );
		// options.php asks this capability of whoever saves each tab's option group.
		foreach ( array( 'cosmetics_storefront', 'cosmetics_storefront_shop_info', 'cosmetics_storefront_shipping' ) as $group ) {
			$this->assertSame( 'manage_woocommerce', apply_filters( "option_page_capability_{$group}", 'manage_options' ), $group );
		}
		$manager = $this->createUser( 'shop_manager' );
		$this->assertTrue( user_can( $manager, SettingsPage::capability() ) );
		$this->assertFalse( user_can( $manager, 'manage_options' ), 'a shop manager is no administrator' );
		$this->assertFalse( user_can( $this->createUser( 'customer' ), SettingsPage::capability() ) );

		$this->assertSame( admin_url( 'admin.php?page=cosmetics-storefront' ), SettingsPage::url() );
		$this->assertSame( admin_url( 'admin.php?page=cosmetics-storefront&tab=kontakt' ), SettingsPage::url( 'kontakt' ) );
		$this->assertSame( admin_url( 'admin.php?page=cosmetics-storefront&tab=paczkomaty&lockers_import=1' ), SettingsPage::url( 'paczkomaty', array( 'lockers_import' => '1' ) ) );
		$this->assertSame( admin_url( 'admin.php?page=cosmetics-storefront' ), SettingsPage::url( 'nieznana' ) );
	}

	public function test_the_page_is_a_woocommerce_sub_page(): void {
		$this->requireWooCommerce();
		global $submenu, $_registered_pages, $admin_page_hooks;
		wp_set_current_user( $this->createUser( 'shop_manager' ) );
		$saved = array( $submenu, $_registered_pages, $admin_page_hooks );
		try {
			$submenu['woocommerce']          = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as WooCommerce's menu leaves it.
			$admin_page_hooks['woocommerce'] = 'woocommerce'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			SettingsPage::add_menu();
			$this->assertSame( array( 'Sklep kosmetyczny', 'manage_woocommerce', 'cosmetics-storefront' ), array_slice( $submenu['woocommerce'][0], 0, 3 ) );
			$this->assertArrayHasKey( 'woocommerce_page_cosmetics-storefront', $_registered_pages );
		} finally {
			list( $submenu, $_registered_pages, $admin_page_hooks ) = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
	}

	public function test_each_tab_is_its_own_form_with_woocommerce_like_tabs(): void {
		$this->requireWooCommerce();
		wp_set_current_user( $this->createUser( 'shop_manager' ) );
		SettingsPage::register();
		$html = array();
		foreach ( array( '', 'kontakt', 'paczkomaty' ) as $tab ) {
			$_GET['tab'] = $tab;
			ob_start();
			SettingsPage::render();
			$html[ $tab ] = (string) ob_get_clean();
		}
		$this->assertStringContainsString( '<nav class="nav-tab-wrapper woo-nav-tab-wrapper"', $html[''] );
		$this->assertStringContainsString( 'class="nav-tab nav-tab-active" aria-current="page">Sklep i strona główna</a>', $html[''] );
		$this->assertStringContainsString( 'aria-current="page">Dane kontaktowe i sprzedawca</a>', $html['kontakt'] );
		$this->assertStringContainsString( 'aria-current="page">Paczkomaty InPost</a>', $html['paczkomaty'] );
		$this->assertStringContainsString( "name='option_page' value='cosmetics_storefront'", $html[''] );
		$this->assertStringContainsString( "name='option_page' value='cosmetics_storefront_shop_info'", $html['kontakt'] );
		$this->assertStringContainsString( "name='option_page' value='cosmetics_storefront_shipping'", $html['paczkomaty'] );
		$this->assertStringNotContainsString( 'cosmetics_storefront_shop_info[', $html[''], 'a tab posts its own option only' );
		$this->assertStringNotContainsString( 'cosmetics_storefront_settings[', $html['kontakt'] );
		$this->assertStringContainsString( 'novalidate', $html['kontakt'], 'the server checks and answers in Polish' );
		$this->assertStringContainsString( 'id="cosmetics-lockers-import"', $html['paczkomaty'] );
	}

	public function test_a_refused_field_shows_its_error_under_it(): void {
		$this->requireWooCommerce();
		wp_set_current_user( $this->createUser( 'shop_manager' ) );
		SettingsPage::register();
		update_option( ShopInfo::OPTION, array( 'nip' => '1234567890' ) );
		$_GET['tab'] = 'kontakt';
		ob_start();
		SettingsPage::render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'aria-describedby="cosmetics-shop-info-nip-error cosmetics-shop-info-nip-help" aria-invalid="true"', $html );
		$this->assertStringContainsString( '<p class="cosmetics-field-error" id="cosmetics-shop-info-nip-error">NIP: nieprawidłowy numer NIP (10 cyfr z poprawną cyfrą kontrolną). Zachowano poprzednią wartość.</p>', $html );
	}

	public function test_the_tile_address_keeps_its_placeholders(): void {
		SettingsPage::register();
		$osm = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
		update_option( ShippingSettings::OPTION, array( 'geowidget_token' => '', 'tiles_url' => $osm ) );
		$this->assertSame( $osm, get_option( ShippingSettings::OPTION )['tiles_url'] );
		$this->assertSame( $osm, ShippingSettings::all()['tiles_url'] );
		$this->assertSame( $osm, ShippingSettings::public_settings()['tilesUrl'] );
		$before = serialize( get_option( ShippingSettings::OPTION ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the stored bytes.
		update_option( ShippingSettings::OPTION, ShippingSettings::all() ); // A save without edits.
		$this->assertSame( $before, serialize( get_option( ShippingSettings::OPTION ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize

		$mapbox = 'https://api.mapbox.com/styles/v1/sklep/łąka/tiles/{z}/{x}/{y}?access_token=pk.abc';
		update_option( ShippingSettings::OPTION, array( 'tiles_url' => $mapbox ) );
		$this->assertSame( $mapbox, ShippingSettings::all()['tiles_url'] );

		foreach ( array( 'https://tile.example.com/x.png', 'javascript:alert(1)//{z}/{x}/{y}', 'ftp://a.pl/{z}/{x}/{y}' ) as $bad ) {
			update_option( ShippingSettings::OPTION, array( 'tiles_url' => $bad ) );
			$this->assertSame( $mapbox, ShippingSettings::all()['tiles_url'], $bad );
		}
		$errors = get_settings_errors( ShippingSettings::OPTION );
		$this->assertCount( 3, $errors );
		$this->assertSame( 'cosmetics-tiles-url', $errors[0]['code'] );
		$this->assertStringStartsWith( 'Adres kafelków mapy: podaj adres https:// z miejscami {z}, {x} i {y}', $errors[0]['message'] );

		update_option( ShippingSettings::OPTION, array( 'tiles_url' => '', 'geowidget_token' => 'żółw' ) );
		$this->assertSame( '', ShippingSettings::all()['tiles_url'] );
		$this->assertSame( ShippingSettings::DEFAULT_TILES, ShippingSettings::public_settings()['tilesUrl'], 'empty: OpenStreetMap' );
		$this->assertSame( '', ShippingSettings::all()['geowidget_token'], 'a token with Polish letters is refused' );
	}

	/** A card's category choices, as the block's sidebar lists them (the shared case file). */
	public function test_the_card_category_choices_match_the_block_sidebar(): void {
		$file = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/domain/test/category-options-cases.json' ), true );
		foreach ( $file['cases'] as $case ) {
			$expected = $file['tree'];
			if ( null !== $case['missing'] ) {
				$expected[] = array(
					'value' => $case['selected'],
					'label' => $case['missing'],
				);
			}
			$this->assertSame( $expected, SettingsPage::category_choices( $file['terms'], $case['selected'] ), 'selected: ' . $case['selected'] );
		}
	}
}
