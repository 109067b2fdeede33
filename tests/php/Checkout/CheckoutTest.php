<?php
/**
 * Store API cart and checkout on the real WooCommerce, dispatched through rest_do_request() with a
 * Cart-Token: checkout extension data → order meta; tampered input gives a clear 4xx and creates
 * nothing; locker method without a locker; bad NIP; coupon messages; order read with and without
 * the key; professional prices in cart totals.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Checkout;

use CosmeticsStorefront\Settings\ShippingSettings;
use CosmeticsStorefront\Shipping\Lockers;
use CosmeticsStorefront\Shipping\LockerStore;

require_once __DIR__ . '/StoreApiTestCase.php';

/**
 * The Store API checkout route defines WOOCOMMERCE_CHECKOUT, which cannot be undefined: afterwards
 * is_checkout() is true for the rest of the process and changes how every later page renders. So
 * these tests run in processes of their own.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class CheckoutTest extends StoreApiTestCase {

	/** No imported list (as on a new shop): the published generation is forgotten. */
	private function withoutLockerList(): void {
		update_option( LockerStore::OPTION, array() );
		delete_option( Lockers::LEGACY_OPTION );
	}

	/** @return string[] method ids of the shipping rates the Store API offers for the cart */
	private function offeredMethods(): array {
		$cart = $this->store( 'GET', '/cart' )->get_data();
		return array_column( $cart['shipping_rates'][0]['shipping_rates'] ?? array(), 'method_id' );
	}

	private function cartWithAProduct(): void {
		$this->startCart();
		$this->assertSame( 201, $this->store( 'POST', '/cart/add-item', array( 'id' => $this->product()->get_id(), 'quantity' => 1 ) )->get_status() );
	}

	private function product( string $price = '50.00', ?int $stock = 10, array $extra = array() ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Krem testowy' );
		$product->set_status( 'publish' );
		$product->set_regular_price( $price );
		if ( null !== $stock ) {
			$product->set_manage_stock( true );
			$product->set_stock_quantity( $stock );
		}
		foreach ( $extra as $key => $value ) {
			$product->update_meta_data( $key, $value );
		}
		$product->save();
		return $product;
	}

	private function startCart(): void {
		$this->store( 'GET', '/cart' );
		$this->assertNotSame( '', $this->token, 'the cart answers with a Cart-Token' );
		// The shopper is in Poland (the test site's customer may predate the store country option).
		$this->store( 'POST', '/cart/update-customer', array( 'shipping_address' => array( 'country' => 'PL', 'postcode' => '00-950', 'city' => 'Warszawa' ) ) );
	}

	private function selectRate( int $instance, string $method ): void {
		$response = $this->store( 'POST', '/cart/select-shipping-rate', array( 'package_id' => 0, 'rate_id' => "$method:$instance" ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
	}

	/** @return array<string,mixed> */
	private function payload( array $extension = array(), string $payment = 'bacs' ): array {
		$address = array(
			'first_name' => 'Ewa',
			'last_name'  => 'Testowa',
			'company'    => '',
			'address_1'  => 'ul. Kwiatowa 5',
			'address_2'  => '',
			'city'       => 'Warszawa',
			'state'      => '',
			'postcode'   => '00-950',
			'country'    => 'PL',
			'phone'      => '600700800',
		);
		return array(
			'billing_address'  => $address + array( 'email' => 'ewa@example.com' ),
			'shipping_address' => $address,
			'payment_method'   => $payment,
			'customer_note'    => 'Uwagi',
			'extensions'       => array( 'cosmetics-storefront' => $extension ),
		);
	}

	private function orderCount(): int {
		return count( wc_get_orders( array( 'limit' => -1, 'status' => array_keys( wc_get_order_statuses() ), 'return' => 'ids' ) ) );
	}

	public function test_store_api_errors_reach_the_shopper_in_polish_on_an_english_site(): void {
		$this->assertSame( 'en_US', determine_locale(), 'the test site runs in English' );
		$this->startCart();
		$sold_out = $this->product( '20.00', 0 );
		$sold_out->set_stock_status( 'outofstock' );
		$sold_out->save();
		$answer = $this->store( 'POST', '/cart/add-item', array( 'id' => $sold_out->get_id(), 'quantity' => 1 ) );
		$this->assertSame( 400, $answer->get_status() );
		$this->assertSame( 'Nie można dodać produktu „Krem testowy” do koszyka, ponieważ nie ma go w magazynie.', $answer->get_data()['message'] );

		$few    = $this->product( '20.00', 2 );
		$answer = $this->store( 'POST', '/cart/add-item', array( 'id' => $few->get_id(), 'quantity' => 5 ) );
		$this->assertSame( 'Nie można dodać tylu sztuk produktu „Krem testowy” do koszyka, ponieważ w magazynie jest ich za mało (pozostało: 2).', $answer->get_data()['message'] );

		// In the cart, then sold out before the checkout: the error box gets Polish.
		$this->assertSame( 201, $this->store( 'POST', '/cart/add-item', array( 'id' => $few->get_id(), 'quantity' => 1 ) )->get_status() );
		$this->selectRate( $this->courier_instance, 'flat_rate' );
		$few->set_stock_quantity( 0 );
		$few->set_stock_status( 'outofstock' );
		$few->save();
		$answer = $this->store( 'POST', '/checkout', $this->payload() );
		$this->assertGreaterThanOrEqual( 400, $answer->get_status() );
		$this->assertSame( 'Produktu „Krem testowy” nie ma w magazynie i nie można go kupić.', $answer->get_data()['message'] );
	}

	public function test_no_shipping_to_the_address_is_said_in_polish_also_over_a_language_pack(): void {
		update_option( 'woocommerce_ship_to_countries', 'specific' );
		update_option( 'woocommerce_specific_ship_to_countries', array( 'PL' ) );
		$this->startCart();
		$this->assertSame( 201, $this->store( 'POST', '/cart/add-item', array( 'id' => $this->product()->get_id(), 'quantity' => 1 ) )->get_status() );
		$payload                                = $this->payload();
		$payload['shipping_address']['country'] = 'DE';
		$payload['shipping_address']['postcode'] = '10115';
		$answer = $this->store( 'POST', '/checkout', $payload );
		$this->assertSame( 400, $answer->get_status() );
		$this->assertSame( 'Brak wybranego sposobu dostawy. Wybierz dostawę albo sprawdź adres dostawy.', $answer->get_data()['message'] );

		// A language pack's own wording (WooCommerce's Polish pack keeps '&quot;' in some) does not reach
		// the shopper: the storefront's does.
		$sold_out = $this->product( '20.00', 0 );
		$sold_out->set_stock_status( 'outofstock' );
		$sold_out->save();
		$pack = static fn( $translation, $text ) => 'You cannot add &quot;%s&quot; to the cart because the product is out of stock.' === $text ? 'Brak &quot;%s&quot; na stanie.' : $translation;
		add_filter( 'gettext_woocommerce', $pack, 10, 2 );
		$answer = $this->store( 'POST', '/cart/add-item', array( 'id' => $sold_out->get_id(), 'quantity' => 1 ) );
		remove_filter( 'gettext_woocommerce', $pack, 10 );
		$this->assertSame( 'Nie można dodać produktu „Krem testowy” do koszyka, ponieważ nie ma go w magazynie.', $answer->get_data()['message'] );
		// Outside the Store API (wp-admin, e-mails) the site's language stays.
		$this->assertSame( 'Cart item does not exist.', __( 'Cart item does not exist.', 'woocommerce' ) );
	}

	public function test_paying_an_order_again_keeps_its_company_nip_and_locker(): void {
		$product = $this->product( '50.00' );
		$this->startCart();
		$this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1 ) );
		$this->selectRate( $this->locker_instance, 'inpost_paczkomaty' );
		$placed = $this->store( 'POST', '/checkout', $this->payload( array( 'customer_type' => 'company', 'company_name' => 'Salon Test', 'company_nip' => '5260001246', 'paczkomat_name' => 'WAW01M' ) ) );
		$this->assertSame( 200, $placed->get_status(), wp_json_encode( $placed->get_data() ) );
		$order = wc_get_order( $placed->get_data()['order_id'] );
		$order->update_status( 'failed' ); // An online payment that failed.
		$keep = array( '_customer_type', '_company_name', '_company_nip', '_paczkomat_name', '_paczkomat_address', '_billing_vat_number', '_billing_invoice_ask' );
		$before = array_map( static fn( $key ) => $order->get_meta( $key ), $keep );
		// What an invoicing plugin reading WooCommerce's request would read (Flexible Invoices does, at 5).
		$read = array();
		$spy  = static function ( $order, $request ) use ( &$read ): void {
			$read[] = $request['extensions'][ \CosmeticsStorefront\Invoices\BuyerData::FLEXIBLE_INVOICES ] ?? null;
		};
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', $spy, 5, 2 );

		// The shopper's cart has moved on (a courier chosen for something else); the order is paid again as
		// the storefront pays it: key, e-mail and the new method, no checkout fields.
		$this->selectRate( $this->courier_instance, 'flat_rate' );
		$addresses = array_intersect_key( $this->payload(), array_flip( array( 'billing_address', 'shipping_address' ) ) );
		$ordered   = $order->get_address( 'billing' );
		// A request (not the storefront's) that sends another buyer's address: the invoice's buyer stays.
		$addresses['billing_address'] = array_merge( $addresses['billing_address'], array( 'first_name' => 'Zmieniony', 'company' => 'INNA FIRMA SA', 'address_1' => 'ul. Obca 9', 'city' => 'Poznań', 'postcode' => '60-001' ) );
		$again     = $this->store( 'POST', '/checkout/' . $order->get_id(), $addresses + array( 'key' => $order->get_order_key(), 'billing_email' => $order->get_billing_email(), 'payment_method' => 'cod' ) );
		$this->assertSame( 200, $again->get_status(), wp_json_encode( $again->get_data() ) );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'cod', $order->get_payment_method() );
		remove_action( 'woocommerce_store_api_checkout_update_order_from_request', $spy, 5 );
		$this->assertSame( $before, array_map( static fn( $key ) => $order->get_meta( $key ), $keep ) );
		$this->assertSame( array( 'company', 'Salon Test', '5260001246', 'WAW01M' ), array_slice( $before, 0, 4 ) );
		$this->assertSame( array( '5260001246', '1' ), array_slice( $before, 5 ), 'the invoicing plugins\' keys' );
		$this->assertSame( array( array( 'billing_vat_number' => '5260001246', 'billing_invoice_ask' => true ) ), $read, "the order's buyer, not an empty request" );
		$this->assertSame( 'Salon Test', $order->get_billing_company() );
		$this->assertSame( $ordered, $order->get_address( 'billing' ), "the ordered address, not the request's (review finding)" );
	}

	public function test_the_buyer_reaches_the_invoicing_plugins_through_their_own_data(): void {
		$product = $this->product( '50.00' );
		$read    = array();
		$spy     = static function ( $order, $request ) use ( &$read ): void {
			$read[] = $request['extensions'][ \CosmeticsStorefront\Invoices\BuyerData::FLEXIBLE_INVOICES ] ?? null;
		};
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', $spy, 5, 2 );
		$orders = array();
		foreach ( array( 'company' => array( 'customer_type' => 'company', 'company_name' => 'Salon Nowy', 'company_nip' => '526-000-12-46' ), 'individual' => array( 'customer_type' => 'individual' ) ) as $kind => $fields ) {
			$this->startCart();
			$this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1 ) );
			$this->selectRate( $this->courier_instance, 'flat_rate' );
			$payload = $this->payload( $fields );
			// A stale company in the address the client sends: the checkout's company wins for a company, and
			// an individual asks for no invoice whatever the address holds.
			$payload['billing_address']['company'] = 'Stara Nazwa';
			$placed = $this->store( 'POST', '/checkout', $payload );
			$this->assertSame( 200, $placed->get_status(), wp_json_encode( $placed->get_data() ) );
			$orders[ $kind ] = wc_get_order( $placed->get_data()['order_id'] );
		}
		remove_action( 'woocommerce_store_api_checkout_update_order_from_request', $spy, 5 );
		$this->assertSame(
			array(
				array( 'billing_vat_number' => '5260001246', 'billing_invoice_ask' => true ),
				array( 'billing_vat_number' => '', 'billing_invoice_ask' => false ),
			),
			$read
		);
		$company = $orders['company'];
		$this->assertSame( 'Salon Nowy', $company->get_billing_company() );
		$this->assertSame( '5260001246', $company->get_meta( '_billing_vat_number' ) );
		$this->assertSame( '', $orders['individual']->get_billing_company(), "an individual's invoice is made out to the person (review finding)" );
		$this->assertSame( '1', $company->get_meta( '_billing_invoice_ask' ) );
		// The keys other invoicing plugins read (WP Desk's Fakturownia, Devikit's Fakturownia).
		$this->assertSame( array( '5260001246', '1', '1' ), array( $company->get_meta( '_billing_nip' ), $company->get_meta( '_billing_faktura' ), $company->get_meta( '_billing_want_invoice' ) ) );
		foreach ( array( '_billing_vat_number', '_billing_invoice_ask', '_billing_nip', '_billing_faktura', '_billing_want_invoice' ) as $key ) {
			$this->assertSame( '', (string) $orders['individual']->get_meta( $key ), $key );
		}
	}

	public function test_company_locker_checkout_saves_the_order_meta(): void {
		$product = $this->product( '50.00' );
		$this->startCart();
		$this->assertSame( 201, $this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 2 ) )->get_status() );
		$this->assertSame( 200, $this->store( 'POST', '/cart/apply-coupon', array( 'code' => $this->coupon( 'RABAT10', 'percent', '10' ) ) )->get_status() );
		$this->selectRate( $this->locker_instance, 'inpost_paczkomaty' );

		$response = $this->store(
			'POST',
			'/checkout',
			$this->payload(
				array(
					'customer_type'     => 'company',
					'company_name'      => 'Salon Test',
					'company_nip'       => '5260001246',
					'paczkomat_name'    => 'waw01m',
					'paczkomat_address' => 'sent by the client, ignored',
				)
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data  = $response->get_data();
		$order = wc_get_order( $data['order_id'] );
		$this->assertSame( 'company', $order->get_meta( '_customer_type' ) );
		$this->assertSame( 'Salon Test', $order->get_meta( '_company_name' ) );
		$this->assertSame( '5260001246', $order->get_meta( '_company_nip' ), 'stored as digits' );
		$this->assertSame( 'WAW01M', $order->get_meta( '_paczkomat_name' ) );
		$this->assertSame( 'ul. Marszałkowska 104, 00-017 Warszawa', $order->get_meta( '_paczkomat_address' ) );
		$this->assertSame( 'Przy wejściu do pasażu', $order->get_meta( '_paczkomat_details' ) );
		$this->assertSame( 'RABAT10', $order->get_meta( '_applied_coupon' ) );
		$this->assertSame( 'Salon Test', $order->get_billing_company() );
		$this->assertSame( 'PLN', $order->get_currency() );
		$this->assertSame( 0, $order->get_customer_id() );
		// 2 × 50 + 11.99 − 10 % of both (spec §9: percent applies to subtotal plus shipping).
		$this->assertEqualsWithDelta( 100.79, (float) $order->get_total(), 0.001 );
		$this->assertSame( 'inpost_paczkomaty', array_values( $order->get_shipping_methods() )[0]->get_method_id() );
		$this->assertStringContainsString( '/zamowienie/' . $order->get_id() . '?key=' . $order->get_order_key(), $data['payment_result']['redirect_url'] );

		// A second submit (double click, retry after a timeout) of the same cart creates no second order.
		$orders = $this->orderCount();
		$again  = $this->store( 'POST', '/checkout', $this->payload( array( 'customer_type' => 'company', 'company_name' => 'Salon Test', 'company_nip' => '5260001246', 'paczkomat_name' => 'WAW01M' ) ) );
		$this->assertGreaterThanOrEqual( 400, $again->get_status() );
		$this->assertLessThan( 500, $again->get_status() );
		$this->assertSame( $orders, $this->orderCount() );

		// The e-mail fields and the admin order screen show the locker and the NIP.
		$fields = apply_filters( 'woocommerce_email_order_meta_fields', array(), true, $order );
		$this->assertSame( '526-000-12-46', $fields['cosmetics_company_nip']['value'] );
		$this->assertSame( 'WAW01M', $fields['cosmetics_paczkomat_name']['value'] );
		ob_start();
		do_action( 'woocommerce_admin_order_data_after_shipping_address', $order );
		do_action( 'woocommerce_admin_order_data_after_billing_address', $order );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'WAW01M', $html );
		$this->assertStringContainsString( '526-000-12-46', $html );
	}

	/** @return array<string,array{0:array<string,mixed>,1:string,2:bool}> */
	public static function refused(): array {
		return array(
			'bad NIP'            => array( array( 'customer_type' => 'company', 'company_name' => 'Salon', 'company_nip' => '1234567890' ), 'Nieprawidłowy numer NIP', false ),
			'no NIP'             => array( array( 'customer_type' => 'company', 'company_name' => 'Salon' ), 'NIP jest wymagany', false ),
			'no company name'    => array( array( 'customer_type' => 'company', 'company_nip' => '5260001246' ), 'Nazwa firmy jest wymagana', false ),
			'locker, no locker'  => array( array( 'customer_type' => 'individual' ), 'Wybierz paczkomat na mapie przed złożeniem zamówienia', true ),
			'locker, unknown'    => array( array( 'customer_type' => 'individual', 'paczkomat_name' => 'XXX99' ), 'Wybierz paczkomat na mapie przed złożeniem zamówienia', true ),
			'locker, bad format' => array( array( 'customer_type' => 'individual', 'paczkomat_name' => '<script>' ), 'Wybierz paczkomat na mapie przed złożeniem zamówienia', true ),
		);
	}

	/** @dataProvider refused */
	public function test_invalid_extension_data_is_refused_before_any_order_exists( array $extension, string $message, bool $locker ): void {
		$product = $this->product();
		$this->startCart();
		$this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1 ) );
		if ( $locker ) {
			$this->selectRate( $this->locker_instance, 'inpost_paczkomaty' );
		}
		$before   = $this->orderCount();
		$response = $this->store( 'POST', '/checkout', $this->payload( $extension ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $message, $response->get_data()['message'] );
		$this->assertSame( $before, $this->orderCount(), 'no order, not even a draft' );
		$this->assertSame( 10, wc_get_product( $product->get_id() )->get_stock_quantity() );
	}

	/** @return array<string,array{0:mixed,1:mixed}> */
	public static function tampered_items(): array {
		return array(
			'quantity -1'     => array( 'valid', -1 ),
			'quantity 10^9'   => array( 'valid', 1000000000 ),
			'unknown product' => array( 999999, 1 ),
			'quantity text'   => array( 'valid', 'dużo' ),
		);
	}

	/** @dataProvider tampered_items */
	public function test_tampered_add_to_cart_is_a_clear_4xx( mixed $id, mixed $quantity ): void {
		$product = $this->product( '50.00', 5 );
		$this->startCart();
		$response = $this->store( 'POST', '/cart/add-item', array( 'id' => 'valid' === $id ? $product->get_id() : $id, 'quantity' => $quantity ) );
		$this->assertGreaterThanOrEqual( 400, $response->get_status() );
		$this->assertLessThan( 500, $response->get_status() );
		$this->assertNotEmpty( $response->get_data()['message'] );
		$cart = $this->responseData( $this->store( 'GET', '/cart' ) );
		$this->assertSame( 0, $cart['items_count'] );
	}

	public function test_a_price_sent_by_the_client_is_ignored(): void {
		$product = $this->product( '50.00' );
		$this->startCart();
		$cart = $this->responseData( $this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1, 'price' => '1', 'prices' => array( 'price' => '100' ) ) ) );
		$this->assertSame( '5000', $cart['totals']['total_items'] );
	}

	/** @return array<string,array{0:string,1:int}> */
	public static function notes(): array {
		return array(
			'1000 characters'            => array( str_repeat( 'ż', 1000 ), 200 ),
			'1001 characters'            => array( str_repeat( 'ż', 1001 ), 400 ),
			'1 MB'                       => array( str_repeat( 'a', 1048576 ), 400 ),
		);
	}

	/** @dataProvider notes */
	public function test_the_customer_note_has_a_length_limit( string $note, int $status ): void {
		$product = $this->product();
		$this->startCart();
		$this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1 ) );
		$this->selectRate( $this->courier_instance, 'flat_rate' );
		$before   = $this->orderCount();
		$response = $this->store( 'POST', '/checkout', array( 'customer_note' => $note ) + $this->payload( array( 'customer_type' => 'individual' ) ) );
		$this->assertSame( $status, $response->get_status(), wp_json_encode( $response->get_data() ) );
		if ( 400 === $status ) {
			$this->assertSame( 'cosmetics_customer_note_too_long', $response->get_data()['code'] );
			$this->assertSame( 'Uwagi do zamówienia mogą mieć najwyżej 1000 znaków.', $response->get_data()['message'] );
			$this->assertSame( $before, $this->orderCount(), 'no order, not even a draft' );
		} else {
			$this->assertSame( $note, wc_get_order( $response->get_data()['order_id'] )->get_customer_note() );
		}
	}

	/** @return array<string,array{0:array<string,mixed>}> */
	public static function hostile_extension_data(): array {
		return array(
			'company name 1 MB'      => array( array( 'customer_type' => 'company', 'company_name' => str_repeat( 'a', 1048576 ), 'company_nip' => '5260001246' ) ),
			'company name 201 chars' => array( array( 'customer_type' => 'company', 'company_name' => str_repeat( 'ą', 201 ), 'company_nip' => '5260001246' ) ),
			'NIP as an array'        => array( array( 'customer_type' => 'company', 'company_name' => 'Salon', 'company_nip' => array( '5260001246' ) ) ),
			'locker details 1 MB'    => array( array( 'customer_type' => 'individual', 'paczkomat_details' => str_repeat( 'a', 1048576 ) ) ),
			'customer type 1 MB'     => array( array( 'customer_type' => str_repeat( 'a', 1048576 ) ) ),
		);
	}

	/** @dataProvider hostile_extension_data */
	public function test_hostile_extension_data_is_a_400_before_any_order_exists( array $extension ): void {
		$product = $this->product();
		$this->startCart();
		$this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1 ) );
		$this->selectRate( $this->courier_instance, 'flat_rate' );
		$before   = $this->orderCount();
		$response = $this->store( 'POST', '/checkout', $this->payload( $extension ) );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( $before, $this->orderCount(), 'no order, not even a draft' );
	}

	public function test_checkout_without_nonce_or_cart_token_is_refused(): void {
		$response = $this->dispatch( 'POST', '/wc/store/v1/checkout', $this->payload( array( 'customer_type' => 'individual' ) ) );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'woocommerce_rest_missing_nonce', $response->get_data()['code'] );
	}

	public function test_coupon_messages_are_the_specs(): void {
		$product = $this->product( '50.00' );
		$this->startCart();
		$this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1 ) );

		$expired = new \WC_Coupon();
		$expired->set_code( 'LATO2024' );
		$expired->set_discount_type( 'percent' );
		$expired->set_amount( 10 );
		$expired->set_date_expires( time() - DAY_IN_SECONDS );
		$expired->save();
		$min = new \WC_Coupon();
		$min->set_code( 'ZAKUPY200' );
		$min->set_amount( 20 );
		$min->set_minimum_amount( 200 );
		$min->save();
		$used = new \WC_Coupon();
		$used->set_code( 'JEDNORAZOWY' );
		$used->set_amount( 5 );
		$used->set_usage_limit( 1 );
		$used->set_usage_count( 1 );
		$used->save();

		$draft = new \WC_Coupon();
		$draft->set_code( 'SZKIC' );
		$draft->set_amount( 5 );
		$draft->save();
		wp_update_post( array( 'ID' => $draft->get_id(), 'post_status' => 'draft' ) );

		$cases = array(
			'INNYSKLEP'   => 'Kupon nie istnieje',
			'SZKIC'       => 'Kupon nie jest aktywny',
			'LATO2024'    => 'Kupon wygasł',
			'ZAKUPY200'   => 'Minimalna kwota zamówienia: 200 PLN',
			'JEDNORAZOWY' => 'Kupon osiągnął limit użyć',
		);
		foreach ( $cases as $code => $message ) {
			$response = $this->store( 'POST', '/cart/apply-coupon', array( 'code' => $code ) );
			$this->assertSame( 400, $response->get_status(), $code );
			$this->assertSame( $message, $response->get_data()['message'], $code );
		}
	}

	/**
	 * WordPress refuses a bad phone, postcode or e-mail while checking the arguments, before any handler
	 * (and naming only 'billing_address'): the shopper reads what is wrong, in Polish.
	 */
	public function test_an_address_refused_by_the_schema_says_what_is_wrong_in_polish(): void {
		$this->startCart();
		$this->assertSame( 201, $this->store( 'POST', '/cart/add-item', array( 'id' => $this->product()->get_id(), 'quantity' => 1 ) )->get_status() );
		$this->selectRate( $this->courier_instance, 'flat_rate' );
		$cases = array(
			'phone'    => array( '500600700 wew. 12', 'Nieprawidłowy numer telefonu.' ),
			'postcode' => array( '3000', 'Nieprawidłowy kod pocztowy.' ),
			'email'    => array( 'jan@ex_ample', 'Nieprawidłowy adres e-mail.' ),
		);
		foreach ( $cases as $field => [ $value, $message ] ) {
			$payload                              = $this->payload();
			$payload['billing_address'][ $field ] = $value;
			if ( 'email' !== $field ) {
				$payload['shipping_address'][ $field ] = $value;
			}
			$answer = $this->store( 'POST', '/checkout', $payload );
			$this->assertSame( 400, $answer->get_status(), $field );
			$this->assertSame( 'rest_invalid_param', $answer->get_data()['code'], $field );
			$this->assertSame( $message, $answer->get_data()['message'], $field );
		}
	}

	/** Only WooCommerce's coupon errors read as coupon messages: a refused request stays what it was. */
	public function test_an_apply_coupon_refused_for_another_reason_keeps_its_own_answer(): void {
		// Neither Nonce nor Cart-Token (WooCommerce before 10 takes a Cart-Token alone): a missing nonce.
		$response = $this->dispatch( 'POST', '/wc/store/v1/cart/apply-coupon', array( 'code' => 'INNYSKLEP' ) );
		$this->assertSame( 'woocommerce_rest_missing_nonce', $response->get_data()['code'] );
		$this->assertNotContains( $response->get_data()['message'], array( 'Kupon nie istnieje', 'Kupon nie jest aktywny', 'Nieprawidłowy kupon' ) );
	}

	public function test_one_coupon_at_a_time(): void {
		$product = $this->product( '50.00' );
		$this->startCart();
		$this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1 ) );
		$this->store( 'POST', '/cart/apply-coupon', array( 'code' => $this->coupon( 'RABAT10', 'percent', '10' ) ) );
		$cart = $this->responseData( $this->store( 'POST', '/cart/apply-coupon', array( 'code' => $this->coupon( 'MINUS20', 'fixed_cart', '20' ) ) ) );
		$this->assertSame( array( 'minus20' ), array_column( $cart['coupons'], 'code' ) );

		// The same code again: said so, not 'Nieprawidłowy kupon'.
		$again = $this->store( 'POST', '/cart/apply-coupon', array( 'code' => 'MINUS20 ' ) );
		$this->assertSame( 400, $again->get_status() );
		$this->assertSame( 'Kupon „minus20” jest już dodany.', $again->get_data()['message'] );
	}

	public function test_the_cart_lists_payment_titles_and_html_descriptions(): void {
		$this->startCart();
		$ext = $this->responseData( $this->store( 'GET', '/cart' ) )['extensions']['cosmetics-storefront'];
		$ids = array_column( $ext['payment_methods'], 'id' );
		$this->assertContains( 'bacs', $ids );
		$bacs = $ext['payment_methods'][ array_search( 'bacs', $ids, true ) ];
		$this->assertSame( 'Przelew bankowy', $bacs['title'] );
		$this->assertStringContainsString( '<p>', $bacs['description'] );
	}

	public function test_order_read_needs_the_key_or_the_owner(): void {
		$owner = $this->createUser( 'customer' );
		$order = wc_create_order( array( 'customer_id' => $owner ) );
		$order->set_billing_email( 'anna@example.com' );
		$order->update_meta_data( '_paczkomat_name', 'WAW01M' );
		$order->update_meta_data( '_paczkomat_address', 'ul. Marszałkowska 104, 00-017 Warszawa' );
		$order->save();
		$path = '/cosmetics/v1/orders/' . $order->get_id();

		$with_key = $this->dispatch( 'GET', $path . '?key=' . $order->get_order_key() );
		$this->assertSame( 200, $with_key->get_status() );
		$this->assertSame( 'WAW01M', $with_key->get_data()['paczkomat']['name'] );
		$this->assertSame( 'anna@example.com', $with_key->get_data()['billing']['email'] );

		foreach ( array( '', '?key=wc_order_wrong', '?key=' ) as $query ) {
			$response = $this->dispatch( 'GET', $path . $query );
			$this->assertSame( 404, $response->get_status(), $query );
			$this->assertSame( 'Nie znaleziono zamówienia', $response->get_data()['message'] );
		}
		wp_set_current_user( $this->createUser( 'customer' ) );
		$this->assertSame( 404, $this->dispatch( 'GET', $path )->get_status(), 'another customer' );
		wp_set_current_user( $owner );
		$this->assertSame( 200, $this->dispatch( 'GET', $path )->get_status(), 'the owner' );
		wp_set_current_user( 0 );
		$this->assertSame( 404, $this->dispatch( 'GET', '/cosmetics/v1/orders/99999999?key=x' )->get_status() );
		$this->assertSame( 400, $this->dispatch( 'GET', '/cosmetics/v1/orders/abc' )->get_status() );
	}

	public function test_without_a_geowidget_token_or_a_locker_list_the_locker_method_is_not_offered(): void {
		$this->withoutLockerList();
		$this->cartWithAProduct();
		$this->assertSame( array( 'flat_rate' ), $this->offeredMethods() );
	}

	public function test_with_a_list_or_a_geowidget_token_the_locker_method_is_offered(): void {
		$this->cartWithAProduct();
		$this->assertSame( array( 'flat_rate', 'inpost_paczkomaty' ), $this->offeredMethods() );
	}

	public function test_a_geowidget_token_without_a_list_offers_the_method_and_takes_the_widgets_point(): void {
		$this->withoutLockerList();
		update_option( ShippingSettings::OPTION, array( 'geowidget_token' => 'test.token-123' ) );
		$this->cartWithAProduct();
		$this->assertSame( array( 'flat_rate', 'inpost_paczkomaty' ), $this->offeredMethods() );
		$this->selectRate( $this->locker_instance, 'inpost_paczkomaty' );
		$response = $this->store( 'POST', '/checkout', $this->payload( array( 'customer_type' => 'individual', 'paczkomat_name' => 'KRA99X', 'paczkomat_address' => 'ul. Widżetowa 1, 30-001 Kraków' ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'ul. Widżetowa 1, 30-001 Kraków', wc_get_order( $response->get_data()['order_id'] )->get_meta( '_paczkomat_address' ) );
	}

	public function test_with_an_imported_list_a_code_outside_it_is_refused_even_with_a_geowidget_token(): void {
		update_option( ShippingSettings::OPTION, array( 'geowidget_token' => 'test.token-123' ) );
		$this->cartWithAProduct();
		$this->selectRate( $this->locker_instance, 'inpost_paczkomaty' );
		$response = $this->store( 'POST', '/checkout', $this->payload( array( 'customer_type' => 'individual', 'paczkomat_name' => 'KRA99X', 'paczkomat_address' => 'ul. Zmyślona 1' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'Wybierz paczkomat na mapie przed złożeniem zamówienia', $response->get_data()['message'] );
		$this->assertSame( 0, $this->orderCount() );
	}

	public function test_a_shop_without_a_list_has_no_demo_lockers_to_fall_back_to(): void {
		$this->withoutLockerList();
		update_option( ShippingSettings::OPTION, array( 'geowidget_token' => 'test.token-123' ) );
		$this->assertSame( array(), $this->dispatch( 'GET', '/cosmetics/v1/lockers' )->get_data()['lockers'] );
		$this->cartWithAProduct();
		$this->selectRate( $this->locker_instance, 'inpost_paczkomaty' );
		$response = $this->store( 'POST', '/checkout', $this->payload( array( 'customer_type' => 'individual', 'paczkomat_name' => 'WAW01M', 'paczkomat_address' => 'sent by the client' ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'sent by the client', wc_get_order( $response->get_data()['order_id'] )->get_meta( '_paczkomat_address' ), 'not the demo list\'s address' );
	}

	public function test_lockers_route_searches_city_postcode_and_code(): void {
		$names = static fn( \WP_REST_Response $r ): array => array_column( $r->get_data()['lockers'], 'name' );
		$this->assertContains( 'LOD01M', $names( $this->dispatch( 'GET', '/cosmetics/v1/lockers?search=lodz' ) ) );
		$this->assertSame( array( 'WAW01M' ), $names( $this->dispatch( 'GET', '/cosmetics/v1/lockers?search=00-017' ) ) );
		$this->assertSame( array( 'KRA02A' ), $names( $this->dispatch( 'GET', '/cosmetics/v1/lockers?search=kra02a' ) ) );
		$this->assertGreaterThan( 20, count( $names( $this->dispatch( 'GET', '/cosmetics/v1/lockers' ) ) ) );
	}

	public function test_a_logged_in_company_customer_orders_with_the_profiles_company_and_nip(): void {
		$product  = $this->product( '50.00' );
		$customer = $this->createUser( 'customer' );
		update_user_meta( $customer, '_customer_type', 'company' );
		update_user_meta( $customer, '_company_name', 'Salon Profil' );
		update_user_meta( $customer, '_company_nip', '7010345129' );
		wp_set_current_user( $customer );
		$this->startCart();
		$this->assertSame( 201, $this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1 ) )->get_status() );
		$this->selectRate( $this->courier_instance, 'flat_rate' );
		// The storefront sends no company data for a logged-in customer; a tampered request cannot change it.
		$response = $this->store( 'POST', '/checkout', $this->payload( array( 'customer_type' => 'individual', 'company_name' => 'Inna', 'company_nip' => '1234563218' ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$order = wc_get_order( $response->get_data()['order_id'] );
		$this->assertSame( 'company', $order->get_meta( '_customer_type' ) );
		$this->assertSame( 'Salon Profil', $order->get_meta( '_company_name' ) );
		$this->assertSame( '7010345129', $order->get_meta( '_company_nip' ) );
		$this->assertSame( $customer, $order->get_customer_id() );
	}

	/**
	 * The lock that keeps two checkouts of a product from selling the same units is held from the
	 * order's update until its stock is reduced, not until the request ends (its e-mails, session save).
	 */
	public function test_a_products_stock_lock_is_let_go_once_the_orders_stock_is_reduced(): void {
		global $wpdb;
		$product = $this->product( '50.00', 10 );
		$lock    = 'cs_stock_' . $product->get_id();
		$free    = static fn(): string => (string) $wpdb->get_var( $wpdb->prepare( 'SELECT IS_FREE_LOCK(%s)', $lock ) );
		$seen    = array();
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', static function () use ( &$seen, $free ): void {
			$seen['order updated'] = $free();
		}, 3 );
		add_action( 'woocommerce_reduce_order_stock', static function () use ( &$seen, $free ): void {
			$seen['stock reduced'] = $free();
		}, 20 );
		// The status change's last hook, after the {from}_to_{to} hooks that send the e-mails.
		add_action( 'woocommerce_order_status_changed', static function ( $id, $from, $to ) use ( &$seen, $free ): void {
			if ( 'on-hold' === $to ) {
				$seen['e-mail'] = $free();
			}
		}, 1, 3 );
		$this->startCart();
		$this->assertSame( 201, $this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 2 ) )->get_status() );
		$this->selectRate( $this->courier_instance, 'flat_rate' );
		$response = $this->store( 'POST', '/checkout', $this->payload( array( 'customer_type' => 'individual' ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		// IS_FREE_LOCK: 0 while a connection holds it, 1 when free.
		$this->assertSame( array( 'order updated' => '0', 'stock reduced' => '1' ), array_intersect_key( $seen, array_flip( array( 'order updated', 'stock reduced' ) ) ) );
		$this->assertSame( '1', $seen['e-mail'] ?? null, 'the e-mails go out without the lock' );
		$this->assertSame( 8, wc_get_product( $product->get_id() )->get_stock_quantity() );
	}

	public function test_professional_prices_make_the_cart_totals(): void {
		$product = $this->product( '100.00', 10, array( '_professional_price' => '70' ) );
		$pro     = $this->createUser( 'customer' );
		update_user_meta( $pro, 'cosmetics_client_type', 'professional' );
		update_user_meta( $pro, 'cosmetics_professional_approved', '1' );
		wp_set_current_user( $pro );
		$this->startCart();
		$cart = $this->responseData( $this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 2 ) ) );
		$this->assertSame( '14000', $cart['totals']['total_items'] );
	}

}
