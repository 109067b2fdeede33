<?php
/**
 * Contact and seller data (Settings\ShopInfo): defaults, sanitising of what reaches the option, the
 * public data the bundle reads, the shortcode in the legal texts, the settings section.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Settings\ShopInfo;

final class ShopInfoTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/template.php'; // add_settings_section(), as in wp-admin.
	}

	public function test_defaults_are_a_warsaw_seller_with_the_specs_hours(): void {
		delete_option( ShopInfo::OPTION );
		$info = ShopInfo::all();
		$this->assertSame( 'Warszawa', $info['city'] );
		$this->assertSame( "Poniedziałek–sobota: 10:00–18:00\nNiedziela: nieczynne", $info['hours'] );
		$this->assertTrue( ShopInfo::valid_nip( (string) $info['nip'] ), 'the default NIP passes the checksum' );
		$this->assertFalse( $info['map_embed'] );
		$this->assertSame( get_option( 'admin_email' ), ShopInfo::email(), 'no e-mail set: the site admin e-mail' );
	}

	public function test_sanitising_strips_markup_and_drops_invalid_numbers_and_links(): void {
		$clean = ShopInfo::sanitize(
			array(
				'seller_name' => '<b>Firma</b> <script>alert(1)</script>sp. z o.o.',
				'nip'         => '525-244-84-88',
				'krs'         => '12345',
				'regon'       => '14612345',
				'postcode'    => '00020',
				'phone'       => 'call me<script>',
				'email'       => 'not an email',
				'facebook'    => 'javascript:alert(1)',
				'instagram'   => 'https://www.instagram.com/sklep',
				'latitude'    => '95',
				'longitude'   => '21,0149',
				'map_embed'   => '1',
				'terms_page_id' => '-4',
			),
			false
		);
		$this->assertSame( 'Firma sp. z o.o.', $clean['seller_name'] );
		$this->assertSame( '', $clean['nip'], 'wrong checksum' );
		$this->assertSame( '', $clean['krs'] );
		$this->assertSame( '', $clean['regon'] );
		$this->assertSame( '', $clean['postcode'] );
		$this->assertSame( '', $clean['phone'] );
		$this->assertSame( '', $clean['email'] );
		$this->assertSame( '', $clean['facebook'] );
		$this->assertSame( 'https://www.instagram.com/sklep', $clean['instagram'] );
		$this->assertSame( '', $clean['latitude'] );
		$this->assertSame( '21.0149', $clean['longitude'] );
		$this->assertTrue( $clean['map_embed'] );
		$this->assertSame( 4, $clean['terms_page_id'] );
	}

	public function test_valid_values_are_kept_normalised(): void {
		$clean = ShopInfo::sanitize( array( 'nip' => '525-244-84-87', 'krs' => '0000 987654', 'regon' => '14612345000017', 'email' => ' biuro@sklep.pl ', 'phone' => '+48 22 123 45 67' ), false );
		$this->assertSame( '5252448487', $clean['nip'] );
		$this->assertSame( '0000987654', $clean['krs'] );
		$this->assertSame( '14612345000017', $clean['regon'] );
		$this->assertSame( 'biuro@sklep.pl', $clean['email'] );
		$this->assertSame( '+48 22 123 45 67', $clean['phone'] );
	}

	public function test_emptied_required_fields_fall_back_and_missing_keys_keep_the_stored_value(): void {
		ShopInfo::update( array( 'privacy_page_id' => 77, 'phone' => '+48 600 100 200' ) );
		// The settings form posts the fields it shows; a key it does not post keeps its value.
		$clean = ShopInfo::sanitize( array( 'seller_name' => '', 'city' => ' ', 'phone' => '' ) );
		$this->assertSame( 'Sklep Kosmetyczny sp. z o.o.', $clean['seller_name'] );
		$this->assertSame( 'Warszawa', $clean['city'] );
		$this->assertSame( '', $clean['phone'], 'staff may empty an optional field' );
		$this->assertSame( 77, $clean['privacy_page_id'] );
		$this->assertSame( ShopInfo::defaults(), array_intersect_key( ShopInfo::sanitize( 'garbage', false ), ShopInfo::defaults() ) );
	}

	public function test_the_option_is_sanitised_when_saved_through_the_settings_api(): void {
		\CosmeticsStorefront\Admin\SettingsPage::register();
		update_option( ShopInfo::OPTION, array( 'seller_name' => '<i>Nowa</i> nazwa', 'nip' => 'x' ) );
		$stored = get_option( ShopInfo::OPTION );
		$this->assertSame( 'Nowa nazwa', $stored['seller_name'] );
		$this->assertSame( '', $stored['nip'] );
	}

	public function test_public_data_reaches_the_bundle_under_one_key(): void {
		ShopInfo::update( array( 'email' => 'kontakt@sklep.pl', 'instagram' => 'https://www.instagram.com/sklep', 'facebook' => '' ) );
		$public = Settings::public_settings()['shopInfo'];
		$this->assertSame( 'kontakt@sklep.pl', $public['email'] );
		$this->assertSame(
			array(
				array( 'days' => 'Poniedziałek–sobota', 'hours' => '10:00–18:00' ),
				array( 'days' => 'Niedziela', 'hours' => 'nieczynne' ),
			),
			$public['hours']
		);
		$this->assertSame( array( array( 'name' => 'Instagram', 'url' => 'https://www.instagram.com/sklep' ) ), $public['socials'] );
		$this->assertSame( array( 'lat' => 52.2319, 'lng' => 21.0149, 'embed' => false ), $public['map'] );
		$this->assertArrayNotHasKey( 'terms_page_id', $public );
	}

	public function test_the_shortcode_prints_escaped_seller_data(): void {
		ShopInfo::update( array( 'seller_name' => 'Firma & Spółka', 'nip' => '5252448487' ) );
		$this->assertSame( 'Firma &amp; Spółka', do_shortcode( '[cosmetics_shop_info field="seller_name"]' ) );
		$this->assertSame( '5252448487', do_shortcode( '[cosmetics_shop_info field="nip"]' ) );
		$this->assertSame( 'ul. Chmielna 10 lok. 2, 00-020 Warszawa', do_shortcode( '[cosmetics_shop_info field="address"]' ) );
		$this->assertSame( '', do_shortcode( '[cosmetics_shop_info field="map_embed"]' ) );
	}

	public function test_the_settings_page_has_its_own_section(): void {
		wp_set_current_user( $this->createUser( 'administrator' ) );
		\CosmeticsStorefront\Admin\SettingsPage::register();
		ob_start();
		\CosmeticsStorefront\Admin\SettingsPage::render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Dane kontaktowe, sprzedawca i strony prawne', $html );
		$this->assertStringContainsString( 'name="cosmetics_storefront_shop_info[nip]"', $html );
		$this->assertStringContainsString( "name='cosmetics_storefront_shop_info[terms_page_id]'", $html );
		$this->assertStringContainsString( '<label for="cosmetics-shop-info-nip">NIP</label>', $html );
	}
}
