<?php
/**
 * myplugin/v1/add-company and the staff's approval: the stored enquiry, the shop's e-mail, the limit,
 * and approve → an approved professional account with the company data and a set-password link.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Accounts;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\Enquiries;
use CosmeticsStorefront\Accounts\Admin\EnquiriesScreen;
use CosmeticsStorefront\Accounts\Admin\UserColumns;
use CosmeticsStorefront\Pricing\CustomerTier;

require_once __DIR__ . '/AccountsTestCase.php';

final class EnquiriesTest extends AccountsTestCase {

	private function enquiry( array $overrides = array() ): \WP_REST_Response {
		return $this->dispatch(
			'POST',
			'/myplugin/v1/add-company',
			array_merge(
				array(
					'nazwa_firmy'            => 'Studio Urody Lilia',
					'nip'                    => '7010345129',
					'adres_firmy_'           => 'ul. Kwiatowa 5, 00-950 Warszawa',
					'telefon'                => '+48 600 700 800',
					'imię_reprezentanta'     => 'Maria',
					'nazwisko_reprezentanta' => 'Lis',
					'email'                  => 'lilia@example.org',
				),
				$overrides
			)
		);
	}

	public function test_an_enquiry_is_stored_and_mailed_to_the_shop_without_an_account(): void {
		$response = $this->enquiry();
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Dziękuję za wybranie naszej firmy, skontaktujemy się w sprawie współpracy', $this->responseData( $response )['message'] );
		$this->assertFalse( get_user_by( 'email', 'lilia@example.org' ) );
		$ids = Enquiries::ids( 'new' );
		$this->assertCount( 1, $ids );
		$e = Enquiries::get( $ids[0] );
		$this->assertSame( 'Maria', $e['imię_reprezentanta'] );
		$this->assertStringContainsString( 'Studio Urody Lilia', $this->lastMail( get_option( 'admin_email' ) )['message'] );
	}

	public function test_bad_enquiries(): void {
		$this->assertError( 400, 'Nieprawidłowy format NIP', $this->enquiry( array( 'nip' => '1234567890' ) ) );
		$this->assertSame( 400, $this->enquiry( array( 'nip' => '701-034-51-29-999' ) )->get_status() );
		$this->assertSame( 400, $this->enquiry( array( 'nazwa_firmy' => str_repeat( 'x', 10000 ) ) )->get_status() );
		$this->assertSame( 400, $this->enquiry( array( 'telefon' => array( 1 ) ) )->get_status() );
		// The form's words for every empty field (the same file src/domain/test/validation's mirror reads).
		$cases = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/domain/test/enquiry-cases.json' ), true );
		$keys  = array();
		foreach ( $cases['required'] as $case ) {
			if ( null !== $case['server'] ) {
				$keys[] = $case['server'];
				$this->assertError( 400, $case['message'], $this->enquiry( array( $case['server'] => ' ' ) ) );
			}
		}
		$this->assertSame( array_keys( Enquiries::FIELDS ), $keys, 'every payload field has its message' );
		$this->assertSame( 400, $this->raw( 'POST', '/myplugin/v1/add-company', '{"nip":' )->get_status() );
		$this->assertSame( array(), Enquiries::ids() );
		$this->assertSame( 201, $this->enquiry( array( 'nip' => '701-034-51-29', 'nazwa_firmy' => '<img src=x onerror=alert(1)>Firma' ) )->get_status() );
		$this->assertSame( 'Firma', Enquiries::get( Enquiries::ids()[0] )['nazwa_firmy'] );
	}

	public function test_enquiries_are_limited_per_ip(): void {
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 201, $this->enquiry( array( 'email' => "f$i@example.org" ) )->get_status() );
		}
		$this->assertError( 429, 'Zbyt wiele żądań. Spróbuj ponownie później.', $this->enquiry() );
		// A site may change a limit (the local shop raises the per-IP ones for its E2E runs).
		add_filter( 'cosmetics_storefront_rate_limit', static fn( $max, $kind ) => 'enquiry_ip' === $kind ? 6 : $max, 10, 2 );
		$this->assertSame( 201, $this->enquiry()->get_status() );
	}

	public function test_a_parallel_burst_of_enquiries_keeps_the_ip_limit(): void {
		$n       = 0;
		$attempt = function () use ( &$n ) {
			++$n;
			return $this->enquiry( array( 'email' => "burst$n@example.org" ) )->get_status();
		};
		$this->assertSame( array( 201 => 5, 429 => 3 ), $this->burstWhileDeciding( 'enquiry_ip', $attempt, 8 ) );
		$this->assertCount( 5, Enquiries::ids() );
	}

	public function test_approval_creates_an_approved_professional_who_can_log_in_after_setting_a_password(): void {
		$this->enquiry();
		$id      = Enquiries::ids()[0];
		$user_id = Enquiries::approve( $id );
		$this->assertIsInt( $user_id );
		$this->assertSame( 'professional', CustomerTier::for_user( $user_id ) );
		$this->assertSame( 'Studio Urody Lilia', get_user_meta( $user_id, 'billing_company', true ) );
		$this->assertSame( '7010345129', get_user_meta( $user_id, '_company_nip', true ) );
		$this->assertSame( '00-950', get_user_meta( $user_id, 'billing_postcode', true ) );
		$this->assertSame( 'Warszawa', get_user_meta( $user_id, 'billing_city', true ) );
		$this->assertSame( 'approved', Enquiries::get( $id )['status'] );
		// Whoever sent the enquiry named the address; only the mailbox's owner proves it, by the link.
		$this->assertSame( array( 'cosmetics_client_type' => 'Profesjonalny', 'cosmetics_approved' => 'Tak', 'cosmetics_verified' => 'Nie' ), UserColumns::values( $user_id ) );

		$this->setPasswordByMailedLink( 'lilia@example.org', 'Salon!Haslo1' );
		$this->assertSame( 'Tak', UserColumns::values( $user_id )['cosmetics_verified'] );
		$login = $this->login( 'lilia@example.org', 'Salon!Haslo1', array( 'client_type' => 'professional' ) );
		$this->assertSame( 200, $login->get_status() );
		$this->assertSame( 'professional', $this->responseData( $login )['clientType'] );
	}

	/** Follows the set-password link last mailed to $email. */
	private function setPasswordByMailedLink( string $email, string $password ): void {
		$message = $this->lastMail( $email )['message'];
		$this->assertMatchesRegularExpression( '#/reset_hasla\?key=[^&\s]+&login=\S+#', $message );
		preg_match( '#/reset_hasla\?key=([^&\s]+)&login=(\S+)#', $message, $m );
		$response = $this->dispatch( 'POST', '/custom/v1/reset-password', array( 'key' => rawurldecode( $m[1] ), 'login' => rawurldecode( $m[2] ), 'new_password' => $password ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
	}

	public function test_approval_upgrades_an_existing_verified_account_and_keeps_its_password(): void {
		$existing = $this->customer( 'lilia@example.org' );
		$token    = $this->tokenFor( $existing );
		$this->enquiry();
		$this->assertSame( $existing, Enquiries::approve( Enquiries::ids()[0] ) );
		$this->assertSame( 'professional', CustomerTier::for_user( $existing ) );
		$this->assertTrue( Customer::is_verified( $existing ) );
		$this->assertSame( 200, $this->login( 'lilia@example.org', self::PASSWORD, array( 'client_type' => 'professional' ) )->get_status() );
		$this->assertNull( $this->bearer( $token ), 'the owner\'s session goes on' );
		$mail = $this->lastMail( 'lilia@example.org' );
		$this->assertStringContainsString( 'zatwierdzone', $mail['message'] );
		$this->assertStringNotContainsString( 'reset_hasla', $mail['message'], 'the owner keeps the password they chose' );
	}

	/**
	 * The attack: someone registers the victim's address with their own password (the account stays
	 * unverified), sends a company enquiry with it, and staff approve. Approval must not verify the
	 * address nor keep that password: the attacker's password fails, the mailbox owner gets the account.
	 */
	public function test_approval_never_hands_an_unverified_account_to_whoever_registered_the_address(): void {
		$victim   = 'wlascicielka@example.org';
		$attacker = 'Atak!Haslo1';
		$this->assertSame( 201, $this->dispatch( 'POST', '/custom-auth/v1/register', array( 'email' => $victim, 'password' => $attacker, 'first_name' => 'Zła', 'last_name' => 'Osoba' ) )->get_status() );
		$id = get_user_by( 'email', $victim )->ID;
		$this->assertFalse( Customer::is_verified( $id ) );
		$this->assertSame( 201, $this->enquiry( array( 'email' => $victim ) )->get_status() );

		$this->assertSame( $id, Enquiries::approve( Enquiries::ids()[0] ) );
		$this->assertSame( 'professional', CustomerTier::for_user( $id ) );
		$this->assertFalse( Customer::is_verified( $id ), 'approval proves nothing about the mailbox' );
		$this->assertError( 401, 'Nieprawidłowy email lub hasło', $this->login( $victim, $attacker, array( 'client_type' => 'professional' ) ) );
		$this->assertError( 401, 'Nieprawidłowy email lub hasło', $this->login( $victim, $attacker ) );

		$this->setPasswordByMailedLink( $victim, 'Wlasciciel!1' );
		$this->assertTrue( Customer::is_verified( $id ), 'the mailed link proves the address' );
		$login = $this->login( $victim, 'Wlasciciel!1', array( 'client_type' => 'professional' ) );
		$this->assertSame( 200, $login->get_status(), wp_json_encode( $login->get_data() ) );
		$this->assertSame( 'professional', $this->responseData( $login )['clientType'] );
		$this->assertSame( 401, $this->login( $victim, $attacker )->get_status() );
	}

	/**
	 * The attack without the storefront: a verified customer moves the account to the victim's address
	 * (WordPress or WooCommerce, not the storefront's profile), sends an enquiry with that address, and
	 * staff approve. The moved account is unverified, so approval takes the password back.
	 */
	public function test_an_account_moved_to_another_address_outside_the_storefront_loses_its_password_on_approval(): void {
		$id     = $this->customer( 'atakujacy@example.org' );
		$victim = 'ofiara.firma@example.org';
		$this->assertSame( $id, wp_update_user( array( 'ID' => $id, 'user_email' => $victim ) ) );
		$this->assertFalse( Customer::is_verified( $id ) );
		$this->assertSame( 201, $this->enquiry( array( 'email' => $victim ) )->get_status() );

		$this->assertSame( $id, Enquiries::approve( Enquiries::ids()[0] ) );
		$this->assertError( 401, 'Nieprawidłowy email lub hasło', $this->login( $victim, self::PASSWORD, array( 'client_type' => 'professional' ) ) );
		$this->assertError( 401, 'Nieprawidłowy email lub hasło', $this->login( $victim ) );
		$this->assertStringContainsString( 'reset_hasla', $this->lastMail( $victim )['message'], 'the mailbox owner gets the set-password link' );
	}

	/** An account moved to an address it has not proved: approval revokes the tokens it holds. */
	public function test_approval_revokes_the_tokens_of_an_unverified_account(): void {
		$id    = $this->customer( 'moje@example.org' );
		$token = $this->tokenFor( $id );
		$this->assertNull( $this->bearer( $token ) );
		$this->assertSame( 200, $this->dispatch( 'POST', '/custom-auth/v1/profile', array( 'first_name' => 'Jan', 'last_name' => 'Nowak', 'email' => 'cudza@example.org', 'current_password' => self::PASSWORD, 'billing' => array( 'first_name' => 'Jan', 'last_name' => 'Nowak', 'email' => 'moje@example.org', 'address_1' => 'Długa 1', 'city' => 'Kraków', 'postcode' => '30-001', 'phone' => '600100200' ) ) )->get_status() );
		$this->assertFalse( Customer::is_verified( $id ) );
		wp_set_current_user( 0 );
		$this->enquiry( array( 'email' => 'cudza@example.org' ) );

		$this->assertSame( $id, Enquiries::approve( Enquiries::ids()[0] ) );
		$this->assertNotNull( $this->bearer( $token ), 'the token of whoever moved the account there is revoked' );
		$this->assertSame( 401, $this->login( 'cudza@example.org' )->get_status() );
		$this->assertFalse( Customer::is_verified( $id ) );
	}

	public function test_the_admin_actions_need_the_capability_and_a_nonce(): void {
		$this->enquiry();
		$id = Enquiries::ids()[0];
		wp_set_current_user( $this->customer() );
		$_POST = array( 'enquiry' => $id, 'do' => 'approve', '_wpnonce' => wp_create_nonce( 'cosmetics_enquiry_' . $id ) );
		try {
			EnquiriesScreen::act();
			$this->fail( 'a customer may not approve' );
		} catch ( \CosmeticsStorefront\Tests\WpDieException $e ) {
			$this->assertSame( 'new', Enquiries::get( $id )['status'] );
		}
		wp_set_current_user( $this->createUser( 'shop_manager' ) );
		$_POST['_wpnonce'] = 'zly';
		$_REQUEST          = $_POST;
		try {
			EnquiriesScreen::act();
			$this->fail( 'a bad nonce is refused' );
		} catch ( \CosmeticsStorefront\Tests\WpDieException $e ) {
			$this->assertSame( 'new', Enquiries::get( $id )['status'] );
		}
		$this->assertTrue( Enquiries::reject( $id ) );
		$this->assertSame( 'rejected', Enquiries::get( $id )['status'] );
		ob_start();
		$_GET = array( 'enquiry' => $id );
		EnquiriesScreen::render();
		$html = ob_get_clean();
		$this->assertStringContainsString( 'Studio Urody Lilia', $html );
		$this->assertStringContainsString( 'Odrzucone', $html );
	}

	/** The details screen of the newest enquiry, as staff see it. */
	private function detailsScreen(): string {
		wp_set_current_user( $this->createUser( 'shop_manager' ) );
		$_GET = array( 'enquiry' => Enquiries::ids()[0] );
		ob_start();
		EnquiriesScreen::render();
		return (string) ob_get_clean();
	}

	public function test_the_screen_says_before_approval_what_happens_to_an_existing_account(): void {
		$this->enquiry( array( 'email' => 'nowa.firma@example.org' ) );
		$html = $this->detailsScreen();
		$this->assertStringContainsString( 'Zatwierdź i utwórz konto profesjonalne', $html );
		$this->assertStringNotContainsString( 'notice-warning', $html );

		$this->enquiry( array( 'email' => $this->email( $this->customer() ) ) );
		$html = $this->detailsScreen();
		$this->assertStringContainsString( 'Konto z tym adresem już istnieje (klient indywidualny, zarejestrowane ', $html );
		$this->assertStringContainsString( 'adres e-mail zweryfikowany', $html );
		$this->assertStringContainsString( 'Zatwierdź i zmień konto na profesjonalne', $html );

		$this->enquiry( array( 'email' => $this->email( $this->customer( '', array( 'cosmetics_email_verified' => '0' ) ) ) ) );
		$html = $this->detailsScreen();
		$this->assertStringContainsString( 'adres e-mail niezweryfikowany', $html );
		$this->assertStringContainsString( 'dotychczasowe hasło przestanie działać', $html );

		$staff = $this->createUser( 'shop_manager' );
		$this->enquiry( array( 'email' => get_userdata( $staff )->user_email ) );
		$html = $this->detailsScreen();
		$this->assertStringContainsString( 'Ten adres należy do konta pracownika sklepu: zapytania nie można zatwierdzić.', $html );
		$this->assertStringNotContainsString( 'value="approve"', $html );
		$this->assertStringContainsString( 'confirm=reject', $html, 'rejecting goes through its confirmation step' );
		$this->assertStringNotContainsString( 'value="reject"', $html );
	}

	public function test_the_list_says_whether_an_account_with_the_address_exists_and_is_verified(): void {
		$this->enquiry( array( 'email' => 'brak.konta@example.org' ) );
		$this->enquiry( array( 'email' => $this->email( $this->customer( 'potwierdzone@example.org' ) ) ) );
		$this->enquiry( array( 'email' => $this->email( $this->customer( 'niepotwierdzone@example.org', array( 'cosmetics_email_verified' => '0' ) ) ) ) );
		wp_set_current_user( $this->createUser( 'shop_manager' ) );
		$_GET = array();
		ob_start();
		EnquiriesScreen::render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<th>Konto z tym adresem</th>', $html );
		$this->assertMatchesRegularExpression( '#brak\.konta@example\.org</td><td>brak</td>#', $html );
		$this->assertMatchesRegularExpression( '#potwierdzone@example\.org</td><td>zweryfikowane</td>#', $html );
		$this->assertMatchesRegularExpression( '#niepotwierdzone@example\.org</td><td>niezweryfikowane</td>#', $html );
	}
}
