<?php
/**
 * The bank transfer's data in the customer's e-mails of an order waiting for it (WooCommerce's "Order
 * on-hold" e-mail of a bacs order): the shop's account, the title, the exact amount and the deadline,
 * in place of WooCommerce's own bank list (which has no title, amount or deadline) — WooCommerce's bacs
 * instructions text (its settings) stays above them.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

defined( 'ABSPATH' ) || exit;

final class TransferInstructions {

	public static function hooks(): void {
		add_action( 'woocommerce_email_before_order_table', array( self::class, 'email' ), 9, 3 );
	}

	/** @internal action woocommerce_email_before_order_table */
	public static function email( mixed $order, mixed $sent_to_admin, mixed $plain_text = false ): void {
		if ( ! $order instanceof \WC_Order || $sent_to_admin || 'bacs' !== $order->get_payment_method() || ! $order->has_status( 'on-hold' ) ) {
			return;
		}
		$gateway = WC()->payment_gateways()->payment_gateways()['bacs'] ?? null;
		if ( ! $gateway instanceof \WC_Payment_Gateway ) {
			return;
		}
		// WooCommerce's bacs e-mail part prints its instructions and then its bank list: here the
		// instructions, then this fuller list instead.
		remove_action( 'woocommerce_email_before_order_table', array( $gateway, 'email_instructions' ), 10 );
		$instructions = (string) $gateway->get_option( 'instructions' );
		$rows         = BankTransfer::email_rows( $order );
		if ( $plain_text ) {
			echo esc_html( wp_strip_all_tags( wptexturize( $instructions ) ) ) . "\n\n";
			echo "DANE DO PRZELEWU\n";
			foreach ( $rows as $row ) {
				echo esc_html( $row[0] . ': ' . $row[1] ) . "\n";
			}
			echo "\n";
			return;
		}
		if ( '' !== $instructions ) {
			echo wp_kses_post( wpautop( wptexturize( $instructions ) ) );
		}
		echo '<h2>' . esc_html__( 'Dane do przelewu', 'cosmetics-storefront' ) . '</h2>';
		echo '<table class="td" cellspacing="0" cellpadding="6" style="width:100%;margin-bottom:24px" border="1"><tbody>';
		foreach ( $rows as $row ) {
			echo '<tr><th class="td" scope="row" style="text-align:left">' . esc_html( $row[0] ) . '</th><td class="td" style="text-align:left">' . esc_html( $row[1] ) . '</td></tr>';
		}
		echo '</tbody></table>';
	}
}
