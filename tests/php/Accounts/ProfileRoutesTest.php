<?php
/**
 * custom-auth/v1/profile (GET, POST), custom-auth/v1/orders, custom/v1/delete-account: the current
 * user only; professionals cannot update by call; deletion keeps the orders with customer id 0.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Accounts;

require_once __DIR__ . '/AccountsTestCase.php';

use CosmeticsStorefront\Catalogue\StoreApiExtension;

final class ProfileRoutesTest extends AccountsTestCase {

	private function update( array $overrides = array() ): \WP_REST_Response {
		return $this->dispatch(
			'POST',
			'/custom-auth/v1/profile',
			array_replace_recursive(
				array(
					'first_name' => 'Jan',
					'last_name'  => 'Kowalski',
					'email'      => $this->email( get_current_user_id() ),
					'billing'    => array(
						'first_name' => 'Jan',
						'last_name'  => 'Kowalski',
						'email'      => 'jan@example.org',
						'phone'      => '600100200',
						'address_1'  => 'ul. Długa 1',
						'city'       => 'Kraków',
						'postcode'   => '30-001',
						'country'    => 'PL',
					),
					'meta_data'  => array( array( 'key' => '_customer_type', 'value' => 'individual' ) ),
				),
				$overrides
			)
		);
	}

	private function order( int $customer_id ): int {
		$order = wc_create_order( array( 'customer_id' => $customer_id ) );
		$order->set_shipping_city( 'Kraków' );
		$order->set_customer_note( 'Proszę dzwonić' );
		$order->set_total( '49.99' );
		$order->set_status( 'processing' );
		$order->save();
		return $order->get_id();
	}

	public function test_profile_needs_a_login_and_answers_the_customer_entity(): void {
		$this->assertSame( 401, $this->dispatch( 'GET', '/custom-auth/v1/profile' )->get_status() );
		$id = $this->customer();
		wp_set_current_user( $id );
		$data = $this->responseData( $this->dispatch( 'GET', '/custom-auth/v1/profile' ) );
		$this->assertSame( $id, $data['id'] );
		$this->assertSame( 'PL', $data['billing']['country'] );
		$this->assertSame( array( '_customer_type', '_company_name', '_company_nip' ), array_column( $data['meta_data'], 'key' ) );
		$this->assertArrayNotHasKey( 'user_pass', $data );
	}

	public function test_update_saves_company_data_and_separate_shipping(): void {
		wp_set_current_user( $this->customer() );
		$response = $this->update(
			array(
				'meta_data' => array( array( 'key' => '_customer_type', 'value' => 'company' ), array( 'key' => '_company_name', 'value' => 'Firma <b>X</b>' ), array( 'key' => '_company_nip', 'value' => '701-034-51-29' ), array( 'key' => 'cosmetics_client_type', 'value' => 'professional' ) ),
				'shipping'  => array( 'first_name' => 'Ola', 'last_name' => 'K', 'address_1' => 'Inna 2', 'city' => 'Gdańsk', 'postcode' => '80-001' ),
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data = $this->responseData( $response );
		$this->assertSame( 'Gdańsk', $data['shipping']['city'] );
		$this->assertSame( 'Firma X', $data['billing']['company'] );
		$this->assertContains( array( 'key' => '_company_nip', 'value' => '7010345129' ), $data['meta_data'] );
		$this->assertSame( 'individual', $data['clientType'], 'meta_data cannot make anyone professional' );

		// Switching to private clears the company fields; a save without shipping leaves it as it was.
		$data = $this->responseData( $this->update() );
		$this->assertContains( array( 'key' => '_company_name', 'value' => '' ), $data['meta_data'] );
		$this->assertSame( 'Gdańsk', $data['shipping']['city'], 'shipping not sent: unchanged' );
		// The storefront sends the billing address as shipping when there is no separate one.
		$data = $this->responseData( $this->update( array( 'shipping' => array( 'first_name' => 'Jan', 'last_name' => 'Kowalski', 'address_1' => 'ul. Długa 1', 'city' => 'Kraków', 'postcode' => '30-001', 'country' => 'PL' ) ) ) );
		$this->assertSame( 'Kraków', $data['shipping']['city'] );
	}

	/** The current user's profile as the update route takes it, without meta_data (and shipping). */
	private function partial( array $body ): \WP_REST_Response {
		return $this->dispatch( 'POST', '/custom-auth/v1/profile', $body );
	}

	/** @return array<string,string> meta_data of the profile answer by key */
	private function meta( \WP_REST_Response $response ): array {
		return array_column( $this->responseData( $response )['meta_data'], 'value', 'key' );
	}

	public function test_a_save_without_meta_data_keeps_the_company_data(): void {
		$id = $this->customer();
		wp_set_current_user( $id );
		$company = array( array( 'key' => '_customer_type', 'value' => 'company' ), array( 'key' => '_company_name', 'value' => 'Salon Róża' ), array( 'key' => '_company_nip', 'value' => '7010345129' ) );
		$this->assertSame( 200, $this->update( array( 'meta_data' => $company, 'shipping' => array( 'first_name' => 'Ola', 'last_name' => 'K', 'address_1' => 'Inna 2', 'city' => 'Gdańsk', 'postcode' => '80-001', 'country' => 'PL' ) ) )->get_status() );

		$billing  = array( 'first_name' => 'Jan', 'last_name' => 'Kowalski', 'email' => 'jan@example.org', 'phone' => '600100200', 'address_1' => 'ul. Długa 1', 'city' => 'Kraków', 'postcode' => '30-001', 'country' => 'PL' );
		$response = $this->partial( array( 'first_name' => 'Janina', 'last_name' => 'Kowalska', 'email' => $this->email( $id ), 'billing' => $billing ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( '_customer_type' => 'company', '_company_name' => 'Salon Róża', '_company_nip' => '7010345129' ), $this->meta( $response ), 'a save without meta_data keeps the company' );
		$data = $this->responseData( $response );
		$this->assertSame( 'Salon Róża', $data['billing']['company'] );
		$this->assertSame( 'Janina', $data['first_name'] );

		// A part of the billing address.
		$response = $this->partial( array( 'first_name' => 'Janina', 'last_name' => 'Kowalska', 'email' => $this->email( $id ), 'billing' => array( 'phone' => '600999888' ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data = $this->responseData( $response );
		$this->assertSame( 'company', $this->meta( $response )['_customer_type'] );
		$this->assertSame( '600999888', $data['billing']['phone'] );
		$this->assertSame( 'Kraków', $data['billing']['city'], 'billing fields not sent stay' );
		$this->assertSame( 'Gdańsk', $data['shipping']['city'], 'shipping not sent stays' );

		// Only the sent key changes.
		$response = $this->partial( array( 'first_name' => 'Janina', 'last_name' => 'Kowalska', 'email' => $this->email( $id ), 'billing' => array(), 'meta_data' => array( array( 'key' => '_company_name', 'value' => 'Salon Róża Sp. z o.o.' ) ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( '_customer_type' => 'company', '_company_name' => 'Salon Róża Sp. z o.o.', '_company_nip' => '7010345129' ), $this->meta( $response ) );
		$this->assertSame( 'Salon Róża Sp. z o.o.', $this->responseData( $response )['billing']['company'] );
		$this->assertSame( 'company', get_user_meta( $id, '_customer_type', true ) );
	}

	public function test_countries_are_the_shops_and_postcodes_fit_them(): void {
		update_option( 'woocommerce_allowed_countries', 'specific' );
		update_option( 'woocommerce_specific_allowed_countries', array( 'PL', 'DE', 'CZ', 'SK', 'AT' ) );
		update_option( 'woocommerce_ship_to_countries', 'specific' );
		update_option( 'woocommerce_specific_ship_to_countries', array( 'PL', 'DE' ) );
		$id = $this->customer();
		wp_set_current_user( $id );
		$this->assertSame( 200, $this->update()->get_status() );

		$this->assertError( 400, 'Sklep nie obsługuje tego kraju w adresie rozliczeniowym', $this->update( array( 'billing' => array( 'country' => 'US', 'postcode' => '10001' ) ) ) );
		$this->assertError( 400, 'Sklep nie obsługuje tego kraju w adresie rozliczeniowym', $this->update( array( 'billing' => array( 'country' => 'XX' ) ) ) );
		$this->assertError( 400, 'Nieprawidłowy format kodu pocztowego (XX-XXX)', $this->update( array( 'billing' => array( 'postcode' => '30001' ) ) ) );
		$this->assertError( 400, 'Nieprawidłowy format kodu pocztowego (XX-XXX)', $this->update( array( 'billing' => array( 'postcode' => '30-0011' ) ) ) );
		$this->assertError( 400, 'Nieprawidłowy kod pocztowy dla wybranego kraju', $this->update( array( 'billing' => array( 'country' => 'DE', 'postcode' => '1011' ) ) ) );
		$this->assertSame( '30-001', get_user_meta( $id, 'billing_postcode', true ), 'nothing saved by a refused update' );
		$this->assertSame( 200, $this->update( array( 'billing' => array( 'country' => 'DE', 'postcode' => '10115', 'city' => 'Berlin' ) ) )->get_status() );
		$this->assertSame( 'DE', get_user_meta( $id, 'billing_country', true ) );

		// The postcode sent alone is checked against the country already stored.
		$this->assertError( 400, 'Nieprawidłowy kod pocztowy dla wybranego kraju', $this->partial( array( 'first_name' => 'Jan', 'last_name' => 'Kowalski', 'email' => $this->email( $id ), 'billing' => array( 'postcode' => '00-950' ) ) ) );

		$shipping = array( 'first_name' => 'Ola', 'last_name' => 'K', 'address_1' => 'Inna 2', 'city' => 'Praha', 'postcode' => '110 00', 'country' => 'CZ' );
		$this->assertError( 400, 'Sklep nie wysyła do tego kraju (adres dostawy)', $this->update( array( 'shipping' => $shipping ) ), 'CZ: billing yes, shipping no' );
		$this->assertError( 400, 'Nieprawidłowy format kodu pocztowego (XX-XXX)', $this->update( array( 'shipping' => array( 'country' => 'PL', 'postcode' => '8-0001' ) + $shipping ) ) );
		$this->assertSame( 200, $this->update( array( 'shipping' => array( 'country' => 'PL', 'postcode' => '80-001', 'city' => 'Gdańsk' ) + $shipping ) )->get_status() );
		$this->assertSame( '80-001', get_user_meta( $id, 'shipping_postcode', true ) );
	}

	public function test_update_rules_and_hostile_input(): void {
		$id = $this->customer();
		wp_set_current_user( $id );
		$this->assertError( 400, 'Nieprawidłowy numer NIP', $this->update( array( 'meta_data' => array( array( 'key' => '_customer_type', 'value' => 'company' ), array( 'key' => '_company_name', 'value' => 'F' ), array( 'key' => '_company_nip', 'value' => '1234567890' ) ) ) ) );
		$this->assertError( 400, 'Imię jest wymagane, Miasto jest wymagane', $this->update( array( 'first_name' => '', 'billing' => array( 'city' => '' ) ) ) );
		// What the form requires, the server requires (Domain\ProfileRules, src/domain/test/profile-cases.json).
		$this->assertError( 400, 'Imię (rozliczenie) jest wymagane, Nazwisko (rozliczenie) jest wymagane, Email (rozliczenie) jest wymagany', $this->update( array( 'billing' => array( 'first_name' => '', 'last_name' => ' ', 'email' => '' ) ) ) );
		$this->assertError( 400, 'Email jest wymagany', $this->update( array( 'email' => '' ) ) );
		$this->assertSame( 400, $this->update( array( 'billing' => array( 'city' => str_repeat( 'x', 10000 ) ) ) )->get_status() );
		$this->assertSame( 400, $this->update( array( 'billing' => array( 'nope' => 'x' ) ) )->get_status() );
		$this->assertSame( 400, $this->update( array( 'billing' => 'tekst' ) )->get_status() );
		$this->assertSame( 400, $this->raw( 'POST', '/custom-auth/v1/profile', '{"first_name": [' )->get_status() );
		$this->assertSame( 403, $this->update( array( 'id' => $this->customer() ) )->get_status(), 'another user\'s id' );
		$taken = $this->email( $this->customer() );
		$this->assertError( 400, 'Podaj obecne hasło, aby zmienić adres email', $this->update( array( 'email' => $taken ) ), 'nothing said about the address without the password' );
		$this->assertError( 400, 'Użytkownik z tym adresem email już istnieje', $this->update( array( 'email' => $taken, 'current_password' => self::PASSWORD ) ) );
		$this->assertSame( 400, $this->update( array( 'email' => 'inny@example.org', 'current_password' => str_repeat( 'x', 201 ) ) )->get_status() );
		$this->assertSame( 200, $this->update( array( 'first_name' => "Robert'); DROP TABLE wp_users;--" ) )->get_status() );
		$this->assertSame( "Robert'); DROP TABLE wp_users;--", get_userdata( $id )->first_name );
	}

	public function test_a_new_email_needs_the_current_password_and_must_be_verified(): void {
		$id  = $this->customer();
		$old = $this->email( $id );
		wp_set_current_user( $id );
		$this->assertError( 400, 'Podaj obecne hasło, aby zmienić adres email', $this->update( array( 'email' => 'nowy.adres@example.org' ) ) );
		$this->assertError( 400, 'Nieprawidłowe obecne hasło', $this->update( array( 'email' => 'nowy.adres@example.org', 'current_password' => 'Zle!haslo9' ) ) );
		$this->assertSame( $old, get_userdata( $id )->user_email, 'unchanged after both refusals' );
		// The same address in other letters is no change: no password asked.
		$this->assertSame( 200, $this->update( array( 'email' => strtoupper( $old ) ) )->get_status() );

		$this->assertSame( 200, $this->update( array( 'email' => 'nowy.adres@example.org', 'current_password' => self::PASSWORD ) )->get_status() );
		$this->assertSame( 'nowy.adres@example.org', get_userdata( $id )->user_email );
		$this->assertSame( '0', get_user_meta( $id, 'cosmetics_email_verified', true ) );
		$this->codeFromMail( 'nowy.adres@example.org' );
	}

	public function test_wrong_passwords_on_an_email_change_count_as_failed_logins(): void {
		$id = $this->customer();
		wp_set_current_user( $id );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 400, $this->update( array( 'email' => 'cudzy@example.org', 'current_password' => 'Zle!haslo9' ) )->get_status() );
		}
		$limited = $this->update( array( 'email' => 'cudzy@example.org', 'current_password' => self::PASSWORD ) );
		$this->assertSame( 429, $limited->get_status(), 'the right password does not help once the account is limited' );
		$this->assertSame( 429, $this->login( $this->email( $id ) )->get_status(), 'one limit with the login' );
	}

	public function test_professionals_cannot_update_by_call(): void {
		wp_set_current_user( $this->professional() );
		$this->assertSame( 403, $this->update()->get_status() );
		$this->assertSame( 200, $this->dispatch( 'GET', '/custom-auth/v1/profile' )->get_status() );
	}

	public function test_orders_are_the_current_users_only(): void {
		$id    = $this->customer();
		$other = $this->customer();
		$mine  = $this->order( $id );
		$this->order( $other );
		$this->assertSame( 401, $this->dispatch( 'GET', '/custom-auth/v1/orders' )->get_status() );
		wp_set_current_user( $id );
		$data = $this->responseData( $this->dispatch( 'GET', '/custom-auth/v1/orders', array( 'customer' => $other ) ) );
		$this->assertSame( array( $mine ), array_column( $data, 'id' ) );
		$this->assertSame( 'processing', $data[0]['status'] );
		$this->assertSame( 'Proszę dzwonić', $data[0]['customer_note'] );
		$this->assertSame( 'Kraków', $data[0]['shipping']['city'] );
		$this->assertSame( '4999', $data[0]['total'], '49,99 zł in minor units, as the Store API sends amounts' );
		$this->assertSame( StoreApiExtension::with_currency(), array_intersect_key( $data[0], StoreApiExtension::with_currency() ), 'the Store API\'s currency fields' );
		foreach ( array( 'id', 'number', 'status', 'date_created', 'total', 'line_items', 'shipping', 'customer_note', 'currency_code', 'currency_minor_unit', 'currency_decimal_separator', 'currency_thousand_separator', 'currency_prefix', 'currency_suffix' ) as $key ) {
			$this->assertArrayHasKey( $key, $data[0] );
		}
		$this->assertSame( 400, $this->dispatch( 'GET', '/custom-auth/v1/orders', array( 'per_page' => 'abc' ) )->get_status() );
	}

	public function test_delete_account_keeps_orders_detached_and_revokes_the_token(): void {
		$id    = $this->customer();
		$order = $this->order( $id );
		$token = $this->tokenFor( $id );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->dispatch( 'POST', '/custom/v1/delete-account' )->get_status() );
		$this->assertNull( $this->bearer( $token, '/custom/v1/delete-account' ) );
		$this->assertSame( 200, $this->dispatch( 'POST', '/custom/v1/delete-account' )->get_status() );
		$this->assertFalse( get_userdata( $id ) );
		$kept = wc_get_order( $order );
		$this->assertNotFalse( $kept, 'the order stays' );
		$this->assertSame( 0, $kept->get_customer_id() );
		$this->assertNotNull( $this->bearer( $token ) );
		$this->assertSame( 401, $this->login( 'whatever@example.org' )->get_status() );

		wp_set_current_user( $this->createUser( 'administrator' ) );
		$this->assertSame( 403, $this->dispatch( 'POST', '/custom/v1/delete-account' )->get_status(), 'staff accounts are not deleted here' );
	}
}
