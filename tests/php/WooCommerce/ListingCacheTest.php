<?php
/**
 * Storefront\ListingCache: the preloaded /sklep listing is kept per catalogue state and price
 * tier, and every write path that changes what the Store API lists makes the next page compute it
 * again: a price or stock saved, stock set directly (orders), professional price meta, terms, trash,
 * settings, the professional sale calendar; and an entry never outlives the next sale start or end.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Storefront\ListingCache;
use CosmeticsStorefront\Pricing\CustomerTier;
use CosmeticsStorefront\Pricing\ProfessionalSaleCalendar;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class ListingCacheTest extends WooCommerceTestCase {

	private const LISTING = '/wc/store/v1/products?_fields=extensions%2Cid%2Cis_in_stock%2Cis_on_backorder%2Cname%2Con_sale%2Cprices&catalog_visibility=catalog&page=1&per_page=50';

	/** The product $id as the next full page load of /sklep preloads it (null: not listed). */
	private function listed( int $id ): ?array {
		$this->enqueueFor( '/sklep' );
		$config = $this->inlineConfig();
		$this->assertIsArray( $config );
		$this->assertArrayHasKey( self::LISTING, $config['preload'] );
		foreach ( $config['preload'][ self::LISTING ]['body'] as $product ) {
			if ( (int) $product['id'] === $id ) {
				return $product;
			}
		}
		return null;
	}

	private function price( int $id ): ?string {
		return $this->listed( $id )['prices']['price'] ?? null;
	}

	/** Writes a price straight into the table, past every hook (what a stale cache would not see). */
	private function priceBehindTheHooks( int $id, string $price ): void {
		global $wpdb;
		$wpdb->update( $wpdb->postmeta, array( 'meta_value' => $price ), array( 'post_id' => $id, 'meta_key' => '_price' ) );
		wp_cache_flush();
	}

	public function test_the_listing_is_served_from_the_cache_until_the_catalogue_changes(): void {
		$product = $this->simple( '40.00' );
		$this->assertSame( '4000', $this->price( $product->get_id() ) );
		// A write no hook sees is not seen: the page was served from the cache.
		$this->priceBehindTheHooks( $product->get_id(), '10.00' );
		$this->assertSame( '4000', $this->price( $product->get_id() ) );
		ListingCache::bump();
		$this->assertSame( '1000', $this->price( $product->get_id() ) );
	}

	/** The product $id as the next full page load of its product page preloads it (null: not preloaded). */
	private function productPage( int $id ): ?array {
		$this->enqueueFor( '/sklep/product/' . $id );
		$config = $this->inlineConfig();
		$this->assertIsArray( $config );
		$answer = $config['preload'][ '/wc/store/v1/products/' . $id ] ?? null;
		return is_array( $answer ) ? $answer['body'] : null;
	}

	public function test_a_product_page_is_served_from_the_cache_until_the_product_changes(): void {
		$product = $this->simple( '40.00' );
		$this->assertSame( '4000', $this->productPage( $product->get_id() )['prices']['price'] );
		$this->priceBehindTheHooks( $product->get_id(), '10.00' );
		$this->assertSame( '4000', $this->productPage( $product->get_id() )['prices']['price'], 'served from the cache' );
		$product = wc_get_product( $product->get_id() );
		$product->set_regular_price( '35.50' );
		$product->save();
		$this->assertSame( '3550', $this->productPage( $product->get_id() )['prices']['price'] );
	}

	public function test_a_product_that_is_not_published_is_never_kept(): void {
		$product = $this->simple( '40.00' );
		$product->set_status( 'draft' );
		$product->save();
		$path = '/wc/store/v1/products/' . $product->get_id();
		$this->assertFalse( ListingCache::caches( $path ) );
		$this->assertTrue( ListingCache::caches( '/wc/store/v1/products/' . $this->simple( '20.00' )->get_id() ) );
		$this->assertFalse( ListingCache::caches( '/wc/store/v1/products?parent=' . $product->get_id() . '&per_page=100&type=variation' ) );
		$this->assertFalse( ListingCache::caches( '/wc/store/v1/products?per_page=100&type=variation' ), 'variations of no product' );
		$this->assertFalse( ListingCache::caches( '/wc/store/v1/products?catalog_visibility=catalog&page=1&per_page=50&search=krem' ), 'a search' );
	}

	public function test_a_price_saved_through_woocommerce_is_on_the_next_page(): void {
		$product = $this->simple( '40.00' );
		$this->assertSame( '4000', $this->price( $product->get_id() ) );
		$product->set_regular_price( '35.50' );
		$product->save();
		$this->assertSame( '3550', $this->price( $product->get_id() ) );
		$product->set_sale_price( '29.99' );
		$product->save();
		$this->assertSame( '2999', $this->price( $product->get_id() ) );
		$this->assertTrue( $this->listed( $product->get_id() )['on_sale'] );
	}

	public function test_stock_set_directly_as_an_order_does_is_on_the_next_page(): void {
		$product = $this->simple( '40.00' );
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 20 );
		$product->save();
		$this->assertNull( $this->listed( $product->get_id() )['extensions']['cosmetics-storefront']['low_stock_remaining'] );
		// wc_reduce_stock_levels() writes the stock with $updating = true: no save, only the stock hooks.
		wc_update_product_stock( $product, 17, 'decrease', true );
		$this->assertSame( 3, $this->listed( $product->get_id() )['extensions']['cosmetics-storefront']['low_stock_remaining'] );
		wc_update_product_stock( $product, 3, 'decrease', true );
		wc_update_product_stock_status( $product->get_id(), 'outofstock' );
		$this->assertFalse( $this->listed( $product->get_id() )['is_in_stock'] );
	}

	public function test_an_order_reducing_and_restoring_stock_is_on_the_next_page(): void {
		$product = $this->simple( '40.00' );
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 7 );
		$product->save();
		$this->assertNull( $this->listed( $product->get_id() )['extensions']['cosmetics-storefront']['low_stock_remaining'] );
		$order = wc_create_order();
		$order->add_product( wc_get_product( $product->get_id() ), 3 );
		$order->save();
		wc_reduce_stock_levels( $order->get_id() );
		$this->assertSame( 4, $this->listed( $product->get_id() )['extensions']['cosmetics-storefront']['low_stock_remaining'] );
		wc_increase_stock_levels( $order->get_id() );
		$this->assertNull( $this->listed( $product->get_id() )['extensions']['cosmetics-storefront']['low_stock_remaining'] );
	}

	public function test_a_variations_stock_set_directly_changes_the_version(): void {
		list( , $ids ) = $this->variable( array( array( '30.00', '', '', '' ), array( '50.00', '', '', '' ) ) );
		$variation     = wc_get_product( $ids[0] );
		$variation->set_manage_stock( true );
		$variation->set_stock_quantity( 9 );
		$variation->save();
		$before = ListingCache::version();
		wc_update_product_stock( $variation, 2, 'decrease', true );
		$this->assertNotSame( $before, ListingCache::version() );
	}

	public function test_each_price_tier_has_its_own_entry_and_professional_price_meta_is_seen(): void {
		$product = $this->simple( '40.00', '', '30.00' );
		$pro     = $this->createUser( 'customer' );
		update_user_meta( $pro, CustomerTier::CLIENT_TYPE_META, 'professional' );
		update_user_meta( $pro, CustomerTier::APPROVED_META, '1' );

		$this->assertSame( '4000', $this->price( $product->get_id() ) );
		wp_set_current_user( $pro );
		$this->assertSame( '3000', $this->price( $product->get_id() ) );
		$this->assertSame( 'professional', $this->listed( $product->get_id() )['extensions']['cosmetics-storefront']['price_tier'] );
		// A direct update of the professional price (no product save).
		update_post_meta( $product->get_id(), '_professional_price', '25.00' );
		$this->assertSame( '2500', $this->price( $product->get_id() ) );
		wp_set_current_user( 0 );
		$this->assertSame( '4000', $this->price( $product->get_id() ) );
	}

	public function test_trash_restore_and_delete_are_on_the_next_page(): void {
		$product = $this->simple( '40.00' );
		$this->assertNotNull( $this->listed( $product->get_id() ) );
		wp_trash_post( $product->get_id() );
		$this->assertNull( $this->listed( $product->get_id() ) );
		wp_untrash_post( $product->get_id() );
		wp_publish_post( $product->get_id() );
		$this->assertNotNull( $this->listed( $product->get_id() ) );
		wp_delete_post( $product->get_id(), true );
		$this->assertNull( $this->listed( $product->get_id() ) );
	}

	public function test_category_edits_and_assignments_change_the_version(): void {
		$product = $this->simple( '40.00' );
		$term    = wp_insert_term( 'Serum', 'product_cat' );
		$this->assertIsArray( $term );

		$before = ListingCache::version();
		wp_set_object_terms( $product->get_id(), array( (int) $term['term_id'] ), 'product_cat' );
		$this->assertNotSame( $before, $after_set = ListingCache::version(), 'a product put in a category' );

		wp_update_term( (int) $term['term_id'], 'product_cat', array( 'name' => 'Sera' ) );
		$this->assertNotSame( $after_set, $after_edit = ListingCache::version(), 'a category renamed' );

		update_term_meta( (int) $term['term_id'], 'order', '3' );
		$this->assertNotSame( $after_edit, $after_meta = ListingCache::version(), 'a category\'s meta' );

		wp_delete_term( (int) $term['term_id'], 'product_cat' );
		$this->assertNotSame( $after_meta, ListingCache::version(), 'a category deleted' );
	}

	public function test_the_edit_screens_lock_does_not_change_the_version_a_price_setting_does(): void {
		$product = $this->simple( '40.00' );
		$before  = ListingCache::version();
		update_post_meta( $product->get_id(), '_edit_lock', time() . ':1' );
		$this->assertSame( $before, ListingCache::version() );
		update_option( 'woocommerce_price_num_decimals', '3' );
		$this->assertNotSame( $before, ListingCache::version() );
		update_option( 'blogdescription', 'Inny opis' );
		$after = ListingCache::version();
		update_option( 'blogdescription', 'Jeszcze inny' );
		$this->assertSame( $after, ListingCache::version() );
	}

	public function test_an_entry_ends_at_the_next_sale_start_or_end(): void {
		$now     = time();
		$product = $this->simple( '40.00' );
		$this->assertSame( $now + ListingCache::MAX_AGE, ListingCache::expires( $now ) );

		$product->set_sale_price( '30.00' );
		$product->set_date_on_sale_from( (string) ( $now + 600 ) );
		$product->set_date_on_sale_to( (string) ( $now + 86400 ) );
		$product->save();
		$this->assertSame( $now + 600, ListingCache::expires( $now ), 'a WooCommerce sale starting in 10 minutes' );
		$this->assertSame( $now + 86400, ListingCache::expires( $now + 86000 ), 'and ending tomorrow' );

		update_option( ProfessionalSaleCalendar::OPTION_NEXT, $now + 300 );
		$this->assertSame( $now + 300, ListingCache::expires( $now ), 'a professional sale starting or ending in 5 minutes' );
	}

	public function test_a_stored_entry_past_its_sale_boundary_is_computed_again(): void {
		$now     = time();
		$product = $this->simple( '40.00' );
		$this->assertSame( '4000', $this->price( $product->get_id() ) );
		// An entry whose boundary has passed (stored before a sale began) is not served.
		global $wpdb;
		$names = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_cosmetics\\_storefront\\_listing\\_%'" );
		$this->assertNotEmpty( $names );
		foreach ( $names as $name ) {
			$entry          = get_option( $name );
			$entry['until'] = $now - 1;
			update_option( $name, $entry );
		}
		$this->priceBehindTheHooks( $product->get_id(), '10.00' );
		$this->assertSame( '1000', $this->price( $product->get_id() ) );
	}

	public function test_the_professional_sale_calendar_catching_up_changes_the_version(): void {
		$product = $this->simple( '40.00', '', '30.00', '20.00' );
		$now     = time();
		update_post_meta( $product->get_id(), '_professional_sale_schedule', 'own' );
		update_post_meta( $product->get_id(), '_professional_sale_price_dates_from', (string) ( $now - 3600 ) );
		update_option( ProfessionalSaleCalendar::OPTION_DONE, $now - 7200, false );
		$before  = ListingCache::version();
		$touched = ProfessionalSaleCalendar::catch_up( $now );
		$this->assertContains( $product->get_id(), $touched );
		$this->assertNotSame( $before, ListingCache::version() );
	}
}
