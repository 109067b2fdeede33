<?php
/**
 * The label a shopper sees for an order's status (spec: accounts-pages-errors, shop-cart-checkout):
 * the spec's Polish words for WooCommerce's seven statuses, any other status (a shop's own, added by
 * a plugin) by the name the caller gives it ($other: WooCommerce's wc_get_order_status_name(), its
 * registered label, else the raw status). The server sends it with each order; the storefront shows
 * what it gets. No WordPress here: the platform's lookup is passed in.
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

	/** @param callable(string):string $other The name of a status the spec does not name. */
	public static function of( string $status, callable $other ): string {
		$status = 'wc-' === substr( $status, 0, 3 ) ? substr( $status, 3 ) : $status;
		return self::LABELS[ $status ] ?? (string) $other( $status );
	}
}
