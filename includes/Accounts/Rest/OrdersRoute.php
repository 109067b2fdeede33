<?php
/**
 * GET custom-auth/v1/orders: the current user's orders, newest first, in the spec's Order shape
 * (id, number, status, date_created, total, line_items[name, sku, quantity, total], shipping,
 * customer_note), plus what the list shows: each line's subtotal before discounts and the order's
 * products_total, shipping_total, shipping_before_discount, discount_total and coupon. Only the
 * current user's: there is no customer parameter.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\CartCheckout\OrderTotals;
use CosmeticsStorefront\Payments\Rest\OrderRoute;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class OrdersRoute extends Route {

	public function namespace(): string {
		return 'custom-auth/v1';
	}

	public function path(): string {
		return '/orders';
	}

	public function args(): array {
		return array(
			'page'     => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 1000,
				'default' => 1,
			),
			'per_page' => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 50,
				'default' => 20,
			),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return Answers::logged_in();
	}

	protected function response_type(): string {
		return 'array';
	}

	protected function response_properties(): array {
		return OrderRoute::head_properties() + array(
			'date_created'  => array( 'type' => 'string' ),
			'line_items'    => array( 'type' => 'array' ),
			'shipping'      => array( 'type' => 'object' ),
			'customer_note' => array( 'type' => 'string' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$result = wc_get_orders(
			array(
				'customer_id' => get_current_user_id(),
				'limit'       => (int) $request['per_page'],
				'paged'       => (int) $request['page'],
				'orderby'     => 'date',
				'order'       => 'DESC',
				'type'        => 'shop_order',
				'paginate'    => true,
			)
		);
		$orders = array_map( array( self::class, 'order' ), $result->orders );
		$response = new \WP_REST_Response( $orders );
		$response->header( 'X-WP-Total', (string) $result->total );
		$response->header( 'X-WP-TotalPages', (string) $result->max_num_pages );
		return $response;
	}

	/** @return array<string,mixed> */
	public static function order( \WC_Order $order ): array {
		$items = array();
		foreach ( $order->get_items() as $item ) {
			$product = $item instanceof \WC_Order_Item_Product ? $item->get_product() : null;
			$items[] = array(
				'name'     => $item->get_name(),
				'sku'      => $product ? (string) $product->get_sku() : '',
				'quantity' => (int) $item->get_quantity(),
				// Before discounts: the coupon's discount is the order's Rabat line, once.
				'subtotal' => OrderTotals::amount( $item instanceof \WC_Order_Item_Product ? OrderTotals::line_subtotal( $item ) : (float) $item->get_total() ),
				'total'    => OrderTotals::amount( (float) $item->get_total() + (float) $item->get_total_tax() ),
			);
		}
		$shipping = array();
		foreach ( array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'postcode', 'city', 'state' ) as $field ) {
			$shipping[ $field ] = (string) $order->{"get_shipping_$field"}();
		}
		$created = $order->get_date_created();
		// Amounts in minor units with the Store API's currency fields, as the Store API sends them.
		return array_merge(
			OrderRoute::head( $order ),
			array(
				'date_created'  => $created ? $created->date( 'Y-m-d\TH:i:s' ) : null,
				'coupon'        => OrderTotals::of( $order )['coupon'],
				'line_items'    => $items,
				'shipping'      => $shipping,
				'customer_note' => $order->get_customer_note(),
			)
		);
	}
}
