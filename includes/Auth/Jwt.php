<?php
/**
 * JSON Web Tokens, HS256 (hash_hmac), written and read by the plugin. The secret is COSMETICS_JWT_SECRET
 * from wp-config, else 64 random bytes generated once and kept in a non-autoloaded option: never in the
 * bundle, the page or the repository.
 *
 * Claims: iss (site URL), iat, exp, sub (user id), ver (the user's token version), rem (remember me).
 * Revocation: bumping the user's token version (logout, password change or reset, deletion) makes
 * every token issued before invalid.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Auth;

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
		// Any password change (ours, wp-admin, WooCommerce's account page, a reset) revokes every token.
		add_action( 'wp_set_password', static fn( $password, $user_id ) => self::revoke( (int) $user_id ), 10, 2 );
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

	public static function issue( int $user_id, bool $remember, ?int $now = null ): string {
		$now     = $now ?? time();
		$payload = array(
			'iss' => get_site_url(),
			'iat' => $now,
			'exp' => $now + ( $remember ? self::REMEMBER_TTL : self::SESSION_TTL ),
			'sub' => $user_id,
			'ver' => self::version( $user_id ),
			'rem' => $remember,
		);
		$header  = self::b64( (string) wp_json_encode( array( 'typ' => 'JWT', 'alg' => 'HS256' ) ) );
		$body    = self::b64( (string) wp_json_encode( $payload ) );
		return $header . '.' . $body . '.' . self::b64( hash_hmac( 'sha256', $header . '.' . $body, self::secret(), true ) );
	}

	/**
	 * The claims of a well-signed HS256 token of this site whose user exists and whose version is
	 * current, or null. $allow_expired: for refresh (the caller checks the refresh window).
	 *
	 * @return array{iat:int,exp:int,sub:int,ver:int,rem:bool}|null
	 */
	public static function decode( string $token, bool $allow_expired = false, ?int $now = null ): ?array {
		$now   = $now ?? time();
		$parts = explode( '.', $token );
		if ( 3 !== count( $parts ) || strlen( $token ) > 2048 ) {
			return null;
		}
		[ $header_b64, $body_b64, $signature_b64 ] = $parts;
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
			'iat' => $claims['iat'],
			'exp' => $claims['exp'],
			'sub' => $user_id,
			'ver' => $claims['ver'],
			'rem' => true === ( $claims['rem'] ?? false ),
		);
	}

	/** The user id of a valid token, or 0. */
	public static function user_id( string $token ): int {
		$claims = self::decode( $token );
		return $claims ? $claims['sub'] : 0;
	}

	private static function b64( string $data ): string {
		return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- JWT encoding.
	}

	private static function unb64( string $data ): string {
		$decoded = base64_decode( strtr( $data, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- JWT encoding.
		return false === $decoded ? '' : $decoded;
	}
}
