<?php
/**
 * Demo store set-up: shipping zone "Polska" (id 1) with courier, parcel locker and free shipping;
 * bank transfer + cash on delivery; coupons. Included by seed.php.
 */

/** @return array{zone_id:int, courier:int, locker:int, free:int} instance ids */
function cs_seed_shipping(): array {
	global $wpdb;
	$zone_id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT zone_id FROM {$wpdb->prefix}woocommerce_shipping_zones WHERE zone_name = %s", 'Polska' ) );
	if ( ! $zone_id ) {
		$count = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}woocommerce_shipping_zones" );
		if ( $count ) {
			cs_fail( 'shipping zones exist already, "Polska" could not become zone 1. Run `npm run site:reset`.' );
		}
		$zone = new WC_Shipping_Zone();
		$zone->set_zone_name( 'Polska' );
		$zone->set_zone_order( 0 );
		$zone->add_location( 'PL', 'country' );
		$zone_id = $zone->save();
	}
	if ( 1 !== $zone_id ) {
		cs_fail( "shipping zone 'Polska' has id $zone_id, expected 1." );
	}
	$zone = new WC_Shipping_Zone( $zone_id );

	$instances = array();
	foreach ( $zone->get_shipping_methods( false ) as $instance_id => $method ) {
		$instances[ $method->id ] = (int) $instance_id;
	}

	$methods = array(
		// The first method of zone 1 is the checkout's default: the courier.
		'flat_rate'         => array(
			'title'      => 'Kurier DPD',
			'tax_status' => 'none',
			'cost'       => '14.99',
		),
		'inpost_paczkomaty' => array(
			'title'          => 'Paczkomat InPost',
			'description'    => 'Odbiór w wybranym paczkomacie InPost, 24/7.',
			'cost_per_order' => '11.99',
			'tax_status'     => 'none',
		),
		'free_shipping'     => array(
			'title'            => 'Darmowa dostawa',
			'requires'         => 'either',
			'min_amount'       => '300',
			'ignore_discounts' => 'no',
		),
	);
	$available = WC()->shipping()->get_shipping_methods();
	foreach ( $methods as $method_id => $settings ) {
		if ( ! isset( $instances[ $method_id ] ) ) {
			if ( ! isset( $available[ $method_id ] ) ) {
				cs_fail( "shipping method '$method_id' is not registered (the storefront plugin registers inpost_paczkomaty)." );
			}
			$instances[ $method_id ] = (int) $zone->add_shipping_method( $method_id );
			if ( ! $instances[ $method_id ] ) {
				cs_fail( "could not add shipping method '$method_id'." );
			}
		}
		update_option( "woocommerce_{$method_id}_{$instances[ $method_id ]}_settings", $settings );
	}
	// Fix the order explicitly: courier, locker, free.
	$order = 0;
	foreach ( array_keys( $methods ) as $method_id ) {
		$wpdb->update( "{$wpdb->prefix}woocommerce_shipping_zone_methods", array( 'method_order' => ++$order, 'is_enabled' => 1 ), array( 'instance_id' => $instances[ $method_id ] ) );
	}
	// Pitfall: cached rates/zone look-ups survive until the shipping transient version changes.
	WC_Cache_Helper::get_transient_version( 'shipping', true );

	return array(
		'zone_id' => $zone_id,
		'courier' => $instances['flat_rate'],
		'locker'  => $instances['inpost_paczkomaty'],
		'free'    => $instances['free_shipping'],
	);
}

function cs_seed_payments(): void {
	update_option(
		'woocommerce_bacs_settings',
		array(
			'enabled'         => 'yes',
			'title'           => 'Przelew bankowy',
			'description'     => 'Zapłać tradycyjnym przelewem na nasze konto. W tytule przelewu wpisz numer zamówienia. Wyślemy je po zaksięgowaniu wpłaty.',
			'instructions'    => 'Dziękujemy! Wpłać kwotę zamówienia na konto podane poniżej, w tytule wpisz numer zamówienia.',
			'account_details' => '',
		)
	);
	update_option(
		'woocommerce_bacs_accounts',
		array(
			array(
				'account_name'   => 'Sklep Kosmetyczny Sp. z o.o.',
				'account_number' => '61 1090 1014 0000 0712 1981 2874',
				'bank_name'      => 'Bank Przykładowy S.A. (dane demonstracyjne)',
				'sort_code'      => '',
				'iban'           => 'PL61109010140000071219812874',
				'bic'            => 'WBKPPLPP',
			),
		)
	);
	update_option(
		'woocommerce_cod_settings',
		array(
			'enabled'            => 'yes',
			'title'              => 'Płatność przy odbiorze',
			'description'        => 'Zapłać gotówką lub kartą <strong>kurierowi przy odbiorze</strong> przesyłki.',
			'instructions'       => 'Zapłacisz przy odbiorze przesyłki.',
			'enable_for_methods' => array(),
			'enable_for_virtual' => 'yes',
		)
	);
	foreach ( array( 'cheque', 'paypal' ) as $gateway ) {
		$settings            = get_option( "woocommerce_{$gateway}_settings", array() );
		$settings            = is_array( $settings ) ? $settings : array();
		$settings['enabled'] = 'no';
		update_option( "woocommerce_{$gateway}_settings", $settings );
	}
	update_option(
		'woocommerce_gateway_order',
		array(
			'bacs'   => 0,
			'cod'    => 1,
			'cheque' => 2,
			'paypal' => 3,
		)
	);
}

