<?php
/**
 * The storefront's per-account login limit holds on WordPress's own login (wp-login.php, and anything
 * else that calls wp_authenticate()) too: otherwise a password guessed against a locked storefront
 * account could simply be tried there. Same bucket as the storefront login (the account, however its
 * login is spelled), counted before the password is judged; a refused attempt reads like WordPress's
 * own error, and a right password clears the account's count.
 *
 * Staff accounts (who can edit posts) are left to WordPress: five wrong passwords from anyone must not
 * lock the shop's staff out of wp-admin.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Auth;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;

defined( 'ABSPATH' ) || exit;

final class WordPressLoginLimit {

	/** The bucket this attempt counted in, while wp_authenticate() runs. */
	private static ?string $bucket = null;

	/** Whether this attempt is over the limit. */
	private static bool $limited = false;

	public static function hooks(): void {
		add_filter( 'authenticate', array( self::class, 'count' ), 1, 2 );
		add_filter( 'authenticate', array( self::class, 'decide' ), PHP_INT_MAX, 1 );
	}

	/**
	 * @internal filter authenticate (first)
	 * @param mixed $user
	 * @param mixed $username
	 */
	public static function count( $user, $username ): mixed {
		self::$bucket  = null;
		self::$limited = false;
		$account = is_string( $username ) && '' !== trim( $username ) ? Customer::find( $username ) : null;
		if ( is_string( $username ) && '' !== trim( $username ) && ! ( $account && user_can( $account, 'edit_posts' ) ) ) {
			self::$bucket  = 'login_account|' . Customer::limit_key( $account ?? $username );
			self::$limited = ! RateLimiter::take( self::$bucket, Limits::LOGIN_FAILURES_PER_ACCOUNT, Limits::LOGIN_WINDOW );
		}
		return $user;
	}

	/**
	 * @internal filter authenticate (last): WordPress judged the password; over the limit, its answer is withheld.
	 * @param mixed $user
	 */
	public static function decide( $user ): mixed {
		if ( null === self::$bucket ) {
			return $user;
		}
		if ( self::$limited ) {
			return new \WP_Error( 'too_many_retries', Limits::MSG_LOGIN );
		}
		if ( $user instanceof \WP_User ) {
			RateLimiter::clear( self::$bucket );
		}
		return $user;
	}
}
