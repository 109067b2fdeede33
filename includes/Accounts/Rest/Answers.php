<?php
/**
 * Helpers shared by the account routes: errors with the spec's messages, argument schemas,
 * the permission of "the current user".
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;

defined( 'ABSPATH' ) || exit;

final class Answers {

	public static function error( string $code, string $message, int $status ): \WP_Error {
		return new \WP_Error( $code, $message, array( 'status' => $status ) );
	}

	/** permission_callback of routes that act on the current user (bearer token or cookie). */
	public static function logged_in(): bool|\WP_Error {
		return is_user_logged_in() ? true : self::error( 'cosmetics_not_logged_in', 'Brak autoryzacji. Zaloguj się ponownie.', 401 );
	}

	/**
	 * The logged-in user's current password, checked like a login: wrong tries count against the
	 * account's login limit (then 429). Counted before the evaluation, as the login does, so parallel
	 * tries get exactly the limit evaluated; a right password gives the account its budget back.
	 * The bucket is the login's (Customer::limit_key). True, or the error to answer.
	 */
	public static function check_current_password( \WP_User $user, string $password ): bool|\WP_Error {
		$account = 'login_account|' . Customer::limit_key( $user );
		$refused = RateLimiter::guard( $account, Limits::LOGIN_FAILURES_PER_ACCOUNT, Limits::LOGIN_WINDOW, Limits::MSG_LOGIN );
		if ( $refused ) {
			return $refused;
		}
		if ( ! wp_check_password( $password, $user->user_pass, $user->ID ) ) {
			return self::error( 'cosmetics_wrong_password', 'Nieprawidłowe obecne hasło', 400 );
		}
		RateLimiter::clear( $account );
		return true;
	}

	/** @return array<string,mixed> */
	public static function string_arg( int $max, bool $required = true, string $description = '' ): array {
		return array(
			'type'        => 'string',
			'required'    => $required,
			'maxLength'   => $max,
			'description' => $description,
		);
	}

	/** @return array<string,mixed> */
	public static function email_arg( bool $required = true ): array {
		return array(
			'type'              => 'string',
			'required'          => $required,
			'maxLength'         => 254,
			'description'       => 'Adres e-mail.',
			// Validated against this schema first (WordPress sanitizes before it validates).
			'sanitize_callback' => static function ( $value, $request, $param ) {
				$valid = rest_validate_request_arg( $value, $request, $param );
				return is_wp_error( $valid ) ? $valid : sanitize_email( (string) $value );
			},
		);
	}

	/** @return array<string,mixed> */
	public static function password_arg( bool $required = true ): array {
		return array(
			'type'        => 'string',
			'required'    => $required,
			'minLength'   => 1,
			'maxLength'   => 200,
			'description' => 'Hasło.',
		);
	}
}
