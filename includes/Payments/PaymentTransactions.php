<?php
/**
 * Every transaction a payment provider opened for an order. A provider's plugin keeps only the last as
 * the order's transaction id (PayU's: its order id, replaced when the shopper pays again); this keeps each
 * one as order meta `_cosmetics_payment_transaction`, so a late word about an earlier attempt is still
 * recognised as this order's (NotificationGuard) — and one about any other is not.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

defined( 'ABSPATH' ) || exit;

final class PaymentTransactions {

	public const META = '_cosmetics_payment_transaction';

	public static function hooks(): void {
		add_action( 'woocommerce_before_order_object_save', array( self::class, 'remember' ) );
	}

	/** @internal action woocommerce_before_order_object_save */
	public static function remember( mixed $order ): void {
		if ( ! $order instanceof \WC_Order || ! array_key_exists( 'transaction_id', $order->get_changes() ) ) {
			return;
		}
		$id = (string) $order->get_transaction_id();
		if ( '' !== $id && ! in_array( $id, self::recorded( $order ), true ) ) {
			$order->add_meta_data( self::META, $id );
		}
	}

	/** @return string[] the order's transactions, the current one included */
	public static function of( \WC_Order $order ): array {
		$ids = array_merge( self::recorded( $order ), array( (string) $order->get_transaction_id() ) );
		return array_values( array_unique( array_filter( $ids, static fn( string $id ): bool => '' !== $id ) ) );
	}

	/** @return string[] */
	private static function recorded( \WC_Order $order ): array {
		return array_map( static fn( $meta ): string => (string) ( $meta instanceof \WC_Meta_Data ? $meta->value : $meta ), (array) $order->get_meta( self::META, false ) );
	}
}
