<?php
/**
 * The Omnibus line of a variable product whose variations are partly on sale, as the storefront reads
 * it: the card and the product page before a choice (the product in the Store API), the product page
 * after a choice (the variations in the Store API) and the batch route.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

final class VariableOmnibusTest extends PricingTestCase {

	/** @return array<string,mixed> our extension data of one Store API product or variation, by id */
	private function ours( array $items ): array {
		$by_id = array();
		foreach ( $items as $item ) {
			$by_id[ $item['id'] ] = $item['extensions']['cosmetics-storefront']['lowest_price_30_days'];
		}
		return $by_id;
	}

	public function test_a_cheapest_variation_at_its_normal_price_shows_no_line_under_od(): void {
		// 'od 49,99 zł': the 49,99 variation is not discounted; 69,99 is the 59,99 variation's reference.
		list( $product, list( $plain, $discounted ) ) = $this->partlyOnSale( array( array( '49.99', '', 49.99 ), array( '79.99', '59.99', 69.99 ) ) );

		$card = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products?include=' . $product ) );
		$this->assertSame( '4999', $card[0]['prices']['price_range']['min_amount'] );
		$this->assertTrue( $card[0]['on_sale'] );
		$this->assertSame( array( $product => null ), $this->ours( $card ) );

		$page = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $product ) );
		$this->assertNull( $page['extensions']['cosmetics-storefront']['lowest_price_30_days'] );

		// After a choice: each variation's own line (the page shows it only under a discounted price).
		$variations = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products?type=variation&parent=' . $product ) );
		$lines = $this->ours( $variations );
		ksort( $lines );
		$this->assertSame( array( $plain => '4999', $discounted => '6999' ), $lines );

		$batch = $this->responseData( $this->dispatch( 'POST', '/custom/v1/lowest-prices-batch', array( 'product_ids' => array( $product, $plain, $discounted ), 'customer_type' => 'individual' ) ) );
		$this->assertSame( array( (string) $product => null, (string) $plain => 49.99, (string) $discounted => 69.99 ), $batch['prices'] );
	}

	public function test_a_discounted_cheapest_variation_shows_its_own_reference_under_od(): void {
		// 'od 39,99 zł' is the discounted 80 -> 39,99 variation (59,99 before); another discount has 55.
		list( $product, list( $cheapest ) ) = $this->partlyOnSale( array( array( '80', '39.99', 59.99 ), array( '69.99', '', 69.99 ), array( '60', '50', 55 ) ) );

		$card = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products?include=' . $product ) );
		$this->assertSame( '3999', $card[0]['prices']['price_range']['min_amount'] );
		$this->assertSame( array( $product => '5999' ), $this->ours( $card ) );

		$page = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $product ) );
		$this->assertSame( '5999', $page['extensions']['cosmetics-storefront']['lowest_price_30_days'] );

		$batch = $this->responseData( $this->dispatch( 'POST', '/custom/v1/lowest-prices-batch', array( 'product_ids' => array( $product, $cheapest ), 'customer_type' => 'individual' ) ) );
		$this->assertSame( array( (string) $product => 59.99, (string) $cheapest => 59.99 ), $batch['prices'] );
	}
}
