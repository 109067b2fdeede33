<?php
/**
 * Price history: a row on every change of regular, sale or professional price of
 * products and variations, per tier; nothing when nothing changed; seeding on activation.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Install\Installer;
use CosmeticsStorefront\Pricing\PriceHistory;

require_once __DIR__ . '/PricingTestCase.php';

final class PriceHistoryTest extends PricingTestCase {

	public function test_a_new_product_records_its_prices_in_both_tiers(): void {
		$product = $this->simple( '100', '', '70' );
		$this->assertSame( array( array( '100.0000', null, '100.0000' ) ), $this->history( $product->get_id() ) );
		$this->assertSame( array( array( '70.0000', null, '70.0000' ) ), $this->history( $product->get_id(), 'professional' ) );
	}

	public function test_without_professional_prices_the_professional_tier_records_the_normal_ones(): void {
		$product = $this->simple( '100', '80' );
		$this->assertSame( array( array( '100.0000', '80.0000', '80.0000' ) ), $this->history( $product->get_id(), 'professional' ) );
	}

	public function test_a_regular_price_change_adds_a_row(): void {
		$product = $this->simple( '100' );
		$product->set_regular_price( '120' );
		$product->save();
		$this->assertSame( array( array( '100.0000', null, '100.0000' ), array( '120.0000', null, '120.0000' ) ), $this->history( $product->get_id() ) );
	}

	public function test_a_sale_and_its_removal_add_rows(): void {
		$product = $this->simple( '100' );
		$product->set_sale_price( '80' );
		$product->save();
		$product->set_sale_price( '' );
		$product->save();
		$this->assertSame(
			array( array( '100.0000', null, '100.0000' ), array( '100.0000', '80.0000', '80.0000' ), array( '100.0000', null, '100.0000' ) ),
			$this->history( $product->get_id() )
		);
	}

	public function test_saving_without_a_price_change_adds_nothing(): void {
		$product = $this->simple( '100', '', '70' );
		$product->set_name( 'Nowa nazwa' );
		$product->save();
		$product->save();
		$this->assertCount( 1, $this->history( $product->get_id() ) );
		$this->assertCount( 1, $this->history( $product->get_id(), 'professional' ) );
	}

	public function test_professional_prices_saved_with_the_product_add_one_professional_row(): void {
		$product = $this->simple( '100', '', '70', '60' );
		$product->update_meta_data( '_professional_price', '65' );
		$product->update_meta_data( '_professional_sale_price', '' );
		$product->save();
		$this->assertSame(
			array( array( '70.0000', '60.0000', '60.0000' ), array( '65.0000', null, '65.0000' ) ),
			$this->history( $product->get_id(), 'professional' ),
			'one row for the new state, never the half-saved one (65 with the old sale price 60)'
		);
		$this->assertCount( 1, $this->history( $product->get_id() ), 'the individual tier did not change' );
	}

	public function test_professional_meta_updated_directly_adds_rows(): void {
		$product = $this->simple( '100' );
		update_post_meta( $product->get_id(), '_professional_price', '75' );
		update_post_meta( $product->get_id(), '_professional_sale_price', '70' );
		delete_post_meta( $product->get_id(), '_professional_sale_price' );
		$this->assertSame(
			array( array( '100.0000', null, '100.0000' ), array( '75.0000', null, '75.0000' ), array( '75.0000', '70.0000', '70.0000' ), array( '75.0000', null, '75.0000' ) ),
			$this->history( $product->get_id(), 'professional' )
		);
	}

	public function test_variation_prices_are_recorded(): void {
		list( , $ids ) = $this->variable( array( array( '50', '', '40', '' ) ) );
		$variation     = wc_get_product( $ids[0] );
		$variation->set_sale_price( '45' );
		$variation->save();
		update_post_meta( $ids[0], '_professional_sale_price', '35' );

		$this->assertSame( array( array( '50.0000', null, '50.0000' ), array( '50.0000', '45.0000', '45.0000' ) ), $this->history( $ids[0] ) );
		$this->assertSame( array( array( '40.0000', null, '40.0000' ), array( '40.0000', '35.0000', '35.0000' ) ), $this->history( $ids[0], 'professional' ) );
	}

	public function test_a_variable_parent_records_nothing_of_its_own(): void {
		list( $product ) = $this->variable( array( array( '50', '', '', '' ) ) );
		$this->assertSame( array(), $this->history( $product->get_id() ) );
	}

	public function test_a_scheduled_sale_records_nothing_until_it_starts_then_its_start_and_end(): void {
		$product = $this->simple( '100' );
		$product->set_sale_price( '80' );
		$product->set_date_on_sale_from( (string) ( time() + DAY_IN_SECONDS ) );
		$product->set_date_on_sale_to( (string) ( time() + 3 * DAY_IN_SECONDS ) );
		$product->save();
		$this->assertCount( 1, $this->history( $product->get_id() ), 'a sale that has not started is no price change' );

		// Time passes: the sale's start is due. WooCommerce's daily job applies it by saving the product.
		update_post_meta( $product->get_id(), '_sale_price_dates_from', time() - HOUR_IN_SECONDS );
		wc_scheduled_sales();
		$this->assertSame( array( '100.0000', '80.0000', '80.0000' ), $this->history( $product->get_id() )[1] );

		// Its end is due: the job ends it by saving the product again.
		update_post_meta( $product->get_id(), '_sale_price_dates_to', time() - MINUTE_IN_SECONDS );
		wc_scheduled_sales();
		$rows = $this->history( $product->get_id() );
		$this->assertCount( 3, $rows );
		$this->assertSame( array( '100.0000', null, '100.0000' ), $rows[2] );
	}

	public function test_deleting_a_product_forgets_its_history(): void {
		$product = $this->simple( '100' );
		$id      = $product->get_id();
		$product->delete( true );
		$this->assertSame( array(), $this->history( $id ) );
		$this->assertSame( array(), $this->history( $id, 'professional' ) );
	}

	public function test_activation_seeds_products_without_history_and_keeps_existing_history(): void {
		$seeded  = $this->simple( '100', '90', '70' );
		$kept    = $this->simple( '50' );
		list( $variable, $variation_ids ) = $this->variable( array( array( '30', '', '25', '20' ) ) );
		$this->clearHistory( $seeded->get_id() );
		$this->clearHistory( $variation_ids[0] );
		$this->historyRow( $kept->get_id(), 40, 55 );
		$kept_before = $this->history( $kept->get_id() );

		Installer::activate();

		$this->assertSame( array( array( '100.0000', '90.0000', '90.0000' ) ), $this->history( $seeded->get_id() ) );
		$this->assertSame( array( array( '70.0000', null, '70.0000' ) ), $this->history( $seeded->get_id(), 'professional' ) );
		$this->assertSame( array( array( '25.0000', '20.0000', '20.0000' ) ), $this->history( $variation_ids[0], 'professional' ) );
		$this->assertSame( $kept_before, $this->history( $kept->get_id() ) );
		$this->assertSame( array(), $this->history( $variable->get_id() ) );
	}

	public function test_recent_gives_the_last_30_days_with_the_state_in_effect_when_they_began(): void {
		$product = $this->simple( '100' );
		$this->clearHistory( $product->get_id() );
		$this->historyRow( $product->get_id(), 90, 90 );
		$this->historyRow( $product->get_id(), 60, 100 );
		$this->historyRow( $product->get_id(), 10, 100, 80 );

		$rows = PriceHistory::recent( $product->get_id(), 'individual' );

		$this->assertSame( array( 100.0, 100.0 ), array_column( $rows, 'regular_price' ) );
		$this->assertSame( array( null, 80.0 ), array_column( $rows, 'sale_price' ) );
		$this->assertSame( array( 100.0, 80.0 ), array_column( $rows, 'effective_price' ) );
		$this->assertSame( array( 'recorded_at', 'regular_price', 'sale_price', 'effective_price' ), array_keys( $rows[0] ) );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/', $rows[1]['recorded_at'] );
		$this->assertSame( array(), PriceHistory::recent( $product->get_id(), 'professional' ) );
	}

	public function test_a_plugin_update_with_a_new_schema_seeds_missing_history(): void {
		$product = $this->simple( '70' );
		$this->clearHistory( $product->get_id() );
		update_option( \CosmeticsStorefront\Install\Schema::VERSION_OPTION, 1 );

		\CosmeticsStorefront\Install\Installer::maybe_upgrade();

		$this->assertTrue( \CosmeticsStorefront\Install\Schema::is_current() );
		$this->assertNotEmpty( $this->history( $product->get_id() ), 'Updating without re-activation starts the history too.' );
	}
}
