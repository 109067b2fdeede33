<?php
/**
 * Orders paid by bank transfer whose money did not come in time resolve themselves: once the terms'
 * deadline (TransferDeadline) has passed, an order still waiting for its transfer (WooCommerce's bacs
 * gateway leaves it on-hold) is cancelled with a note, its stock goes back (WooCommerce restocks a
 * cancelled order whose stock it had reduced) and the customer gets an e-mail saying why — the terms'
 * "po tym terminie umowa ulega rozwiązaniu". Staff switch it off in the settings (PaymentSettings).
 *
 * How it runs: an hourly Action Scheduler action (WP-Cron when Action Scheduler is missing), run by
 * whatever runs the site's cron (the dev shop calls wp-cron.php every minute; a live shop: a system cron
 * or Action Scheduler's WP-CLI runner). Each run cancels at most BATCH orders and queues the next batch.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use CosmeticsStorefront\Platform\Emails;
use CosmeticsStorefront\Payments\Emails\TransferCancelledEmail;
use CosmeticsStorefront\Platform\RecurringJob;
use CosmeticsStorefront\Settings\PaymentSettings;

defined( 'ABSPATH' ) || exit;

final class OverdueTransfers {

	public const HOOK = 'cosmetics_storefront_cancel_overdue_transfers';

	public const BATCH = 50;

	public static function hooks(): void {
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_action( 'init', array( self::class, 'maybe_schedule' ), 20 );
	}

	private static function job(): RecurringJob {
		return new RecurringJob( self::HOOK, HOUR_IN_SECONDS, time() + MINUTE_IN_SECONDS );
	}

	/** Keeps the hourly run scheduled; checked on admin and cron requests only (not shoppers'). */
	public static function maybe_schedule(): void {
		self::job()->maybe_schedule();
	}

	/** Removes every scheduled run (deactivation, uninstall). */
	public static function unschedule(): void {
		self::job()->unschedule();
	}

	/** Cancels the overdue orders, BATCH at a time; returns the ids cancelled. @return int[] */
	public static function run( ?\DateTimeImmutable $now = null ): array {
		if ( ! PaymentSettings::all()['cancel_unpaid_transfers'] || ! function_exists( 'wc_get_orders' ) ) {
			return array();
		}
		$now = $now ?? new \DateTimeImmutable( 'now' );
		// Placed before the latest moment whose deadline has passed: at most `days` + 1 days ago.
		$days      = PaymentSettings::all()['transfer_days'];
		$candidate = wc_get_orders(
			array(
				'status'         => array( 'wc-on-hold' ),
				'payment_method' => 'bacs',
				'date_created'   => '<' . ( $now->getTimestamp() - $days * DAY_IN_SECONDS ),
				'limit'          => self::BATCH + 1,
				'orderby'        => 'date',
				'order'          => 'ASC',
				'return'         => 'objects',
			)
		);
		$cancelled = array();
		foreach ( array_slice( $candidate, 0, self::BATCH ) as $order ) {
			if ( $order instanceof \WC_Order && self::is_overdue( $order, $now ) && self::cancel( $order ) ) {
				$cancelled[] = $order->get_id();
			}
		}
		if ( count( $candidate ) > self::BATCH && function_exists( 'as_enqueue_async_action' ) ) {
			as_enqueue_async_action( self::HOOK, array(), RecurringJob::GROUP );
		}
		return $cancelled;
	}

	public static function is_overdue( \WC_Order $order, \DateTimeImmutable $now ): bool {
		return 'bacs' === $order->get_payment_method() && $order->has_status( 'on-hold' ) && ! $order->get_date_paid() && $now > TransferDeadline::of( $order );
	}

	private static function cancel( \WC_Order $order ): bool {
		$deadline = TransferDeadline::of( $order )->format( 'd.m.Y' );
		$order->update_status(
			'cancelled',
			sprintf( 'Przelew nie wpłynął do %s (termin z regulaminu): zamówienie anulowane automatycznie, umowa uległa rozwiązaniu.', $deadline )
		);
		Emails::send(
			TransferCancelledEmail::class,
			(string) $order->get_billing_email(),
			array(
				'order_number' => $order->get_order_number(),
				'order_date'   => $order->get_date_created() ? wc_format_datetime( $order->get_date_created(), 'd.m.Y' ) : '',
				'deadline'     => $deadline,
				'shop_url'     => home_url( '/sklep' ),
			)
		);
		return true;
	}
}
