<?php
/**
 * The online withdrawal function: cosmetics/v1/withdrawal/{order_id} (GET status, POST withdraw)
 * with the order key or as the order's customer; 14 days from the completed date (else the order
 * date); order note, customer confirmation with date and time, staff notification; one withdrawal
 * however often it is pressed; the link in the customer's order e-mails.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Domain\WithdrawalPeriod;
use CosmeticsStorefront\Settings\ShopInfo;
use CosmeticsStorefront\Legal\Admin\OrderDeliveryDate;
use CosmeticsStorefront\Tests\WooCommerceTestCase;
use CosmeticsStorefront\Legal\Withdrawals;

final class WithdrawalTest extends WooCommerceTestCase {

	private function order( string $status = 'completed', ?int $completed_days_ago = 3, int $created_days_ago = 5, int $customer = 0 ): \WC_Order {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Serum' );
		$product->set_regular_price( '99' );
		$product->save();
		$order = wc_create_order( array( 'customer_id' => $customer ) );
		$order->add_product( $product, 1 );
		$order->set_billing_first_name( 'Anna' );
		$order->set_billing_last_name( 'Kowalska' );
		$order->set_billing_email( 'anna@example.com' );
		$order->calculate_totals( false );
		$order->set_date_created( time() - $created_days_ago * DAY_IN_SECONDS );
		$order->set_status( $status );
		$order->save();
		$order->set_date_completed( null === $completed_days_ago ? null : time() - $completed_days_ago * DAY_IN_SECONDS );
		$order->save();
		$GLOBALS['cosmetics_test_mails'] = array();
		return wc_get_order( $order->get_id() );
	}

	private function press( \WC_Order $order, string $key = '' ): \WP_REST_Response {
		return $this->dispatch( 'POST', '/cosmetics/v1/withdrawal/' . $order->get_id(), array( 'key' => $key, 'confirm' => true ) );
	}

	public function test_the_period_ends_at_the_end_of_the_fourteenth_day(): void {
		$zone      = new \DateTimeZone( 'Europe/Warsaw' );
		$delivered = new \DateTimeImmutable( '2026-11-02 15:30', $zone );
		$this->assertSame( '2026-11-16 23:59:59', WithdrawalPeriod::deadline( $delivered, $zone )->format( 'Y-m-d H:i:s' ) );
		$this->assertTrue( WithdrawalPeriod::is_open( $delivered, new \DateTimeImmutable( '2026-11-16 23:59:59', $zone ), $zone ) );
		$this->assertFalse( WithdrawalPeriod::is_open( $delivered, new \DateTimeImmutable( '2026-11-17 00:00:00', $zone ), $zone ) );
	}

	public function test_status_with_the_order_key(): void {
		$order    = $this->order();
		$response = $this->dispatch( 'GET', '/cosmetics/v1/withdrawal/' . $order->get_id() . '?key=' . $order->get_order_key() );
		$this->assertSame( 200, $response->get_status() );
		$data = $this->responseData( $response );
		$this->assertTrue( $data['canWithdraw'] );
		$this->assertSame( 'completed', $data['periodStart'] );
		$this->assertSame( wp_date( 'd.m.Y', time() + 11 * DAY_IN_SECONDS ), $data['deadlineDate'] );
		$this->assertSame( 'an***@example.com', $data['email'] );
		$this->assertNull( $data['withdrawnAt'] );
	}

	public function test_withdrawing_within_the_period_records_it_once_with_note_and_emails(): void {
		ShopInfo::update( array( 'email' => 'biuro@sklep.pl' ) );
		$order    = $this->order();
		$response = $this->press( $order, $order->get_order_key() );
		$this->assertSame( 200, $response->get_status() );
		$data = $this->responseData( $response );
		$this->assertFalse( $data['alreadyWithdrawn'] );
		$this->assertFalse( $data['canWithdraw'] );
		$this->assertMatchesRegularExpression( '/^\d{2}\.\d{2}\.\d{4} o godz\. \d{2}:\d{2}$/', $data['withdrawnAtText'] );

		$fresh = wc_get_order( $order->get_id() );
		$this->assertNotSame( '', $fresh->get_meta( Withdrawals::META_AT ) );
		$this->assertSame( 'link', $fresh->get_meta( Withdrawals::META_VIA ) );
		$this->assertSame( 'completed', $fresh->get_status(), 'staff handle the return; the status stays' );

		$notes = wc_get_order_notes( array( 'order_id' => $order->get_id() ) );
		$this->assertCount( 1, array_filter( $notes, static fn( $note ) => str_contains( $note->content, 'Klient odstąpił od umowy przez formularz online ' . $data['withdrawnAtText'] ) ) );

		$mails = $GLOBALS['cosmetics_test_mails'];
		$this->assertCount( 2, $mails );
		$this->assertSame( 'anna@example.com', $mails[0]['to'] );
		$this->assertSame( 'Potwierdzenie odstąpienia od umowy – zamówienie nr ' . $order->get_order_number(), $mails[0]['subject'] );
		$this->assertStringContainsString( 'potwierdzamy, że ' . $data['withdrawnAtText'] . ' otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy', $mails[0]['message'] );
		$this->assertSame( 'biuro@sklep.pl', $mails[1]['to'] );
		$this->assertStringContainsString( 'Odstąpienie od umowy – zamówienie nr', $mails[1]['subject'] );
		$this->assertStringContainsString( 'anna@example.com', $mails[1]['message'] );

		// A second press: the first withdrawal, no second note or e-mail.
		$GLOBALS['cosmetics_test_mails'] = array();
		$again                           = $this->responseData( $this->press( $order, $order->get_order_key() ) );
		$this->assertTrue( $again['alreadyWithdrawn'] );
		$this->assertSame( $data['withdrawnAt'], $again['withdrawnAt'] );
		$this->assertSame( array(), $GLOBALS['cosmetics_test_mails'] );
		$this->assertCount( count( $notes ), wc_get_order_notes( array( 'order_id' => $order->get_id() ) ) );
	}

	public function test_a_press_while_another_is_being_recorded_changes_nothing(): void {
		$order = $this->order();
		add_option( 'cosmetics_withdrawal_lock_' . $order->get_id(), time(), '', false );
		$response = $this->press( $order, $order->get_order_key() );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( '', wc_get_order( $order->get_id() )->get_meta( Withdrawals::META_AT ) );
		$this->assertSame( array(), $GLOBALS['cosmetics_test_mails'] );
	}

	public function test_after_the_period_it_is_refused(): void {
		$order = $this->order( 'completed', 15, 20 );
		$this->assertFalse( $this->responseData( $this->dispatch( 'GET', '/cosmetics/v1/withdrawal/' . $order->get_id() . '?key=' . $order->get_order_key() ) )['canWithdraw'] );
		$response = $this->press( $order, $order->get_order_key() );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'cosmetics_withdrawal_expired', $this->responseData( $response )['code'] );
		$this->assertStringStartsWith( 'Termin na odstąpienie od umowy minął', $this->responseData( $response )['message'] );
		$this->assertSame( array(), $GLOBALS['cosmetics_test_mails'] );
	}

	public function test_without_a_completed_date_the_order_date_counts(): void {
		$open = $this->order( 'processing', null, 10 );
		$data = $this->responseData( $this->dispatch( 'GET', '/cosmetics/v1/withdrawal/' . $open->get_id() . '?key=' . $open->get_order_key() ) );
		$this->assertSame( 'created', $data['periodStart'] );
		$this->assertTrue( $data['canWithdraw'] );

		$late = $this->order( 'processing', null, 15 );
		$this->assertSame( 403, $this->press( $late, $late->get_order_key() )->get_status() );
	}

	public function test_a_known_delivery_date_starts_the_period(): void {
		// Completed 20 days ago, but delivered 10 days ago: still open, counted from delivery.
		$order = $this->order( 'completed', 20, 25 );
		$order->update_meta_data( Withdrawals::META_DELIVERED, wp_date( 'Y-m-d', time() - 10 * DAY_IN_SECONDS ) );
		$order->save();
		$data = $this->responseData( $this->dispatch( 'GET', '/cosmetics/v1/withdrawal/' . $order->get_id() . '?key=' . $order->get_order_key() ) );
		$this->assertSame( 'delivered', $data['periodStart'] );
		$this->assertSame( wp_date( 'd.m.Y', time() - 10 * DAY_IN_SECONDS ), $data['periodStartDate'] );
		$this->assertSame( wp_date( 'd.m.Y', time() + 4 * DAY_IN_SECONDS ), $data['deadlineDate'] );
		$this->assertTrue( $data['canWithdraw'] );

		// A courier integration can answer instead (here: delivered 16 days ago → closed).
		add_filter( 'cosmetics_storefront_delivered_on', static fn() => new \DateTimeImmutable( '-16 days', wp_timezone() ) );
		$this->assertSame( 403, $this->press( $order, $order->get_order_key() )->get_status() );
	}

	public function test_staff_enter_the_delivery_date_on_the_order_screen(): void {
		$order = $this->order( 'completed', 2, 6 );
		ob_start();
		OrderDeliveryDate::render( $order );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<label for="cosmetics_delivered_on">Data doręczenia:</label>', $html );
		$this->assertStringContainsString( 'type="date"', $html );

		$save = function ( string $value ) use ( $order ): \WC_Order {
			$_POST[ OrderDeliveryDate::FIELD ] = $value;
			OrderDeliveryDate::save( $order->get_id() );
			return wc_get_order( $order->get_id() );
		};
		$day = wp_date( 'Y-m-d', time() - DAY_IN_SECONDS );
		$this->assertSame( $day, $save( $day )->get_meta( Withdrawals::META_DELIVERED ) );
		$notes = wc_get_order_notes( array( 'order_id' => $order->get_id() ) );
		$this->assertStringStartsWith( 'Data doręczenia: ' . wp_date( 'd.m.Y', time() - DAY_IN_SECONDS ), $notes[0]->content );

		foreach ( array( '2026-02-30', 'jutro', wp_date( 'Y-m-d', time() + 2 * DAY_IN_SECONDS ), wp_date( 'Y-m-d', time() - 30 * DAY_IN_SECONDS ) ) as $bad ) {
			$this->assertSame( $day, $save( $bad )->get_meta( Withdrawals::META_DELIVERED ), "$bad is refused" );
			$this->assertNotSame( '', OrderDeliveryDate::problem( $bad, $order ) );
		}
		$this->assertSame( '', $save( '' )->get_meta( Withdrawals::META_DELIVERED ), 'cleared' );
		unset( $_POST[ OrderDeliveryDate::FIELD ] );
	}

	public function test_cancelled_orders_cannot_be_withdrawn_from(): void {
		$order    = $this->order( 'cancelled', null, 1 );
		$response = $this->press( $order, $order->get_order_key() );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'cosmetics_withdrawal_not_allowed', $this->responseData( $response )['code'] );
	}

	public function test_a_wrong_key_or_unknown_order_is_404_and_changes_nothing(): void {
		$order = $this->order();
		foreach ( array( 'wc_order_wrongkey123', '' ) as $key ) {
			$this->assertSame( 404, $this->dispatch( 'GET', '/cosmetics/v1/withdrawal/' . $order->get_id() . ( $key ? '?key=' . $key : '' ) )->get_status() );
			$response = $this->press( $order, $key );
			$this->assertSame( 404, $response->get_status() );
			$this->assertSame( 'cosmetics_order_not_found', $this->responseData( $response )['code'] );
		}
		$this->assertSame( 404, $this->dispatch( 'GET', '/cosmetics/v1/withdrawal/999999?key=' . $order->get_order_key() )->get_status() );
		$this->assertSame( 400, $this->dispatch( 'GET', '/cosmetics/v1/withdrawal/' . $order->get_id() . '?key=<script>' )->get_status() );
		$this->assertSame( 400, $this->dispatch( 'POST', '/cosmetics/v1/withdrawal/' . $order->get_id(), array( 'key' => $order->get_order_key() ) )->get_status(), 'confirm is required' );

		// Another customer, logged in, without the key.
		wp_set_current_user( $this->createUser( 'customer' ) );
		$this->assertSame( 404, $this->press( $order )->get_status() );
		$this->assertSame( '', wc_get_order( $order->get_id() )->get_meta( Withdrawals::META_AT ) );
		$this->assertSame( array(), $GLOBALS['cosmetics_test_mails'] );
	}

	public function test_the_logged_in_customer_needs_no_key(): void {
		$customer = $this->createUser( 'customer' );
		$order    = $this->order( 'completed', 1, 2, $customer );
		wp_set_current_user( $customer );
		$response = $this->press( $order );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'account', wc_get_order( $order->get_id() )->get_meta( Withdrawals::META_VIA ) );
	}

	public function test_the_customer_order_emails_carry_the_link_while_the_period_is_open(): void {
		$order = $this->order();
		$email = (object) array( 'id' => 'customer_completed_order' );
		ob_start();
		Withdrawals::email_link( $order, false, false, $email );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Odstąp od umowy', $html );
		$this->assertStringContainsString( esc_url( home_url( '/odstapienie-od-umowy?order=' . $order->get_id() . '&key=' . $order->get_order_key() ) ), $html );

		ob_start();
		Withdrawals::email_link( $order, true, false, (object) array( 'id' => 'new_order' ) );
		$this->assertSame( '', (string) ob_get_clean(), 'not in the staff e-mail' );

		$expired = $this->order( 'completed', 20, 25 );
		ob_start();
		Withdrawals::email_link( $expired, false, true, $email );
		$this->assertSame( '', (string) ob_get_clean() );
	}

	public function test_the_storefront_serves_the_withdrawal_address(): void {
		$this->goTo( '/odstapienie-od-umowy?order=1&key=wc_order_x' );
		$this->assertNotSame( 404, $this->lastStatus() );
		$this->assertSame( 'odstapienie-od-umowy', get_query_var( \CosmeticsStorefront\Storefront\Router::QUERY_VAR ) );
	}
}
