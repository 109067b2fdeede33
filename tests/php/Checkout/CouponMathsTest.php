<?php
/**
 * The spec's coupon maths inside WooCommerce: every row of tests/coupon-cases.json (each coupon type,
 * courier and parcel locker, caps, the zero floor) through the real Store API cart and checkout. The
 * cart's totals, the shipping rate (reduced, with its cost before the discount in the rate's meta),
 * the order WooCommerce stores, the order route and the e-mail totals all give the charged total, and
 * products + shipping − discount adds up to it.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Checkout;

require_once __DIR__ . '/StoreApiTestCase.php';

use CosmeticsStorefront\Catalogue\StoreApiExtension;

/**
 * Separate processes: the Store API checkout defines WOOCOMMERCE_CHECKOUT for the rest of a process.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class CouponMathsTest extends StoreApiTestCase {

	/** @return array<string,array{0:array<string,mixed>}> */
	public static function cases(): array {
		$table = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/coupon-cases.json' ), true );
		$out   = array();
		foreach ( $table['cases'] as $case ) {
			// The table's shipping costs are the two rates of this shop; WooCommerce itself refuses a
			// percent coupon above 100 and knows no other types.
			$creatable = 'sign_up_fee' !== $case['type'] && ! ( 'percent' === $case['type'] && $case['amount'] > 100 );
			if ( in_array( $case['shipping'], array( self::COURIER, self::LOCKER ), true ) && $creatable ) {
				$out[ $case['name'] ] = array( $case );
			}
		}
		return $out;
	}

	private static function grosze( string|float $zl ): int {
		return (int) round( (float) $zl * 100 );
	}

	/** @return array<string,mixed> the cart after the call */
	private function cart( string $method, string $path, array $params = array() ): array {
		$response = $this->store( $method, $path, $params );
		$this->assertLessThan( 300, $response->get_status(), $path . ' ' . wp_json_encode( $response->get_data() ) );
		return $this->responseData( $response );
	}

	private function product( string $price ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Krem testowy' );
		$product->set_status( 'publish' );
		$product->set_regular_price( $price );
		$product->save();
		return $product->get_id();
	}

	/** A cart with the row's products and shipping, the coupon applied; the Store API's answer. */
	private function cartFor( array $case, int $product, string $code ): array {
		$this->token = '';
		$this->store( 'GET', '/cart' );
		$this->cart( 'POST', '/cart/update-customer', array( 'shipping_address' => array( 'country' => 'PL', 'postcode' => '00-950', 'city' => 'Warszawa' ) ) );
		$this->cart( 'POST', '/cart/add-item', array( 'id' => $product, 'quantity' => (int) $case['units'] ) );
		$rate = $case['locker'] ? "inpost_paczkomaty:{$this->locker_instance}" : "flat_rate:{$this->courier_instance}";
		$this->cart( 'POST', '/cart/select-shipping-rate', array( 'package_id' => 0, 'rate_id' => $rate ) );
		return $this->cart( 'POST', '/cart/apply-coupon', array( 'code' => $code ) );
	}

	/** @return array<string,mixed> the selected rate of the cart's first package */
	private static function selectedRate( array $cart ): array {
		foreach ( $cart['shipping_rates'][0]['shipping_rates'] as $rate ) {
			if ( $rate['selected'] ) {
				return $rate;
			}
		}
		return array();
	}

	private static function meta( array $rate, string $key ): ?string {
		foreach ( $rate['meta_data'] as $meta ) {
			if ( $meta['key'] === $key ) {
				return (string) $meta['value'];
			}
		}
		return null;
	}

	/** @dataProvider cases */
	public function test_the_cart_and_the_order_charge_the_specs_amount( array $case ): void {
		$units   = (int) $case['units'];
		$product = $this->product( wc_format_decimal( (float) $case['subtotal'] / $units, 2 ) );
		$code    = $this->coupon( 'KUPON' . wp_rand( 1000, 9999 ), $case['type'], (string) $case['amount'] );
		$cart    = $this->cartFor( $case, $product, $code );

		$shipping_charged = self::grosze( $case['shipping'] ) - self::grosze( $case['shipping_discount'] );
		$rate             = self::selectedRate( $cart );
		$this->assertSame( $case['locker'] ? 'inpost_paczkomaty' : 'flat_rate', $rate['method_id'] );
		$this->assertSame( self::grosze( $case['subtotal'] ), (int) $cart['totals']['total_items'], 'products before discounts' );
		$this->assertSame( self::grosze( $case['items'] ), (int) $cart['totals']['total_discount'], 'the discount on the products (Rabat)' );
		$this->assertSame( $shipping_charged, (int) $cart['totals']['total_shipping'], 'shipping charged' );
		$this->assertSame( $shipping_charged, (int) $rate['price'], 'the selected rate shows the reduced cost' );
		$this->assertSame( self::grosze( $case['total'] ), (int) $cart['totals']['total_price'], 'the total' );
		$this->assertSame( (int) $cart['totals']['total_items'] + (int) $cart['totals']['total_shipping'] - (int) $cart['totals']['total_discount'], (int) $cart['totals']['total_price'], 'products + shipping − discount = total' );
		if ( self::grosze( $case['shipping_discount'] ) > 0 ) {
			$this->assertSame( $case['shipping'], self::meta( $rate, 'cosmetics_cost_before_discount' ), 'the cost before the discount, for the struck-through price' );
			$this->assertSame( strtoupper( $code ), self::meta( $rate, 'cosmetics_coupon' ) );
		} else {
			$this->assertNull( self::meta( $rate, 'cosmetics_cost_before_discount' ), 'no struck-through price without a shipping discount' );
		}

		// Checkout stores what the cart showed.
		$extension = $case['locker'] ? array( 'paczkomat_name' => 'WAW01M' ) : array();
		$address   = array( 'first_name' => 'Ewa', 'last_name' => 'Testowa', 'company' => '', 'address_1' => 'ul. Kwiatowa 5', 'address_2' => '', 'city' => 'Warszawa', 'state' => '', 'postcode' => '00-950', 'country' => 'PL', 'phone' => '600700800' );
		$response  = $this->store(
			'POST',
			'/checkout',
			array(
				'billing_address'  => $address + array( 'email' => 'ewa@example.com' ),
				'shipping_address' => $address,
				'payment_method'   => 'bacs',
				'extensions'       => array( 'cosmetics-storefront' => $extension + array( 'customer_type' => 'individual' ) ),
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$order = wc_get_order( $response->get_data()['order_id'] );
		$this->assertSame( self::grosze( $case['total'] ), self::grosze( $order->get_total() ), 'the order total' );
		$this->assertSame( self::grosze( $case['items'] ), self::grosze( $order->get_discount_total() ), 'the order discount' );
		$this->assertSame( $shipping_charged, self::grosze( $order->get_shipping_total() ), 'the order shipping' );
		$line = array_values( $order->get_shipping_methods() )[0];
		if ( self::grosze( $case['shipping_discount'] ) > 0 ) {
			$this->assertSame( $case['shipping'], (string) $line->get_meta( 'cosmetics_cost_before_discount' ), 'the order keeps the cost before the discount' );
		}

		// The order page's answer: lines before discounts; products + shipping − discount = total.
		$read = $this->dispatch( 'GET', '/cosmetics/v1/orders/' . $order->get_id() . '?key=' . $order->get_order_key() )->get_data();
		$this->assertSame( self::grosze( $case['subtotal'] ), (int) $read['line_items'][0]['subtotal'], 'the line before the discount' );
		$this->assertSame( self::grosze( $case['subtotal'] ), (int) $read['products_total'] );
		$this->assertSame( $shipping_charged, (int) $read['shipping_total'] );
		$this->assertSame( self::grosze( $case['shipping'] ), (int) $read['shipping_before_discount'] );
		$this->assertSame( self::grosze( $case['items'] ), (int) $read['discount_total'] );
		$this->assertSame( (int) $read['total'], (int) $read['products_total'] + (int) $read['shipping_total'] - (int) $read['discount_total'] );
		$this->assertSame( strtoupper( $code ), $read['coupon_lines'][0]['code'] );
		// Minor units like the Store API's, with its currency fields: the app formats them as it does prices.
		$this->assertMatchesRegularExpression( '/^-?[0-9]+$/', $read['total'] );
		$this->assertSame( StoreApiExtension::with_currency(), array_intersect_key( $read, StoreApiExtension::with_currency() ) );

		// The e-mail (and WooCommerce's own order views): Produkty, Dostawa, Rabat (code), Razem.
		$rows     = $order->get_order_item_totals();
		$expected = array( 'cart_subtotal', 'shipping' );
		if ( self::grosze( $case['items'] ) > 0 ) {
			$expected[] = 'discount';
		}
		// WooCommerce leaves the payment method out of an order with nothing to pay.
		$this->assertSame( array_merge( $expected, self::grosze( $case['total'] ) > 0 ? array( 'payment_method' ) : array(), array( 'order_total' ) ), array_keys( $rows ) );
		$this->assertSame( 'Produkty:', $rows['cart_subtotal']['label'] );
		$this->assertSame( 'Dostawa:', $rows['shipping']['label'] );
		$this->assertSame( 'Razem:', $rows['order_total']['label'] );
		$text = static fn( string $html ): string => trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES ) );
		$this->assertStringContainsString( $text( wc_price( (float) $case['total'] ) ), $text( $rows['order_total']['value'] ) );
		if ( isset( $rows['discount'] ) ) {
			$this->assertSame( 'Rabat (' . strtoupper( $code ) . '):', $rows['discount']['label'] );
		}
		if ( self::grosze( $case['shipping_discount'] ) > 0 ) {
			$this->assertSame( 1, preg_match( '#<del>(.*)</del>(.*)$#s', $rows['shipping']['value'], $parts ), 'the cost before the discount struck through' );
			$this->assertSame( $text( wc_price( (float) $case['shipping'] ) ), $text( $parts[1] ) );
			$this->assertStringContainsString( $text( wc_price( $shipping_charged / 100 ) ), $shipping_charged > 0 ? $text( $parts[2] ) : $text( wc_price( 0 ) ) );
		}
	}

	public function test_staff_can_choose_the_locker_shipping_coupon_type(): void {
		$this->assertSame( 'Rabat na dostawę do paczkomatu InPost', wc_get_coupon_types()['easypack_inpost_discount'] ?? null );
	}

	public function test_professional_prices_with_a_percent_coupon(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Krem profesjonalny' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '100.00' );
		$product->update_meta_data( '_professional_price', '70' );
		$product->save();
		$pro = $this->createUser( 'customer' );
		update_user_meta( $pro, 'cosmetics_client_type', 'professional' );
		update_user_meta( $pro, 'cosmetics_professional_approved', '1' );
		wp_set_current_user( $pro );
		$code = $this->coupon( 'PRO10', 'percent', '10' );
		$cart = $this->cartFor( array( 'units' => 1, 'locker' => false ), $product->get_id(), $code );
		// 10 % of (70,00 + 14,99) = 8,50, all on the product.
		$this->assertSame( 7000, (int) $cart['totals']['total_items'] );
		$this->assertSame( 850, (int) $cart['totals']['total_discount'] );
		$this->assertSame( 7649, (int) $cart['totals']['total_price'] );
	}
}
