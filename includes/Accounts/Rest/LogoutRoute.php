<?php
/**
 * POST cosmetics/v1/logout (bearer): revokes every token of the current user.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Auth\Jwt;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class LogoutRoute extends Route {

	public function path(): string {
		return '/logout';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return Answers::logged_in();
	}

	protected function response_properties(): array {
		return array(
			'success' => array( 'type' => 'boolean' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		Jwt::revoke( get_current_user_id() );
		return new \WP_REST_Response( array( 'success' => true ) );
	}
}
