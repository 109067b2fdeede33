<?php
/**
 * The plugin's e-mails (plain text, Polish except where the spec says English), to customers and to
 * staff. Every one is sent from the shop's sender as WooCommerce's e-mail settings name it
 * ("Nazwa nadawcy" / "Adres nadawcy"), like WooCommerce's own e-mails, never from WordPress's default
 * "WordPress <wordpress@…>".
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts;

use CosmeticsStorefront\Settings\ShopInfo;

defined( 'ABSPATH' ) || exit;

final class Mailer {

	/** The longest rejection reason staff may give (characters). */
	public const REASON_MAX = 1000;

	/** Sends a plain-text mail from the shop's sender (see from()). */
	public static function send( string $to, string $subject, string $body ): bool {
		$from    = self::from();
		$address = static fn(): string => $from['address'];
		$name    = static fn(): string => $from['name'];
		if ( '' !== $from['address'] ) {
			add_filter( 'wp_mail_from', $address, 99 );
		}
		if ( '' !== $from['name'] ) {
			add_filter( 'wp_mail_from_name', $name, 99 );
		}
		try {
			return (bool) wp_mail( $to, $subject, $body, array( 'Content-Type: text/plain; charset=UTF-8' ) );
		} finally {
			remove_filter( 'wp_mail_from', $address, 99 );
			remove_filter( 'wp_mail_from_name', $name, 99 );
		}
	}

	/**
	 * The shop's sender: WooCommerce's "from" name and address (WooCommerce → Ustawienia → E-maile),
	 * as WC_Email reads them; '' for a part that is not set (WordPress's default then stays).
	 *
	 * @return array{name:string,address:string}
	 */
	public static function from(): array {
		$address = sanitize_email( (string) get_option( 'woocommerce_email_from_address', '' ) );
		$name    = wp_specialchars_decode( esc_html( (string) get_option( 'woocommerce_email_from_name', '' ) ), ENT_QUOTES );
		return array(
			'name'    => trim( $name ),
			'address' => is_email( $address ) ? $address : '',
		);
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

	/**
	 * The applicant of a rejected company enquiry is told, with the reason when staff gave one.
	 */
	public static function enquiry_rejected( string $email, string $company, string $reason ): bool {
		$contact = ShopInfo::email();
		return self::send(
			$email,
			sprintf( '[%s] Odpowiedź na zapytanie o konto klienta profesjonalnego', self::site() ),
			"Dzień dobry,\n\n"
			. sprintf( "dziękujemy za zapytanie o współpracę dla firmy „%s”.\nNiestety nie możemy założyć konta klienta profesjonalnego.\n", $company )
			. ( '' !== $reason ? "\nPowód: $reason\n" : '' )
			. "\nNadal możesz robić zakupy jako klient indywidualny: " . home_url( '/' ) . "\n"
			. ( '' !== $contact ? "W razie pytań napisz do nas: $contact\n" : '' )
			. "\n" . self::site()
		);
	}

	/**
	 * Staff are told of a new company enquiry, at the shop's e-mail address (Ustawienia → Sklep
	 * kosmetyczny; the site's admin e-mail when none is set), where withdrawal notifications go too.
	 *
	 * @param array<string,string> $fields label => value
	 */
	public static function new_enquiry( array $fields, string $admin_url ): bool {
		$lines = array();
		foreach ( $fields as $label => $value ) {
			$lines[] = "$label: $value";
		}
		return self::send(
			ShopInfo::notification_email(),
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
