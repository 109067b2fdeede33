<?php
/**
 * A withdrawal from the contract made through the online form, to staff.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Legal\Emails;

use CosmeticsStorefront\Settings\StaffEmail;

defined( 'ABSPATH' ) || exit;

final class WithdrawalStaffEmail extends StaffEmail {

	public function __construct() {
		$this->title       = __( 'Odstąpienie od umowy (sklep)', 'cosmetics-storefront' );
		$this->description = __( 'Powiadomienie dla sklepu, że klient odstąpił od umowy przez formularz w sklepie.', 'cosmetics-storefront' );
		parent::__construct();
	}

	protected function slug(): string {
		return 'cosmetics_withdrawal_staff';
	}

	public function get_default_subject() {
		return 'Odstąpienie od umowy – zamówienie nr {order_number}';
	}

	public function get_default_heading() {
		return 'Odstąpienie od umowy';
	}

	protected function body(): string {
		return implode(
			"\n",
			array(
				sprintf( 'Klient odstąpił od umowy przez formularz online %s.', $this->value( 'when' ) ),
				'',
				sprintf( 'Zamówienie: nr %s z dnia %s', $this->value( 'order_number' ), $this->value( 'order_date' ) ),
				sprintf( 'Klient: %s <%s>', $this->value( 'customer' ), $this->value( 'customer_email' ) ),
				sprintf( 'Zamówienie w panelu: %s', $this->value( 'edit_url' ) ),
			)
		);
	}
}
