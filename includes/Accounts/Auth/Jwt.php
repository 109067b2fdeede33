<?php
/**
 * JSON Web Tokens, HS256 (hash_hmac), written and read by the plugin. The secret is COSMETICS_JWT_SECRET
 * from wp-config, else 64 random bytes generated once and kept in a non-autoloaded option: never in the
 * bundle, the page or the repository.
 *
 * Claims: iss (site URL), iat, exp, sub (user id), ver (the user's token version), rem (remember me),
 * auth (when the shopper logged in: a refreshed token keeps it, so a session ends REFRESH_WINDOW after
 * the login however often it is refreshed).
 * Revocation: bumping the user's token version makes every token issued before invalid. It happens on
 * logout, deletion, and any change of the password or the e-mail address, wherever it is made (the
 * storefront, wp-admin, WooCommerce's account page, wp_update_user(), a reset on wp-login.php).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Auth;

defined( 'ABSPATH' ) || exit;

final class Jwt {

	public const SECRET_OPTION = 'cosmetics_storefront_jwt_secret';
	public const VERSION_META  = 'cosmetics_token_version';

	/** Lifetime of a session-storage token (no remember me). */
	public const SESSION_TTL = 2 * HOUR_IN_SECONDS;

	/** Lifetime of a remember-me token. */
	public const REMEMBER_TTL = 14 * DAY_IN_SECONDS;

	/** A remember-me token may be refreshed until this long after it was issued (even once expired). */
	public const REFRESH_WINDOW = 30 * DAY_IN_SECONDS;

	public static function hooks(): void {
		// wp_set_password() (ours, resets) does not go through wp_update_user(); wp_update_user()
		// (wp-admin's user screen, WooCommerce's account page, any plugin) does not call it.
		add_action( 'wp_set_password', static fn( $password, $user_id ) => self::revoke( (int) $user_id ), 10, 2 );
		add_action( 'profile_update', array( self::class, 'revoke_on_credentials_change' ), 10, 2 );
	}

	/**
	 * @internal action profile_update: a new password hash or e-mail address ends every session.
	 * @param mixed $user_id
	 * @param mixed $old_user the user as it was before the update.
	 */
	public static function revoke_on_credentials_change( $user_id, $old_user ): void {
		global $wpdb;
		if ( ! $old_user instanceof \WP_User ) {
			return;
		}
		$now = $wpdb->get_row( $wpdb->prepare( "SELECT user_pass, user_email FROM {$wpdb->users} WHERE ID = %d", (int) $user_id ) );
		if ( $now && ( ! hash_equals( (string) $old_user->user_pass, (string) $now->user_pass ) || 0 !== strcasecmp( (string) $old_user->user_email, (string) $now->user_email ) ) ) {
			self::revoke( (int) $user_id );
		}
	}

	/** Creates the secret when there is none (activation, or lazily on first use). */
	public static function ensure_secret(): void {
		if ( '' === self::constant_secret() && strlen( (string) get_option( self::SECRET_OPTION ) ) < 32 ) {
			update_option( self::SECRET_OPTION, bin2hex( random_bytes( 64 ) ), false );
		}
	}

	/** COSMETICS_JWT_SECRET from wp-config.php when it is usable (32 characters or more), else ''. */
	private static function constant_secret(): string {
		return defined( 'COSMETICS_JWT_SECRET' ) && is_string( COSMETICS_JWT_SECRET ) && strlen( COSMETICS_JWT_SECRET ) >= 32 ? COSMETICS_JWT_SECRET : '';
	}

	/** Never empty or short: a token signed with a guessable key would let anyone be anyone. */
	private static function secret(): string {
		$secret = self::constant_secret();
		if ( '' === $secret ) {
			self::ensure_secret();
			$secret = (string) get_option( self::SECRET_OPTION );
		}
		if ( strlen( $secret ) < 32 ) {
			throw new \RuntimeException( 'cosmetics-storefront: no usable JWT secret.' );
		}
		return $secret;
	}

	/** HMAC-SHA256 of $data with the secret (also used to hash verification codes). */
	public static function mac( string $data ): string {
		return hash_hmac( 'sha256', $data, self::secret() );
	}

	public static function version( int $user_id ): int {
		return (int) get_user_meta( $user_id, self::VERSION_META, true );
	}

	/** Invalidates every token of the user issued so far. */
	public static function revoke( int $user_id ): void {
		if ( $user_id > 0 ) {
			update_user_meta( $user_id, self::VERSION_META, self::version( $user_id ) + 1 );
		}
	}

	/**
	 * A token for a login at $logged_in_at (default now). Its expiry never passes the end of the
	 * refresh window of that login.
	 */
	public static function issue( int $user_id, bool $remember, ?int $now = null, ?int $logged_in_at = null ): string {
		$now     = $now ?? time();
		$auth    = min( $now, $logged_in_at ?? $now );
		$payload = array(
			'iss'  => get_site_url(),
			'iat'  => $now,
			'exp'  => min( $now + ( $remember ? self::REMEMBER_TTL : self::SESSION_TTL ), $auth + self::REFRESH_WINDOW ),
			'sub'  => $user_id,
			'ver'  => self::version( $user_id ),
			'rem'  => $remember,
			'auth' => $auth,
		);
		$header  = self::b64( (string) wp_json_encode( array( 'typ' => 'JWT', 'alg' => 'HS256' ) ) );
		$body    = self::b64( (string) wp_json_encode( $payload ) );
		return $header . '.' . $body . '.' . self::b64( hash_hmac( 'sha256', $header . '.' . $body, self::secret(), true ) );
	}

	/**
	 * The claims of a well-signed HS256 token of this site whose user exists and whose version is
	 * current, or null. $allow_expired: for refresh (the caller checks the refresh window).
	 *
	 * @return array{iat:int,exp:int,sub:int,ver:int,rem:bool,auth:int}|null
	 */
	public static function decode( string $token, bool $allow_expired = false, ?int $now = null ): ?array {
		$now   = $now ?? time();
		$parts = explode( '.', $token );
		if ( 3 !== count( $parts ) || strlen( $token ) > 2048 ) {
			return null;
		}
		list( $header_b64, $body_b64, $signature_b64 ) = $parts;
		$expected = self::b64( hash_hmac( 'sha256', $header_b64 . '.' . $body_b64, self::secret(), true ) );
		if ( ! hash_equals( $expected, $signature_b64 ) ) {
			return null;
		}
		$header = json_decode( self::unb64( $header_b64 ), true );
		$claims = json_decode( self::unb64( $body_b64 ), true );
		if ( ! is_array( $header ) || ( $header['alg'] ?? '' ) !== 'HS256' || ! is_array( $claims ) ) {
			return null;
		}
		foreach ( array( 'iat', 'exp', 'sub', 'ver' ) as $claim ) {
			if ( ! isset( $claims[ $claim ] ) || ! is_int( $claims[ $claim ] ) ) {
				return null;
			}
		}
		if ( ( $claims['iss'] ?? '' ) !== get_site_url() ) {
			return null;
		}
		if ( ! $allow_expired && $claims['exp'] <= $now ) {
			return null;
		}
		$user_id = $claims['sub'];
		if ( $user_id <= 0 || ! get_userdata( $user_id ) || self::version( $user_id ) !== $claims['ver'] ) {
			return null;
		}
		return array(
			'iat'  => $claims['iat'],
			'exp'  => $claims['exp'],
			'sub'  => $user_id,
			'ver'  => $claims['ver'],
			'rem'  => true === ( $claims['rem'] ?? false ),
			// Tokens from before the claim existed: their issue time is the latest the login can be.
			'auth' => is_int( $claims['auth'] ?? null ) ? min( $claims['auth'], $claims['iat'] ) : $claims['iat'],
		);
	}

	/** The user id of a valid token, or 0. */
	public static function user_id( string $token ): int {
		$claims = self::decode( $token );
		return $claims ? $claims['sub'] : 0;
	}

	/** Whether a session that logged in at $logged_in_at may still be refreshed. */
	public static function refreshable( int $logged_in_at, ?int $now = null ): bool {
		return $logged_in_at + self::REFRESH_WINDOW > ( $now ?? time() );
	}

	private static function b64( string $data ): string {
		return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode, Generic.PHP.ForbiddenFunctions.Found -- JWT encoding.
	}

	private static function unb64( string $data ): string {
		$decoded = base64_decode( strtr( $data, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode, Generic.PHP.ForbiddenFunctions.Found -- JWT encoding.
		return false === $decoded ? '' : $decoded;
	}
}
