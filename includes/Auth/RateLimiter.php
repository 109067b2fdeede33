<?php
/**
 * Fixed-window counters in transients (object cache when there is one). Buckets are hashed, so no
 * e-mail address or IP lands in an option name. Limits are the constants of Auth\Limits.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Auth;

defined( 'ABSPATH' ) || exit;

final class RateLimiter {

	private static function key( string $bucket ): string {
		return 'cs_rl_' . substr( hash( 'sha256', $bucket ), 0, 32 );
	}

	/** @return array{count:int,until:int} */
	private static function state( string $bucket ): array {
		$state = get_transient( self::key( $bucket ) );
		if ( ! is_array( $state ) || ! isset( $state['count'], $state['until'] ) || $state['until'] <= time() ) {
			return array( 'count' => 0, 'until' => 0 );
		}
		return array( 'count' => (int) $state['count'], 'until' => (int) $state['until'] );
	}

	/**
	 * Whether the bucket reached $max. Filter `cosmetics_storefront_rate_limit` ($max, $kind) lets a
	 * site change a limit; $kind is the bucket's name before '|' (e.g. 'login_ip', 'enquiry_ip').
	 */
	public static function is_limited( string $bucket, int $max ): bool {
		$kind = strstr( $bucket, '|', true );
		$max  = (int) apply_filters( 'cosmetics_storefront_rate_limit', $max, false === $kind ? $bucket : $kind );
		return self::state( $bucket )['count'] >= $max;
	}

	/** Counts one event in a window of $window seconds (the window starts at the first event). */
	public static function hit( string $bucket, int $window ): void {
		$state = self::state( $bucket );
		if ( 0 === $state['until'] ) {
			$state = array( 'count' => 0, 'until' => time() + $window );
		}
		++$state['count'];
		set_transient( self::key( $bucket ), $state, max( 1, $state['until'] - time() ) );
	}

	/** Seconds until the bucket's window ends (0 when none is running). */
	public static function retry_after( string $bucket ): int {
		$until = self::state( $bucket )['until'];
		return $until ? max( 0, $until - time() ) : 0;
	}

	public static function clear( string $bucket ): void {
		delete_transient( self::key( $bucket ) );
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
