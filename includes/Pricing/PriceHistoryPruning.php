<?php
/**
 * Keeps the price history (PriceHistory) to what the Omnibus rule needs, daily, in batches.
 *
 * The rule (EU Directive 98/6/EC Art. 6a): a discount shows the lowest price of the 30 days before the
 * discount began. So, per product or variation and tier, the rows kept are every row from
 * Domain\Omnibus::needed_since() on (the last 30 days; while discounted, the 30 days before that
 * discount began, if earlier) plus the newest row before that moment (the state then in effect).
 * Everything older can never be asked about again, now or for a future discount (whose 30 days start
 * later), and is deleted. Rows dated in the future are never deleted. No answer of LowestPrice changes
 * (tests/php/WooCommerce/PriceHistoryPruningTest, tests/php/Domain/OmnibusTest).
 *
 * How it runs: a daily Action Scheduler action (WP-Cron when Action Scheduler is missing) prunes
 * BATCH products; while more are left it queues the next batch at once, with the last product id done.
 * Each batch holds the history's write lock (PriceHistory::lock), so it never runs while a price is
 * recorded; a batch that cannot take the lock is tried again a minute later. Running it twice deletes
 * nothing more.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

use CosmeticsStorefront\Domain\Omnibus;
use CosmeticsStorefront\Platform\RecurringJob;

defined( 'ABSPATH' ) || exit;

final class PriceHistoryPruning {

	public const HOOK = 'cosmetics_storefront_prune_price_history';

	/** Products (with their variations' own series counted as products) per batch. */
	public const BATCH = 200;

	public static function hooks(): void {
		add_action( self::HOOK, array( self::class, 'run' ), 10, 1 );
		add_action( 'init', array( self::class, 'maybe_schedule' ), 20 );
	}

	/** The daily run: tomorrow at 03:00 first (WP-Cron: an hour from now), with the first batch's argument. */
	private static function job(): RecurringJob {
		return new RecurringJob( self::HOOK, DAY_IN_SECONDS, (int) ( strtotime( 'tomorrow 03:00' ) ?: time() + DAY_IN_SECONDS ), array( 0 ) );
	}

	/** Keeps the daily run scheduled; checked on admin and cron requests only (not shoppers'). */
	public static function maybe_schedule(): void {
		self::job()->maybe_schedule();
	}

	/** Removes every scheduled run (deactivation, uninstall). */
	public static function unschedule(): void {
		self::job()->unschedule();
	}

	/**
	 * One scheduled batch from the product after $after; queues the next while more are left.
	 *
	 * @param mixed $after the last product id of the previous batch (0: a new daily run).
	 */
	public static function run( mixed $after = 0 ): void {
		$after = max( 0, (int) $after );
		$batch = self::prune_batch( $after, self::BATCH );
		if ( null === $batch ) {
			self::queue( $after, MINUTE_IN_SECONDS ); // A price is being recorded: a minute later.
		} elseif ( ! $batch['done'] ) {
			self::queue( $batch['last'], 0 );
		}
	}

	private static function queue( int $after, int $delay ): void {
		if ( function_exists( 'as_schedule_single_action' ) ) {
			as_schedule_single_action( time() + $delay, self::HOOK, array( $after ), RecurringJob::GROUP );
		} else {
			wp_schedule_single_event( time() + $delay, self::HOOK, array( $after ) );
		}
	}

	/**
	 * Prunes the history of up to $limit products (ids above $after), under the write lock.
	 *
	 * @param int|null $now the moment the rule is applied at (tests); the clock when null.
	 * @return array{deleted:int, last:int, done:bool}|null null when the lock was taken (nothing done).
	 */
	public static function prune_batch( int $after, int $limit, ?int $now = null ): ?array {
		global $wpdb;
		if ( ! PriceHistory::lock( 0 ) ) {
			return null;
		}
		try {
			$now   = $now ?? time();
			$table = PriceHistory::table();
			$ids   = array_map(
				'intval',
				$wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT product_id FROM %i WHERE product_id > %d ORDER BY product_id LIMIT %d', $table, $after, $limit ) )
			);
			if ( ! $ids ) {
				return array( 'deleted' => 0, 'last' => $after, 'done' => true );
			}
			$in   = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
			$rows = $wpdb->get_results(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
				$wpdb->prepare( "SELECT id, product_id, tier, TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', recorded_at) AS t, regular_price, sale_price, effective_price FROM %i WHERE product_id IN ({$in}) ORDER BY product_id, tier, recorded_at, id", array_merge( array( $table ), $ids ) ),
				ARRAY_N
			);
			$series = array();
			foreach ( is_array( $rows ) ? $rows : array() as $row ) {
				$series[ $row[1] . '|' . $row[2] ][] = array(
					'id'        => (int) $row[0],
					'time'      => (int) $row[3],
					'regular'   => null === $row[4] ? null : (float) $row[4],
					'sale'      => null === $row[5] ? null : (float) $row[5],
					'effective' => (float) $row[6],
				);
			}
			$doomed = array();
			foreach ( $series as $points ) {
				array_push( $doomed, ...self::prunable( $points, $now ) );
			}
			$deleted = 0;
			foreach ( array_chunk( $doomed, 1000 ) as $chunk ) {
				$deleted += (int) $wpdb->query(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
					$wpdb->prepare( 'DELETE FROM %i WHERE id IN (' . implode( ',', array_fill( 0, count( $chunk ), '%d' ) ) . ')', array_merge( array( $table ), $chunk ) )
				);
			}
			return array(
				'deleted' => $deleted,
				'last'    => (int) end( $ids ),
				'done'    => count( $ids ) < $limit,
			);
		} finally {
			PriceHistory::unlock();
		}
	}

	/**
	 * Ids of the rows of one series (sorted by time, then id) that no answer needs: those before
	 * Omnibus::needed_since() except the newest of them.
	 *
	 * @param array<int,array{id:int, time:int, regular:?float, sale:?float, effective:float}> $points
	 * @return int[]
	 */
	public static function prunable( array $points, int $now ): array {
		$since  = Omnibus::needed_since( $points, $now );
		$before = array_values( array_filter( $points, static fn( array $p ): bool => $p['time'] < $since ) );
		array_pop( $before ); // The state in effect at $since: kept.
		return array_map( static fn( array $p ): int => $p['id'], $before );
	}

	/** Prunes every product now, batch after batch (WP-CLI or tests); the rows deleted. */
	public static function prune_all( ?int $now = null ): int {
		$deleted = 0;
		$after   = 0;
		do {
			$batch = self::prune_batch( $after, self::BATCH, $now );
			if ( null === $batch ) {
				break;
			}
			$deleted += $batch['deleted'];
			$after    = $batch['last'];
		} while ( ! $batch['done'] );
		return $deleted;
	}
}
