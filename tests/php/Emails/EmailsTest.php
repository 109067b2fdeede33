<?php
/**
 * The plugin's mails as WooCommerce e-mails: each is registered (WooCommerce → Ustawienia → E-maile),
 * goes to its recipient with its subject and the code or link it carries, in the shop's WooCommerce
 * styling (header and footer), and is not sent when switched off, except the verification code,
 * which cannot be switched off (a save that tries is refused with an error).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Emails;

use CosmeticsStorefront\Platform\Emails;
use CosmeticsStorefront\Settings\StaffEmail;
use CosmeticsStorefront\Accounts\Emails\VerificationCodeEmail;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class EmailsTest extends WooCommerceTestCase {

	protected function setUp(): void {
		parent::setUp();
		// WooCommerce's mailer is a singleton whose header/footer hooks (added once, when it was made)
		// an earlier test's hook reset removed: hooked again, as every real request has them.
		$mailer = WC()->mailer();
		foreach ( array( 'woocommerce_email_header' => 'email_header', 'woocommerce_email_footer' => 'email_footer' ) as $hook => $method ) {
			if ( ! has_action( $hook, array( $mailer, $method ) ) ) {
				add_action( $hook, array( $mailer, $method ) );
			}
		}
		update_option( 'woocommerce_email_from_address', 'sklep@example.org' );
		update_option( 'woocommerce_email_from_name', 'Sklep testowy' );
		update_option( 'woocommerce_email_footer_text', 'Stopka sklepu {site_title}' );
		$GLOBALS['cosmetics_test_mails'] = array();
	}

	/** @return array<string,array{string,array<string,mixed>,string,string}> class, values, subject part, body part */
	public function mails(): array {
		return array(
			'verification code'     => array( 'VerificationCodeEmail', array( 'code' => '123456', 'link' => 'https://sklep.example/?cosmetics_verify=abc&u=7' ), 'Kod weryfikacyjny / Verification code: 123456', 'Twój kod weryfikacyjny: 123456' ),
			'password reset'        => array( 'PasswordResetEmail', array( 'link' => 'http://example.org/reset_hasla?key=K1&login=anna%40example.org' ), 'Resetowanie hasła', 'http://example.org/reset_hasla?key=K1&login=anna%40example.org' ),
			'set password'          => array( 'SetPasswordEmail', array( 'link' => 'http://example.org/reset_hasla?key=K2&login=salon%40example.org' ), 'Konto zatwierdzone – ustaw hasło', 'http://example.org/reset_hasla?key=K2&login=salon%40example.org' ),
			'professional approved' => array( 'ProfessionalApprovedEmail', array(), 'Konto klienta profesjonalnego zatwierdzone', 'Hasło pozostaje bez zmian.' ),
			'enquiry rejected'      => array( 'EnquiryRejectedEmail', array( 'company' => 'Salon „Róża” & Co', 'reason' => 'Brak wpisu w CEIDG' ), 'Odpowiedź na zapytanie o konto klienta profesjonalnego', "dla firmy „Salon „Róża” & Co”.\nNiestety nie możemy założyć konta klienta profesjonalnego.\n\nPowód: Brak wpisu w CEIDG" ),
			'new enquiry (staff)'   => array( 'NewEnquiryEmail', array( 'fields' => array( 'Nazwa firmy' => 'Salon Bella', 'NIP' => '7010345129' ), 'admin_url' => 'http://example.org/wp-admin/users.php?page=cosmetics-enquiries&enquiry=5' ), 'Nowe zapytanie firmowe', "Nazwa firmy: Salon Bella\nNIP: 7010345129" ),
			'withdrawal customer'   => array( 'WithdrawalCustomerEmail', array( 'when' => '22.11.2026 o godz. 10:15', 'order_number' => '77', 'order_date' => '20.11.2026', 'seller' => 'Sklep Sp. z o.o.', 'address' => 'ul. Długa 1, 00-001 Warszawa' ), 'Potwierdzenie odstąpienia od umowy – zamówienie nr 77', 'potwierdzamy, że 22.11.2026 o godz. 10:15 otrzymaliśmy Twoje oświadczenie' ),
			'withdrawal staff'      => array( 'WithdrawalStaffEmail', array( 'when' => '22.11.2026 o godz. 10:15', 'order_number' => '77', 'order_date' => '20.11.2026', 'customer' => 'Anna Kowalska', 'customer_email' => 'anna@example.com', 'edit_url' => 'http://example.org/wp-admin/post.php?post=77' ), 'Odstąpienie od umowy – zamówienie nr 77', 'Klient: Anna Kowalska <anna@example.com>' ),
		);
	}

	public function test_every_mail_is_listed_in_woocommerces_email_settings(): void {
		$emails = WC()->mailer()->get_emails();
		foreach ( Emails::classes() as $id => $class ) {
			$this->assertArrayHasKey( $id, $emails );
			$this->assertInstanceOf( $class, $emails[ $id ] );
			$this->assertSame( $id, $emails[ $id ]->id );
			$this->assertSame( $id, sanitize_title( strtolower( $id ) ), 'its settings section URL finds it' );
			$this->assertFileExists( $emails[ $id ]->template_base . $emails[ $id ]->template_html );
			$this->assertFileExists( $emails[ $id ]->template_base . $emails[ $id ]->template_plain );
		}
	}

	/**
	 * @dataProvider mails
	 * @param array<string,mixed> $values
	 */
	public function test_the_mail_goes_to_its_recipient_with_its_subject_text_and_the_shops_styling( string $short, array $values, string $subject, string $body ): void {
		// Each feature keeps its e-mails (Accounts\Emails, Legal\Emails, …): the one of that short name.
		$class = (string) current( array_filter( Emails::classes(), static fn( string $name ): bool => str_ends_with( $name, '\\' . $short ) ) );
		$staff = is_subclass_of( $class, StaffEmail::class );
		$this->assertTrue( Emails::send( $class, $staff ? '' : 'klient@example.org', $values ) );
		$this->assertCount( 1, $GLOBALS['cosmetics_test_mails'] );
		$mail = $GLOBALS['cosmetics_test_mails'][0];
		$this->assertSame( $staff ? 'sklep@example.org' : 'klient@example.org', $mail['to'], 'staff mails go to the shop\'s notification address' );
		$this->assertStringContainsString( $subject, $mail['subject'] );
		$this->assertStringContainsString( $body, $mail['message'] );
		// WooCommerce's header (the heading) and footer (the shop's footer text) around it, styles inlined.
		$this->assertStringContainsString( Emails::get( $class )->get_heading(), $mail['message'] );
		$this->assertStringContainsString( 'Stopka sklepu', $mail['message'] );
		$this->assertStringContainsString( 'id="template_header"', $mail['html'] );
		$this->assertMatchesRegularExpression( '/Content-Type: text\/html/i', implode( "\n", (array) $mail['headers'] ) );
		if ( isset( $values['link'] ) ) {
			$this->assertStringContainsString( 'href="' . str_replace( '&', '&amp;', $values['link'] ) . '"', $mail['html'], 'the link is a link' );
		}

		// Switched off in WooCommerce → Ustawienia → E-maile: not sent (the verification code always is).
		$email = Emails::get( $class );
		$email->update_option( 'enabled', 'no' );
		$GLOBALS['cosmetics_test_mails'] = array();
		$sent                            = Emails::send( $class, $staff ? '' : 'klient@example.org', $values );
		$this->assertSame( VerificationCodeEmail::class === $class, $sent );
		$this->assertCount( VerificationCodeEmail::class === $class ? 1 : 0, $GLOBALS['cosmetics_test_mails'] );
		$email->update_option( 'enabled', 'yes' );
	}

	public function test_plain_text_mails_carry_the_same_text(): void {
		$email = Emails::get( \CosmeticsStorefront\Accounts\Emails\PasswordResetEmail::class );
		$email->update_option( 'email_type', 'plain' );
		$email->init_settings();
		$email->email_type = 'plain';
		$this->assertTrue( Emails::send( \CosmeticsStorefront\Accounts\Emails\PasswordResetEmail::class, 'klient@example.org', array( 'link' => 'http://example.org/reset_hasla?key=K1&login=anna%40example.org' ) ) );
		$mail = $GLOBALS['cosmetics_test_mails'][0];
		$this->assertArrayNotHasKey( 'html', $mail );
		$this->assertStringContainsString( "otwórz link:\nhttp://example.org/reset_hasla?key=K1&login=anna%40example.org", $mail['message'] );
		$email->update_option( 'email_type', 'html' );
	}

	public function test_a_staff_mail_goes_to_the_recipients_staff_set(): void {
		$email = Emails::get( \CosmeticsStorefront\Accounts\Emails\NewEnquiryEmail::class );
		$email->update_option( 'recipient', 'biuro@example.org, szef@example.org' );
		$this->assertTrue( Emails::send( \CosmeticsStorefront\Accounts\Emails\NewEnquiryEmail::class, '', array( 'fields' => array(), 'admin_url' => 'x' ) ) );
		$this->assertSame( 'biuro@example.org, szef@example.org', $GLOBALS['cosmetics_test_mails'][0]['to'] );
		$email->update_option( 'recipient', '' );
	}

	public function test_with_the_reset_mail_off_the_shopper_is_told_to_contact_the_shop(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
		$email                  = Emails::get( \CosmeticsStorefront\Accounts\Emails\PasswordResetEmail::class );
		$email->update_option( 'enabled', 'no' );
		$response = $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => 'anna.kowalska@example.com' ) );
		$email->update_option( 'enabled', 'yes' );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( \CosmeticsStorefront\Accounts\Rest\SendResetPasswordRoute::DISABLED, $response->get_data()['message'] );
		$this->assertSame( array(), $GLOBALS['cosmetics_test_mails'] );
	}

	public function test_with_the_set_password_mail_off_staff_are_told_why_no_link_goes_out(): void {
		$enquiries = \CosmeticsStorefront\Accounts\Enquiries::class;
		$this->assertTrue( (bool) $enquiries::create(
			array(
				'nazwa_firmy'            => 'Salon Test',
				'nip'                    => '7010345129',
				'adres_firmy_'           => 'Długa 1, 00-001 Warszawa',
				'telefon'                => '600100200',
				'imię_reprezentanta'     => 'Ewa',
				'nazwisko_reprezentanta' => 'Test',
				'email'                  => 'salon.test' . wp_rand() . '@example.org',
			)
		) );
		$id = $enquiries::ids()[0];
		$this->assertIsInt( $enquiries::approve( $id ) );
		$email = Emails::get( \CosmeticsStorefront\Accounts\Emails\SetPasswordEmail::class );
		$email->update_option( 'enabled', 'no' );
		$GLOBALS['cosmetics_test_mails'] = array();
		$result                          = $enquiries::resend_link( $id );
		$email->update_option( 'enabled', 'yes' );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'mail_disabled', $result->get_error_code() );
		$this->assertSame( $enquiries::SET_PASSWORD_DISABLED, $result->get_error_message() );
		$this->assertSame( array(), $GLOBALS['cosmetics_test_mails'] );
	}

	public function test_switching_the_verification_code_off_is_refused_loudly(): void {
		$email = Emails::get( VerificationCodeEmail::class );
		// The checkbox unticked: not in the form's data.
		$_POST = array(
			$email->get_field_key( 'subject' )   => 'Twój kod: {code}',
			$email->get_field_key( 'heading' )   => 'Kod',
			$email->get_field_key( 'email_type' ) => 'html',
		);
		$email->process_admin_options();
		$_POST = array();
		$this->assertSame( 'yes', $email->get_option( 'enabled' ) );
		$this->assertSame( 'Twój kod: {code}', $email->get_option( 'subject' ), 'the other settings are saved' );
		$errors = new \ReflectionProperty( \WC_Admin_Settings::class, 'errors' );
		$errors->setAccessible( true );
		$this->assertContains( VerificationCodeEmail::CANNOT_DISABLE, $errors->getValue() );
		$this->assertStringContainsString( 'Nie można go wyłączyć', $email->get_description() );
	}
}
