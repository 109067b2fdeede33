<?php
/**
 * What a shopper needs to make the bank transfer of an order paid by "Przelew bankowy" (WooCommerce's
 * bacs gateway): the shop's account(s) from WooCommerce's own settings (WooCommerce → Ustawienia →
 * Płatności → Przelew bankowy, through WooCommerce's `woocommerce_bacs_accounts` filter as its own
 * thank-you page reads them), the title, the exact amount, the deadline of the terms and the text of the
 * transfer QR code Polish banking apps read. The order page and the e-mail show the same.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use CosmeticsStorefront\CartCheckout\OrderTotals;
use CosmeticsStorefront\Domain\BankAccount;
use CosmeticsStorefront\Domain\Money;
use CosmeticsStorefront\Domain\TransferQr;
use CosmeticsStorefront\Settings\ShopInfo;

defined( 'ABSPATH' ) || exit;

final class BankTransfer {

	/**
	 * @return array{accounts:array<int,array{holder:string,bank:string,number:string,iban:string,bic:string}>,title:string,amount:string,deadline:string,qr:string|null}
	 */
	public static function details( \WC_Order $order ): array {
		$accounts = self::accounts( $order );
		$title    = self::title( $order );
		$amount   = OrderTotals::amount( $order->get_total() );
		$first    = $accounts[0] ?? null;
		return array(
			'accounts' => $accounts,
			'title'    => $title,
			'amount'   => $amount,
			'deadline' => TransferDeadline::of( $order )->format( 'Y-m-d' ),
			'qr'       => null === $first || 'PLN' !== $order->get_currency() ? null : TransferQr::text( $first['number'], (int) $amount, $first['holder'], $title, ShopInfo::all()['nip'] ),
		);
	}

	/** "Zamówienie nr 123": what the shop finds the payment by. */
	public static function title( \WC_Order $order ): string {
		return 'Zamówienie nr ' . $order->get_order_number();
	}

	/**
	 * The shop's accounts for the order, as WooCommerce's bacs gateway shows them (its option and its
	 * filter), the Polish ones written as banks print them.
	 *
	 * @return array<int,array{holder:string,bank:string,number:string,iban:string,bic:string}>
	 */
	public static function accounts( \WC_Order $order ): array {
		$stored   = get_option( 'woocommerce_bacs_accounts', array() );
		$accounts = apply_filters( 'woocommerce_bacs_accounts', is_array( $stored ) ? $stored : array(), $order->get_id() ); // WooCommerce's filter, as its bacs gateway applies it.
		$out      = array();
		foreach ( is_array( $accounts ) ? $accounts : array() as $account ) {
			$account = (array) $account;
			$number  = trim( (string) ( $account['account_number'] ?? '' ) );
			$iban    = trim( (string) ( $account['iban'] ?? '' ) );
			$typed   = '' !== $number ? $number : $iban;
			if ( '' === $typed ) {
				continue;
			}
			$polish = '' !== BankAccount::digits( $typed ) ? $typed : ( '' !== BankAccount::digits( $iban ) ? $iban : '' );
			$out[]  = array(
				'holder' => wp_strip_all_tags( wp_unslash( (string) ( $account['account_name'] ?? '' ) ) ),
				'bank'   => wp_strip_all_tags( wp_unslash( (string) ( $account['bank_name'] ?? '' ) ) ),
				'number' => '' !== $polish ? BankAccount::format( $polish ) : $typed,
				'iban'   => '' !== $polish ? BankAccount::iban( $polish ) : strtoupper( (string) preg_replace( '/\s+/', '', $iban ) ),
				'bic'    => strtoupper( trim( (string) ( $account['bic'] ?? '' ) ) ),
			);
		}
		return $out;
	}

	/** The lines of the e-mail's transfer data (plain text; the HTML e-mail escapes and lays them out). @return array<int,array{0:string,1:string}> */
	public static function email_rows( \WC_Order $order ): array {
		$details = self::details( $order );
		$rows    = array();
		foreach ( $details['accounts'] as $account ) {
			$rows[] = array( 'Odbiorca', $account['holder'] );
			if ( '' !== $account['bank'] ) {
				$rows[] = array( 'Bank', $account['bank'] );
			}
			$rows[] = array( 'Numer konta', $account['number'] );
			if ( '' !== $account['iban'] ) {
				$rows[] = array( 'IBAN', $account['iban'] );
			}
			if ( '' !== $account['bic'] ) {
				$rows[] = array( 'BIC/SWIFT', $account['bic'] );
			}
		}
		$rows[] = array( 'Tytuł przelewu', $details['title'] );
		$rows[] = array( 'Kwota', Money::format( (int) $details['amount'], OrderTotals::summary( $order ) ) );
		$rows[] = array( 'Termin wpłaty', TransferDeadline::of( $order )->format( 'd.m.Y' ) );
		return $rows;
	}
}
