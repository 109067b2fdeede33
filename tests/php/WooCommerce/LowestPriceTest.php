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

	public function test_a_variable_product_answers_for_its_discounted_variations_only(): void {
		list( $product, list( $plain, $discounted, $hidden ) ) = $this->variable(
			array(
				array( '50', '', '', '' ),
				array( '100', '80', '', '' ),
				array( '30', '20', '', '' ),
			)
		);
		foreach ( array( $plain, $discounted, $hidden ) as $id ) {
			$this->clearHistory( $id );
		}
		$this->historyRow( $plain, 20, 50 );
		$this->historyRow( $discounted, 20, 100 );
		$this->historyRow( $discounted, 5, 100, 80 );
		// A disabled variation is not for sale, whatever its history says.
		$this->historyRow( $hidden, 20, 30 );
		$this->historyRow( $hidden, 5, 30, 20 );
		wp_update_post( array( 'ID' => $hidden, 'post_status' => 'private' ) );

		$this->assertSame( 100.0, LowestPrice::for_product( $product->get_id(), 'individual' ) );
		// Asked for directly, a variation at its normal price still answers its own 30-day lowest.
		$this->assertSame( 50.0, LowestPrice::for_product( $plain, 'individual' ) );
	}
}
