<?php
/**
 * The customer's confirmation of a withdrawal from the contract made through the online form (the
 * seller confirms its receipt on a durable medium).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Legal\Emails;

use CosmeticsStorefront\Platform\StorefrontEmail;

defined( 'ABSPATH' ) || exit;

final class WithdrawalCustomerEmail extends StorefrontEmail {

	public function __construct() {
		$this->title          = __( 'Potwierdzenie odstąpienia od umowy (sklep)', 'cosmetics-storefront' );
		$this->description    = __( 'Potwierdzenie dla klienta, że sklep otrzymał jego oświadczenie o odstąpieniu od umowy złożone przez formularz w sklepie (sprzedawca ma obowiązek je potwierdzić).', 'cosmetics-storefront' );
		$this->customer_email = true;
		parent::__construct();
	}

	protected function slug(): string {
		return 'cosmetics_withdrawal_customer';
	}

	public function get_default_subject() {
		return 'Potwierdzenie odstąpienia od umowy – zamówienie nr {order_number}';
	}

	public function get_default_heading() {
		return 'Potwierdzenie odstąpienia od umowy';
	}

	protected function body(): string {
		return implode(
			"\n",
			array(
				'Dzień dobry,',
				'',
				sprintf( 'potwierdzamy, że %s otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy sprzedaży zawartej na odległość (zamówienie nr %s z dnia %s).', $this->value( 'when' ), $this->value( 'order_number' ), $this->value( 'order_date' ) ),
				'',
				sprintf( 'Odeślij towar – nieotwarty, w oryginalnym opakowaniu – na adres: %s, %s. Nie przyjmujemy przesyłek za pobraniem.', $this->value( 'seller' ), $this->value( 'address' ) ),
				'Zwrot płatności nastąpi przelewem w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu od umowy.',
				sprintf( 'Polityka zwrotów: %s', home_url( '/polityka-zwrotow' ) ),
				'',
				'Pozdrawiamy',
				$this->value( 'seller' ),
			)
		);
	}
}
