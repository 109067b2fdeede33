<?php
/**
 * The customer's notice that an order paid by bank transfer was cancelled because the money did not come
 * within the terms' deadline (Payments\OverdueTransfers): the terms say the contract then dissolves.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments\Emails;

use CosmeticsStorefront\Platform\StorefrontEmail;

defined( 'ABSPATH' ) || exit;

final class TransferCancelledEmail extends StorefrontEmail {

	public function __construct() {
		$this->title          = __( 'Zamówienie anulowane – brak wpłaty (sklep)', 'cosmetics-storefront' );
		$this->description    = __( 'Wiadomość dla klienta, gdy zamówienie płatne przelewem zostaje anulowane, bo wpłata nie dotarła w terminie z regulaminu.', 'cosmetics-storefront' );
		$this->customer_email = true;
		parent::__construct();
	}

	protected function slug(): string {
		return 'cosmetics_transfer_cancelled';
	}

	public function get_default_subject() {
		return 'Zamówienie nr {order_number} zostało anulowane – brak wpłaty';
	}

	public function get_default_heading() {
		return 'Zamówienie anulowane';
	}

	protected function body(): string {
		return implode(
			"\n",
			array(
				'Dzień dobry,',
				'',
				sprintf( 'nie otrzymaliśmy wpłaty za zamówienie nr %s z dnia %s. Termin wpłaty przelewem minął %s.', $this->value( 'order_number' ), $this->value( 'order_date' ), $this->value( 'deadline' ) ),
				'Zgodnie z regulaminem sklepu po upływie terminu wpłaty umowa sprzedaży uległa rozwiązaniu, a zamówienie zostało anulowane. Zarezerwowane produkty wróciły do sprzedaży.',
				'',
				'Jeśli przelew został już wysłany, odpowiedz na tę wiadomość – zwrócimy pieniądze albo zrealizujemy zamówienie, jeśli produkty będą dostępne.',
				sprintf( 'Zapraszamy ponownie: %s', $this->value( 'shop_url' ) ),
				'',
				'Pozdrawiamy',
				$this->site(),
			)
		);
	}
}
