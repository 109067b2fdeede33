<?php
/**
 * "Cena: od najwyższej / od najniższej" orders a variable product by the price the storefront shows
 * for it: its cheapest variation ("od 29,99 zł") for the shopper's tier, never its dearest one.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

final class PriceSortTest extends PricingTestCase {

	/** @return string[] names of the Store API products answer for $query, in order */
	private function names( string $query ): array {
		return array_column( $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products?' . $query ) ), 'name' );
	}

	/** A variable product whose cheapest variation is cheaper than the simple one and whose dearest is dearer. */
	private function catalogue(): void {
		list( $variable ) = $this->variable(
			array(
				array( '29.99', '', '19.99', '' ),
				array( '99.99', '', '89.99', '' ),
			)
		);
		$variable->set_name( 'Wariantowy od 29,99' );
		$variable->save();
		$this->simple( '59.99', '', '49.99', '', array( 'name' => 'Prosty 59,99' ) );
		$this->simple( '9.99', '', '5.99', '', array( 'name' => 'Prosty 9,99' ) );
	}

	public function test_guests_see_variable_products_sorted_by_their_od_price(): void {
		$this->catalogue();
		$this->assertSame( array( 'Prosty 9,99', 'Wariantowy od 29,99', 'Prosty 59,99' ), $this->names( 'orderby=price&order=asc' ) );
		$this->assertSame( array( 'Prosty 59,99', 'Wariantowy od 29,99', 'Prosty 9,99' ), $this->names( 'orderby=price&order=desc' ) );
	}

	public function test_professionals_see_variable_products_sorted_by_their_od_price(): void {
		$this->catalogue();
		$this->actAsProfessional();
		$this->assertSame( array( 'Prosty 9,99', 'Wariantowy od 29,99', 'Prosty 59,99' ), $this->names( 'orderby=price&order=asc' ) );
		$this->assertSame( array( 'Prosty 59,99', 'Wariantowy od 29,99', 'Prosty 9,99' ), $this->names( 'orderby=price&order=desc' ) );
	}

	public function test_the_professional_listing_sorts_by_the_od_price_too(): void {
		$this->catalogue();
		$this->actAsProfessional();
		$names = fn( string $order ): array => array_column( $this->responseData( $this->dispatch( 'GET', '/custom-api/v1/products-by-professional-price?orderby=price&order=' . $order ) ), 'name' );
		$this->assertSame( array( 'Prosty 9,99', 'Wariantowy od 29,99', 'Prosty 59,99' ), $names( 'asc' ) );
		$this->assertSame( array( 'Prosty 59,99', 'Wariantowy od 29,99', 'Prosty 9,99' ), $names( 'desc' ) );
	}
}
