<?php
/**
 * Who may read an order through the storefront's routes (its page, its documents): the one holding its
 * key or its logged-in owner; anyone else gets the same 404 as for an order that does not exist.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

defined( 'ABSPATH' ) || exit;

final class OrderAccess {

	public const NOT_FOUND = 'Nie znaleziono zamówienia';

	public static function may_read( \WC_Order $order, string $key ): bool {
		if ( '' !== $key && hash_equals( (string) $order->get_order_key(), $key ) ) {
			return true;
		}
		$user = get_current_user_id();
		return $user > 0 && (int) $order->get_customer_id() === $user;
	}
}
