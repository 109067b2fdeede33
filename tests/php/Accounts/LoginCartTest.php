<?php
/**
 * The storefront's login brings the device's guest cart into the account's cart, with WooCommerce's own
 * machinery (CartCheckout\LoginCart): the login runs `wp_login` (WooCommerce flags the saved cart for
 * merging), the guest session the login's Cart-Token names becomes the customer's session, and the
 * answer carries the Cart-Token of the customer's session; the next cart load (WC_Cart_Session) merges
 * the account's saved cart with the guest's. A token naming a registered customer's session is never
 * moved; a login without a Cart-Token answers none (WooCommerce's cookie session handler takes over).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Accounts;

use Automattic\WooCommerce\StoreApi\SessionHandler;
use Automattic\WooCommerce\StoreApi\Utilities\JsonWebToken;
use CosmeticsStorefront\CartCheckout\CartToken;

final class LoginCartTest extends AccountsTestCase {

	private string $saved_cart_key = '';

	protected function setUp(): void {
		parent::setUp();
		$this->saved_cart_key = '_woocommerce_persistent_cart_' . get_current_blog_id();
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_CART_TOKEN'] );
		parent::tearDown();
	}

	/** A cart line as WooCommerce keeps it in a session (WC_Cart::add_to_cart's key and fields). */
	private function line( \WC_Product $product, int $quantity ): array {
		$key = WC()->cart->generate_cart_id( $product->get_id() );
		return array(
			$key => array(
				'key'          => $key,
				'product_id'   => $product->get_id(),
				'variation_id' => 0,
				'variation'    => array(),
				'quantity'     => $quantity,
				'data_hash'    => wc_get_cart_item_data_hash( $product ),
			),
		);
	}

	/** A Store API session of $customer_id holding $cart, saved as WooCommerce's SessionHandler saves it. */
	private function storeSession( string $customer_id, array $cart ): string {
		$token                      = CartToken::for_customer( $customer_id );
		$_SERVER['HTTP_CART_TOKEN'] = $token;
		$session                    = new SessionHandler();
		$session->init();
		$session->set( 'cart', $cart );
		$session->save_data();
		unset( $_SERVER['HTTP_CART_TOKEN'] );
		return $token;
	}

	private function sessionCart( string $customer_id ): ?array {
		$data = ( new SessionHandler() )->get_session( $customer_id, null );
		return is_array( $data ) ? maybe_unserialize( $data['cart'] ?? '' ) : null;
	}

	/** The cart WooCommerce loads for a Store API request with $token as the logged-in $user_id (its product ids => quantities). */
	private function loadedCart( string $token, int $user_id ): array {
		$_SERVER['HTTP_CART_TOKEN'] = $token;
		wp_set_current_user( $user_id );
		WC()->session = new SessionHandler();
		WC()->session->init();
		WC()->cart->set_cart_contents( array() );
		WC()->cart->get_cart_from_session();
		$cart = array();
		foreach ( WC()->cart->get_cart() as $line ) {
			$cart[ $line['product_id'] ] = $line['quantity'];
		}
		ksort( $cart );
		return $cart;
	}

	public function test_the_guest_cart_and_the_account_cart_are_one_cart_after_the_login(): void {
		$a       = $this->simple( '20' );
		$b       = $this->simple( '30' );
		$both    = $this->simple( '40' );
		$user_id = $this->customer();
		// The account's cart, from another device: B and 1 × "both", in the customer's session and saved cart.
		$account = $this->line( $b, 1 ) + $this->line( $both, 1 );
		$this->storeSession( (string) $user_id, $account );
		update_user_meta( $user_id, $this->saved_cart_key, array( 'cart' => $account ) );
		// This device's guest cart: A and 3 × "both".
		$guest_id = 't_' . substr( md5( wp_generate_password( 20, false ) ), 2 );
		$guest    = $this->storeSession( $guest_id, $this->line( $a, 2 ) + $this->line( $both, 3 ) );

		$response = $this->dispatch( 'POST', '/jwt-auth/v1/token', array( 'username' => $this->email( $user_id ), 'password' => self::PASSWORD ), array( 'Cart-Token' => $guest ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$answered = (string) ( $response->get_headers()['Cart-Token'] ?? '' );
		$this->assertNotSame( '', $answered, 'the login answers with a Cart-Token' );
		$this->assertSame( (string) $user_id, CartToken::customer( $answered ), 'the answered Cart-Token names the customer\'s session' );
		$this->assertSame( '1', get_user_meta( $user_id, '_woocommerce_load_saved_cart_after_login', true ), 'wp_login ran: WooCommerce merges the saved cart on the next load' );
		$this->assertNull( $this->sessionCart( $guest_id ), 'the guest session is gone (moved)' );

		// The next cart request of this device: the account's cart and the guest's, WooCommerce's rule for
		// a line in both (the guest's, as after a cookie login).
		$expected = array(
			$a->get_id()    => 2,
			$b->get_id()    => 1,
			$both->get_id() => 3,
		);
		ksort( $expected );
		$this->assertSame( $expected, $this->loadedCart( $answered, $user_id ) );
		WC()->session->save_data();
		// Another device of the customer (its Cart-Token names the same session): the same cart.
		$this->assertSame( $expected, $this->loadedCart( CartToken::for_customer( (string) $user_id ), $user_id ) );
		$saved = get_user_meta( $user_id, $this->saved_cart_key, true );
		$this->assertEqualsCanonicalizing( array_keys( $this->line( $a, 1 ) + $this->line( $b, 1 ) + $this->line( $both, 1 ) ), array_keys( $saved['cart'] ), 'the saved cart is the merged cart' );
	}

	public function test_a_token_naming_another_customer_moves_nothing(): void {
		$a      = $this->simple( '20' );
		$victim = $this->customer();
		$victim_cart = $this->line( $a, 1 );
		$victims     = $this->storeSession( (string) $victim, $victim_cart );
		$user_id     = $this->customer();

		$response = $this->dispatch( 'POST', '/jwt-auth/v1/token', array( 'username' => $this->email( $user_id ), 'password' => self::PASSWORD ), array( 'Cart-Token' => $victims ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( (string) $user_id, CartToken::customer( (string) ( $response->get_headers()['Cart-Token'] ?? '' ) ), 'the device gets its own customer\'s session' );
		$this->assertSame( array_keys( $victim_cart ), array_keys( $this->sessionCart( (string) $victim ) ?? array() ), 'the other customer\'s session is untouched' );
		$this->assertNull( $this->sessionCart( (string) $user_id ), 'nothing of it was moved' );
	}

	public function test_a_token_not_signed_by_woocommerce_or_none_answers_no_cart_token(): void {
		$user_id = $this->customer();
		$forged  = JsonWebToken::create( array( 'user_id' => 't_forged', 'exp' => time() + 3600, 'iss' => 'store-api' ), 'another secret' );
		foreach ( array( array( 'Cart-Token' => $forged ), array() ) as $headers ) {
			$response = $this->dispatch( 'POST', '/jwt-auth/v1/token', array( 'username' => $this->email( $user_id ), 'password' => self::PASSWORD ), $headers );
			$this->assertSame( 200, $response->get_status() );
			$this->assertArrayNotHasKey( 'Cart-Token', $response->get_headers() );
		}
	}

	public function test_a_refused_login_moves_nothing(): void {
		$a        = $this->simple( '20' );
		$user_id  = $this->customer();
		$guest_id = 't_' . substr( md5( wp_generate_password( 20, false ) ), 2 );
		$guest    = $this->storeSession( $guest_id, $this->line( $a, 1 ) );
		$response = $this->dispatch( 'POST', '/jwt-auth/v1/token', array( 'username' => $this->email( $user_id ), 'password' => 'wrong' ), array( 'Cart-Token' => $guest ) );
		$this->assertSame( 401, $response->get_status() );
		$this->assertArrayNotHasKey( 'Cart-Token', $response->get_headers() );
		$this->assertNotNull( $this->sessionCart( $guest_id ), 'the guest cart stays the guest\'s' );
		$this->assertSame( '', get_user_meta( $user_id, '_woocommerce_load_saved_cart_after_login', true ) );
	}
}
