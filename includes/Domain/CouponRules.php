<?php
/**
 * The spec's coupon maths (shop-cart-checkout.md §9), in grosze (integer minor units) so the server
 * and its tests agree to the grosz. No WordPress here; CartCheckout\CouponMaths applies it.
 *
 *   percent                   (subtotal + shipping) × amount %           (amount capped at 100)
 *   fixed_cart                amount, capped at subtotal + shipping
 *   fixed_product             amount × units, capped at subtotal
 *   easypack_inpost_discount  amount off parcel-locker shipping, capped at its cost (0 by courier)
 *   anything else             nothing
 *
 * The total never goes below 0. WooCommerce discounts products only, so a discount is split: the
 * products take as much of it as they can (they become WooCommerce's own coupon discount, shown as
 * "Rabat"), and only what is left beyond the products lowers the shipping cost.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class CouponRules {

	public const PERCENT         = 'percent';
	public const FIXED_CART      = 'fixed_cart';
	public const FIXED_PRODUCT   = 'fixed_product';
	public const LOCKER_SHIPPING = 'easypack_inpost_discount';

	/**
	 * @param float $amount   the coupon's amount: a percentage or złoty
	 * @param int   $subtotal products before discounts, grosze
	 * @param int   $shipping the shipping cost before discounts, grosze
	 * @param int   $units    how many product units the cart holds
	 * @param bool  $locker   whether the shipping is a parcel locker
	 * @return array{items:int,shipping:int} the discount on the products and on the shipping, grosze
	 */
	public static function split( string $type, float $amount, int $subtotal, int $shipping, int $units = 1, bool $locker = false ): array {
		$subtotal = max( 0, $subtotal );
		$shipping = max( 0, $shipping );
		$amount   = max( 0.0, $amount );
		$grosze   = (int) round( $amount * 100 );
		switch ( $type ) {
			case self::PERCENT:
				$discount = (int) round( ( $subtotal + $shipping ) * min( $amount, 100.0 ) / 100 );
				break;
			case self::FIXED_CART:
				$discount = min( $grosze, $subtotal + $shipping );
				break;
			case self::FIXED_PRODUCT:
				return array(
					'items'    => min( $grosze * max( 0, $units ), $subtotal ),
					'shipping' => 0,
				);
			case self::LOCKER_SHIPPING:
				return array(
					'items'    => 0,
					'shipping' => $locker ? min( $grosze, $shipping ) : 0,
				);
			default:
				return array(
					'items'    => 0,
					'shipping' => 0,
				);
		}
		$items = min( $discount, $subtotal );
		return array(
			'items'    => $items,
			'shipping' => $discount - $items,
		);
	}

	/** Subtotal + shipping − the discount, grosze; never below 0. */
	public static function total( string $type, float $amount, int $subtotal, int $shipping, int $units = 1, bool $locker = false ): int {
		$split = self::split( $type, $amount, $subtotal, $shipping, $units, $locker );
		return max( 0, max( 0, $subtotal ) + max( 0, $shipping ) - $split['items'] - $split['shipping'] );
	}

	/**
	 * A products discount spread over the lines in proportion to their prices (largest remainder,
	 * first lines first on ties), never more than a line's price.
	 *
	 * @param array<string,int> $prices line key => line price, grosze
	 * @return array<string,int> line key => discount, grosze
	 */
	public static function allocate_proportionally( int $discount, array $prices ): array {
		$total    = array_sum( array_map( static fn( int $p ): int => max( 0, $p ), $prices ) );
		$discount = max( 0, min( $discount, $total ) );
		$out      = array_fill_keys( array_keys( $prices ), 0 );
		if ( 0 === $discount ) {
			return $out;
		}
		$remainders = array();
		$given      = 0;
		foreach ( $prices as $key => $price ) {
			$exact        = $discount * max( 0, $price ) / $total;
			$out[ $key ]  = (int) floor( $exact );
			$given       += $out[ $key ];
			$remainders[] = array( $key, $exact - floor( $exact ) );
		}
		// Stable: equal remainders keep the lines' order.
		usort( $remainders, static fn( array $a, array $b ): int => $b[1] <=> $a[1] );
		foreach ( $remainders as $i => list( $key ) ) {
			if ( $given >= $discount ) {
				break;
			}
			if ( $out[ $key ] < $prices[ $key ] ) {
				++$out[ $key ];
				++$given;
			}
			unset( $remainders[ $i ] );
		}
		return $out;
	}

	/**
	 * fixed_product over the lines: each line first takes the amount per unit (up to its price); what
	 * the cheaper lines could not take goes to the lines with price left, in order, until the capped
	 * total of self::split() is reached.
	 *
	 * @param array<string,array{0:int,1:int}> $lines line key => [line price grosze, quantity]
	 * @return array<string,int> line key => discount, grosze
	 */
	public static function allocate_per_unit( float $amount, array $lines ): array {
		$prices = array_map( static fn( array $l ): int => max( 0, $l[0] ), $lines );
		$units  = array_sum( array_map( static fn( array $l ): int => max( 0, $l[1] ), $lines ) );
		$target = self::split( self::FIXED_PRODUCT, $amount, array_sum( $prices ), 0, $units )['items'];
		$per    = (int) round( max( 0.0, $amount ) * 100 );
		$out    = array();
		foreach ( $lines as $key => list( $price, $quantity ) ) {
			$out[ $key ] = min( $per * max( 0, $quantity ), $prices[ $key ] );
		}
		$left = $target - array_sum( $out );
		foreach ( $out as $key => $given ) {
			if ( $left <= 0 ) {
				break;
			}
			$more         = min( $left, $prices[ $key ] - $given );
			$out[ $key ] += $more;
			$left        -= $more;
		}
		return $out;
	}
}
