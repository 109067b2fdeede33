<?php
/**
 * POST custom-auth/v1/email-verified-by-email { email }: { verified, verificationRequired, isVerified,
 * canResend, message }. Unknown address: 404 (the client then treats verification as not required).
 * Per-IP rate limit, as it answers for any address.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class EmailVerifiedByEmailRoute extends Route {

	public function namespace(): string {
		return 'custom-auth/v1';
	}

	public function path(): string {
		return '/email-verified-by-email';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array( 'email' => Answers::email_arg() );
	}

	protected function response_properties(): array {
		return array(
			'verified'             => array( 'type' => 'boolean' ),
			'isVerified'           => array( 'type' => 'boolean' ),
			'verificationRequired' => array( 'type' => 'boolean' ),
			'canResend'            => array( 'type' => 'boolean' ),
			'message'              => array( 'type' => 'string' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$refused = RateLimiter::guard( 'lookup_ip|' . RateLimiter::ip(), Limits::CODE_ENTRIES_PER_IP, Limits::CODE_IP_WINDOW, Limits::MSG_TOO_MANY );
		if ( $refused ) {
			return $refused;
		}
		$user = get_user_by( 'email', (string) $request['email'] );
		if ( ! $user ) {
			return Answers::error( 'cosmetics_user_not_found', 'Konto nie zostało znalezione', 404 );
		}
		$verified = Customer::is_verified( $user->ID );
		return new \WP_REST_Response(
			array(
				'verified'             => $verified,
				'isVerified'           => $verified,
				'verificationRequired' => ! $verified,
				'canResend'            => ! $verified,
				'message'              => $verified ? 'Email verified' : 'Email verification required',
			)
		);
	}
}
