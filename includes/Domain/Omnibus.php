<?php
/**
 * The "lowest price of the last 30 days" (Omnibus directive, Art. 6a of Directive 98/6/EC as amended by
 * Directive (EU) 2019/2161; DESIGN.md deviation 6). No WordPress here.
 *
 * Input: the price history of one product in one tier, as points in time at which a state began:
 * { time: unix seconds, regular: ?float, sale: ?float, effective: float }, `sale` null when the product
 * was not discounted. A state lasts until the next point; several points at the same second leave only
 * the last one (the others were never in effect).
 *
 * While the product is discounted (the latest point has a sale price below the regular price):
 * the discount began at the first point of the current uninterrupted run of discounted points (a
 * progressive reduction keeps its first start, as the Commission's guidance 2021/C 526/02, 1.3, allows);
 * the answer is the lowest effective price in effect at any moment of the 30 days before that start
 * (the price already in effect when the window opened counts, as do earlier, finished promotions).
 * The discounted price itself never counts as its own reference. No state known before the start:
 * null (the shop cannot prove a prior price, so it shows none).
 *
 * While the product is not discounted, Art. 6a does not apply (no price reduction is announced). The
 * answer is then the lowest effective price in effect during the last 30 days, the current price
 * included, so that a storefront showing the line on every product never states more than the truth;
 * the storefront may as well show it only next to a discount.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class Omnibus {

	public const DAYS = 30;

	/**
	 * @param array<int,array{time:int, regular:?float, sale:?float, effective:float}> $points any order.
	 */
	public static function lowest( array $points, int $now, int $days = self::DAYS ): ?float {
		$points = self::normalise( $points, $now );
		if ( ! $points ) {
			return null;
		}
		$window = $days * 86400;
		$last   = count( $points ) - 1;

		if ( ! self::discounted( $points[ $last ] ) ) {
			return self::lowest_between( $points, $now - $window, $now + 1 );
		}

		$start = $last;
		while ( $start > 0 && self::discounted( $points[ $start - 1 ] ) ) {
			--$start;
		}
		if ( 0 === $start ) {
			return null; // Discounted since the first known price: no prior price.
		}
		$began = $points[ $start ]['time'];
		return self::lowest_between( array_slice( $points, 0, $start ), $began - $window, $began );
	}

	/**
	 * From which moment on a history must be kept so that no answer of lowest(), now or later, changes
	 * (the price-history pruning, Pricing\PriceHistoryPruning): the 30 days before now, or, while the
	 * product is discounted, the 30 days before that discount began, if earlier. The state already in
	 * effect at that moment must be kept too: it is the newest point before it. Every later answer needs
	 * no more: a discount beginning from now on looks back 30 days from its start, which is after this
	 * moment; a finished one is no longer asked about.
	 *
	 * @param array<int,array{time:int, regular:?float, sale:?float, effective:float}> $points any order.
	 */
	public static function needed_since( array $points, int $now, int $days = self::DAYS ): int {
		$window = $days * 86400;
		$since  = $now - $window;
		$points = self::normalise( $points, $now );
		if ( ! $points ) {
			return $since;
		}
		$start = count( $points ) - 1;
		if ( ! self::discounted( $points[ $start ] ) ) {
			return $since;
		}
		while ( $start > 0 && self::discounted( $points[ $start - 1 ] ) ) {
			--$start;
		}
		return min( $since, $points[ $start ]['time'] - $window );
	}

	/**
	 * The line under a variable product's price before a variation is chosen. That price is 'od
	 * {cheapest variation}', so the line may only speak for the variations sold at that price: it
	 * shows when every one of them is discounted and each has a reference, and then it is the lowest
	 * of their references (one variation: its own). A cheaper or equally cheap variation at its normal
	 * price, or a discount of a dearer variation, gives null: a reference of another variation under
	 * the 'od' price would announce a reduction of a price that was never reduced.
	 *
	 * @param array<int,array{price:float, discounted:bool, reference:?float}> $variations the variations
	 *        for sale: current effective price, whether discounted now, their own answer of lowest().
	 */
	public static function for_variable( array $variations ): ?float {
		if ( ! $variations ) {
			return null;
		}
		$cents    = static fn( float $price ): int => (int) round( $price * 100 );
		$cheapest = min( array_map( static fn( array $v ): int => $cents( (float) $v['price'] ), $variations ) );
		$lowest   = null;
		foreach ( $variations as $variation ) {
			if ( $cents( (float) $variation['price'] ) !== $cheapest ) {
				continue;
			}
			if ( ! $variation['discounted'] || null === $variation['reference'] ) {
				return null;
			}
			$lowest = null === $lowest ? (float) $variation['reference'] : min( $lowest, (float) $variation['reference'] );
		}
		return $lowest;
	}

	/** Whether a point is a discount: a sale price below the regular price. */
	public static function discounted( array $point ): bool {
		return null !== $point['sale'] && null !== $point['regular'] && $point['sale'] < $point['regular'];
	}

	/**
	 * The lowest effective price of the states in effect at some moment of [from, to), given points
	 * sorted by time that all begin before `to`.
	 */
	private static function lowest_between( array $points, int $from, int $to ): ?float {
		$lowest = null;
		$count  = count( $points );
		foreach ( $points as $i => $point ) {
			$ends = $i + 1 < $count ? $points[ $i + 1 ]['time'] : $to;
			if ( $point['time'] >= $to || $ends <= $from ) {
				continue;
			}
			$lowest = null === $lowest ? $point['effective'] : min( $lowest, $point['effective'] );
		}
		return $lowest;
	}

	/** Points up to now, sorted by time, one per second (the last recorded one). */
	private static function normalise( array $points, int $now ): array {
		$by_time = array();
		foreach ( $points as $index => $point ) {
			$time = (int) $point['time'];
			if ( $time > $now ) {
				continue;
			}
			$by_time[ $time ] = array(
				'time'      => $time,
				'regular'   => null === $point['regular'] ? null : (float) $point['regular'],
				'sale'      => null === $point['sale'] ? null : (float) $point['sale'],
				'effective' => (float) $point['effective'],
				'order'     => $index,
			);
		}
		ksort( $by_time );
		return array_values( $by_time );
	}
}
