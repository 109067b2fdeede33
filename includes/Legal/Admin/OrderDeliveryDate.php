<?php
/**
 * 'Data doręczenia' on wp-admin's order screen (posts and HPOS): the day the parcel reached the
 * customer, from which the 14-day withdrawal period runs (Legal\Withdrawals::reference). Without
 * it the completed date stands for delivery. Saved after WooCommerce's own order data (which checked
 * the nonce and the capability before `woocommerce_process_shop_order_meta`); each change leaves an
 * order note.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Legal\Admin;

use CosmeticsStorefront\Legal\Withdrawals;

defined( 'ABSPATH' ) || exit;

final class OrderDeliveryDate {

	public const FIELD = 'cosmetics_delivered_on';

	public static function hooks(): void {
		add_action( 'woocommerce_admin_order_data_after_order_details', array( self::class, 'render' ) );
		add_action( 'woocommerce_process_shop_order_meta', array( self::class, 'save' ), 45 );
	}

	/** @internal */
	public static function render( \WC_Order $order ): void {
		printf(
			'<p class="form-field form-field-wide"><label for="%1$s">%2$s</label><input type="date" id="%1$s" name="%1$s" value="%3$s" max="%4$s" aria-describedby="%1$s-hint"><span id="%1$s-hint" class="description">%5$s</span></p>',
			esc_attr( self::FIELD ),
			esc_html__( 'Data doręczenia:', 'cosmetics-storefront' ),
			esc_attr( (string) $order->get_meta( Withdrawals::META_DELIVERED ) ),
			esc_attr( wp_date( 'Y-m-d' ) ),
			esc_html__( 'Od tego dnia klient ma 14 dni na odstąpienie od umowy. Bez niej liczy się dzień zrealizowania zamówienia.', 'cosmetics-storefront' )
		);
	}

	/** @internal */
	public static function save( int $order_id ): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce verified its order nonce before this action.
		if ( ! isset( $_POST[ self::FIELD ] ) ) {
			return;
		}
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		$value = sanitize_text_field( wp_unslash( (string) $_POST[ self::FIELD ] ) );
		$old   = (string) $order->get_meta( Withdrawals::META_DELIVERED );
		if ( $value === $old ) {
			return;
		}
		if ( '' === $value ) {
			$order->delete_meta_data( Withdrawals::META_DELIVERED );
			$order->add_order_note( __( 'Usunięto datę doręczenia: termin odstąpienia od umowy liczy się od dnia zrealizowania zamówienia.', 'cosmetics-storefront' ) );
			$order->save();
			return;
		}
		$problem = self::problem( $value, $order );
		if ( '' !== $problem ) {
			\WC_Admin_Meta_Boxes::add_error( $problem );
			return;
		}
		$order->update_meta_data( Withdrawals::META_DELIVERED, $value );
		$order->add_order_note(
			/* translators: %s: the delivery date */
			sprintf( __( 'Data doręczenia: %s. Od niej liczy się 14 dni na odstąpienie od umowy.', 'cosmetics-storefront' ), wp_date( 'd.m.Y', strtotime( $value . ' 12:00:00' ) ) )
		);
		$order->save();
	}

	/** Why a typed delivery date cannot be saved, or '' (a real day, not in the future, not before the order). */
	public static function problem( string $value, \WC_Order $order ): string {
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, wp_timezone() );
		if ( ! $date || $date->format( 'Y-m-d' ) !== $value ) {
			return __( 'Nieprawidłowa data doręczenia (RRRR-MM-DD). Nie zapisano jej.', 'cosmetics-storefront' );
		}
		if ( $value > wp_date( 'Y-m-d' ) ) {
			return __( 'Data doręczenia nie może być w przyszłości. Nie zapisano jej.', 'cosmetics-storefront' );
		}
		$created = $order->get_date_created();
		if ( $created && $value < wp_date( 'Y-m-d', $created->getTimestamp() ) ) {
			return __( 'Data doręczenia nie może być wcześniejsza niż data zamówienia. Nie zapisano jej.', 'cosmetics-storefront' );
		}
		return '';
	}
}
