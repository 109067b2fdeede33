<?php
/**
 * `Authorization: Bearer <jwt>` on REST requests (the plugin's routes and the Store API alike): a valid
 * token makes its user the current user; an invalid, expired or revoked one answers 401
 * (rest_authentication_errors), so that the client logs out. The token routes themselves read the
 * header on their own and are left alone here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Auth;

defined( 'ABSPATH' ) || exit;

final class BearerAuthentication {

	/** REST routes that handle a stale token themselves (login, validate, refresh). */
	private const OWN_ROUTES = array( '/jwt-auth/v1/token', '/jwt-auth/v1/token/validate', '/jwt-auth/v1/token/refresh' );

	private static ?\WP_Error $error = null;

	/**
	 * The namespaces a storefront token opens: the Store API and the storefront's own routes. Elsewhere
	 * (wp/v2, wc/v3, …) a token is ignored, so a stolen token never carries a staff member's powers
	 * over the whole REST API.
	 */
	private const TOKEN_NAMESPACES = '#^/(wc/store|jwt-auth|custom-auth|custom-api|custom|cev|alg-wc-ev|myplugin|cosmetics)(/|$)#';

	public static function hooks(): void {
		add_filter( 'determine_current_user', array( self::class, 'determine_current_user' ), 20 );
		add_filter( 'rest_authentication_errors', array( self::class, 'authentication_errors' ), 20 );
	}

	public static function reset(): void {
		self::$error = null;
	}

	/** The bearer token of this request, or ''. */
	public static function token_from_request(): string {
		$header = $_SERVER['HTTP_AUTHORIZATION'] ?? $_SERVER['REDIRECT_HTTP_AUTHORIZATION'] ?? ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared, never printed.
		if ( ! is_string( $header ) || ! preg_match( '/^\s*Bearer\s+(\S+)\s*$/i', $header, $m ) ) {
			return '';
		}
		return $m[1];
	}

	/** The REST route of this request ('/wc/store/v1/cart'), or null when it is not a REST request. */
	public static function rest_route(): ?string {
		if ( isset( $_GET['rest_route'] ) && is_string( $_GET['rest_route'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			return '/' . ltrim( sanitize_text_field( wp_unslash( $_GET['rest_route'] ) ), '/' ); // phpcs:ignore WordPress.Security.NonceVerification
		}
		$uri    = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		$prefix = (string) wp_parse_url( get_rest_url(), PHP_URL_PATH );
		if ( '' === $prefix || ! str_starts_with( $uri, $prefix ) ) {
			return null;
		}
		return '/' . trim( substr( $uri, strlen( $prefix ) ), '/' );
	}

	/**
	 * @param int|false $user_id what earlier callbacks decided (the login cookie).
	 * @return int|false
	 */
	public static function determine_current_user( $user_id ) {
		$token = self::token_from_request();
		$route = '' === $token ? null : self::rest_route();
		if ( null === $route || in_array( rtrim( $route, '/' ), self::OWN_ROUTES, true ) || ! preg_match( self::TOKEN_NAMESPACES, $route ) ) {
			return $user_id;
		}
		$from_token = Jwt::user_id( $token );
		if ( $from_token > 0 ) {
			// The token, not a login cookie, authenticates this request: no cookie nonce check.
			$GLOBALS['wp_rest_auth_cookie'] = false;
			return $from_token;
		}
		self::$error = new \WP_Error( 'jwt_auth_invalid_token', __( 'Sesja wygasła. Zaloguj się ponownie.', 'cosmetics-storefront' ), array( 'status' => 401 ) );
		return $user_id;
	}

	/**
	 * @param \WP_Error|null|true $result
	 * @return \WP_Error|null|true
	 */
	public static function authentication_errors( $result ) {
		if ( null !== self::$error && ! is_wp_error( $result ) ) {
			return self::$error;
		}
		return $result;
	}
}
