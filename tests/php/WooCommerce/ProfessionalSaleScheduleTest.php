<?php
/**
 * A professional sale price follows the calendar: WooCommerce's sale dates of the
 * same product, or its own dates, in what a professional sees and pays (read at price-read time), in
 * the professional price lookup (the listing's filter and sort) and in the price history behind the
 * Omnibus price, brought up to date by ProfessionalSaleCalendar whether or not WP-Cron runs; the
 * editor saves and shows the schedule.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Pricing\Admin\ProductPriceFields;
use CosmeticsStorefront\Pricing\LowestPrice;
use CosmeticsStorefront\Pricing\PriceHistory;
use CosmeticsStorefront\Pricing\ProductPrices;
use CosmeticsStorefront\Pricing\ProfessionalPriceLookup;
use CosmeticsStorefront\Pricing\ProfessionalSaleCalendar;

// phpcs:disable WordPress.Security.NonceVerification

final class ProfessionalSaleScheduleTest extends PricingTestCase {

	protected function setUp(): void {
		parent::setUp();
		ProfessionalSaleCalendar::reset();
		require_once WC_ABSPATH . 'includes/admin/wc-meta-box-functions.php';
		ProductPriceFields::hooks();
		\WC_Admin_Meta_Boxes::$meta_box_errors = array();
	}

	protected function tearDown(): void {
		\WC_Admin_Meta_Boxes::$meta_box_errors = array();
		$_POST = array();
		ProfessionalSaleCalendar::reset();
		parent::tearDown();
	}

	/** A product with a WooCommerce sale and a professional sale, WooCommerce's sale dated [from, to]. */
	private function scheduled( ?int $from, ?int $to ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Krem na grudzień' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '100' );
		$product->set_sale_price( '90' );
		$product->set_date_on_sale_from( $from );
		$product->set_date_on_sale_to( $to );
		$product->update_meta_data( '_professional_price', '80' );
		$product->update_meta_data( '_professional_sale_price', '60' );
		$product->save();
		return wc_get_product( $product->get_id() );
	}

	/**
	 * WooCommerce's own daily job (before 11) clears the sale dates when a sale ends: the professional
	 * sale that followed them keeps them and ends on time, whichever version runs.
	 */
	public function test_woocommerces_scheduled_sales_job_does_not_make_a_professional_sale_permanent(): void {
		// A sale that was on and whose last day has passed; a dated sale without a WooCommerce sale price
		// (only the professional one) whose first day has come.
		$ended = $this->scheduled( time() - 10 * DAY_IN_SECONDS, time() + 5 * DAY_IN_SECONDS );
		$this->moveDateMeta( $ended->get_id(), '_sale_price_dates_to', time() - DAY_IN_SECONDS );
		$only = $this->scheduled( time() + 5 * DAY_IN_SECONDS, time() + 7 * DAY_IN_SECONDS );
		$only->set_sale_price( '' );
		$only->save();
		$this->moveDateMeta( $only->get_id(), '_sale_price_dates_from', time() - DAY_IN_SECONDS );

		wc_scheduled_sales();

		$ended = wc_get_product( $ended->get_id() );
		$this->assertSame( '100', (string) get_post_meta( $ended->get_id(), '_price', true ), 'WooCommerce ended its sale (9.x also clears its dates, 11 keeps them)' );
		$this->assertFalse( ProductPrices::professional_sale_is_on( $ended ), 'the professional sale ended with it' );
		$this->assertSame( '80', ProductPrices::for_tier( $ended, 'professional' )['price'] );

		$only = wc_get_product( $only->get_id() );
		$this->assertTrue( ProductPrices::professional_sale_is_on( $only ) );
		$this->assertSame( '60', ProductPrices::for_tier( $only, 'professional' )['price'] );
		$this->assertFalse( ProductPrices::professional_sale_is_on( $only, time() + 8 * DAY_IN_SECONDS ), 'and still ends on its last day' );
	}

	/** Time passes: a start or end at $at (in the past now) is due since the last run. */
	private function due( int $at ): void {
		update_option( ProfessionalSaleCalendar::OPTION_DONE, $at - 600 );
		update_option( ProfessionalSaleCalendar::OPTION_NEXT, $at );
	}

	/** What an approved professional sees through the Store API: [price, regular, sale, on sale]. */
	private function professionalSees( int $id ): array {
		$this->actAsProfessional();
		$data = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $id ) );
		wp_set_current_user( 0 );
		return array( $data['prices']['price'], $data['prices']['regular_price'], $data['prices']['sale_price'], $data['on_sale'] );
	}

	private function lookup( int $id ): array {
		global $wpdb;
		return array_map( 'floatval', (array) $wpdb->get_row( $wpdb->prepare( 'SELECT min_price, max_price FROM %i WHERE product_id = %d', ProfessionalPriceLookup::table(), $id ), ARRAY_N ) );
	}

	/** Moves a stored date meta as time passing would, without any save or hook. */
	private function moveDateMeta( int $id, string $key, int $time ): void {
		global $wpdb;
		$wpdb->update( $wpdb->postmeta, array( 'meta_value' => (string) $time ), array( 'post_id' => $id, 'meta_key' => $key ) );
		wp_cache_delete( $id, 'post_meta' );
		\WC_Cache_Helper::invalidate_cache_group( 'object_' . $id );
	}

	public function test_a_professional_sale_scheduled_for_december_is_not_live_today(): void {
		$from    = time() + 8 * DAY_IN_SECONDS;
		$product = $this->scheduled( $from, $from + 7 * DAY_IN_SECONDS - 1 );

		$this->assertSame( array( '8000', '8000', '8000', false ), $this->professionalSees( $product->get_id() ), 'the professional price, no sale' );
		$this->assertSame( array( 80.0, 80.0 ), $this->lookup( $product->get_id() ), 'the listing filters and sorts by 80' );
		$this->assertSame( array( array( '80.0000', null, '80.0000' ) ), $this->history( $product->get_id(), 'professional' ) );
		$this->assertSame( $from, (int) get_option( ProfessionalSaleCalendar::OPTION_NEXT ), 'the start is the next thing to record' );
		$this->assertStringStartsWith( 'Promocja profesjonalna zaplanowana: ' . wp_date( 'd.m.Y', $from ), ProductPriceFields::schedule_status( $product ) );
	}

	/**
	 * A save asks the calendar of its own product only (the whole calendar read every product with a
	 * professional sale: 0.8 s a save at 100 000 products); the next moment is never late, at worst early.
	 */
	public function test_a_save_reads_only_its_own_products_calendar_and_the_next_moment_is_never_late(): void {
		$later   = $this->scheduled( time() + 8 * DAY_IN_SECONDS, time() + 9 * DAY_IN_SECONDS );
		$asked   = array();
		$collect = static function ( $sql ) use ( &$asked ) {
			if ( str_contains( (string) $sql, 'MIN( b.at )' ) ) {
				$asked[] = (string) $sql;
			}
			return $sql;
		};
		add_filter( 'query', $collect );
		try {
			$sooner = $this->scheduled( time() + 3 * DAY_IN_SECONDS, time() + 4 * DAY_IN_SECONDS );
		} finally {
			remove_filter( 'query', $collect );
		}
		$this->assertNotEmpty( $asked );
		foreach ( $asked as $sql ) {
			$this->assertStringContainsString( 'AND ps.post_id IN (' . $sooner->get_id() . ')', $sql, 'one product\'s calendar, not the catalogue\'s' );
		}
		$start = (int) $sooner->get_date_on_sale_from()->getTimestamp();
		$this->assertSame( $start, (int) get_option( ProfessionalSaleCalendar::OPTION_NEXT ), 'the sooner start is next' );

		// The sooner sale goes: the kept moment is early, never late; when it comes, nothing is recorded
		// and the whole calendar names the later start.
		$sooner->update_meta_data( '_professional_sale_price', '' );
		$sooner->save();
		$this->assertSame( $start, (int) get_option( ProfessionalSaleCalendar::OPTION_NEXT ) );
		$this->assertSame( array(), ProfessionalSaleCalendar::catch_up( $start + 1 ) );
		$this->assertSame( (int) $later->get_date_on_sale_from()->getTimestamp(), (int) get_option( ProfessionalSaleCalendar::OPTION_NEXT ) );
	}

	public function test_the_sale_starts_on_its_date_without_cron_and_everything_follows(): void {
		$from    = time() + 8 * DAY_IN_SECONDS;
		$product = $this->scheduled( $from, $from + 7 * DAY_IN_SECONDS - 1 );
		$id      = $product->get_id();

		// The product's prices as they were recorded 20 days ago.
		$this->clearHistory( $id );
		$this->historyRow( $id, 20, 100.0 );
		$this->historyRow( $id, 20, 80.0, null, 'professional' );

		// The start date arrives (stored dates moved back; nothing saved the product, no cron ran).
		$started = time() - HOUR_IN_SECONDS;
		$this->moveDateMeta( $id, '_sale_price_dates_from', $started );
		$this->due( $started );

		$this->assertSame( array( '6000', '8000', '6000', true ), $this->professionalSees( $id ), 'read at price-read time' );

		ProfessionalSaleCalendar::maybe_catch_up(); // What the next request does on init.
		$this->assertSame( array( 60.0, 60.0 ), $this->lookup( $id ) );
		$history = PriceHistory::recent( $id, 'professional' );
		$this->assertSame( 60.0, end( $history )['effective_price'] );
		$this->assertSame( gmdate( 'Y-m-d H:i:s', $started ), end( $history )['recorded_at'], 'recorded when the sale began' );
		$this->assertSame( 80.0, LowestPrice::for_product( $id, 'professional' ), 'Omnibus: the lowest price before the discount began' );
		$this->assertSame( $from + 7 * DAY_IN_SECONDS, (int) get_option( ProfessionalSaleCalendar::OPTION_NEXT ), 'next: the second after the end' );

		// A second run records nothing twice.
		ProfessionalSaleCalendar::catch_up();
		$this->assertCount( 2, $this->history( $id, 'professional' ) );
	}

	public function test_the_sale_ends_on_its_date(): void {
		$product = $this->scheduled( time() - 3 * DAY_IN_SECONDS, time() + DAY_IN_SECONDS );
		$id      = $product->get_id();
		$this->assertSame( array( '6000', '8000', '6000', true ), $this->professionalSees( $id ) );

		$this->clearHistory( $id ); // Recorded when the sale began, 3 days ago.
		$this->historyRow( $id, 3, 80.0, 60.0, 'professional' );
		$ended = time() - 60;
		$this->moveDateMeta( $id, '_sale_price_dates_to', $ended - 1 );
		$this->due( $ended );
		$this->assertSame( array( '8000', '8000', '8000', false ), $this->professionalSees( $id ) );
		ProfessionalSaleCalendar::maybe_catch_up();
		$this->assertSame( array( 80.0, 80.0 ), $this->lookup( $id ) );
		$rows = $this->history( $id, 'professional' );
		$this->assertSame( array( '80.0000', null, '80.0000' ), end( $rows ) );
		$this->assertSame( 0, (int) get_option( ProfessionalSaleCalendar::OPTION_NEXT ), 'nothing left to schedule' );
	}

	public function test_own_dates_replace_woocommerces(): void {
		$product = $this->scheduled( null, null ); // WooCommerce's sale has no dates: on now.
		$product->update_meta_data( ProductPrices::PRO_SCHEDULE_META, 'own' );
		$product->update_meta_data( ProductPrices::PRO_FROM_META, (string) ( time() + 5 * DAY_IN_SECONDS ) );
		$product->save();
		$this->assertSame( array( '8000', '8000', '8000', false ), $this->professionalSees( $product->get_id() ) );
		$this->assertSame( array( 80.0, 80.0 ), $this->lookup( $product->get_id() ) );

		$guest = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $product->get_id() ) );
		$this->assertSame( '9000', $guest['prices']['price'], 'WooCommerce\'s own sale is untouched' );
	}

	public function test_without_any_dates_the_professional_sale_is_on_as_before(): void {
		$product = $this->scheduled( null, null );
		$this->assertSame( array( '6000', '8000', '6000', true ), $this->professionalSees( $product->get_id() ) );
		$this->assertSame( 0, (int) get_option( ProfessionalSaleCalendar::OPTION_NEXT ) );
		$this->assertSame( 'Promocja profesjonalna obowiązuje bez terminu (daty promocji WooCommerce: brak dat).', ProductPriceFields::schedule_status( $product ) );
	}

	public function test_the_editor_saves_own_dates_as_whole_days_in_the_shops_time_zone(): void {
		update_option( 'timezone_string', 'Europe/Warsaw' );
		$product = $this->simple( '100', '', '80', '' );
		$this->submit(
			$product,
			array(
				'_professional_price'                 => '80',
				'_professional_sale_price'            => '60',
				'_professional_sale_schedule'         => 'own',
				'_professional_sale_price_dates_from' => '2030-12-01',
				'_professional_sale_price_dates_to'   => '2030-12-07',
			)
		);
		$saved = wc_get_product( $product->get_id() );
		$zone  = new \DateTimeZone( 'Europe/Warsaw' );
		$this->assertSame( array(), \WC_Admin_Meta_Boxes::$meta_box_errors );
		$this->assertSame( 'own', $saved->get_meta( ProductPrices::PRO_SCHEDULE_META ) );
		$this->assertSame( (string) ( new \DateTimeImmutable( '2030-12-01 00:00:00', $zone ) )->getTimestamp(), $saved->get_meta( ProductPrices::PRO_FROM_META ) );
		$this->assertSame( (string) ( new \DateTimeImmutable( '2030-12-07 23:59:59', $zone ) )->getTimestamp(), $saved->get_meta( ProductPrices::PRO_TO_META ) );
		$this->assertSame( array( '8000', '8000', '8000', false ), $this->professionalSees( $product->get_id() ) );

		ob_start();
		$GLOBALS['product_object'] = $saved;
		ProductPriceFields::render_simple_fields();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'value="2030-12-01"', $html );
		$this->assertStringContainsString( 'value="2030-12-07"', $html );
		$this->assertStringContainsString( 'Promocja profesjonalna zaplanowana: 01.12.2030 – 07.12.2030 (własne daty)', $html );

		// Back to WooCommerce's dates: the own dates go.
		$this->submit( $saved, array( '_professional_price' => '80', '_professional_sale_price' => '60', '_professional_sale_schedule' => 'woocommerce', '_professional_sale_price_dates_from' => '2030-12-01' ) );
		$again = wc_get_product( $product->get_id() );
		$this->assertSame( '', $again->get_meta( ProductPrices::PRO_SCHEDULE_META ) );
		$this->assertSame( '', $again->get_meta( ProductPrices::PRO_FROM_META ) );
		$this->assertSame( array( '6000', '8000', '6000', true ), $this->professionalSees( $product->get_id() ) );
	}

	/** @return array<string,array{string,string,string}> */
	public static function invalidDates(): array {
		return array(
			'end before start' => array( '2030-12-07', '2030-12-01', 'Koniec promocji profesjonalnej nie może być wcześniejszy niż jej początek.' ),
			'not a day'        => array( '2030-02-30', '', 'Daty promocji profesjonalnej muszą być w formacie RRRR-MM-DD.' ),
			'text'             => array( 'jutro', '', 'Daty promocji profesjonalnej muszą być w formacie RRRR-MM-DD.' ),
		);
	}

	/** @dataProvider invalidDates */
	public function test_invalid_own_dates_change_nothing_and_staff_see_why( string $from, string $to, string $message ): void {
		$product = $this->simple( '100', '', '80', '70' );
		$this->submit(
			$product,
			array(
				'_professional_price'                 => '75',
				'_professional_sale_price'            => '60',
				'_professional_sale_schedule'         => 'own',
				'_professional_sale_price_dates_from' => $from,
				'_professional_sale_price_dates_to'   => $to,
			)
		);
		$saved = wc_get_product( $product->get_id() );
		$this->assertSame( '80', $saved->get_meta( '_professional_price' ) );
		$this->assertSame( '70', $saved->get_meta( '_professional_sale_price' ) );
		$this->assertSame( '', $saved->get_meta( ProductPrices::PRO_SCHEDULE_META ) );
		$this->assertStringContainsString( $message, implode( "\n", \WC_Admin_Meta_Boxes::$meta_box_errors ) );
	}

	public function test_a_variation_keeps_its_own_schedule(): void {
		list( $product, $ids ) = $this->variable( array( array( '100', '', '80', '60' ), array( '120', '', '90', '70' ) ) );
		$_POST = array(
			'variable_professional_price'                 => array( 0 => '80', 1 => '90' ),
			'variable_professional_sale_price'            => array( 0 => '60', 1 => '70' ),
			'variable_professional_sale_schedule'         => array( 0 => 'own', 1 => 'woocommerce' ),
			'variable_professional_sale_price_dates_from' => array( 0 => wp_date( 'Y-m-d', time() + 10 * DAY_IN_SECONDS ), 1 => '' ),
			'variable_professional_sale_price_dates_to'   => array( 0 => '', 1 => '' ),
		);
		foreach ( $ids as $i => $id ) {
			$variation = wc_get_product( $id );
			do_action( 'woocommerce_admin_process_variation_object', $variation, $i );
			$variation->save();
		}
		\WC_Product_Variable::sync( $product->get_id() );
		$this->assertSame( array( 70.0, 80.0 ), $this->lookup( $product->get_id() ), 'the first variation at 80 until its sale starts' );
		$this->assertSame( array( '8000', '8000', '8000', false ), $this->professionalSees( $ids[0] ) );
		$this->assertSame( array( '7000', '9000', '7000', true ), $this->professionalSees( $ids[1] ) );
	}

	private function submit( \WC_Product $product, array $post ): void {
		$_POST   = $post;
		$product = wc_get_product( $product->get_id() );
		do_action( 'woocommerce_admin_process_product_object', $product );
		$product->save();
	}
}
