<?php
/**
 * A professional shopper's price filter and price sort use the prices that shopper sees.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

final class ProfessionalPriceQueriesTest extends PricingTestCase {

	/** @return string[] names of the Store API products answer for $query, in order */
	private function names( string $query ): array {
		return array_column( $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products?' . $query ) ), 'name' );
	}

	public function test_the_price_filter_uses_each_shoppers_prices(): void {
		$this->simple( '100', '', '30', '', array( 'name' => 'Drogi, tani dla gabinetów' ) );
		$this->simple( '40', '', '', '', array( 'name' => 'Bez ceny profesjonalnej' ) );

		// Up to 35 zł (minor units, as the Store API takes them).
		$this->assertSame( array(), $this->names( 'max_price=3500' ) );
		$this->assertSame( array( 'Bez ceny profesjonalnej' ), $this->names( 'min_price=3500&max_price=5000' ) );

		$this->actAsProfessional();
		$this->assertSame( array( 'Drogi, tani dla gabinetów' ), $this->names( 'max_price=3500' ) );
		$this->assertSame( array( 'Bez ceny profesjonalnej' ), $this->names( 'min_price=3500&max_price=5000' ) );
	}

	public function test_the_price_sort_uses_each_shoppers_prices(): void {
		$this->simple( '100', '', '30', '', array( 'name' => 'A' ) );
		$this->simple( '40', '', '', '', array( 'name' => 'B' ) );
		$this->simple( '60', '50', '', '', array( 'name' => 'C' ) );

		$this->assertSame( array( 'B', 'C', 'A' ), $this->names( 'orderby=price&order=asc' ) );

		$this->actAsProfessional();
		$this->assertSame( array( 'A', 'B', 'C' ), $this->names( 'orderby=price&order=asc' ) );
		$this->assertSame( array( 'C', 'B', 'A' ), $this->names( 'orderby=price&order=desc' ) );
	}

	public function test_queries_without_a_price_condition_are_left_alone(): void {
		$this->actAsProfessional();
		$clauses = array(
			'where'   => ' AND post_type = "product"',
			'orderby' => 'post_date DESC',
			'join'    => '',
		);
		$this->assertSame( $clauses, apply_filters( 'posts_clauses', $clauses, new \WP_Query() ) );
	}
}
