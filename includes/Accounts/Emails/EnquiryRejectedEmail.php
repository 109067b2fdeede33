<?php
/**
 * A rejected company enquiry: the applicant is told, with staff's reason when given.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Emails;

use CosmeticsStorefront\Settings\ShopInfo;
use CosmeticsStorefront\Platform\StorefrontEmail;

defined( 'ABSPATH' ) || exit;

final class EnquiryRejectedEmail extends StorefrontEmail {

	public function __construct() {
		$this->title          = __( 'Zapytanie firmowe odrzucone (sklep)', 'cosmetics-storefront' );
		$this->description    = __( 'Odpowiedź dla firmy, której zapytanie o konto klienta profesjonalnego odrzucono (z powodem, jeśli go podano).', 'cosmetics-storefront' );
		$this->customer_email = true;
		parent::__construct();
	}

	protected function slug(): string {
		return 'cosmetics_enquiry_rejected';
	}

	public function get_default_subject() {
		return '[{site_title}] Odpowiedź na zapytanie o konto klienta profesjonalnego';
	}

	public function get_default_heading() {
		return 'Odpowiedź na zapytanie';
	}

	protected function body(): string {
		$reason  = $this->value( 'reason' );
		$contact = ShopInfo::email();
		return "Dzień dobry,\n\n"
			. sprintf( "dziękujemy za zapytanie o współpracę dla firmy „%s”.\nNiestety nie możemy założyć konta klienta profesjonalnego.\n", $this->value( 'company' ) )
			. ( '' !== $reason ? "\nPowód: $reason\n" : '' )
			. "\nNadal możesz robić zakupy jako klient indywidualny: " . home_url( '/' ) . "\n"
			. ( '' !== $contact ? "W razie pytań napisz do nas: $contact\n" : '' )
			. "\n" . $this->site();
	}
}
