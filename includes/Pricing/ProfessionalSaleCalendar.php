<?php
/**
 * Scheduled professional sales start and end on their dates in everything that is stored, not only in
 * what is read. The prices a shopper sees are computed from the dates when they are read
 * (ProductPrices::for_tier), so they are right whether or not WP-Cron runs; what is stored from them
 * (the professional price lookup behind the listing's filter and sort, the price history behind the
 * Omnibus price, WooCommerce's cached variation prices) is brought up to date here:
 *
 * - the next moment a professional sale starts or ends is kept in an autoloaded option;
 * - on every request (init) that moment is compared with the clock: one option read, nothing else;
 * - once it has passed, every product whose professional sale started or ended since the last run gets
 *   a price-history row at the moment it happened (its prices as they were then), its lookup row and its
 *   cached variation prices refreshed; then the next moment is computed again. WooCommerce's daily
 *   `woocommerce_scheduled_sales` job runs the same catch-up.
 *
 * A run is guarded by a lock option, so two requests never record the same change twice.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

use CosmeticsStorefront\Domain\SaleSchedule;

defined( 'ABSPATH' ) || exit;

final class ProfessionalSaleCalendar {

	/** The next start or end of a professional sale (Unix time; 0 = none scheduled). */
	public const OPTION_NEXT = 'cosmetics_storefront_pro_sale_next';

	/** Until when changes are already recorded (Unix time). */
	public const OPTION_DONE = 'cosmetics_storefront_pro_sale_done';

	private const LOCK = 'cosmetics_storefront_pro_sale_lock';

	public static function hooks(): void {
		add_action( 'init', array( self::class, 'maybe_catch_up' ), 5 );
		add_action( 'woocommerce_scheduled_sales', array( self::class, 'catch_up' ), 20 );
		add_action( 'wc_before_products_starting_sales', array( self::class, 'keep_woocommerce_dates' ) );
		add_action( 'wc_before_products_ending_sales', array( self::class, 'keep_woocommerce_dates' ) );
	}

	/**
	 * WooCommerce's scheduled-sales job (9.x, 10.x) clears a product's sale dates when its sale starts
	 * or ends: a professional sale following those dates would then have none and run for ever. Just
	 * before, the dates become the professional sale's own. (11.0 keeps the dates.)
	 *
	 * @internal actions wc_before_products_starting_sales, wc_before_products_ending_sales
	 */
	public static function keep_woocommerce_dates( mixed $product_ids ): void {
		foreach ( (array) $product_ids as $id ) {
			$product = function_exists( 'wc_get_product' ) ? wc_get_product( (int) $id ) : null;
			if ( ! $product instanceof \WC_Product || SaleSchedule::OWN === ProductPrices::professional_sale_mode( $product ) ) {
				continue;
			}
			if ( '' === trim( (string) $product->get_meta( ProductPrices::PRO_SALE_META, true, 'edit' ) ) ) {
				continue;
			}
			$from = $product->get_date_on_sale_from( 'edit' );
			$to   = $product->get_date_on_sale_to( 'edit' );
			$product->update_meta_data( ProductPrices::PRO_SCHEDULE_META, SaleSchedule::OWN );
			$product->update_meta_data( ProductPrices::PRO_FROM_META, $from ? (string) $from->getTimestamp() : '' );
			$product->update_meta_data( ProductPrices::PRO_TO_META, $to ? (string) $to->getTimestamp() : '' );
			$product->save_meta_data();
		}
	}

	/** @internal action init: cheap unless a start or end is due. */
	public static function maybe_catch_up(): void {
		$next = (int) get_option( self::OPTION_NEXT, 0 );
		if ( $next > 0 && $next <= time() ) {
			self::catch_up();
		}
	}

	/**
	 * Records every start and end up to $now (default now) and schedules the next.
	 *
	 * @return int[] Products and variations whose professional sale started or ended.
	 */
	public static function catch_up( mixed $now = null ): array {
		$now = is_int( $now ) ? $now : time();
		if ( ! function_exists( 'wc_get_product' ) ) {
			return array();
		}
		if ( ! add_option( self::LOCK, time(), '', false ) ) {
			if ( (int) get_option( self::LOCK, 0 ) > time() - 5 * MINUTE_IN_SECONDS ) {
				return array(); // Another request is on it.
			}
			update_option( self::LOCK, time(), false ); // The lock of a request that died.
		}
		try {
			$done = (int) get_option( self::OPTION_DONE, 0 );
			if ( $done <= 0 ) {
				// Never ran (a shop updated from a version without the calendar): the prices of today are
				// what the history already holds; past starts and ends are not written after the fact.
				update_option( self::OPTION_DONE, $now, false );
				self::reschedule( $now );
				return array();
			}
			$changes = self::boundaries_between( $done, $now );
			$touched = array();
			foreach ( $changes as list( $id, $at ) ) {
				$product = wc_get_product( $id );
				if ( ! $product ) {
					continue;
				}
				PriceHistory::record( $product, $at );
				$touched[ $id ] = $product->get_parent_id();
			}
			if ( $touched ) {
				ProfessionalPriceLookup::refresh( array_keys( $touched ) );
				/**
				 * Professional sales started or ended (their history rows are written): what was computed
				 * from the prices before is out of date (Storefront\ListingCache).
				 *
				 * @param int[] $ids products and variations concerned
				 */
				do_action( 'cosmetics_storefront_pro_sales_caught_up', array_keys( $touched ) );
				foreach ( $touched as $id => $parent ) {
					wc_delete_product_transients( $id );
					if ( $parent ) {
						wc_delete_product_transients( $parent ); // Its cached variation prices.
					}
				}
			}
			update_option( self::OPTION_DONE, $now, false );
			self::reschedule( $now );
			return array_keys( $touched );
		} finally {
			delete_option( self::LOCK );
		}
	}

	/** Computes the next start or end after $now (after any change of prices or dates). */
	public static function reschedule( ?int $now = null ): void {
		global $wpdb;
		$now = $now ?? time();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- fixed SQL, placeholders only.
		$next = $wpdb->get_var( $wpdb->prepare( 'SELECT MIN( b.at ) FROM ( ' . self::boundaries_sql() . ' ) b WHERE b.at > %d', self::sql_args( array( $now ) ) ) );
		$next = null === $next ? 0 : (int) $next;
		if ( (int) get_option( self::OPTION_NEXT, 0 ) !== $next ) {
			update_option( self::OPTION_NEXT, $next, true );
		}
		if ( ! get_option( self::OPTION_DONE ) ) {
			update_option( self::OPTION_DONE, $now, false );
		}
	}

	/**
	 * After the prices or dates of $ids changed (every product save): the next start or end is the
	 * earlier of the one kept and their own next, asked of these products only. The whole calendar
	 * (reschedule) reads every product with a professional sale: about 0.8 s at 100 000 products, on every
	 * save. A kept moment that is no longer one (this product's sale moved later or went) is only early:
	 * the catch-up then finds nothing due and computes the whole calendar again. Nothing is ever late.
	 *
	 * @param int[] $ids products or variations
	 */
	public static function reschedule_for( array $ids, ?int $now = null ): void {
		global $wpdb;
		$now  = $now ?? time();
		$kept = (int) get_option( self::OPTION_NEXT, 0 );
		$ids  = array_values( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) );
		if ( ( $kept > 0 && $kept <= $now ) || ! $ids ) {
			return; // A catch-up is due: it computes the whole calendar.
		}
		$only = ' AND ps.post_id IN (' . implode( ',', $ids ) . ')';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- fixed SQL and integer ids, placeholders only.
		$own  = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT MIN( b.at ) FROM ( ' . self::boundaries_sql( $only ) . ' ) b WHERE b.at > %d', self::sql_args( array( $now ) ) ) );
		$next = array_filter( array( $kept, $own ), static fn( int $at ): bool => $at > 0 );
		$next = $next ? min( $next ) : 0;
		if ( $kept !== $next ) {
			update_option( self::OPTION_NEXT, $next, true );
		}
		if ( ! get_option( self::OPTION_DONE ) ) {
			update_option( self::OPTION_DONE, $now, false );
		}
	}

	/**
	 * Starts and ends in ($after, $until], oldest first.
	 *
	 * @return array<int,array{0:int,1:int}> [product or variation id, Unix time]
	 */
	public static function boundaries_between( int $after, int $until ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- fixed SQL, placeholders only.
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT b.id, b.at FROM ( ' . self::boundaries_sql() . ' ) b WHERE b.at > %d AND b.at <= %d ORDER BY b.at, b.id', self::sql_args( array( $after, $until ) ) ), ARRAY_N );
		return array_map( static fn( array $row ): array => array( (int) $row[0], (int) $row[1] ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * Every start (the "from" time) and end (the second after the "to" time) of the schedule that applies
	 * to each product or variation with a professional sale price (Domain\SaleSchedule::window()); $only
	 * narrows it (`AND ps.post_id IN (…)`, integers only).
	 */
	private static function boundaries_sql( string $only = '' ): string {
		global $wpdb;
		$time = static fn( string $own, string $wc ): string => "IF( TRIM( IF( sched.meta_value = 'own', {$own}.meta_value, {$wc}.meta_value ) ) REGEXP '^[0-9]+$',
			CAST( TRIM( IF( sched.meta_value = 'own', {$own}.meta_value, {$wc}.meta_value ) ) AS UNSIGNED ), 0 )";
		$from = $time( 'pfrom', 'wfrom' );
		$to   = $time( 'pto', 'wto' );
		$base = "FROM {$wpdb->postmeta} ps
			LEFT JOIN {$wpdb->postmeta} sched ON sched.post_id = ps.post_id AND sched.meta_key = %s
			LEFT JOIN {$wpdb->postmeta} pfrom ON pfrom.post_id = ps.post_id AND pfrom.meta_key = %s
			LEFT JOIN {$wpdb->postmeta} pto ON pto.post_id = ps.post_id AND pto.meta_key = %s
			LEFT JOIN {$wpdb->postmeta} wfrom ON wfrom.post_id = ps.post_id AND wfrom.meta_key = '_sale_price_dates_from'
			LEFT JOIN {$wpdb->postmeta} wto ON wto.post_id = ps.post_id AND wto.meta_key = '_sale_price_dates_to'
			WHERE ps.meta_key = %s AND ps.meta_value <> ''{$only}";
		return "SELECT ps.post_id AS id, {$from} AS at {$base} AND {$from} > 0
			UNION ALL SELECT ps.post_id AS id, {$to} + 1 AS at {$base} AND {$to} > 0";
	}

	/**
	 * The placeholders' values: boundaries_sql()'s (twice, one per half), then $tail.
	 *
	 * @param int[] $tail
	 * @return array<int,int|string>
	 */
	private static function sql_args( array $tail ): array {
		$half = array( ProductPrices::PRO_SCHEDULE_META, ProductPrices::PRO_FROM_META, ProductPrices::PRO_TO_META, ProductPrices::PRO_SALE_META );
		return array_merge( $half, $half, $tail );
	}

	/** Forgets the calendar (uninstall removes every cosmetics_storefront_* option anyway; tests). */
	public static function reset(): void {
		delete_option( self::OPTION_NEXT );
		delete_option( self::OPTION_DONE );
		delete_option( self::LOCK );
	}
}
