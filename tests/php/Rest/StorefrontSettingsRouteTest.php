<?php
/**
 * GET / POST cosmetics/v1/storefront-settings, the block sidebar's settings: the same option and rules
 * as the settings page; Shop Managers (manage_woocommerce, no manage_options) read and save them; a
 * refused field saves nothing and answers every field's Polish message.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Rest;

use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Tests\CreatesImages;
use CosmeticsStorefront\Tests\TestCase;

final class StorefrontSettingsRouteTest extends TestCase {

	use CreatesImages;

	private const PATH = '/cosmetics/v1/storefront-settings';

	protected function setUp(): void {
		parent::setUp();
		$this->requireWooCommerce();
	}

	private function category( string $name, int $parent = 0 ): \WP_Term {
		$made = wp_insert_term( $name . ' ' . wp_generate_password( 6, false ), 'product_cat', array( 'parent' => $parent ) );
		$this->assertIsArray( $made );
		$term = get_term( (int) $made['term_id'], 'product_cat' );
		$this->assertInstanceOf( \WP_Term::class, $term );
		return $term;
	}

	public function test_a_shop_manager_reads_and_saves_what_the_settings_page_edits(): void {
		$manager = $this->createUser( 'shop_manager' );
		$this->assertFalse( user_can( $manager, 'manage_options' ), 'a Shop Manager cannot use /wp/v2/settings' );
		wp_set_current_user( $manager );

		$read = $this->dispatch( 'GET', self::PATH );
		$this->assertSame( 200, $read->get_status(), (string) wp_json_encode( $read->get_data() ) );
		$data = $read->get_data();
		$this->assertSame( Settings::all()['home_cards'], $data['home_cards'] );
		$this->assertSame( Settings::all()['shop_category_ids'], $data['shop_category_ids'] );
		$this->assertCount( Settings::HOME_CARD_COUNT, $data['home_cards_preview'] );

		$top    = $this->category( 'Włosy' );
		$second = $this->category( 'Dłonie' );
		$child  = $this->category( 'Szampony', $top->term_id );
		$images = array( $this->createImage( 40, 40 ), $this->createImage( 40, 40 ) );
		$cards  = $data['home_cards'];
		$cards[1]['slug']      = $child->slug;
		$cards[1]['image_ids'] = $images;
		$cards[1]['name']      = 'Szampony i odżywki';

		$saved = $this->dispatch(
			'POST',
			self::PATH,
			array(
				'shop_category_ids' => array( $second->term_id, $top->term_id ),
				'home_cards'        => $cards,
			)
		);
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$stored = Settings::all();
		$this->assertSame( array( $second->term_id, $top->term_id ), $stored['shop_category_ids'], 'in the order given' );
		$this->assertSame( array( 'name' => 'Szampony i odżywki', 'slug' => $child->slug, 'image_ids' => $images ), $stored['home_cards'][1] );
		$this->assertSame( $stored['home_cards'], $saved->get_data()['home_cards'] );
		$this->assertCount( 2, $saved->get_data()['home_cards_preview'][1]['images'], 'the preview shows the chosen images' );

		// Only the fields sent change (core-data sends the edits).
		$this->assertSame( 200, $this->dispatch( 'POST', self::PATH, array( 'shop_category_ids' => array( $top->term_id ) ) )->get_status() );
		$this->assertSame( array( $top->term_id ), Settings::all()['shop_category_ids'] );
		$this->assertSame( $stored['home_cards'], Settings::all()['home_cards'] );
	}

	public function test_a_refused_field_saves_nothing_and_says_why_as_the_settings_page_does(): void {
		wp_set_current_user( $this->createUser( 'shop_manager' ) );
		$before = get_option( Settings::OPTION );
		$top    = $this->category( 'Stopy' );
		$child  = $this->category( 'Pięty', $top->term_id );
		$cards  = Settings::all()['home_cards'];
		$cards[0]['slug']      = 'nie-ma-takiej-kategorii';
		$cards[2]['image_ids'] = array( $this->createImage( 20, 20 ), $this->createImage( 20, 20 ), $this->createImage( 20, 20 ), $this->createImage( 20, 20 ) );
		$cards[3]['name']      = '   ';

		$response = $this->dispatch(
			'POST',
			self::PATH,
			array(
				'shop_category_ids' => array( $top->term_id, $child->term_id ),
				'home_cards'        => $cards,
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$data     = $response->get_data();
		$expected = array(
			'cosmetics-shop-categories'   => sprintf( 'Kategorie sklepu: nie ma kategorii produktów najwyższego poziomu o ID %d. Zachowano poprzednią wartość.', $child->term_id ),
			'cosmetics-home-card-0-slug'  => 'Karta 1 – kategoria: wybierz istniejącą kategorię produktów. Zachowano poprzednią wartość.',
			'cosmetics-home-card-2-images' => 'Karta 3 – obrazy: wybierz najwyżej 3 obrazy. Zachowano poprzednią wartość.',
			'cosmetics-home-card-3-name'  => 'Karta 4 – nazwa: wpisz nazwę karty. Zachowano poprzednią wartość.',
		);
		$this->assertSame( 'cosmetics_settings_refused', $data['code'] );
		$this->assertSame( $expected, $data['data']['fields'] );
		$this->assertSame( implode( ' ', $expected ), $data['message'] );
		$this->assertSame( $before, get_option( Settings::OPTION ), 'nothing saved, not even the valid fields' );

		// The settings page's own save refuses the same values with the same words.
		require_once ABSPATH . 'wp-admin/includes/template.php'; // add_settings_error(), as in wp-admin.
		Settings::sanitize( array( 'home_cards' => $cards ) );
		$page = array_column( get_settings_errors( Settings::OPTION ), 'message', 'code' );
		$this->assertSame( esc_html( $expected['cosmetics-home-card-0-slug'] ), $page['cosmetics-home-card-0-slug'] );

		// Shapes outside the schema never reach the rules.
		$this->assertSame( 400, $this->dispatch( 'POST', self::PATH, array( 'shop_category_ids' => 'abc' ) )->get_status() );
		$this->assertSame( 400, $this->dispatch( 'POST', self::PATH, array( 'home_cards' => array_fill( 0, 7, array() ) ) )->get_status() );
		$this->assertSame( $before, get_option( Settings::OPTION ) );
	}

	public function test_only_staff_logged_in_to_wp_admin(): void {
		wp_set_current_user( $this->createUser( 'editor' ) );
		$response = $this->dispatch( 'GET', self::PATH );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'Ustawienia sklepu może zmieniać tylko osoba zarządzająca sklepem.', $response->get_data()['message'] );
		wp_set_current_user( $this->createUser( 'customer' ) );
		$this->assertSame( 403, $this->dispatch( 'POST', self::PATH, array( 'shop_category_ids' => array() ) )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->dispatch( 'GET', self::PATH )->get_status() );

		$manager = $this->createUser( 'shop_manager' );
		\CosmeticsStorefront\Accounts\Auth\BearerAuthentication::reset();
		$_SERVER['HTTP_AUTHORIZATION'] = 'Bearer ' . \CosmeticsStorefront\Accounts\Auth\Jwt::issue( $manager, false );
		$_SERVER['REQUEST_URI']        = '/wp-json' . self::PATH;
		wp_set_current_user( (int) apply_filters( 'determine_current_user', false ) );
		$this->assertSame( $manager, get_current_user_id(), 'the token names the shop manager' );
		$response = $this->dispatch( 'GET', self::PATH );
		$this->assertSame( 403, $response->get_status(), 'a storefront token is not wp-admin\'s login' );
		$this->assertSame( 'Ustawienia sklepu zmienia się w panelu WordPress, nie przez logowanie w sklepie.', $response->get_data()['message'] );
	}
}
