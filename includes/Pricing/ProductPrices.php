<?php
/**
 * A product's prices for a tier, read from what is stored (edit context: no filters), so that price
 * history, the professional getters and the professional listing agree. See Domain\TierPrice.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

use CosmeticsStorefront\Domain\SaleSchedule;
use CosmeticsStorefront\Domain\TierPrice;

defined( 'ABSPATH' ) || exit;

final class ProductPrices {

	public const PRO_META      = '_professional_price';
	public const PRO_SALE_META = '_professional_sale_price';

	/** 'own' = the professional sale has dates of its own; none = it follows WooCommerce's sale dates. */
	public const PRO_SCHEDULE_META = '_professional_sale_schedule';

	/** The professional sale's own dates (Unix times, UTC; as WooCommerce's _sale_price_dates_*). */
	public const PRO_FROM_META = '_professional_sale_price_dates_from';
	public const PRO_TO_META   = '_professional_sale_price_dates_to';

	/** Every meta key a professional price depends on (price history, lookup, caches). */
	public const ALL_META = array( self::PRO_META, self::PRO_SALE_META, self::PRO_SCHEDULE_META, self::PRO_FROM_META, self::PRO_TO_META );

	/**
	 * @param int|null $now The moment the prices are for (Unix time); now when null.
	 * @return array{regular:string, sale:string, price:string, on_sale:bool}
	 */
	public static function for_tier( \WC_Product $product, string $tier, ?int $now = null ): array {
		$now               = $now ?? time();
		list( $from, $to ) = self::professional_sale_window( $product );
		$regular           = (string) $product->get_regular_price( 'edit' );
		$sale              = (string) $product->get_sale_price( 'edit' );
		$wc_from           = $product->get_date_on_sale_from( 'edit' );
		$wc_to             = $product->get_date_on_sale_to( 'edit' );
		// WooCommerce's is_on_sale( 'edit' ), at $now rather than always at time().
		$on_sale = '' !== $sale && $regular > $sale && SaleSchedule::is_active( $wc_from ? $wc_from->getTimestamp() : null, $wc_to ? $wc_to->getTimestamp() : null, $now );
		return TierPrice::resolve(
			$tier,
			$regular,
			$sale,
			$on_sale,
			self::meta( $product, self::PRO_META ),
			self::meta( $product, self::PRO_SALE_META ),
			SaleSchedule::is_active( $from, $to, $now )
		);
	}

	/** 'own' or 'woocommerce' (SaleSchedule). */
	public static function professional_sale_mode( \WC_Product $product ): string {
		return SaleSchedule::OWN === self::meta( $product, self::PRO_SCHEDULE_META ) ? SaleSchedule::OWN : SaleSchedule::FOLLOW_WOOCOMMERCE;
	}

	/**
	 * The dates the professional sale price runs between (Unix times, null = open), read when the
	 * price is read: a scheduled professional sale starts and ends on time whether or not WP-Cron ran.
	 *
	 * @return array{0:?int, 1:?int}
	 */
	public static function professional_sale_window( \WC_Product $product ): array {
		$wc_from = $product->get_date_on_sale_from( 'edit' );
		$wc_to   = $product->get_date_on_sale_to( 'edit' );
		return SaleSchedule::window(
			self::professional_sale_mode( $product ),
			$wc_from ? $wc_from->getTimestamp() : null,
			$wc_to ? $wc_to->getTimestamp() : null,
			self::time_meta( $product, self::PRO_FROM_META ),
			self::time_meta( $product, self::PRO_TO_META )
		);
	}

	/** Whether the professional sale price's schedule is on at $now (the price itself may be unset). */
	public static function professional_sale_is_on( \WC_Product $product, ?int $now = null ): bool {
		list( $from, $to ) = self::professional_sale_window( $product );
		return SaleSchedule::is_active( $from, $to, $now ?? time() );
	}

	private static function time_meta( \WC_Product $product, string $key ): ?int {
		$value = self::meta( $product, $key );
		return ctype_digit( $value ) && (int) $value > 0 ? (int) $value : null;
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
