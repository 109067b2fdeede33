<?php
/**
 * custom-api/v1/products-by-professional-price: approved professionals only, args schema and bad
 * input, filters and sorting by the professional price, and agreement with the Store API prices
 * that the same professional sees.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Rest;

use CosmeticsStorefront\Tests\WooCommerce\PricingTestCase;

require_once dirname( __DIR__ ) . '/WooCommerce/PricingTestCase.php';

final class ProfessionalProductsRouteTest extends PricingTestCase {

	private const ROUTE = '/custom-api/v1/products-by-professional-price';

	/** @var array<string,int> */
	private array $ids = array();

	/** Four products whose order by professional price differs from their order by normal price. */
	private function catalogue(): void {
		$parent = wp_insert_term( 'Pielęgnacja skóry', 'product_cat', array( 'slug' => 'pielegnacja-skory' ) );
		$child  = wp_insert_term( 'Kremy', 'product_cat', array( 'slug' => 'kremy', 'parent' => $parent['term_id'] ) );
		$other  = wp_insert_term( 'Makijaż', 'product_cat', array( 'slug' => 'makijaz' ) );

		$this->ids['a'] = $this->simple( '100', '', '30', '', array( 'name' => 'A krem', 'category_ids' => array( $child['term_id'] ), 'sku' => 'AK-1' ) )->get_id();
		$this->ids['b'] = $this->simple( '50', '', '', '', array( 'name' => 'B serum "100%" <script>', 'category_ids' => array( $parent['term_id'] ) ) )->get_id();
		$this->ids['c'] = $this->simple( '80', '70', '60', '20', array( 'name' => 'C tonik', 'category_ids' => array( $other['term_id'] ) ) )->get_id();
		list( $variable, $variations ) = $this->variable( array( array( '90', '', '40', '' ), array( '120', '', '', '' ) ) );
		$this->ids['d'] = $variable->get_id();
		$this->ids['d1'] = $variations[0];
	}

	/** @return int[] */
	private function idsOf( \WP_REST_Response $response ): array {
		return array_column( $this->responseData( $response ), 'id' );
	}

	public function test_only_approved_professionals_may_list(): void {
		foreach ( array( 0, $this->customer( 'individual', '' ), $this->customer( 'professional', '' ), $this->createUser( 'administrator' ) ) as $user ) {
			wp_set_current_user( $user );
			$response = $this->dispatch( 'GET', self::ROUTE );
			$this->assertSame( 403, $response->get_status() );
			$this->assertSame( 'Ceny profesjonalne są dostępne tylko dla zatwierdzonych klientów profesjonalnych.', $this->responseData( $response )['message'] );
		}
	}

	/** @return array<string,array{string}> */
	public static function bad_queries(): array {
		return array(
			'per_page over 100'  => array( 'per_page=101' ),
			'per_page 0'         => array( 'per_page=0' ),
			'per_page text'      => array( 'per_page=abc' ),
			'page 0'             => array( 'page=0' ),
			'page text'          => array( 'page=x' ),
			'unknown orderby'    => array( 'orderby=rand' ),
			'orderby injection'  => array( 'orderby=price;DROP TABLE x' ),
			'unknown order'      => array( 'order=sideways' ),
			'negative min_price' => array( 'min_price=-1' ),
			'negative max_price' => array( 'max_price=-0.01' ),
			'min_price text'     => array( 'min_price=tanio' ),
			'search too long'    => array( 'search=' . str_repeat( 'a', 1001 ) ),
			// A page past the limit would overflow the OFFSET arithmetic and serve page 1 again.
			'page 2^63-1'        => array( 'page=9223372036854775807' ),
			'page 1e308'         => array( 'page=1e308' ),
			'page past limit'    => array( 'page=100001' ),
			'page as an array'   => array( 'page[]=1' ),
			'min_price 1e308'    => array( 'min_price=1e308' ),
			'max_price 1e308'    => array( 'max_price=1e308' ),
		);
	}

	/** @dataProvider bad_queries */
	public function test_bad_args_answer_400( string $query ): void {
		$this->actAsProfessional();
		$response = $this->dispatch( 'GET', self::ROUTE . '?' . $query );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->responseData( $response )['code'] );
	}

	public function test_the_args_schema_is_published(): void {
		$args = rest_get_server()->get_routes()[ self::ROUTE ][0]['args'];
		$this->assertSame( array( 'page', 'per_page', 'search', 'category', 'min_price', 'max_price', 'orderby', 'order' ), array_keys( $args ) );
		$this->assertSame( 100, $args['per_page']['maximum'] );
		$this->assertSame( array( 'date', 'price', 'title', 'popularity' ), $args['orderby']['enum'] );
	}

	public function test_sorting_by_professional_price(): void {
		$this->catalogue();
		$this->actAsProfessional();
		// Professional prices: a 30, b 50 (no professional price), c 20 (professional sale), d 40..120.
		$this->assertSame( array( $this->ids['c'], $this->ids['a'], $this->ids['d'], $this->ids['b'] ), $this->idsOf( $this->dispatch( 'GET', self::ROUTE . '?orderby=price&order=asc' ) ) );
		// Descending is the same order reversed: d sorts by its 'od' price 40, not by its dearest variation.
		$this->assertSame( array( $this->ids['b'], $this->ids['d'], $this->ids['a'], $this->ids['c'] ), $this->idsOf( $this->dispatch( 'GET', self::ROUTE . '?orderby=price&order=desc' ) ) );
		$this->assertSame( array( $this->ids['a'], $this->ids['b'], $this->ids['c'], $this->ids['d'] ), $this->idsOf( $this->dispatch( 'GET', self::ROUTE . '?orderby=title&order=asc' ) ) );
	}

	public function test_the_order_follows_professional_prices_changed_later(): void {
		$this->catalogue();
		$this->actAsProfessional();
		update_post_meta( $this->ids['b'], '_professional_price', '10' );  // b: 50 -> 10 (direct meta update).
		$variation = wc_get_product( $this->ids['d1'] );
		$variation->update_meta_data( '_professional_price', '5' );        // d: 40..120 -> 5..120 (variation saved).
		$variation->save();
		$this->assertSame( array( $this->ids['d'], $this->ids['b'], $this->ids['c'], $this->ids['a'] ), $this->idsOf( $this->dispatch( 'GET', self::ROUTE . '?orderby=price&order=asc' ) ) );
		wp_delete_post( $this->ids['d1'], true );                          // d: 120 only.
		$this->assertSame( array( $this->ids['d'] ), $this->idsOf( $this->dispatch( 'GET', self::ROUTE . '?min_price=100' ) ) );
		$this->assertSame( array( $this->ids['b'], $this->ids['c'], $this->ids['a'] ), $this->idsOf( $this->dispatch( 'GET', self::ROUTE . '?orderby=price&order=asc&max_price=100' ) ) );
	}

	public function test_price_filters_use_the_professional_price(): void {
		$this->catalogue();
		$this->actAsProfessional();
		$ids = $this->idsOf( $this->dispatch( 'GET', self::ROUTE . '?orderby=price&order=asc&min_price=25&max_price=45' ) );
		$this->assertSame( array( $this->ids['a'], $this->ids['d'] ), $ids, 'a (30) and d (40..120); c (20) and b (50) are out' );
	}

	public function test_category_with_sub_categories_search_and_pagination(): void {
		$this->catalogue();
		$this->actAsProfessional();
		$this->assertEqualsCanonicalizing( array( $this->ids['a'], $this->ids['b'] ), $this->idsOf( $this->dispatch( 'GET', self::ROUTE . '?category=pielegnacja-skory' ) ) );
		$this->assertSame( array(), $this->idsOf( $this->dispatch( 'GET', self::ROUTE . '?category=nie-ma-takiej' ) ) );
		$this->assertSame( array( $this->ids['a'] ), $this->idsOf( $this->dispatch( 'GET', self::ROUTE . '?search=AK-1' ) ), 'by SKU' );
		$this->assertSame( array( $this->ids['b'] ), $this->idsOf( $this->dispatch( 'GET', self::ROUTE . '?search=' . rawurlencode( '"100%"' ) ) ) );

		$page = $this->dispatch( 'GET', self::ROUTE . '?per_page=3&page=2&orderby=title&order=asc' );
		$this->assertSame( array( $this->ids['d'] ), $this->idsOf( $page ) );
		$this->assertSame( '4', (string) $page->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', (string) $page->get_headers()['X-WP-TotalPages'] );
	}

	public function test_odd_search_texts_answer_200(): void {
		$this->catalogue();
		$this->actAsProfessional();
		foreach ( array( "O'Reilly \"cudzysłów\"", '100%', '<script>alert(1)</script>', '💄 krem', str_repeat( 'ż', 500 ), '_', '\\' ) as $search ) {
			$response = $this->dispatch( 'GET', self::ROUTE, array( 'search' => $search ) );
			$this->assertSame( 200, $response->get_status(), $search );
		}
	}

	public function test_items_are_shaped_as_the_spec_says(): void {
		$this->catalogue();
		$this->actAsProfessional();
		$items = array_column( $this->responseData( $this->dispatch( 'GET', self::ROUTE ) ), null, 'id' );
		$c     = $items[ $this->ids['c'] ];
		foreach ( array( 'id', 'name', 'slug', 'price', 'regular_price', 'sale_price', 'professional_price', 'professional_sale_price', 'on_sale', 'prices', 'image', 'images', 'gallery', 'categories', 'tags', 'attributes', 'stock_status', 'stock_quantity', 'lowest_price_30_days' ) as $key ) {
			$this->assertArrayHasKey( $key, $c );
		}
		$this->assertSame( array( '20', '60', '20', true ), array( $c['price'], $c['regular_price'], $c['sale_price'], $c['on_sale'] ) );
		$this->assertSame( array( '60', '20' ), array( $c['professional_price'], $c['professional_sale_price'] ) );
		$this->assertSame( 'makijaz', $c['categories'][0]['slug'] );
		$this->assertSame( 'Pojemność', $items[ $this->ids['d'] ]['attributes'][0]['name'] );
	}

	public function test_prices_agree_with_the_store_api_for_the_same_professional(): void {
		$this->catalogue();
		$this->actAsProfessional();
		foreach ( array( 'price&order=asc', 'price&order=desc', 'date&order=desc', 'title&order=asc' ) as $sort ) {
			$ours  = $this->responseData( $this->dispatch( 'GET', self::ROUTE . '?per_page=50&orderby=' . $sort ) );
			$store = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products?per_page=50&orderby=' . $sort ) );
			// The Store API's price sort leaves WooCommerce's ordering clauses hooked for the rest of the
			// request; a real request makes one query, this test makes several.
			WC()->query->remove_ordering_args();
			$this->assertSame( count( $store ), count( $ours ) );
			$store_prices = array_column( $store, 'prices', 'id' );
			foreach ( $ours as $item ) {
				$this->assertSame( $store_prices[ $item['id'] ], $item['prices'], "product {$item['id']}, orderby=$sort" );
			}
			// The Store API sorts a professional by professional prices too (ProfessionalPriceQueries).
			$this->assertSame( array_column( $store, 'id' ), array_column( $ours, 'id' ), "same order for orderby=$sort" );
		}
		// Store API extension data and the listing agree on the lowest price as well.
		$store = array_column( $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products?per_page=50' ) ), null, 'id' );
		foreach ( $this->responseData( $this->dispatch( 'GET', self::ROUTE . '?per_page=50' ) ) as $item ) {
			$minor = $store[ $item['id'] ]['extensions']['cosmetics-storefront']['lowest_price_30_days'];
			$this->assertSame( null === $minor ? null : (int) $minor, null === $item['lowest_price_30_days'] ? null : (int) round( $item['lowest_price_30_days'] * 100 ) );
		}
	}

	public function test_products_hidden_from_the_catalogue_are_not_listed(): void {
		$this->catalogue();
		$this->actAsProfessional();
		$hidden = $this->simple( '90', '', '70', '', array( 'name' => 'Ukryty w katalogu' ) );
		$hidden->set_catalog_visibility( 'search' );
		$hidden->save();

		$names = array_column( $this->responseData( $this->dispatch( 'GET', self::ROUTE . '?per_page=100' ) ), 'name' );
		$this->assertNotContains( 'Ukryty w katalogu', $names );
		$this->assertNotEmpty( $names );
	}
}
