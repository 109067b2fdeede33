<?php
/**
 * POST cev/v1/resend-verification { email }: a new code and link for an unverified account, at most
 * one per 60 s per address (429) and 10 an hour per IP. The answers, the cooldown's included, are
 * the same whether or not the address has an account, so they tell nobody which addresses do (only
 * in the first minute after a code was sent, that code's own cooldown still answers 429).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Rest\Account;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\VerificationCodes;
use CosmeticsStorefront\Auth\Limits;
use CosmeticsStorefront\Auth\RateLimiter;
use CosmeticsStorefront\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class ResendVerificationRoute implements Route {

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

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return true;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$ip = 'resend_ip|' . RateLimiter::ip();
		if ( RateLimiter::is_limited( $ip, Limits::REQUESTS_PER_IP ) ) {
			return RateLimiter::too_many( Limits::MSG_TOO_MANY, RateLimiter::retry_after( $ip ) );
		}
		$address = 'resend_email|' . mb_strtolower( (string) $request['email'] );
		if ( RateLimiter::is_limited( $address, 1 ) ) {
			return RateLimiter::too_many( Limits::MSG_RESEND, RateLimiter::retry_after( $address ) );
		}
		$user = get_user_by( 'email', (string) $request['email'] );
		if ( $user && ! Customer::is_verified( $user->ID ) ) {
			$wait = VerificationCodes::cooldown( $user->ID );
			if ( $wait > 0 ) {
				return RateLimiter::too_many( Limits::MSG_RESEND, $wait );
			}
			VerificationCodes::send( $user );
		}
		RateLimiter::hit( $address, Limits::RESEND_COOLDOWN );
		RateLimiter::hit( $ip, Limits::REQUESTS_WINDOW );
		return new \WP_REST_Response( array( 'success' => true, 'message' => 'Verification email sent' ) );
	}
}
