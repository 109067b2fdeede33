<?php
/**
 * The verification code (and link) after a registration or an e-mail change. It cannot be switched
 * off: without it a new customer could never confirm the address and log in, so a save that switches
 * it off is refused with an error on the settings page (and it is sent whatever the stored option).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Emails;

use CosmeticsStorefront\Platform\StorefrontEmail;

defined( 'ABSPATH' ) || exit;

final class VerificationCodeEmail extends StorefrontEmail {

	public const CANNOT_DISABLE = 'E-maila „Kod weryfikacyjny” nie można wyłączyć: bez kodu nowy klient nie potwierdzi adresu e-mail i nie zaloguje się w sklepie. Możesz zmienić jego temat, nagłówek i szablon.';

	public function __construct() {
		$this->title          = __( 'Kod weryfikacyjny (sklep)', 'cosmetics-storefront' );
		$this->description    = __( 'Kod i link potwierdzające adres e-mail klienta po rejestracji w sklepie i po zmianie adresu. Nie można go wyłączyć.', 'cosmetics-storefront' );
		$this->customer_email = true;
		parent::__construct();
	}

	protected function slug(): string {
		return 'cosmetics_verification_code';
	}

	public function get_default_subject() {
		return '[{site_title}] Kod weryfikacyjny / Verification code: {code}';
	}

	public function get_default_heading() {
		return 'Kod weryfikacyjny';
	}

	public function is_enabled() {
		return true;
	}

	public function init_form_fields() {
		parent::init_form_fields();
		$this->form_fields['enabled']['description'] = self::CANNOT_DISABLE;
		$this->form_fields['enabled']['desc_tip']    = false;
	}

	/** Saves the other settings; switching it off is refused, loudly. */
	public function process_admin_options() {
		$saved = parent::process_admin_options();
		if ( 'yes' !== $this->get_option( 'enabled' ) ) {
			$this->update_option( 'enabled', 'yes' );
			if ( class_exists( '\WC_Admin_Settings' ) ) {
				\WC_Admin_Settings::add_error( self::CANNOT_DISABLE );
			}
		}
		return $saved;
	}

	protected function body(): string {
		$code = $this->value( 'code' );
		$link = $this->value( 'link' );
		return "Dzień dobry,\n\nTwój kod weryfikacyjny: $code\nYour verification code: $code\n\n"
			. "Kod jest ważny 24 godziny. The code is valid for 24 hours.\n\n"
			. "Możesz też potwierdzić adres, otwierając link / Or verify with this link:\n$link\n\n"
			. "Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.\n\n" . $this->site();
	}
}
