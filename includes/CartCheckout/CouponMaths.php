<?php
/**
 * The spec's coupon maths (Domain\CouponRules) made WooCommerce's own, so the cart, the Store API,
 * checkout, the order, its e-mails and wp-admin all hold the amount that is charged:
 *
 * - the coupon type `easypack_inpost_discount` exists for staff (wp-admin's coupon screen);
 * - the part of a discount the products can take is WooCommerce's coupon discount on them (percent
 *   and fixed_product spread over the lines through `woocommerce_coupon_get_discount_amount`;
 *   fixed_cart is already WooCommerce's min(amount, products));
 * - the part beyond the products lowers the shipping rate's cost (`woocommerce_package_rates`), each
 *   rate as if it were the chosen one, keeping the cost before the discount in the rate's meta
 *   (`cosmetics_cost_before_discount`, złoty incl. tax; `cosmetics_coupon`, the code). WooCommerce
 *   copies rate meta onto the order's shipping line.
 *
 * A percent coupon's product part depends on the chosen shipping cost, which WooCommerce works out
 * only after the products' discounts. So the cost last seen is used, and when the totals show another
 * one they are calculated once more with it.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Domain\CouponRules;
use CosmeticsStorefront\Shipping\InpostLockerMethod;

defined( 'ABSPATH' ) || exit;

final class CouponMaths {

	public const META_COST_BEFORE = 'cosmetics_cost_before_discount';
	public const META_COUPON      = 'cosmetics_coupon';
	private const SESSION_SHIPPING = 'cosmetics_coupon_shipping_basis';

	/** The chosen shipping cost (grosze) the products' percent discount is worked out with. */
	private static ?int $shipping_basis = null;

	/** The basis the last products discount was worked out with (null: none was). */
	private static ?int $basis_used = null;

	private static bool $recalculating = false;

	/** @var array<string,array<string,int>> */
	private static array $allocations = array();

	public static function hooks(): void {
		add_filter( 'woocommerce_coupon_discount_types', array( self::class, 'discount_types' ) );
		add_filter( 'woocommerce_coupon_get_discount_amount', array( self::class, 'item_discount' ), 10, 5 );
		add_filter( 'woocommerce_cart_shipping_packages', array( self::class, 'packages' ), 100 );
		add_filter( 'woocommerce_package_rates', array( self::class, 'reduce_rates' ), 100, 2 );
		add_action( 'woocommerce_before_calculate_totals', array( self::class, 'start' ), 100 );
		add_action( 'woocommerce_after_calculate_totals', array( self::class, 'settle' ), 100 );
		add_filter( 'woocommerce_order_item_display_meta_key', array( self::class, 'meta_label' ), 10, 2 );
		add_filter( 'woocommerce_order_item_display_meta_value', array( self::class, 'meta_value' ), 10, 3 );
	}

	/**
	 * @internal filter woocommerce_coupon_discount_types
	 * @param array<string,string> $types
	 * @return array<string,string>
	 */
	public static function discount_types( mixed $types ): array {
		$types = is_array( $types ) ? $types : array();
		$types[ CouponRules::LOCKER_SHIPPING ] = __( 'Rabat na dostawę do paczkomatu InPost', 'cosmetics-storefront' );
		return $types;
	}

	/**
	 * The products' part of a percent or fixed_product coupon, line by line (cart only: WooCommerce
	 * sends this filter for carts). The locker coupon takes nothing from the products.
	 *
	 * @internal filter woocommerce_coupon_get_discount_amount
	 */
	public static function item_discount( mixed $discount, mixed $price, mixed $cart_item, mixed $single, mixed $coupon ): mixed {
		if ( ! $coupon instanceof \WC_Coupon ) {
			return $discount;
		}
		$type = $coupon->get_discount_type();
		if ( CouponRules::LOCKER_SHIPPING === $type ) {
			return 0;
		}
		if ( ! in_array( $type, array( CouponRules::PERCENT, CouponRules::FIXED_PRODUCT ), true ) || $single || ! is_array( $cart_item ) || ! isset( $cart_item['key'] ) || ! self::plain( $coupon ) ) {
			return $discount;
		}
		$cart = function_exists( 'WC' ) ? WC()->cart : null;
		if ( ! $cart instanceof \WC_Cart ) {
			return $discount;
		}
		$allocation = self::allocation( $coupon, $cart->get_cart() );
		return isset( $allocation[ $cart_item['key'] ] ) ? $allocation[ $cart_item['key'] ] / 100 : $discount;
	}

	/**
	 * The rule's coupon data goes into each package, so a coupon edited by staff gives new rates
	 * (WooCommerce keeps rates per package hash).
	 *
	 * @internal filter woocommerce_cart_shipping_packages
	 */
	public static function packages( mixed $packages ): mixed {
		if ( ! is_array( $packages ) ) {
			return $packages;
		}
		foreach ( $packages as $i => $package ) {
			if ( is_array( $package ) && ! empty( $package['applied_coupons'] ) ) {
				$rules = array();
				foreach ( (array) $package['applied_coupons'] as $code ) {
					$coupon  = new \WC_Coupon( (string) $code );
					$rules[] = $coupon->get_discount_type() . ':' . $coupon->get_amount() . ':' . ( self::plain( $coupon ) ? 1 : 0 );
				}
				$packages[ $i ]['cosmetics_coupon_rules'] = $rules;
			}
		}
		return $packages;
	}

	/**
	 * @internal filter woocommerce_package_rates
	 * @param array<string,\WC_Shipping_Rate> $rates
	 * @param array<string,mixed>             $package
	 * @return array<string,\WC_Shipping_Rate>
	 */
	public static function reduce_rates( mixed $rates, mixed $package ): mixed {
		if ( ! is_array( $rates ) || ! is_array( $package ) || empty( $package['applied_coupons'] ) ) {
			return $rates;
		}
		$coupon = self::rule_coupon( (array) $package['applied_coupons'] );
		if ( ! $coupon ) {
			return $rates;
		}
		$lines    = self::eligible_lines( $coupon, (array) ( $package['contents'] ?? array() ) );
		$subtotal = array_sum( array_column( $lines, 0 ) );
		$units    = array_sum( array_column( $lines, 1 ) );
		foreach ( $rates as $rate ) {
			if ( ! $rate instanceof \WC_Shipping_Rate ) {
				continue;
			}
			$taxes = array_map( 'floatval', (array) $rate->get_taxes() );
			$gross = self::grosze( (float) $rate->get_cost() + array_sum( $taxes ) );
			$off   = CouponRules::split( $coupon->get_discount_type(), (float) $coupon->get_amount(), $subtotal, $gross, $units, self::is_locker( $rate ) )['shipping'];
			if ( $off <= 0 || $gross <= 0 ) {
				continue;
			}
			$left      = $gross - $off;
			$new_taxes = array();
			foreach ( $taxes as $id => $tax ) {
				$new_taxes[ $id ] = round( $tax * $left / $gross, wc_get_price_decimals() );
			}
			$rate->set_cost( (string) wc_format_decimal( $left / 100 - array_sum( $new_taxes ), wc_get_price_decimals() ) );
			$rate->set_taxes( $new_taxes );
			$rate->add_meta_data( self::META_COST_BEFORE, wc_format_decimal( $gross / 100, 2 ) );
			$rate->add_meta_data( self::META_COUPON, wc_strtoupper( $coupon->get_code() ) );
		}
		return $rates;
	}

	/** @internal action woocommerce_before_calculate_totals */
	public static function start(): void {
		self::$basis_used = null;
	}

	/**
	 * When the chosen shipping cost differs from the one the percent discount was worked out with,
	 * the totals are calculated once more with it.
	 *
	 * @internal action woocommerce_after_calculate_totals
	 */
	public static function settle( mixed $cart ): void {
		if ( self::$recalculating || ! $cart instanceof \WC_Cart || null === self::$basis_used ) {
			return;
		}
		$chosen = self::chosen_shipping( $cart );
		if ( $chosen === self::$basis_used ) {
			return;
		}
		self::remember_basis( $chosen );
		self::$recalculating = true;
		try {
			$cart->calculate_totals();
		} finally {
			self::$recalculating = false;
		}
	}

	/** @internal filter woocommerce_order_item_display_meta_key: wp-admin's labels for the rate meta. */
	public static function meta_label( mixed $key, mixed $meta = null ): mixed {
		if ( self::META_COST_BEFORE === $key ) {
			return __( 'Koszt przed rabatem', 'cosmetics-storefront' );
		}
		if ( self::META_COUPON === $key ) {
			return __( 'Rabat na dostawę (kupon)', 'cosmetics-storefront' );
		}
		return $key;
	}

	/** @internal filter woocommerce_order_item_display_meta_value */
	public static function meta_value( mixed $value, mixed $meta = null, mixed $item = null ): mixed {
		if ( is_object( $meta ) && isset( $meta->key ) && self::META_COST_BEFORE === $meta->key && is_numeric( $meta->value ) ) {
			return wc_price( (float) $meta->value );
		}
		return $value;
	}

	/** The shipping cost before any coupon of a shipping line or rate (złoty incl. tax), or null. */
	public static function cost_before_discount( \WC_Order_Item_Shipping|\WC_Shipping_Rate $line ): ?float {
		$value = $line instanceof \WC_Shipping_Rate ? ( $line->get_meta_data()[ self::META_COST_BEFORE ] ?? null ) : $line->get_meta( self::META_COST_BEFORE );
		return is_numeric( $value ) ? (float) $value : null;
	}

	// ------------------------------------------------------------------------------------------

	/** The first applied coupon the rule handles (the shop keeps one coupon at a time). */
	private static function rule_coupon( array $codes ): ?\WC_Coupon {
		foreach ( $codes as $code ) {
			$coupon = new \WC_Coupon( (string) $code );
			if ( $coupon->get_id() && self::plain( $coupon ) && in_array( $coupon->get_discount_type(), array( CouponRules::PERCENT, CouponRules::FIXED_CART, CouponRules::FIXED_PRODUCT, CouponRules::LOCKER_SHIPPING ), true ) ) {
				return $coupon;
			}
		}
		return null;
	}

	/**
	 * The spec knows no "limit to X items" and no sequential discounts; such a coupon keeps
	 * WooCommerce's own maths rather than a half-applied rule.
	 */
	private static function plain( \WC_Coupon $coupon ): bool {
		return ! $coupon->get_limit_usage_to_x_items() && 'yes' !== get_option( 'woocommerce_calc_discounts_sequentially', 'no' );
	}

	/**
	 * Lines the coupon may discount, with their price before discounts (grosze, incl. tax) and quantity.
	 *
	 * @param array<string,array<string,mixed>> $contents cart items
	 * @return array<string,array{0:int,1:int}>
	 */
	private static function eligible_lines( \WC_Coupon $coupon, array $contents ): array {
		$lines = array();
		foreach ( $contents as $key => $item ) {
			$product = $item['data'] ?? null;
			if ( ! $product instanceof \WC_Product ) {
				continue;
			}
			if ( CouponRules::FIXED_CART !== $coupon->get_discount_type() && CouponRules::LOCKER_SHIPPING !== $coupon->get_discount_type() && ! $coupon->is_valid_for_product( $product, $item ) ) {
				continue;
			}
			$price = isset( $item['line_subtotal'] )
				? (float) $item['line_subtotal'] + (float) ( $item['line_subtotal_tax'] ?? 0 )
				: (float) $product->get_price() * (int) ( $item['quantity'] ?? 0 );
			$lines[ (string) $key ] = array( self::grosze( $price ), (int) ( $item['quantity'] ?? 0 ) );
		}
		return $lines;
	}

	/**
	 * @param array<string,array<string,mixed>> $contents
	 * @return array<string,int> cart item key => discount, grosze
	 */
	private static function allocation( \WC_Coupon $coupon, array $contents ): array {
		$lines = self::eligible_lines( $coupon, $contents );
		$type  = $coupon->get_discount_type();
		$basis = CouponRules::PERCENT === $type ? self::basis() : 0;
		$key   = md5( (string) wp_json_encode( array( $coupon->get_code(), $type, $coupon->get_amount(), $lines, $basis ) ) );
		if ( CouponRules::PERCENT === $type ) {
			self::$basis_used = $basis;
		}
		if ( ! isset( self::$allocations[ $key ] ) ) {
			if ( CouponRules::FIXED_PRODUCT === $type ) {
				self::$allocations[ $key ] = CouponRules::allocate_per_unit( (float) $coupon->get_amount(), $lines );
			} else {
				$prices                    = array_map( static fn( array $l ): int => $l[0], $lines );
				$items                     = CouponRules::split( $type, (float) $coupon->get_amount(), array_sum( $prices ), $basis, array_sum( array_column( $lines, 1 ) ) )['items'];
				self::$allocations[ $key ] = CouponRules::allocate_proportionally( $items, $prices );
			}
		}
		return self::$allocations[ $key ];
	}

	private static function basis(): int {
		if ( null === self::$shipping_basis ) {
			$stored               = function_exists( 'WC' ) && WC()->session ? WC()->session->get( self::SESSION_SHIPPING ) : null;
			self::$shipping_basis = is_numeric( $stored ) ? (int) $stored : 0;
		}
		return self::$shipping_basis;
	}

	private static function remember_basis( int $grosze ): void {
		self::$shipping_basis = $grosze;
		if ( function_exists( 'WC' ) && WC()->session ) {
			WC()->session->set( self::SESSION_SHIPPING, $grosze );
		}
	}

	/** The chosen rates' cost before coupons, grosze incl. tax (0 without shipping). */
	private static function chosen_shipping( \WC_Cart $cart ): int {
		if ( ! $cart->needs_shipping() || ! function_exists( 'WC' ) || ! WC()->session ) {
			return 0;
		}
		// After the totals, the session holds the chosen rate of each package WooCommerce calculated.
		$chosen = (array) WC()->session->get( 'chosen_shipping_methods', array() );
		$sum    = 0;
		foreach ( WC()->shipping()->get_packages() as $i => $package ) {
			$rate = $package['rates'][ $chosen[ $i ] ?? '' ] ?? null;
			if ( $rate instanceof \WC_Shipping_Rate ) {
				$before = self::cost_before_discount( $rate );
				$sum   += null !== $before ? self::grosze( $before ) : self::grosze( (float) $rate->get_cost() + array_sum( array_map( 'floatval', (array) $rate->get_taxes() ) ) );
			}
		}
		return $sum;
	}

	private static function is_locker( \WC_Shipping_Rate $rate ): bool {
		return InpostLockerMethod::is_locker_method( (string) $rate->get_method_id(), (string) $rate->get_label() );
	}

	private static function grosze( float $zl ): int {
		return (int) round( $zl * 100 );
	}
}
