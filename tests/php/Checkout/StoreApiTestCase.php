<?php
/**
 * A shop ready for Store API checkouts (PL, PLN, no taxes, coupons on, bank transfer and cash on
 * delivery, zone "Polska" with a courier at 14,99 and the parcel-locker method at 11,99 with the dev
 * site's locker list imported) and a shopper's
 * Store API session: every call sends the Nonce and the Cart-Token it was last given, as the
 * storefront does.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Checkout;

use CosmeticsStorefront\Shipping\Lockers;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

abstract class StoreApiTestCase extends WooCommerceTestCase {

	protected const COURIER = '14.99';
	protected const LOCKER  = '11.99';

	protected string $token = '';

	protected int $locker_instance = 0;

	protected int $courier_instance = 0;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'woocommerce_default_country', 'PL' );
		update_option( 'woocommerce_currency', 'PLN' );
		update_option( 'woocommerce_calc_taxes', 'no' );
		update_option( 'woocommerce_enable_coupons', 'yes' );
		update_option( 'woocommerce_bacs_settings', array( 'enabled' => 'yes', 'title' => 'Przelew bankowy', 'description' => 'Zapłać przelewem.' ) );
		update_option( 'woocommerce_cod_settings', array( 'enabled' => 'yes', 'title' => 'Płatność przy odbiorze', 'description' => 'Gotówką.', 'enable_for_methods' => array(), 'enable_for_virtual' => 'yes' ) );
		WC()->payment_gateways()->init();

		$zone = new \WC_Shipping_Zone();
		$zone->set_zone_name( 'Polska test' );
		$zone->add_location( 'PL', 'country' );
		$zone->save();
		$this->courier_instance = (int) $zone->add_shipping_method( 'flat_rate' );
		update_option( "woocommerce_flat_rate_{$this->courier_instance}_settings", array( 'title' => 'Kurier DPD', 'cost' => self::COURIER, 'tax_status' => 'none' ) );
		$this->locker_instance = (int) $zone->add_shipping_method( 'inpost_paczkomaty' );
		update_option( "woocommerce_inpost_paczkomaty_{$this->locker_instance}_settings", array( 'title' => 'Paczkomat InPost', 'cost_per_order' => self::LOCKER, 'tax_status' => 'none' ) );
		\WC_Cache_Helper::get_transient_version( 'shipping', true );
		WC()->shipping()->load_shipping_methods();
		$this->token = '';
		// A locker list, as a shop has once InPost's is imported (the method is offered only then).
		Lockers::import( require dirname( __DIR__, 3 ) . '/scripts/site/demo-lockers.php' );
	}

	protected function tearDown(): void {
		if ( function_exists( 'WC' ) && WC()->cart ) {
			WC()->cart->empty_cart();
		}
		parent::tearDown();
	}

	/** A Store API call in the shopper's cart session, keeping the Cart-Token it answers with. */
	protected function store( string $method, string $path, array $params = array() ): \WP_REST_Response {
		// Like the storefront: the Nonce always (WooCommerce 10+ checks it beside a Cart-Token too).
		$headers  = array( 'Nonce' => wp_create_nonce( 'wc_store_api' ) ) + ( $this->token ? array( 'Cart-Token' => $this->token ) : array() );
		$response = $this->dispatch( $method, '/wc/store/v1' . $path, $params, $headers );
		$token    = $response->get_headers()['Cart-Token'] ?? '';
		if ( $token ) {
			$this->token = $token;
		}
		return $response;
	}

	/** A published coupon of $type; fails when WooCommerce does not know the type. */
	protected function coupon( string $code, string $type, string $amount ): string {
		$coupon = new \WC_Coupon();
		$coupon->set_code( $code );
		$coupon->set_discount_type( $type );
		$coupon->set_amount( $amount );
		$coupon->save();
		$this->assertSame( $type, ( new \WC_Coupon( $code ) )->get_discount_type(), "a $type coupon can be created" );
		return $code;
	}
}
