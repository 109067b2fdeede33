<?php
/**
 * The product query behind the professional listing (custom-api/v1/products-by-professional-price):
 * published products, filtered and sorted the way the Store API products route does it, with the
 * professional tier's effective price range (ProfessionalPriceLookup) in place of WooCommerce's price
 * range (wc_product_meta_lookup) for price filters and sorting. Prices in major units (zł).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

defined( 'ABSPATH' ) || exit;

final class ProfessionalCatalogue {

	public const ORDERBY = array( 'date', 'price', 'title', 'popularity' );

	/**
	 * @param array{page:int, per_page:int, search?:string, category_ids?:int[]|null, min_price?:float|null, max_price?:float|null, orderby:string, order:string} $args
	 *        category_ids: null = no category filter; [] = a category that does not exist (no result).
	 * @return array{ids:int[], total:int, pages:int}
	 */
	public static function query( array $args ): array {
		global $wpdb;
		$per_page = max( 1, (int) $args['per_page'] );
		$page     = max( 1, (int) $args['page'] );
		$orderby  = in_array( $args['orderby'], self::ORDERBY, true ) ? $args['orderby'] : 'date';
		$desc     = 'desc' === strtolower( (string) $args['order'] );
		$min      = $args['min_price'] ?? null;
		$max      = $args['max_price'] ?? null;
		$search   = (string) ( $args['search'] ?? '' );
		$cats     = $args['category_ids'] ?? null;

		if ( is_array( $cats ) && ! $cats ) {
			return array( 'ids' => array(), 'total' => 0, 'pages' => 0 );
		}

		$joins  = array( "LEFT JOIN {$wpdb->wc_product_meta_lookup} lk ON lk.product_id = p.ID" );
		$where  = array( "p.post_type = 'product'", "p.post_status = 'publish'" );
		$params = array();

		// As the shop's catalogue: products hidden from it (visibility "search only"/"hidden") are left out.
		$hidden = get_term_by( 'slug', 'exclude-from-catalog', 'product_visibility' );
		if ( $hidden instanceof \WP_Term ) {
			$where[]  = "p.ID NOT IN ( SELECT object_id FROM {$wpdb->term_relationships} WHERE term_taxonomy_id = %d )";
			$params[] = (int) $hidden->term_taxonomy_id;
		}

		if ( is_array( $cats ) ) {
			$in      = implode( ',', array_fill( 0, count( $cats ), '%d' ) );
			$where[] = "p.ID IN ( SELECT tr.object_id FROM {$wpdb->term_relationships} tr JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tt.taxonomy = 'product_cat' AND tt.term_id IN ({$in}) )";
			$params  = array_merge( $params, array_map( 'intval', $cats ) );
		}
		if ( '' !== $search ) {
			$like     = '%' . $wpdb->esc_like( $search ) . '%';
			$where[]  = wc_product_sku_enabled() ? '( p.post_title LIKE %s OR lk.sku LIKE %s )' : 'p.post_title LIKE %s';
			$params[] = $like;
			if ( wc_product_sku_enabled() ) {
				$params[] = $like;
			}
		}

		$needs_price = 'price' === $orderby || null !== $min || null !== $max;
		if ( $needs_price ) {
			// A product the lookup has not seen yet falls back to its WooCommerce prices.
			$joins[] = 'LEFT JOIN ' . esc_sql( ProfessionalPriceLookup::table() ) . ' pl ON pl.product_id = p.ID';
			if ( null !== $min ) {
				$where[]  = 'COALESCE( pl.max_price, lk.max_price ) >= %f';
				$params[] = (float) $min;
			}
			if ( null !== $max ) {
				$where[]  = 'COALESCE( pl.min_price, lk.min_price ) <= %f';
				$params[] = (float) $max;
			}
		}

		switch ( $orderby ) {
			case 'price':
				// Both ways by the price the storefront shows: a variable product's 'od' price, its cheapest variation.
				$order_sql = $desc ? 'COALESCE( pl.min_price, lk.min_price ) DESC, p.ID DESC' : 'COALESCE( pl.min_price, lk.min_price ) ASC, p.ID ASC';
				break;
			case 'title':
				$order_sql = 'p.post_title ' . ( $desc ? 'DESC' : 'ASC' );
				break;
			case 'popularity':
				$order_sql = 'lk.total_sales DESC, p.ID DESC'; // As WooCommerce sorts by popularity.
				break;
			default:
				$order_sql = $desc ? 'p.post_date DESC, p.ID DESC' : 'p.post_date ASC, p.ID ASC';
		}

		$from     = "FROM {$wpdb->posts} p " . implode( ' ', $joins ) . ' WHERE ' . implode( ' AND ', $where );
		$params[] = $per_page;
		$params[] = ( $page - 1 ) * $per_page;
		// phpcs:disable WordPress.DB.PreparedSQL -- fixed SQL fragments and placeholders only.
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT SQL_CALC_FOUND_ROWS p.ID {$from} ORDER BY {$order_sql} LIMIT %d OFFSET %d", $params ) );
		$total = (int) $wpdb->get_var( 'SELECT FOUND_ROWS()' );
		// phpcs:enable

		return array(
			'ids'   => array_map( 'intval', $ids ),
			'total' => $total,
			'pages' => (int) ceil( $total / $per_page ),
		);
	}
}
