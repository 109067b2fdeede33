<?php
/**
 * Coupon codes staff type with Polish letters come out in capitals whole ("ZNIŻKA10"): strtoupper()
 * left "ż" small ("ZNIżKA10") on the order page and in the order's `_applied_coupon`.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\CartCheckout\CheckoutFields;
use CosmeticsStorefront\Payments\Rest\OrderRoute;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class PolishCouponCodeTest extends WooCommerceTestCase {

	public function test_polish_coupon_codes_are_capitalised_whole(): void {
		$order = new \WC_Order();
		$item  = new \WC_Order_Item_Coupon();
		$item->set_code( wc_format_coupon_code( 'Zniżka-Łódź10' ) ); // WooCommerce keeps codes in small letters.
		$item->set_discount( 5 );
		$order->add_item( $item );
		$order->save();

		$this->assertSame( 'ZNIŻKA-ŁÓDŹ10', OrderRoute::to_array( $order )['coupon_lines'][0]['code'] );

		$validated = new \ReflectionProperty( CheckoutFields::class, 'validated' );
		$validated->setValue( null, array( '_customer_type' => 'individual' ) );
		try {
			CheckoutFields::save_to_order( $order, new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' ) );
		} finally {
			$validated->setValue( null, null );
		}
		$this->assertSame( 'ZNIŻKA-ŁÓDŹ10', $order->get_meta( '_applied_coupon' ) );
	}
}
