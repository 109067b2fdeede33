<?php
/**
 * A new company enquiry, to staff: its fields and the link to the enquiries screen.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Emails;

use CosmeticsStorefront\Settings\StaffEmail;

defined( 'ABSPATH' ) || exit;

final class NewEnquiryEmail extends StaffEmail {

	public function __construct() {
		$this->title       = __( 'Nowe zapytanie firmowe (sklep)', 'cosmetics-storefront' );
		$this->description = __( 'Powiadomienie dla sklepu o nowym zapytaniu o konto klienta profesjonalnego.', 'cosmetics-storefront' );
		parent::__construct();
	}

	protected function slug(): string {
		return 'cosmetics_new_enquiry';
	}

	public function get_default_subject() {
		return '[{site_title}] Nowe zapytanie firmowe';
	}

	public function get_default_heading() {
		return 'Nowe zapytanie firmowe';
	}

	protected function body(): string {
		$lines = array();
		foreach ( (array) ( $this->values['fields'] ?? array() ) as $label => $value ) {
			$lines[] = "$label: $value";
		}
		return "Nowe zapytanie o współpracę:\n\n" . implode( "\n", $lines ) . "\n\nZapytania firmowe: " . $this->value( 'admin_url' ) . "\n";
	}
}
