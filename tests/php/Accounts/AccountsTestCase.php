<?php
/**
 * Helpers of the account tests: customers in every state, bearer requests as the HTTP layer
 * authenticates them (determine_current_user + rest_authentication_errors), raw bodies, mails.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Accounts;

use CosmeticsStorefront\Accounts\Auth\BearerAuthentication;
use CosmeticsStorefront\Tests\RedirectIntercepted;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

abstract class AccountsTestCase extends WooCommerceTestCase {

	public const PASSWORD = 'Haslo!2345';

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
	}

	/** A customer; $meta over a verified individual's. */
	protected function customer( string $email = '', array $meta = array(), string $company = '' ): int {
		$email = '' !== $email ? $email : 'klient' . wp_rand() . '@example.org';
		$id    = wc_create_new_customer( $email, $email, self::PASSWORD, array( 'first_name' => 'Jan', 'last_name' => 'Nowak' ) );
		$this->assertIsInt( $id );
		$meta = array_merge( array( 'cosmetics_client_type' => 'individual', 'cosmetics_email_verified' => '1' ), $meta );
		foreach ( $meta as $key => $value ) {
			update_user_meta( $id, $key, $value );
		}
		update_user_meta( $id, 'billing_company', $company );
		return $id;
	}

	protected function professional( string $company = 'Salon Test Sp. z o.o.', string $approved = '1' ): int {
		return $this->customer( '', array( 'cosmetics_client_type' => 'professional', 'cosmetics_professional_approved' => $approved ), $company );
	}

	protected function email( int $user_id ): string {
		return get_userdata( $user_id )->user_email;
	}

	protected function login( string $email, string $password = self::PASSWORD, array $extra = array() ): \WP_REST_Response {
		return $this->dispatch( 'POST', '/jwt-auth/v1/token', array_merge( array( 'username' => $email, 'password' => $password ), $extra ) );
	}

	protected function tokenFor( int $user_id, bool $remember = false ): string {
		$response = $this->login( $this->email( $user_id ), self::PASSWORD, array( 'remember' => $remember ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $this->responseData( $response )['token'];
	}

	/**
	 * Authenticates the next request from "Authorization: Bearer $token" exactly as an HTTP request
	 * would be; returns the authentication error (as the REST server would answer it) or null.
	 */
	protected function bearer( string $token, string $route = '/custom-auth/v1/profile' ): ?\WP_Error {
		BearerAuthentication::reset();
		$_SERVER['HTTP_AUTHORIZATION'] = 'Bearer ' . $token;
		$_SERVER['REQUEST_URI']        = '/wp-json' . $route;
		wp_set_current_user( 0 );
		$user = apply_filters( 'determine_current_user', false );
		wp_set_current_user( (int) $user );
		$error = apply_filters( 'rest_authentication_errors', null );
		return is_wp_error( $error ) ? $error : null;
	}

	/**
	 * A parallel burst, interleaved in one process: while the first request decides on the limit of
	 * $kind (the bucket's name before '|': the filter `cosmetics_storefront_rate_limit` runs when a
	 * limit is read), the burst's other requests arrive one after another and run to their end. Only a
	 * limit decided on the request's own count keeps such a burst to it; a check before a later count
	 * lets the whole burst through.
	 *
	 * @return array<int,int> the answers by status
	 */
	protected function burstWhileDeciding( string $kind, callable $attempt, int $burst ): array {
		$statuses = array();
		$inside   = false;
		$hook     = static function ( $max, $limit_kind ) use ( &$statuses, &$inside, $kind, $attempt, $burst ) {
			if ( $kind === $limit_kind && ! $inside ) {
				$inside = true;
				for ( $i = 1; $i < $burst; $i++ ) {
					$statuses[] = $attempt();
				}
			}
			return $max;
		};
		add_filter( 'cosmetics_storefront_rate_limit', $hook, 10, 2 );
		$statuses[] = $attempt();
		remove_filter( 'cosmetics_storefront_rate_limit', $hook, 10 );
		$this->assertTrue( $inside, "no limit of kind $kind was read" );
		$counts = array_count_values( $statuses );
		ksort( $counts );
		return $counts;
	}

	/** How many mails went to $to. */
	protected function mailsTo( string $to ): int {
		return count( array_filter( $GLOBALS['cosmetics_test_mails'], static fn( $mail ) => ( is_array( $mail['to'] ) ? implode( ',', $mail['to'] ) : $mail['to'] ) === $to ) );
	}

	/**
	 * Submits WooCommerce's My Account "account details" form as $user_id (WC_Form_Handler, nonce and
	 * all); its redirect ends the simulated request. Fails when WooCommerce refused the form.
	 *
	 * @param array<string,string> $fields account_* and password_* fields over the user's current ones.
	 */
	protected function saveMyAccountDetails( int $user_id, array $fields ): void {
		wp_set_current_user( $user_id );
		$user      = get_userdata( $user_id );
		$_POST     = array_merge(
			array(
				'action'                     => 'save_account_details',
				'save-account-details-nonce' => wp_create_nonce( 'save_account_details' ),
				'account_first_name'         => 'Jan',
				'account_last_name'          => 'Nowak',
				'account_display_name'       => 'Jan',
				'account_email'              => $user->user_email,
			),
			$fields
		);
		$_REQUEST  = $_POST;
		$intercept = static function ( $location, $status ) {
			throw new RedirectIntercepted( (string) $location, (int) $status );
		};
		add_filter( 'wp_redirect', $intercept, PHP_INT_MAX, 2 );
		try {
			\WC_Form_Handler::save_account_details();
			$this->fail( 'WooCommerce did not save the account details: ' . wp_json_encode( wc_get_notices() ) );
		} catch ( RedirectIntercepted $redirect ) {
			$this->assertNotSame( '', $redirect->location );
		} finally {
			remove_filter( 'wp_redirect', $intercept, PHP_INT_MAX );
			wc_clear_notices();
			$_POST    = array();
			$_REQUEST = array();
		}
	}

	/** Dispatches a request with a raw body (malformed JSON and the like). */
	protected function raw( string $method, string $path, string $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $path );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( $body );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	/** @return array{to:string,subject:string,message:string} the last mail sent to $to. */
	protected function lastMail( string $to ): array {
		foreach ( array_reverse( $GLOBALS['cosmetics_test_mails'] ) as $mail ) {
			if ( ( is_array( $mail['to'] ) ? implode( ',', $mail['to'] ) : $mail['to'] ) === $to ) {
				return $mail;
			}
		}
		$this->fail( "no mail to $to" );
	}

	protected function codeFromMail( string $to ): string {
		$this->assertMatchesRegularExpression( '/kod weryfikacyjny: (\d{6})/i', $this->lastMail( $to )['message'] );
		preg_match( '/kod weryfikacyjny: (\d{6})/i', $this->lastMail( $to )['message'], $m );
		return $m[1];
	}

	protected function assertError( int $status, string $message, \WP_REST_Response $response ): void {
		$data = $this->responseData( $response );
		$this->assertSame( $status, $response->get_status(), wp_json_encode( $data ) );
		$this->assertSame( $message, $data['message'] ?? null );
	}
}
