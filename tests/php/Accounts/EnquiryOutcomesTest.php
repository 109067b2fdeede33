<?php
/**
 * How an enquiry ends: rejecting with a confirmation step and an optional reason
 * e-mailed to the applicant; the same NIP on two companies flagged; a new set-password link for an
 * approved account whose link expired; the professional status taken back on the user's profile
 * (individual prices, every session ended); the plugin's e-mails sent from WooCommerce's sender.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Accounts;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\Enquiries;
use CosmeticsStorefront\Accounts\Mailer;
use CosmeticsStorefront\Accounts\Admin\EnquiriesScreen;
use CosmeticsStorefront\Accounts\Admin\UserColumns;
use CosmeticsStorefront\Pricing\CustomerTier;
use CosmeticsStorefront\Tests\RedirectIntercepted;
use CosmeticsStorefront\Tests\WpDieException;

require_once __DIR__ . '/AccountsTestCase.php';

final class EnquiryOutcomesTest extends AccountsTestCase {

	/** @var array<int,array{from:string,name:string,to:string}> the sender wp_mail() would use, per mail. */
	private array $senders = array();

	protected function setUp(): void {
		parent::setUp();
		update_option( 'woocommerce_email_from_name', 'Sklep Różany & Co' );
		update_option( 'woocommerce_email_from_address', 'sklep@example.org' );
		$this->senders = array();
		// Before the mail sink: what wp_mail() would put in From while the mail is being sent.
		add_filter(
			'pre_wp_mail',
			function ( $short_circuit, array $atts ) {
				$this->senders[] = array(
					'from' => (string) apply_filters( 'wp_mail_from', 'wordpress@example.org' ),
					'name' => (string) apply_filters( 'wp_mail_from_name', 'WordPress' ),
					'to'   => is_array( $atts['to'] ) ? implode( ',', $atts['to'] ) : (string) $atts['to'],
				);
				return $short_circuit;
			},
			1,
			2
		);
	}

	private function enquiry( array $overrides = array() ): int {
		$response = $this->dispatch(
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
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return Enquiries::ids()[0];
	}

	/** Runs EnquiriesScreen::act() with $post as a shop manager would; returns the notice it redirects with. */
	private function act( array $post ): string {
		wp_set_current_user( $this->createUser( 'shop_manager' ) );
		$_POST     = array_merge( $post, array( '_wpnonce' => wp_create_nonce( 'cosmetics_enquiry_' . $post['enquiry'] ) ) );
		$_REQUEST  = $_POST;
		$intercept = static function ( $location, $status ) {
			throw new RedirectIntercepted( (string) $location, (int) $status );
		};
		add_filter( 'wp_redirect', $intercept, PHP_INT_MAX, 2 );
		try {
			EnquiriesScreen::act();
			$this->fail( 'act() redirects' );
		} catch ( RedirectIntercepted $redirect ) {
			parse_str( (string) wp_parse_url( $redirect->location, PHP_URL_QUERY ), $query );
			$notice = rawurldecode( (string) $query['notice'] );
			// An error's text waits on the server for the screen, not in the address.
			return 'error' === $notice ? 'error:' . get_transient( 'cosmetics_enquiry_error_' . get_current_user_id() ) : $notice;
		} finally {
			remove_filter( 'wp_redirect', $intercept, PHP_INT_MAX );
			$_POST    = array();
			$_REQUEST = array();
		}
	}

	private function screen( array $get ): string {
		wp_set_current_user( $this->createUser( 'shop_manager' ) );
		$_GET = $get;
		ob_start();
		EnquiriesScreen::render();
		$_GET = array();
		return (string) ob_get_clean();
	}

	public function test_a_link_cannot_put_words_into_the_notice(): void {
		$html = $this->screen( array( 'notice' => 'error:Twoja sesja wygasła, zaloguj się na http://evil.example' ) );
		$this->assertStringNotContainsString( 'evil.example', $html );
		$html = $this->screen( array( 'notice' => 'error' ) );
		$this->assertStringNotContainsString( 'notice-error', $html, 'no error waiting on the server: nothing shown' );
	}

	public function test_rejecting_asks_for_confirmation_and_an_optional_reason(): void {
		$id   = $this->enquiry();
		$html = $this->screen( array( 'enquiry' => $id ) );
		$this->assertStringNotContainsString( 'value="reject"', $html, 'no one-click rejection' );
		$this->assertStringContainsString( 'confirm=reject', $html );

		$html = $this->screen( array( 'enquiry' => $id, 'confirm' => 'reject' ) );
		$this->assertStringContainsString( 'Odrzucić zapytanie firmy „Studio Urody Lilia”?', $html );
		$this->assertStringContainsString( 'Wnioskodawca (lilia@example.org) dostanie e-mail', $html );
		$this->assertStringContainsString( '<label for="cosmetics-reject-reason"><strong>Powód odrzucenia (opcjonalnie)</strong></label>', $html );
		$this->assertStringContainsString( 'name="reason"', $html );
		$this->assertStringContainsString( 'value="reject"', $html );
		$this->assertStringContainsString( 'Odrzuć zapytanie i wyślij e-mail', $html );
		$this->assertSame( 'new', Enquiries::get( $id )['status'], 'showing the confirmation changes nothing' );
	}

	public function test_a_rejection_with_a_reason_is_mailed_to_the_applicant_from_the_shop(): void {
		$id     = $this->enquiry();
		$notice = $this->act( array( 'enquiry' => $id, 'do' => 'reject', 'reason' => "Brak działalności kosmetycznej w CEIDG.\n<b>Zapraszamy</b> ponownie – żółć" ) );
		$this->assertSame( 'rejected', $notice );
		$e = Enquiries::get( $id );
		$this->assertSame( 'rejected', $e['status'] );
		$this->assertSame( "Brak działalności kosmetycznej w CEIDG.\nZapraszamy ponownie – żółć", $e['reason'] );
		$mail = $this->lastMail( 'lilia@example.org' );
		$this->assertStringContainsString( 'Odpowiedź na zapytanie o konto klienta profesjonalnego', $mail['subject'] );
		$this->assertStringContainsString( 'dziękujemy za zapytanie o współpracę dla firmy „Studio Urody Lilia”.', $mail['message'] );
		$this->assertStringContainsString( "Powód: Brak działalności kosmetycznej w CEIDG.\nZapraszamy ponownie – żółć", $mail['message'] );
		$sender = end( $this->senders );
		$this->assertSame( array( 'from' => 'sklep@example.org', 'name' => 'Sklep Różany & Co', 'to' => 'lilia@example.org' ), $sender );

		$html = $this->screen( array( 'enquiry' => $id ) );
		$this->assertStringContainsString( 'Brak działalności kosmetycznej w CEIDG.<br />', $html );
		$this->assertStringNotContainsString( 'confirm=reject', $html );

		// A second press (another tab) mails nothing more.
		$mails = $this->mailsTo( 'lilia@example.org' );
		$this->assertSame( 'error:Zapytanie jest już odrzucone.', $this->act( array( 'enquiry' => $id, 'do' => 'reject', 'reason' => '' ) ) );
		$this->assertSame( $mails, $this->mailsTo( 'lilia@example.org' ) );
	}

	public function test_a_rejection_without_a_reason_and_the_limits_of_one(): void {
		$id = $this->enquiry();
		$this->assertTrue( Enquiries::reject( $id ) );
		$message = $this->lastMail( 'lilia@example.org' )['message'];
		$this->assertStringNotContainsString( 'Powód', $message );
		$this->assertStringContainsString( 'Nadal możesz robić zakupy jako klient indywidualny', $message );

		$long = $this->enquiry( array( 'email' => 'dluga@example.org' ) );
		$this->assertTrue( Enquiries::reject( $long, str_repeat( 'ż', 1500 ) ) );
		$this->assertSame( Mailer::REASON_MAX, mb_strlen( Enquiries::get( $long )['reason'] ) );

		$approved = $this->enquiry( array( 'email' => 'zatwierdzona@example.org' ) );
		$this->assertIsInt( Enquiries::approve( $approved ) );
		$mails  = $this->mailsTo( 'zatwierdzona@example.org' );
		$result = Enquiries::reject( $approved, 'pomyłka' );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'approved', Enquiries::get( $approved )['status'] );
		$this->assertSame( $mails, $this->mailsTo( 'zatwierdzona@example.org' ) );

		// Approved once: a second approval (a double click) mails no second set-password link.
		$again = Enquiries::approve( $approved );
		$this->assertInstanceOf( \WP_Error::class, $again );
		$this->assertSame( 'Zapytanie jest już zatwierdzone.', $again->get_error_message() );
		$this->assertSame( $mails, $this->mailsTo( 'zatwierdzona@example.org' ) );
	}

	public function test_a_rejection_needs_the_capability_and_the_nonce(): void {
		$id = $this->enquiry();
		wp_set_current_user( $this->customer() );
		$_POST = array( 'enquiry' => $id, 'do' => 'reject', '_wpnonce' => wp_create_nonce( 'cosmetics_enquiry_' . $id ) );
		try {
			EnquiriesScreen::act();
			$this->fail( 'a customer may not reject' );
		} catch ( WpDieException $e ) {
			$this->assertSame( 'new', Enquiries::get( $id )['status'] );
		} finally {
			$_POST = array();
		}
	}

	public function test_the_same_nip_on_two_companies_is_flagged(): void {
		$first  = $this->enquiry();
		$other  = $this->enquiry( array( 'nazwa_firmy' => 'Salon Bez Nazwy', 'email' => 'inna@example.org', 'nip' => '701-034-51-29' ) );
		$single = $this->enquiry( array( 'nazwa_firmy' => 'Jedyna Firma', 'email' => 'jedyna@example.org', 'nip' => '5260250995' ) );
		$this->assertSame( array( 'enquiries' => array( $other ), 'accounts' => array() ), Enquiries::same_nip( $first ) );
		$this->assertSame( array( 'enquiries' => array( $first ), 'accounts' => array() ), Enquiries::same_nip( $other ) );
		$this->assertSame( array( 'enquiries' => array(), 'accounts' => array() ), Enquiries::same_nip( $single ) );

		// A customer account that carries the NIP in another form is found too.
		$account = $this->professional( 'Salon Stary' );
		update_user_meta( $account, '_company_nip', '701 034 51 29' );
		Enquiries::reset();
		$this->assertSame( array( $account ), Enquiries::same_nip( $first )['accounts'] );

		$list = $this->screen( array() );
		$this->assertMatchesRegularExpression( '#701-034-51-29<br><strong class="cosmetics-nip-duplicate">⚠ Ten sam NIP: 1 inne zapytanie, 1 konto klienta</strong>#', $list );
		$this->assertMatchesRegularExpression( '#526-025-09-95</td>#', $list, 'a NIP of its own is not flagged' );

		$details = $this->screen( array( 'enquiry' => $first ) );
		$this->assertStringContainsString( 'Ten sam NIP (701-034-51-29) ma też:', $details );
		$this->assertStringContainsString( '>Salon Bez Nazwy</a> (inna@example.org', $details );
		$this->assertStringContainsString( '>Salon Stary</a> (' . $this->email( $account ) . ')', $details );
		$this->assertStringNotContainsString( 'cosmetics-nip-duplicate', $this->screen( array( 'enquiry' => $single ) ) );

		// The account an approval created is the enquiry's own, not a second company.
		$user_id = Enquiries::approve( $single );
		$this->assertSame( '5260250995', get_user_meta( $user_id, '_company_nip', true ) );
		$this->assertSame( array( 'enquiries' => array(), 'accounts' => array() ), Enquiries::same_nip( $single ) );
	}

	public function test_an_expired_set_password_link_can_be_sent_again(): void {
		$id      = $this->enquiry();
		$user_id = Enquiries::approve( $id );
		$first   = $this->lastMail( 'lilia@example.org' )['message'];
		$this->assertStringContainsString( 'wysłany ', $this->screen( array( 'enquiry' => $id ) ) );

		// Two days later the link has expired.
		global $wpdb;
		$key = (string) get_userdata( $user_id )->user_activation_key;
		$wpdb->update( $wpdb->users, array( 'user_activation_key' => preg_replace( '/^\d+:/', ( time() - 2 * DAY_IN_SECONDS ) . ':', $key ) ), array( 'ID' => $user_id ) );
		clean_user_cache( $user_id );
		$html = $this->screen( array( 'enquiry' => $id ) );
		$this->assertMatchesRegularExpression( '#<td class="cosmetics-link-state">wygasł: wysłany [\d-]+ [\d:]+, ważny był do [\d-]+ [\d:]+; klient nie ustawił hasła</td>#', $html );
		$this->assertStringContainsString( 'Wyślij nowy link do ustawienia hasła', $html );
		preg_match( '#/reset_hasla\?key=([^&\s]+)&login=(\S+)#', $first, $old );
		$this->assertError( 404, 'Użytkownik nie istnieje lub klucz resetowania wygasł', $this->dispatch( 'POST', '/custom/v1/reset-password', array( 'key' => rawurldecode( $old[1] ), 'login' => rawurldecode( $old[2] ), 'new_password' => 'Salon!Haslo1' ) ) );

		$this->assertSame( 'link_sent', $this->act( array( 'enquiry' => $id, 'do' => 'resend_link' ) ) );
		$mail = $this->lastMail( 'lilia@example.org' );
		$this->assertStringContainsString( 'Konto zatwierdzone – ustaw hasło', $mail['subject'] );
		$this->assertSame( 'sklep@example.org', end( $this->senders )['from'] );
		preg_match( '#/reset_hasla\?key=([^&\s]+)&login=(\S+)#', $mail['message'], $new );
		$this->assertNotSame( $old[1], $new[1] );
		$response = $this->dispatch( 'POST', '/custom/v1/reset-password', array( 'key' => rawurldecode( $new[1] ), 'login' => rawurldecode( $new[2] ), 'new_password' => 'Salon!Haslo1' ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertTrue( Customer::is_verified( $user_id ) );

		// Once the password is set, no link is offered or sent.
		$this->assertStringNotContainsString( 'Wyślij nowy link do ustawienia hasła', $this->screen( array( 'enquiry' => $id ) ) );
		$mails = $this->mailsTo( 'lilia@example.org' );
		$this->assertStringStartsWith( 'error:Klient ma już hasło', $this->act( array( 'enquiry' => $id, 'do' => 'resend_link' ) ) );
		$this->assertSame( $mails, $this->mailsTo( 'lilia@example.org' ) );
		$this->assertInstanceOf( \WP_Error::class, Enquiries::resend_link( $this->enquiry( array( 'email' => 'nowa@example.org' ) ) ), 'not for an enquiry not approved' );
	}

	/** Submits the user's profile with the revoke box ticked, as $staff. */
	private function revokeOnProfile( int $user_id, int $staff, bool $nonce = true ): void {
		wp_set_current_user( $staff );
		$_POST = array( UserColumns::REVOKE_FIELD => '1' );
		if ( $nonce ) {
			$_POST['cosmetics_revoke_professional_nonce'] = wp_create_nonce( 'cosmetics_revoke_professional_' . $user_id );
		}
		$_REQUEST = $_POST;
		try {
			UserColumns::save( $user_id ); // Hooked on edit_user_profile_update in wp-admin.
		} finally {
			$_POST    = array();
			$_REQUEST = array();
		}
	}

	public function test_staff_take_the_professional_status_back_on_the_profile(): void {
		$pro     = $this->professional( 'Salon Bella' );
		$token   = $this->tokenFor( $pro, true );
		$manager = $this->createUser( 'shop_manager' );
		\WP_Session_Tokens::get_instance( $pro )->create( time() + HOUR_IN_SECONDS );
		$this->assertNull( $this->bearer( $token ) );

		wp_set_current_user( $manager );
		ob_start();
		UserColumns::profile( get_userdata( $pro ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Odbierz status klienta profesjonalnego', $html );
		$this->assertStringContainsString( 'name="cosmetics_revoke_professional_nonce"', $html );

		// A customer cannot, and a form without our nonce changes nothing.
		$this->revokeOnProfile( $pro, $this->customer() );
		$this->assertSame( 'professional', CustomerTier::for_user( $pro ) );
		try {
			$this->revokeOnProfile( $pro, $manager, false );
			$this->fail( 'the nonce is checked' );
		} catch ( WpDieException $e ) {
			$this->assertSame( 'professional', CustomerTier::for_user( $pro ) );
		}

		$this->revokeOnProfile( $pro, $manager );
		$this->assertSame( 'individual', CustomerTier::for_user( $pro ), 'professional prices stop' );
		$this->assertNotNull( $this->bearer( $token ), 'every storefront token is revoked' );
		$this->assertSame( array(), \WP_Session_Tokens::get_instance( $pro )->get_all(), 'every WordPress session ended' );
		$this->assertError( 403, 'Twoje konto nie jest zatwierdzone do logowania jako klient profesjonalny. Brak danych firmy.', $this->login( $this->email( $pro ), self::PASSWORD, array( 'client_type' => 'professional' ) ) );
		$login = $this->login( $this->email( $pro ) );
		$this->assertSame( 200, $login->get_status() );
		$this->assertSame( 'individual', $this->responseData( $login )['clientType'] );
		$this->assertSame( 'Salon Bella', get_user_meta( $pro, 'billing_company', true ), 'the company data stay' );

		wp_set_current_user( $manager );
		ob_start();
		UserColumns::profile( get_userdata( $pro ) );
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '#Nie — status klienta profesjonalnego odebrany [\d-]+ [\d:]+#', $html );
		$this->assertStringNotContainsString( 'Odbierz status klienta profesjonalnego', $html );

		// A new enquiry approved gives it back.
		$id = $this->enquiry( array( 'email' => $this->email( $pro ) ) );
		$this->assertSame( $pro, Enquiries::approve( $id ) );
		$this->assertSame( 'professional', CustomerTier::for_user( $pro ) );
		$this->assertNull( Customer::professional_revoked_at( $pro ) );
	}

	public function test_professional_prices_stop_with_the_status(): void {
		$pro     = $this->professional();
		$product = new \WC_Product_Simple();
		$product->set_regular_price( '100' );
		$product->update_meta_data( '_professional_price', '70' );
		$product->save();
		wp_set_current_user( $pro );
		$this->assertSame( '70', wc_get_product( $product->get_id() )->get_price() );
		$this->assertTrue( Customer::revoke_professional( $pro ) );
		$this->assertSame( '100', wc_get_product( $product->get_id() )->get_price() );
		$this->assertFalse( Customer::revoke_professional( $pro ), 'nothing to take back twice' );
	}

	public function test_staff_alerts_go_to_the_shop_from_woocommerces_sender(): void {
		$this->enquiry();
		$alert = end( $this->senders );
		$this->assertSame( 'sklep@example.org', $alert['to'], 'the shop\'s e-mail (none set: WooCommerce\'s sender address, ShopInfo::notification_email())' );
		$this->assertSame( 'sklep@example.org', $alert['from'] );
		$this->assertSame( 'Sklep Różany & Co', $alert['name'] );
		$this->assertSame( 'wordpress@example.org', apply_filters( 'wp_mail_from', 'wordpress@example.org' ), 'the sender is set only while the plugin sends' );

		\CosmeticsStorefront\Settings\ShopInfo::update( array( 'email' => 'biuro@example.org' ) );
		$this->enquiry( array( 'email' => 'druga@example.org' ) );
		$this->assertSame( 'biuro@example.org', end( $this->senders )['to'] );

		// No WooCommerce sender set: WordPress's own default stays.
		update_option( 'woocommerce_email_from_address', '' );
		update_option( 'woocommerce_email_from_name', '' );
		$this->enquiry( array( 'email' => 'trzecia@example.org' ) );
		$this->assertSame( 'wordpress@example.org', end( $this->senders )['from'] );
		$this->assertSame( 'WordPress', end( $this->senders )['name'] );
	}
}
