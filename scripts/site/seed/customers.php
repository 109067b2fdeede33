<?php
/**
 * Demo customers (a verified individual, an approved professional) and their orders. Included by seed.php.
 */

const CS_DEMO_PASSWORD = 'Haslo!2345';
const CS_DEMO_NIP      = '7010345129'; // valid: weights 6,5,7,2,3,4,5,6,7 -> sum mod 11 = 9 = last digit

function cs_nip_valid( string $nip ): bool {
	if ( ! preg_match( '/^\d{10}$/', $nip ) ) {
		return false;
	}
	$w   = array( 6, 5, 7, 2, 3, 4, 5, 6, 7 );
	$sum = 0;
	for ( $i = 0; $i < 9; $i++ ) {
		$sum += (int) $nip[ $i ] * $w[ $i ];
	}
	return $sum % 11 !== 10 && $sum % 11 === (int) $nip[9];
}

/** @return array{individual:int, professional:int} user ids */
function cs_seed_customers(): array {
	if ( ! cs_nip_valid( CS_DEMO_NIP ) ) {
		cs_fail( 'demo NIP fails its checksum' );
	}
	$people = array(
		'individual'   => array(
			'email'   => 'anna.kowalska@example.com',
			'login'   => 'anna.kowalska',
			'first'   => 'Anna',
			'last'    => 'Kowalska',
			'company' => '',
			'address' => 'ul. Puławska 145 m. 12',
			'city'    => 'Warszawa',
			'post'    => '02-715',
			'phone'   => '+48 601 234 567',
			'meta'    => array(
				'cosmetics_client_type'    => 'individual',
				'cosmetics_email_verified' => '1',
				'_customer_type'           => 'individual',
			),
		),
		'professional' => array(
			'email'   => 'salon.bella@example.com',
			'login'   => 'salon.bella',
			'first'   => 'Katarzyna',
			'last'    => 'Nowak',
			'company' => 'Salon Urody Bella Sp. z o.o.',
			'address' => 'ul. Złota 44 lok. 3',
			'city'    => 'Warszawa',
			'post'    => '00-120',
			'phone'   => '+48 22 628 45 10',
			'meta'    => array(
				'cosmetics_client_type'           => 'professional',
				'cosmetics_email_verified'        => '1',
				'cosmetics_professional_approved' => '1',
				'_customer_type'                  => 'company',
				'_company_name'                   => 'Salon Urody Bella Sp. z o.o.',
				'_company_nip'                    => CS_DEMO_NIP,
			),
		),
	);
	$ids = array();
	foreach ( $people as $kind => $p ) {
		$user = get_user_by( 'email', $p['email'] );
		$c    = new WC_Customer( $user ? $user->ID : 0 );
		if ( ! $user ) {
			$c->set_username( $p['login'] );
			$c->set_email( $p['email'] );
			$c->set_password( CS_DEMO_PASSWORD );
		}
		$c->set_first_name( $p['first'] );
		$c->set_last_name( $p['last'] );
		$c->set_display_name( $p['first'] . ' ' . $p['last'] );
		$c->set_role( 'customer' );
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$c->{"set_{$type}_first_name"}( $p['first'] );
			$c->{"set_{$type}_last_name"}( $p['last'] );
			$c->{"set_{$type}_company"}( $p['company'] );
			$c->{"set_{$type}_address_1"}( $p['address'] );
			$c->{"set_{$type}_address_2"}( '' );
			$c->{"set_{$type}_city"}( $p['city'] );
			$c->{"set_{$type}_postcode"}( $p['post'] );
			$c->{"set_{$type}_country"}( 'PL' );
			$c->{"set_{$type}_state"}( '' );
			$c->{"set_{$type}_phone"}( $p['phone'] );
		}
		$c->set_billing_email( $p['email'] );
		foreach ( $p['meta'] as $key => $value ) {
			$c->update_meta_data( $key, $value );
		}
		$c->save();
		$ids[ $kind ] = $c->get_id();
	}
	return $ids;
}

/**
 * Three orders per customer in different statuses, with line items, a shipping line and payment.
 *
 * @param array $customers from cs_seed_customers()
 * @param array $products  sku => product id
 * @param array $shipping  from cs_seed_shipping()
 * @return int[] order ids
 */
