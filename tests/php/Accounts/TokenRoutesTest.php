<?php
/**
 * jwt-auth/v1/token, /token/validate, /token/refresh, cosmetics/v1/logout and the bearer
 * authentication of REST requests (the plugin's routes and the Store API).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Accounts;

use CosmeticsStorefront\Accounts\Auth\Jwt;
use CosmeticsStorefront\Platform\Limits;

require_once __DIR__ . '/AccountsTestCase.php';

final class TokenRoutesTest extends AccountsTestCase {

	public function test_login_answers_the_auth_data_and_a_hs256_token_with_short_or_long_expiry(): void {
		$id   = $this->customer( 'Anna.Test@example.org' );
		$data = $this->responseData( $this->login( 'anna.test@example.org' ) );
		foreach ( array( 'token', 'user_email', 'user_display_name', 'user_nicename', 'user_id' ) as $key ) {
			$this->assertArrayHasKey( $key, $data );
		}
		$this->assertSame( $id, $data['user_id'] );
		$this->assertSame( 'individual', $data['clientType'] );
		$this->assertTrue( $data['emailVerified'] );
		[ $header, $body ] = explode( '.', $data['token'] );
		$this->assertSame( array( 'typ' => 'JWT', 'alg' => 'HS256' ), json_decode( base64_decode( strtr( $header, '-_', '+/' ) ), true ) );
		$claims = json_decode( base64_decode( strtr( $body, '-_', '+/' ) . '==' ), true );
		$this->assertSame( Jwt::SESSION_TTL, $claims['exp'] - $claims['iat'] );
		$this->assertStringNotContainsString( 'pass', $body );

		$remember = Jwt::decode( $this->tokenFor( $id, true ) );
		$this->assertSame( Jwt::REMEMBER_TTL, $remember['exp'] - $remember['iat'] );
		$this->assertTrue( $remember['rem'] );
	}

	public function test_the_secret_comes_from_wp_config_here_and_signs_with_hmac_sha256(): void {
		// The test site defines COSMETICS_JWT_SECRET (as the local shop does); without it, a random secret
		// is generated at activation into a non-autoloaded option.
		$this->assertTrue( defined( 'COSMETICS_JWT_SECRET' ) );
		$token               = $this->tokenFor( $this->customer() );
		[ $head, $body, $sig ] = explode( '.', $token );
		$expected            = rtrim( strtr( base64_encode( hash_hmac( 'sha256', "$head.$body", COSMETICS_JWT_SECRET, true ) ), '+/', '-_' ), '=' );
		$this->assertSame( $expected, $sig );
		$this->assertFalse( get_option( Jwt::SECRET_OPTION ) );
	}

	public function test_wrong_password_unknown_user_and_bad_input(): void {
		$id = $this->customer();
		$this->assertError( 401, 'Nieprawidłowy email lub hasło', $this->login( $this->email( $id ), 'Zle!haslo1' ) );
		$this->assertError( 401, 'Nieprawidłowy email lub hasło', $this->login( 'nikt@example.org' ) );
		$this->assertSame( 400, $this->dispatch( 'POST', '/jwt-auth/v1/token', array( 'username' => array( 'x' ), 'password' => 'a' ) )->get_status() );
		$this->assertSame( 400, $this->dispatch( 'POST', '/jwt-auth/v1/token', array( 'username' => str_repeat( 'a', 10000 ), 'password' => 'a' ) )->get_status() );
		$this->assertSame( 400, $this->dispatch( 'POST', '/jwt-auth/v1/token', array( 'username' => 'a@b.pl' ) )->get_status() );
		$this->assertSame( 400, $this->raw( 'POST', '/jwt-auth/v1/token', '{"username": "a@b.pl", "password": ' )->get_status() );
		$this->assertError( 401, 'Nieprawidłowy email lub hasło', $this->login( "' OR 1=1 -- <script>", "' OR '1'='1" ) );
	}

	public function test_unverified_users_get_no_token(): void {
		$id       = $this->customer( '', array( 'cosmetics_email_verified' => '0' ) );
		$response = $this->login( $this->email( $id ) );
		$this->assertError( 403, 'Email address must be verified before login', $response );
		$this->assertSame( 'cosmetics_email_not_verified', $this->responseData( $response )['code'] );
		$this->assertArrayNotHasKey( 'token', $this->responseData( $response ) );
	}

	public function test_professional_login_needs_an_approved_account_with_a_company(): void {
		$message = 'Twoje konto nie jest zatwierdzone do logowania jako klient profesjonalny. Brak danych firmy.';
		$pro     = array( 'client_type' => 'professional' );
		$this->assertError( 403, $message, $this->login( $this->email( $this->customer() ), self::PASSWORD, $pro ) );
		$this->assertError( 403, $message, $this->login( $this->email( $this->professional( '' ) ), self::PASSWORD, $pro ) );
		$this->assertError( 403, $message, $this->login( $this->email( $this->professional( 'NIE' ) ), self::PASSWORD, $pro ) );
		$this->assertError( 403, $message, $this->login( $this->email( $this->professional( 'Firma', '0' ) ), self::PASSWORD, $pro ) );
		$ok = $this->login( $this->email( $this->professional() ), self::PASSWORD, $pro );
		$this->assertSame( 200, $ok->get_status() );
		$this->assertSame( 'professional', $this->responseData( $ok )['clientType'] );
		$this->assertSame( 400, $this->login( 'a@b.pl', 'x', array( 'client_type' => 'admin' ) )->get_status() );
	}

	public function test_failed_logins_are_limited_per_account_and_per_ip(): void {
		$id = $this->customer();
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_ACCOUNT; $i++ ) {
			$this->assertSame( 401, $this->login( $this->email( $id ), 'Zle!haslo1' )->get_status() );
		}
		$limited = $this->login( $this->email( $id ) ); // Even the right password now.
		$this->assertError( 429, 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut.', $limited );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_IP; $i++ ) {
			$this->login( "nikt$i@example.org", 'x' );
		}
		$this->assertSame( 429, $this->login( $this->email( $this->customer() ) )->get_status() );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.8';
		$this->assertSame( 200, $this->login( $this->email( $this->customer() ) )->get_status() );
	}

	public function test_a_successful_login_gives_the_account_its_budget_back(): void {
		$email = $this->email( $this->customer() );
		for ( $i = 1; $i < Limits::LOGIN_FAILURES_PER_ACCOUNT; $i++ ) {
			$this->assertSame( 401, $this->login( $email, 'Zle!haslo1' )->get_status() );
		}
		$this->assertSame( 200, $this->login( $email )->get_status() );
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_ACCOUNT; $i++ ) {
			$this->assertSame( 401, $this->login( $email, 'Zle!haslo1' )->get_status(), "failure $i after the success" );
		}
		$this->assertSame( 429, $this->login( $email, 'Zle!haslo1' )->get_status() );
	}

	/**
	 * WordPress finds the account behind many spellings of its login (tags stripped, percent-encoded
	 * octets dropped, case ignored): each spelling must spend the one budget of the account, or a
	 * locked account gets 5 more tries per spelling and logs in with the right one.
	 */
	public function test_the_account_limit_holds_however_the_login_is_written(): void {
		$email = $this->email( $this->customer( 'anna.limit@example.org' ) );
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_ACCOUNT; $i++ ) {
			$this->assertSame( 401, $this->login( $email, 'Zle!haslo1' )->get_status() );
		}
		foreach ( array( "<b>$email", "<i>$email</i>", strtoupper( $email ), "%41$email", "  $email  " ) as $spelling ) {
			$this->assertSame( 429, $this->login( $spelling, 'Zle!haslo1' )->get_status(), "wrong password as '$spelling'" );
		}
		$this->assertError( 429, Limits::MSG_LOGIN, $this->login( "<q>$email" ) );
		$this->assertArrayNotHasKey( 'token', $this->responseData( $this->login( "<q>$email" ) ) );
	}

	/** An unknown login counts the same in every spelling WordPress would read the same way. */
	public function test_unknown_logins_count_the_same_however_written(): void {
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_ACCOUNT; $i++ ) {
			$this->assertSame( 401, $this->login( 'nikt.limit@example.org', 'Zle!haslo1' )->get_status() );
		}
		foreach ( array( '<b>nikt.limit@example.org', 'NIKT.Limit@example.org', '%41nikt.limit@example.org' ) as $spelling ) {
			$this->assertSame( 429, $this->login( $spelling, 'Zle!haslo1' )->get_status(), $spelling );
		}
	}

	public function test_current_password_checks_and_logins_share_one_budget_in_any_spelling(): void {
		$id    = $this->customer( 'ola.limit@example.org' );
		$email = $this->email( $id );
		wp_set_current_user( $id );
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_ACCOUNT; $i++ ) {
			$this->assertSame( 400, $this->dispatch( 'POST', '/custom/v1/change-password', array( 'current_password' => 'Zle!haslo9', 'new_password' => 'Nowe!Haslo1' ) )->get_status() );
		}
		wp_set_current_user( 0 );
		$this->assertSame( 429, $this->login( "<b>$email" )->get_status(), 'the login in another spelling' );

		$other = $this->customer( 'ewa.limit@example.org' );
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_ACCOUNT; $i++ ) {
			$this->assertSame( 401, $this->login( '<b>EWA.limit@example.org', 'Zle!haslo1' )->get_status() );
		}
		wp_set_current_user( $other );
		$this->assertError( 429, Limits::MSG_LOGIN, $this->dispatch( 'POST', '/custom/v1/change-password', array( 'current_password' => self::PASSWORD, 'new_password' => 'Nowe!Haslo1' ) ) );
	}

	public function test_successful_logins_do_not_use_up_the_ip_limit(): void {
		$_SERVER['REMOTE_ADDR'] = '198.51.100.20';
		$email                  = $this->email( $this->customer() );
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_IP + 5; $i++ ) {
			$this->assertSame( 200, $this->login( $email )->get_status(), "login $i from one IP (an office)" );
		}
	}

	/**
	 * A parallel burst, interleaved in one process: while the first request's password is being
	 * evaluated (WordPress's `check_password` filter runs inside wp_check_password), the burst's other
	 * requests arrive one after another. Only requests counted before their evaluation keep the burst
	 * to the limit.
	 *
	 * @return array{evaluated:int,statuses:array<int,int>} evaluations, and answers by status
	 */
	private function burstDuringTheFirstEvaluation( callable $attempt, int $burst ): array {
		$evaluated = 0;
		$statuses  = array();
		$inside    = false;
		add_filter(
			'check_password',
			static function ( $check ) use ( &$evaluated, &$statuses, &$inside, $attempt, $burst ) {
				++$evaluated;
				if ( ! $inside ) {
					$inside = true;
					for ( $i = 1; $i < $burst; $i++ ) {
						$statuses[] = $attempt();
					}
				}
				return $check;
			}
		);
		$statuses[] = $attempt();
		$counts     = array_count_values( $statuses );
		ksort( $counts );
		return array( 'evaluated' => $evaluated, 'statuses' => $counts );
	}

	public function test_a_parallel_burst_of_wrong_passwords_gets_exactly_the_limit_evaluated(): void {
		$email  = $this->email( $this->customer() );
		$result = $this->burstDuringTheFirstEvaluation( fn() => $this->login( $email, 'Zle!haslo1' )->get_status(), 40 );
		$this->assertSame(
			array( 'evaluated' => Limits::LOGIN_FAILURES_PER_ACCOUNT, 'statuses' => array( 401 => Limits::LOGIN_FAILURES_PER_ACCOUNT, 429 => 40 - Limits::LOGIN_FAILURES_PER_ACCOUNT ) ),
			$result
		);
	}

	public function test_a_parallel_burst_of_wrong_current_passwords_gets_exactly_the_limit_evaluated(): void {
		$id = $this->customer();
		wp_set_current_user( $id );
		$attempt = fn() => $this->dispatch( 'POST', '/custom/v1/change-password', array( 'current_password' => 'Zle!haslo9', 'new_password' => 'Nowe!Haslo1' ) )->get_status();
		$result  = $this->burstDuringTheFirstEvaluation( $attempt, 40 );
		$this->assertSame(
			array( 'evaluated' => Limits::LOGIN_FAILURES_PER_ACCOUNT, 'statuses' => array( 400 => Limits::LOGIN_FAILURES_PER_ACCOUNT, 429 => 40 - Limits::LOGIN_FAILURES_PER_ACCOUNT ) ),
			$result
		);
		$this->assertSame( 429, $this->login( $this->email( $id ) )->get_status(), 'one budget with the login' );
	}

	public function test_a_right_current_password_does_not_eat_the_budget(): void {
		$id = $this->customer();
		wp_set_current_user( $id );
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_ACCOUNT + 2; $i++ ) {
			$changed = $this->dispatch( 'POST', '/custom/v1/change-password', array( 'current_password' => 0 === $i % 2 ? self::PASSWORD : 'Nowe!Haslo1', 'new_password' => 0 === $i % 2 ? 'Nowe!Haslo1' : self::PASSWORD ) );
			$this->assertSame( 200, $changed->get_status(), "change $i: " . wp_json_encode( $changed->get_data() ) );
			wp_set_current_user( 0 ); // The next request loads the user with the new password.
			wp_set_current_user( $id );
		}
	}

	public function test_bearer_authenticates_rest_requests_and_bad_tokens_get_401(): void {
		$id    = $this->customer();
		$token = $this->tokenFor( $id );
		$this->assertNull( $this->bearer( $token ) );
		$this->assertSame( $id, get_current_user_id() );
		$this->assertSame( 200, $this->dispatch( 'GET', '/custom-auth/v1/profile' )->get_status() );

		$this->assertNull( $this->bearer( $token, '/wc/store/v1/cart' ) );
		$this->assertSame( $id, get_current_user_id(), 'Store API requests are authenticated too' );

		foreach ( array( 'abc', $token . 'x', substr( $token, 0, -2 ), 'e30.e30.', Jwt::issue( $id, false, time() - Jwt::SESSION_TTL - 1 ) ) as $bad ) {
			$error = $this->bearer( $bad );
			$this->assertInstanceOf( \WP_Error::class, $error );
			$this->assertSame( 401, $error->get_error_data()['status'] );
			$this->assertSame( 0, get_current_user_id() );
		}
		// alg "none" with the same claims.
		[ , $body ] = explode( '.', $token );
		$this->assertNotNull( $this->bearer( rtrim( base64_encode( '{"typ":"JWT","alg":"none"}' ), '=' ) . '.' . $body . '.' ) );
		// Not a REST request: the bearer is ignored.
		$_SERVER['REQUEST_URI'] = '/sklep';
		$this->assertFalse( apply_filters( 'determine_current_user', false ) );
	}

	public function test_a_token_opens_only_the_store_api_and_the_storefront_routes(): void {
		$admin = $this->createUser( 'administrator' );
		$token = Jwt::issue( $admin, false );
		foreach ( array( '/wp/v2/users/me', '/wp/v2/settings', '/wc/v3/orders', '/wc-admin/options' ) as $route ) {
			$this->assertNull( $this->bearer( $token, $route ) );
			$this->assertSame( 0, get_current_user_id(), "$route: the token is ignored" );
		}
		foreach ( array( '/wc/store/v1/cart', '/custom-auth/v1/profile', '/cosmetics/v1/orders/1', '/custom/v1/change-password' ) as $route ) {
			$this->assertNull( $this->bearer( $token, $route ) );
			$this->assertSame( $admin, get_current_user_id(), "$route: the token authenticates" );
		}
	}

	public function test_a_professional_bearer_gets_professional_prices_from_the_store_api(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Krem testowy' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '100' );
		$product->update_meta_data( '_professional_price', '70' );
		$product->save();
		$id = $product->get_id();

		$guest = $this->responseData( $this->dispatch( 'GET', "/wc/store/v1/products/$id" ) );
		$this->assertSame( '10000', $guest['prices']['price'] );

		$this->assertNull( $this->bearer( $this->tokenFor( $this->professional() ), "/wc/store/v1/products/$id" ) );
		$pro = $this->responseData( $this->dispatch( 'GET', "/wc/store/v1/products/$id" ) );
		$this->assertSame( '7000', $pro['prices']['price'] );
		$this->assertSame( 'professional', $pro['extensions']['cosmetics-storefront']['price_tier'] );

		// An individual's token: the normal price.
		$this->assertNull( $this->bearer( $this->tokenFor( $this->customer() ), "/wc/store/v1/products/$id" ) );
		$this->assertSame( '10000', $this->responseData( $this->dispatch( 'GET', "/wc/store/v1/products/$id" ) )['prices']['price'] );
	}

	public function test_validate_and_refresh(): void {
		$id    = $this->customer();
		$token = $this->tokenFor( $id, true );
		$valid = $this->responseData( $this->dispatch( 'POST', '/jwt-auth/v1/token/validate', array(), array( 'Authorization' => "Bearer $token" ) ) );
		$this->assertTrue( $valid['valid'] );
		$this->assertSame( $id, $valid['user']['id'] );
		$this->assertFalse( $this->responseData( $this->dispatch( 'POST', '/jwt-auth/v1/token/validate', array(), array( 'Authorization' => 'Bearer nonsense' ) ) )['valid'] );
		$this->assertFalse( $this->responseData( $this->dispatch( 'POST', '/jwt-auth/v1/token/validate' ) )['valid'] );
		// The stale token does not stop its own validate/refresh request.
		$this->assertNull( $this->bearer( 'stale', '/jwt-auth/v1/token/refresh' ) );

		$expired   = Jwt::issue( $id, true, time() - Jwt::REMEMBER_TTL - 10 );
		$refreshed = $this->dispatch( 'POST', '/jwt-auth/v1/token/refresh', array( 'token' => $expired ) );
		$this->assertSame( 200, $refreshed->get_status() );
		$this->assertSame( $id, Jwt::user_id( $this->responseData( $refreshed )['token'] ) );

		$this->assertSame( 401, $this->dispatch( 'POST', '/jwt-auth/v1/token/refresh', array( 'token' => Jwt::issue( $id, false ) ) )->get_status(), 'session tokens are not refreshed' );
		$this->assertSame( 401, $this->dispatch( 'POST', '/jwt-auth/v1/token/refresh', array( 'token' => Jwt::issue( $id, true, time() - Jwt::REFRESH_WINDOW - 1 ) ) )->get_status() );
		$this->assertSame( 401, $this->dispatch( 'POST', '/jwt-auth/v1/token/refresh', array( 'token' => 'x.y.z' ) )->get_status() );
		$this->assertSame( 400, $this->dispatch( 'POST', '/jwt-auth/v1/token/refresh', array( 'token' => str_repeat( 'a', 10000 ) ) )->get_status() );
	}

	public function test_logout_revokes_every_token(): void {
		$id    = $this->customer();
		$one   = $this->tokenFor( $id );
		$two   = $this->tokenFor( $id, true );
		$this->assertNull( $this->bearer( $one, '/cosmetics/v1/logout' ) );
		$this->assertSame( 200, $this->dispatch( 'POST', '/cosmetics/v1/logout' )->get_status() );
		$this->assertNotNull( $this->bearer( $one ) );
		$this->assertNotNull( $this->bearer( $two ) );
		$this->assertSame( 401, $this->dispatch( 'POST', '/jwt-auth/v1/token/refresh', array( 'token' => $two ) )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->dispatch( 'POST', '/cosmetics/v1/logout' )->get_status() );
	}

	public function test_wordpress_login_shares_the_per_account_limit_of_customers_and_spares_staff(): void {
		$id    = $this->customer();
		$email = $this->email( $id );
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_ACCOUNT; $i++ ) {
			$this->assertSame( 401, $this->login( $email, 'Zle!Haslo' . $i )->get_status() );
		}
		// Locked on the storefront: WordPress's own login does not judge the right password either.
		$signed = wp_authenticate( strtoupper( $email ), self::PASSWORD );
		$this->assertInstanceOf( \WP_Error::class, $signed );
		$this->assertSame( Limits::MSG_LOGIN, $signed->get_error_message() );

		// Counted the other way round too: wrong passwords on wp-login.php lock the storefront login.
		$other = $this->customer();
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_ACCOUNT; $i++ ) {
			$this->assertInstanceOf( \WP_Error::class, wp_authenticate( $this->email( $other ), 'Zle!Haslo' . $i ) );
		}
		$this->assertSame( 429, $this->login( $this->email( $other ) )->get_status() );

		// A right password within the limit signs in and clears the count.
		$third = $this->customer();
		$this->assertInstanceOf( \WP_Error::class, wp_authenticate( $this->email( $third ), 'Zle!Haslo' ) );
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( $this->email( $third ), self::PASSWORD ) );

		// Staff keep WordPress's own login: nobody can lock them out of wp-admin.
		$admin = $this->createUser( 'administrator', array( 'user_email' => 'szef' . wp_rand() . '@example.org', 'user_pass' => self::PASSWORD ) );
		for ( $i = 0; $i < Limits::LOGIN_FAILURES_PER_ACCOUNT + 1; $i++ ) {
			wp_authenticate( $this->email( $admin ), 'Zle!Haslo' . $i );
		}
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( $this->email( $admin ), self::PASSWORD ) );
	}
}
