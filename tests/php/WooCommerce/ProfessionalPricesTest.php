<?php
/**
 * Professional prices through WooCommerce's getters and in Store API product responses
 * with their extension data, for a guest and for an approved professional.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

require_once __DIR__ . '/PricingTestCase.php';

final class ProfessionalPricesTest extends PricingTestCase {

	private const PRODUCTS = '/wc/store/v1/products?page=1&per_page=50';

	/** @return array{string,string,string,bool} price, regular, sale, on sale — through the view getters. */
	private static function getters( int $id ): array {
		$product = wc_get_product( $id );
		return array( (string) $product->get_price(), (string) $product->get_regular_price(), (string) $product->get_sale_price(), $product->is_on_sale() );
	}

	public function test_a_guest_and_an_individual_customer_get_the_normal_prices(): void {
		$product = $this->simple( '100', '80', '70', '60' );
		$this->assertSame( array( '80', '100', '80', true ), self::getters( $product->get_id() ) );
		wp_set_current_user( $this->customer( 'individual', '' ) );
		$this->assertSame( array( '80', '100', '80', true ), self::getters( $product->get_id() ) );
		wp_set_current_user( $this->customer( 'professional', '' ) );
		$this->assertSame( array( '80', '100', '80', true ), self::getters( $product->get_id() ), 'not approved yet' );
	}

	public function test_an_approved_professional_gets_the_professional_prices(): void {
		$product = $this->simple( '100', '80', '70', '60' );
		$this->actAsProfessional();
		$this->assertSame( array( '60', '70', '60', true ), self::getters( $product->get_id() ) );
	}

	public function test_professional_sale_price_applies_only_when_set_and_lower(): void {
		$none   = $this->simple( '100', '80', '70' );
		$higher = $this->simple( '100', '', '70', '75' );
		$this->actAsProfessional();
		$this->assertSame( array( '70', '70', '', false ), self::getters( $none->get_id() ), 'the individual sale does not apply to professionals' );
		$this->assertSame( array( '70', '70', '', false ), self::getters( $higher->get_id() ) );
	}

	public function test_products_without_professional_prices_keep_their_prices(): void {
		$product = $this->simple( '100', '80' );
		$this->actAsProfessional();
		$this->assertSame( array( '80', '100', '80', true ), self::getters( $product->get_id() ) );
	}

	public function test_variations_and_variable_products_get_professional_prices(): void {
		list( $product, $ids ) = $this->variable( array( array( '50', '', '40', '' ), array( '70', '60', '55', '45' ) ) );
		$guest_range           = wc_get_product( $product->get_id() )->get_variation_prices();

		$this->actAsProfessional();
		$this->assertSame( array( '40', '40', '', false ), self::getters( $ids[0] ) );
		$this->assertSame( array( '45', '55', '45', true ), self::getters( $ids[1] ) );
		$variable = wc_get_product( $product->get_id() );
		$this->assertSame( 40.0, (float) $variable->get_price() );
		$this->assertSame( array( 40.0, 45.0 ), array_values( array_map( 'floatval', $variable->get_variation_prices()['price'] ) ) );
		$this->assertTrue( $variable->is_on_sale() );

		wp_set_current_user( 0 );
		$this->assertSame( $guest_range, wc_get_product( $product->get_id() )->get_variation_prices(), 'each tier has its own cached variation prices' );
		$this->assertSame( 50.0, (float) wc_get_product( $product->get_id() )->get_price() );
	}

	/**
	 * WooCommerce stores a scheduled sale's new _price only when its Action Scheduler job runs, seconds
	 * to minutes after the date (longer without WP-Cron traffic). Until then the cards and the product
	 * page showed the old price while is_on_sale() and the JSON-LD followed the date (found outside
	 * review): the price is read from the dates too, for everyone.
	 */
	public function test_a_scheduled_sale_starts_and_ends_on_time_before_woocommerce_job_runs(): void {
		$product = $this->simple( '69.99', '50' );
		$product->set_date_on_sale_from( (string) ( time() - 60 ) );
		$product->set_date_on_sale_to( (string) ( time() + HOUR_IN_SECONDS ) );
		$product->save();
		$id = $product->get_id();
		// As WooCommerce leaves it before its job: the sale has begun by its date, _price is still regular.
		update_post_meta( $id, '_price', '69.99' );
		wc_delete_product_transients( $id );
		$store_price = fn(): string => (string) $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $id ) )['prices']['price'];

		$this->assertSame( array( '50', '69.99', '50', true ), self::getters( $id ), 'the sale has started' );
		$this->assertSame( '5000', $store_price() );
		$this->actAsProfessional();
		$this->assertSame( '50', (string) wc_get_product( $id )->get_price(), 'a professional without professional prices too' );
		wp_set_current_user( 0 );

		// Ended by its date, _price still the sale's.
		$product = wc_get_product( $id );
		$product->set_date_on_sale_from( (string) ( time() - 2 * HOUR_IN_SECONDS ) );
		$product->set_date_on_sale_to( (string) ( time() - 60 ) );
		$product->save();
		update_post_meta( $id, '_price', '50' );
		wc_delete_product_transients( $id );
		$this->assertSame( array( '69.99', '69.99', '50', false ), self::getters( $id ), 'the sale has ended' );
		$this->assertSame( '6999', $store_price() );
	}

	public function test_the_variation_prices_hash_depends_on_the_tier(): void {
		list( $product ) = $this->variable( array( array( '50', '', '40', '' ) ) );
		$hash            = static fn(): array => apply_filters( 'woocommerce_get_variation_prices_hash', array(), $product, false );
		$guest           = $hash();
		$this->actAsProfessional();
		$this->assertNotSame( $guest, $hash() );
	}

	public function test_wp_admin_and_edit_context_show_the_stored_prices(): void {
		$product = $this->simple( '100', '80', '70', '60' );
		$this->actAsProfessional();

		$this->assertSame( '70', wc_get_product( $product->get_id() )->get_regular_price() );
		$this->assertSame( '100', wc_get_product( $product->get_id() )->get_regular_price( 'edit' ), 'edit context is never filtered' );

		// A wp-admin screen (the product edit form, admin-ajax): is_admin() asks the current screen.
		$GLOBALS['current_screen'] = new class() {
			public function in_admin( $admin = null ): bool { // phpcs:ignore
				return true;
			}
		};
		$this->assertTrue( is_admin() );
		$this->assertSame( array( '80', '100', '80', true ), self::getters( $product->get_id() ) );
	}

	public function test_store_api_products_show_each_shopper_their_tier(): void {
		$pro     = $this->simple( '100', '80', '70', '60', array( 'name' => 'Z ceną profesjonalną' ) );
		$plain   = $this->simple( '50', '', '', '', array( 'name' => 'Bez ceny profesjonalnej' ) );
		$by_id   = static fn( array $items ): array => array_column( $items, null, 'id' );

		$guest = $by_id( $this->responseData( $this->dispatch( 'GET', self::PRODUCTS ) ) );
		$this->assertSame( array( '8000', '10000', '8000' ), array( $guest[ $pro->get_id() ]['prices']['price'], $guest[ $pro->get_id() ]['prices']['regular_price'], $guest[ $pro->get_id() ]['prices']['sale_price'] ) );
		$this->assertSame( 'individual', $guest[ $pro->get_id() ]['extensions']['cosmetics-storefront']['price_tier'] );

		$this->actAsProfessional();
		$professional = $by_id( $this->responseData( $this->dispatch( 'GET', self::PRODUCTS ) ) );
		$this->assertSame( array( '6000', '7000', '6000' ), array( $professional[ $pro->get_id() ]['prices']['price'], $professional[ $pro->get_id() ]['prices']['regular_price'], $professional[ $pro->get_id() ]['prices']['sale_price'] ) );
		$this->assertTrue( $professional[ $pro->get_id() ]['on_sale'] );
		$this->assertSame( '5000', $professional[ $plain->get_id() ]['prices']['price'] );
		$this->assertSame( 'professional', $professional[ $pro->get_id() ]['extensions']['cosmetics-storefront']['price_tier'] );

		$single = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $pro->get_id() ) );
		$this->assertSame( '6000', $single['prices']['price'] );
	}

	public function test_store_api_extension_carries_the_lowest_price_in_minor_units_per_tier(): void {
		$product = $this->simple( '100', '80', '70', '60' );
		$id      = $product->get_id();
		$this->clearHistory( $id );
		$this->historyRow( $id, 90, 100 );
		$this->historyRow( $id, 10, 100, 80 );
		$this->historyRow( $id, 90, 65, null, 'professional' );
		$this->historyRow( $id, 5, 70, 60, 'professional' );
		$fresh = $this->simple( '40', '30' ); // Discounted since its first price: no reference.

		$guest = array_column( $this->responseData( $this->dispatch( 'GET', self::PRODUCTS ) ), null, 'id' );
		// A list carries no product safety data (no INCI list on every card).
		// The card's photo and category: none and WooCommerce's default category here.
		$this->assertSame( array( 'price_tier' => 'individual', 'lowest_price_30_days' => '10000', 'low_stock_remaining' => null, 'product_safety' => null, 'card_image' => null, 'card_category' => get_term( (int) get_option( 'default_product_cat' ), 'product_cat' )->name ), $guest[ $id ]['extensions']['cosmetics-storefront'] );
		$this->assertNull( $guest[ $fresh->get_id() ]['extensions']['cosmetics-storefront']['lowest_price_30_days'] );

		$this->actAsProfessional();
		$single = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $id ) );
		$ours = $single['extensions']['cosmetics-storefront'];
		unset( $ours['product_safety'], $ours['card_image'], $ours['card_category'] ); // ProductSafetyTest, StoreApiTest.
		$this->assertSame( array( 'price_tier' => 'professional', 'lowest_price_30_days' => '6500', 'low_stock_remaining' => null ), $ours );
	}

	public function test_a_page_of_store_api_products_reads_price_history_in_one_query(): void {
		for ( $i = 0; $i < 5; $i++ ) {
			$this->simple( (string) ( 10 + $i ), '', (string) ( 5 + $i ) );
		}
		list( $variable ) = $this->variable( array( array( '50', '', '40', '' ), array( '60', '', '', '' ) ) );

		$response = null;
		$queries  = $this->queriesDuring(
			function () use ( &$response ) {
				$response = $this->dispatch( 'GET', self::PRODUCTS );
			},
			'/cosmetics_price_history/'
		);

		$this->assertCount( 1, $queries, implode( "\n", $queries ) );
		$items = array_column( $this->responseData( $response ), null, 'id' );
		$this->assertCount( 6, $items );
		// Neither variation is discounted, so the variable product announces no reduction (LowestPriceTest).
		$this->assertArrayHasKey( 'lowest_price_30_days', $items[ $variable->get_id() ]['extensions']['cosmetics-storefront'] );
		$this->assertNull( $items[ $variable->get_id() ]['extensions']['cosmetics-storefront']['lowest_price_30_days'] );
	}

	public function test_the_schema_of_the_products_route_describes_the_extension(): void {
		$schema = $this->responseData( $this->dispatch( 'OPTIONS', '/wc/store/v1/products' ) )['schema'];
		$ours   = $schema['properties']['extensions']['properties']['cosmetics-storefront']['properties'];
		$this->assertSame( array( 'individual', 'professional' ), $ours['price_tier']['enum'] );
		$this->assertSame( array( 'string', 'null' ), $ours['lowest_price_30_days']['type'] );
		$this->assertSame( array( 'integer', 'null' ), $ours['low_stock_remaining']['type'] );
	}

	public function test_a_direct_change_of_a_variations_professional_price_reaches_the_cached_price_list(): void {
		list( $product, list( $variation ) ) = $this->variable( array( array( '50', '', '40', '' ) ) );
		$this->actAsProfessional();
		$this->assertSame( 40.0, (float) wc_get_product( $product->get_id() )->get_variation_price( 'min' ) );

		update_post_meta( $variation, '_professional_price', '33' );

		$this->assertSame( 33.0, (float) wc_get_product( $product->get_id() )->get_variation_price( 'min' ) );
	}
}
