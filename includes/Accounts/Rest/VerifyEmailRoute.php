<?php
/**
 * POST cev/v1/verify-email { email, verification_code }: { success, isVerified, message }. A wrong
 * code answers 400; after 5 wrong codes the code is void (a new one must be sent); 30 entries an hour
 * per IP (429).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\VerificationCodes;
use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class VerifyEmailRoute extends Route {

	private const MESSAGES = array(
		'invalid'  => 'Invalid verification code',
		'expired'  => 'Verification code has expired. Please request a new one.',
		'attempts' => 'Too many attempts. Please request a new code.',
	);

	public function namespace(): string {
		return 'cev/v1';
	}

	public function path(): string {
		return '/verify-email';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array(
			'email'             => Answers::email_arg(),
			'verification_code' => array(
				'type'      => 'string',
				'required'  => true,
				'maxLength' => 20,
				'pattern'   => '^\s*\d{6}\s*$',
			),
		);
	}

	/** The answer of both verification routes (the code here, the e-mailed link in VerifyTokenRoute). */
	public const ANSWER_PROPERTIES = array(
		'success'    => array( 'type' => 'boolean' ),
		'isVerified' => array( 'type' => 'boolean' ),
		'message'    => array( 'type' => 'string' ),
	);

	protected function response_properties(): array {
		return self::ANSWER_PROPERTIES;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$refused = Limits::code_entry_guard();
		if ( $refused ) {
			return $refused;
		}
		$user = get_user_by( 'email', (string) $request['email'] );
		if ( $user && Customer::is_verified( $user->ID ) ) {
			return new \WP_REST_Response( array( 'success' => true, 'isVerified' => true, 'message' => 'Email already verified' ) );
		}
		$result = $user ? VerificationCodes::check_code( $user->ID, trim( (string) $request['verification_code'] ) ) : 'invalid';
		if ( true === $result ) {
			return new \WP_REST_Response( array( 'success' => true, 'isVerified' => true, 'message' => 'Email verified successfully' ) );
		}
		return new \WP_Error(
			'cosmetics_code_' . $result,
			self::MESSAGES[ $result ],
			array(
				'status'     => 'attempts' === $result ? 429 : 400,
				'success'    => false,
				'isVerified' => false,
			)
		);
	}
}
