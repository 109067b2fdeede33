<?php
/**
 * POST cev/v1/resend-verification { email }: a new code and link for an unverified account, at most
 * one per 60 s per account (an address without one: per address; 429) and 10 an hour per IP. The answers, the cooldown's included, are
 * the same whether or not the address has an account, so they tell nobody which addresses do (only
 * in the first minute after a code was sent, that code's own cooldown still answers 429).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\VerificationCodes;
use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class ResendVerificationRoute extends Route {

	public function namespace(): string {
		return 'cev/v1';
	}

	public function path(): string {
		return '/resend-verification';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array( 'email' => Answers::email_arg() );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		// Counted first, each request deciding on its own count: of a parallel burst exactly the limit
		// passes. The cooldown is the account's (Customer::limit_key), an unknown address's alike.
		$refused = RateLimiter::guard( 'resend_ip|' . RateLimiter::ip(), Limits::REQUESTS_PER_IP, Limits::REQUESTS_WINDOW, Limits::MSG_TOO_MANY );
		if ( $refused ) {
			return $refused;
		}
		$email   = (string) $request['email'];
		$user    = '' !== $email ? get_user_by( 'email', $email ) : false;
		$address = 'resend_email|' . Customer::limit_key( $user ?: $email );
		$refused = RateLimiter::guard( $address, 1, Limits::RESEND_COOLDOWN, Limits::MSG_RESEND );
		if ( $refused ) {
			return $refused;
		}
		if ( $user && ! Customer::is_verified( $user->ID ) ) {
			// The code sent at registration or by an e-mail change has its cooldown too; a request it
			// refuses sent nothing, so it gives its count back.
			$wait = VerificationCodes::cooldown( $user->ID );
			if ( $wait > 0 ) {
				RateLimiter::release( $address );
				return RateLimiter::too_many( Limits::MSG_RESEND, $wait );
			}
			VerificationCodes::send( $user );
		}
		return new \WP_REST_Response( array( 'success' => true, 'message' => 'Verification email sent' ) );
	}
}
