<?php
/**
 * Fixed-window counters in the plugin's table `cosmetics_rate_limits`. A hit is one atomic
 * INSERT … ON DUPLICATE KEY UPDATE, so parallel requests never lose a count (transients did: a read,
 * then a write). Buckets are hashed, so no e-mail address or IP is stored. Limits are the constants of
 * Platform\Limits; expired rows go with WordPress's daily `wp_scheduled_delete`.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

final class RateLimiter {

	public static function hooks(): void {
		add_action( 'wp_scheduled_delete', array( self::class, 'purge' ) );
	}

	private static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'cosmetics_rate_limits';
	}

	private static function key( string $bucket ): string {
		return substr( hash( 'sha256', $bucket ), 0, 32 );
	}

	/** @return array{hits:int,until:int} The running window (hits 0, until 0 when none). */
	private static function state( string $bucket ): array {
		global $wpdb;
		$row = $wpdb->get_row(
			$wpdb->prepare( 'SELECT hits, window_ends FROM %i WHERE bucket = %s AND window_ends > %d', self::table(), self::key( $bucket ), time() ),
			ARRAY_A
		);
		return $row ? array( 'hits' => (int) $row['hits'], 'until' => (int) $row['window_ends'] ) : array( 'hits' => 0, 'until' => 0 );
	}

	/** Hits counted in the bucket's running window. */
	public static function hits( string $bucket ): int {
		return self::state( $bucket )['hits'];
	}

	/**
	 * Whether the bucket reached $max. Filter `cosmetics_storefront_rate_limit` ($max, $kind) lets a
	 * site change a limit; $kind is the bucket's name before '|' (e.g. 'login_ip', 'enquiry_ip').
	 */
	public static function is_limited( string $bucket, int $max ): bool {
		return self::hits( $bucket ) >= self::limit( $bucket, $max );
	}

	/**
	 * For limits on every request: counts this one and says whether it is within $max. The decision
	 * uses the count this request's own hit produced, so of a burst of parallel requests exactly $max
	 * pass (a check before the hit would let the whole burst through).
	 */
	public static function take( string $bucket, int $max, int $window ): bool {
		return self::hit( $bucket, $window ) <= self::limit( $bucket, $max );
	}

	/**
	 * The rate-limit guard: counts this request in $bucket and answers null while it is within $max
	 * per $window seconds, else the 429 error to return (retry_after: the longest wait of $bucket and
	 * $also_waiting). Each request decides on the count its own hit produced, so of a parallel burst
	 * exactly $max pass. With $refusals_count false a refused request gives its hit back (limits that
	 * count what was stored, not what was tried).
	 */
	public static function guard( string $bucket, int $max, int $window, string $message, bool $refusals_count = true, string ...$also_waiting ): ?\WP_Error {
		if ( self::take( $bucket, $max, $window ) ) {
			return null;
		}
		if ( ! $refusals_count ) {
			self::release( $bucket );
		}
		$wait = 0;
		foreach ( array( $bucket, ...$also_waiting ) as $waiting ) {
			$wait = max( $wait, self::retry_after( $waiting ) );
		}
		return self::too_many( $message, $wait );
	}

	private static function limit( string $bucket, int $max ): int {
		$kind = strstr( $bucket, '|', true );
		return (int) apply_filters( 'cosmetics_storefront_rate_limit', $max, false === $kind ? $bucket : $kind );
	}

	/**
	 * Counts one event in a window of $window seconds (the window starts at the first event) and
	 * returns the bucket's count with it. The count is this statement's own (MySQL's
	 * LAST_INSERT_ID(expr), kept per connection), not a later read that parallel hits could change.
	 */
	public static function hit( string $bucket, int $window ): int {
		global $wpdb;
		$now  = time();
		$ends = $now + max( 1, $window );
		// MySQL assigns left to right: `hits` is decided on the old window_ends, then the window moves.
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (bucket, hits, window_ends) VALUES (%s, LAST_INSERT_ID(1), %d)
				ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(IF(window_ends > %d, hits + 1, 1)), window_ends = IF(window_ends > %d, window_ends, %d)',
				self::table(),
				self::key( $bucket ),
				$ends,
				$now,
				$now,
				$ends
			)
		);
		return (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' );
	}

	/**
	 * Takes back one hit of the running window (never below 0), for an attempt take() counted that
	 * turned out not to be what the limit counts (a login whose password was right). One atomic UPDATE.
	 */
	public static function release( string $bucket ): void {
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare( 'UPDATE %i SET hits = hits - 1 WHERE bucket = %s AND hits > 0 AND window_ends > %d', self::table(), self::key( $bucket ), time() )
		);
	}

	/** Seconds until the bucket's window ends (0 when none is running). */
	public static function retry_after( string $bucket ): int {
		$until = self::state( $bucket )['until'];
		return $until ? max( 0, $until - time() ) : 0;
	}

	public static function clear( string $bucket ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'bucket' => self::key( $bucket ) ), array( '%s' ) );
	}

	/** Drops the rows whose window has ended (daily). */
	public static function purge(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE window_ends <= %d', self::table(), time() ) );
	}

	/** The client's IP (REMOTE_ADDR only: forwarded headers are the client's to forge). */
	public static function ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['REMOTE_ADDR'] ) ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		return '' !== $ip ? $ip : 'unknown';
	}

	public static function too_many( string $message, int $retry_after ): \WP_Error {
		return new \WP_Error( 'cosmetics_rate_limited', $message, array( 'status' => 429, 'retry_after' => $retry_after ) );
	}
}
