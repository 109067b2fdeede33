<?php
/**
 * POST alg-wc-ev/v1/verify { token }: the e-mailed link's token ("{userId}.{hex}"), single use.
 * { success, isVerified, message } or 400 'Nie udało się zweryfikować adresu email'.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Rest\Account;

use CosmeticsStorefront\Accounts\VerificationCodes;
use CosmeticsStorefront\Auth\Limits;
use CosmeticsStorefront\Auth\RateLimiter;
use CosmeticsStorefront\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class VerifyTokenRoute implements Route {

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

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return true;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$ip = 'code_ip|' . RateLimiter::ip();
		if ( ! RateLimiter::take( $ip, Limits::CODE_ENTRIES_PER_IP, Limits::CODE_IP_WINDOW ) ) {
			return RateLimiter::too_many( Limits::MSG_TOO_MANY, RateLimiter::retry_after( $ip ) );
		}
		if ( VerificationCodes::check_link( (string) $request['token'] ) > 0 ) {
			return new \WP_REST_Response( array( 'success' => true, 'isVerified' => true, 'message' => 'Email verified successfully' ) );
		}
		return new \WP_Error( 'cosmetics_invalid_token', 'Nie udało się zweryfikować adresu email', array( 'status' => 400, 'success' => false, 'isVerified' => false ) );
	}
}
