<?php
/**
 * The spec's coupon messages (sections 5 and 8) for WooCommerce's coupon checks, so the Store API's
 * apply-coupon answer carries the text the storefront shows under the input. The server decides.
 * The Store API's answers: CouponMessagesAtApply, CouponMessagesAtCheckout (StoreApiList).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

defined( 'ABSPATH' ) || exit;

final class CouponMessages {

	public const NOT_FOUND = 'Kupon nie istnieje';
	public const INACTIVE  = 'Kupon nie jest aktywny';
	public const EXPIRED   = 'Kupon wygasł';
	public const LIMIT     = 'Kupon osiągnął limit użyć';
	public const INVALID   = 'Nieprawidłowy kupon';
	public const EMPTY     = 'Wprowadź kod kuponu';

	/** Every one of the spec's fixed coupon messages (the amounts' are written per coupon). */
	public const SPEC = array( self::LIMIT, self::EXPIRED, self::INACTIVE, self::NOT_FOUND, self::INVALID, self::EMPTY );

	public static function hooks(): void {
		add_filter( 'woocommerce_coupon_error', array( self::class, 'message' ), 10, 3 );
	}

	public static function min_amount( float $amount ): string {
		return 'Minimalna kwota zamówienia: ' . self::amount( $amount ) . ' PLN';
	}

	public static function max_amount( float $amount ): string {
		return 'Maksymalna kwota zamówienia: ' . self::amount( $amount ) . ' PLN';
	}

	private static function amount( float $amount ): string {
		return rtrim( rtrim( number_format( $amount, 2, '.', '' ), '0' ), '.' );
	}

	/**
	 * @internal filter woocommerce_coupon_error
	 * @param mixed $message
	 * @param mixed $code
	 * @param mixed $coupon
	 */
	public static function message( $message, $code, $coupon = null ): string {
		$coupon = $coupon instanceof \WC_Coupon ? $coupon : null;
		switch ( (int) $code ) {
			case \WC_Coupon::E_WC_COUPON_NOT_EXIST:
				if ( ! $coupon ) {
					return self::NOT_FOUND;
				}
				return $coupon->get_id() && 'publish' !== $coupon->get_status() ? self::INACTIVE : self::missing( $coupon->get_code() );
			case \WC_Coupon::E_WC_COUPON_EXPIRED:
				return self::EXPIRED;
			case \WC_Coupon::E_WC_COUPON_MIN_SPEND_LIMIT_NOT_MET:
				return self::min_amount( $coupon ? (float) $coupon->get_minimum_amount() : 0.0 );
			case \WC_Coupon::E_WC_COUPON_MAX_SPEND_LIMIT_MET:
				return self::max_amount( $coupon ? (float) $coupon->get_maximum_amount() : 0.0 );
			case \WC_Coupon::E_WC_COUPON_USAGE_LIMIT_REACHED:
			case \WC_Coupon::E_WC_COUPON_USAGE_LIMIT_COUPON_STUCK:
			case \WC_Coupon::E_WC_COUPON_USAGE_LIMIT_COUPON_STUCK_GUEST:
				return self::LIMIT;
			case \WC_Coupon::E_WC_COUPON_PLEASE_ENTER:
				return self::EMPTY;
			default:
				return self::INVALID;
		}
	}

	/** A code that names no coupon the shop offers: one it has not published (yet), or none at all. */
	public static function missing( string $code ): string {
		return self::unpublished( $code ) ? self::INACTIVE : self::NOT_FOUND;
	}

	/** A coupon with this code exists but is not published (draft, pending, private). */
	public static function unpublished( string $code ): bool {
		global $wpdb;
		return (bool) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'shop_coupon' AND post_title = %s AND post_status NOT IN ('publish', 'trash', 'auto-draft') LIMIT 1", wc_format_coupon_code( $code ) ) );
	}
}
