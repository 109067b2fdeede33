<?php
/**
 * POST custom/v1/change-password (bearer) { current_password, new_password }. A wrong current password
 * answers 400 'Nieprawidłowe obecne hasło' (not the spec's 401, which would log the user out). Every
 * earlier token is revoked; the answer carries a new token for this session.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Auth\Jwt;
use CosmeticsStorefront\Domain\PasswordRules;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class ChangePasswordRoute extends Route {

	public function namespace(): string {
		return 'custom/v1';
	}

	public function path(): string {
		return '/change-password';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array(
			'current_password' => Answers::password_arg(),
			'new_password'     => Answers::password_arg(),
			'remember'         => array(
				'type'    => 'boolean',
				'default' => false,
			),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return Answers::logged_in();
	}

	protected function response_properties(): array {
		return array(
			'success' => array( 'type' => 'boolean' ),
			'message' => array( 'type' => 'string' ),
			'token'   => array( 'type' => 'string' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$user    = wp_get_current_user();
		$checked = Answers::check_current_password( $user, (string) $request['current_password'] );
		if ( true !== $checked ) {
			return $checked;
		}
		$errors = PasswordRules::message( (string) $request['new_password'] );
		if ( '' !== $errors ) {
			return Answers::error( 'cosmetics_weak_password', $errors, 400 );
		}
		wp_set_password( (string) $request['new_password'], $user->ID ); // Revokes every token (Jwt::hooks).
		return new \WP_REST_Response(
			array(
				'success' => true,
				'message' => 'Hasło zostało pomyślnie zmienione',
				'token'   => Jwt::issue( $user->ID, (bool) $request['remember'] ),
			)
		);
	}
}
