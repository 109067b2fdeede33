<?php
/**
 * Demo data for the local dev site (run by scripts/site/start.mjs after the install steps):
 * categories (top-level ids 20, 22, 24), 60+ Polish cosmetics with pictures, professional prices,
 * stock states, variable products, price history, coupons, shipping zone 1 with courier / parcel locker /
 * free shipping, bank transfer + cash on delivery, two customers with three orders each.
 *
 * Idempotent: every part skips what exists; the whole seed is skipped once finished
 * (option cosmetics_dev_seeded). `php seed.php --force` runs the parts again (still skipping existing data).
 */

require __DIR__ . '/lib/bootstrap.php';

if ( ! function_exists( 'WC' ) ) {
	cs_fail( 'WooCommerce is not active.' );
}
if ( get_option( 'cosmetics_dev_seeded' ) && ! in_array( '--force', $argv, true ) ) {
	cs_say( 'Demo catalogue already seeded (' . get_option( 'cosmetics_dev_seeded' ) . ').' );
	exit( 0 );
}

require __DIR__ . '/seed/catalogue.php';
require __DIR__ . '/seed/store.php';
require __DIR__ . '/seed/customers.php';

$cs_t0   = microtime( true );
$cs_lap  = static function ( string $what ) use ( &$cs_t0 ) {
	cs_say( sprintf( '  %-34s %5.1f s', $what, microtime( true ) - $cs_t0 ) );
	$cs_t0 = microtime( true );
};
$cs_data = require __DIR__ . '/seed/data.php';

// While seeding: no e-mails (order/account notifications), no stock changes from the demo orders,
// attribute look-up table updated directly instead of through Action Scheduler.
add_filter( 'pre_wp_mail', '__return_true', 1 );
add_filter( 'woocommerce_can_reduce_order_stock', '__return_false' );
add_filter( 'woocommerce_payment_complete_reduce_order_stock', '__return_false' );
update_option( 'woocommerce_attribute_lookup_direct_updates', 'yes' );
wp_defer_term_counting( true );

$cs_shipping = cs_seed_shipping();
cs_seed_payments();
cs_seed_shop_info();
$cs_coupons = cs_seed_coupons();
$cs_lap( 'shipping, payments, coupons' );

$cs_cats = cs_seed_categories( $cs_data );
$cs_tags = cs_seed_tags( $cs_data['tags'] );
cs_seed_shop_categories();
$cs_lap( 'categories and tags' );

$cs_products = cs_seed_products( $cs_data, $cs_cats, $cs_tags );
cs_seed_category_thumbnails( $cs_cats );
$cs_lap( 'products and pictures' );

$cs_history = cs_seed_price_history( $cs_products );
$cs_lap( 'price history' );

$cs_customers = cs_seed_customers();
$cs_orders    = cs_seed_orders( $cs_customers, $cs_products, $cs_shipping );
$cs_lap( 'customers and orders' );

wp_defer_term_counting( false );
foreach ( array( 'product_cat', 'product_tag', 'product_brand', 'pa_odcien' ) as $cs_tax ) {
	if ( taxonomy_exists( $cs_tax ) ) {
		$cs_tt = get_terms( array( 'taxonomy' => $cs_tax, 'hide_empty' => false, 'fields' => 'tt_ids' ) );
		wp_update_term_count_now( $cs_tt, $cs_tax );
		clean_term_cache( $cs_tt, $cs_tax, false );
	}
}
delete_transient( 'wc_term_counts' );
wc_delete_product_transients();
WC_Cache_Helper::get_transient_version( 'product', true );
WC_Cache_Helper::get_transient_version( 'shipping', true );

// Run what WooCommerce queued meanwhile (analytics import of the demo orders, look-up tables...).
if ( class_exists( 'ActionScheduler_QueueRunner' ) ) {
	for ( $i = 0; $i < 5; $i++ ) {
		$processed = ActionScheduler_QueueRunner::instance()->run( 'Cosmetics dev seed' );
		if ( ! $processed ) {
			break;
		}
	}
	$cs_lap( 'queued WooCommerce jobs' );
}

