<?php
/**
 * `Authorization: Bearer <jwt>` on REST requests. A storefront token is a storefront credential only
 * (DESIGN deviation 10): it authenticates the Store API and the storefront's own routes, never the rest
 * of the REST API, whoever's token it is, a shop manager's or an administrator's included.
 *
 * How a request names its route cannot be trusted: the URL path, `?rest_route=`, a `rest_route` field
 * in a POST body (WordPress reads query variables from $_POST first), `_method`, the batch endpoint,
 * `_embed`, encoded or doubled slashes. So the decision is taken twice:
 * - determine_current_user: a valid token is read only on what can be a REST request whose every named
 *   route (path, GET and POST `rest_route`) lies in the storefront's namespaces; otherwise it is ignored;
 * - rest_request_before_callbacks, for every handler WordPress actually runs (the main request, each
 *   batch sub-request, each embedded link): the token's user is the current user only while a route of
 *   the storefront's namespaces runs; anywhere else the request runs as a visitor, and the user before
 *   it is given back afterwards (rest_request_after_callbacks).
 *
 * An invalid, expired or revoked token answers 401 (rest_authentication_errors) so that the client logs
 * out. Nothing here may translate text or ask for the user's locale while the user is being determined:
 * with `?_locale=user` that asks for the current user again, which would loop until memory runs out.
 * The token routes themselves (login, validate, refresh) read the header on their own.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Auth;

use CosmeticsStorefront\Platform\RouteMatch;

defined( 'ABSPATH' ) || exit;

final class BearerAuthentication {

	/** REST routes that handle a stale token themselves (login, validate, refresh). */
	private const OWN_ROUTES = array( '/jwt-auth/v1/token', '/jwt-auth/v1/token/validate', '/jwt-auth/v1/token/refresh' );

	/** The namespaces a storefront token opens: the Store API and the storefront's own routes. */
	private const TOKEN_NAMESPACES = '#^/(wc/store|jwt-auth|custom-auth|custom-api|custom|cev|alg-wc-ev|myplugin|cosmetics)(/|$)#';

	public const INVALID_TOKEN_MESSAGE = 'Sesja wygasła. Zaloguj się ponownie.';

	/** The user a valid token named on this request (0: none). */
	private static int $token_user = 0;

	/** @var array{iat:int,exp:int,sub:int,ver:int,rem:bool,auth:int}|null that token's claims. */
	private static ?array $claims = null;

	/** The token was present and invalid. */
	private static bool $invalid = false;

	/** Set while the token is being read: a nested determine_current_user must not read it again. */
	private static bool $resolving = false;

	/** @var int[] users to give back after each handler (handlers nest: batch, embeds, rest_do_request). */
	private static array $outer_users = array();

	public static function hooks(): void {
		add_filter( 'determine_current_user', array( self::class, 'determine_current_user' ), 20 );
		add_filter( 'rest_authentication_errors', array( self::class, 'authentication_errors' ), 20 );
		add_filter( 'rest_request_before_callbacks', array( self::class, 'before_handler' ), -1000, 3 );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'after_handler' ), 1000, 3 );
	}

	public static function reset(): void {
		self::$token_user  = 0;
		self::$claims      = null;
		self::$invalid     = false;
		self::$resolving   = false;
		self::$outer_users = array();
	}

	/** The bearer token of this request, or ''. */
	public static function token_from_request(): string {
		$header = $_SERVER['HTTP_AUTHORIZATION'] ?? $_SERVER['REDIRECT_HTTP_AUTHORIZATION'] ?? ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared, never printed.
		if ( ! is_string( $header ) || ! preg_match( '/^\s*Bearer\s+(\S+)\s*$/i', $header, $m ) ) {
			return '';
		}
		return $m[1];
	}

	/**
	 * The claims of the token that authenticated this request (null: none), so that a route that ends
	 * every session can hand the current one a new token with the same login time.
	 *
	 * @return array{iat:int,exp:int,sub:int,ver:int,rem:bool,auth:int}|null
	 */
	public static function claims(): ?array {
		return self::$claims;
	}

	/** Whether a token may open $route ('/wc/store/v1/cart'), matched as WordPress matches routes. */
	public static function opens( string $route ): bool {
		return RouteMatch::route( $route, self::TOKEN_NAMESPACES );
	}


	/**
	 * Only WordPress's front controller (index.php, which defines WP_USE_THEMES) dispatches REST routes.
	 * wp-comments-post.php, wp-login.php and the other entry points load WordPress without it and never
	 * route a request, so a `rest_route` in their query string must not lend the token to them.
	 */
	private static function front_controller(): bool {
		return defined( 'WP_USE_THEMES' ) && WP_USE_THEMES;
	}

	/** Requests that never dispatch a REST route however they are named: wp-admin, AJAX, cron, XML-RPC, login. */
	private static function outside_rest(): bool {
		return is_admin() || wp_doing_ajax() || wp_doing_cron() || ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST ) || 'wp-login.php' === ( $GLOBALS['pagenow'] ?? '' );
	}

	/**
	 * @param int|false $user_id what earlier callbacks decided (the login cookie).
	 * @return int|false
	 */
	public static function determine_current_user( $user_id ) {
		if ( self::$resolving || self::$token_user > 0 ) {
			return self::$token_user > 0 ? self::$token_user : $user_id;
		}
		$token = self::token_from_request();
		if ( '' === $token || ! self::front_controller() || self::outside_rest() ) {
			return $user_id;
		}
		$routes = RouteMatch::named_routes();
		if ( ! $routes ) {
			return $user_id;
		}
		foreach ( $routes as $route ) {
			if ( in_array( strtolower( rtrim( $route, '/' ) ), self::OWN_ROUTES, true ) ) {
				return $user_id;
			}
			if ( ! self::opens( $route ) ) {
				return $user_id; // No credential here: a login cookie still needs its REST nonce.
			}
		}
		self::$resolving = true;
		try {
			$claims = Jwt::decode( $token );
		} catch ( \RuntimeException $e ) {
			$claims = null;
		} finally {
			self::$resolving = false;
		}
		// The token, not a login cookie, authenticates this request: no cookie nonce check.
		$GLOBALS['wp_rest_auth_cookie'] = false;
		if ( $claims ) {
			self::$claims     = $claims;
			self::$token_user = $claims['sub'];
			return self::$token_user;
		}
		self::$invalid = true;
		return false;
	}

	/**
	 * @param \WP_Error|null|true $result
	 * @return \WP_Error|null|true
	 */
	public static function authentication_errors( $result ) {
		if ( self::$invalid && ! is_wp_error( $result ) ) {
			return new \WP_Error( 'jwt_auth_invalid_token', self::INVALID_TOKEN_MESSAGE, array( 'status' => 401 ) );
		}
		return $result;
	}

	/**
	 * The handler WordPress is about to run decides whether the token's user is the current user.
	 *
	 * @internal filter rest_request_before_callbacks
	 */
	public static function before_handler( mixed $response, mixed $handler, mixed $request ): mixed {
		if ( self::$token_user > 0 && $request instanceof \WP_REST_Request ) {
			self::$outer_users[] = get_current_user_id();
			wp_set_current_user( self::opens( $request->get_route() ) ? self::$token_user : 0 );
		}
		return $response;
	}

	/** @internal filter rest_request_after_callbacks */
	public static function after_handler( mixed $response, mixed $handler, mixed $request ): mixed {
		if ( self::$token_user > 0 && $request instanceof \WP_REST_Request && self::$outer_users ) {
			wp_set_current_user( array_pop( self::$outer_users ) );
		}
		return $response;
	}
}
