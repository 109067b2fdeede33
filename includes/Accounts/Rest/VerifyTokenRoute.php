<?php
/**
 * POST alg-wc-ev/v1/verify { token }: the e-mailed link's token ("{userId}.{hex}"), single use.
 * { success, isVerified, message } or 400 'Nie udało się zweryfikować adresu email'.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\VerificationCodes;
use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class VerifyTokenRoute extends Route {

	public function namespace(): string {
		return 'alg-wc-ev/v1';
	}

	public function path(): string {
		return '/verify';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array( 'token' => Answers::string_arg( 80 ) );
	}

	protected function response_properties(): array {
		return VerifyEmailRoute::ANSWER_PROPERTIES;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$refused = Limits::code_entry_guard();
		if ( $refused ) {
			return $refused;
		}
		if ( VerificationCodes::check_link( (string) $request['token'] ) > 0 ) {
			return new \WP_REST_Response( array( 'success' => true, 'isVerified' => true, 'message' => 'Email verified successfully' ) );
		}
		return new \WP_Error( 'cosmetics_invalid_token', 'Nie udało się zweryfikować adresu email', array( 'status' => 400, 'success' => false, 'isVerified' => false ) );
	}
}
