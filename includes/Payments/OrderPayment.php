<?php
/**
 * An order's payment as both order routes send it (OrderRoute, Account\OrdersRoute: `payment`): how it
 * is paid, where it stands (Domain\PaymentState), whether it can be paid again; and on the order page
 * what the shopper needs next — the bank transfer's data, the amount for the courier, the refunds.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use CosmeticsStorefront\CartCheckout\OrderTotals;
use CosmeticsStorefront\Domain\PaymentState;

defined( 'ABSPATH' ) || exit;

final class OrderPayment {

	/** @return array{method:string,title:string,kind:string,state:string,label:string,retry:bool,settled:bool} */
	public static function summary( \WC_Order $order ): array {
		$method = (string) $order->get_payment_method();
		$kind   = PaymentState::kind( $method );
		return array(
			'method' => $method,
			'title'  => (string) $order->get_payment_method_title(),
			'kind'   => $kind,
		) + PaymentState::of(
			(string) $order->get_status(),
			$kind,
			null !== $order->get_date_paid(),
			Payu::owns( $method ) ? Payu::provider_status( $order ) : null,
			(int) OrderTotals::amount( $order->get_total() ),
			(int) OrderTotals::amount( $order->get_total_refunded() )
		);
	}

	/** summary() with what the order page shows beside it. @return array<string,mixed> */
	public static function details( \WC_Order $order ): array {
		$summary = self::summary( $order );
		$refunds = array();
		foreach ( $order->get_refunds() as $refund ) {
			$date      = $refund->get_date_created();
			$refunds[] = array(
				'amount' => OrderTotals::amount( $refund->get_amount() ),
				'date'   => $date ? $date->format( DATE_ATOM ) : null,
				'reason' => wp_strip_all_tags( (string) $refund->get_reason() ),
			);
		}
		return $summary + array(
			'transfer'    => 'awaiting_transfer' === $summary['state'] && 'bacs' === $summary['method'] ? BankTransfer::details( $order ) : null,
			'on_delivery' => 'on_delivery' === $summary['state'] ? OrderTotals::amount( $order->get_total() ) : null,
			'refunds'     => $refunds,
			// A registered customer's order is paid again by that customer only (WooCommerce's rule): read by
			// its key without their login, the page asks them to log in first.
			'login'       => $summary['retry'] && $order->get_customer_id() > 0 && get_current_user_id() !== $order->get_customer_id(),
		);
	}

	/** @return array<string,mixed> summary()'s schema */
	public static function summary_schema(): array {
		$string = array( 'type' => 'string' );
		return array(
			'type'       => 'object',
			'properties' => array(
				'method'  => $string,
				'title'   => $string,
				'kind'    => $string,
				'state'   => array(
					'type' => 'string',
					'enum' => array_keys( PaymentState::LABELS ),
				),
				'label'   => $string,
				'retry'   => array( 'type' => 'boolean' ),
				'settled' => array( 'type' => 'boolean' ),
			),
		);
	}
}
