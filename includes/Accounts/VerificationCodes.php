<?php
/**
 * E-mail verification (DESIGN deviation 4): a 6-digit code and a link token, both stored only as
 * HMACs, single use, valid 24 h; after 5 wrong codes the code is void; a new one at most every 60 s.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts;

use CosmeticsStorefront\Accounts\Auth\Jwt;
use CosmeticsStorefront\Platform\Limits;

defined( 'ABSPATH' ) || exit;

final class VerificationCodes {

	public const META = 'cosmetics_verification';

	public const LINK_PARAM = 'cs_verify';

	public static function hooks(): void {
		add_action( 'template_redirect', array( self::class, 'verify_link' ), 1 );
	}

	/** @return array{code:string,token:string,expires:int,attempts:int,sent_at:int}|null */
	private static function stored( int $user_id ): ?array {
		$data = get_user_meta( $user_id, self::META, true );
		return is_array( $data ) && isset( $data['code'], $data['token'], $data['expires'], $data['attempts'], $data['sent_at'] ) ? $data : null;
	}

	/** Seconds until a new code may be sent (0: now). */
	public static function cooldown( int $user_id ): int {
		$data = self::stored( $user_id );
		return $data ? max( 0, $data['sent_at'] + Limits::RESEND_COOLDOWN - time() ) : 0;
	}

	/** Creates a new code and link, replacing any earlier one, and e-mails them. */
	public static function send( \WP_User $user ): bool {
		$code  = str_pad( (string) random_int( 0, 999999 ), 6, '0', STR_PAD_LEFT );
		$token = bin2hex( random_bytes( 16 ) );
		update_user_meta(
			$user->ID,
			self::META,
			array(
				'code'     => Jwt::mac( 'code|' . $user->ID . '|' . $code ),
				'token'    => Jwt::mac( 'link|' . $token ),
				'expires'  => time() + Limits::CODE_TTL,
				'attempts' => 0,
				'sent_at'  => time(),
			)
		);
		$link = add_query_arg( self::LINK_PARAM, $user->ID . '.' . $token, home_url( '/' ) );
		return Mailer::verification( $user, $code, $link );
	}

	/** @return true|string true when verified, else the reason ('invalid', 'expired', 'attempts'). */
	public static function check_code( int $user_id, string $code ): bool|string {
		$data = self::stored( $user_id );
		if ( ! $data || $data['attempts'] >= Limits::CODE_ATTEMPTS ) {
			return $data ? 'attempts' : 'invalid';
		}
		if ( $data['expires'] <= time() ) {
			return 'expired';
		}
		if ( hash_equals( $data['code'], Jwt::mac( 'code|' . $user_id . '|' . $code ) ) ) {
			Customer::set_verified( $user_id, true );
			return true;
		}
		++$data['attempts'];
		update_user_meta( $user_id, self::META, $data );
		return $data['attempts'] >= Limits::CODE_ATTEMPTS ? 'attempts' : 'invalid';
	}

	/** The link's "{userId}.{token}": the user id when it verified the address, else 0. */
	public static function check_link( string $value ): int {
		if ( ! preg_match( '/^(\d{1,20})\.([a-f0-9]{32})$/', $value, $m ) ) {
			return 0;
		}
		$user_id = (int) $m[1];
		$data    = self::stored( $user_id );
		if ( ! $data || $data['expires'] <= time() || ! hash_equals( $data['token'], Jwt::mac( 'link|' . $m[2] ) ) ) {
			return 0;
		}
		Customer::set_verified( $user_id, true );
		return $user_id;
	}

	/** The e-mailed link opens the storefront: verify, then show the home page with the outcome. */
	public static function verify_link(): void {
		if ( ! isset( $_GET[ self::LINK_PARAM ] ) || ! is_string( $_GET[ self::LINK_PARAM ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification -- the token is the proof.
			return;
		}
		$ok = self::check_link( sanitize_text_field( wp_unslash( $_GET[ self::LINK_PARAM ] ) ) ); // phpcs:ignore WordPress.Security.NonceVerification
		wp_safe_redirect( add_query_arg( 'email_verified', $ok ? '1' : '0', home_url( '/' ) ) );
		exit;
	}
}
