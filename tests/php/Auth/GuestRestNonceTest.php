<?php
/**
 * Accounts\Auth\GuestRestNonce: a guest page from a page cache, a day old, carries a `wp_rest` nonce WordPress
 * no longer accepts; WordPress's own cookie check (rest_cookie_check_errors, run here through the
 * filter as the REST server runs it) must not refuse the guest for it, and must still refuse a request
 * that a login cookie authenticates.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Auth;

use CosmeticsStorefront\Tests\TestCase;

final class GuestRestNonceTest extends TestCase {

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_X_WP_NONCE'], $GLOBALS['wp_rest_auth_cookie'] );
		parent::tearDown();
	}

	/** A nonce made yesterday by a page for guests: valid then, not now. */
	private function staleGuestNonce(): string {
		wp_set_current_user( 0 );
		$life = static fn() => 60;
		add_filter( 'nonce_life', $life );
		$nonce = wp_create_nonce( 'wp_rest' );
		remove_filter( 'nonce_life', $life );
		$this->assertFalse( wp_verify_nonce( $nonce, 'wp_rest' ), 'the fixture nonce is not valid now' );
		return $nonce;
	}

	public function test_a_guest_with_an_expired_nonce_goes_on_as_a_guest(): void {
		$_SERVER['HTTP_X_WP_NONCE'] = $this->staleGuestNonce();
		$result = apply_filters( 'rest_authentication_errors', null );
		$this->assertNotInstanceOf( \WP_Error::class, $result, 'a guest is not refused for a stale nonce' );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_a_cookie_login_with_an_invalid_nonce_is_still_refused(): void {
		$user = $this->createUser( 'customer' );
		wp_set_current_user( $user );
		$GLOBALS['wp_rest_auth_cookie'] = true; // what WordPress sets when a login cookie was valid
		$_SERVER['HTTP_X_WP_NONCE']     = 'not-a-nonce';
		$result = apply_filters( 'rest_authentication_errors', null );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'rest_cookie_invalid_nonce', $result->get_error_code() );
	}

	public function test_other_errors_are_left_alone(): void {
		$error = new \WP_Error( 'jwt_auth_invalid_token', 'x', array( 'status' => 401 ) );
		$this->assertSame( $error, apply_filters( 'rest_authentication_errors', $error ) );
	}
}
