<?php
/**
 * POST jwt-auth/v1/token { username, password, remember, client_type }: the whole login sequence of
 * spec section 4 on the server, in one request. Rate limits per account and per IP count failures:
 * every attempt is counted before its password is evaluated, and a right password takes its count back.
 * Verification is enforced here (DESIGN deviation 3): no token for an unverified address. A
 * professional login (client_type professional, the dialog's tab) needs an approved account with a
 * billing company that is non-empty and not 'nie'. A login runs WordPress's `wp_login` and brings the
 * device's guest cart (its Cart-Token, sent with the login) into the account's cart (CartCheckout\LoginCart).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\Auth\Jwt;
use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;
use CosmeticsStorefront\Platform\Route;
use CosmeticsStorefront\CartCheckout\LoginCart;

defined( 'ABSPATH' ) || exit;

final class TokenRoute extends Route {

	/** A login's answer (the refresh answers the same): the token and who it is for. */
	public const ANSWER = array(
		'token'             => array( 'type' => 'string' ),
		'user_email'        => array( 'type' => 'string' ),
		'user_display_name' => array( 'type' => 'string' ),
		'user_nicename'     => array( 'type' => 'string' ),
		'user_id'           => array( 'type' => 'integer' ),
		'id'                => array( 'type' => 'integer' ),
		'first_name'        => array( 'type' => 'string' ),
		'last_name'         => array( 'type' => 'string' ),
		'clientType'        => array( 'type' => 'string' ),
		'emailVerified'     => array( 'type' => 'boolean' ),
	);

	public function namespace(): string {
		return 'jwt-auth/v1';
	}

	public function path(): string {
		return '/token';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array(
			'username'    => Answers::string_arg( 254, true, 'E-mail (albo login).' ),
			'password'    => Answers::password_arg(),
			'remember'    => array(
				'type'    => 'boolean',
				'default' => false,
			),
			'client_type' => array(
				'type'    => 'string',
				'enum'    => array( 'individual', 'professional' ),
				'default' => 'individual',
			),
		);
	}

	protected function response_properties(): array {
		return self::ANSWER;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$login = (string) $request['username'];
		$ip    = 'login_ip|' . RateLimiter::ip();
		// Counted before the password is evaluated, each request deciding on its own count: of parallel
		// wrong passwords exactly the limit are evaluated (a check before a later hit lets more through).
		// The IP is counted first so that a limited IP does not also use up the account's budget.
		$refused = RateLimiter::guard( $ip, Limits::LOGIN_FAILURES_PER_IP, Limits::LOGIN_WINDOW, Limits::MSG_LOGIN );
		if ( $refused ) {
			return $refused;
		}
		// One budget per account, however the login is spelled (see Customer::limit_key).
		$user    = Customer::find( $login );
		$account = 'login_account|' . Customer::limit_key( $user ?? $login );
		$refused = RateLimiter::guard( $account, Limits::LOGIN_FAILURES_PER_ACCOUNT, Limits::LOGIN_WINDOW, Limits::MSG_LOGIN, true, $ip );
		if ( $refused ) {
			return $refused;
		}

		if ( ! $user || ! wp_check_password( (string) $request['password'], $user->user_pass, $user->ID ) ) {
			return Answers::error( 'invalid_credentials', 'Nieprawidłowy email lub hasło', 401 );
		}
		// The limits count failures: a right password gives its IP hit back and the account its budget.
		RateLimiter::release( $ip );
		RateLimiter::clear( $account );

		if ( ! Customer::is_verified( $user->ID ) ) {
			return new \WP_Error(
				'cosmetics_email_not_verified',
				'Email address must be verified before login',
				array(
					'status'               => 403,
					'verificationRequired' => true,
					'email'                => $user->user_email,
				)
			);
		}

		if ( 'professional' === $request['client_type'] && ! Customer::may_log_in_as_professional( $user->ID ) ) {
			return Answers::error( 'cosmetics_professional_not_approved', 'Twoje konto nie jest zatwierdzone do logowania jako klient profesjonalny. Brak danych firmy.', 403 );
		}

		$token = Jwt::issue( $user->ID, (bool) $request['remember'] );
		// A storefront login is a WordPress login: WooCommerce (wc_user_logged_in) marks the account's
		// saved cart to be merged into the customer's session on its next load, as after a cookie login.
		do_action( 'wp_login', $user->user_login, $user );
		$response = new \WP_REST_Response( Customer::auth_data( $user, $token ) );
		// The device's guest cart becomes the account's (CartCheckout\LoginCart); the device uses the
		// account's session from now on.
		$cart_token = class_exists( \WC_Session_Handler::class ) ? LoginCart::logged_in( $user, (string) $request->get_header( 'Cart-Token' ) ) : null;
		if ( $cart_token ) {
			$response->header( 'Cart-Token', $cart_token );
		}
		return $response;
	}
}
