<?php
/**
 * The shop's settings: defaults and sanitisation of whatever reaches the option.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Storefront\Assets;
use CosmeticsStorefront\Settings\Admin\SettingsPage;
use CosmeticsStorefront\Settings\Settings;

final class SettingsTest extends TestCase {

	protected function tearDown(): void {
		$GLOBALS['wp_settings_errors'] = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- settings errors of this test only.
		unregister_setting( 'cosmetics_storefront', Settings::OPTION );
		parent::tearDown();
	}

	public function test_defaults_are_no_chosen_category_and_no_page(): void {
		$this->assertSame(
			array(
				'page_id'           => 0,
				'shop_category_ids' => array(),
				'home_cards'        => Settings::default_home_cards(),
			),
			Settings::defaults()
		);
	}

	public function test_without_a_choice_the_filter_shows_every_top_level_category_but_the_default_one(): void {
		delete_option( Settings::OPTION );
		$face  = $this->category( 'Twarz' );
		$body  = $this->category( 'Ciało' );
		$child = $this->category( 'Kremy', $face );
		$this->assertSame( Settings::defaults(), Settings::all() );
		$this->assertSame( 0, Settings::storefront_page_id() );
		$public = Assets::public_settings();
		$this->assertSame( array( 'shopCategoryIds', 'homeCards', 'shopInfo', 'shipping' ), array_keys( $public ) );
		// Parcel lockers: one key of its own, Warsaw by default, no Geowidget token.
		$this->assertSame( '', $public['shipping']['geowidgetToken'] );
		$this->assertSame( array( 52.2297, 21.0122 ), $public['shipping']['defaultCenter'] );
		$this->assertContains( $face, $public['shopCategoryIds'] );
		$this->assertContains( $body, $public['shopCategoryIds'] );
		$this->assertNotContains( $child, $public['shopCategoryIds'] );
		$this->assertNotContains( (int) get_option( 'default_product_cat' ), $public['shopCategoryIds'] );
		$this->assertSame( array_column( Settings::default_home_cards(), 'slug' ), array_column( $public['homeCards'], 'slug' ) );

		Settings::update( array( 'shop_category_ids' => array( (string) $body, (string) $face ) ) );
		$this->assertSame( array( $body, $face ), Assets::public_settings()['shopCategoryIds'], 'the chosen ones, in their order' );
	}

	public function test_only_existing_top_level_categories_can_be_chosen(): void {
		$face  = $this->category( 'Pielęgnacja twarzy' );
		$child = $this->category( 'Żele', $face );
		Settings::update( array( 'shop_category_ids' => array( $face ) ) );
		foreach ( array( array( '999999' ), array( (string) $child ), array( 'abc' ), array( '5 OR 1=1' ), '-3', array( array( 1 ) ) ) as $bad ) {
			list( $clean, $errors ) = Settings::validate( array( 'shop_category_ids' => $bad ) );
			$this->assertSame( array( $face ), $clean['shop_category_ids'], 'refused: the previous choice stays' );
			$this->assertArrayHasKey( 'cosmetics-shop-categories', $errors );
			$this->assertStringStartsWith( 'Kategorie sklepu: nie ma kategorii produktów najwyższego poziomu o ID ', $errors['cosmetics-shop-categories'] );
		}
		list( $clean, $errors ) = Settings::validate( array( 'shop_category_ids' => array( '', (string) $face ) ) );
		$this->assertSame( array( $face ), $clean['shop_category_ids'] );
		$this->assertSame( array(), $errors );
		list( $clean ) = Settings::validate( array( 'shop_category_ids' => array( '' ) ) );
		$this->assertSame( array(), $clean['shop_category_ids'], 'every box unchecked: no choice (all top-level categories)' );
	}

	public function test_a_chosen_category_deleted_since_stays_until_staff_uncheck_it(): void {
		$face = $this->category( 'Twarz' );
		$gone = $this->category( 'Dawna' );
		Settings::update( array( 'shop_category_ids' => array( $face, $gone ) ) );
		wp_delete_term( $gone, 'product_cat' );
		list( $clean, $errors ) = Settings::validate( array( 'shop_category_ids' => array( '', (string) $face, (string) $gone ) ) );
		$this->assertSame( array( $face, $gone ), $clean['shop_category_ids'] );
		$this->assertSame( array(), $errors );
	}

	public function test_page_id_must_be_a_published_page(): void {
		$published = $this->createPage();
		$draft     = $this->createPage( array( 'post_status' => 'draft' ) );
		$private   = $this->createPage( array( 'post_status' => 'private' ) );
		$post      = $this->createPage( array( 'post_type' => 'post' ) );

		Settings::update( array( 'page_id' => $published ) );
		$this->assertSame( $published, Settings::storefront_page_id() );
		foreach ( array( $draft, $private, $post, 999999, 'abc', '-1' ) as $bad ) {
			list( $clean, $errors ) = Settings::validate( array( 'page_id' => $bad ) );
			$this->assertSame( $published, $clean['page_id'] );
			$this->assertSame( 'Strona sklepu: wybierz opublikowaną stronę. Zachowano poprzednią wartość.', $errors['cosmetics-page-id'] );
		}
		$this->assertSame( 0, Settings::validate( array( 'page_id' => '0' ) )[0]['page_id'] );
	}

	public function test_a_storefront_page_that_is_later_trashed_is_no_longer_used(): void {
		$page = $this->createPage();
		Settings::update( array( 'page_id' => $page ) );
		$this->assertSame( $page, Settings::storefront_page_id() );

		wp_trash_post( $page );

		$this->assertSame( 0, Settings::storefront_page_id() );
	}

	public function test_update_merges_into_the_stored_settings(): void {
		$page = $this->createPage();
		$cat  = $this->category( 'Włosy' );
		Settings::update( array( 'page_id' => $page ) );
		Settings::update( array( 'shop_category_ids' => array( $cat ) ) );

		$this->assertSame(
			array(
				'page_id'           => $page,
				'shop_category_ids' => array( $cat ),
				'home_cards'        => Settings::default_home_cards(),
			),
			Settings::all()
		);
	}

	public function test_the_form_refuses_each_bad_field_through_the_registered_setting_and_saves_the_rest(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php'; // add_settings_section(), as in wp-admin.
		SettingsPage::register();
		$page  = $this->createPage();
		$cat   = $this->category( 'Makijaż' );
		$draft = $this->createPage( array( 'post_status' => 'draft' ) );
		Settings::update( array( 'page_id' => $page, 'shop_category_ids' => array( $cat ) ) );
		// What options.php does with the posted form.
		update_option(
			Settings::OPTION,
			array(
				'page_id'           => (string) $draft,
				// An id no category has (a fixed one, 31, was a category once earlier tests had made enough).
				'shop_category_ids' => array( '', (string) $cat, (string) ( $cat + 100000 ) ),
				'home_cards'        => array(
					array(
						'name'      => 'Serum – ŻÓŁĆ',
						'slug'      => 'pielegnacja-skory',
						'image_ids' => '7, x, 8',
					),
				),
			)
		);
		$stored = get_option( Settings::OPTION );
		$this->assertSame( $page, $stored['page_id'] );
		$this->assertSame( array( $cat ), $stored['shop_category_ids'] );
		$this->assertSame( 'Serum – ŻÓŁĆ', $stored['home_cards'][0]['name'], 'a valid field is saved' );
		$this->assertSame( array(), $stored['home_cards'][0]['image_ids'] );
		$this->assertSame(
			array( 'cosmetics-page-id', 'cosmetics-shop-categories', 'cosmetics-home-card-0-images' ),
			array_column( get_settings_errors( Settings::OPTION ), 'code' )
		);
		$this->assertStringContainsString( 'Karta 1 – obrazy: w bibliotece mediów nie ma obrazu o ID x, 7, 8', get_settings_errors( Settings::OPTION )[2]['message'] );
	}

	public function test_a_save_without_edits_leaves_the_option_byte_identical(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$page = $this->createPage();
		$a    = $this->category( 'Świece' );
		$b    = $this->category( 'Łazienka' );
		Settings::update( array( 'page_id' => $page, 'shop_category_ids' => array( $b, $a ) ) );
		$before = serialize( get_option( Settings::OPTION ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the stored bytes.
		SettingsPage::register();
		$all  = Settings::all();
		$post = array(
			'page_id'           => (string) $all['page_id'],
			'shop_category_ids' => array_merge( array( '' ), array_map( 'strval', $all['shop_category_ids'] ) ),
			'home_cards'        => array_map(
				static fn( array $card ): array => array(
					'name'      => $card['name'],
					'slug'      => $card['slug'],
					'image_ids' => implode( ', ', $card['image_ids'] ),
				),
				$all['home_cards']
			),
		);
		update_option( Settings::OPTION, $post );
		$this->assertSame( $before, serialize( get_option( Settings::OPTION ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
		$this->assertSame( array(), get_settings_errors( Settings::OPTION ) );
	}

	private function category( string $name, int $parent = 0 ): int {
		$this->requireWooCommerce();
		$term = wp_insert_term( $name, 'product_cat', array( 'parent' => $parent ) );
		$this->assertIsArray( $term, is_wp_error( $term ) ? $term->get_error_message() : '' );
		return (int) $term['term_id'];
	}
}
