<?php
/**
 * "Cena: od najwyższej" in the storefront orders variable products by the price the storefront shows
 * for them: 'od {cheapest variation}'. WooCommerce's price sort (WC_Query::order_by_price_desc_post_clauses,
 * which the Store API's orderby=price&order=desc uses) orders by wc_product_meta_lookup.max_price, the
 * dearest variation, because its own shop pages show a variable product as the range "min – max": a
 * variable product from 29,99 to 99,99 zł then sorted above a simple product of 59,99 zł. The ascending
 * sort already uses min_price. While a Store API products route is dispatched, the descending sort reads
 * min_price too; WooCommerce's own pages keep WooCommerce's order.
 *
 * Runs after WooCommerce's clauses (priority 10) and before ProfessionalPriceQueries (20), which then
 * reads the professional tier's min_price for an approved professional.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;

defined( 'ABSPATH' ) || exit;

final class PriceSort implements StoreApiBehaviour {

	/** WooCommerce's descending price order, with or without backticks around the column. */
	private const DESC_BY_MAX = '/\bwc_product_meta_lookup\.`?max_price`?\s+DESC\b/i';

	/** Store API products requests being dispatched (nested dispatches count). */
	private static int $depth = 0;

	public static function hooks(): void {
		add_filter( 'posts_clauses', array( self::class, 'order_by_shown_price' ), 15, 2 );
	}

	/** GET products (StoreApiList): the descending price order reads min_price while it runs. */
	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		++self::$depth;
		return null;
	}

	public function after( StoreApiCall $call, mixed $response ): mixed {
		if ( self::$depth > 0 ) {
			--self::$depth;
		}
		return $response;
	}

	/**
	 * @internal filter posts_clauses
	 * @param array<string,string> $clauses
	 * @return array<string,string>
	 */
	public static function order_by_shown_price( $clauses, $query ) {
		if ( 0 === self::$depth || ! is_array( $clauses ) || empty( $clauses['orderby'] ) ) {
			return $clauses;
		}
		$clauses['orderby'] = (string) preg_replace( self::DESC_BY_MAX, 'wc_product_meta_lookup.min_price DESC', (string) $clauses['orderby'] );
		return $clauses;
	}

	/** Per-request state (tests). */
	public static function reset(): void {
		self::$depth = 0;
	}
}
