<?php
/**
 * POST custom/v1/send-reset-password { login }: e-mails a link to /reset_hasla?key=…&login=… (valid
 * 24 h, WordPress's reset key). One per account per 60 s, 10 an hour per IP (429). The same success
 * answer for unknown addresses, so that it reveals no account (deviation from the spec's 404).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Rest\Account;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\Mailer;
use CosmeticsStorefront\Auth\Limits;
use CosmeticsStorefront\Auth\RateLimiter;
use CosmeticsStorefront\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class SendResetPasswordRoute implements Route {

	public const SUCCESS = 'Link do resetowania hasła został wysłany na Twój adres email. Sprawdź skrzynkę odbiorczą.';

	public function namespace(): string {
		return 'custom/v1';
	}

	public function path(): string {
		return '/send-reset-password';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array( 'login' => Answers::string_arg( 254 ) );
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return true;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$login = mb_strtolower( trim( (string) $request['login'] ) );
		if ( '' === $login ) {
			return Answers::error( 'cosmetics_missing_email', 'Adres email jest wymagany', 400 );
		}
		$ip      = 'reset_ip|' . RateLimiter::ip();
		$account = 'reset_account|' . $login;
		if ( RateLimiter::is_limited( $ip, Limits::REQUESTS_PER_IP ) ) {
			return RateLimiter::too_many( Limits::MSG_TOO_MANY, RateLimiter::retry_after( $ip ) );
		}
		if ( RateLimiter::is_limited( $account, 1 ) ) {
			return RateLimiter::too_many( Limits::MSG_RESEND, RateLimiter::retry_after( $account ) );
		}
		RateLimiter::hit( $ip, Limits::REQUESTS_WINDOW );
		RateLimiter::hit( $account, Limits::RESEND_COOLDOWN );

		$user = Customer::find( $login );
		if ( $user ) {
			$link = Mailer::reset_link( $user );
			if ( '' === $link || ! Mailer::password_reset( $user, $link ) ) {
				return Answers::error( 'cosmetics_mail_failed', 'Błąd serwera - spróbuj ponownie później', 500 );
			}
		}
		return new \WP_REST_Response( array( 'success' => true, 'message' => self::SUCCESS ) );
	}
}
