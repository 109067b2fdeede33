<?php
/**
 * What shoppers look for, counts only: each search of the storefront's shop list (a Store API product
 * search asking for its first page) adds one to its query's count of the day, with how many products it
 * found. No person, no IP, no time of day; days older than 90 are deleted (daily). Staff read the last
 * 30 days on the search screen (Search\Admin\SearchScreen).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search;

use CosmeticsStorefront\Domain\TextFold;
use CosmeticsStorefront\Platform\RecurringJob;
use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;

defined( 'ABSPATH' ) || exit;

final class SearchLog implements StoreApiBehaviour {

	public const TABLE = 'cosmetics_search_log';

	public const KEEP_DAYS = 90;

	public const PRUNE_HOOK = 'cosmetics_storefront_prune_search_log';

	public static function hooks(): void {
		add_action( self::PRUNE_HOOK, array( self::class, 'prune' ) );
		add_action( 'init', array( self::class, 'maybe_schedule' ), 20 );
	}

	private static function job(): RecurringJob {
		return new RecurringJob( self::PRUNE_HOOK, DAY_IN_SECONDS, (int) ( strtotime( 'tomorrow 04:00' ) ?: time() + DAY_IN_SECONDS ) );
	}

	public static function maybe_schedule(): void {
		self::job()->maybe_schedule();
	}

	public static function unschedule(): void {
		self::job()->unschedule();
	}

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/** The query as it is counted: its words, lower case, single spaces (Polish letters kept). */
	public static function normalise( string $query ): string {
		return mb_substr( implode( ' ', TextFold::words( $query ) ), 0, 100 );
	}

	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		return null;
	}

	/** GET products (StoreApiList): a search's first page found. */
	public function after( StoreApiCall $call, mixed $response ): mixed {
		if ( ! $response instanceof \WP_REST_Response || $response->get_status() >= 400 ) {
			return $response;
		}
		$query = self::normalise( (string) $call->request->get_param( 'search' ) );
		if ( '' === $query || 1 !== (int) ( $call->request->get_param( 'page' ) ?? 1 ) ) {
			return $response;
		}
		$headers = $response->get_headers();
		self::add( $query, (int) ( $headers['X-WP-Total'] ?? count( (array) $response->get_data() ) ) );
		return $response;
	}

	public static function add( string $query, int $results, ?string $day = null ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'INSERT INTO ' . self::table() . ' (day, query, searches, results) VALUES (%s, %s, 1, %d) ON DUPLICATE KEY UPDATE searches = searches + 1, results = VALUES(results)', $day ?? current_time( 'Y-m-d' ), $query, $results ) ); // phpcs:ignore WordPress.DB
	}

	/**
	 * The last $days days' most searched queries: all, or ($none) those whose last search found nothing.
	 *
	 * @return array<int,array{query:string,searches:int,results:int}>
	 */
	public static function top( int $days = 30, bool $none = false, int $limit = 50 ): array {
		global $wpdb;
		$since = gmdate( 'Y-m-d', (int) current_time( 'timestamp' ) - ( $days - 1 ) * DAY_IN_SECONDS ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested -- the shop's day.
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT query, SUM(searches) AS searches, SUBSTRING_INDEX(GROUP_CONCAT(results ORDER BY day DESC), ",", 1) AS results FROM ' . self::table() . ' WHERE day >= %s GROUP BY query' . ( $none ? ' HAVING results = 0' : '' ) . ' ORDER BY searches DESC, query ASC LIMIT %d', // phpcs:ignore WordPress.DB
				$since,
				$limit
			),
			ARRAY_A
		);
		return array_map(
			static fn( array $row ): array => array(
				'query'    => (string) $row['query'],
				'searches' => (int) $row['searches'],
				'results'  => (int) $row['results'],
			),
			(array) $rows
		);
	}

	/** @internal action cosmetics_storefront_prune_search_log */
	public static function prune(): int {
		global $wpdb;
		$before = gmdate( 'Y-m-d', (int) current_time( 'timestamp' ) - self::KEEP_DAYS * DAY_IN_SECONDS ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE day < %s', $before ) ); // phpcs:ignore WordPress.DB
	}
}
