<?php
/**
 * The label a shopper sees for an order's status (spec: accounts-pages-errors, shop-cart-checkout):
 * the spec's Polish words for WooCommerce's seven statuses, any other status (a shop's own, added by
 * a plugin) by WooCommerce's name for it (wc_get_order_status_name(): its registered label, else the
 * raw status). The server sends it with each order; the storefront shows what it gets.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

defined( 'ABSPATH' ) || exit;

final class OrderStatusLabel {

	public const LABELS = array(
		'pending'    => 'Oczekuje',
		'processing' => 'W realizacji',
		'on-hold'    => 'Wstrzymane',
		'completed'  => 'Zrealizowane',
		'cancelled'  => 'Anulowane',
		'refunded'   => 'Zwrócone',
		'failed'     => 'Nieudane',
	);

	public static function of( string $status ): string {
		$status = 'wc-' === substr( $status, 0, 3 ) ? substr( $status, 3 ) : $status;
		return self::LABELS[ $status ] ?? ( function_exists( 'wc_get_order_status_name' ) ? (string) wc_get_order_status_name( $status ) : $status );
	}
}
