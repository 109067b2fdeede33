<?php
/**
 * POST custom/v1/reset-password { key, login, new_password }: WordPress's reset key (24 h, single
 * use); the spec's password rules; every token of the user is revoked (wp_set_password, Accounts\Auth\Jwt);
 * the address counts as verified afterwards.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Domain\PasswordRules;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class ResetPasswordRoute extends Route {

	public function namespace(): string {
		return 'custom/v1';
	}

	public function path(): string {
		return '/reset-password';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array(
			'key'          => Answers::string_arg( 100 ),
			'login'        => Answers::string_arg( 254 ),
			'new_password' => Answers::password_arg(),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$user = check_password_reset_key( (string) $request['key'], (string) $request['login'] );
		if ( is_wp_error( $user ) ) {
			return 'expired_key' === $user->get_error_code()
				? Answers::error( 'cosmetics_expired_key', 'Użytkownik nie istnieje lub klucz resetowania wygasł', 404 )
				: Answers::error( 'cosmetics_invalid_key', 'Nieprawidłowy klucz resetowania lub dane', 400 );
		}
		$errors = PasswordRules::message( (string) $request['new_password'] );
		if ( '' !== $errors ) {
			return Answers::error( 'cosmetics_weak_password', $errors, 400 );
		}
		reset_password( $user, (string) $request['new_password'] );
		// The key was mailed to the account's address (WordPress voids it when the address changes), so
		// following the link proves the mailbox; an approved enquiry's account waits for exactly this.
		Customer::set_verified( $user->ID, true );
		return new \WP_REST_Response( array( 'success' => true, 'message' => 'Hasło zostało zmienione!' ) );
	}
}
