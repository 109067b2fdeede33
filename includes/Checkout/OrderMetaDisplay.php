<?php
/**
 * Shows the parcel locker and the company buyer's data on wp-admin's order screen and in the order
 * e-mails (customer and admin).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Checkout;

defined( 'ABSPATH' ) || exit;

final class OrderMetaDisplay {

	public static function hooks(): void {
		add_action( 'woocommerce_admin_order_data_after_billing_address', array( self::class, 'admin_billing' ) );
		add_action( 'woocommerce_admin_order_data_after_shipping_address', array( self::class, 'admin_shipping' ) );
		add_filter( 'woocommerce_email_order_meta_fields', array( self::class, 'email_fields' ), 10, 3 );
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
		foreach ( $map as $key => list( $meta, $label ) ) {
			$value = (string) $order->get_meta( $meta );
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

	/** @internal */
	public static function admin_shipping( \WC_Order $order ): void {
		self::admin_block( $order, array( 'paczkomat_name', 'paczkomat_address', 'paczkomat_details' ), 'cosmetics-order-locker' );
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
