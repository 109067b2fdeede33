<?php
/**
 * Every change of a password or an e-mail address ends every storefront session, wherever it is made;
 * a refreshed session still ends 30 days after its login; a token is no credential for a route
 * outside the storefront that WordPress actually dispatches, whatever the URL said.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Accounts;

require_once __DIR__ . '/AccountsTestCase.php';

use CosmeticsStorefront\Accounts\Auth\Jwt;

final class SessionRevocationTest extends AccountsTestCase {

	protected function setUp(): void {
		parent::setUp();
		// A password change of the current user re-sends WordPress's login cookies: not on a terminal.
		add_filter( 'send_auth_cookies', '__return_false' );
	}

	protected function tearDown(): void {
		remove_filter( 'send_auth_cookies', '__return_false' );
		parent::tearDown();
	}

	private function assertRevoked( string $token, string $how ): void {
		$error = $this->bearer( $token );
		$this->assertInstanceOf( \WP_Error::class, $error, "$how: the old token still works" );
		$this->assertSame( 401, $error->get_error_data()['status'] );
	}

	private function assertWorks( string $token, string $how ): void {
		$this->assertNull( $this->bearer( $token ), "$how: the token stopped working" );
	}

	public function test_wp_update_user_with_a_new_password_or_address_revokes_and_other_changes_do_not(): void {
		$id    = $this->customer();
		$token = Jwt::issue( $id, true );
		wp_update_user( array( 'ID' => $id, 'first_name' => 'Janina' ) );
		$this->assertWorks( $token, 'a name change' );

		wp_update_user( array( 'ID' => $id, 'user_pass' => 'Inne!Haslo123' ) );
		$this->assertRevoked( $token, 'wp_update_user() password' );

		$token = Jwt::issue( $id, true );
		wp_update_user( array( 'ID' => $id, 'user_email' => 'nowy' . wp_rand() . '@example.org' ) );
		$this->assertRevoked( $token, 'wp_update_user() e-mail' );
	}

	public function test_wp_admin_user_edit_revokes(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$admin = $this->createUser( 'administrator' );
		$id    = $this->customer();
		$token = Jwt::issue( $id, true );
		wp_set_current_user( $admin );
		$user  = get_userdata( $id );
		$_POST = array(
			'email'    => $user->user_email,
			'nickname' => $user->nickname,
			'pass1'    => 'Nowe!Haslo2024',
			'pass2'    => 'Nowe!Haslo2024',
			'role'     => 'customer',
		);
		$result = edit_user( $id );
		$this->assertSame( $id, $result, is_wp_error( $result ) ? $result->get_error_message() : '' );
		$this->assertRevoked( $token, 'wp-admin user-edit' );
	}

	public function test_woocommerce_my_account_password_change_revokes(): void {
		$id    = $this->customer();
		$token = Jwt::issue( $id, true );
		$this->saveMyAccountDetails(
			$id,
			array(
				'password_current' => self::PASSWORD,
				'password_1'       => 'Nowe!Haslo2024',
				'password_2'       => 'Nowe!Haslo2024',
			)
		);
		$this->assertTrue( wp_check_password( 'Nowe!Haslo2024', get_userdata( $id )->user_pass, $id ), 'the password was changed' );
		$this->assertRevoked( $token, 'WooCommerce My Account' );
	}

	public function test_a_reset_on_wp_login_revokes(): void {
		$id    = $this->customer();
		$token = Jwt::issue( $id, true );
		reset_password( get_userdata( $id ), 'Reset!Haslo2024' );
		$this->assertRevoked( $token, 'reset_password()' );
	}

	public function test_an_address_change_in_the_storefront_ends_the_other_sessions_and_keeps_this_one(): void {
		$id    = $this->customer();
		$other = Jwt::issue( $id, true );
		$mine  = Jwt::issue( $id, true, time() - 3 * DAY_IN_SECONDS );
		$this->assertNull( $this->bearer( $mine, '/custom-auth/v1/profile' ) );
		$response = $this->dispatch(
			'POST',
			'/custom-auth/v1/profile',
			array(
				'first_name'       => 'Jan',
				'last_name'        => 'Nowak',
				'email'            => 'zmiana' . wp_rand() . '@example.org',
				'current_password' => self::PASSWORD,
				'billing'          => array( 'first_name' => 'Jan', 'last_name' => 'Nowak', 'email' => 'jan@example.org', 'address_1' => 'ul. Polna 1', 'city' => 'Kraków', 'postcode' => '30-001', 'phone' => '600100200', 'country' => 'PL' ),
			)
		);
		$data = $this->responseData( $response );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $data ) );
		$this->assertRevoked( $other, 'another session after an e-mail change' );
		$this->assertRevoked( $mine, 'the old token of this session' );
		$this->assertArrayHasKey( 'token', $data, 'this session gets a new token' );
		$claims = Jwt::decode( $data['token'] );
		$this->assertSame( $id, $claims['sub'] );
		$this->assertTrue( $claims['rem'] );
		$this->assertLessThanOrEqual( time() - 3 * DAY_IN_SECONDS, $claims['auth'], 'the login time is kept' );
	}

	public function test_refresh_keeps_the_login_time_so_a_session_ends_30_days_after_login(): void {
		$id       = $this->customer();
		$login_at = time() - 29 * DAY_IN_SECONDS;
		// Logged in 29 days ago and refreshed 15 days ago: that token is still well inside its own 14 days.
		$token    = Jwt::issue( $id, true, time() - 15 * DAY_IN_SECONDS, $login_at );
		$response = $this->dispatch( 'POST', '/jwt-auth/v1/token/refresh', array( 'token' => $token ) );
		$this->assertSame( 200, $response->get_status() );
		$claims = Jwt::decode( $this->responseData( $response )['token'] );
		$this->assertSame( $login_at, $claims['auth'], 'a refresh keeps the login time' );
		$this->assertLessThanOrEqual( $login_at + Jwt::REFRESH_WINDOW, $claims['exp'], 'and never outlives 30 days after the login' );

		$late = Jwt::issue( $id, true, time() - DAY_IN_SECONDS, time() - 31 * DAY_IN_SECONDS );
		$this->assertSame( 401, $this->dispatch( 'POST', '/jwt-auth/v1/token/refresh', array( 'token' => $late ) )->get_status(), 'a login 31 days ago is over however recent its last refresh' );
	}

	public function test_a_token_is_no_credential_where_wordpress_dispatches_another_route(): void {
		$admin = $this->createUser( 'administrator' );
		$token = Jwt::issue( $admin, false );
		// The URL named the Store API; what runs is decided per handler.
		$this->assertNull( $this->bearer( $token, '/wc/store/v1/cart' ) );
		$this->assertSame( $admin, get_current_user_id() );

		$users = count_users()['total_users'];
		$this->assertSame( 401, $this->dispatch( 'GET', '/wp/v2/users/me' )->get_status() );
		$created = $this->dispatch( 'POST', '/wp/v2/users', array( 'username' => 'intruz', 'email' => 'intruz@example.org', 'password' => 'Intruz!12345', 'roles' => array( 'administrator' ) ) );
		$this->assertContains( $created->get_status(), array( 401, 403 ) );
		$this->assertSame( $users, count_users()['total_users'], 'no user was created' );
		$this->assertSame( 401, $this->dispatch( 'GET', '/wp/v2/settings' )->get_status() );

		$batch = $this->responseData(
			$this->dispatch(
				'POST',
				'/batch/v1',
				array( 'requests' => array( array( 'method' => 'POST', 'path' => '/wp/v2/users/me', 'body' => array( 'first_name' => 'Intruz' ) ) ) )
			)
		);
		$this->assertNotSame( 200, $batch['responses'][0]['status'] ?? null, wp_json_encode( $batch ) );
		$this->assertNotSame( 'Intruz', get_user_meta( $admin, 'first_name', true ) );

		// Each storefront handler still runs as the token's user, and the user is given back after others.
		$this->assertSame( $admin, get_current_user_id() );
		$this->assertSame( 200, $this->dispatch( 'GET', '/wc/store/v1/cart' )->get_status() );
	}
}
