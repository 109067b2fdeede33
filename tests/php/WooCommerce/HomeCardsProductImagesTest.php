<?php
/**
 * Home cards without images of their own show the featured images of the category's products
 * (child categories included; published and catalogue-visible products only).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

require_once dirname( __DIR__ ) . '/CreatesImages.php';

use CosmeticsStorefront\Storefront\HomeCards;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Tests\CreatesImages;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class HomeCardsProductImagesTest extends WooCommerceTestCase {

	use CreatesImages;

	protected function tearDown(): void {
		$this->deleteImages();
		parent::tearDown();
	}

	public function test_a_card_shows_the_featured_images_of_its_categorys_products_children_included(): void {
		$parent = $this->category( 'pielegnacja-skory' );
		$child  = $this->category( 'kremy-do-twarzy', $parent );

		$in_parent   = $this->product( 'Tonik', array( $parent ), 2 );
		$in_child    = $this->product( 'Krem', array( $child ), 1 );
		$draft       = $this->product( 'Szkic', array( $parent ), 0, 'draft' );
		$hidden      = $this->product( 'Ukryty', array( $parent ), 0, 'publish', 'hidden' );
		$no_image    = $this->product( 'Bez zdjęcia', array( $parent ), 0, 'publish', 'visible', false );
		$other_group = $this->product( 'Tusz', array( $this->category( 'makijaz' ) ), 0 );

		$cards = HomeCards::public_cards();

		$this->assertSame( 'pielegnacja-skory', $cards[0]['slug'] );
		$this->assertSame(
			array( $this->src( $in_child ), $this->src( $in_parent ) ),
			array_column( $cards[0]['images'], 'src' ),
			'Published, visible products with a featured image, in menu order, child categories included.'
		);
		$this->assertSame( array( $this->src( $other_group ) ), array_column( $cards[1]['images'], 'src' ) );
		unset( $draft, $hidden, $no_image );
	}

	public function test_at_most_three_images_and_a_second_card_on_the_same_slug_starts_further_along(): void {
		$category = $this->category( 'zabiegi' );
		$products = array();
		for ( $n = 1; $n <= 4; $n++ ) {
			$products[] = $this->product( "Zabieg $n", array( $category ), $n );
		}
		$cards = HomeCards::public_cards();

		$this->assertSame( array( 'zabiegi', 'zabiegi' ), array( $cards[4]['slug'], $cards[5]['slug'] ) );
		$srcs = array_map( array( $this, 'src' ), $products );
		$this->assertSame( array_slice( $srcs, 0, 3 ), array_column( $cards[4]['images'], 'src' ) );
		$this->assertSame( array( $srcs[3], $srcs[0], $srcs[1] ), array_column( $cards[5]['images'], 'src' ) );
	}

	public function test_images_chosen_in_the_settings_win_over_the_products(): void {
		$category = $this->category( 'perfumy' );
		$this->product( 'Woda perfumowana', array( $category ), 1 );
		$chosen = $this->createImage( 900, 1200 );
		$cards  = Settings::default_home_cards();
		$cards[2]['image_ids'] = array( $chosen );
		Settings::update( array( 'home_cards' => $cards ) );

		$images = HomeCards::public_cards()[2]['images'];
		$this->assertCount( 1, $images );
		$this->assertSame( wp_make_link_relative( wp_get_attachment_image_src( $chosen, 'medium_large' )[0] ), $images[0]['src'] );
	}

	public function test_a_category_without_products_gives_no_images(): void {
		$this->category( 'samopoczucie' );
		$this->assertSame( array(), HomeCards::public_cards()[3]['images'] );
	}

	public function test_the_cards_are_kept_between_pages_until_a_product_or_photo_changes(): void {
		global $wpdb;
		$category = $this->category( 'pielegnacja-skory' );
		$first    = $this->product( 'Tonik', array( $category ), 1 );
		$this->assertSame( array( $this->src( $first ) ), array_column( HomeCards::public_cards()[0]['images'], 'src' ) );

		// The next page (a new request: nothing in memory) reads them without asking for products.
		wp_cache_flush_runtime();
		$queries = $wpdb->num_queries;
		HomeCards::public_cards();
		// Reading the stored entry and the catalogue version: a handful of option reads (how many depends
		// on WordPress's version), against ~20 queries to compute the cards.
		$this->assertLessThanOrEqual( 5, $wpdb->num_queries - $queries, 'kept, not computed again' );

		// A new product in the category, then another photo for it: each on the next page.
		$second = $this->product( 'Krem', array( $category ), 0 );
		wp_cache_flush_runtime();
		$this->assertSame( array( $this->src( $second ), $this->src( $first ) ), array_column( HomeCards::public_cards()[0]['images'], 'src' ) );
		$second->set_image_id( $this->createImage( 800, 800, '', $second->get_id() ) );
		$second->save();
		wp_cache_flush_runtime();
		$this->assertSame( $this->src( $second ), HomeCards::public_cards()[0]['images'][0]['src'] );
		// A product leaving the shop takes its photo with it.
		wp_trash_post( $second->get_id() );
		wp_cache_flush_runtime();
		$this->assertSame( array( $this->src( $first ) ), array_column( HomeCards::public_cards()[0]['images'], 'src' ) );
	}

	// ----------------------------------------------------------------------------------------------

	private function category( string $slug, int $parent = 0 ): int {
		$term = wp_insert_term( ucfirst( $slug ), 'product_cat', array( 'slug' => $slug, 'parent' => $parent ) );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}

	private function product( string $name, array $categories, int $menu_order, string $status = 'publish', string $visibility = 'visible', bool $image = true ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( $status );
		$product->set_regular_price( '10' );
		$product->set_category_ids( $categories );
		$product->set_menu_order( $menu_order );
		$product->set_catalog_visibility( $visibility );
		$product->save();
		if ( $image ) {
			$product->set_image_id( $this->createImage( 1000, 1000, '', $product->get_id() ) );
			$product->save();
		}
		return $product;
	}

	private function src( \WC_Product $product ): string {
		// Site-relative, as the cards carry it (every storefront page prints them).
		return wp_make_link_relative( (string) wp_get_attachment_image_src( $product->get_image_id(), 'medium_large' )[0] );
	}
}
