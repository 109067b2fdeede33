<?php
/**
 * Domain\Omnibus: the EU lowest-price rule over dated price points, without WordPress.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\Omnibus;
use PHPUnit\Framework\TestCase;

final class OmnibusTest extends TestCase {

	private const NOW = 1750000000;

	/** A point $days_ago days before NOW: regular price, sale price or null. */
	private static function point( float $days_ago, float $regular, ?float $sale = null ): array {
		return array(
			'time'      => (int) round( self::NOW - $days_ago * 86400 ),
			'regular'   => $regular,
			'sale'      => $sale,
			'effective' => null !== $sale && $sale < $regular ? $sale : $regular,
		);
	}

	private static function lowest( array ...$points ): ?float {
		return Omnibus::lowest( $points, self::NOW );
	}

	public function test_discount_started_10_days_ago_refers_to_the_price_before_it(): void {
		$this->assertSame( 100.0, self::lowest( self::point( 90, 100 ), self::point( 10, 100, 80 ) ) );
	}

	public function test_the_discounted_price_never_counts_as_its_own_reference(): void {
		// Only 10 days of discount inside the last 30: still the price before it, not 80.
		$this->assertSame( 100.0, self::lowest( self::point( 35, 100 ), self::point( 10, 100, 80 ) ) );
	}

	public function test_price_raised_then_cut_shows_the_price_before_the_raise(): void {
		// 100 for long, raised to 120 20 days ago, "discounted" to 100 10 days ago: the window
		// 40..10 days ago saw 100 (until 20 days ago) and 120.
		$this->assertSame( 100.0, self::lowest( self::point( 90, 100 ), self::point( 20, 120 ), self::point( 10, 120, 100 ) ) );
	}

	public function test_a_raise_before_the_window_is_the_reference(): void {
		// Raised 50 days ago: the whole window (40..10 days ago) saw 120.
		$this->assertSame( 120.0, self::lowest( self::point( 90, 100 ), self::point( 50, 120 ), self::point( 10, 120, 100 ) ) );
	}

	public function test_discount_older_than_30_days_keeps_the_reference_from_before_it_began(): void {
		$this->assertSame( 100.0, self::lowest( self::point( 120, 100 ), self::point( 45, 100, 80 ) ) );
		// An earlier promotion inside the 30 days before the discount began counts.
		$this->assertSame( 90.0, self::lowest( self::point( 120, 100 ), self::point( 70, 100, 90 ), self::point( 60, 100 ), self::point( 45, 100, 80 ) ) );
	}

	public function test_no_history_before_the_discount_gives_null(): void {
		$this->assertNull( self::lowest( self::point( 10, 100, 80 ) ) );
		$this->assertNull( self::lowest( self::point( 50, 100, 80 ), self::point( 10, 100, 70 ) ) );
		$this->assertNull( self::lowest() );
	}

	public function test_an_earlier_promotion_within_the_window_counts(): void {
		$this->assertSame( 85.0, self::lowest( self::point( 90, 100 ), self::point( 30, 100, 85 ), self::point( 25, 100 ), self::point( 10, 100, 90 ) ) );
	}

	public function test_a_price_that_ended_before_the_window_does_not_count(): void {
		$this->assertSame( 100.0, self::lowest( self::point( 90, 50 ), self::point( 50, 100 ), self::point( 10, 100, 90 ) ) );
	}

	public function test_a_progressive_discount_keeps_its_first_start(): void {
		$this->assertSame( 100.0, self::lowest( self::point( 90, 100 ), self::point( 20, 100, 90 ), self::point( 10, 100, 80 ) ) );
	}

	public function test_a_sale_price_not_below_the_regular_price_is_no_discount(): void {
		// 100 -> "sale" 100: not a discount, so the lowest of the last 30 days, current included.
		$this->assertSame( 100.0, self::lowest( self::point( 10, 100, 100 ) ) );
	}

	public function test_not_discounted_gives_the_lowest_of_the_last_30_days_current_included(): void {
		$this->assertSame( 100.0, self::lowest( self::point( 90, 100 ), self::point( 20, 120 ) ) );
		$this->assertSame( 120.0, self::lowest( self::point( 90, 100 ), self::point( 40, 120 ) ) );
		$this->assertSame( 80.0, self::lowest( self::point( 90, 100 ), self::point( 20, 100, 80 ), self::point( 5, 100 ) ), 'a promotion that ended 5 days ago' );
		$this->assertSame( 100.0, self::lowest( self::point( 2, 100 ) ) );
	}

	public function test_points_at_the_same_second_keep_only_the_last(): void {
		$a = self::point( 50, 100 );
		$b = self::point( 10, 100, 20 ); // Never in effect: replaced in the same second.
		$c = self::point( 10, 100, 80 );
		$this->assertSame( 100.0, self::lowest( $a, $b, $c ) );
	}

	public function test_order_of_points_does_not_matter_and_future_points_are_ignored(): void {
		$this->assertSame( 100.0, self::lowest( self::point( 10, 100, 80 ), self::point( -5, 10 ), self::point( 90, 100 ) ) );
	}

	public function test_the_window_length_can_be_changed(): void {
		$points = array( self::point( 90, 100 ), self::point( 60, 70 ), self::point( 50, 100 ), self::point( 10, 100, 80 ) );
		$this->assertSame( 100.0, Omnibus::lowest( $points, self::NOW ) );
		$this->assertSame( 70.0, Omnibus::lowest( $points, self::NOW, 60 ) );
	}

	/**
	 * A variable product before a choice: [variations as [price, discounted, reference]], expected line.
	 *
	 * @return array<string,array{0:array<int,array{0:float,1:bool,2:?float}>,1:?float}>
	 */
	public static function variable_cases(): array {
		return array(
			// A card once shown wrong: 'od 49,99' is a variation at its normal price; 69,99 belongs to a dearer one.
			'cheapest not discounted, a dearer one is'   => array( array( array( 49.99, false, 49.99 ), array( 59.99, true, 69.99 ) ), null ),
			'cheapest discounted: its own reference'     => array( array( array( 39.99, true, 59.99 ), array( 69.99, false, 69.99 ) ), 59.99 ),
			'not the lowest reference of all discounts'  => array( array( array( 40.0, true, 100.0 ), array( 50.0, true, 55.0 ) ), 100.0 ),
			'cheapest discounted without a prior price'  => array( array( array( 40.0, true, null ), array( 50.0, true, 55.0 ) ), null ),
			'tie with a variation at its normal price'   => array( array( array( 49.99, true, 69.99 ), array( 49.99, false, 49.99 ) ), null ),
			'tie of discounted ones: the lower reference' => array( array( array( 49.99, true, 69.99 ), array( 49.99, true, 59.99 ), array( 80.0, false, 80.0 ) ), 59.99 ),
			'tie of discounted ones, one unknown'        => array( array( array( 49.99, true, 69.99 ), array( 49.99, true, null ) ), null ),
			'nothing discounted'                         => array( array( array( 10.0, false, 10.0 ), array( 20.0, false, 15.0 ) ), null ),
			'one variation, discounted'                  => array( array( array( 30.0, true, 45.0 ) ), 45.0 ),
			'no variation for sale'                      => array( array(), null ),
			'prices compared to the grosz'               => array( array( array( 49.990001, true, 69.99 ), array( 49.99, true, 59.99 ) ), 59.99 ),
		);
	}

	/** @dataProvider variable_cases */
	public function test_a_variable_products_line_belongs_to_its_od_price( array $variations, ?float $expected ): void {
		$input = array_map( static fn( array $v ): array => array( 'price' => $v[0], 'discounted' => $v[1], 'reference' => $v[2] ), $variations );
		$this->assertSame( $expected, Omnibus::for_variable( $input ) );
	}

	public function test_what_must_be_kept_is_the_last_30_days_or_those_before_the_running_discount(): void {
		$day = 86400;
		// Not discounted: the last 30 days.
		$this->assertSame( self::NOW - 30 * $day, Omnibus::needed_since( array( self::point( 200, 100 ), self::point( 40, 90 ) ), self::NOW ) );
		// Discounted for 10 days: the 30 days before its start, 40 days back.
		$this->assertSame( self::NOW - 40 * $day, Omnibus::needed_since( array( self::point( 200, 100 ), self::point( 10, 100, 80 ) ), self::NOW ) );
		// A progressive discount started 100 days ago (two cuts): 130 days back from now.
		$this->assertSame( self::NOW - 130 * $day, Omnibus::needed_since( array( self::point( 200, 100 ), self::point( 100, 100, 90 ), self::point( 20, 100, 70 ) ), self::NOW ) );
		// Future points do not count; no history at all: the last 30 days.
		$this->assertSame( self::NOW - 30 * $day, Omnibus::needed_since( array( self::point( 200, 100 ), self::point( -5, 100, 50 ) ), self::NOW ) );
		$this->assertSame( self::NOW - 30 * $day, Omnibus::needed_since( array(), self::NOW ) );
	}

	/**
	 * The pruning rule (keep what needed_since() says plus the newest point before it) never changes an
	 * answer: random histories of 400 days are pruned today, then both copies get the same random
	 * changes over the next 90 days, and lowest() must agree once a day over them.
	 */
	public function test_pruning_by_needed_since_never_changes_an_answer_now_or_later(): void {
		mt_srand( 13 );
		$day = 86400;
		for ( $case = 0; $case < 120; $case++ ) {
			$points = array();
			$regular = 100.0;
			for ( $t = self::NOW - 400 * $day; $t <= self::NOW; $t += mt_rand( 1, 40 ) * 3600 * ( 0 === $case % 3 ? 1 : 12 ) ) {
				$points[] = self::random_point( $t, $regular );
			}
			$since = Omnibus::needed_since( $points, self::NOW );
			$kept  = array();
			$prior = null;
			foreach ( $points as $point ) {
				if ( $point['time'] >= $since ) {
					$kept[] = $point;
				} else {
					$prior = $point; // Points are in time order here: the last one before $since.
				}
			}
			if ( null !== $prior ) {
				array_unshift( $kept, $prior );
			}
			$this->assertSame( Omnibus::lowest( $points, self::NOW ), Omnibus::lowest( $kept, self::NOW ), "case $case, now" );
			for ( $t = self::NOW + 3600; $t <= self::NOW + 90 * $day; $t += 24 * 3600 ) {
				if ( 0 === mt_rand( 0, 5 ) ) {
					$change   = self::random_point( $t - 1800, $regular );
					$points[] = $change;
					$kept[]   = $change;
				}
				$this->assertSame( Omnibus::lowest( $points, $t ), Omnibus::lowest( $kept, $t ), "case $case, " . ( ( $t - self::NOW ) / 3600 ) . ' h later' );
			}
		}
	}

	private static function random_point( int $time, float &$regular ): array {
		if ( 0 === mt_rand( 0, 2 ) ) {
			$regular = (float) mt_rand( 80, 130 );
		}
		$sale = 0 === mt_rand( 0, 1 ) ? round( $regular * mt_rand( 50, 95 ) / 100, 2 ) : null;
		return array( 'time' => $time, 'regular' => $regular, 'sale' => $sale, 'effective' => $sale ?? $regular );
	}
}
