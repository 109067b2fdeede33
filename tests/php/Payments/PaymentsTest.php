<?php
/**
 * Payments on a real WooCommerce: the order routes' `payment` (state, label, retry; a bank transfer's
 * account, title, amount, deadline and QR text; the courier's amount; refunds; the methods to pay again
 * with), the checkout's methods in the cart's extension data, the bank transfer's data in the on-hold
 * e-mail, overdue transfers cancelled (with the e-mail, the stock back, never when switched off, never
 * a paid or other order), Store API orders in WooCommerce's unpaid-order job, one "Zapłać ponownie"
 * at a time.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Payments;

use CosmeticsStorefront\CartCheckout\CheckoutLock;
use CosmeticsStorefront\Payments\CheckoutMethods;
use CosmeticsStorefront\Payments\OrderPayment;
use CosmeticsStorefront\Payments\OverdueTransfers;
use CosmeticsStorefront\Payments\PaymentTransactions;
use CosmeticsStorefront\Settings\PaymentSettings;
use CosmeticsStorefront\Settings\ShopInfo;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class PaymentsTest extends WooCommerceTestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'woocommerce_bacs_settings', array( 'enabled' => 'yes', 'title' => 'Przelew bankowy', 'instructions' => 'Wpłać na konto poniżej.' ) );
		update_option( 'woocommerce_cod_settings', array( 'enabled' => 'yes', 'title' => 'Płatność przy odbiorze', 'enable_for_virtual' => 'yes', 'enable_for_methods' => array() ) );
		update_option(
			'woocommerce_bacs_accounts',
			array(
				array(
					'account_name'   => 'Sklep Kosmetyczny Sp. z o.o.',
					'account_number' => 'PL61109010140000071219812874',
					'bank_name'      => 'Bank Przykładowy',
					'sort_code'      => '',
					'iban'           => '',
					'bic'            => 'wbkpplpp',
				),
			)
		);
		delete_option( PaymentSettings::OPTION );
		update_option( 'woocommerce_currency', 'PLN' );
		WC()->payment_gateways()->init();
		WC()->mailer(); // WooCommerce's e-mails listen to status changes once its mailer is loaded.
	}

	private function order( string $method, string $status, int $days_ago = 0, int $stock = 0 ): \WC_Order {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Krem' );
		$product->set_regular_price( '54.98' );
		if ( $stock ) {
			$product->set_manage_stock( true );
			$product->set_stock_quantity( $stock );
		}
		$product->save();
		$order = wc_create_order();
		$order->add_product( $product, 1 );
		$order->set_billing_email( 'klient@example.com' );
		$order->set_billing_first_name( 'Ewa' );
		$order->set_payment_method( $method );
		$order->set_payment_method_title( 'Metoda ' . $method );
		$order->set_created_via( 'store-api' );
		$order->calculate_totals( false );
		$order->set_date_created( time() - $days_ago * DAY_IN_SECONDS );
		$order->save();
		if ( 'pending' !== $status ) {
			$order->update_status( $status );
		}
		$GLOBALS['cosmetics_test_mails'] = array();
		return wc_get_order( $order->get_id() );
	}

	/** @return array<string,mixed> the order page's `payment` */
	private function payment( \WC_Order $order, string $query = '' ): array {
		$response = $this->dispatch( 'GET', '/cosmetics/v1/orders/' . $order->get_id() . '?key=' . $order->get_order_key() . $query );
		$this->assertSame( 200, $response->get_status() );
		return $this->responseData( $response )['payment'];
	}

	public function test_a_bank_transfer_the_shopper_can_make(): void {
		ShopInfo::update( array( 'nip' => '525-244-84-87' ) );
		$order   = $this->order( 'bacs', 'on-hold', 2 );
		$payment = $this->payment( $order );
		$this->assertSame( 'awaiting_transfer', $payment['state'] );
		$this->assertSame( 'Czekamy na Twój przelew', $payment['label'] );
		$this->assertFalse( $payment['retry'] );
		$this->assertSame(
			array(
				array(
					'holder' => 'Sklep Kosmetyczny Sp. z o.o.',
					'bank'   => 'Bank Przykładowy',
					'number' => '61 1090 1014 0000 0712 1981 2874',
					'iban'   => 'PL61 1090 1014 0000 0712 1981 2874',
					'bic'    => 'WBKPPLPP',
				),
			),
			$payment['transfer']['accounts']
		);
		$this->assertSame( 'Zamówienie nr ' . $order->get_order_number(), $payment['transfer']['title'] );
		$this->assertSame( '5498', $payment['transfer']['amount'] );
		$this->assertSame( wp_date( 'Y-m-d', time() + 5 * DAY_IN_SECONDS ), $payment['transfer']['deadline'], '7 days from the order' );
		$this->assertSame( '5252448487|PL|61109010140000071219812874|005498|Sklep Kosmetyczny Sp|Zamówienie nr ' . $order->get_order_number() . '|||', $payment['transfer']['qr'] );

		update_option( PaymentSettings::OPTION, array( 'transfer_days' => 3, 'cancel_unpaid_transfers' => true ) );
		$this->assertSame( wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ), $this->payment( $order )['transfer']['deadline'], 'the days of the settings' );

		$order->update_status( 'processing' );
		$paid = $this->payment( wc_get_order( $order->get_id() ) );
		$this->assertSame( 'paid', $paid['state'] );
		$this->assertNull( $paid['transfer'], 'paid: no transfer data any more' );
	}

	public function test_cash_on_delivery_and_refunds(): void {
		$order   = $this->order( 'cod', 'processing' );
		$payment = $this->payment( $order );
		$this->assertSame( 'on_delivery', $payment['state'] );
		$this->assertSame( '5498', $payment['on_delivery'] );
		wc_create_refund( array( 'order_id' => $order->get_id(), 'amount' => '20.00', 'reason' => 'Uszkodzone opakowanie' ) );
		$refunded = $this->payment( wc_get_order( $order->get_id() ) );
		$this->assertSame( 'partially_refunded', $refunded['state'] );
		$this->assertSame( '2000', $refunded['refunds'][0]['amount'] );
		$this->assertSame( 'Uszkodzone opakowanie', $refunded['refunds'][0]['reason'] );
		$this->assertNull( $refunded['on_delivery'] );
	}

	public function test_a_failed_online_payment_can_be_made_again_with_the_methods_woocommerce_offers(): void {
		$order   = $this->order( 'payulistbanks', 'failed' );
		$payment = $this->payment( $order );
		$this->assertSame( 'failed', $payment['state'] );
		$this->assertTrue( $payment['retry'] );
		$this->assertArrayNotHasKey( 'methods', $payment, 'listed only when asked for' );
		$methods = $this->payment( $order, '&pay_for_order=true' )['methods'];
		$this->assertSame( array( 'bacs', 'cod' ), array_column( $methods, 'id' ) );
		$this->assertSame( array( 'transfer', 'on_delivery' ), array_column( $methods, 'kind' ) );
		// The account's list carries the same state.
		$this->assertSame( 'failed', \CosmeticsStorefront\Payments\Rest\OrderRoute::head( $order )['payment']['state'] );
	}

	public function test_a_customers_order_is_paid_again_by_that_customer_logged_in(): void {
		$order = $this->order( 'payublik', 'failed' );
		$this->assertFalse( OrderPayment::details( $order )['login'], "a guest's order: its key is enough" );
		$customer = wp_insert_user( array( 'user_login' => 'platnik', 'user_email' => 'platnik@example.com', 'user_pass' => wp_generate_password(), 'role' => 'customer' ) );
		$order->set_customer_id( $customer );
		$order->save();
		wp_set_current_user( 0 );
		$this->assertTrue( OrderPayment::details( $order )['login'], 'read by its key alone' );
		wp_set_current_user( $customer );
		$this->assertFalse( OrderPayment::details( $order )['login'] );
		wp_set_current_user( 0 );
	}

	public function test_woocommerces_payment_page_address_is_the_order_page(): void {
		$order = $this->order( 'payublik', 'failed' );
		$this->assertSame( home_url( '/zamowienie/' . $order->get_id() ) . '?key=' . $order->get_order_key(), $order->get_checkout_payment_url() );
	}

	public function test_the_failed_payment_email_leads_back_to_paying(): void {
		$emails = WC()->mailer()->emails;
		if ( ! isset( $emails['WC_Email_Customer_Failed_Order'] ) ) {
			$this->markTestSkipped( 'WooCommerce ' . WC()->version . ' sends no failed-payment e-mail to the customer (later versions do).' );
		}
		$order = $this->order( 'payublik', 'failed' );
		$email = $emails['WC_Email_Customer_Failed_Order'];
		foreach ( array( false, true ) as $plain ) {
			ob_start();
			do_action( 'woocommerce_email_before_order_table', $order, false, $plain, $email );
			$text = (string) ob_get_clean();
			$this->assertStringContainsString( 'Możesz zapłacić ponownie na stronie zamówienia:', $text );
			$this->assertStringContainsString( esc_url( home_url( '/zamowienie/' . $order->get_id() ) . '?key=' . $order->get_order_key() ), $text );
		}
		ob_start();
		do_action( 'woocommerce_email_before_order_table', $order, true, false, $email );
		$this->assertStringNotContainsString( 'zapłacić ponownie', (string) ob_get_clean(), 'not in the staff copy' );
		$paid = $this->order( 'payublik', 'processing' );
		ob_start();
		do_action( 'woocommerce_email_before_order_table', $paid, false, false, $email );
		$this->assertStringNotContainsString( 'zapłacić ponownie', (string) ob_get_clean(), 'nothing to pay' );
	}

	public function test_the_checkout_lists_the_methods_with_their_kind(): void {
		$methods = CheckoutMethods::all();
		$bacs    = $methods[ array_search( 'bacs', array_column( $methods, 'id' ), true ) ];
		$this->assertSame( 'transfer', $bacs['kind'] );
		$this->assertSame( array(), $bacs['notice'] );
		$this->assertNull( $bacs['choice'] );
	}

	public function test_the_transfer_data_in_the_on_hold_email(): void {
		$order = $this->order( 'bacs', 'on-hold' );
		foreach ( array( false, true ) as $plain ) {
			ob_start();
			do_action( 'woocommerce_email_before_order_table', $order, false, $plain, null );
			$raw  = (string) ob_get_clean();
			$text = wp_strip_all_tags( $raw );
			$amount = \CosmeticsStorefront\Domain\Money::format( 5498, \CosmeticsStorefront\Catalogue\StoreApiExtension::with_currency( array() ) ); // The shop's own money format.
			foreach ( array( 'Wpłać na konto poniżej.', 'Numer konta', '61 1090 1014 0000 0712 1981 2874', 'Tytuł przelewu', 'Zamówienie nr ' . $order->get_order_number(), $amount, 'Termin wpłaty', wp_date( 'd.m.Y', time() + 7 * DAY_IN_SECONDS ) ) as $expected ) {
				$this->assertStringContainsString( $expected, $text, $plain ? 'plain' : 'HTML' );
			}
			$this->assertStringNotContainsString( 'wc-bacs-bank-details', $raw, "WooCommerce's own bank list is replaced, not repeated" );
			$this->assertStringNotContainsString( 'Our bank details', $raw );
		}
		ob_start();
		do_action( 'woocommerce_email_before_order_table', $order, true, false, null );
		$this->assertStringNotContainsString( 'Tytuł przelewu', (string) ob_get_clean(), 'not in the staff copy' );
	}

	public function test_overdue_transfers_are_cancelled_with_the_customers_email_and_the_stock_back(): void {
		$late    = $this->order( 'bacs', 'on-hold', 8, 5 );
		$product = array_values( $late->get_items() )[0]->get_product();
		$this->assertSame( 4, wc_get_product( $product->get_id() )->get_stock_quantity(), 'on-hold took the unit' );
		$recent = $this->order( 'bacs', 'on-hold', 6 );
		$paid   = $this->order( 'bacs', 'processing', 9 );
		$other  = $this->order( 'cod', 'on-hold', 9 );

		update_option( PaymentSettings::OPTION, array( 'transfer_days' => 7, 'cancel_unpaid_transfers' => false ) );
		$this->assertSame( array(), OverdueTransfers::run(), 'switched off' );
		update_option( PaymentSettings::OPTION, array( 'transfer_days' => 7, 'cancel_unpaid_transfers' => true ) );
		$GLOBALS['cosmetics_test_mails'] = array();
		$this->assertSame( array( $late->get_id() ), OverdueTransfers::run() );
		$this->assertSame( 'cancelled', wc_get_order( $late->get_id() )->get_status() );
		foreach ( array( $recent, $paid, $other ) as $kept ) {
			$this->assertSame( $kept->get_status(), wc_get_order( $kept->get_id() )->get_status() );
		}
		$this->assertSame( 5, wc_get_product( $product->get_id() )->get_stock_quantity(), 'the unit is back' );
		$mails = array_values( array_filter( $GLOBALS['cosmetics_test_mails'], static fn( array $m ): bool => str_contains( $m['subject'], 'brak wpłaty' ) ) );
		$this->assertCount( 1, $mails );
		$this->assertSame( 'Zamówienie nr ' . $late->get_order_number() . ' zostało anulowane – brak wpłaty', $mails[0]['subject'] );
		$this->assertStringContainsString( 'umowa sprzedaży uległa rozwiązaniu', $mails[0]['message'] );
		$this->assertSame( array(), OverdueTransfers::run(), 'a second run changes nothing' );
	}

	public function test_store_api_orders_are_in_woocommerces_unpaid_order_job(): void {
		$order = $this->order( 'payublik', 'pending' );
		$this->assertTrue( apply_filters( 'woocommerce_cancel_unpaid_order', false, $order ) );
		$order->set_created_via( 'admin' );
		$this->assertFalse( apply_filters( 'woocommerce_cancel_unpaid_order', false, $order ) );
	}

	public function test_every_transaction_of_an_order_is_remembered(): void {
		$order = $this->order( 'payublik', 'pending' );
		$order->set_transaction_id( 'FIRST' );
		$order->save();
		$order->set_transaction_id( 'SECOND' );
		$order->save();
		$this->assertSame( array( 'FIRST', 'SECOND' ), PaymentTransactions::of( wc_get_order( $order->get_id() ) ) );
	}

	public function test_one_payment_of_an_order_at_a_time(): void {
		$order   = $this->order( 'payublik', 'failed' );
		$request = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout/' . $order->get_id() );
		$this->assertNull( CheckoutLock::acquire_order( null, array(), $request ), 'the first goes on' );
		CheckoutLock::payment_started( new \WP_REST_Response( array( 'code' => 'woocommerce_rest_checkout_process_payment_error' ), 400 ), array(), $request );
		CheckoutLock::release();
		$this->assertNull( CheckoutLock::acquire_order( null, array(), $request ), 'a payment that failed to start: the next may try' );
		CheckoutLock::payment_started( new \WP_REST_Response( array() ), array(), $request );
		CheckoutLock::release();
		$again = CheckoutLock::acquire_order( null, array(), $request );
		$this->assertInstanceOf( \WP_Error::class, $again );
		$this->assertSame( 409, $again->get_error_data()['status'] );
		CheckoutLock::release();
	}

	public function test_the_payment_settings_are_checked(): void {
		$this->assertSame( array( 'transfer_days' => 7, 'cancel_unpaid_transfers' => true ), PaymentSettings::all() );
		$this->assertSame( array( 'transfer_days' => 14, 'cancel_unpaid_transfers' => false ), PaymentSettings::sanitize( array( 'transfer_days' => '14' ) ) );
		$this->assertSame( 7, PaymentSettings::sanitize( array( 'transfer_days' => '0' ) )['transfer_days'], 'out of 1–60: the value kept' );
		$this->assertSame( 7, PaymentSettings::sanitize( array( 'transfer_days' => '3 dni' ) )['transfer_days'] );
	}
}
