<?php
/**
 * The online withdrawal function (EU Directive 2023/2673, in force 19 June 2026): on an order within
 * the withdrawal period the customer presses 'Odstąp od umowy', confirms, and gets an e-mail with the
 * date and time; staff get a notification and an order note. Guests reach it from the link in the
 * order e-mails (order id + order key); a logged-in customer reaches their own orders without the key.
 *
 * Start of the period: the delivery date when the shop knows it (staff enter it on the order screen,
 * Legal\Admin\OrderDeliveryDate, or a courier integration answers the filter
 * `cosmetics_storefront_delivered_on`); else the order's completed date stands for it; an order not
 * yet completed counts from the order date (a withdrawal before delivery is allowed by law anyway).
 *
 * A withdrawal does not change the order status: staff handle the return and the refund.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Legal;

use CosmeticsStorefront\Domain\WithdrawalPeriod;
use CosmeticsStorefront\Platform\Emails;
use CosmeticsStorefront\Legal\Emails\WithdrawalCustomerEmail;
use CosmeticsStorefront\Legal\Emails\WithdrawalStaffEmail;
use CosmeticsStorefront\Settings\ShopInfo;

defined( 'ABSPATH' ) || exit;

final class Withdrawals {

	/** Storefront route (first path segment; includes/Storefront/Router.php and src/routes.tsx). */
	public const PATH = 'odstapienie-od-umowy';

	/** Order meta: when the customer withdrew (ISO 8601, UTC) and how (link|account). */
	public const META_AT  = '_cosmetics_withdrawal_at';
	public const META_VIA = '_cosmetics_withdrawal_via';

	/** Order meta: the day the parcel was delivered (Y-m-d, the shop's time zone), set by staff. */
	public const META_DELIVERED = '_cosmetics_delivered_on';

	/** Orders a customer can withdraw from (cancelled, refunded, failed and drafts cannot). */
	public const STATUSES = array( 'pending', 'on-hold', 'processing', 'completed' );

	/** Customer e-mails that carry the withdrawal link. */
	private const EMAILS_WITH_LINK = array( 'customer_on_hold_order', 'customer_processing_order', 'customer_completed_order', 'customer_invoice' );

	public static function hooks(): void {
		add_action( 'woocommerce_email_after_order_table', array( self::class, 'email_link' ), 20, 4 );
	}

	/**
	 * The order for $order_id when the caller may act on it: the right order key, or the logged-in
	 * customer who placed it. Anything else is null (the route answers 404: no order enumeration).
	 */
	public static function find( int $order_id, string $key ): ?\WC_Order {
		$order = $order_id > 0 ? wc_get_order( $order_id ) : false;
		if ( ! $order instanceof \WC_Order || $order instanceof \WC_Order_Refund ) {
			return null;
		}
		if ( '' !== $key && hash_equals( (string) $order->get_order_key(), $key ) ) {
			return $order;
		}
		$user_id = get_current_user_id();
		return $user_id && (int) $order->get_customer_id() === $user_id ? $order : null;
	}

	/**
	 * The delivery day the shop knows: staff's entry on the order, or what a courier integration
	 * answers to `cosmetics_storefront_delivered_on` (a DateTimeInterface or null, and the order).
	 */
	public static function delivered_on( \WC_Order $order ): ?\DateTimeImmutable {
		$stored    = (string) $order->get_meta( self::META_DELIVERED );
		$delivered = 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/', $stored ) ? \DateTimeImmutable::createFromFormat( '!Y-m-d', $stored, wp_timezone() ) : null;
		$delivered = apply_filters( 'cosmetics_storefront_delivered_on', $delivered ?: null, $order );
		return $delivered instanceof \DateTimeInterface ? \DateTimeImmutable::createFromInterface( $delivered ) : null;
	}

	/** The date the period runs from: delivery, else completed (stands for delivery), else the order date. */
	public static function reference( \WC_Order $order ): array {
		$delivered = self::delivered_on( $order );
		if ( $delivered ) {
			return array( $delivered, 'delivered' );
		}
		$completed = $order->get_date_completed();
		if ( $completed ) {
			return array( $completed, 'completed' );
		}
		return array( $order->get_date_created() ?? new \WC_DateTime(), 'created' );
	}

	public static function withdrawn_at( \WC_Order $order ): ?\DateTimeImmutable {
		$at = (string) $order->get_meta( self::META_AT );
		if ( '' === $at ) {
			return null;
		}
		try {
			return ( new \DateTimeImmutable( $at ) )->setTimezone( wp_timezone() );
		} catch ( \Exception $e ) {
			return null;
		}
	}

	/**
	 * What the storefront shows for an order.
	 *
	 * @return array<string,mixed>
	 */
	public static function status( \WC_Order $order, ?\DateTimeImmutable $now = null ): array {
		$now                    = $now ?? new \DateTimeImmutable( 'now', wp_timezone() );
		list( $since, $kind )   = self::reference( $order );
		$deadline               = WithdrawalPeriod::deadline( $since, wp_timezone() );
		$withdrawn              = self::withdrawn_at( $order );
		$status_ok              = in_array( $order->get_status(), self::STATUSES, true );
		$open                   = $status_ok && ! $withdrawn && WithdrawalPeriod::is_open( $since, $now, wp_timezone() );
		$reason                 = null;
		if ( ! $open && ! $withdrawn ) {
			$reason = $status_ok ? 'expired' : 'status';
		}
		$created = $order->get_date_created();
		return array(
			'orderId'         => $order->get_id(),
			'orderNumber'     => (string) $order->get_order_number(),
			'orderDate'       => $created ? wp_date( 'd.m.Y', $created->getTimestamp() ) : '',
			'customerName'    => trim( $order->get_billing_first_name() . ' ' . $order->get_billing_last_name() ),
			'email'           => self::mask_email( (string) $order->get_billing_email() ),
			'periodStart'     => $kind,
			'periodStartDate' => wp_date( 'd.m.Y', $since->getTimestamp() ),
			'deadline'        => $deadline->format( 'c' ),
			'deadlineDate'    => $deadline->format( 'd.m.Y' ),
			'canWithdraw'     => $open,
			'reason'          => $reason,
			'withdrawnAt'     => $withdrawn ? $withdrawn->format( 'c' ) : null,
			'withdrawnAtText' => $withdrawn ? self::when( $withdrawn ) : null,
		);
	}

	/**
	 * Records the withdrawal once: order meta, a note for staff, the customer's confirmation and the
	 * staff notification. A second press (even a concurrent one) changes nothing and answers the first.
	 *
	 * @return array<string,mixed>|\WP_Error status() plus alreadyWithdrawn.
	 */
	public static function withdraw( \WC_Order $order, string $via ) {
		$lock = 'cosmetics_withdrawal_lock_' . $order->get_id();
		if ( ! add_option( $lock, time(), '', false ) ) {
			// Another request holds it (or held it and recorded the withdrawal): answer what is stored.
			$fresh = wc_get_order( $order->get_id() );
			return $fresh && self::withdrawn_at( $fresh ) ? self::status( $fresh ) + array( 'alreadyWithdrawn' => true ) : new \WP_Error( 'cosmetics_withdrawal_busy', __( 'Twoje oświadczenie jest właśnie zapisywane. Odśwież stronę za chwilę.', 'cosmetics-storefront' ), array( 'status' => 409 ) );
		}
		try {
			$order = wc_get_order( $order->get_id() );
			if ( self::withdrawn_at( $order ) ) {
				return self::status( $order ) + array( 'alreadyWithdrawn' => true );
			}
			$status = self::status( $order );
			if ( ! $status['canWithdraw'] ) {
				return 'status' === $status['reason']
					? new \WP_Error( 'cosmetics_withdrawal_not_allowed', __( 'Od tego zamówienia nie można odstąpić, ponieważ zostało anulowane lub zwrócone.', 'cosmetics-storefront' ), array( 'status' => 409 ) )
					: new \WP_Error( 'cosmetics_withdrawal_expired', sprintf( /* translators: %s: date. */ __( 'Termin na odstąpienie od umowy minął %s.', 'cosmetics-storefront' ), $status['deadlineDate'] ), array( 'status' => 403 ) );
			}

			$now = new \DateTimeImmutable( 'now', wp_timezone() );
			$order->update_meta_data( self::META_AT, $now->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d\TH:i:s\Z' ) );
			$order->update_meta_data( self::META_VIA, 'account' === $via ? 'account' : 'link' );
			$order->save();
			$order->add_order_note(
				sprintf(
					/* translators: 1: date and time, 2: how. */
					__( 'Klient odstąpił od umowy przez formularz online %1$s (%2$s). Potwierdzenie wysłano na adres klienta.', 'cosmetics-storefront' ),
					self::when( $now ),
					'account' === $via ? __( 'zalogowany na koncie', 'cosmetics-storefront' ) : __( 'link z e-maila zamówienia', 'cosmetics-storefront' )
				)
			);
			self::send_emails( $order, $now );
			return self::status( $order ) + array( 'alreadyWithdrawn' => false );
		} finally {
			delete_option( $lock );
		}
	}

	/** "22.11.2026 o godz. 10:15" in the shop's time zone. */
	public static function when( \DateTimeInterface $at ): string {
		return wp_date( 'd.m.Y', $at->getTimestamp() ) . ' o godz. ' . wp_date( 'H:i', $at->getTimestamp() );
	}

	private static function send_emails( \WC_Order $order, \DateTimeImmutable $at ): void {
		$created = $order->get_date_created();
		$values  = array(
			'when'         => self::when( $at ),
			'order_number' => (string) $order->get_order_number(),
			'order_date'   => $created ? wp_date( 'd.m.Y', $created->getTimestamp() ) : '',
		);
		Emails::send(
			WithdrawalCustomerEmail::class,
			(string) $order->get_billing_email(),
			$values + array(
				'seller'  => (string) ShopInfo::all()['seller_name'],
				'address' => ShopInfo::address_line(),
			)
		);
		Emails::send(
			WithdrawalStaffEmail::class,
			'',
			$values + array(
				'customer'       => trim( $order->get_billing_first_name() . ' ' . $order->get_billing_last_name() ),
				'customer_email' => (string) $order->get_billing_email(),
				'edit_url'       => $order->get_edit_order_url(),
			)
		);
	}

	/** The storefront address of the withdrawal function for an order (order id + key). */
	public static function url( \WC_Order $order ): string {
		return add_query_arg(
			array(
				'order' => $order->get_id(),
				'key'   => $order->get_order_key(),
			),
			home_url( '/' . self::PATH )
		);
	}

	/**
	 * The link in the customer's order e-mails while the period is open.
	 *
	 * @param mixed $order
	 * @param mixed $sent_to_admin
	 * @param mixed $plain_text
	 * @param mixed $email
	 */
	public static function email_link( $order, $sent_to_admin = false, $plain_text = false, $email = null ): void {
		if ( ! $order instanceof \WC_Order || $sent_to_admin || ! is_object( $email ) || ! in_array( $email->id ?? '', self::EMAILS_WITH_LINK, true ) ) {
			return;
		}
		$status = self::status( $order );
		if ( ! $status['canWithdraw'] ) {
			return;
		}
		$text = self::email_period_text( $status );
		if ( $plain_text ) {
			echo "\n" . esc_html( $text ) . "\n" . esc_url_raw( self::url( $order ) ) . "\n\n";
			return;
		}
		printf( '<p style="margin:16px 0">%s <a href="%s">%s</a></p>', esc_html( $text ), esc_url( self::url( $order ) ), esc_html__( 'Odstąp od umowy', 'cosmetics-storefront' ) );
	}

	/**
	 * How a customer e-mail words the period: it counts from delivery. A date is named only when it
	 * counts from a delivery the shop knows (the delivery date, or the completed date standing for it),
	 * never one computed from the order date for an order not delivered yet.
	 *
	 * @param array<string,mixed> $status status()
	 */
	public static function email_period_text( array $status ): string {
		$text = 'Możesz odstąpić od umowy bez podania przyczyny w ciągu 14 dni od dostarczenia zamówienia';
		if ( in_array( $status['periodStart'] ?? '', array( 'delivered', 'completed' ), true ) && '' !== (string) ( $status['deadlineDate'] ?? '' ) ) {
			return sprintf( '%s (do %s):', $text, $status['deadlineDate'] );
		}
		return $text . ':';
	}

	/** "an***@example.com": the page shows where the confirmation goes without revealing the address. */
	private static function mask_email( string $email ): string {
		$at = strpos( $email, '@' );
		if ( false === $at ) {
			return '';
		}
		return substr( $email, 0, min( 2, $at ) ) . '***' . substr( $email, $at );
	}
}