/** @return string[] coupon codes */
function cs_seed_coupons(): array {
	$coupons = array(
		'RABAT10'        => array( 'percent', '10', 'Rabat 10% na całe zamówienie.', array() ),
		'MINUS20'        => array( 'fixed_cart', '20', '20 zł rabatu na koszyk.', array() ),
		'PRODUKT5'       => array( 'fixed_product', '5', '5 zł rabatu na każdy produkt w koszyku.', array() ),
		'LATO2024'       => array( 'percent', '15', 'Wygasły kupon letni (do testów).', array( 'date_expires' => strtotime( '-30 days' ) ) ),
		'ZAKUPY200'      => array( 'fixed_cart', '30', '30 zł rabatu przy zamówieniu od 200 zł.', array( 'minimum_amount' => '200' ) ),
		'JEDNORAZOWY'    => array( 'percent', '20', 'Kupon jednorazowy, już wykorzystany (do testów).', array( 'usage_limit' => 1, 'usage_count' => 1 ) ),
		'DARMOWADOSTAWA' => array( 'fixed_cart', '0', 'Darmowa dostawa (uprawnia do metody „Darmowa dostawa”).', array( 'free_shipping' => true ) ),
	);
	foreach ( $coupons as $code => list( $type, $amount, $description, $extra ) ) {
		if ( wc_get_coupon_id_by_code( $code ) ) {
			continue;
		}
		$c = new WC_Coupon();
		$c->set_code( $code );
		$c->set_discount_type( $type );
		$c->set_amount( $amount );
		$c->set_description( $description );
		$c->set_individual_use( false );
		if ( isset( $extra['date_expires'] ) ) {
			$c->set_date_expires( $extra['date_expires'] );
		}
		if ( isset( $extra['minimum_amount'] ) ) {
			$c->set_minimum_amount( $extra['minimum_amount'] );
		}
		if ( isset( $extra['usage_limit'] ) ) {
			$c->set_usage_limit( $extra['usage_limit'] );
		}
		if ( isset( $extra['usage_count'] ) ) {
			$c->set_usage_count( $extra['usage_count'] );
		}
		if ( ! empty( $extra['free_shipping'] ) ) {
			$c->set_free_shipping( true );
		}
		$c->save();
	}
	return array_keys( $coupons );
}

/**
 * The demo shop's seller and contact data (the plugin has none of its own: a real shop shows only
 * what its staff entered), and the spec's shop categories 20, 22, 24. Only where staff have not set them.
 */
function cs_seed_shop_info(): void {
	if ( ! class_exists( \CosmeticsStorefront\Settings\ShopInfo::class ) ) {
		return;
	}
	$info = \CosmeticsStorefront\Settings\ShopInfo::all();
	$seed = array(
		'seller_name' => 'Sklep Kosmetyczny sp. z o.o.',
		'street'      => 'ul. Chmielna 10 lok. 2',
		'postcode'    => '00-020',
		'city'        => 'Warszawa',
		'krs'         => '0000987654',
		'nip'         => '5252448487',
		'regon'       => '146123459',
		'phone'       => '+48 22 123 45 67',
		'email'       => 'kontakt@sklep-kosmetyczny.test',
		'hours'       => "Poniedziałek–sobota: 10:00–18:00\nNiedziela: nieczynne",
		'instagram'   => 'https://www.instagram.com/sklep.kosmetyczny.demo',
		'facebook'    => 'https://www.facebook.com/sklep.kosmetyczny.demo',
		'latitude'    => '52.2319',
		'longitude'   => '21.0149',
	);
	\CosmeticsStorefront\Settings\ShopInfo::update( array_filter( $seed, static fn( string $value, string $key ) => '' === $info[ $key ], ARRAY_FILTER_USE_BOTH ) );
}

/** The spec's three top-level categories in the shop's filter (after cs_seed_categories()). */
function cs_seed_shop_categories(): void {
	if ( class_exists( \CosmeticsStorefront\Settings\Settings::class ) && ! \CosmeticsStorefront\Settings\Settings::all()['shop_category_ids'] ) {
		\CosmeticsStorefront\Settings\Settings::update( array( 'shop_category_ids' => array( 20, 22, 24 ) ) );
	}
}
