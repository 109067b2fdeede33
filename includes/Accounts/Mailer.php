<?php
/**
 * The account e-mails (plain text, Polish except where the spec says English).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts;

defined( 'ABSPATH' ) || exit;

final class Mailer {

	private static function send( string $to, string $subject, string $body ): bool {
		return (bool) wp_mail( $to, $subject, $body, array( 'Content-Type: text/plain; charset=UTF-8' ) );
	}

	private static function site(): string {
		return wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
	}

	public static function verification( \WP_User $user, string $code, string $link ): bool {
		return self::send(
			$user->user_email,
			sprintf( '[%s] Kod weryfikacyjny / Verification code: %s', self::site(), $code ),
			"Dzień dobry,\n\nTwój kod weryfikacyjny: $code\nYour verification code: $code\n\n"
			. "Kod jest ważny 24 godziny. The code is valid for 24 hours.\n\n"
			. "Możesz też potwierdzić adres, otwierając link / Or verify with this link:\n$link\n\n"
			. "Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.\n\n" . self::site()
		);
	}

	public static function password_reset( \WP_User $user, string $link, bool $new_account = false ): bool {
		$intro = $new_account
			? "Twoje konto klienta profesjonalnego zostało zatwierdzone.\nUstaw hasło, otwierając link:"
			: "Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta.\nAby ustawić nowe hasło, otwórz link:";
		return self::send(
			$user->user_email,
			sprintf( $new_account ? '[%s] Konto zatwierdzone – ustaw hasło' : '[%s] Resetowanie hasła', self::site() ),
			"Dzień dobry,\n\n$intro\n$link\n\nLink jest ważny 24 godziny.\n"
			. ( $new_account ? '' : "Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość.\n" )
			. "\n" . self::site()
		);
	}

	/** An existing, verified account became a professional one: its password stays. */
	public static function professional_approved( \WP_User $user ): bool {
		return self::send(
			$user->user_email,
			sprintf( '[%s] Konto klienta profesjonalnego zatwierdzone', self::site() ),
			"Dzień dobry,\n\nTwoje konto zostało zatwierdzone jako konto klienta profesjonalnego.\n"
			. "Zaloguj się jak dotąd, wybierając „Klient profesjonalny”:\n" . home_url( '/' ) . "\n\n"
			. "Hasło pozostaje bez zmian.\n\n" . self::site()
		);
	}

	/** @param array<string,string> $fields label => value */
	public static function new_enquiry( array $fields, string $admin_url ): bool {
		$lines = array();
		foreach ( $fields as $label => $value ) {
			$lines[] = "$label: $value";
		}
		return self::send(
			(string) get_option( 'admin_email' ),
			sprintf( '[%s] Nowe zapytanie firmowe', self::site() ),
			"Nowe zapytanie o współpracę:\n\n" . implode( "\n", $lines ) . "\n\nZapytania firmowe: $admin_url\n"
		);
	}

	/** The password reset link of a user: /reset_hasla?key=…&login=… on the storefront. */
	public static function reset_link( \WP_User $user ): string {
		$key = get_password_reset_key( $user );
		if ( is_wp_error( $key ) ) {
			return '';
		}
		return add_query_arg(
			array(
				'key'   => rawurlencode( $key ),
				'login' => rawurlencode( $user->user_login ),
			),
			home_url( '/reset_hasla' )
		);
	}
}
