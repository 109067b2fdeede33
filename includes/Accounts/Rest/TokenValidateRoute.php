<?php
/**
 * POST jwt-auth/v1/token/validate (Authorization: Bearer): { valid: true, user } for a valid,
 * unrevoked token; { valid: false } otherwise (200 either way: the start-up check decides).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\Auth\BearerAuthentication;
use CosmeticsStorefront\Accounts\Auth\Jwt;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class TokenValidateRoute extends Route {

	public function namespace(): string {
		return 'jwt-auth/v1';
	}

	public function path(): string {
		return '/token/validate';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	protected function response_properties(): array {
		return array(
			'valid' => array( 'type' => 'boolean' ),
			'code'  => array( 'type' => 'string' ),
			'user'  => array( 'type' => 'object' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$header = (string) $request->get_header( 'authorization' );
		$token  = preg_match( '/^\s*Bearer\s+(\S+)\s*$/i', $header, $m ) ? $m[1] : BearerAuthentication::token_from_request();
		$claims = '' === $token ? null : Jwt::decode( $token );
		$user   = $claims ? get_userdata( $claims['sub'] ) : null;
		if ( ! $user instanceof \WP_User ) {
			return new \WP_REST_Response( array( 'valid' => false, 'code' => 'jwt_auth_invalid_token' ) );
		}
		$data = Customer::auth_data( $user, $token );
		return new \WP_REST_Response( array( 'valid' => true, 'code' => 'jwt_auth_valid_token', 'user' => $data ) );
	}
}
