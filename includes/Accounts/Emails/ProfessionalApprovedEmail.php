<?php
/**
 * An approved company enquiry of an existing, verified account: it is a professional account now and
 * keeps its password.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Emails;

use CosmeticsStorefront\Platform\StorefrontEmail;

defined( 'ABSPATH' ) || exit;

final class ProfessionalApprovedEmail extends StorefrontEmail {

	public function __construct() {
		$this->title          = __( 'Konto profesjonalne zatwierdzone (sklep)', 'cosmetics-storefront' );
		$this->description    = __( 'Wiadomość do klienta z kontem, którego zapytanie firmowe zatwierdzono (hasło pozostaje bez zmian).', 'cosmetics-storefront' );
		$this->customer_email = true;
		parent::__construct();
	}

	protected function slug(): string {
		return 'cosmetics_professional_approved';
	}

	public function get_default_subject() {
		return '[{site_title}] Konto klienta profesjonalnego zatwierdzone';
	}

	public function get_default_heading() {
		return 'Konto klienta profesjonalnego zatwierdzone';
	}

	protected function body(): string {
		return "Dzień dobry,\n\nTwoje konto zostało zatwierdzone jako konto klienta profesjonalnego.\n"
			. "Zaloguj się jak dotąd, wybierając „Klient profesjonalny”:\n" . home_url( '/' ) . "\n\n"
			. "Hasło pozostaje bez zmian.\n\n" . $this->site();
	}
}
