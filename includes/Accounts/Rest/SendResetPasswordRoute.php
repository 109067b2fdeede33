<?php
/**
 * POST custom/v1/send-reset-password { login }: e-mails a link to /reset_hasla?key=…&login=… (valid
 * 24 h, WordPress's reset key). One per account per 60 s, 10 an hour per IP (429). The same success
 * answer for unknown addresses, so that it reveals no account (deviation from the spec's 404).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\Mailer;
use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;
use CosmeticsStorefront\Platform\Emails;
use CosmeticsStorefront\Accounts\Emails\PasswordResetEmail;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class SendResetPasswordRoute extends Route {

	public const DISABLED = 'Sklep nie wysyła teraz linków do zmiany hasła. Skontaktuj się z nami, a pomożemy odzyskać dostęp do konta.';

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

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$login = trim( (string) $request['login'] );
		if ( '' === $login ) {
			return Answers::error( 'cosmetics_missing_email', 'Adres email jest wymagany', 400 );
		}
		// Switched off in WooCommerce → Ustawienia → E-maile: said to everyone alike (it reveals no account).
		if ( ! Emails::enabled( PasswordResetEmail::class ) ) {
			return Answers::error( 'cosmetics_reset_mail_disabled', self::DISABLED, 503 );
		}
		// Each request is counted first and decides on its own count, so of a parallel burst exactly the
		// limit passes; the cooldown is the account's however the login is spelled (Customer::limit_key),
		// an unknown login's the same way, so the answers tell nobody which logins have an account.
		$refused = RateLimiter::guard( 'reset_ip|' . RateLimiter::ip(), Limits::REQUESTS_PER_IP, Limits::REQUESTS_WINDOW, Limits::MSG_TOO_MANY );
		if ( $refused ) {
			return $refused;
		}
		$user    = Customer::find( $login );
		$account = 'reset_account|' . Customer::limit_key( $user ?? $login );
		$refused = RateLimiter::guard( $account, 1, Limits::RESEND_COOLDOWN, Limits::MSG_RESEND );
		if ( $refused ) {
			return $refused;
		}

		if ( $user ) {
			$link = Mailer::reset_link( $user );
			if ( '' === $link || ! Mailer::password_reset( $user, $link ) ) {
				return Answers::error( 'cosmetics_mail_failed', 'Błąd serwera - spróbuj ponownie później', 500 );
			}
		}
		return new \WP_REST_Response( array( 'success' => true, 'message' => self::SUCCESS ) );
	}
}
