<?php
/**
 * Pricing\PriceHistoryPruning: what it deletes never changes an Omnibus answer; batches; idempotent;
 * never while a price is being recorded (the history's write lock).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Pricing\LowestPrice;
use CosmeticsStorefront\Pricing\PriceHistory;
use CosmeticsStorefront\Pricing\PriceHistoryPruning;

require_once __DIR__ . '/PricingTestCase.php';

final class PriceHistoryPruningTest extends PricingTestCase {

	/** A simple product whose individual history is exactly $rows: [days ago, regular, sale?]. */
	private function dated( array $rows, array $professional = array() ): int {
		$id = $this->simple( '100' )->get_id();
		$this->clearHistory( $id );
		foreach ( $rows as $row ) {
			$this->historyRow( $id, $row[0], $row[1], $row[2] ?? null );
		}
		foreach ( $professional as $row ) {
			$this->historyRow( $id, $row[0], $row[1], $row[2] ?? null, 'professional' );
		}
		return $id;
	}

	/** Yearly history: a change every 10 days for 400 days, every fourth one a sale. */
	private static function year_of_changes( array $then ): array {
		$rows = array();
		for ( $days = 400, $k = 0; $days > 45; $days -= 10, $k++ ) {
			$regular = 90 + ( $k * 7 ) % 30;
			$rows[]  = array( $days, $regular, 0 === $k % 4 ? $regular - 15 : null );
		}
		return array_merge( $rows, $then );
	}

	/** @return array<string,int> the fixtures: products with sales of various ages, and a variable one. */
	private function catalogue(): array {
		list( $variable, $variations ) = $this->variable( array( array( '80', '60', '', '' ), array( '120', '', '', '' ) ) );
		foreach ( $variations as $i => $variation ) {
			$this->clearHistory( $variation );
			foreach ( self::year_of_changes( 0 === $i ? array( array( 40, 85 ), array( 12, 80, 60 ) ) : array( array( 40, 120 ) ) ) as $row ) {
				$this->historyRow( $variation, $row[0], $row[1], $row[2] ?? null );
			}
		}
		return array(
			'not discounted'                 => $this->dated( self::year_of_changes( array( array( 40, 95 ), array( 5, 99 ) ) ) ),
			'discount began 10 days ago'     => $this->dated( self::year_of_changes( array( array( 33, 88 ), array( 10, 100, 70 ) ) ) ),
			'discount began 100 days ago'    => $this->dated( array( array( 300, 100 ), array( 200, 75 ), array( 140, 110 ), array( 120, 96 ), array( 100, 100, 80 ) ) ),
			'progressive, began 60 days ago' => $this->dated( array( array( 200, 90 ), array( 95, 85 ), array( 70, 100 ), array( 60, 100, 90 ), array( 20, 100, 70 ) ) ),
			'discounted since its first row' => $this->dated( array( array( 200, 100, 80 ), array( 100, 100, 75 ) ) ),
			'discount ended 3 days ago'      => $this->dated( self::year_of_changes( array( array( 50, 90 ), array( 25, 90, 60 ), array( 3, 90 ) ) ) ),
			'professional tier on sale'      => $this->dated( self::year_of_changes( array() ), array( array( 300, 70 ), array( 90, 65 ), array( 50, 70, 55 ) ) ),
			'variable'                       => $variable->get_id(),
		);
	}

	private static function answers( array $ids ): array {
		return array(
			'individual'   => LowestPrice::for_products( array_values( $ids ), 'individual' ),
			'professional' => LowestPrice::for_products( array_values( $ids ), 'professional' ),
		);
	}

	private static function rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', PriceHistory::table() ) );
	}

	public function test_pruning_never_changes_an_omnibus_answer_and_deletes_the_rest(): void {
		$ids    = $this->catalogue();
		$before = self::answers( $ids );
		$this->assertSame( 88.0, $before['individual'][ $ids['discount began 10 days ago'] ] );
		$this->assertSame( 96.0, $before['individual'][ $ids['discount began 100 days ago'] ] );
		$rows = self::rows();

		$deleted = PriceHistoryPruning::prune_all();

		$this->assertSame( $before, self::answers( $ids ) );
		$this->assertGreaterThan( 100, $deleted );
		$this->assertSame( $rows - $deleted, self::rows() );
		// Not discounted: the state in effect 30 days ago (40 days ago: 95) and the change since.
		$this->assertSame( array( array( '95.0000', null, '95.0000' ), array( '99.0000', null, '99.0000' ) ), $this->history( $ids['not discounted'] ) );
		// Discounted for 100 days: the 30 days before it began, with the state in effect then (110).
		$this->assertSame(
			array( array( '110.0000', null, '110.0000' ), array( '96.0000', null, '96.0000' ), array( '100.0000', '80.0000', '80.0000' ) ),
			$this->history( $ids['discount began 100 days ago'] )
		);
		// Discounted since the first row: nothing before it to keep, nothing deleted.
		$this->assertCount( 2, $this->history( $ids['discounted since its first row'] ) );
	}

	public function test_a_second_run_deletes_nothing(): void {
		$ids = $this->catalogue();
		PriceHistoryPruning::prune_all();
		$after = self::answers( $ids );
		$rows  = self::rows();
		$this->assertSame( 0, PriceHistoryPruning::prune_all() );
		$this->assertSame( $rows, self::rows() );
		$this->assertSame( $after, self::answers( $ids ) );
	}

	public function test_batches_go_product_by_product_and_the_scheduled_run_queues_the_next(): void {
		$ids = $this->catalogue();
		$all = array_map( 'intval', $GLOBALS['wpdb']->get_col( $GLOBALS['wpdb']->prepare( 'SELECT DISTINCT product_id FROM %i ORDER BY product_id', PriceHistory::table() ) ) );

		$first = PriceHistoryPruning::prune_batch( 0, 2 );
		$this->assertSame( array( 'deleted' => $first['deleted'], 'last' => $all[1], 'done' => false ), $first );

		$before = self::answers( $ids );
		PriceHistoryPruning::run( 0 );
		$this->assertTrue( as_has_scheduled_action( PriceHistoryPruning::HOOK, array( $all[ min( count( $all ), PriceHistoryPruning::BATCH ) - 1 ] ) ) || count( $all ) <= PriceHistoryPruning::BATCH );

		$after  = 0;
		$seen   = 0;
		do {
			$batch = PriceHistoryPruning::prune_batch( $after, 3 );
			$after = $batch['last'];
			++$seen;
		} while ( ! $batch['done'] );
		$this->assertSame( end( $all ), $after );
		$this->assertSame( intdiv( count( $all ), 3 ) + 1, $seen );
		$this->assertSame( $before, self::answers( $ids ) );
		$this->assertSame( 0, PriceHistoryPruning::prune_all() );
	}

	public function test_rows_dated_in_the_future_stay(): void {
		$id = $this->dated( array( array( 200, 100 ), array( 100, 90 ), array( 50, 95 ), array( -2, 95, 80 ) ) );
		PriceHistoryPruning::prune_all();
		$this->assertSame( array( array( '95.0000', null, '95.0000' ), array( '95.0000', '80.0000', '80.0000' ) ), $this->history( $id ) );
	}

	public function test_never_while_a_price_is_being_recorded(): void {
		$id = $this->dated( array( array( 200, 100 ), array( 100, 90 ), array( 50, 95 ) ) );
		// Another connection holds the history's write lock, as PriceHistory::record does while it writes.
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$name  = ( new \ReflectionMethod( PriceHistory::class, 'lock_name' ) )->invoke( null );
		$this->assertSame( '1', (string) $other->get_var( $other->prepare( 'SELECT GET_LOCK(%s, 0)', $name ) ) );
		try {
			$this->assertNull( PriceHistoryPruning::prune_batch( 0, 50 ) );
			$this->assertCount( 3, $this->history( $id ) );
			PriceHistoryPruning::run( 0 );
			$this->assertTrue( as_has_scheduled_action( PriceHistoryPruning::HOOK, array( 0 ) ) ); // Tried again later.
		} finally {
			$other->get_var( $other->prepare( 'SELECT RELEASE_LOCK(%s)', $name ) );
			$other->close();
		}
		$this->assertSame( 2, PriceHistoryPruning::prune_all() );
		$this->assertCount( 1, $this->history( $id ) );
	}

	public function test_recording_a_price_takes_and_releases_the_lock(): void {
		$product = $this->simple( '100' );
		$locks   = $this->queriesDuring(
			static function () use ( $product ) {
				$product->set_regular_price( '101' );
				$product->save();
			},
			'/GET_LOCK|RELEASE_LOCK/'
		);
		$this->assertCount( 2, $locks );
		$this->assertStringContainsString( 'GET_LOCK', $locks[0] );
		$this->assertStringContainsString( 'RELEASE_LOCK', $locks[1] );
	}

	public function test_the_daily_run_is_scheduled_on_admin_requests_and_removed_on_deactivation(): void {
		PriceHistoryPruning::unschedule();
		PriceHistoryPruning::maybe_schedule(); // A shopper's request: not checked.
		$this->assertFalse( as_has_scheduled_action( PriceHistoryPruning::HOOK ) );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		\WP_Screen::get( 'dashboard' )->set_current_screen();
		PriceHistoryPruning::maybe_schedule();
		$this->assertTrue( as_has_scheduled_action( PriceHistoryPruning::HOOK, array( 0 ) ) );
		PriceHistoryPruning::unschedule();
		$this->assertFalse( as_has_scheduled_action( PriceHistoryPruning::HOOK ) );
	}
}
