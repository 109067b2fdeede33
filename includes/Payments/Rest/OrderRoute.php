<?php
/**
 * GET cosmetics/v1/orders/{id}?key={order_key} — one order for the order-received page, readable
 * with its order key (as returned by the checkout) or by its logged-in owner. Anything else, and
 * draft orders, answer 404 'Nie znaleziono zamówienia' (no hint whether the id exists).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments\Rest;

use CosmeticsStorefront\CartCheckout\OrderAccess;
use CosmeticsStorefront\CartCheckout\OrderTotals;
use CosmeticsStorefront\Domain\OrderStatusLabel;
use CosmeticsStorefront\Invoices\FlexibleInvoices;
use CosmeticsStorefront\Payments\CheckoutMethods;
use CosmeticsStorefront\Payments\OrderPayment;
use CosmeticsStorefront\CartCheckout\CouponMaths;
use CosmeticsStorefront\Platform\InputLimits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class OrderRoute extends Route {

	public const NOT_FOUND = OrderAccess::NOT_FOUND;

	public function path(): string {
		return '/orders/(?P<id>[^/]+)';
	}

	public function args(): array {
		return array(
			'id'            => InputLimits::id( __( 'Numer zamówienia.', 'cosmetics-storefront' ) ) + array( 'required' => true ),
			'key'           => array(
				'description' => __( 'Klucz zamówienia (wc_order_…).', 'cosmetics-storefront' ),
				'type'        => 'string',
				'default'     => '',
				'maxLength'   => 64,
			),
			// WooCommerce's pay-for-order query: the payment providers' plugins read it (with the key) to
			// check their methods against this order; the answer then lists the methods it can be paid with.
			'pay_for_order' => array(
				'description' => __( 'Podaj metody, którymi można zapłacić za zamówienie ponownie.', 'cosmetics-storefront' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return true; // Decided per order in handle(): key or owner.
	}

	protected function response_properties(): array {
		return self::head_properties() + array(
			'line_items'     => array( 'type' => 'array' ),
			'shipping_lines' => array( 'type' => 'array' ),
		);
	}

	/**
	 * What both order routes (this one and Account\OrdersRoute, the profile's list) send first: the
	 * order's id, number, status with its label for shoppers, and its money (OrderTotals::summary).
	 *
	 * @return array<string,mixed>
	 */
	public static function head( \WC_Order $order ): array {
		return array(
			'id'          => $order->get_id(),
			'number'      => (string) $order->get_order_number(),
			'status'      => $order->get_status(),
			// The shopper's label (the spec's words, WooCommerce's for a shop's own statuses): shown as sent.
			'status_name' => OrderStatusLabel::of( $order->get_status(), 'wc_get_order_status_name' ),
			// Where the payment stands, in the shopper's words (Domain\PaymentState).
			'payment'     => OrderPayment::summary( $order ),
			// The invoices the invoicing plugin issued, each with its PDF's address (the order's key in it).
			'documents'   => self::documents( $order ),
		) + OrderTotals::summary( $order );
	}

	/**
	 * The order's invoices (Invoices\FlexibleInvoices) with the address of each one's PDF
	 * (OrderDocumentRoute): whoever reads the order (its key or its owner) may download them.
	 *
	 * @return list<array<string,mixed>>
	 */
	public static function documents( \WC_Order $order ): array {
		$documents = array();
		foreach ( FlexibleInvoices::documents( $order ) as $document ) {
			$document['url'] = add_query_arg( 'key', rawurlencode( (string) $order->get_order_key() ), rest_url( sprintf( 'cosmetics/v1/orders/%d/documents/%d', $order->get_id(), $document['id'] ) ) );
			$documents[]     = $document;
		}
		return $documents;
	}

	/** @return array<string,array{type:string}> head()'s fields in a response schema */
	public static function head_properties(): array {
		return array(
			'id'          => array( 'type' => 'integer' ),
			'number'      => array( 'type' => 'string' ),
			'status'      => array( 'type' => 'string' ),
			'status_name' => array( 'type' => 'string' ),
			'payment'     => OrderPayment::summary_schema(),
			'documents'   => array( 'type' => 'array' ),
		) + OrderTotals::summary_properties();
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$order = wc_get_order( (int) $request['id'] );
		if ( ! $order instanceof \WC_Order || 'checkout-draft' === $order->get_status() || ! self::may_read( $order, (string) $request['key'] ) ) {
			return new \WP_Error( 'cosmetics_order_not_found', self::NOT_FOUND, array( 'status' => 404 ) );
		}
		$data = self::to_array( $order );
		if ( $request['pay_for_order'] && $data['payment']['retry'] ) {
			$data['payment']['methods'] = CheckoutMethods::all();
		}
		$response = new \WP_REST_Response( $data );
		$response->header( 'Cache-Control', 'no-store, private' );
		return $response;
	}

	public static function may_read( \WC_Order $order, string $key ): bool {
		return OrderAccess::may_read( $order, $key );
	}

	/** @return array<string,mixed> */
	public static function to_array( \WC_Order $order ): array {
		$money   = array( OrderTotals::class, 'amount' );
		$created = $order->get_date_created();
		$items   = array();
		foreach ( $order->get_items() as $item ) {
			if ( ! $item instanceof \WC_Order_Item_Product ) {
				continue;
			}
			$product = $item->get_product();
			$items[] = array(
				'id'         => $item->get_id(),
				'product_id' => $item->get_product_id(),
				'name'       => $item->get_name(),
				'sku'        => $product ? $product->get_sku() : '',
				'quantity'   => $item->get_quantity(),
				// Before discounts: the coupon's discount is the Rabat line, once.
				'subtotal'   => $money( OrderTotals::line_subtotal( $item ) ),
				'total'      => $money( (float) $item->get_total() + (float) $item->get_total_tax() ),
			);
		}
		$shipping_lines = array();
		foreach ( $order->get_shipping_methods() as $line ) {
			$shipping_lines[] = array(
				'method_id'    => $line->get_method_id(),
				'instance_id'  => (string) $line->get_instance_id(),
				'method_title' => $line->get_method_title(),
				'total'        => $money( (float) $line->get_total() + (float) $line->get_total_tax() ),
				'total_before_discount' => $money( CouponMaths::cost_before_discount( $line ) ?? (float) $line->get_total() + (float) $line->get_total_tax() ),
			);
		}
		$coupon_lines = array();
		foreach ( $order->get_coupons() as $coupon ) {
			$coupon_lines[] = array(
				'code'     => mb_strtoupper( $coupon->get_code(), 'UTF-8' ), // Polish letters too ("zniżka" → "ZNIŻKA", not "ZNIżKA").
				'discount' => $money( $coupon->get_discount() ),
			);
		}
		$locker = (string) $order->get_meta( '_paczkomat_name' );
		// Amounts in minor units with the Store API's currency fields, as the Store API sends them.
		return array_merge(
			self::head( $order ),
			array(
				// The page's fuller view: the transfer's data, the courier's amount, the refunds.
				'payment'              => OrderPayment::details( $order ),
				'date_created'         => $created ? $created->format( DATE_ATOM ) : null,
				'subtotal'             => $money( $order->get_subtotal() ),
				'total_tax'            => $money( $order->get_total_tax() ),
				'payment_method'       => $order->get_payment_method(),
				'payment_method_title' => $order->get_payment_method_title(),
				'customer_note'        => $order->get_customer_note(),
				'billing'              => self::address( $order, 'billing' ),
				'shipping'             => self::address( $order, 'shipping' ),
				'line_items'           => $items,
				'shipping_lines'       => $shipping_lines,
				'coupon_lines'         => $coupon_lines,
				'customer_type'        => (string) $order->get_meta( '_customer_type' ),
				'company_name'         => (string) $order->get_meta( '_company_name' ),
				'company_nip'          => (string) $order->get_meta( '_company_nip' ),
				'paczkomat'            => '' === $locker ? null : array(
					'name'    => $locker,
					'address' => (string) $order->get_meta( '_paczkomat_address' ),
					'details' => (string) $order->get_meta( '_paczkomat_details' ),
				),
			)
		);
	}

	/** @return array<string,string> */
	private static function address( \WC_Order $order, string $type ): array {
		$fields = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'postcode', 'country', 'email', 'phone' );
		$out    = array();
		foreach ( $fields as $field ) {
			$getter        = "get_{$type}_{$field}";
			$out[ $field ] = is_callable( array( $order, $getter ) ) ? (string) $order->$getter() : '';
		}
		return $out;
	}
}
