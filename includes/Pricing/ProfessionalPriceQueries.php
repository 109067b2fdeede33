<?php
/**
 * For a professional shopper, WooCommerce's own price filter and price sort (Store API products
 * `min_price`/`max_price`/`orderby=price`, and the classic shop's) compare the professional tier's
 * prices — the prices that shopper sees — instead of the stored normal ones: every reference to
 * wc_product_meta_lookup.min_price / max_price in the query reads the professional price range of
 * {prefix}cosmetics_price_lookup (Pricing\ProfessionalPriceLookup), falling back to the normal range.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

defined( 'ABSPATH' ) || exit;

final class ProfessionalPriceQueries {

	private const ALIAS = 'cosmetics_pro_lookup';

	/** WooCommerce's price columns, with or without backticks (its tax-adjusted filter quotes them). */
	private const PRICE_COLUMN = '/\bwc_product_meta_lookup\.`?(min_price|max_price)`?/';

	public static function hooks(): void {
		// After WooCommerce's own clauses (priority 10: the Store API's price filter, WC_Query's price sort).
		add_filter( 'posts_clauses', array( self::class, 'use_professional_prices' ), 20, 2 );
	}

	/**
	 * @param array<string,string> $clauses
	 * @return array<string,string>
	 */
	public static function use_professional_prices( $clauses, $query ) {
		if ( ! is_array( $clauses ) || ! ProfessionalPrices::applies() ) {
			return $clauses;
		}
		$where   = (string) ( $clauses['where'] ?? '' );
		$orderby = (string) ( $clauses['orderby'] ?? '' );
		if ( ! preg_match( self::PRICE_COLUMN, $where . ' ' . $orderby ) ) {
			return $clauses;
		}

		global $wpdb;
		$alias               = self::ALIAS;
		$to_tier             = static fn( array $m ): string => "COALESCE( {$alias}.{$m[1]}, wc_product_meta_lookup.{$m[1]} )";
		$clauses['where']    = (string) preg_replace_callback( self::PRICE_COLUMN, $to_tier, $where );
		$clauses['orderby']  = (string) preg_replace_callback( self::PRICE_COLUMN, $to_tier, $orderby );
		$clauses['join']     = (string) ( $clauses['join'] ?? '' ) . ' LEFT JOIN ' . esc_sql( ProfessionalPriceLookup::table() ) . " {$alias} ON {$wpdb->posts}.ID = {$alias}.product_id ";
		return $clauses;
	}
}
