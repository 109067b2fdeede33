<?php
/**
 * The Store API routes the storefront reads, dispatched through rest_do_request() on the real
 * WooCommerce, and the preloaded responses on the /sklep page.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Tests\CreatesImages;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class StoreApiTest extends WooCommerceTestCase {

	use CreatesImages;

	private const PRODUCTS = '/wc/store/v1/products?catalog_visibility=catalog&page=1&per_page=50';

	/** The shop's first page as the page preloads it: the cards' fields only. */
	private const LISTING = '/wc/store/v1/products?_fields=extensions%2Cid%2Cis_in_stock%2Cis_on_backorder%2Cname%2Con_sale%2Cprices&catalog_visibility=catalog&page=1&per_page=50';

	private function createProduct( string $name, string $price, array $category_ids = array() ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( 'publish' );
		$product->set_regular_price( $price );
		$product->set_category_ids( $category_ids );
		$product->save();
		return $product;
	}

	public function test_the_products_route_answers_200(): void {
		$response = $this->dispatch( 'GET', self::PRODUCTS );
		$this->assertSame( 200, $response->get_status() );
		$this->assertIsArray( $this->responseData( $response ) );
	}

	public function test_the_products_route_lists_published_products_with_store_api_prices(): void {
		$term    = wp_insert_term( 'Pielęgnacja skóry', 'product_cat', array( 'slug' => 'pielegnacja-skory' ) );
		$product = $this->createProduct( 'Krem nawilżający', '49.99', array( $term['term_id'] ) );

		$response = $this->dispatch( 'GET', self::PRODUCTS );
		$this->assertSame( 200, $response->get_status() );
		$items = $this->responseData( $response );
		$this->assertSame( array( $product->get_id() ), array_column( $items, 'id' ) );
		$this->assertSame( 'Krem nawilżający', $items[0]['name'] );
		// Store API prices are strings in minor units with the currency's precision.
		$this->assertSame( '4999', $items[0]['prices']['regular_price'] );
		$this->assertSame( 'pielegnacja-skory', $items[0]['categories'][0]['slug'] );
	}

	public function test_the_products_route_hides_drafts(): void {
		$draft = $this->createProduct( 'Szkic', '10.00' );
		$draft->set_status( 'draft' );
		$draft->save();
		$this->assertSame( array(), $this->responseData( $this->dispatch( 'GET', self::PRODUCTS ) ) );
	}

	/** WooCommerce's catalogue visibility: the shop's list leaves out hidden and search-only products. */
	public function test_the_shops_list_leaves_out_products_hidden_from_the_catalogue(): void {
		$shown = $this->createProduct( 'Widoczny', '10.00' );
		foreach ( array( 'hidden', 'search' ) as $visibility ) {
			$product = $this->createProduct( "Ukryty ($visibility)", '10.00' );
			$product->set_catalog_visibility( $visibility );
			$product->save();
		}
		$this->assertSame( array( $shown->get_id() ), array_column( $this->responseData( $this->dispatch( 'GET', self::PRODUCTS ) ), 'id' ) );
	}

	public function test_the_shop_page_preloads_the_products_response(): void {
		$product = $this->createProduct( 'Serum witaminowe', '89.00' );

		$this->enqueueFor( '/sklep' );
		$config = $this->inlineConfig();

		$this->assertIsArray( $config );
		$this->assertArrayHasKey( self::LISTING, $config['preload'] );
		$preloaded = $config['preload'][ self::LISTING ];
		$this->assertSame( array( $product->get_id() ), array_column( $preloaded['body'], 'id' ) );
		// Exactly what a request of that path answers (WordPress filters by _fields after dispatch).
		$request  = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
		$request->set_query_params( wp_parse_args( (string) wp_parse_url( self::LISTING, PHP_URL_QUERY ) ) );
		$answer = apply_filters( 'rest_post_dispatch', rest_ensure_response( rest_do_request( $request ) ), rest_get_server(), $request );
		$this->assertSame( json_decode( (string) wp_json_encode( rest_get_server()->response_to_data( $answer, false ) ), true ), $preloaded['body'] );
		// Only the cards' fields, and the same prices as the full answer.
		$this->assertSame( array( 'extensions', 'id', 'is_in_stock', 'is_on_backorder', 'name', 'on_sale', 'prices' ), array_values( array_intersect( array( 'extensions', 'id', 'is_in_stock', 'is_on_backorder', 'name', 'on_sale', 'prices' ), array_keys( $preloaded['body'][0] ) ) ) );
		$this->assertCount( 7, $preloaded['body'][0] );
		$this->assertSame( $this->responseData( $this->dispatch( 'GET', self::PRODUCTS ) )[0]['prices'], $preloaded['body'][0]['prices'] );
	}

	public function test_a_lists_card_photo_is_the_thumbnail_with_only_the_cards_sizes_and_its_category_the_first(): void {
		$product  = $this->createProduct( 'Krem ze zdjęciem', '10.00' );
		$image_id = $this->createImage( 1200, 1200, 'Krem' );
		$category = wp_insert_term( 'Kremy', 'product_cat' );
		$product->set_image_id( $image_id );
		$product->set_category_ids( array( (int) $category['term_id'] ) );
		$product->save();

		$ours = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $product->get_id() ) )['extensions']['cosmetics-storefront'];
		$thumb  = wp_get_attachment_image_src( $image_id, 'woocommerce_thumbnail' );
		$single = wp_get_attachment_image_src( $image_id, 'woocommerce_single' );
		$this->assertSame( wp_make_link_relative( $thumb[0] ), $ours['card_image']['src'] );
		$this->assertStringStartsWith( '/', $ours['card_image']['src'], 'site-relative' );
		$this->assertSame( wp_make_link_relative( $thumb[0] ) . ' ' . $thumb[1] . 'w, ' . wp_make_link_relative( $single[0] ) . ' ' . $single[1] . 'w', $ours['card_image']['srcset'] );
		$this->assertSame( 'Kremy', $ours['card_category'] );
	}

	public function test_other_screens_preload_nothing(): void {
		$this->enqueueFor( '/profil' );
		$this->assertSame( array(), $this->inlineConfig()['preload'] );
	}

	public function test_the_store_api_nonce_is_valid(): void {
		$this->enqueueFor( '/sklep' );
		$nonce = $this->inlineConfig()['storeApiNonce'];
		$this->assertNotSame( '', $nonce );
		$this->assertSame( 1, wp_verify_nonce( $nonce, 'wc_store_api' ) );
	}
}
