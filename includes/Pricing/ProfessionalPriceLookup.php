<?php
/**
 * The professional tier's effective price range per product, in {prefix}cosmetics_price_lookup, so
 * that the professional listing filters and sorts by it with an index, as the Store API does with
 * WooCommerce's wc_product_meta_lookup (reading the price meta at query time costs ~10x more on a
 * catalogue of 10 000 products).
 *
 * The rule is Domain\TierPrice's, in SQL: a product or variation with a professional price (a number)
 * costs its professional sale price when set, lower and on schedule at the refresh, else its
 * professional price; without one, its
 * WooCommerce price (_price). A variable product ranges over its published variations. Refreshed for a
 * product (and its parent) whenever its prices change (Pricing\PriceChanges), when a professional
 * sale starts or ends (Pricing\ProfessionalSaleCalendar), for all on activation.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

defined( 'ABSPATH' ) || exit;

final class ProfessionalPriceLookup {

	private const NUMBER = "'^[0-9]*[.]?[0-9]+$'";

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'cosmetics_price_lookup';
	}

	/**
	 * Recomputes the rows of the given products (variations: their parent's), or of every product.
	 *
	 * @param int[]|null $ids null = all products.
	 */
	public static function refresh( ?array $ids = null ): void {
		global $wpdb;
		$filter_products   = '';
		$filter_variations = '';
		$params            = array();
		if ( null !== $ids ) {
			$ids = self::owners( $ids );
			if ( ! $ids ) {
				return;
			}
			$in                = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
			$filter_products   = "AND p.ID IN ({$in})";
			$filter_variations = "AND v.post_parent IN ({$in})";
			$params            = array_merge( $ids, $ids );
		}
		$number    = self::NUMBER;
		// The professional sale counts only while its schedule is on (Domain\SaleSchedule): its own dates
		// when staff chose them, else WooCommerce's sale dates; a missing date is open on that side.
		$time      = static fn( string $own, string $wc ): string => "IF( TRIM( IF( sched.meta_value = 'own', {$own}.meta_value, {$wc}.meta_value ) ) REGEXP '^[0-9]+$',
				CAST( TRIM( IF( sched.meta_value = 'own', {$own}.meta_value, {$wc}.meta_value ) ) AS UNSIGNED ), 0 )";
		$from      = $time( 'pfrom', 'wfrom' );
		$to        = $time( 'pto', 'wto' );
		$sale_on   = "( {$from} <= %d AND ( {$to} = 0 OR {$to} >= %d ) )";
		$effective = "CASE WHEN TRIM( pro.meta_value ) REGEXP {$number} THEN
				( CASE WHEN TRIM( pros.meta_value ) REGEXP {$number} AND CAST( pros.meta_value AS DECIMAL(19,4) ) < CAST( pro.meta_value AS DECIMAL(19,4) ) AND {$sale_on}
					THEN CAST( pros.meta_value AS DECIMAL(19,4) ) ELSE CAST( pro.meta_value AS DECIMAL(19,4) ) END )
				WHEN TRIM( price.meta_value ) REGEXP {$number} THEN CAST( price.meta_value AS DECIMAL(19,4) )
				ELSE NULL END";
		$now       = time();

		// phpcs:disable WordPress.DB.PreparedSQL -- fixed SQL and placeholders only.
		$sql = "INSERT INTO %i (product_id, min_price, max_price)
			SELECT s.owner, MIN( {$effective} ), MAX( {$effective} ) FROM (
				SELECT p.ID AS owner, p.ID AS source FROM {$wpdb->posts} p
					WHERE p.post_type = 'product' {$filter_products}
					AND NOT EXISTS ( SELECT 1 FROM {$wpdb->posts} c WHERE c.post_parent = p.ID AND c.post_type = 'product_variation' AND c.post_status = 'publish' )
				UNION ALL
				SELECT v.post_parent, v.ID FROM {$wpdb->posts} v
					WHERE v.post_type = 'product_variation' AND v.post_status = 'publish' {$filter_variations}
			) s
			LEFT JOIN {$wpdb->postmeta} price ON price.post_id = s.source AND price.meta_key = '_price'
			LEFT JOIN {$wpdb->postmeta} pro ON pro.post_id = s.source AND pro.meta_key = %s
			LEFT JOIN {$wpdb->postmeta} pros ON pros.post_id = s.source AND pros.meta_key = %s
			LEFT JOIN {$wpdb->postmeta} sched ON sched.post_id = s.source AND sched.meta_key = %s
			LEFT JOIN {$wpdb->postmeta} pfrom ON pfrom.post_id = s.source AND pfrom.meta_key = %s
			LEFT JOIN {$wpdb->postmeta} pto ON pto.post_id = s.source AND pto.meta_key = %s
			LEFT JOIN {$wpdb->postmeta} wfrom ON wfrom.post_id = s.source AND wfrom.meta_key = '_sale_price_dates_from'
			LEFT JOIN {$wpdb->postmeta} wto ON wto.post_id = s.source AND wto.meta_key = '_sale_price_dates_to'
			GROUP BY s.owner
			ON DUPLICATE KEY UPDATE min_price = VALUES(min_price), max_price = VALUES(max_price)";
		$wpdb->query(
			$wpdb->prepare(
				$sql,
				array_merge(
					array( self::table(), $now, $now, $now, $now ),
					$params,
					array( ProductPrices::PRO_META, ProductPrices::PRO_SALE_META, ProductPrices::PRO_SCHEDULE_META, ProductPrices::PRO_FROM_META, ProductPrices::PRO_TO_META )
				)
			)
		);
		// phpcs:enable
	}

	public static function forget( int $product_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'product_id' => $product_id ), array( '%d' ) );
	}

	/**
	 * The products whose rows depend on $ids: each id itself and, for a variation, its parent.
	 *
	 * @param int[] $ids
	 * @return int[]
	 */
	private static function owners( array $ids ): array {
		$owners = array();
		foreach ( $ids as $id ) {
			$id = (int) $id;
			if ( $id <= 0 ) {
				continue;
			}
			$post = get_post( $id );
			if ( $post && 'product_variation' === $post->post_type ) {
				$owners[] = (int) $post->post_parent;
			} else {
				$owners[] = $id;
			}
		}
		return array_values( array_unique( array_filter( $owners ) ) );
	}
}
