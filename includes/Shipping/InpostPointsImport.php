<?php
/**
 * Imports InPost's parcel lockers from the public points API of ShipX
 * (`GET {url}?type=parcel_locker&per_page=&page=`, paginated JSON: count, page, per_page, total_pages,
 * items[ name, status, location, address, address_details, location_description, opening_hours … ])
 * into the plugin's table, daily, with WooCommerce's Action Scheduler.
 *
 * A run is a chain of actions, one page each, so a slow API never holds up a request or hits a time
 * limit. A page that fails (network error, not 200, not the expected JSON) is tried again later with a
 * growing delay; after the last attempt the run stops and the previous list stays. Rows are written
 * under the run's own generation and published only when the last page is in (LockerStore).
 *
 * The API address: constant COSMETICS_INPOST_POINTS_URL, else InPost's production address; the filter
 * `cosmetics_storefront_inpost_points_url` has the last word (the tests point it at a local server).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Shipping;

defined( 'ABSPATH' ) || exit;

final class InpostPointsImport {

	public const DEFAULT_URL = 'https://api-shipx-pl.easypack24.net/v1/points';

	/** The daily action (recurring) and the "import now" action: starts a run. */
	public const START_HOOK = 'cosmetics_storefront_lockers_import';

	/** One page of a run: args run, page, attempt. */
	public const PAGE_HOOK = 'cosmetics_storefront_lockers_import_page';

	public const GROUP = 'cosmetics-storefront';

	/** What the last and the current run did, for wp-admin. */
	public const STATE_OPTION = 'cosmetics_storefront_lockers_import';

	/** Attempts per page before the run gives up. */
	public const MAX_ATTEMPTS = 4;

	/** InPost answers with at most this many points a page. */
	private const PER_PAGE = 500;

	/** A list of Poland's lockers is ~60 pages of 500; more than this is a runaway answer. */
	private const MAX_PAGES = 1000;

	/** Statuses of points a parcel can be sent to today (NonOperating, Created, Disabled… cannot). */
	private const USABLE_STATUSES = array( 'Operating', 'Overloaded' );

	public static function hooks(): void {
		add_action( self::START_HOOK, array( self::class, 'start' ) );
		add_action( self::PAGE_HOOK, array( self::class, 'import_page' ), 10, 3 );
		add_action( 'action_scheduler_init', array( self::class, 'maybe_schedule' ) );
	}

	public static function url(): string {
		$url = defined( 'COSMETICS_INPOST_POINTS_URL' ) ? (string) COSMETICS_INPOST_POINTS_URL : self::DEFAULT_URL;
		return (string) apply_filters( 'cosmetics_storefront_inpost_points_url', $url );
	}

	public static function per_page(): int {
		return max( 1, min( self::PER_PAGE, (int) apply_filters( 'cosmetics_storefront_inpost_points_per_page', self::PER_PAGE ) ) );
	}

	/** Seconds before attempt $attempt (2, 3, …) of a page: 1, 4, 16 minutes. */
	public static function retry_delay( int $attempt ): int {
		return MINUTE_IN_SECONDS * ( 4 ** max( 0, $attempt - 2 ) );
	}

	/**
	 * Keeps the daily import scheduled. Checked on admin and cron requests only: shoppers' requests
	 * need not ask the queue every time.
	 */
	public static function maybe_schedule(): void {
		if ( ! ( is_admin() || wp_doing_cron() ) ) {
			return;
		}
		self::ensure_scheduled();
	}

	public static function ensure_scheduled(): void {
		if ( ! function_exists( 'as_has_scheduled_action' ) || as_has_scheduled_action( self::START_HOOK, array(), self::GROUP ) ) {
			return;
		}
		// The first run right away: until it is in, a shop without a Geowidget token offers no locker.
		as_schedule_recurring_action( time(), DAY_IN_SECONDS, self::START_HOOK, array(), self::GROUP );
	}

	/** Removes every scheduled action of the import (deactivation, uninstall). */
	public static function unschedule(): void {
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			// By hook alone: every pending action whatever its arguments (daily, "import now", pages).
			as_unschedule_all_actions( self::START_HOOK );
			as_unschedule_all_actions( self::PAGE_HOOK );
		}
	}

	/** "Import now" in wp-admin: a run in the background, soon. */
	public static function request_now(): bool {
		if ( ! function_exists( 'as_enqueue_async_action' ) ) {
			return false;
		}
		if ( ! as_has_scheduled_action( self::START_HOOK, array( 'now' ), self::GROUP ) ) {
			as_enqueue_async_action( self::START_HOOK, array( 'now' ), self::GROUP );
		}
		return true;
	}

	/**
	 * @return array{running:int,started_at:int,page:int,total_pages:int,attempt:int,finished_at:int,duration_ms:int,imported:int,error:string,error_at:int,run_started_us:float}
	 */
	public static function state(): array {
		$stored   = get_option( self::STATE_OPTION, array() );
		$stored   = is_array( $stored ) ? $stored : array();
		$defaults = array(
			'running'        => 0,
			'started_at'     => 0,
			'page'           => 0,
			'total_pages'    => 0,
			'attempt'        => 0,
			'finished_at'    => 0,
			'duration_ms'    => 0,
			'imported'       => 0,
			'error'          => '',
			'error_at'       => 0,
			'run_started_us' => 0.0,
		);
		return array_merge( $defaults, array_intersect_key( $stored, $defaults ) );
	}

	/** @param array<string,mixed> $changes */
	private static function update_state( array $changes ): void {
		update_option( self::STATE_OPTION, array_merge( self::state(), $changes ), false );
	}

	/**
	 * Starts a run: a new generation, then page 1 as an action of its own. A run still going is left to
	 * stop by itself at its next page (only the newest run may continue).
	 *
	 * @return int the run (generation) number
	 */
	public static function start(): int {
		$run = LockerStore::next_generation();
		$now = microtime( true );
		self::update_state(
			array(
				'running'        => $run,
				'started_at'     => (int) $now,
				'run_started_us' => $now,
				'page'           => 0,
				'total_pages'    => 0,
				'attempt'        => 0,
			)
		);
		self::queue_page( $run, 1, 1, 0 );
		return $run;
	}

	/** Imports one page of run $run; queues the next page, a retry of this one, or publishes the list. */
	public static function import_page( $run, $page, $attempt = 1 ): void {
		$run     = (int) $run;
		$page    = (int) $page;
		$attempt = max( 1, (int) $attempt );
		if ( $run < 1 || $page < 1 || self::state()['running'] !== $run ) {
			return; // A newer run replaced this one, or it already ended.
		}

		$answer = self::fetch( $page );
		if ( is_wp_error( $answer ) ) {
			if ( $attempt < self::MAX_ATTEMPTS ) {
				self::update_state(
					array(
						'page'    => $page,
						'attempt' => $attempt + 1,
						'error'   => $answer->get_error_message(),
					)
				);
				self::queue_page( $run, $page, $attempt + 1, self::retry_delay( $attempt + 1 ) );
				return;
			}
			self::fail( $run, $answer->get_error_message() );
			return;
		}

		$lockers = array();
		foreach ( $answer['items'] as $item ) {
			if ( is_array( $item ) && in_array( $item['status'] ?? '', self::USABLE_STATUSES, true ) ) {
				$locker = Lockers::normalise( $item );
				if ( $locker ) {
					$lockers[] = $locker;
				}
			}
		}
		if ( $lockers ) {
			LockerStore::write( $run, $lockers );
		}

		$total = min( self::MAX_PAGES, $answer['total_pages'] );
		if ( $page < $total ) {
			self::update_state(
				array(
					'page'        => $page,
					'total_pages' => $total,
					'attempt'     => 0,
				)
			);
			self::queue_page( $run, $page + 1, 1, 0 );
			return;
		}
		self::finish( $run, $total );
	}

	/**
	 * One page of InPost's list, checked: [ 'items' => list, 'total_pages' => int ] or the reason it is
	 * unusable.
	 *
	 * @return array{items:array<int,mixed>,total_pages:int}|\WP_Error
	 */
	private static function fetch( int $page ) {
		$url      = add_query_arg(
			array(
				'type'     => 'parcel_locker',
				'per_page' => self::per_page(),
				'page'     => $page,
			),
			self::url()
		);
		$response = wp_remote_get(
			$url,
			array(
				'timeout'    => 30,
				'headers'    => array( 'Accept' => 'application/json' ),
				'user-agent' => 'CosmeticsStorefront/' . \CosmeticsStorefront\Platform\PluginInfo::VERSION . '; ' . home_url( '/' ),
			)
		);
		/* translators: %d: page number. */
		$prefix = sprintf( __( 'Strona %d listy InPost:', 'cosmetics-storefront' ), $page ) . ' ';
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( 'cosmetics_inpost_http', $prefix . $response->get_error_message() );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( 200 !== $status ) {
			/* translators: %d: HTTP status code. */
			return new \WP_Error( 'cosmetics_inpost_status', $prefix . sprintf( __( 'odpowiedź HTTP %d.', 'cosmetics-storefront' ), $status ) );
		}
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $body ) || ! isset( $body['items'] ) || ! is_array( $body['items'] ) || ! array_is_list( $body['items'] ) ) {
			return new \WP_Error( 'cosmetics_inpost_malformed', $prefix . __( 'odpowiedź nie jest listą punktów w formacie InPost.', 'cosmetics-storefront' ) );
		}
		$total = isset( $body['total_pages'] ) && is_numeric( $body['total_pages'] ) ? (int) $body['total_pages'] : $page;
		return array(
			'items'       => $body['items'],
			'total_pages' => max( 1, $total ),
		);
	}

	/** The last page is in: the run's rows become the list shoppers see, unless there are none. */
	private static function finish( int $run, int $total_pages ): void {
		if ( LockerStore::count_generation( $run ) < 1 ) {
			self::fail( $run, __( 'InPost nie zwrócił żadnego czynnego paczkomatu.', 'cosmetics-storefront' ) );
			return;
		}
		$count = LockerStore::publish( $run );
		$state = self::state();
		self::update_state(
			array(
				'running'     => 0,
				'page'        => $total_pages,
				'total_pages' => $total_pages,
				'attempt'     => 0,
				'finished_at' => time(),
				'duration_ms' => (int) round( ( microtime( true ) - (float) $state['run_started_us'] ) * 1000 ),
				'imported'    => $count,
				'error'       => '',
				'error_at'    => 0,
			)
		);
	}

	private static function fail( int $run, string $message ): void {
		LockerStore::discard( $run );
		self::update_state(
			array(
				'running'     => 0,
				'attempt'     => 0,
				'finished_at' => time(),
				'error'       => $message,
				'error_at'    => time(),
			)
		);
	}

	private static function queue_page( int $run, int $page, int $attempt, int $delay ): void {
		$args = array( $run, $page, $attempt );
		if ( ! function_exists( 'as_enqueue_async_action' ) ) {
			return; // The Action Scheduler comes with WooCommerce, without which there is no shipping either.
		}
		if ( $delay > 0 ) {
			as_schedule_single_action( time() + $delay, self::PAGE_HOOK, $args, self::GROUP );
		} else {
			as_enqueue_async_action( self::PAGE_HOOK, $args, self::GROUP );
		}
	}
}
