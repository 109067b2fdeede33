<?php
/**
 * Contact and seller data (Settings\ShopInfo): defaults, sanitising of what reaches the option, the
 * public data the bundle reads, the shortcode in the legal texts, the settings section.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Storefront\Assets;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Settings\ShopInfo;

final class ShopInfoTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/template.php'; // add_settings_section(), as in wp-admin.
	}

	protected function tearDown(): void {
		$GLOBALS['wp_settings_errors'] = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- settings errors of this test only.
		unregister_setting( 'cosmetics_storefront_shop_info', ShopInfo::OPTION );
		parent::tearDown();
	}

	/** A complete, valid set of data (Polish letters wherever staff type text). */
	private const SELLER = array(
		'seller_name' => 'Perfumeria „Łąka” – Żaneta Ćwik & Wspólnicy sp.j.',
		'street'      => 'ul. Źródlana 7/9',
		'postcode'    => '90-001',
		'city'        => 'Łódź',
		'krs'         => '0000987654',
		'nip'         => '5252448487',
		'regon'       => '146123459',
		'phone'       => '+48 42 123 45 67',
		'email'       => 'biuro@laka.pl',
		'hours'       => "Poniedziałek–piątek: 9:00–17:00\nŚroda: 12:00–20:00\nSobota, niedziela: nieczynne",
		'facebook'    => 'https://www.facebook.com/perfumeria.łąka',
		'instagram'   => 'https://www.instagram.com/laka',
		'tiktok'      => '',
		'latitude'    => '51.7592',
		'longitude'   => '19.456',
	);

	public function test_a_fresh_shop_has_no_invented_seller_data(): void {
		delete_option( ShopInfo::OPTION );
		$info = ShopInfo::all();
		foreach ( array( 'seller_name', 'street', 'postcode', 'city', 'krs', 'nip', 'regon', 'phone', 'email', 'hours', 'latitude', 'longitude' ) as $key ) {
			$this->assertSame( '', $info[ $key ], $key );
		}
		$this->assertFalse( $info['map_embed'] );
		$this->assertSame( '', ShopInfo::email(), 'no contact e-mail is shown: not the administrator\'s' );
		$this->assertSame( '', ShopInfo::address_line() );
		$public = ShopInfo::public_data();
		$this->assertSame( array(), $public['hours'] );
		$this->assertNull( $public['map'] );
		$this->assertSame( '', $public['email'] );
		$this->assertSame( array( 'Nazwa sprzedawcy', 'Ulica i numer', 'Kod pocztowy', 'Miasto', 'NIP', 'E-mail' ), ShopInfo::missing() );
	}

	public function test_the_shops_own_notifications_go_to_the_contact_address_else_woocommerces_sender(): void {
		update_option( 'woocommerce_email_from_address', 'sklep@laka.pl' );
		$this->assertSame( 'sklep@laka.pl', ShopInfo::notification_email() );
		ShopInfo::update( array( 'email' => 'kontakt@laka.pl' ) );
		$this->assertSame( 'kontakt@laka.pl', ShopInfo::notification_email() );
		update_option( 'woocommerce_email_from_address', '' );
		ShopInfo::update( array( 'email' => '' ) );
		$this->assertSame( get_option( 'admin_email' ), ShopInfo::notification_email() );
	}

	public function test_valid_polish_data_is_stored_as_typed_and_numbers_as_digits(): void {
		$errors = ShopInfo::update( array_merge( self::SELLER, array( 'nip' => '525-244-84-87', 'krs' => '0000 987654', 'regon' => '146-123-459', 'postcode' => ' 90-001 ', 'latitude' => '51,7592' ) ) );
		$this->assertSame( array(), $errors );
		$info = ShopInfo::all();
		foreach ( self::SELLER as $key => $value ) {
			$this->assertSame( $value, $info[ $key ], $key );
		}
	}

	/** @return array<string,array{0:string,1:string,2:string}> field, bad value, words of the error */
	public static function invalid_values(): array {
		return array(
			'NIP checksum'         => array( 'nip', '525-244-84-88', 'NIP: nieprawidłowy numer NIP' ),
			'NIP letters'          => array( 'nip', 'PL5252448487', 'NIP: nieprawidłowy numer NIP' ),
			'KRS too short'        => array( 'krs', '12345', 'KRS: numer KRS ma 10 cyfr' ),
			'REGON checksum'       => array( 'regon', '146123450', 'REGON: nieprawidłowy numer REGON' ),
			'REGON 8 digits'       => array( 'regon', '14612345', 'REGON: nieprawidłowy numer REGON' ),
			'postcode digits only' => array( 'postcode', '90001', 'Kod pocztowy: nieprawidłowy format kodu pocztowego (XX-XXX' ),
			'phone letters'        => array( 'phone', 'zadzwoń do nas', 'Telefon: nieprawidłowy numer telefonu' ),
			'phone too short'      => array( 'phone', '123 45', 'Telefon: nieprawidłowy numer telefonu' ),
			'e-mail'               => array( 'email', 'biuro@', 'E-mail: nieprawidłowy adres e-mail' ),
			'e-mail diacritics'    => array( 'email', 'biuro@łąka.pl', 'E-mail: nieprawidłowy adres e-mail' ),
			'latitude over 90'     => array( 'latitude', '95', 'Szerokość geograficzna (mapa): podaj liczbę stopni od -90 do 90' ),
			'longitude text'       => array( 'longitude', 'wschód', 'Długość geograficzna (mapa): podaj liczbę stopni od -180 do 180' ),
			'facebook javascript'  => array( 'facebook', 'javascript:alert(1)', 'Facebook (adres profilu): podaj pełny adres strony zaczynający się od https://' ),
			'long street'          => array( 'street', str_repeat( 'Źródlana ', 633 ), 'Ulica i numer: może mieć najwyżej 160 znaków, wpisano 5' ),
			'markup in the name'   => array( 'seller_name', '<b>Łąka</b>', 'Nazwa sprzedawcy: nie może zawierać znaczników HTML' ),
			'hours over 500'       => array( 'hours', str_repeat( "Poniedziałek–piątek: 9:00–17:00\n", 20 ), 'Godziny otwarcia: może mieć najwyżej 500 znaków' ),
			'not UTF-8'            => array( 'city', "\xC5\x81\xC3", 'Miasto: tekst zawiera nieprawidłowe znaki' ),
			'missing legal page'   => array( 'terms_page_id', '999999', 'Strona regulaminu: wybrana strona nie istnieje' ),
		);
	}

	/** @dataProvider invalid_values */
	public function test_an_invalid_field_is_refused_in_polish_and_keeps_its_previous_value( string $key, string $bad, string $words ): void {
		ShopInfo::update( self::SELLER );
		$before = get_option( ShopInfo::OPTION );
		\CosmeticsStorefront\Settings\Admin\SettingsPage::register();
		// What options.php does with the posted form: every field, one of them wrong.
		update_option( ShopInfo::OPTION, array_merge( self::SELLER, array( 'city' => 'Kraków' ), array( $key => $bad ) ) );
		$stored = get_option( ShopInfo::OPTION );
		$this->assertSame( $before[ $key ] ?? 0, $stored[ $key ], 'the previous value stays' );
		$this->assertSame( self::SELLER['nip'], $stored['nip'], 'a valid NIP is never erased' );
		if ( 'city' !== $key ) {
			$this->assertSame( 'Kraków', $stored['city'], 'the other fields are saved' );
		}
		$errors = get_settings_errors( ShopInfo::OPTION );
		$this->assertCount( 1, $errors );
		$this->assertSame( 'cosmetics-shop-info-' . $key, $errors[0]['code'], 'the error names the field (its element id)' );
		$this->assertStringStartsWith( esc_html( $words ), $errors[0]['message'] );
		$this->assertStringEndsWith( 'Zachowano poprzednią wartość.', $errors[0]['message'] );
	}

	public function test_staff_may_empty_a_field_and_nothing_comes_back_as_demo_data(): void {
		ShopInfo::update( self::SELLER );
		\CosmeticsStorefront\Settings\Admin\SettingsPage::register();
		update_option( ShopInfo::OPTION, array_merge( self::SELLER, array( 'seller_name' => '', 'city' => ' ', 'email' => '', 'phone' => '' ) ) );
		$info = ShopInfo::all();
		$this->assertSame( '', $info['seller_name'] );
		$this->assertSame( '', $info['city'] );
		$this->assertSame( '', ShopInfo::email() );
		$this->assertSame( array(), get_settings_errors( ShopInfo::OPTION ) );
		$this->assertSame( array( 'Nazwa sprzedawcy', 'Miasto', 'E-mail' ), ShopInfo::missing() );
		$this->assertSame( 'ul. Źródlana 7/9, 90-001', ShopInfo::address_line() );
	}

	public function test_a_save_without_edits_leaves_the_option_byte_identical(): void {
		ShopInfo::update( array_merge( self::SELLER, array( 'map_embed' => true ) ) );
		// Keys of another version stay where they are.
		update_option( ShopInfo::OPTION, array( 'future_key' => 'x' ) + get_option( ShopInfo::OPTION ) );
		$before = serialize( get_option( ShopInfo::OPTION ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the stored bytes.
		\CosmeticsStorefront\Settings\Admin\SettingsPage::register();
		// The form posts what it shows: every field as a string, the textarea with CRLF, the checkbox's "1".
		$posted = array();
		foreach ( ShopInfo::all() as $key => $value ) {
			$posted[ $key ] = is_bool( $value ) ? ( $value ? '1' : '0' ) : str_replace( "\n", "\r\n", (string) $value );
		}
		update_option( ShopInfo::OPTION, $posted );
		$this->assertSame( $before, serialize( get_option( ShopInfo::OPTION ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
		$this->assertSame( array(), get_settings_errors( ShopInfo::OPTION ) );
	}

	public function test_a_key_the_form_does_not_post_keeps_its_value(): void {
		ShopInfo::update( array( 'privacy_page_id' => $this->createPage(), 'phone' => '+48 600 100 200' ) );
		$before = ShopInfo::all();
		ShopInfo::update( array( 'city' => 'Gdańsk' ) );
		$this->assertSame( $before['privacy_page_id'], ShopInfo::all()['privacy_page_id'] );
		$this->assertSame( '+48 600 100 200', ShopInfo::all()['phone'] );
	}

	public function test_polish_opening_hours_are_split_into_whole_lines(): void {
		ShopInfo::update( array( 'hours' => "Poniedziałek–piątek: 9:00–17:00\r\nŚroda – sobota: 10:00–14:00\n\nNiedziela: nieczynne" ) );
		$this->assertSame(
			array(
				array( 'days' => 'Poniedziałek–piątek', 'hours' => '9:00–17:00' ),
				array( 'days' => 'Środa – sobota', 'hours' => '10:00–14:00' ),
				array( 'days' => 'Niedziela', 'hours' => 'nieczynne' ),
			),
			ShopInfo::public_data()['hours']
		);
	}

	public function test_a_stored_link_that_is_not_http_never_reaches_a_page(): void {
		update_option( ShopInfo::OPTION, array( 'facebook' => 'javascript:alert(1)', 'instagram' => 'https://www.instagram.com/laka' ) );
		$this->assertSame( '', ShopInfo::all()['facebook'] );
		$this->assertSame( array( array( 'name' => 'Instagram', 'url' => 'https://www.instagram.com/laka' ) ), ShopInfo::public_data()['socials'] );
	}

	public function test_public_data_reaches_the_bundle_under_one_key(): void {
		ShopInfo::update( array( 'email' => 'kontakt@sklep.pl', 'instagram' => 'https://www.instagram.com/sklep', 'facebook' => '', 'hours' => "Poniedziałek–sobota: 10:00–18:00\nNiedziela: nieczynne", 'latitude' => '52.2319', 'longitude' => '21.0149' ) );
		$public = Assets::public_settings()['shopInfo'];
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
		ShopInfo::update( array_merge( self::SELLER, array( 'street' => 'ul. Chmielna 10 lok. 2', 'postcode' => '00-020', 'city' => 'Warszawa' ) ) );
		ShopInfo::update( array( 'seller_name' => 'Firma & Spółka', 'nip' => '5252448487' ) );
		$this->assertSame( 'Firma &amp; Spółka', do_shortcode( '[cosmetics_shop_info field="seller_name"]' ) );
		$this->assertSame( '5252448487', do_shortcode( '[cosmetics_shop_info field="nip"]' ) );
		$this->assertSame( 'ul. Chmielna 10 lok. 2, 00-020 Warszawa', do_shortcode( '[cosmetics_shop_info field="address"]' ) );
		$this->assertSame( '', do_shortcode( '[cosmetics_shop_info field="map_embed"]' ) );
	}

	public function test_the_settings_page_has_its_own_tab(): void {
		wp_set_current_user( $this->createUser( 'administrator' ) );
		\CosmeticsStorefront\Settings\Admin\SettingsPage::register();
		$_GET['tab'] = 'kontakt';
		ob_start();
		\CosmeticsStorefront\Settings\Admin\SettingsPage::render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Dane kontaktowe, sprzedawca i strony prawne', $html );
		$this->assertStringContainsString( 'name="cosmetics_storefront_shop_info[nip]"', $html );
		$this->assertStringContainsString( "name='cosmetics_storefront_shop_info[terms_page_id]'", $html );
		$this->assertStringContainsString( '<label for="cosmetics-shop-info-nip">NIP</label>', $html );
	}
}
