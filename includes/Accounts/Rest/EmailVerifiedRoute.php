<?php
/**
 * GET custom-auth/v1/email-verified/{userId}: { verified }. Only the user themselves or shop staff
 * (403 otherwise); unknown user 404.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Platform\InputLimits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class EmailVerifiedRoute extends Route {

	public function namespace(): string {
		return 'custom-auth/v1';
	}

	public function path(): string {
		return '/email-verified/(?P<userId>[^/]+)';
	}

	public function args(): array {
		return array(
			'userId' => InputLimits::id() + array( 'required' => true ),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		$logged_in = Answers::logged_in();
		if ( true !== $logged_in ) {
			return $logged_in;
		}
		if ( (int) $request['userId'] === get_current_user_id() || current_user_can( 'edit_users' ) ) {
			return true;
		}
		return Answers::error( 'cosmetics_forbidden', 'Brak uprawnień - sprawdź uprawnienia API', 403 );
	}

	protected function response_properties(): array {
		return array(
			'verified' => array( 'type' => 'boolean' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$user_id = (int) $request['userId'];
		if ( ! get_userdata( $user_id ) ) {
			return Answers::error( 'cosmetics_user_not_found', 'Konto nie zostało znalezione', 404 );
		}
		return new \WP_REST_Response( array( 'verified' => Customer::is_verified( $user_id ) ) );
	}
}
