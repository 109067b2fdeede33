<?php
/**
 * Pricing\LowestPrice over the recorded history (dated rows), and its single query.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Pricing\LowestPrice;

require_once __DIR__ . '/PricingTestCase.php';

final class LowestPriceTest extends PricingTestCase {

	private function dated( array $rows, string $tier = 'individual' ): int {
		$id = $this->simple( '100' )->get_id();
		$this->clearHistory( $id );
		foreach ( $rows as $row ) {
			$this->historyRow( $id, $row[0], $row[1], $row[2] ?? null, $tier );
		}
		return $id;
	}

	public function test_the_eu_rule_on_recorded_history(): void {
		$started_10_days_ago = $this->dated( array( array( 90, 100 ), array( 10, 100, 80 ) ) );
		$raised_then_cut     = $this->dated( array( array( 90, 100 ), array( 20, 120 ), array( 10, 120, 100 ) ) );
		$older_than_30_days  = $this->dated( array( array( 120, 100 ), array( 70, 100, 90 ), array( 60, 100 ), array( 45, 100, 80 ) ) );
		$nothing_before      = $this->dated( array( array( 10, 100, 80 ) ) );
		$not_discounted      = $this->dated( array( array( 90, 100 ), array( 20, 120 ) ) );

		$this->assertSame(
			array(
				$started_10_days_ago => 100.0,
				$raised_then_cut     => 100.0,
				$older_than_30_days  => 90.0,
				$nothing_before      => null,
				$not_discounted      => 100.0,
			),
			LowestPrice::for_products( array( $started_10_days_ago, $raised_then_cut, $older_than_30_days, $nothing_before, $not_discounted ), 'individual' )
		);
		$this->assertSame( 100.0, LowestPrice::for_product( $raised_then_cut, 'individual' ) );
	}

	public function test_tiers_have_their_own_history(): void {
		$id = $this->dated( array( array( 90, 100 ), array( 10, 100, 80 ) ) );
		$this->historyRow( $id, 90, 70, null, 'professional' );
		$this->historyRow( $id, 3, 70, 50, 'professional' );
		$this->assertSame( 70.0, LowestPrice::for_product( $id, 'professional' ) );
		$this->assertSame( 100.0, LowestPrice::for_product( $id, 'individual' ) );
	}

	public function test_one_query_for_a_list_of_ids(): void {
		$ids = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$ids[] = $this->dated( array( array( 60, 100 + $i ), array( 10, 100 + $i, 50 ) ) );
		}
		list( $variable ) = $this->variable( array( array( '50', '', '', '' ) ) );
		$ids[]            = $variable->get_id();
		$ids[]            = 999999;

		$result  = null;
		$queries = $this->queriesDuring(
			static function () use ( &$result, $ids ) {
				$result = LowestPrice::for_products( $ids, 'individual', true );
			}
		);

		$this->assertCount( 1, $queries );
		$this->assertSame( $ids, array_keys( $result ) );
		$this->assertSame( 119.0, $result[ $ids[19] ] );
		// Its only variation is not discounted: no Omnibus price for the product (see the test below).
		$this->assertNull( $result[ $variable->get_id() ] );
		$this->assertNull( $result[999999] );
	}

	public function test_published_only_hides_drafts(): void {
		$draft = $this->simple( '100', '', '', '', array( 'status' => 'draft' ) );
		$this->assertSame( 100.0, LowestPrice::for_product( $draft->get_id(), 'individual' ) );
		$this->assertSame( array( $draft->get_id() => null ), LowestPrice::for_products( array( $draft->get_id() ), 'individual', true ) );
	}

	public function test_no_ids_no_query(): void {
		$this->assertSame( array(), $this->queriesDuring( static fn() => LowestPrice::for_products( array( 0, -1 ), 'individual' ) ) );
	}

	public function test_a_variable_products_line_belongs_to_its_od_price(): void {
		// A card once shown wrong: 'od 49,99' is a plain variation; 69,99 is the reference of the 59,99 one.
		list( $cheapest_plain, list( $plain, $discounted ) ) = $this->partlyOnSale( array( array( '49.99', '', 49.99 ), array( '79.99', '59.99', 69.99 ) ) );
		// The cheapest variation is the discounted one: its own reference, not another's lower one.
		list( $cheapest_discounted ) = $this->partlyOnSale( array( array( '80', '39.99', 59.99 ), array( '69.99', '', 69.99 ), array( '60', '50', 55 ) ) );
		// Two variations at the 'od' price, one of them not discounted.
		list( $tie ) = $this->partlyOnSale( array( array( '69.99', '49.99', 69.99 ), array( '49.99', '', 49.99 ) ) );

		$this->assertSame(
			array( $cheapest_plain => null, $cheapest_discounted => 59.99, $tie => null ),
			LowestPrice::for_products( array( $cheapest_plain, $cheapest_discounted, $tie ), 'individual' )
		);
		// Asked for directly (after a choice), each variation answers for itself.
		$this->assertSame( 69.99, LowestPrice::for_product( $discounted, 'individual' ) );
		$this->assertSame( 49.99, LowestPrice::for_product( $plain, 'individual' ) );
	}

	public function test_variations_not_for_sale_never_speak_for_the_product(): void {
		list( $product, list( , $hidden ) ) = $this->partlyOnSale( array( array( '100', '80', 100 ), array( '30', '20', 30 ) ) );
		// A disabled variation is not for sale, whatever its history says: the 'od' price is 80.
		wp_update_post( array( 'ID' => $hidden, 'post_status' => 'private' ) );
		$this->assertSame( 100.0, LowestPrice::for_product( $product, 'individual' ) );
	}

	public function test_hidden_out_of_stock_variations_never_speak_for_the_product(): void {
		list( $product, list( , $sold_out ) ) = $this->partlyOnSale( array( array( '100', '80', 100 ), array( '30', '20', 30 ) ) );
		$variation = wc_get_product( $sold_out );
		$variation->set_stock_status( 'outofstock' );
		$variation->save();
		// Shown while the shop lists sold-out products ('od 20' is a price on the page)...
		$this->assertSame( 30.0, LowestPrice::for_product( $product, 'individual' ) );
		// ...and not when it hides them: WooCommerce's 'od' price is then the other variation's.
		update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
		try {
			$this->assertSame( 100.0, LowestPrice::for_product( $product, 'individual' ) );
		} finally {
			delete_option( 'woocommerce_hide_out_of_stock_items' );
		}
	}

	public function test_a_professionals_line_belongs_to_the_professional_od_price(): void {
		list( $product, list( $a, $b ) ) = $this->variable( array( array( '50', '', '45', '' ), array( '100', '', '40', '' ) ) );
		foreach ( array( $a, $b ) as $id ) {
			$this->clearHistory( $id );
		}
		// Professional tier: a 45 (plain), b 60 -> 40 (discounted 5 days ago); individual tier: a 50, b 100.
		$this->historyRow( $a, 20, 45, null, 'professional' );
		$this->historyRow( $b, 20, 60, null, 'professional' );
		$this->historyRow( $b, 5, 60, 40, 'professional' );
		$this->historyRow( $a, 20, 50 );
		$this->historyRow( $b, 20, 100 );
		$this->assertSame( 60.0, LowestPrice::for_product( $product->get_id(), 'professional' ) );
		$this->assertNull( LowestPrice::for_product( $product->get_id(), 'individual' ) );
	}
}
