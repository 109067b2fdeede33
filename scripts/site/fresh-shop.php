<?php
/**
 * The smallest shop the installable plugin is tried on (scripts/lib/fresh-site.mjs, E2E
 * tests/e2e/plugin-zip.test.mjs): after install.php's core, woocommerce and settings steps (PL, PLN),
 * one simple product in stock, a shipping zone "Polska" with a flat rate, and bank transfer enabled.
 * No demo seed, no mu-plugin, no theme of ours. Writes what it made as JSON to the file named by the
 * first argument.
 *
 *   php fresh-shop.php /path/to/fresh-shop.json
 *
 * Env: COSMETICS_WP_DIR, COSMETICS_SITE_HOST (see lib/bootstrap.php).
 */

require __DIR__ . '/lib/bootstrap.php';

$cs_out = $argv[1] ?? '';
if ( '' === $cs_out ) {
	cs_fail( 'usage: php fresh-shop.php <out.json>' );
}
if ( ! function_exists( 'WC' ) ) {
	cs_fail( 'WooCommerce is not active.' );
}

$cs_product = new WC_Product_Simple();
$cs_product->set_name( 'Krem nawilżający z kwasem hialuronowym 50 ml' );
$cs_product->set_slug( 'krem-nawilzajacy-50-ml' );
$cs_product->set_status( 'publish' );
$cs_product->set_catalog_visibility( 'visible' );
$cs_product->set_regular_price( '49.99' );
$cs_product->set_manage_stock( true );
$cs_product->set_stock_quantity( 20 );
$cs_product->set_description( 'Lekki krem na dzień i na noc.' );
$cs_product_id = $cs_product->save();

$cs_zone = new WC_Shipping_Zone();
$cs_zone->set_zone_name( 'Polska' );
$cs_zone->set_zone_order( 0 );
$cs_zone->add_location( 'PL', 'country' );
$cs_zone_id     = $cs_zone->save();
$cs_instance_id = (int) $cs_zone->add_shipping_method( 'flat_rate' );
update_option(
	"woocommerce_flat_rate_{$cs_instance_id}_settings",
	array(
		'title'      => 'Kurier',
		'tax_status' => 'none',
		'cost'       => '14.99',
	)
);

update_option(
	'woocommerce_bacs_settings',
	array(
		'enabled'         => 'yes',
		'title'           => 'Przelew bankowy',
		'description'     => 'Zapłać przelewem na nasze konto; w tytule wpisz numer zamówienia.',
		'instructions'    => 'Wpłać kwotę zamówienia na konto sklepu.',
		'account_details' => '',
	)
);
WC_Cache_Helper::get_transient_version( 'shipping', true );

file_put_contents(
	$cs_out,
	wp_json_encode(
		array(
			'product_id'  => $cs_product_id,
			'price'       => '49.99',
			'zone_id'     => $cs_zone_id,
			'flat_rate'   => $cs_instance_id,
			'flat_cost'   => '14.99',
			'woocommerce' => WC()->version,
			'wordpress'   => get_bloginfo( 'version' ),
		)
	)
);
cs_say( "One product ($cs_product_id, 49,99 zł), zone Polska with a flat rate (14,99 zł), bank transfer on." );
