<?php
/**
 * Home page category cards: the settings (defaults = the spec's names and slugs, sanitising) and the
 * public cards the page carries (images from the settings; no REST request needed).
 * Images from the category's products are in WooCommerce/HomeCardsProductImagesTest.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

require_once __DIR__ . '/CreatesImages.php';

use CosmeticsStorefront\Storefront\Assets;
use CosmeticsStorefront\Settings\Admin\SettingsPage;
use CosmeticsStorefront\Storefront\HomeCards;
use CosmeticsStorefront\Settings\Settings;

final class HomeCardsTest extends TestCase {

	use CreatesImages;

	protected function tearDown(): void {
		$this->deleteImages();
		parent::tearDown();
	}

	public function test_the_defaults_are_the_specs_six_cards_with_its_slugs_as_given(): void {
		$this->assertSame(
			array(
				array( 'Podstawowa pielęgnacja', 'pielegnacja-skory' ),
				array( 'Anti-aging', 'makijaz' ),
				array( 'Pielęgnacja okolic oczu', 'perfumy' ),
				array( 'Problemy skórne i korekta', 'samopoczucie' ),
				array( 'Pielęgnacja ciała', 'zabiegi' ),
				array( 'Linie zabiegowe', 'zabiegi' ),
			),
			array_map( static fn( array $card ) => array( $card['name'], $card['slug'] ), Settings::defaults()['home_cards'] )
		);
		foreach ( Settings::defaults()['home_cards'] as $card ) {
			$this->assertSame( array(), $card['image_ids'] );
		}
	}

	public function test_without_a_stored_option_the_page_gets_the_default_cards(): void {
		delete_option( Settings::OPTION );
		$cards = Assets::public_settings()['homeCards'];
		$this->assertCount( 6, $cards );
		$this->assertSame( array_column( Settings::default_home_cards(), 'name' ), array_column( $cards, 'name' ) );
		$this->assertSame( array( 'pielegnacja-skory', 'makijaz', 'perfumy', 'samopoczucie', 'zabiegi', 'zabiegi' ), array_column( $cards, 'slug' ) );
	}

	public function test_a_card_name_is_plain_text_of_at_most_80_characters_and_never_empty(): void {
		list( $clean, $errors ) = Settings::validate(
			array(
				'home_cards' => array(
					array( 'name' => '  Kremy   na noc – żółte ' ),
					array( 'name' => '' ),
					array( 'name' => '<script>alert(1)</script>Kremy' ),
					array( 'name' => str_repeat( 'ż', 81 ) ),
					array( 'name' => str_repeat( 'ż', 80 ) ),
				),
			)
		);
		$this->assertSame( 'Kremy na noc – żółte', $clean['home_cards'][0]['name'] );
		$this->assertSame( 'Anti-aging', $clean['home_cards'][1]['name'], 'refused: the previous name stays' );
		$this->assertSame( 'Pielęgnacja okolic oczu', $clean['home_cards'][2]['name'] );
		$this->assertSame( 'Problemy skórne i korekta', $clean['home_cards'][3]['name'] );
		$this->assertSame( str_repeat( 'ż', 80 ), $clean['home_cards'][4]['name'] );
		$this->assertSame( array( 'cosmetics-home-card-1-name', 'cosmetics-home-card-2-name', 'cosmetics-home-card-3-name' ), array_keys( $errors ) );
		$this->assertSame( 'Karta 2 – nazwa: wpisz nazwę karty. Zachowano poprzednią wartość.', $errors['cosmetics-home-card-1-name'] );
		$this->assertStringContainsString( 'nie może zawierać znaczników HTML', $errors['cosmetics-home-card-2-name'] );
		$this->assertStringContainsString( 'może mieć najwyżej 80 znaków, wpisano 81', $errors['cosmetics-home-card-3-name'] );
	}

	public function test_a_card_category_is_an_existing_category_or_the_one_it_had(): void {
		$term = wp_insert_term( 'Świece zapachowe', 'product_cat', array( 'slug' => 'swiece-zapachowe' ) );
		$this->assertIsArray( $term );
		list( $clean, $errors ) = Settings::validate(
			array(
				'home_cards' => array(
					array( 'slug' => 'swiece-zapachowe' ),
					array( 'slug' => 'nie-ma-takiej' ),
					array( 'slug' => 'perfumy' ), // The stored one (the spec's default), even without its category.
					array( 'slug' => '"><script>' ),
				),
			)
		);
		$this->assertSame( 'swiece-zapachowe', $clean['home_cards'][0]['slug'] );
		$this->assertSame( 'makijaz', $clean['home_cards'][1]['slug'] );
		$this->assertSame( 'perfumy', $clean['home_cards'][2]['slug'] );
		$this->assertSame( 'samopoczucie', $clean['home_cards'][3]['slug'] );
		$this->assertSame( 'Karta 2 – kategoria: wybierz istniejącą kategorię produktów. Zachowano poprzednią wartość.', $errors['cosmetics-home-card-1-slug'] );
		$this->assertArrayHasKey( 'cosmetics-home-card-3-slug', $errors );
	}

	public function test_image_ids_are_positive_unique_and_at_most_three(): void {
		$cards = Settings::sanitize_home_cards(
			array(
				array( 'image_ids' => '12, abc, 12; -3 0 14,15,16' ),
				array( 'image_ids' => array( '7', 7.5, null, array( 1 ), '8 OR 1=1', 9 ) ),
				array( 'image_ids' => 'nic' ),
			)
		);
		$this->assertSame( array( 12, 14, 15 ), $cards[0]['image_ids'] );
		$this->assertSame( array( 7, 9 ), $cards[1]['image_ids'] );
		$this->assertSame( array(), $cards[2]['image_ids'] );
	}

	public function test_there_are_always_six_cards(): void {
		$seven = array_fill( 0, 7, array( 'name' => 'Karta', 'slug' => 'karta' ) );
		$this->assertCount( 6, Settings::sanitize_home_cards( $seven ) );
		$this->assertSame( Settings::default_home_cards(), Settings::sanitize_home_cards( 'nie tablica' ) );
		$this->assertSame( Settings::default_home_cards(), Settings::sanitize_home_cards( array( 'x', 5, null ) ) );
		$keyed = Settings::sanitize_home_cards( array( 'a' => array( 'name' => 'Pierwsza', 'slug' => 'pierwsza' ) ) );
		$this->assertSame( 'Pierwsza', $keyed[0]['name'] );
		$this->assertSame( 'makijaz', $keyed[1]['slug'] );
	}

	public function test_the_settings_page_registers_a_card_section_with_six_rows(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		global $wp_settings_fields;
		SettingsPage::register();
		try {
			$fields = $wp_settings_fields[ SettingsPage::SLUG ]['home_cards'] ?? array();
			$this->assertSame( array( 'Karta 1', 'Karta 2', 'Karta 3', 'Karta 4', 'Karta 5', 'Karta 6' ), array_values( array_column( $fields, 'title' ) ) );

			ob_start();
			SettingsPage::field_home_card( array( 'index' => 4 ) );
			$html = (string) ob_get_clean();
			$this->assertStringContainsString( 'name="' . Settings::OPTION . '[home_cards][4][slug]"', $html );
			$this->assertMatchesRegularExpression( '/<option value="zabiegi" selected/', $html, 'the stored category is chosen in the picker' );
			$this->assertStringContainsString( 'value="Pielęgnacja ciała"', $html );
			$this->assertStringContainsString( '<label for="cosmetics-home-card-4-images">Obrazy (ID)</label>', $html );
		} finally {
			unregister_setting( 'cosmetics_storefront', Settings::OPTION );
		}
	}

	public function test_images_chosen_in_the_settings_are_used_in_order_with_their_size_and_srcset(): void {
		$first  = $this->createImage( 1600, 2000, 'Krem w słoiczku' );
		$second = $this->createImage( 1600, 2000 );
		$pdf    = self::factoryAttachment( 'application/pdf' );
		update_option(
			Settings::OPTION,
			array(
				'home_cards' => array(
					array(
						'name'      => 'Podstawowa pielęgnacja',
						'slug'      => 'pielegnacja-skory',
						'image_ids' => array( $second, $pdf, $first ),
					),
					array(
						'name'      => 'Anti-aging',
						'slug'      => 'kategoria-ktorej-nie-ma',
						'image_ids' => array( 999999, $pdf ),
					),
				),
			)
		);

		$cards = HomeCards::public_cards();
		$this->assertSame( array(), $cards[1]['images'], 'No image attachment among the ids, no products: none.' );
		$card = $cards[0];
		$this->assertSame( 'Podstawowa pielęgnacja', $card['name'] );
		$this->assertSame( 'pielegnacja-skory', $card['slug'] );
		$this->assertCount( 2, $card['images'], 'Only the image attachments, in the chosen order.' );

		$image = $card['images'][1];
		$this->assertSame( 'Krem w słoiczku', $image['alt'] );
		$this->assertMatchesRegularExpression( '/-768x960\.jpg$/', $image['src'], 'The medium_large size.' );
		$this->assertSame( 768, $image['width'] );
		$this->assertSame( 960, $image['height'] );
		$this->assertStringContainsString( '-768x960.jpg 768w', $image['srcset'] );
		$this->assertMatchesRegularExpression( '/ \d+w, .* \d+w/', $image['srcset'], 'Several widths.' );
		// Every storefront page carries the cards: relative addresses, only the sizes a card can show.
		$this->assertStringStartsWith( '/', $image['src'] );
		foreach ( explode( ', ', $image['srcset'] ) as $candidate ) {
			$this->assertStringStartsWith( '/', $candidate );
			$width = (int) substr( (string) strrchr( $candidate, ' ' ), 1 );
			$this->assertTrue( $width >= 300 && $width <= 768, "$candidate: between 300 px and the card size" );
		}
		$this->assertStringContainsString( wp_basename( (string) get_attached_file( $second ), '.jpg' ), $card['images'][0]['src'] );
	}

	public function test_a_card_without_images_or_products_has_none(): void {
		update_option( Settings::OPTION, array( 'home_cards' => array( array( 'slug' => 'kategoria-ktorej-nie-ma' ) ) ) );
		$this->assertSame( array(), HomeCards::public_cards()[0]['images'] );
	}

	public function test_the_storefront_page_carries_the_cards_in_its_configuration(): void {
		$image = $this->createImage( 1200, 1500 );
		update_option( Settings::OPTION, array( 'home_cards' => array( array( 'name' => 'Nowości', 'slug' => 'nowosci', 'image_ids' => array( $image ) ) ) ) );
		$this->bundleStandInUnlessBuilt();

		$html   = $this->renderPage( '/' );
		$config = $this->configFromHtml( $html );

		$this->assertIsArray( $config );
		$cards = $config['settings']['homeCards'];
		$this->assertCount( 6, $cards );
		$this->assertSame( 'Nowości', $cards[0]['name'] );
		$this->assertSame( 'nowosci', $cards[0]['slug'] );
		$this->assertCount( 1, $cards[0]['images'] );
		$this->assertSame( array( 'src', 'srcset', 'alt', 'width', 'height' ), array_keys( $cards[0]['images'][0] ) );
		// Everything the home screen shows is in the page: nothing about the cards is left to a REST call.
		foreach ( array_keys( $config['preload'] ) as $path ) {
			$this->assertStringNotContainsString( 'home', strtolower( (string) $path ) );
		}
	}

	private static function factoryAttachment( string $mime ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => 'Dokument',
				'post_mime_type' => $mime,
				'post_status'    => 'inherit',
			),
			'dokument.pdf'
		);
		return (int) $id;
	}
}
