<?php
/**
 * The shop's settings: defaults and sanitisation of whatever reaches the option.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Admin\SettingsPage;
use CosmeticsStorefront\Settings\Settings;

final class SettingsTest extends TestCase {

	public function test_defaults_are_the_specs_shop_categories_and_no_page(): void {
		$this->assertSame(
			array(
				'page_id'           => 0,
				'shop_category_ids' => array( 20, 22, 24 ),
				'home_cards'        => Settings::default_home_cards(),
			),
			Settings::defaults()
		);
	}

	public function test_without_a_stored_option_the_defaults_apply(): void {
		delete_option( Settings::OPTION );
		$this->assertSame( Settings::defaults(), Settings::all() );
		$this->assertSame( 0, Settings::storefront_page_id() );
		$public = Settings::public_settings();
		$this->assertSame( array( 'shopCategoryIds', 'homeCards', 'shopInfo', 'shipping' ), array_keys( $public ) );
		// Parcel lockers (issue 4): one key of its own, Warsaw by default, no Geowidget token.
		$this->assertSame( '', $public['shipping']['geowidgetToken'] );
		$this->assertSame( array( 52.2297, 21.0122 ), $public['shipping']['defaultCenter'] );
		$this->assertSame( array( 20, 22, 24 ), $public['shopCategoryIds'] );
		$this->assertSame( array_column( Settings::default_home_cards(), 'slug' ), array_column( $public['homeCards'], 'slug' ) );
	}

	public function test_non_numeric_category_ids_are_dropped(): void {
		$clean = Settings::sanitize( array( 'shop_category_ids' => array( '20', 'abc', '22.5', -3, 0, '24', 24, '7', null, array( 1 ), '5 OR 1=1' ) ) );
		$this->assertSame( array( 20, 24, 7 ), $clean['shop_category_ids'] );
	}

	public function test_category_ids_typed_as_text_are_split(): void {
		$clean = Settings::sanitize( array( 'shop_category_ids' => "20, 22;x 24\n31" ) );
		$this->assertSame( array( 20, 22, 24, 31 ), $clean['shop_category_ids'] );
	}

	public function test_no_valid_category_id_falls_back_to_the_defaults(): void {
		$this->assertSame( array( 20, 22, 24 ), Settings::sanitize( array( 'shop_category_ids' => array( 'x', -1 ) ) )['shop_category_ids'] );
		$this->assertSame( Settings::defaults(), Settings::sanitize( 'not an array' ) );
		$this->assertSame( Settings::defaults(), Settings::sanitize( null ) );
	}

	public function test_page_id_must_be_a_published_page(): void {
		$published = $this->createPage();
		$draft     = $this->createPage( array( 'post_status' => 'draft' ) );
		$private   = $this->createPage( array( 'post_status' => 'private' ) );
		$post      = $this->createPage( array( 'post_type' => 'post' ) );

		$this->assertSame( $published, Settings::sanitize( array( 'page_id' => (string) $published ) )['page_id'] );
		$this->assertSame( 0, Settings::sanitize( array( 'page_id' => $draft ) )['page_id'] );
		$this->assertSame( 0, Settings::sanitize( array( 'page_id' => $private ) )['page_id'] );
		$this->assertSame( 0, Settings::sanitize( array( 'page_id' => $post ) )['page_id'] );
		$this->assertSame( 0, Settings::sanitize( array( 'page_id' => 999999 ) )['page_id'] );
		$this->assertSame( 0, Settings::sanitize( array( 'page_id' => 'abc' ) )['page_id'] );
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
		Settings::update( array( 'page_id' => $page ) );
		Settings::update( array( 'shop_category_ids' => array( 31, 32 ) ) );

		$this->assertSame(
			array(
				'page_id'           => $page,
				'shop_category_ids' => array( 31, 32 ),
				'home_cards'        => Settings::default_home_cards(),
			),
			Settings::all()
		);
	}

	public function test_the_settings_form_is_sanitised_through_the_registered_setting(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php'; // add_settings_section(), as in wp-admin.
		SettingsPage::register();
		try {
			$draft = $this->createPage( array( 'post_status' => 'draft' ) );
			// What options.php does with the posted form.
			update_option(
				Settings::OPTION,
				array(
					'page_id'           => $draft,
					'shop_category_ids' => '20, <script>, 24',
					'home_cards'        => array(
						array(
							'name'      => '<b>Serum</b>',
							'slug'      => 'Serum Twarz',
							'image_ids' => '7, x, 8',
						),
					),
				)
			);
			$expected_cards    = Settings::default_home_cards();
			$expected_cards[0] = array(
				'name'      => 'Serum',
				'slug'      => 'serum-twarz',
				'image_ids' => array( 7, 8 ),
			);
			$this->assertSame(
				array(
					'page_id'           => 0,
					'shop_category_ids' => array( 20, 24 ),
					'home_cards'        => $expected_cards,
				),
				get_option( Settings::OPTION )
			);
		} finally {
			unregister_setting( 'cosmetics_storefront', Settings::OPTION );
		}
	}
}
