<?php
/**
 * Low stock as the spec says it (shop-cart-checkout.md section 4 and section 9, threshold 5): 5 or
 * fewer left shows 'Tylko {n} szt.', whatever WooCommerce's own low-stock amount is (its default 2
 * decides its e-mails to the shop, not what a shopper reads). No WordPress here; the storefront's
 * label is src/domain/stock.ts, both tested with src/domain/test/low-stock-cases.json.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class LowStock {

	public const THRESHOLD = 5;

	/**
	 * The remaining stock to announce, or null when there is nothing to announce: stock not managed
	 * (no quantity) or more than the threshold left. Below zero (backorders) counts as 0.
	 */
	public static function remaining( int|float|null $quantity ): ?int {
		if ( null === $quantity || $quantity > self::THRESHOLD ) {
			return null;
		}
		return max( 0, (int) floor( $quantity ) );
	}
}
