<?php
/**
 * POST custom-auth/v1/set-email-verified/{userId} { verified }: shop staff who may edit that user
 * (edit_users and edit_user over it).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Platform\InputLimits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class SetEmailVerifiedRoute extends Route {

	public function namespace(): string {
		return 'custom-auth/v1';
	}

	public function path(): string {
		return '/set-email-verified/(?P<userId>[^/]+)';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array(
			'userId'   => InputLimits::id() + array( 'required' => true ),
			'verified' => array(
				'type'    => 'boolean',
				'default' => true,
			),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		// Staff, and with the right over that account: a shop manager's edit_users covers customers only
		// (WooCommerce's map_meta_cap), and edit_user alone would let anyone "edit" themselves. An id
		// without an account is staff's to be told about (404).
		$user_id = (int) $request['userId'];
		if ( current_user_can( 'edit_users' ) && ( ! get_userdata( $user_id ) || current_user_can( 'edit_user', $user_id ) ) ) {
			return true;
		}
		return is_user_logged_in()
			? Answers::error( 'cosmetics_forbidden', 'Brak uprawnień - sprawdź uprawnienia API', 403 )
			: Answers::error( 'cosmetics_not_logged_in', 'Brak autoryzacji. Zaloguj się ponownie.', 401 );
	}

	protected function response_properties(): array {
		return array(
			'success'  => array( 'type' => 'boolean' ),
			'verified' => array( 'type' => 'boolean' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$user_id = (int) $request['userId'];
		if ( ! get_userdata( $user_id ) ) {
			return Answers::error( 'cosmetics_user_not_found', 'Konto nie zostało znalezione', 404 );
		}
		Customer::set_verified( $user_id, (bool) $request['verified'] );
		return new \WP_REST_Response( array( 'success' => true, 'verified' => Customer::is_verified( $user_id ) ) );
	}
}
