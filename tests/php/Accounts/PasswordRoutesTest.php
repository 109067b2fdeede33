<?php
/**
 * custom/v1/send-reset-password, custom/v1/reset-password, custom/v1/change-password: rules, messages,
 * limits, and that each revokes every earlier token.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Accounts;

require_once __DIR__ . '/AccountsTestCase.php';

final class PasswordRoutesTest extends AccountsTestCase {

	/** @return array{key:string,login:string} from the mailed link */
	private function resetLink( string $email ): array {
		$message = $this->lastMail( $email )['message'];
		$this->assertMatchesRegularExpression( '#/reset_hasla\?key=[^&\s]+&login=\S+#', $message );
		preg_match( '#/reset_hasla\?key=([^&\s]+)&login=(\S+)#', $message, $m );
		return array( 'key' => rawurldecode( $m[1] ), 'login' => rawurldecode( $m[2] ) );
	}

	public function test_reset_request_mails_a_link_and_has_a_cooldown(): void {
		$id    = $this->customer();
		$email = $this->email( $id );
		$ok    = $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => $email ) );
		$this->assertSame( 'Link do resetowania hasła został wysłany na Twój adres email. Sprawdź skrzynkę odbiorczą.', $this->responseData( $ok )['message'] );
		$this->resetLink( $email );
		$this->assertError( 429, 'Poczekaj 60 sekund przed ponownym wysłaniem.', $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => strtoupper( $email ) ) ) );
		// Unknown addresses get the same answer and no mail.
		$before = count( $GLOBALS['cosmetics_test_mails'] );
		$this->assertSame( 200, $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => 'nikt@example.org' ) )->get_status() );
		$this->assertCount( $before, $GLOBALS['cosmetics_test_mails'] );
		$this->assertSame( 400, $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => str_repeat( 'a', 10000 ) ) )->get_status() );
		$this->assertSame( 400, $this->dispatch( 'POST', '/custom/v1/send-reset-password', array() )->get_status() );
		$this->assertError( 400, 'Adres email jest wymagany', $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => '  ' ) ) );
	}

	public function test_reset_requests_are_limited_per_ip(): void {
		$_SERVER['REMOTE_ADDR'] = '192.0.2.44';
		for ( $i = 0; $i < 10; $i++ ) {
			$this->assertSame( 200, $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => "x$i@example.org" ) )->get_status() );
		}
		$this->assertError( 429, 'Zbyt wiele żądań. Spróbuj ponownie później.', $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => 'y@example.org' ) ) );
	}

	/** Any spelling WordPress resolves to the account waits for the account's cooldown: no mail flood. */
	public function test_the_reset_cooldown_holds_however_the_login_is_written(): void {
		$email = $this->email( $this->customer( 'ofiara.reset@example.org' ) );
		$this->assertSame( 200, $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => $email ) )->get_status() );
		foreach ( array( "<b>$email", "<i>$email</i>", strtoupper( $email ), "%41$email" ) as $spelling ) {
			$this->assertError( 429, 'Poczekaj 60 sekund przed ponownym wysłaniem.', $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => $spelling ) ) );
		}
		$this->assertSame( 1, $this->mailsTo( $email ) );
		// An unknown address answers the same way in every spelling (no enumeration).
		$this->assertSame( 200, $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => 'nikt.reset@example.org' ) )->get_status() );
		$this->assertError( 429, 'Poczekaj 60 sekund przed ponownym wysłaniem.', $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => '<b>nikt.reset@example.org' ) ) );
	}

	public function test_a_parallel_burst_of_reset_requests_sends_one_mail_and_keeps_the_ip_limit(): void {
		$email   = $this->email( $this->customer() );
		$attempt = fn() => $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => $email ) )->get_status();
		$this->assertSame( array( 200 => 1, 429 => 14 ), $this->burstWhileDeciding( 'reset_account', $attempt, 15 ) );
		$this->assertSame( 1, $this->mailsTo( $email ) );

		$_SERVER['REMOTE_ADDR'] = '192.0.2.45';
		$n       = 0;
		$attempt = function () use ( &$n ) {
			++$n;
			return $this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => "burst$n@example.org" ) )->get_status();
		};
		$this->assertSame( array( 200 => 10, 429 => 5 ), $this->burstWhileDeciding( 'reset_ip', $attempt, 15 ) );
	}

	public function test_reset_sets_the_password_once_and_revokes_tokens(): void {
		$id    = $this->customer();
		$token = $this->tokenFor( $id, true );
		$this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => $this->email( $id ) ) );
		$link = $this->resetLink( $this->email( $id ) );

		$this->assertError( 400, 'Hasło musi zawierać co najmniej jedną dużą literę', $this->dispatch( 'POST', '/custom/v1/reset-password', $link + array( 'new_password' => 'nowe!haslo1' ) ) );
		$this->assertError( 400, 'Nieprawidłowy klucz resetowania lub dane', $this->dispatch( 'POST', '/custom/v1/reset-password', array( 'key' => 'zly', 'login' => $link['login'], 'new_password' => 'Nowe!Haslo1' ) ) );
		$this->assertSame( 400, $this->dispatch( 'POST', '/custom/v1/reset-password', array( 'key' => $link['key'], 'login' => $link['login'] ) )->get_status() );

		$this->assertSame( 200, $this->dispatch( 'POST', '/custom/v1/reset-password', $link + array( 'new_password' => 'Nowe!Haslo1' ) )->get_status() );
		$this->assertSame( 401, $this->login( $this->email( $id ) )->get_status() );
		$this->assertSame( 200, $this->login( $this->email( $id ), 'Nowe!Haslo1' )->get_status() );
		$this->assertNotNull( $this->bearer( $token ), 'the old token is revoked' );
		$this->assertSame( 400, $this->dispatch( 'POST', '/custom/v1/reset-password', $link + array( 'new_password' => 'Inne!Haslo2' ) )->get_status(), 'single use' );
	}

	public function test_an_expired_reset_key_answers_404(): void {
		$id = $this->customer();
		$this->dispatch( 'POST', '/custom/v1/send-reset-password', array( 'login' => $this->email( $id ) ) );
		$link = $this->resetLink( $this->email( $id ) );
		add_filter( 'password_reset_expiration', static fn() => -10 );
		$this->assertError( 404, 'Użytkownik nie istnieje lub klucz resetowania wygasł', $this->dispatch( 'POST', '/custom/v1/reset-password', $link + array( 'new_password' => 'Nowe!Haslo1' ) ) );
	}

	public function test_change_password_checks_the_current_one_and_revokes_old_tokens(): void {
		$id  = $this->customer();
		$old = $this->tokenFor( $id );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->dispatch( 'POST', '/custom/v1/change-password', array( 'current_password' => self::PASSWORD, 'new_password' => 'Nowe!Haslo1' ) )->get_status() );

		$this->assertNull( $this->bearer( $old, '/custom/v1/change-password' ) );
		$this->assertError( 400, 'Nieprawidłowe obecne hasło', $this->dispatch( 'POST', '/custom/v1/change-password', array( 'current_password' => 'Zle!haslo9', 'new_password' => 'Nowe!Haslo1' ) ) );
		$this->assertError( 400, 'Hasło musi mieć co najmniej 8 znaków, Hasło musi zawierać co najmniej jeden znak specjalny', $this->dispatch( 'POST', '/custom/v1/change-password', array( 'current_password' => self::PASSWORD, 'new_password' => 'Ab1' ) ) );
		$this->assertSame( 400, $this->dispatch( 'POST', '/custom/v1/change-password', array( 'current_password' => self::PASSWORD, 'new_password' => str_repeat( 'A!', 5000 ) ) )->get_status() );

		$changed = $this->dispatch( 'POST', '/custom/v1/change-password', array( 'current_password' => self::PASSWORD, 'new_password' => 'Nowe!Haslo1' ) );
		$this->assertSame( 'Hasło zostało pomyślnie zmienione', $this->responseData( $changed )['message'] );
		$new = $this->responseData( $changed )['token'];
		$this->assertNotNull( $this->bearer( $old ), 'old token rejected' );
		$this->assertSame( 401, $this->bearer( $old )->get_error_data()['status'] );
		$this->assertNull( $this->bearer( $new ), 'the answer\'s token works' );
	}
}
