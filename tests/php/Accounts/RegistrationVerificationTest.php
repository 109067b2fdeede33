<?php
/**
 * custom-auth/v1/register, the verification routes (custom-auth/v1/email-verified*, set-email-verified,
 * cev/v1/resend-verification, cev/v1/verify-email, alg-wc-ev/v1/verify) and the e-mailed link.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Accounts;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\VerificationCodes;
use CosmeticsStorefront\Platform\Limits;

require_once __DIR__ . '/AccountsTestCase.php';

final class RegistrationVerificationTest extends AccountsTestCase {

	private function register( array $overrides = array() ): \WP_REST_Response {
		return $this->dispatch(
			'POST',
			'/custom-auth/v1/register',
			array_merge(
				array(
					'email'      => 'nowy@example.org',
					'password'   => 'Nowe!Haslo1',
					'first_name' => 'Ewa',
					'last_name'  => 'Zielińska',
					'username'   => 'nowy@example.org',
					'meta_data'  => array( array( 'key' => 'client_type', 'value' => 'individual' ) ),
				),
				$overrides
			)
		);
	}

	public function test_registration_creates_an_unverified_individual_and_mails_a_code(): void {
		$response = $this->register();
		$this->assertSame( 201, $response->get_status() );
		$data = $this->responseData( $response );
		$this->assertSame( '', $data['token'] );
		$this->assertSame( 'Please verify your email address to complete registration', $data['message'] );
		$user = get_user_by( 'email', 'nowy@example.org' );
		$this->assertSame( $user->ID, $data['customer']['id'] );
		$this->assertSame( 'nowy@example.org', $user->user_login );
		$this->assertContains( 'customer', $user->roles );
		$this->assertSame( 'individual', get_user_meta( $user->ID, 'cosmetics_client_type', true ) );
		$this->assertFalse( Customer::is_verified( $user->ID ) );
		// The billing data WooCommerce's customer object holds (what the profile and checkout read).
		$customer = new \WC_Customer( $user->ID );
		$this->assertSame( array( 'Ewa', 'Zielińska', 'nowy@example.org', 'PL' ), array( $customer->get_billing_first_name(), $customer->get_billing_last_name(), $customer->get_billing_email(), $customer->get_billing_country() ) );
		$this->assertSame( 'individual', $customer->get_meta( '_customer_type' ) );
		$code = $this->codeFromMail( 'nowy@example.org' );
		$this->assertCount( 1, $GLOBALS['cosmetics_test_mails'], 'only our mail, not WooCommerce\'s "account ready"' );
		// Stored hashed: the code itself is nowhere in the user's meta.
		$this->assertStringNotContainsString( $code, wp_json_encode( get_user_meta( $user->ID ) ) );
		$this->assertError( 403, 'Email address must be verified before login', $this->login( 'nowy@example.org', 'Nowe!Haslo1' ) );
	}

	public function test_registration_refuses_duplicates_weak_passwords_and_hostile_input(): void {
		$this->customer( 'zajety@example.org' );
		$this->assertError( 400, 'Użytkownik z tym adresem email już istnieje', $this->register( array( 'email' => 'ZAJETY@example.org' ) ) );
		$this->assertError( 400, 'Hasło musi mieć co najmniej 8 znaków, Hasło musi zawierać co najmniej jedną dużą literę, Hasło musi zawierać co najmniej jeden znak specjalny', $this->register( array( 'password' => 'abc' ) ) );
		$this->assertSame( 400, $this->register( array( 'first_name' => str_repeat( 'x', 10000 ) ) )->get_status() );
		$this->assertSame( 400, $this->register( array( 'email' => array( 'a' ) ) )->get_status() );
		$this->assertSame( 400, $this->register( array( 'email' => 'to nie email' ) )->get_status() );
		$this->assertSame( 400, $this->raw( 'POST', '/custom-auth/v1/register', '{"email":' )->get_status() );
		$this->assertSame( 201, $this->register( array( 'email' => 'html@example.org', 'first_name' => '<script>alert(1)</script>Ala', 'last_name' => "O'Brien; DROP TABLE wp_users;--" ) )->get_status() );
		$user = get_user_by( 'email', 'html@example.org' );
		$this->assertSame( 'Ala', $user->first_name );
		$this->assertSame( "O'Brien; DROP TABLE wp_users;--", $user->last_name );
	}

	public function test_failed_registrations_count_against_the_per_ip_limit(): void {
		$_SERVER['REMOTE_ADDR'] = '192.0.2.77';
		$this->customer( 'zajety@example.org' );
		for ( $i = 0; $i < Limits::REGISTRATIONS_PER_IP; $i++ ) {
			if ( 0 === $i % 3 ) {
				$this->assertError( 400, 'Hasło musi mieć co najmniej 8 znaków', $this->register( array( 'email' => "sonda$i@example.org", 'password' => 'Ab!' ) ) );
			} else {
				$this->assertError( 400, 'Użytkownik z tym adresem email już istnieje', $this->register( array( 'email' => 'zajety@example.org' ) ) );
			}
		}
		$this->assertError( 429, 'Zbyt wiele żądań. Spróbuj ponownie później.', $this->register( array( 'email' => 'zajety@example.org' ) ), 'no more probing for taken addresses' );
		$this->assertError( 429, 'Zbyt wiele żądań. Spróbuj ponownie później.', $this->register() );
		$this->assertFalse( get_user_by( 'email', 'nowy@example.org' ) );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.78';
		$this->assertSame( 201, $this->register()->get_status(), 'the limit is per IP' );
	}

	public function test_code_verifies_once_and_wrong_codes_void_it_after_five(): void {
		$this->register();
		$code  = $this->codeFromMail( 'nowy@example.org' );
		$wrong = '000000' === $code ? '111111' : '000000';
		$ok    = $this->dispatch( 'POST', '/cev/v1/verify-email', array( 'email' => 'nowy@example.org', 'verification_code' => " $code " ) );
		$this->assertSame( array( 'success' => true, 'isVerified' => true, 'message' => 'Email verified successfully' ), $this->responseData( $ok ) );
		$this->assertSame( 200, $this->login( 'nowy@example.org', 'Nowe!Haslo1' )->get_status() );
		$this->assertSame( '', (string) get_user_meta( get_user_by( 'email', 'nowy@example.org' )->ID, VerificationCodes::META, true ), 'single use: the code is gone' );

		$this->register( array( 'email' => 'drugi@example.org' ) );
		$code2 = $this->codeFromMail( 'drugi@example.org' );
		$wrong = '000000' === $code2 ? '111111' : '000000';
		for ( $i = 1; $i < Limits::CODE_ATTEMPTS; $i++ ) {
			$this->assertError( 400, 'Invalid verification code', $this->dispatch( 'POST', '/cev/v1/verify-email', array( 'email' => 'drugi@example.org', 'verification_code' => $wrong ) ) );
		}
		$this->assertSame( 429, $this->dispatch( 'POST', '/cev/v1/verify-email', array( 'email' => 'drugi@example.org', 'verification_code' => $wrong ) )->get_status() );
		$this->assertError( 429, 'Too many attempts. Please request a new code.', $this->dispatch( 'POST', '/cev/v1/verify-email', array( 'email' => 'drugi@example.org', 'verification_code' => $code2 ) ) );
		$this->assertFalse( Customer::is_verified( get_user_by( 'email', 'drugi@example.org' )->ID ) );
	}

	public function test_codes_expire_after_24_hours_and_bad_codes_are_400(): void {
		$this->register();
		$code = $this->codeFromMail( 'nowy@example.org' );
		$id   = get_user_by( 'email', 'nowy@example.org' )->ID;
		$data = get_user_meta( $id, VerificationCodes::META, true );
		$this->assertEqualsWithDelta( time() + DAY_IN_SECONDS, $data['expires'], 5 );
		$data['expires'] = time() - 1;
		update_user_meta( $id, VerificationCodes::META, $data );
		$this->assertError( 400, 'Verification code has expired. Please request a new one.', $this->dispatch( 'POST', '/cev/v1/verify-email', array( 'email' => 'nowy@example.org', 'verification_code' => $code ) ) );
		foreach ( array( '12345', '1234567', 'abcdef', str_repeat( '1', 10000 ) ) as $bad ) {
			$this->assertSame( 400, $this->dispatch( 'POST', '/cev/v1/verify-email', array( 'email' => 'nowy@example.org', 'verification_code' => $bad ) )->get_status(), $bad );
		}
	}

	public function test_resend_has_a_60_second_cooldown_and_reveals_no_account(): void {
		$this->register();
		$this->assertError( 429, 'Poczekaj 60 sekund przed ponownym wysłaniem.', $this->dispatch( 'POST', '/cev/v1/resend-verification', array( 'email' => 'nowy@example.org' ) ) );
		$id   = get_user_by( 'email', 'nowy@example.org' )->ID;
		$data = get_user_meta( $id, VerificationCodes::META, true );
		$old  = $this->codeFromMail( 'nowy@example.org' );
		$data['sent_at'] = time() - 61;
		update_user_meta( $id, VerificationCodes::META, $data );
		$this->assertSame( 200, $this->dispatch( 'POST', '/cev/v1/resend-verification', array( 'email' => 'nowy@example.org' ) )->get_status() );
		$new = $this->codeFromMail( 'nowy@example.org' );
		if ( $new !== $old ) {
			$this->assertSame( 400, $this->dispatch( 'POST', '/cev/v1/verify-email', array( 'email' => 'nowy@example.org', 'verification_code' => $old ) )->get_status(), 'the old code is replaced' );
		}
		$this->assertError( 429, 'Poczekaj 60 sekund przed ponownym wysłaniem.', $this->dispatch( 'POST', '/cev/v1/resend-verification', array( 'email' => 'nowy@example.org' ) ) ); // One per minute per address.

		// An address without an account: the same answers, the cooldown's included.
		$this->assertSame( $this->responseData( $this->dispatch( 'POST', '/cev/v1/resend-verification', array( 'email' => 'nikt@example.org' ) ) )['message'], 'Verification email sent' );
		$this->assertError( 429, 'Poczekaj 60 sekund przed ponownym wysłaniem.', $this->dispatch( 'POST', '/cev/v1/resend-verification', array( 'email' => 'Nikt@Example.org' ) ) );
		$this->assertSame( array(), array_filter( $GLOBALS['cosmetics_test_mails'], static fn( $mail ) => 'nikt@example.org' === $mail['to'] ) );
	}

	public function test_the_link_verifies_through_the_route_and_the_page(): void {
		$this->register();
		preg_match( '/cs_verify=([0-9]+\.[a-f0-9]{32})/', $this->lastMail( 'nowy@example.org' )['message'], $m );
		$this->assertSame( 400, $this->dispatch( 'POST', '/alg-wc-ev/v1/verify', array( 'token' => $m[1] . 'x' ) )->get_status() );
		$this->assertSame( true, $this->responseData( $this->dispatch( 'POST', '/alg-wc-ev/v1/verify', array( 'token' => $m[1] ) ) )['isVerified'] );
		$this->assertSame( 400, $this->dispatch( 'POST', '/alg-wc-ev/v1/verify', array( 'token' => $m[1] ) )->get_status(), 'single use' );

		$this->register( array( 'email' => 'link@example.org' ) );
		preg_match( '/(\/\?cs_verify=[0-9]+\.[a-f0-9]{32})/', $this->lastMail( 'link@example.org' )['message'], $m );
		$this->goTo( $m[1] );
		$this->assertStringEndsWith( '/?email_verified=1', $this->redirect['location'] );
		$this->assertTrue( Customer::is_verified( get_user_by( 'email', 'link@example.org' )->ID ) );
	}

	public function test_status_routes_and_staff_only_set_verified(): void {
		$id    = $this->customer( '', array( 'cosmetics_email_verified' => '0' ) );
		$other = $this->customer();
		$this->assertSame( 404, $this->dispatch( 'POST', '/custom-auth/v1/email-verified-by-email', array( 'email' => 'nikt@example.org' ) )->get_status() );
		$by_email = $this->responseData( $this->dispatch( 'POST', '/custom-auth/v1/email-verified-by-email', array( 'email' => $this->email( $id ) ) ) );
		$this->assertFalse( $by_email['verified'] );
		$this->assertTrue( $by_email['verificationRequired'] );

		$this->assertSame( 401, $this->dispatch( 'GET', "/custom-auth/v1/email-verified/$id" )->get_status() );
		wp_set_current_user( $other );
		$this->assertSame( 403, $this->dispatch( 'GET', "/custom-auth/v1/email-verified/$id" )->get_status(), 'another user\'s id' );
		$this->assertTrue( $this->responseData( $this->dispatch( 'GET', "/custom-auth/v1/email-verified/$other" ) )['verified'] );
		$this->assertSame( 400, $this->dispatch( 'GET', '/custom-auth/v1/email-verified/abc' )->get_status() );
		$this->assertSame( 403, $this->dispatch( 'POST', "/custom-auth/v1/set-email-verified/$id", array( 'verified' => true ) )->get_status() );

		wp_set_current_user( $this->createUser( 'administrator' ) );
		$this->assertFalse( $this->responseData( $this->dispatch( 'GET', "/custom-auth/v1/email-verified/$id" ) )['verified'] );
		$this->assertSame( 200, $this->dispatch( 'POST', "/custom-auth/v1/set-email-verified/$id", array( 'verified' => true ) )->get_status() );
		$this->assertTrue( Customer::is_verified( $id ) );
		$this->assertSame( 404, $this->dispatch( 'POST', '/custom-auth/v1/set-email-verified/999999', array( 'verified' => true ) )->get_status() );
		$this->assertSame( 400, $this->dispatch( 'POST', "/custom-auth/v1/set-email-verified/$id", array( 'verified' => 'tak' ) )->get_status() );
	}

	public function test_a_parallel_burst_of_resends_keeps_the_ip_limit(): void {
		$_SERVER['REMOTE_ADDR'] = '192.0.2.46';
		$n       = 0;
		$attempt = function () use ( &$n ) {
			++$n;
			return $this->dispatch( 'POST', '/cev/v1/resend-verification', array( 'email' => "burst$n@example.org" ) )->get_status();
		};
		$this->assertSame( array( 200 => Limits::REQUESTS_PER_IP, 429 => 15 - Limits::REQUESTS_PER_IP ), $this->burstWhileDeciding( 'resend_ip', $attempt, 15 ) );
	}

	/**
	 * A verified address proves one mailbox: an account moved to another address, wherever that is
	 * done, is unverified until the new mailbox answers (else a company enquiry with someone else's
	 * address would let the account keep its password on approval).
	 */
	public function test_any_change_of_the_address_unverifies_the_account_wherever_it_is_made(): void {
		$id = $this->customer( 'stary@example.org' );
		wp_update_user( array( 'ID' => $id, 'first_name' => 'Janina', 'user_email' => 'STARY@example.org' ) );
		$this->assertTrue( Customer::is_verified( $id ), 'another field, or the same address in other letters' );

		$this->assertSame( $id, wp_update_user( array( 'ID' => $id, 'user_email' => 'inny1@example.org' ) ) );
		$this->assertFalse( Customer::is_verified( $id ), 'wp_update_user()' );

		Customer::set_verified( $id, true );
		$customer = new \WC_Customer( $id );
		$customer->set_email( 'inny2@example.org' );
		$customer->save();
		$this->assertFalse( Customer::is_verified( $id ), 'WC_Customer::save()' );

		Customer::set_verified( $id, true );
		$this->saveMyAccountDetails( $id, array( 'account_email' => 'inny3@example.org' ) );
		$this->assertSame( 'inny3@example.org', get_userdata( $id )->user_email );
		$this->assertFalse( Customer::is_verified( $id ), 'WooCommerce My Account' );

		// The storefront's own change sends one code to the new address, not two.
		Customer::set_verified( $id, true );
		$response = $this->dispatch(
			'POST',
			'/custom-auth/v1/profile',
			array(
				'first_name'       => 'Jan',
				'last_name'        => 'Nowak',
				'email'            => 'inny4@example.org',
				'current_password' => self::PASSWORD,
				'billing'          => array( 'first_name' => 'Jan', 'last_name' => 'Nowak', 'email' => 'inny4@example.org', 'address_1' => 'ul. Polna 1', 'city' => 'Kraków', 'postcode' => '30-001', 'phone' => '600100200', 'country' => 'PL' ),
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertFalse( Customer::is_verified( $id ), 'the storefront' );
		$this->assertSame( 1, $this->mailsTo( 'inny4@example.org' ) );
		$this->codeFromMail( 'inny4@example.org' );
	}

	/** The flag of an account is set by staff who may edit that account: a shop manager edits customers only. */
	public function test_set_verified_needs_the_right_over_that_user(): void {
		$customer = $this->customer( '', array( 'cosmetics_email_verified' => '0' ) );
		$admin    = $this->createUser( 'administrator' );
		wp_set_current_user( $this->createUser( 'shop_manager' ) );
		$this->assertSame( 200, $this->dispatch( 'POST', "/custom-auth/v1/set-email-verified/$customer", array( 'verified' => true ) )->get_status() );
		$this->assertTrue( Customer::is_verified( $customer ) );
		$this->assertError( 403, 'Brak uprawnień - sprawdź uprawnienia API', $this->dispatch( 'POST', "/custom-auth/v1/set-email-verified/$admin", array( 'verified' => false ) ) );
		$this->assertTrue( Customer::is_verified( $admin ) );

		// Nor may a customer set their own flag (WordPress lets a user "edit" themselves).
		$unverified = $this->customer( '', array( 'cosmetics_email_verified' => '0' ) );
		wp_set_current_user( $unverified );
		$this->assertError( 403, 'Brak uprawnień - sprawdź uprawnienia API', $this->dispatch( 'POST', "/custom-auth/v1/set-email-verified/$unverified", array( 'verified' => true ) ) );
		$this->assertFalse( Customer::is_verified( $unverified ) );
	}
}
