<?php
/**
 * The prices one tier pays for one product, from the product's stored prices. No WordPress here.
 *
 * Individual tier: WooCommerce's own regular price and, while WooCommerce says the product is on sale,
 * its sale price. Professional tier: when the product has a professional price (a number >= 0), that
 * price, and the professional sale price only when one is set and lower; a product without a
 * professional price keeps the individual prices.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class TierPrice {

	/**
	 * @param string $regular        WooCommerce regular price ('' = none).
	 * @param string $sale           WooCommerce sale price ('' = none).
	 * @param bool   $on_sale        Whether WooCommerce's sale is active now (dates included).
	 * @param string $pro            `_professional_price` ('' = none).
	 * @param string $pro_sale       `_professional_sale_price` ('' = none).
	 * @param bool   $pro_sale_on    Whether the professional sale's schedule is on now (SaleSchedule).
	 * @return array{regular:string, sale:string, price:string, on_sale:bool} decimal strings, '' = none.
	 */
	public static function resolve( string $tier, string $regular, string $sale, bool $on_sale, string $pro, string $pro_sale, bool $pro_sale_on = true ): array {
		if ( PriceTier::PROFESSIONAL === $tier && self::is_price( $pro ) ) {
			$regular = $pro;
			$sale    = $pro_sale_on && self::is_price( $pro_sale ) && (float) $pro_sale < (float) $pro ? $pro_sale : '';
			$on_sale = '' !== $sale;
		} else {
			$on_sale = $on_sale && self::is_price( $sale ) && self::is_price( $regular ) && (float) $sale < (float) $regular;
			$sale    = $on_sale ? $sale : '';
		}
		return array(
			'regular' => $regular,
			'sale'    => $sale,
			'price'   => $on_sale ? $sale : $regular,
			'on_sale' => $on_sale,
		);
	}

	/** Whether the product has professional prices of its own. */
	public static function has_professional_price( string $pro ): bool {
		return self::is_price( $pro );
	}

	public static function is_price( string $value ): bool {
		return '' !== trim( $value ) && is_numeric( $value ) && (float) $value >= 0;
	}
}
