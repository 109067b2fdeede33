<?php
/**
 * The Omnibus "lowest price of the last 30 days" of products, from the price history,
 * by the rule in Domain\Omnibus. Prices in major units (zł) as floats, null when there is none.
 *
 * A variable product has no prices of its own. Before a choice the storefront shows it as 'od {the
 * cheapest variation}', so its answer is the line under that price (Domain\Omnibus::for_variable): the
 * reference of the cheapest variations when they are discounted, else null. The variations counted are
 * the ones WooCommerce prices it from: published, and in stock when the shop hides sold-out products.
 * Each variation's current state is the latest point of its history (every price change is recorded).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

use CosmeticsStorefront\Domain\Omnibus;

defined( 'ABSPATH' ) || exit;

final class LowestPrice {

	public static function for_product( int $id, string $tier ): ?float {
		return self::for_products( array( $id ), $tier )[ $id ] ?? null;
	}

	/**
	 * One SQL query for the whole list.
	 *
	 * @param int[] $ids
	 * @param bool  $published_only Only products (and variations of products) the public may see.
	 * @return array<int,?float> every requested id (positive, deduplicated) as a key, in the given order.
	 */
	public static function for_products( array $ids, string $tier, bool $published_only = false ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ) => $id > 0 ) ) );
		if ( ! $ids ) {
			return array();
		}
		$in        = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$table     = PriceHistory::table();
		$own_join  = $published_only ? "JOIN {$wpdb->posts} o ON o.ID = h.product_id AND o.post_status = 'publish' AND ( o.post_parent = 0 OR EXISTS ( SELECT 1 FROM {$wpdb->posts} op WHERE op.ID = o.post_parent AND op.post_status = 'publish' ) )" : '';
		// A disabled (private) variation is not for sale: it never speaks for its product.
		$var_where = "AND v.post_status = 'publish'" . ( $published_only ? " AND EXISTS ( SELECT 1 FROM {$wpdb->posts} pp WHERE pp.ID = v.post_parent AND pp.post_status = 'publish' )" : '' );
		// WooCommerce leaves sold-out variations out of a variable product's price when the shop hides them.
		if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
			$var_where .= " AND NOT EXISTS ( SELECT 1 FROM {$wpdb->postmeta} vs WHERE vs.post_id = v.ID AND vs.meta_key = '_stock_status' AND vs.meta_value = 'outofstock' )";
		}
		$columns   = "h.product_id, TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', h.recorded_at) AS t, h.regular_price, h.sale_price, h.effective_price, h.id";

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders and fixed SQL only.
		$sql = $wpdb->prepare(
			"SELECT h.product_id AS owner, {$columns} FROM %i h {$own_join}
				WHERE h.tier = %s AND h.product_id IN ({$in})
			UNION ALL
			SELECT v.post_parent AS owner, {$columns} FROM {$wpdb->posts} v JOIN %i h ON h.product_id = v.ID AND h.tier = %s
				WHERE v.post_parent IN ({$in}) AND v.post_type = 'product_variation' {$var_where}
			ORDER BY owner, product_id, t, id",
			array_merge( array( $table, $tier ), $ids, array( $table, $tier ), $ids )
		);
		// phpcs:enable
		$rows = $wpdb->get_results( $sql, ARRAY_N ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.

		$series = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$series[ (int) $row[0] ][ (int) $row[1] ][] = array(
				'time'      => (int) $row[2],
				'regular'   => null === $row[3] ? null : (float) $row[3],
				'sale'      => null === $row[4] ? null : (float) $row[4],
				'effective' => (float) $row[5],
			);
		}

		$now    = time();
		$result = array();
		foreach ( $ids as $id ) {
			$own        = $series[ $id ][ $id ] ?? null;
			$variations = array_diff_key( $series[ $id ] ?? array(), array( $id => true ) );
			if ( ! $variations ) {
				$result[ $id ] = null === $own ? null : Omnibus::lowest( $own, $now );
				continue;
			}
			$states = array();
			foreach ( $variations as $points ) {
				$current = self::current( $points, $now );
				if ( null === $current ) {
					continue;
				}
				$discounted = Omnibus::discounted( $current );
				$states[] = array(
					'price'      => $current['effective'],
					'discounted' => $discounted,
					'reference'  => $discounted ? Omnibus::lowest( $points, $now ) : null,
				);
			}
			$result[ $id ] = Omnibus::for_variable( $states );
		}
		return $result;
	}

	/**
	 * The state in effect now: the latest point up to now (points come sorted by time).
	 *
	 * @param array<int,array{time:int, regular:?float, sale:?float, effective:float}> $points
	 * @return array{time:int, regular:?float, sale:?float, effective:float}|null
	 */
	private static function current( array $points, int $now ): ?array {
		$current = null;
		foreach ( $points as $point ) {
			if ( $point['time'] <= $now ) {
				$current = $point;
			}
		}
		return $current;
	}
}
