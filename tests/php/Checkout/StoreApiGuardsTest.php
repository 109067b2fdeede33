<?php
/**
 * The shop's Store API guards on every route that does what they guard, not only on the route they
 * were first written for: the cart quantity check on every route that sets a quantity, the coupon
 * messages on every route that applies a coupon, the cart's checkout lock also when a batch pays an
 * order first. Each of these was a gap (the test failed) while every guard matched its own routes.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Checkout;

use CosmeticsStorefront\CartCheckout\CheckoutLock;

require_once __DIR__ . '/StoreApiTestCase.php';

/**
 * The Store API checkout defines WOOCOMMERCE_CHECKOUT for the rest of the process (see CheckoutTest).
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class StoreApiGuardsTest extends StoreApiTestCase {

	protected function tearDown(): void {
		CheckoutLock::release();
		parent::tearDown();
	}

	private function product(): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Krem testowy' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '50.00' );
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 10 );
		$product->save();
		return $product;
	}

	/** @return array<int,array{key:string,quantity:int}> the cart's lines */
	private function lines(): array {
		$cart = $this->responseData( $this->store( 'GET', '/cart' ) );
		return array_map( static fn( array $item ): array => array( 'key' => (string) $item['key'], 'quantity' => (int) $item['quantity'] ), $cart['items'] );
	}

	/** @return array<string,array{0:mixed}> */
	public static function tampered_quantities(): array {
		return array(
			'-1'   => array( -1 ),
			'text' => array( 'dużo' ),
			'1.5'  => array( 1.5 ),
		);
	}

	/**
	 * POST cart/items adds to the cart as cart/add-item does.
	 *
	 * @dataProvider tampered_quantities
	 */
	public function test_a_tampered_quantity_is_refused_by_the_cart_items_route_too( mixed $quantity ): void {
		$product = $this->product();
		$this->store( 'GET', '/cart' );
		$response = $this->store( 'POST', '/cart/items', array( 'id' => $product->get_id(), 'quantity' => $quantity ) );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'cosmetics_invalid_quantity', $response->get_data()['code'] );
		$this->assertSame( array(), $this->lines() );
	}

	/**
	 * PUT, PATCH and POST cart/items/{key} change a line's quantity as cart/update-item does.
	 *
	 * @dataProvider tampered_quantities
	 */
	public function test_a_tampered_quantity_is_refused_by_the_cart_item_route_too( mixed $quantity ): void {
		$product = $this->product();
		$this->store( 'GET', '/cart' );
		$this->assertSame( 201, $this->store( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 2 ) )->get_status() );
		$key = $this->lines()[0]['key'];
		foreach ( array( 'PUT', 'PATCH', 'POST' ) as $method ) {
			$response = $this->store( $method, '/cart/items/' . $key, array( 'quantity' => $quantity ) );
			$this->assertSame( 400, $response->get_status(), $method . ' ' . wp_json_encode( $response->get_data() ) );
			$this->assertSame( 'cosmetics_invalid_quantity', $response->get_data()['code'], $method );
			$this->assertSame( array( array( 'key' => $key, 'quantity' => 2 ) ), $this->lines(), $method );
		}
		$this->assertSame( 200, $this->store( 'PUT', '/cart/items/' . $key, array( 'quantity' => 3 ) )->get_status(), 'a whole quantity goes through' );
		$this->assertSame( 3, $this->lines()[0]['quantity'] );
	}

	/** POST cart/coupons applies a coupon as cart/apply-coupon does: the same messages. */
	public function test_the_coupon_messages_are_the_specs_on_the_cart_coupons_route_too(): void {
		$this->store( 'GET', '/cart' );
		$this->assertSame( 201, $this->store( 'POST', '/cart/add-item', array( 'id' => $this->product()->get_id(), 'quantity' => 1 ) )->get_status() );
		$expired = new \WC_Coupon();
		$expired->set_code( 'LATO2024' );
		$expired->set_amount( 10 );
		$expired->set_date_expires( time() - DAY_IN_SECONDS );
		$expired->save();
		foreach ( array( 'INNYSKLEP' => 'Kupon nie istnieje', 'LATO2024' => 'Kupon wygasł' ) as $code => $message ) {
			$response = $this->store( 'POST', '/cart/coupons', array( 'code' => $code ) );
			$this->assertSame( 400, $response->get_status(), $code );
			$this->assertSame( $message, $response->get_data()['message'], $code );
		}
	}

	/** Whether this request holds the checkout lock of $user's cart. */
	private function cartLocked( int $user ): bool {
		global $wpdb;
		return null !== $wpdb->get_var( $wpdb->prepare( 'SELECT IS_USED_LOCK(%s)', 'cs_checkout_' . md5( 'customer:' . $user ) ) );
	}

	/**
	 * A Store API batch that pays an order before it places the cart's: the checkout still takes the
	 * cart's lock (a lock taken for the order paid must not stand for it), so two such batches in
	 * parallel place one order, not two.
	 */
	public function test_a_batch_paying_an_order_before_the_checkout_still_locks_the_cart(): void {
		$user = $this->createUser( 'customer' );
		wp_set_current_user( $user );
		$headers  = array( 'Nonce' => wp_create_nonce( 'wc_store_api' ) );
		$checkout = array(
			'billing_address' => array( 'email' => 'ewa@example.com', 'country' => 'PL' ),
			'payment_method'  => 'bacs',
		);
		$this->dispatch(
			'POST',
			'/wc/store/v1/batch',
			array(
				'requests' => array(
					array( 'method' => 'POST', 'path' => '/wc/store/v1/checkout/999999', 'body' => $checkout + array( 'order_key' => 'wc_order_x' ), 'headers' => $headers ),
					array( 'method' => 'POST', 'path' => '/wc/store/v1/checkout', 'body' => $checkout, 'headers' => $headers ),
				),
			),
			$headers
		);
		$this->assertTrue( $this->cartLocked( $user ), 'the batch\'s checkout took the cart\'s lock' );
		CheckoutLock::release();
		$this->assertFalse( $this->cartLocked( $user ) );

		// The same checkout alone takes it (the test's own control).
		$this->dispatch( 'POST', '/wc/store/v1/batch', array( 'requests' => array( array( 'method' => 'POST', 'path' => '/wc/store/v1/checkout', 'body' => $checkout, 'headers' => $headers ) ) ), $headers );
		$this->assertTrue( $this->cartLocked( $user ), 'a checkout alone in a batch takes the cart\'s lock' );
	}
}
