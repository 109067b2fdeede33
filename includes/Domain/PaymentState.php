<?php
/**
 * Where an order's payment stands, as the shopper reads it (the order page, the account's list): from the
 * order's status, how it is paid (online through a provider, bank transfer, cash on delivery), whether it
 * was paid, what the provider last said and what was refunded. One rule for both sides: the storefront
 * shows the state, label and retry it gets. No WordPress in here.
 *
 * States:
 *   awaiting           an online payment not confirmed yet (the provider's notification decides)
 *   review             paid, the provider holds it for the shop's approval (PayU WAITING_FOR_CONFIRMATION)
 *   awaiting_transfer  a bank transfer the shop has not received yet
 *   on_delivery        cash on delivery: paid to the courier
 *   paid               paid (also: completed after payment)
 *   failed             the online payment did not go through
 *   cancelled          the shopper cancelled the online payment at the provider
 *   order_cancelled    the order was cancelled (unpaid in time, or by the shop)
 *   refunded           everything paid was given back
 *   partially_refunded part of it was given back
 *   not_needed         nothing to pay (a zero total)
 *
 * `retry`: the order can be paid again now (WooCommerce's pay-for-order: a pending or failed order with
 * something to pay) and the way it is paid is one the shopper can redo online.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class PaymentState {

	public const ONLINE      = 'online';
	public const TRANSFER    = 'transfer';
	public const ON_DELIVERY = 'on_delivery';

	/** What the provider last reported for the order's payment, in the provider's neutral words. */
	public const PROVIDER_COMPLETED = 'completed';
	public const PROVIDER_CANCELLED = 'cancelled';
	public const PROVIDER_WAITING   = 'waiting';
	public const PROVIDER_PENDING   = 'pending';

	public const LABELS = array(
		'awaiting'           => 'Czekamy na potwierdzenie płatności',
		'review'             => 'Płatność czeka na zatwierdzenie przez sklep',
		'awaiting_transfer'  => 'Czekamy na Twój przelew',
		'on_delivery'        => 'Płatność przy odbiorze',
		'paid'               => 'Opłacone',
		'failed'             => 'Płatność nie powiodła się',
		'cancelled'          => 'Płatność anulowana',
		'order_cancelled'    => 'Zamówienie anulowane',
		'refunded'           => 'Zwrócono pieniądze',
		'partially_refunded' => 'Zwrócono część kwoty',
		'not_needed'         => 'Bez płatności',
	);

	/** The kind of payment a WooCommerce gateway id stands for. */
	public static function kind( string $gateway ): string {
		return match ( $gateway ) {
			'bacs', 'cheque' => self::TRANSFER,
			'cod' => self::ON_DELIVERY,
			default => self::ONLINE,
		};
	}

	/**
	 * @param string      $status   WooCommerce's order status (without "wc-")
	 * @param string      $kind     self::ONLINE, TRANSFER or ON_DELIVERY
	 * @param bool        $paid     the order records a payment (date paid)
	 * @param string|null $provider self::PROVIDER_* or null (no word from a provider)
	 * @param int         $total    the order's total in minor units
	 * @param int         $refunded what was refunded, in minor units
	 * @return array{state:string,label:string,retry:bool,settled:bool}
	 */
	public static function of( string $status, string $kind, bool $paid, ?string $provider, int $total, int $refunded ): array {
		$state = self::state( $status, $kind, $paid, $provider, $total, $refunded );
		return array(
			'state'   => $state,
			'label'   => self::LABELS[ $state ],
			'retry'   => self::ONLINE === $kind && $total > 0 && in_array( $status, array( 'pending', 'failed' ), true ) && in_array( $state, array( 'awaiting', 'failed', 'cancelled' ), true ),
			// Nothing more will happen without the shopper or the shop: the order page stops asking.
			'settled' => ! in_array( $state, array( 'awaiting', 'review' ), true ),
		);
	}

	private static function state( string $status, string $kind, bool $paid, ?string $provider, int $total, int $refunded ): string {
		if ( $refunded > 0 || 'refunded' === $status ) {
			return $refunded > 0 && $refunded < $total ? 'partially_refunded' : 'refunded';
		}
		if ( 'cancelled' === $status ) {
			return 'order_cancelled';
		}
		if ( $total <= 0 ) {
			return 'not_needed';
		}
		if ( self::ON_DELIVERY === $kind ) {
			// WooCommerce records a payment date when an order enters processing: for cash on delivery
			// that is not a payment; the order is paid when it is completed (handed over).
			return match ( $status ) {
				'completed' => 'paid',
				'failed' => 'failed',
				default => 'on_delivery',
			};
		}
		if ( $paid || in_array( $status, array( 'processing', 'completed' ), true ) ) {
			return 'paid';
		}
		if ( 'failed' === $status ) {
			return self::PROVIDER_CANCELLED === $provider ? 'cancelled' : 'failed';
		}
		if ( self::TRANSFER === $kind ) {
			return 'awaiting_transfer';
		}
		return match ( $provider ) {
			self::PROVIDER_WAITING => 'review',
			self::PROVIDER_CANCELLED => 'cancelled',
			default => 'awaiting',
		};
	}
}
