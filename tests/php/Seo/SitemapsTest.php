<?php
/**
 * What the shop lists (Listing), in WordPress's core sitemap (Sitemaps) and Yoast's sitemap filters
 * (Yoast), the Store API and the product feed: all of them list the same products.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Seo;

use CosmeticsStorefront\Seo\Listing;
use CosmeticsStorefront\Seo\Yoast;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class SitemapsTest extends WooCommerceTestCase {

	protected function tearDown(): void {
		Yoast::unregister();
		parent::tearDown();
	}

	/** @return array<string,\WC_Product_Simple> a listed, a hidden, a search-only and a password-protected product in one new category */
	private function products( int $category ): array {
		$make = function ( string $name, string $visibility, string $password = '' ) use ( $category ): \WC_Product_Simple {
			$product = $this->simple( '20.00', '', '', '', array( 'name' => $name, 'category_ids' => array( $category ) ) );
			$product->set_catalog_visibility( $visibility );
			$product->set_post_password( $password );
			$product->save();
			return $product;
		};
		return array(
			'listed'    => $make( 'Krem w mapie', 'visible' ),
			'hidden'    => $make( 'Krem ukryty', 'hidden' ),
			'search'    => $make( 'Krem tylko w wyszukiwaniu', 'search' ),
			'protected' => $make( 'Krem z hasłem', 'visible', 'tajne' ),
		);
	}

	/** @return string[] the locs of the core sitemap $provider's first page of $subtype */
	private function core( string $provider, string $subtype ): array {
		$object = wp_sitemaps_get_server()->registry->get_provider( $provider );
		$this->assertNotNull( $object, $provider );
		return array_column( $object->get_url_list( 1, $subtype ), 'loc' );
	}

	public function test_the_core_product_sitemap_lists_only_listed_products(): void {
		$term     = wp_insert_term( 'Kremy mapowe', 'product_cat', array( 'slug' => 'kremy-mapowe' ) );
		$products = $this->products( $term['term_id'] );
		$urls     = $this->core( 'posts', 'product' );
		$this->assertContains( home_url( '/sklep/product/' . $products['listed']->get_id() ), $urls );
		foreach ( array( 'hidden', 'search', 'protected' ) as $which ) {
			$this->assertNotContains( home_url( '/sklep/product/' . $products[ $which ]->get_id() ), $urls, $which );
		}
	}

	public function test_the_core_sitemap_has_no_users_theme_taxonomies_or_empty_categories(): void {
		$providers = wp_sitemaps_get_server()->registry->get_providers();
		$this->assertArrayNotHasKey( 'users', $providers );
		$taxonomies = array_keys( $providers['taxonomies']->get_object_subtypes() );
		$this->assertContains( 'product_cat', $taxonomies );
		$this->assertNotContains( 'product_tag', $taxonomies );
		$this->assertNotContains( 'product_brand', $taxonomies );

		$full   = wp_insert_term( 'Pełna mapowa', 'product_cat', array( 'slug' => 'pelna-mapowa' ) );
		$hidden = wp_insert_term( 'Tylko ukryte mapowe', 'product_cat', array( 'slug' => 'ukryte-mapowe' ) );
		$this->products( $full['term_id'] );
		$only_hidden = $this->simple( '10.00', '', '', '', array( 'category_ids' => array( $hidden['term_id'] ) ) );
		$only_hidden->set_catalog_visibility( 'hidden' );
		$only_hidden->save();
		$urls = $this->core( 'taxonomies', 'product_cat' );
		$this->assertContains( home_url( '/sklep/category/pelna-mapowa' ), $urls );
		$this->assertNotContains( home_url( '/sklep/category/ukryte-mapowe' ), $urls, 'a category whose only product is hidden' );
	}

	public function test_the_core_page_sitemap_leaves_out_woocommerces_pages_and_writes_storefront_pages_as_their_canonical(): void {
		$legal = $this->createPage( array( 'post_title' => 'Regulamin', 'post_name' => 'regulamin' ) );
		$other = $this->createPage( array( 'post_title' => 'O nas', 'post_name' => 'o-nas-mapa' ) );
		$urls  = $this->core( 'posts', 'page' );
		$this->assertContains( home_url( '/regulamin' ), $urls, 'no trailing slash: its canonical' );
		$this->assertNotContains( home_url( '/regulamin/' ), $urls );
		$this->assertContains( get_permalink( $other ), $urls );
		$this->assertGreaterThan( 0, $legal );
		foreach ( array( 'cart', 'checkout', 'myaccount' ) as $page ) {
			$id = wc_get_page_id( $page );
			if ( $id > 0 ) {
				$this->assertNotContains( get_permalink( $id ), $urls, $page );
				$this->assertContains( $id, Listing::unlisted_page_ids(), $page );
			}
		}
	}

	public function test_yoasts_sitemap_follows_the_same_rules(): void {
		$term     = wp_insert_term( 'Kremy yoastowe', 'product_cat', array( 'slug' => 'kremy-yoastowe' ) );
		$empty    = wp_insert_term( 'Pusta yoastowa', 'product_cat', array( 'slug' => 'pusta-yoastowa' ) );
		$products = $this->products( $term['term_id'] );
		Yoast::register();
		$entry = static fn( \WC_Product $product ) => apply_filters( 'wpseo_sitemap_entry', array( 'loc' => 'x' ), 'post', get_post( $product->get_id() ) );
		$this->assertSame( home_url( '/sklep/product/' . $products['listed']->get_id() ), $entry( $products['listed'] )['loc'] );
		$this->assertSame( array(), $entry( $products['protected'] ), 'a password-protected product' );
		$this->assertSame( array(), $entry( $products['hidden'] ) );
		$this->assertContains( (int) $empty['term_id'], apply_filters( 'wpseo_exclude_from_sitemap_by_term_ids', array() ) );
		$this->assertNotContains( (int) $term['term_id'], apply_filters( 'wpseo_exclude_from_sitemap_by_term_ids', array() ) );
		$this->assertTrue( apply_filters( 'wpseo_sitemap_exclude_taxonomy', false, 'product_brand' ) );
		$this->assertTrue( apply_filters( 'wpseo_sitemap_exclude_taxonomy', false, 'product_tag' ) );
		$this->assertFalse( apply_filters( 'wpseo_sitemap_exclude_taxonomy', false, 'product_cat' ) );
		$this->assertSame( array(), apply_filters( 'wpseo_sitemap_exclude_author', array( get_user_by( 'id', 1 ) ) ) );
		$page = $this->createPage( array( 'post_title' => 'Polityka zwrotów', 'post_name' => 'polityka-zwrotow' ) );
		$this->assertSame( home_url( '/polityka-zwrotow' ), apply_filters( 'wpseo_xml_sitemap_post_url', home_url( '/polityka-zwrotow/' ), get_post( $page ) ) );
	}

	public function test_a_password_protected_product_is_in_no_store_api_list_and_not_served_alone(): void {
		$term     = wp_insert_term( 'Kremy api', 'product_cat', array( 'slug' => 'kremy-api' ) );
		$products = $this->products( $term['term_id'] );
		foreach ( array( '/wc/store/v1/products?per_page=100&category=' . $term['term_id'], '/wc/store/v1/products?per_page=100&catalog_visibility=catalog&category=' . $term['term_id'], '/wc/store/v1/products?per_page=100&search=Krem' ) as $path ) {
			$response = $this->dispatch( 'GET', $path );
			$this->assertSame( 200, $response->get_status(), $path );
			$ids = array_column( $response->get_data(), 'id' );
			$this->assertNotContains( $products['protected']->get_id(), $ids, $path );
		}
		$this->assertContains( $products['listed']->get_id(), array_column( $this->dispatch( 'GET', '/wc/store/v1/products?per_page=100&category=' . $term['term_id'] )->get_data(), 'id' ) );
		$this->assertSame( 404, $this->dispatch( 'GET', '/wc/store/v1/products/' . $products['protected']->get_id() )->get_status() );
		$this->assertSame( 200, $this->dispatch( 'GET', '/wc/store/v1/products/' . $products['listed']->get_id() )->get_status() );
		$this->assertSame( 404, $this->dispatch( 'GET', '/wc/store/v1/products/' . get_post_field( 'post_name', $products['protected']->get_id() ) )->get_status(), 'by its slug' );
		$this->assertSame( 200, $this->dispatch( 'GET', '/wc/store/v1/products/categories' )->get_status() );
		// The list after a 404: still filtered (the flag is per request).
		$this->assertNotContains( $products['protected']->get_id(), array_column( $this->dispatch( 'GET', '/wc/store/v1/products?per_page=100&category=' . $term['term_id'] )->get_data(), 'id' ) );
	}

	/**
	 * Review of issue 32's research: WordPress matches REST routes case-insensitively and WooCommerce's
	 * by-slug route takes a slug with slashes (sanitize_title joins its parts), so other spellings of the
	 * same product reached WooCommerce past the guard: /Products/{id}, /PRODUCTS/{id}, /products/a/b.
	 */
	public function test_a_password_protected_product_is_a_404_under_every_spelling_of_its_route(): void {
		$term      = wp_insert_term( 'Kremy pisownia', 'product_cat', array( 'slug' => 'kremy-pisownia' ) );
		$products  = $this->products( $term['term_id'] );
		$protected = $products['protected'];
		$slug      = (string) get_post_field( 'post_name', $protected->get_id() );
		$split     = preg_replace( '/-/', '/', $slug, 1 );
		foreach ( array( '/wc/store/v1/Products/' . $protected->get_id(), '/wc/store/v1/PRODUCTS/' . $protected->get_id(), '/WC/Store/V1/products/' . $protected->get_id(), '/wc/store/products/' . $protected->get_id(), '/wc/store/v1/products/' . $protected->get_id() . '/', '/wc/store/v1/products/' . $split, '/wc/store/v1/Products/' . strtoupper( $slug ) ) as $path ) {
			$this->assertSame( 404, $this->dispatch( 'GET', $path )->get_status(), $path );
		}
		foreach ( array( '/wc/store/v1/PRODUCTS?per_page=100&category=' . $term['term_id'], '/wc/store/Products?per_page=100&category=' . $term['term_id'] ) as $path ) {
			$response = $this->dispatch( 'GET', $path );
			$this->assertSame( 200, $response->get_status(), $path );
			$this->assertNotContains( $protected->get_id(), array_column( $response->get_data(), 'id' ), $path );
			$this->assertContains( $products['listed']->get_id(), array_column( $response->get_data(), 'id' ), $path );
		}
		$this->assertSame( 200, $this->dispatch( 'GET', '/wc/store/v1/Products/' . $products['listed']->get_id() )->get_status(), 'a product without a password' );
	}

	/** WordPress answers HEAD with the GET handler (the method stays HEAD): the same guard (review of issue 32). */
	public function test_a_head_request_is_guarded_as_its_get(): void {
		$term      = wp_insert_term( 'Kremy head', 'product_cat', array( 'slug' => 'kremy-head' ) );
		$products  = $this->products( $term['term_id'] );
		$protected = $products['protected'];
		$this->assertSame( 404, $this->dispatch( 'HEAD', '/wc/store/v1/products/' . $protected->get_id() )->get_status() );
		$this->assertSame( 404, $this->dispatch( 'HEAD', '/wc/store/v1/products/' . get_post_field( 'post_name', $protected->get_id() ) )->get_status() );
		$path = '/wc/store/v1/products?per_page=100&category=' . $term['term_id'];
		$this->assertSame( $this->dispatch( 'GET', $path )->get_headers()['X-WP-Total'], $this->dispatch( 'HEAD', $path )->get_headers()['X-WP-Total'], 'a HEAD list counts what its GET lists (no protected product)' );
		$this->assertSame( 200, $this->dispatch( 'HEAD', '/wc/store/v1/products/' . $products['listed']->get_id() )->get_status() );
	}

	public function test_the_product_feed_leaves_out_password_protected_products(): void {
		$term     = wp_insert_term( 'Kremy feed', 'product_cat', array( 'slug' => 'kremy-feed' ) );
		$products = $this->products( $term['term_id'] );
		$this->goTo( '/?feed=rss2&post_type=product&posts_per_page=100', false );
		$ids = wp_list_pluck( $GLOBALS['wp_query']->posts, 'ID' );
		$this->assertContains( $products['listed']->get_id(), $ids );
		$this->assertNotContains( $products['protected']->get_id(), $ids );
	}
}
