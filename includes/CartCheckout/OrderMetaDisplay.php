<?php
/**
 * Shows the parcel locker and the company buyer's data on wp-admin's order screen, in the orders list's
 * preview and in the order e-mails (customer and admin).
 *
 * A parcel-locker order goes to the locker, not to the customer's home address: the order screen's
 * shipping block shows a "Dostawa do paczkomatu InPost" box (code, address, where it stands) under the
 * address, and the preview's shipping details show the locker in place of the home address (its map
 * link points at the locker). The NIP is stored as digits (CartCheckout\NipStorage) and shown as
 * XXX-XXX-XX-XX.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Domain\Nip;

defined( 'ABSPATH' ) || exit;

final class OrderMetaDisplay {

	public static function hooks(): void {
		add_action( 'woocommerce_admin_order_data_after_billing_address', array( self::class, 'admin_billing' ) );
		add_action( 'woocommerce_admin_order_data_after_shipping_address', array( self::class, 'admin_shipping' ) );
		add_filter( 'woocommerce_email_order_meta_fields', array( self::class, 'email_fields' ), 10, 3 );
		add_filter( 'woocommerce_admin_order_preview_get_order_details', array( self::class, 'preview_details' ), 10, 2 );
	}

	/**
	 * The order's parcel locker, or null for an order not sent to one.
	 *
	 * @return array{code:string, address:string, lines:string[], location:string}|null
	 */
	public static function locker( \WC_Order $order ): ?array {
		$code = trim( (string) $order->get_meta( '_paczkomat_name' ) );
		if ( '' === $code ) {
			return null;
		}
		$address = trim( (string) $order->get_meta( '_paczkomat_address' ) );
		$details = trim( (string) $order->get_meta( '_paczkomat_details' ) );
		// The checkout stores the locker's location description; InPost's widget (and older orders) a
		// JSON object of the point.
		$decoded = '' !== $details && '{' === $details[0] ? json_decode( $details, true ) : null;
		if ( is_array( $decoded ) ) {
			if ( '' === $address && isset( $decoded['address'] ) && is_array( $decoded['address'] ) ) {
				$address = trim( implode( ', ', array_filter( array_map( 'strval', array( $decoded['address']['line1'] ?? '', $decoded['address']['line2'] ?? '' ) ) ) ) );
			}
			$details = is_string( $decoded['location_description'] ?? null ) ? trim( $decoded['location_description'] ) : '';
		}
		return array(
			'code'     => $code,
			'address'  => $address,
			'lines'    => array_values( array_filter( array_map( 'trim', explode( ',', $address, 2 ) ) ) ),
			'location' => $details,
		);
	}

	/**
	 * Label => value pairs present on the order.
	 *
	 * @return array<string,array{label:string,value:string}>
	 */
	public static function fields( \WC_Order $order ): array {
		$fields = array();
		if ( 'company' === $order->get_meta( '_customer_type' ) ) {
			$fields['customer_type'] = array(
				'label' => 'Typ klienta',
				'value' => 'Firma',
			);
		}
		$map = array(
			'company_name'      => array( '_company_name', 'Nazwa firmy' ),
			'company_nip'       => array( '_company_nip', 'NIP' ),
			'paczkomat_name'    => array( '_paczkomat_name', 'Paczkomat InPost' ),
			'paczkomat_address' => array( '_paczkomat_address', 'Adres paczkomatu' ),
			'paczkomat_details' => array( '_paczkomat_details', 'Położenie paczkomatu' ),
			'applied_coupon'    => array( '_applied_coupon', 'Kod rabatowy' ),
		);
		$locker = self::locker( $order );
		foreach ( $map as $key => list( $meta, $label ) ) {
			$value = (string) $order->get_meta( $meta );
			if ( 'company_nip' === $key ) {
				$value = Nip::format( $value );
			} elseif ( $locker && 'paczkomat_address' === $key ) {
				$value = $locker['address'];
			} elseif ( $locker && 'paczkomat_details' === $key ) {
				$value = $locker['location'];
			}
			if ( '' !== $value ) {
				$fields[ $key ] = array(
					'label' => $label,
					'value' => $value,
				);
			}
		}
		return $fields;
	}

	/** @internal */
	public static function admin_billing( \WC_Order $order ): void {
		self::admin_block( $order, array( 'customer_type', 'company_name', 'company_nip', 'applied_coupon' ), 'cosmetics-order-company' );
	}

	/** @internal The locker box under the shipping address (the address WooCommerce shows is the customer's). */
	public static function admin_shipping( \WC_Order $order ): void {
		$locker = self::locker( $order );
		if ( ! $locker ) {
			return;
		}
		echo '<div class="cosmetics-order-locker" role="group" aria-labelledby="cosmetics-order-locker-title" style="margin:12px 0;padding:8px 12px;border-left:4px solid #2271b1;background:#f0f6fc">';
		echo '<h4 id="cosmetics-order-locker-title" style="margin:0 0 4px">' . esc_html__( 'Dostawa do paczkomatu InPost', 'cosmetics-storefront' ) . '</h4>';
		echo '<p style="margin:0"><strong class="cosmetics-order-locker-code">' . esc_html( $locker['code'] ) . '</strong>';
		foreach ( $locker['lines'] as $line ) {
			echo '<br>' . esc_html( $line );
		}
		if ( '' !== $locker['location'] ) {
			echo '<br><em>' . esc_html( $locker['location'] ) . '</em>';
		}
		echo '</p>';
		echo '<p class="description" style="margin:4px 0 0">' . esc_html__( 'Przesyłkę nadaj do tego paczkomatu, nie na adres powyżej.', 'cosmetics-storefront' ) . '</p>';
		echo '</div>';
	}

	/**
	 * The orders list's preview: for a locker order the shipping details are the locker (code, address,
	 * where it stands; the map link finds the locker), the shipping method names it too.
	 *
	 * @internal filter woocommerce_admin_order_preview_get_order_details
	 * @param mixed $details
	 * @param mixed $order
	 * @return mixed
	 */
	public static function preview_details( $details, $order = null ) {
		if ( ! is_array( $details ) || ! $order instanceof \WC_Order ) {
			return $details;
		}
		$locker = self::locker( $order );
		if ( ! $locker ) {
			return $details;
		}
		$lines = array_merge(
			array( sprintf( /* translators: %s: locker code */ __( 'Paczkomat InPost %s', 'cosmetics-storefront' ), $locker['code'] ) ),
			$locker['lines'],
			'' !== $locker['location'] ? array( $locker['location'] ) : array()
		);
		$details['needs_shipping']             = true;
		$details['ship_to_billing']            = false;
		$details['formatted_shipping_address'] = implode( '<br/>', array_map( 'esc_html', $lines ) );
		$details['shipping_address_map_url']   = 'https://maps.google.com/maps?&q=' . rawurlencode( '' !== $locker['address'] ? $locker['address'] : $locker['code'] ) . '&z=16';
		$details['shipping_via']               = trim( (string) ( $details['shipping_via'] ?? '' ) . ' (' . $locker['code'] . ')' );
		return $details;
	}

	/** @param string[] $keys */
	private static function admin_block( \WC_Order $order, array $keys, string $class ): void {
		$fields = array_intersect_key( self::fields( $order ), array_flip( $keys ) );
		if ( ! $fields ) {
			return;
		}
		echo '<div class="' . esc_attr( $class ) . '">';
		foreach ( $fields as $field ) {
			echo '<p><strong>' . esc_html( $field['label'] ) . ':</strong> ' . esc_html( $field['value'] ) . '</p>';
		}
		echo '</div>';
	}

	/**
	 * @internal filter woocommerce_email_order_meta_fields
	 * @param mixed $fields
	 * @param mixed $sent_to_admin
	 * @param mixed $order
	 * @return array<mixed>
	 */
	public static function email_fields( $fields, $sent_to_admin = false, $order = null ): array {
		$fields = is_array( $fields ) ? $fields : array();
		if ( $order instanceof \WC_Order ) {
			foreach ( self::fields( $order ) as $key => $field ) {
				$fields[ 'cosmetics_' . $key ] = $field;
			}
		}
		return $fields;
	}
}
