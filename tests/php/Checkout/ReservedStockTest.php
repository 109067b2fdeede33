<?php
/**
 * WooCommerce's atomic stock reservation counts the units an order has claimed until its stock is
 * really reduced: past payment (processing, on-hold, completed) as well as in draft and pending, never
 * twice, and never for a failed or cancelled order. On HPOS (the test site's storage) and on posts.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Checkout;

use Automattic\WooCommerce\Checkout\Helpers\ReserveStock;
use Automattic\WooCommerce\Checkout\Helpers\ReserveStockException;
use Automattic\WooCommerce\Utilities\OrderUtil;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class ReservedStockTest extends WooCommerceTestCase {

	/** WooCommerce's status hooks that reduce an order's stock (10) and drop its reservation (11). */
	private const STOCK_HOOKS = array(
		array( 'woocommerce_order_status_processing', 'wc_maybe_reduce_stock_levels', 10 ),
		array( 'woocommerce_order_status_on-hold', 'wc_maybe_reduce_stock_levels', 10 ),
		array( 'woocommerce_order_status_completed', 'wc_maybe_reduce_stock_levels', 10 ),
		array( 'woocommerce_order_status_processing', 'wc_release_stock_for_order', 11 ),
		array( 'woocommerce_order_status_on-hold', 'wc_release_stock_for_order', 11 ),
		array( 'woocommerce_order_status_completed', 'wc_release_stock_for_order', 11 ),
		array( 'woocommerce_order_status_cancelled', 'wc_release_stock_for_order', 11 ),
	);

	protected function setUp(): void {
		parent::setUp();
		update_option( 'woocommerce_manage_stock', 'yes' );
	}

	protected function tearDown(): void {
		$this->stockHooks( true );
		parent::tearDown();
	}

	public static function storages(): array {
		return array(
			'HPOS'  => array( 'yes' ),
			'posts' => array( 'no' ),
		);
	}

	public static function storagesAndPaidStatuses(): array {
		$cases = array();
		foreach ( self::storages() as $storage => $hpos ) {
			foreach ( array( 'processing', 'on-hold', 'completed' ) as $status ) {
				$cases[ "$storage, $status" ] = array( $hpos[0], $status );
			}
		}
		return $cases;
	}

	public static function storagesAndDeadStatuses(): array {
		$cases = array();
		foreach ( self::storages() as $storage => $hpos ) {
			foreach ( array( 'failed', 'cancelled' ) as $status ) {
				$cases[ "$storage, $status" ] = array( $hpos[0], $status );
			}
		}
		return $cases;
	}

	/** @dataProvider storagesAndPaidStatuses */
	public function test_an_order_past_payment_holds_its_units_until_its_stock_is_reduced( string $hpos, string $status ): void {
		$this->storage( $hpos );
		$product = $this->product( 3 );
		$paid    = $this->reservedOrder( $product, 2 );
		$this->moveWithoutStockHooks( $paid, $status );

		$this->assertSame( 2, $this->reserved( $product ), "a $status order whose stock is not reduced yet holds its 2 units" );
		$this->assertRefused( $this->order( $product, 2 ), 'only 1 unit is free' );
		$one = $this->order( $product, 1 );
		( new ReserveStock() )->reserve_stock_for_order( $one, 10 );
		( new ReserveStock() )->release_stock_for_order( $one );

		wc_maybe_reduce_stock_levels( $paid->get_id() );

		$this->assertSame( 1, $this->stock( $product ) );
		$this->assertSame( 0, $this->reserved( $product ), 'once the stock is reduced its units are not counted a second time (its reservation row is still there)' );
		$this->assertTrue( $this->reservationRowExists( $paid ) );
		$last = $this->order( $product, 1 );
		( new ReserveStock() )->reserve_stock_for_order( $last, 10 );
		$this->assertRefused( $this->order( $product, 1 ), 'the last unit is taken' );
	}

	/** @dataProvider storages */
	public function test_the_reservation_stops_counting_in_the_statement_that_reduces_the_stock( string $hpos ): void {
		$this->storage( $hpos );
		$product = $this->product( 3 );
		$paid    = $this->reservedOrder( $product, 2 );
		$this->moveWithoutStockHooks( $paid, 'on-hold' );

		$seen  = array();
		$watch = function ( $id ) use ( $product, $paid, &$seen ): void {
			if ( $id === $product->get_id() ) {
				// Right after WooCommerce's stock UPDATE: nothing else of the reduction has run yet.
				$seen[] = array( $this->stock( $product ), $this->reserved( $product ), $paid->get_data_store()->get_stock_reduced( $paid->get_id() ) );
			}
		};
		add_action( 'woocommerce_updated_product_stock', $watch );
		wc_maybe_reduce_stock_levels( $paid->get_id() );
		remove_action( 'woocommerce_updated_product_stock', $watch );

		$this->assertSame( array( array( 1, 0, false ) ), $seen, 'stock 3 → 1 and the 2 reserved units released at once: 1 free unit throughout, never -1' );
		$this->assertSame( 1, $this->stock( $product ) );
	}

	/** @dataProvider storages */
	public function test_variations_sharing_their_parents_stock_release_item_by_item( string $hpos ): void {
		$this->storage( $hpos );
		list( $parent, $ids ) = $this->variable( array( array( '20.00', '', '', '' ), array( '30.00', '', '', '' ) ) );
		$parent->set_manage_stock( true );
		$parent->set_stock_quantity( 5 );
		$parent->save();
		$order = wc_create_order();
		$order->add_product( wc_get_product( $ids[0] ), 2 );
		$order->add_product( wc_get_product( $ids[1] ), 1 );
		$order->set_billing_email( 'zapas@example.com' );
		$order->save();
		( new ReserveStock() )->reserve_stock_for_order( $order, 10 );
		$this->moveWithoutStockHooks( $order, 'processing' );
		$this->assertSame( 3, $this->reserved( $parent ), 'one reservation row for the parent: 2 + 1' );

		$free  = array();
		$watch = function ( $id ) use ( $parent, &$free ): void {
			if ( $id === $parent->get_id() ) {
				$free[] = $this->stock( $parent ) - $this->reserved( $parent );
			}
		};
		add_action( 'woocommerce_updated_product_stock', $watch );
		wc_maybe_reduce_stock_levels( $order->get_id() );
		remove_action( 'woocommerce_updated_product_stock', $watch );

		$this->assertSame( array( 2, 2 ), $free, 'after each item’s stock update 5 − 3 units are free, neither fewer nor more' );
		$this->assertSame( 2, $this->stock( $parent ) );
		$this->assertSame( 0, $this->reserved( $parent ) );
	}

	/** @dataProvider storagesAndDeadStatuses */
	public function test_a_failed_or_cancelled_order_holds_no_units( string $hpos, string $status ): void {
		$this->storage( $hpos );
		$product = $this->product( 3 );
		$dead    = $this->reservedOrder( $product, 2 );
		$this->moveWithoutStockHooks( $dead, $status );

		$this->assertTrue( $this->reservationRowExists( $dead ) );
		$this->assertSame( 0, $this->reserved( $product ) );
		( new ReserveStock() )->reserve_stock_for_order( $this->order( $product, 3 ), 10 );
	}

	/** @dataProvider storages */
	public function test_draft_and_pending_orders_hold_their_units_as_in_woocommerce( string $hpos ): void {
		$this->storage( $hpos );
		$product = $this->product( 5 );
		$draft   = $this->reservedOrder( $product, 1 );
		$this->moveWithoutStockHooks( $draft, 'checkout-draft' );
		$this->reservedOrder( $product, 2 );

		$this->assertSame( 3, $this->reserved( $product ) );
		$this->assertSame( 2, ( new ReserveStock() )->get_reserved_stock( $product, $draft->get_id() ), 'an order does not count its own reservation' );
		$this->assertRefused( $this->order( $product, 3 ), '2 units are free' );
	}

	/** @dataProvider storages */
	public function test_an_order_without_a_reservation_reduces_the_stock_once( string $hpos ): void {
		$this->storage( $hpos );
		$product = $this->product( 4 );
		$other   = $this->reservedOrder( $product, 1 );
		$order   = $this->order( $product, 3 );

		$order->update_status( 'processing' );
		$order->update_status( 'completed' );

		$this->assertSame( 1, $this->stock( $product ) );
		$this->assertSame( 1, $this->reserved( $product ), 'another order’s reservation is left alone' );
		$this->assertTrue( $this->reservationRowExists( $other ) );
	}

	/** @dataProvider storages */
	public function test_a_placed_order_reduces_its_stock_and_releases_its_reservation( string $hpos ): void {
		$this->storage( $hpos );
		$product = $this->product( 4 );
		$order   = $this->reservedOrder( $product, 3 );

		$order->update_status( 'on-hold' );

		$this->assertSame( 1, $this->stock( $product ) );
		$this->assertSame( 0, $this->reserved( $product ) );
		$this->assertFalse( $this->reservationRowExists( $order ) );
		( new ReserveStock() )->reserve_stock_for_order( $this->order( $product, 1 ), 10 );
		$this->assertRefused( $this->order( $product, 1 ), 'sold out' );
	}

	/** The order storage of this test: HPOS ('yes') or posts ('no'); the test's transaction puts it back. */
	private function storage( string $hpos ): void {
		update_option( 'woocommerce_custom_orders_table_enabled', $hpos );
		$this->assertSame( 'yes' === $hpos, OrderUtil::custom_orders_table_usage_is_enabled() );
	}

	private function product( int $stock ): \WC_Product {
		$product = $this->simple( '20.00' );
		$product->set_manage_stock( true );
		$product->set_stock_quantity( $stock );
		$product->save();
		return $product;
	}

	private function order( \WC_Product $product, int $quantity ): \WC_Order {
		$order = wc_create_order();
		$order->add_product( $product, $quantity );
		$order->set_billing_email( 'zapas@example.com' );
		$order->calculate_totals();
		$order->save();
		return $order;
	}

	/** A pending order holding its units, as the Store API leaves it before payment. */
	private function reservedOrder( \WC_Product $product, int $quantity ): \WC_Order {
		$order = $this->order( $product, $quantity );
		( new ReserveStock() )->reserve_stock_for_order( $order, 10 );
		$this->assertTrue( $this->reservationRowExists( $order ) );
		return $order;
	}

	/** The moment the race lives in: the order has its new status, its status hooks have not reduced the stock (nor dropped the reservation) yet. */
	private function moveWithoutStockHooks( \WC_Order $order, string $status ): void {
		$this->stockHooks( false );
		$order->update_status( $status );
		$this->stockHooks( true );
		$this->assertSame( $status, wc_get_order( $order->get_id() )->get_status() );
	}

	private function stockHooks( bool $on ): void {
		foreach ( self::STOCK_HOOKS as list( $hook, $callback, $priority ) ) {
			if ( $on ) {
				add_action( $hook, $callback, $priority );
			} else {
				remove_action( $hook, $callback, $priority );
			}
		}
	}

	private function reserved( \WC_Product $product ): int {
		return (int) ( new ReserveStock() )->get_reserved_stock( $product );
	}

	private function stock( \WC_Product $product ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = '_stock'", $product->get_id() ) );
	}

	private function reservationRowExists( \WC_Order $order ): bool {
		global $wpdb;
		return (bool) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->wc_reserved_stock} WHERE order_id = %d", $order->get_id() ) );
	}

	private function assertRefused( \WC_Order $order, string $why ): void {
		try {
			( new ReserveStock() )->reserve_stock_for_order( $order, 10 );
		} catch ( ReserveStockException $e ) {
			$this->assertSame( 'woocommerce_product_not_enough_stock', $e->getErrorCode() );
			return;
		}
		$this->fail( "the reservation should be refused: $why" );
	}
}
