<?php
/**
 * A product's prices for a tier, read from what is stored (edit context: no filters), so that price
 * history, the professional getters and the professional listing agree. See Domain\TierPrice.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

use CosmeticsStorefront\Domain\TierPrice;

defined( 'ABSPATH' ) || exit;

final class ProductPrices {

	public const PRO_META      = '_professional_price';
	public const PRO_SALE_META = '_professional_sale_price';

	/**
	 * @return array{regular:string, sale:string, price:string, on_sale:bool}
	 */
	public static function for_tier( \WC_Product $product, string $tier ): array {
		return TierPrice::resolve(
			$tier,
			(string) $product->get_regular_price( 'edit' ),
			(string) $product->get_sale_price( 'edit' ),
			$product->is_on_sale( 'edit' ),
			self::meta( $product, self::PRO_META ),
			self::meta( $product, self::PRO_SALE_META )
		);
	}

	public static function has_professional_price( \WC_Product $product ): bool {
		return TierPrice::has_professional_price( self::meta( $product, self::PRO_META ) );
	}

	/** A meta value of the product object (as read from the database, or set on it before a save). */
	private static function meta( \WC_Product $product, string $key ): string {
		$value = $product->get_meta( $key, true, 'edit' );
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}
}