function cs_seed_orders( array $customers, array $products, array $shipping ): array {
	$existing = wc_get_orders(
		array(
			'customer_id' => array_values( $customers ),
			'limit'       => -1,
			'return'      => 'ids',
		)
	);
	if ( $existing ) {
		return $existing;
	}

	$courier = array( 'flat_rate', $shipping['courier'], 'Kurier DPD', '14.99' );
	$locker  = array( 'inpost_paczkomaty', $shipping['locker'], 'Paczkomat InPost', '11.99' );
	$free    = array( 'free_shipping', $shipping['free'], 'Darmowa dostawa', '0' );

	$orders = array(
		// customer, status, days ago, items [sku => qty], shipping, payment, coupon, note, locker?
		array( 'individual', 'completed', 24, array( 'PS-001' => 1, 'PS-004' => 2, 'CI-003' => 1 ), $courier, 'bacs', 'RABAT10', '', false ),
		array( 'individual', 'processing', 6, array( 'AA-004' => 1, 'OC-001' => 1 ), $locker, 'cod', null, 'Proszę o staranne zapakowanie.', true ),
		array( 'individual', 'pending', 1, array( 'MK-VAR-SV-02' => 1, 'MK-001' => 1 ), $courier, 'bacs', null, '', false ),
		array( 'professional', 'completed', 40, array( 'ZB-002' => 2, 'ZB-004' => 2, 'AA-002' => 3 ), $free, 'bacs', null, 'Faktura VAT na dane firmy.', false ),
		array( 'professional', 'on-hold', 9, array( 'ZB-001' => 1, 'ZB-003' => 1 ), $courier, 'bacs', null, '', false ),
		array( 'professional', 'processing', 3, array( 'PR-002' => 2, 'PS-002' => 4 ), $courier, 'cod', null, '', false ),
	);

	$ids = array();
	foreach ( $orders as list( $kind, $status, $days_ago, $items, $ship, $payment, $coupon, $note, $with_locker ) ) {
		$customer_id  = $customers[ $kind ];
		$customer     = new WC_Customer( $customer_id );
		$professional = 'professional' === $kind;

		$order = wc_create_order(
			array(
				'customer_id'   => $customer_id,
				'customer_note' => $note,
				'created_via'   => 'checkout',
			)
		);
		if ( is_wp_error( $order ) ) {
			cs_fail( 'order: ' . $order->get_error_message() );
		}
		foreach ( $items as $sku => $qty ) {
			$product = wc_get_product( $products[ $sku ] );
			if ( ! $product ) {
				cs_fail( "order item $sku not found" );
			}
			$unit = (float) $product->get_price( 'edit' );
			if ( $professional ) {
				// Approved professional: their tier's price (sale price when there is one).
				$pro      = $product->get_meta( '_professional_price' );
				$pro_sale = $product->get_meta( '_professional_sale_price' );
				if ( '' !== $pro_sale && $product->is_on_sale( 'edit' ) ) {
					$unit = (float) $pro_sale;
				} elseif ( '' !== $pro ) {
					$unit = (float) $pro;
				}
			}
			$line = wc_format_decimal( $unit * $qty, 2 );
			$order->add_product( $product, $qty, array( 'subtotal' => $line, 'total' => $line ) );
		}

		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$address = array();
			foreach ( array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'postcode', 'country', 'state', 'phone' ) as $field ) {
				$address[ $field ] = $customer->{"get_{$type}_{$field}"}();
			}
			if ( 'billing' === $type ) {
				$address['email'] = $customer->get_billing_email();
			}
			$order->set_address( $address, $type );
		}

		$shipping_item = new WC_Order_Item_Shipping();
		$shipping_item->set_method_id( $ship[0] );
		$shipping_item->set_instance_id( $ship[1] );
		$shipping_item->set_method_title( $ship[2] );
		$shipping_item->set_total( $ship[3] );
		if ( $with_locker ) {
			$shipping_item->add_meta_data( 'Paczkomat', 'WAW01M', true );
		}
		$order->add_item( $shipping_item );

		$gateways = array(
			'bacs' => 'Przelew bankowy',
			'cod'  => 'Płatność przy odbiorze',
		);
		$order->set_payment_method( $payment );
		$order->set_payment_method_title( $gateways[ $payment ] );
		$order->set_currency( 'PLN' );
		$order->set_prices_include_tax( true );

		$order->update_meta_data( '_customer_type', $professional ? 'company' : 'individual' );
		if ( $professional ) {
			$order->update_meta_data( '_company_name', 'Salon Urody Bella Sp. z o.o.' );
			$order->update_meta_data( '_company_nip', CS_DEMO_NIP );
		}
		if ( $with_locker ) {
			$order->update_meta_data( '_paczkomat_name', 'WAW01M' );
			$order->update_meta_data( '_paczkomat_address', 'ul. Puławska 143, 02-715 Warszawa' );
			$order->update_meta_data(
				'_paczkomat_details',
				wp_json_encode(
					array(
						'name'                => 'WAW01M',
						'address'             => array(
							'line1' => 'ul. Puławska 143',
							'line2' => '02-715 Warszawa',
						),
						'location_description' => 'Przy wejściu do galerii handlowej',
					)
				)
			);
		}
		$order->calculate_totals( false );
		if ( $coupon ) {
			$applied = $order->apply_coupon( $coupon );
			if ( is_wp_error( $applied ) ) {
				cs_say( "  (coupon $coupon not applied: " . $applied->get_error_message() . ')' );
			} else {
				$order->update_meta_data( '_applied_coupon', $coupon );
			}
		}

		$created = time() - $days_ago * DAY_IN_SECONDS - 3 * HOUR_IN_SECONDS;
		$order->set_date_created( $created );
		if ( in_array( $status, array( 'processing', 'completed' ), true ) ) {
			$order->set_date_paid( $created + HOUR_IN_SECONDS );
		}
		if ( 'completed' === $status ) {
			$order->set_date_completed( $created + 2 * DAY_IN_SECONDS );
		}
		$order->set_status( $status, 'Zamówienie demonstracyjne.' );
		$order->save();
		$ids[] = $order->get_id();
	}
	return $ids;
}
