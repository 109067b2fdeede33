<?php
/**
 * Orders show what the courier needs: a parcel-locker order's locker (code and
 * address) in the order screen's shipping block and in the orders list's preview; one stored form
 * of the NIP (digits) on orders and customers, old orders converted; the customer e-mails word the
 * withdrawal period as counting from delivery, with no date computed from the order date.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\CartCheckout\NipStorage;
use CosmeticsStorefront\CartCheckout\OrderMetaDisplay;
use CosmeticsStorefront\Tests\WooCommerceTestCase;
use CosmeticsStorefront\Legal\Withdrawals;

final class OrderForCourierTest extends WooCommerceTestCase {

	private function order( array $meta = array(), string $status = 'processing' ): \WC_Order {
		$order = wc_create_order();
		$order->set_billing_first_name( 'Anna' );
		$order->set_billing_last_name( 'Kowalska' );
		$order->set_billing_email( 'anna@example.com' );
		$order->set_shipping_first_name( 'Anna' );
		$order->set_shipping_last_name( 'Kowalska' );
		$order->set_shipping_address_1( 'ul. Domowa 1' );
		$order->set_shipping_city( 'Kraków' );
		$order->set_shipping_postcode( '30-001' );
		$order->set_shipping_country( 'PL' );
		$item = new \WC_Order_Item_Shipping();
		$item->set_method_title( 'Paczkomat InPost' );
		$item->set_method_id( 'inpost_paczkomaty' );
		$order->add_item( $item );
		foreach ( $meta as $key => $value ) {
			$order->update_meta_data( $key, $value );
		}
		$order->set_status( $status );
		$order->save();
		return wc_get_order( $order->get_id() );
	}

	private function lockerOrder(): \WC_Order {
		return $this->order(
			array(
				'_paczkomat_name'    => 'KRA01M',
				'_paczkomat_address' => 'ul. Karmelicka 12, 31-128 Kraków',
				'_paczkomat_details' => 'Przy wejściu do sklepu',
			)
		);
	}

	public function test_the_order_screens_shipping_block_shows_the_locker(): void {
		ob_start();
		OrderMetaDisplay::admin_shipping( $this->lockerOrder() );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Dostawa do paczkomatu InPost', $html );
		$this->assertStringContainsString( '<strong class="cosmetics-order-locker-code">KRA01M</strong><br>ul. Karmelicka 12<br>31-128 Kraków<br><em>Przy wejściu do sklepu</em>', $html );

		ob_start();
		OrderMetaDisplay::admin_shipping( $this->order() );
		$this->assertSame( '', (string) ob_get_clean(), 'nothing for an order by courier' );
	}

	public function test_a_locker_sent_as_inposts_json_is_shown_as_text(): void {
		$order = $this->order(
			array(
				'_paczkomat_name'    => 'WAW01M',
				'_paczkomat_details' => wp_json_encode( array( 'name' => 'WAW01M', 'address' => array( 'line1' => 'ul. Puławska 143', 'line2' => '02-715 Warszawa' ), 'location_description' => 'Przy wejściu do galerii handlowej' ) ),
			)
		);
		$locker = OrderMetaDisplay::locker( $order );
		$this->assertSame( array( 'code' => 'WAW01M', 'address' => 'ul. Puławska 143, 02-715 Warszawa', 'lines' => array( 'ul. Puławska 143', '02-715 Warszawa' ), 'location' => 'Przy wejściu do galerii handlowej' ), $locker );
		$fields = OrderMetaDisplay::fields( $order );
		$this->assertSame( 'Przy wejściu do galerii handlowej', $fields['paczkomat_details']['value'], 'no JSON in the e-mails' );
	}

	public function test_the_orders_list_preview_shows_the_locker(): void {
		if ( ! function_exists( 'wc_render_action_buttons' ) ) {
			require_once WC_ABSPATH . 'includes/admin/wc-admin-functions.php'; // As on wp-admin (WooCommerce 9.4 renders the preview's buttons with it).
		}
		if ( ! class_exists( \WC_Admin_List_Table_Orders::class ) ) {
			require_once WC_ABSPATH . 'includes/admin/list-tables/abstract-class-wc-admin-list-table.php';
			require_once WC_ABSPATH . 'includes/admin/list-tables/class-wc-admin-list-table-orders.php';
		}
		$order   = $this->lockerOrder();
		$details = \WC_Admin_List_Table_Orders::order_preview_get_order_details( $order );
		$this->assertSame( 'Paczkomat InPost KRA01M<br/>ul. Karmelicka 12<br/>31-128 Kraków<br/>Przy wejściu do sklepu', $details['formatted_shipping_address'] );
		$this->assertStringContainsString( rawurlencode( 'ul. Karmelicka 12, 31-128 Kraków' ), $details['shipping_address_map_url'] );
		$this->assertSame( 'Paczkomat InPost (KRA01M)', $details['shipping_via'] );
		$this->assertTrue( $details['needs_shipping'] );

		$courier = \WC_Admin_List_Table_Orders::order_preview_get_order_details( $this->order() );
		$this->assertStringContainsString( 'ul. Domowa 1', $courier['formatted_shipping_address'] );
	}

	public function test_the_nip_is_stored_as_digits_and_shown_formatted(): void {
		$order = $this->order( array( '_customer_type' => 'company', '_company_name' => 'Salon', '_company_nip' => '526-000-12-46' ) );
		$this->assertSame( '5260001246', $order->get_meta( '_company_nip' ), 'any save stores digits' );
		$this->assertSame( '526-000-12-46', OrderMetaDisplay::fields( $order )['company_nip']['value'] );

		$user = $this->createUser( 'customer' );
		update_user_meta( $user, '_company_nip', 'PL 701 034 51 29' );
		$this->assertSame( '7010345129', get_user_meta( $user, '_company_nip', true ) );
	}

	public function test_orders_and_customers_stored_before_are_converted_once(): void {
		global $wpdb;
		$order = $this->order( array( '_customer_type' => 'company', '_company_nip' => '5260001246' ) );
		$user  = $this->createUser( 'customer' );
		// As older versions stored them (written past the hooks).
		$orders_meta = \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled() ? $wpdb->prefix . 'wc_orders_meta' : $wpdb->postmeta;
		$id_column   = \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled() ? 'order_id' : 'post_id';
		$wpdb->update( $orders_meta, array( 'meta_value' => '526-000-12-46' ), array( $id_column => $order->get_id(), 'meta_key' => '_company_nip' ) );
		$wpdb->insert( $wpdb->usermeta, array( 'user_id' => $user, 'meta_key' => '_company_nip', 'meta_value' => '701-034-51-29' ) );
		wp_cache_flush();
		delete_option( NipStorage::MIGRATED_OPTION );

		$this->assertSame( 2, NipStorage::migrate() );
		wp_cache_flush();
		$this->assertSame( '5260001246', wc_get_order( $order->get_id() )->get_meta( '_company_nip' ) );
		$this->assertSame( '7010345129', get_user_meta( $user, '_company_nip', true ) );
		$this->assertSame( '1', (string) get_option( NipStorage::MIGRATED_OPTION ) );
		$this->assertSame( 0, NipStorage::migrate(), 'nothing left' );
	}

	public function test_the_email_words_the_period_from_delivery_without_a_date_for_an_undelivered_order(): void {
		$order = $this->order( array(), 'processing' );
		$order->set_date_created( time() - 2 * DAY_IN_SECONDS );
		$order->save();
		$email = (object) array( 'id' => 'customer_processing_order' );
		ob_start();
		Withdrawals::email_link( wc_get_order( $order->get_id() ), false, true, $email );
		$text = (string) ob_get_clean();
		$this->assertStringContainsString( 'w ciągu 14 dni od dostarczenia zamówienia:', $text );
		$this->assertDoesNotMatchRegularExpression( '/\d{2}\.\d{2}\.\d{4}/', $text, 'no date computed from the order date' );
		$this->assertStringNotContainsString( wp_date( 'd.m.Y', time() + 12 * DAY_IN_SECONDS ), $text );

		// Delivered: the date counts from delivery and is named.
		$order->update_meta_data( Withdrawals::META_DELIVERED, wp_date( 'Y-m-d', time() - DAY_IN_SECONDS ) );
		$order->save();
		ob_start();
		Withdrawals::email_link( wc_get_order( $order->get_id() ), false, false, $email );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'w ciągu 14 dni od dostarczenia zamówienia (do ' . wp_date( 'd.m.Y', time() + 13 * DAY_IN_SECONDS ) . '):', $html );
	}
}
