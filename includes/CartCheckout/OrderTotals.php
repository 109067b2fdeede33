<?php
/**
 * What an order shows, wherever it is shown (the order page, the profile's order list, the e-mails
 * and WooCommerce's own order views): lines at their prices before discounts, then Produkty, Dostawa
 * (the cost before a coupon struck through beside the charged one), Rabat (with the code), Razem —
 * every amount as WooCommerce stored it, so Produkty + Dostawa − Rabat = Razem = what was charged.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Catalogue\StoreApiExtension;

defined( 'ABSPATH' ) || exit;

final class OrderTotals {

	public static function hooks(): void {
		add_filter( 'woocommerce_get_order_item_totals', array( self::class, 'item_totals' ), 20, 3 );
	}

	/**
	 * An order amount as the order routes send it: the Store API's money format, an integer string in
	 * minor units ("10499" for 104,99 zł), sent beside the Store API's currency fields (currency()).
	 */
	public static function amount( float|int|string $value ): string {
		return StoreApiExtension::money( $value );
	}

	/**
	 * The order's money as both order routes send it and the app's summary reads it
	 * (src/domain/summary.ts orderSummary): the total and, incl. tax as shown, products_total +
	 * shipping_total − discount_total = total, with shipping_before_discount (equal to shipping_total
	 * unless a coupon lowered it); minor units beside the Store API's currency fields (currency_code …
	 * currency_suffix), so the app writes them with the same formatter as the Store API's prices.
	 *
	 * @return array<string,mixed>
	 */
	public static function summary( \WC_Order $order ): array {
		$totals = self::of( $order );
		return StoreApiExtension::with_currency(
			array(
				'total'                    => self::amount( $order->get_total() ),
				'products_total'           => self::amount( $totals['products'] ),
				'shipping_total'           => self::amount( $totals['shipping'] ),
				'shipping_before_discount' => self::amount( $totals['shipping_before_discount'] ),
				'discount_total'           => self::amount( $totals['discount'] ),
			)
		);
	}

	/** @return array<string,array{type:string}> summary()'s fields in an order route's response schema */
	public static function summary_properties(): array {
		$string = array( 'type' => 'string' );
		return array(
			'total'                       => $string,
			'products_total'              => $string,
			'shipping_total'              => $string,
			'shipping_before_discount'    => $string,
			'discount_total'              => $string,
			'currency_code'               => $string,
			'currency_symbol'             => $string,
			'currency_minor_unit'         => array( 'type' => 'integer' ),
			'currency_decimal_separator'  => $string,
			'currency_thousand_separator' => $string,
			'currency_prefix'             => $string,
			'currency_suffix'             => $string,
		);
	}

	/** A line's price before discounts, incl. tax. */
	public static function line_subtotal( \WC_Order_Item_Product $item ): float {
		return (float) $item->get_subtotal() + (float) $item->get_subtotal_tax();
	}

	/**
	 * @return array{products:float,shipping:float,shipping_before_discount:float,discount:float,fees:float,total:float,coupon:string}
	 *   złoty incl. tax; coupon: the codes, upper case, comma-separated
	 */
	public static function of( \WC_Order $order ): array {
		$products = 0.0;
		foreach ( $order->get_items() as $item ) {
			if ( $item instanceof \WC_Order_Item_Product ) {
				$products += self::line_subtotal( $item );
			}
		}
		$before = 0.0;
		foreach ( $order->get_shipping_methods() as $line ) {
			$before += CouponMaths::cost_before_discount( $line ) ?? (float) $line->get_total() + (float) $line->get_total_tax();
		}
		$fees = 0.0;
		foreach ( $order->get_fees() as $fee ) {
			$fees += (float) $fee->get_total() + (float) $fee->get_total_tax();
		}
		$round = static fn( float $v ): float => round( $v, wc_get_price_decimals() );
		return array(
			'products'                 => $round( $products ),
			'shipping'                 => $round( (float) $order->get_shipping_total() + (float) $order->get_shipping_tax() ),
			'shipping_before_discount' => $round( $before ),
			'discount'                 => $round( (float) $order->get_discount_total() + (float) $order->get_discount_tax() ),
			'fees'                     => $round( $fees ),
			'total'                    => $round( (float) $order->get_total() ),
			'coupon'                   => implode( ', ', array_map( 'wc_strtoupper', $order->get_coupon_codes() ) ),
		);
	}

	/**
	 * The e-mails' and WooCommerce's order views' totals in the storefront's words and order:
	 * Produkty, Dostawa, Rabat (code), the rest (fees, taxes, payment), Razem.
	 *
	 * @internal filter woocommerce_get_order_item_totals
	 * @param array<string,array{label:string,value:string}> $rows
	 * @return array<string,array{label:string,value:string}>
	 */
	public static function item_totals( mixed $rows, mixed $order, mixed $tax_display = '' ): mixed {
		if ( ! is_array( $rows ) || ! $order instanceof \WC_Order ) {
			return $rows;
		}
		$totals   = self::of( $order );
		$currency = array( 'currency' => $order->get_currency() );
		$out      = array();
		if ( isset( $rows['cart_subtotal'] ) ) {
			$out['cart_subtotal'] = array(
				'label' => __( 'Produkty:', 'cosmetics-storefront' ),
				'value' => wc_price( $totals['products'], $currency ),
			);
		}
		if ( isset( $rows['shipping'] ) ) {
			$value = (string) $rows['shipping']['value'];
			if ( $totals['shipping_before_discount'] > $totals['shipping'] ) {
				$value = '<del>' . wc_price( $totals['shipping_before_discount'], $currency ) . '</del> ' . $value;
			}
			$out['shipping'] = array(
				'label' => __( 'Dostawa:', 'cosmetics-storefront' ),
				'value' => $value,
			);
		}
		if ( isset( $rows['discount'] ) ) {
			$out['discount'] = array(
				/* translators: %s: coupon code */
				'label' => '' !== $totals['coupon'] ? sprintf( __( 'Rabat (%s):', 'cosmetics-storefront' ), $totals['coupon'] ) : __( 'Rabat:', 'cosmetics-storefront' ),
				'value' => '−' . wc_price( $totals['discount'], $currency ),
			);
		}
		$after = array();
		$seen  = false;
		foreach ( $rows as $key => $row ) {
			if ( 'order_total' === $key ) {
				$seen = true;
			} elseif ( $seen ) {
				$after[ $key ] = $row; // Refunds stay below the total.
			} elseif ( ! isset( $out[ $key ] ) ) {
				$out[ $key ] = $row;
			}
		}
		if ( isset( $rows['order_total'] ) ) {
			$out['order_total'] = array(
				'label' => __( 'Razem:', 'cosmetics-storefront' ),
				'value' => $rows['order_total']['value'],
			);
		}
		return $out + $after;
	}
}
