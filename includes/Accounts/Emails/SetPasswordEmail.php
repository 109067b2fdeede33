<?php
/**
 * An approved company enquiry whose account needs a password: the link to set it. Switched off,
 * staff's approval (and "send the link again") says that no link was mailed.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Emails;

use CosmeticsStorefront\Platform\StorefrontEmail;

defined( 'ABSPATH' ) || exit;

final class SetPasswordEmail extends StorefrontEmail {

	public function __construct() {
		$this->title          = __( 'Konto zatwierdzone – ustaw hasło (sklep)', 'cosmetics-storefront' );
		$this->description    = __( 'Link do ustawienia hasła dla klienta profesjonalnego, którego zapytanie firmowe zatwierdzono.', 'cosmetics-storefront' );
		$this->customer_email = true;
		parent::__construct();
	}

	protected function slug(): string {
		return 'cosmetics_set_password';
	}

	public function get_default_subject() {
		return '[{site_title}] Konto zatwierdzone – ustaw hasło';
	}

	public function get_default_heading() {
		return 'Konto zatwierdzone';
	}

	protected function body(): string {
		return "Dzień dobry,\n\nTwoje konto klienta profesjonalnego zostało zatwierdzone.\nUstaw hasło, otwierając link:\n"
			. $this->value( 'link' ) . "\n\nLink jest ważny 24 godziny.\n\n" . $this->site();
	}
}
