<?php
/**
 * POST jwt-auth/v1/token/refresh { token }: a remember-me token (only those) that is well signed and
 * not revoked, of a login at most 30 days ago (expired or not), gets a new remember-me token that keeps
 * that login time and expires 30 days after the login at the latest. 401 else.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\Auth\Jwt;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class TokenRefreshRoute extends Route {

	public function namespace(): string {
		return 'jwt-auth/v1';
	}

	public function path(): string {
		return '/token/refresh';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array( 'token' => Answers::string_arg( 2048 ) );
	}

	protected function response_properties(): array {
		return TokenRoute::ANSWER;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$claims = Jwt::decode( (string) $request['token'], true );
		if ( ! $claims || ! $claims['rem'] || ! Jwt::refreshable( $claims['auth'] ) ) {
			return Answers::error( 'jwt_auth_invalid_token', 'Sesja wygasła. Zaloguj się ponownie.', 401 );
		}
		$user = get_userdata( $claims['sub'] );
		return new \WP_REST_Response( Customer::auth_data( $user, Jwt::issue( $user->ID, true, null, $claims['auth'] ) ) );
	}
}
