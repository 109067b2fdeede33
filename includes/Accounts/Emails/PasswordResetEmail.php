<?php
/**
 * The link to /reset_hasla a customer asked for with "Nie pamiętasz hasła?". Switched off, the shop
 * answers the request with a message to contact it (SendResetPasswordRoute), whoever asks.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Emails;

use CosmeticsStorefront\Platform\StorefrontEmail;

defined( 'ABSPATH' ) || exit;

final class PasswordResetEmail extends StorefrontEmail {

	public function __construct() {
		$this->title          = __( 'Resetowanie hasła (sklep)', 'cosmetics-storefront' );
		$this->description    = __( 'Link do ustawienia nowego hasła, o który klient poprosił w sklepie („Nie pamiętasz hasła?”).', 'cosmetics-storefront' );
		$this->customer_email = true;
		parent::__construct();
	}

	protected function slug(): string {
		return 'cosmetics_password_reset';
	}

	public function get_default_subject() {
		return '[{site_title}] Resetowanie hasła';
	}

	public function get_default_heading() {
		return 'Resetowanie hasła';
	}

	protected function body(): string {
		return "Dzień dobry,\n\nOtrzymaliśmy prośbę o zresetowanie hasła do Twojego konta.\nAby ustawić nowe hasło, otwórz link:\n"
			. $this->value( 'link' ) . "\n\nLink jest ważny 24 godziny.\n"
			. "Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość.\n\n" . $this->site();
	}
}
