<?php
/**
 * Platform\RateLimiter: fixed windows counted in the plugin's table, hashed buckets, the window's end,
 * clearing, the daily purge and the site filter. Parallel hits are measured by `npm run bench`
 * (group ratelimit: separate PHP processes on one bucket), which a single test process cannot do.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Auth;

use CosmeticsStorefront\Platform\RateLimiter;
use CosmeticsStorefront\Tests\TestCase;

final class RateLimiterTest extends TestCase {

	private function rows(): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( 'SELECT bucket, hits, window_ends FROM %i', $wpdb->prefix . 'cosmetics_rate_limits' ), ARRAY_A );
	}

	private function endWindows(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET window_ends = %d', $wpdb->prefix . 'cosmetics_rate_limits', time() - 1 ) );
	}

	public function test_counts_hits_until_the_limit_and_tells_when_to_retry(): void {
		$bucket = 'login_account|anna@example.com';
		$this->assertFalse( RateLimiter::is_limited( $bucket, 3 ) );
		$this->assertSame( 0, RateLimiter::retry_after( $bucket ) );
		RateLimiter::hit( $bucket, 900 );
		RateLimiter::hit( $bucket, 900 );
		$this->assertSame( 2, RateLimiter::hits( $bucket ) );
		$this->assertFalse( RateLimiter::is_limited( $bucket, 3 ) );
		$this->assertSame( 3, RateLimiter::hit( $bucket, 900 ), 'a hit answers the count it made' );
		$this->assertTrue( RateLimiter::is_limited( $bucket, 3 ) );
		$this->assertGreaterThanOrEqual( 899, RateLimiter::retry_after( $bucket ) );
		$this->assertLessThanOrEqual( 900, RateLimiter::retry_after( $bucket ) );
		$this->assertFalse( RateLimiter::is_limited( 'login_account|ola@example.com', 3 ), 'buckets are separate' );
	}

	public function test_take_counts_every_request_and_lets_max_through(): void {
		$bucket  = 'code_ip|192.0.2.9';
		$answers = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$answers[] = RateLimiter::take( $bucket, 3, 600 );
		}
		$this->assertSame( array( true, true, true, false, false ), $answers );
		$this->assertSame( 5, RateLimiter::hits( $bucket ), 'refused requests count too; the window does not move' );
		$this->assertTrue( RateLimiter::is_limited( $bucket, 3 ) );
		add_filter( 'cosmetics_storefront_rate_limit', static fn( int $max ) => 100 );
		$this->assertTrue( RateLimiter::take( $bucket, 3, 600 ), 'the site filter applies to take() too' );
	}

	public function test_release_takes_back_one_hit_of_the_running_window_only(): void {
		$bucket = 'login_ip|192.0.2.10';
		RateLimiter::hit( $bucket, 600 );
		RateLimiter::hit( $bucket, 600 );
		RateLimiter::release( $bucket );
		$this->assertSame( 1, RateLimiter::hits( $bucket ) );
		RateLimiter::release( $bucket );
		RateLimiter::release( $bucket );
		$this->assertSame( 0, RateLimiter::hits( $bucket ), 'never below 0' );
		$this->assertSame( 1, RateLimiter::hit( $bucket, 600 ) );
		RateLimiter::release( 'login_ip|nothing-here' );
		$this->assertSame( 0, RateLimiter::hits( 'login_ip|nothing-here' ), 'no row is made' );
		$this->assertCount( 1, $this->rows() );
	}

	public function test_stores_no_address_or_ip(): void {
		RateLimiter::hit( 'login_ip|203.0.113.7', 60 );
		RateLimiter::hit( 'login_account|anna@example.com', 60 );
		$stored = wp_json_encode( $this->rows() );
		$this->assertStringNotContainsString( '203.0.113.7', $stored );
		$this->assertStringNotContainsString( 'anna@', $stored );
		$this->assertCount( 2, $this->rows() );
	}

	public function test_the_window_starts_at_the_first_hit_and_a_new_one_starts_after_it_ends(): void {
		$bucket = 'code_ip|198.51.100.1';
		RateLimiter::hit( $bucket, 600 );
		$first = (int) $this->rows()[0]['window_ends'];
		RateLimiter::hit( $bucket, 600 );
		$this->assertSame( $first, (int) $this->rows()[0]['window_ends'], 'later hits do not move the window' );

		$this->endWindows();
		$this->assertSame( 0, RateLimiter::hits( $bucket ), 'an ended window counts nothing' );
		$this->assertSame( 0, RateLimiter::retry_after( $bucket ) );
		RateLimiter::hit( $bucket, 600 );
		$this->assertSame( 1, RateLimiter::hits( $bucket ), 'the next hit starts a new window at 1' );
		$this->assertGreaterThan( time(), (int) $this->rows()[0]['window_ends'] );
	}

	public function test_clear_and_the_daily_purge(): void {
		RateLimiter::hit( 'a|1', 600 );
		RateLimiter::hit( 'b|2', 600 );
		RateLimiter::clear( 'a|1' );
		$this->assertSame( 0, RateLimiter::hits( 'a|1' ) );
		$this->assertCount( 1, $this->rows() );

		RateLimiter::hit( 'c|3', 600 );
		$this->endWindows();
		RateLimiter::hit( 'd|4', 600 );
		do_action( 'wp_scheduled_delete' );
		$this->assertCount( 1, $this->rows(), 'only the running window is kept' );
		$this->assertSame( 1, RateLimiter::hits( 'd|4' ) );
	}

	public function test_a_site_can_change_a_limit_by_kind(): void {
		add_filter( 'cosmetics_storefront_rate_limit', static fn( int $max, string $kind ) => 'login_ip' === $kind ? 1 : $max, 10, 2 );
		RateLimiter::hit( 'login_ip|192.0.2.1', 60 );
		RateLimiter::hit( 'register_ip|192.0.2.1', 60 );
		$this->assertTrue( RateLimiter::is_limited( 'login_ip|192.0.2.1', 5 ) );
		$this->assertFalse( RateLimiter::is_limited( 'register_ip|192.0.2.1', 5 ) );
	}
}