update_option( 'cosmetics_dev_seeded', gmdate( 'c' ), false );

// ---------------------------------------------------------------------------------------------- summary
global $wpdb;
cs_say( '' );
cs_say( 'Demo catalogue:' );
foreach ( $cs_data['categories'] as $top ) {
	$term = get_term( $top['id'], 'product_cat' );
	cs_say( sprintf( '  [%d] %s: %d products', $term->term_id, $term->name, $term->count ) );
	foreach ( get_terms( array( 'taxonomy' => 'product_cat', 'parent' => $top['id'], 'hide_empty' => false ) ) as $child ) {
		cs_say( sprintf( '      [%d] %s (%s): %d', $child->term_id, $child->name, $child->slug, $child->count ) );
	}
}
$cs_count_products = static function ( array $args ) {
	return count( wc_get_products( array_merge( array( 'limit' => -1, 'return' => 'ids', 'status' => 'publish' ), $args ) ) );
};
$cs_all = $cs_count_products( array( 'type' => array( 'simple', 'variable' ) ) );
cs_say(
	sprintf(
		'  products: %d (%d variable with %d variations); stock: %d instock (%d low, qty <= 5), %d outofstock, %d onbackorder',
		$cs_all,
		$cs_count_products( array( 'type' => 'variable' ) ),
		count( wc_get_products( array( 'type' => 'variation', 'limit' => -1, 'return' => 'ids' ) ) ),
		$cs_count_products( array( 'stock_status' => 'instock', 'type' => 'simple' ) ),
		(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}wc_product_meta_lookup l JOIN {$wpdb->posts} p ON p.ID = l.product_id WHERE p.post_type = 'product' AND l.stock_status = 'instock' AND l.stock_quantity BETWEEN 1 AND 5" ),
		$cs_count_products( array( 'stock_status' => 'outofstock' ) ),
		$cs_count_products( array( 'stock_status' => 'onbackorder' ) )
	)
);
cs_say(
	sprintf(
		'  on sale: %d; with professional price: %d; featured: %d; pictures: %d',
		count( array_intersect( wc_get_product_ids_on_sale(), wc_get_products( array( 'limit' => -1, 'return' => 'ids', 'type' => array( 'simple', 'variable' ) ) ) ) ),
		(int) $wpdb->get_var( "SELECT COUNT(DISTINCT post_id) FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE m.meta_key = '_professional_price' AND p.post_type = 'product'" ),
		count( wc_get_featured_product_ids() ),
		(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'" )
	)
);
cs_say( '  price history rows: ' . ( $cs_history < 0 ? 'skipped (storefront plugin table missing)' : $cs_history ) );
cs_say( '  coupons: ' . implode( ', ', $cs_coupons ) );
cs_say(
	sprintf(
		'  shipping: zone %d "Polska": Kurier DPD (flat_rate:%d) 14,99 zł, Paczkomat InPost (inpost_paczkomaty:%d) 11,99 zł, Darmowa dostawa (free_shipping:%d) od 300 zł',
		$cs_shipping['zone_id'],
		$cs_shipping['courier'],
		$cs_shipping['locker'],
		$cs_shipping['free']
	)
);
cs_say( '  payments: bacs (Przelew bankowy), cod (Płatność przy odbiorze)' );
foreach ( $cs_customers as $cs_kind => $cs_uid ) {
	$cs_user   = get_userdata( $cs_uid );
	$cs_status = array_map(
		static fn( $id ) => '#' . $id . ' ' . wc_get_order( $id )->get_status() . ' ' . html_entity_decode( wp_strip_all_tags( wc_price( wc_get_order( $id )->get_total() ) ) ),
		wc_get_orders( array( 'customer_id' => $cs_uid, 'limit' => -1, 'return' => 'ids', 'orderby' => 'ID', 'order' => 'ASC' ) )
	);
	cs_say( sprintf( '  %s (%s, password %s): %s', $cs_user->user_email, $cs_kind, CS_DEMO_PASSWORD, implode( ', ', $cs_status ) ) );
}
