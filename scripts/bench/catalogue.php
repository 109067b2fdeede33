<?php
/**
 * Generator of the benchmark catalogue (a shop far bigger than the demo, to see what grows with it): 10 000 products and 1 000 000
 * price-history rows, in the SEPARATE benchmark site .site/bench/ (scripts/lib/bench-site.mjs), never
 * in the demo shop. Run by scripts/lib/bench-site.mjs:
 *
 *   COSMETICS_WP_DIR=.site/bench/wordpress php scripts/bench/catalogue.php [products] [history rows] [variable products]
 *
 * - 95 % simple products written with set-based SQL (posts, postmeta, wc_product_meta_lookup,
 *   product_type/product_cat relationships) shaped exactly as WooCommerce stores them; a third with a
 *   sale, half with professional prices (some with a professional sale);
 * - 5 % variable products (or as many as the third argument says) with two variations each, made through
 *   WooCommerce's CRUD (about 0.35 s each);
 * - price history for every product and variation in both tiers, dated over the last 400 days, the
 *   last row of each series equal to the current prices, until the table holds the requested rows;
 * - an approved professional customer bench.pro@example.com / Haslo!2345.
 * Idempotent: does nothing when the catalogue is already there.
 *
 * @package CosmeticsStorefront
 */

// phpcs:disable WordPress.DB.PreparedSQL, WordPress.DB.DirectDatabaseQuery

require __DIR__ . '/../site/lib/bootstrap.php';

const CS_BENCH_PRO_EMAIL    = 'bench.pro@example.com';
const CS_BENCH_PRO_PASSWORD = 'Haslo!2345';

$cs_products = (int) ( $argv[1] ?? 10000 );
$cs_rows     = (int) ( $argv[2] ?? 1000000 );

global $wpdb;
$wpdb->query( 'SET SESSION unique_checks = 0' );
$cs_history = $wpdb->prefix . 'cosmetics_price_history';
$cs_t0      = microtime( true );

$cs_existing = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product'" );
if ( $cs_existing >= $cs_products && (int) $wpdb->get_var( "SELECT COUNT(*) FROM $cs_history" ) >= $cs_rows ) {
	cs_say( "Benchmark catalogue already there: $cs_existing products." );
	exit( 0 );
}

// ---------------------------------------------------------------------------------------------
// Categories: three top-level with four children each.
$cs_cats = array();
foreach ( array( 'pielegnacja-skory' => 'Pielęgnacja skóry', 'makijaz' => 'Makijaż', 'zabiegi' => 'Zabiegi' ) as $slug => $name ) {
	$term = term_exists( $slug, 'product_cat' ) ?: wp_insert_term( $name, 'product_cat', array( 'slug' => $slug ) );
	for ( $i = 1; $i <= 4; $i++ ) {
		$child     = term_exists( "$slug-$i", 'product_cat' ) ?: wp_insert_term( "$name $i", 'product_cat', array( 'slug' => "$slug-$i", 'parent' => (int) $term['term_id'] ) );
		$cs_cats[] = (int) $child['term_taxonomy_id'];
	}
}
$cs_simple_tt = (int) get_term_by( 'slug', 'simple', 'product_type' )->term_taxonomy_id;

// ---------------------------------------------------------------------------------------------
// Simple products, set-based.
$cs_variable_count = isset( $argv[3] ) ? (int) $argv[3] : (int) round( $cs_products * 0.05 );
$cs_have_variable  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} p JOIN {$wpdb->term_relationships} tr ON tr.object_id = p.ID JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'product_type' JOIN {$wpdb->terms} t ON t.term_id = tt.term_id AND t.slug = 'variable' WHERE p.post_type = 'product'" );
$cs_existing       = $cs_existing - $cs_have_variable; // Simple products already there.
$cs_simple_count   = max( 0, $cs_products - $cs_variable_count - $cs_existing );
$cs_words          = array( 'Krem', 'Serum', 'Tonik', 'Maska', 'Balsam', 'Olejek', 'Żel', 'Peeling', 'Emulsja', 'Pianka' );
$cs_what           = array( 'nawilżający', 'odżywczy', 'kojący', 'rozświetlający', 'oczyszczający', 'ujędrniający', 'regenerujący', 'matujący' );
mt_srand( 42 );
$cs_batch = 500;
for ( $done = 0; $done < $cs_simple_count; $done += $cs_batch ) {
	$n     = min( $cs_batch, $cs_simple_count - $done );
	$posts = array();
	$now   = time();
	for ( $i = 0; $i < $n; $i++ ) {
		$k       = $cs_existing + $done + $i + 1;
		$title   = $cs_words[ $k % 10 ] . ' ' . $cs_what[ $k % 8 ] . " nr $k";
		$date    = gmdate( 'Y-m-d H:i:s', $now - ( $cs_simple_count - $done - $i ) * 60 );
		$posts[] = $wpdb->prepare( "(1, %s, %s, 'Opis produktu.', %s, 'Krótki opis.', 'publish', 'closed', 'closed', %s, %s, %s, 'product', '', '', '', '')", $date, $date, $title, sanitize_title( $title ), $date, $date );
	}
	$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, post_modified, post_modified_gmt, post_type, guid, to_ping, pinged, post_content_filtered) VALUES " . implode( ',', $posts ) );
	$first = (int) $wpdb->insert_id;
	$meta  = array();
	$look  = array();
	$rels  = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$id       = $first + $i;
		$regular  = mt_rand( 1000, 79900 ) / 100;
		$sale     = 0 === $id % 3 ? round( $regular * 0.8, 2 ) : null;
		$price    = $sale ?? $regular;
		$pro      = 0 === $id % 2 ? round( $regular * 0.7, 2 ) : null;
		$pro_sale = null !== $pro && 0 === $id % 6 ? round( $pro * 0.9, 2 ) : null;
		$stock    = mt_rand( 0, 40 );
		$values   = array(
			'_sku'           => "BENCH-$id",
			'_regular_price' => $regular,
			'_sale_price'    => $sale ?? '',
			'_price'         => $price,
			'_manage_stock'  => 'yes',
			'_stock'         => $stock,
			'_stock_status'  => $stock > 0 ? 'instock' : 'outofstock',
			'_backorders'    => 'no',
			'_tax_status'    => 'taxable',
			'_virtual'       => 'no',
			'_downloadable'  => 'no',
			'total_sales'    => mt_rand( 0, 500 ),
		);
		if ( null !== $pro ) {
			$values['_professional_price'] = $pro;
			if ( null !== $pro_sale ) {
				$values['_professional_sale_price'] = $pro_sale;
			}
		}
		foreach ( $values as $key => $value ) {
			$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, $key, (string) $value );
		}
		$look[] = $wpdb->prepare( "(%d, %s, 0, 0, %f, %f, %d, %f, %s, 0, 0.00, %d, 'taxable', '')", $id, "BENCH-$id", $price, $price, null !== $sale ? 1 : 0, $stock, $stock > 0 ? 'instock' : 'outofstock', $values['total_sales'] );
		$rels[] = $wpdb->prepare( '(%d, %d)', $id, $cs_simple_tt );
		$rels[] = $wpdb->prepare( '(%d, %d)', $id, $cs_cats[ $id % count( $cs_cats ) ] );
	}
	$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) );
	$wpdb->query( "INSERT INTO {$wpdb->wc_product_meta_lookup} (product_id, sku, virtual, downloadable, min_price, max_price, onsale, stock_quantity, stock_status, rating_count, average_rating, total_sales, tax_status, tax_class) VALUES " . implode( ',', $look ) );
	$wpdb->query( "INSERT IGNORE INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $rels ) );
}
cs_say( sprintf( 'Simple products: %d (%.1f s)', $cs_simple_count, microtime( true ) - $cs_t0 ) );

// ---------------------------------------------------------------------------------------------
// Variable products through WooCommerce (history recorded by the plugin as they are saved).
for ( $v = $cs_have_variable; $v < $cs_variable_count; $v++ ) {
	$attribute = new WC_Product_Attribute();
	$attribute->set_name( 'Pojemność' );
	$attribute->set_options( array( '30 ml', '50 ml' ) );
	$attribute->set_visible( true );
	$attribute->set_variation( true );
	$product = new WC_Product_Variable();
	$product->set_name( "Krem w dwóch pojemnościach nr $v" );
	$product->set_status( 'publish' );
	$product->set_attributes( array( $attribute ) );
	$product->set_category_ids( array( (int) get_term_by( 'term_taxonomy_id', $cs_cats[ $v % count( $cs_cats ) ] )->term_id ) );
	$product->save();
	foreach ( array( '30 ml' => 1.0, '50 ml' => 1.5 ) as $option => $factor ) {
		$variation = new WC_Product_Variation();
		$variation->set_parent_id( $product->get_id() );
		$variation->set_attributes( array( 'pojemnosc' => $option ) );
		$variation->set_status( 'publish' );
		$variation->set_regular_price( (string) round( ( 40 + $v % 60 ) * $factor, 2 ) );
		$variation->set_manage_stock( true );
		$variation->set_stock_quantity( 10 );
		$variation->update_meta_data( '_professional_price', (string) round( ( 40 + $v % 60 ) * $factor * 0.7, 2 ) );
		$variation->save();
	}
	WC_Product_Variable::sync( $product->get_id() );
	wp_cache_flush_runtime();
}
cs_say( sprintf( 'Variable products: %d (%.1f s)', $cs_variable_count, microtime( true ) - $cs_t0 ) );

// Term counts (set-based inserts bypassed them).
foreach ( array( 'product_cat', 'product_type' ) as $taxonomy ) {
	$ids = get_terms( array( 'taxonomy' => $taxonomy, 'hide_empty' => false, 'fields' => 'tt_ids' ) );
	wp_update_term_count_now( $ids, $taxonomy );
}
delete_option( 'product_cat_children' );
wc_delete_product_transients();

// ---------------------------------------------------------------------------------------------
// Price history: dated series for every product and variation, both tiers, ending at today's prices.
$wpdb->query( "TRUNCATE TABLE $cs_history" );
$cs_series = $wpdb->get_results(
	"SELECT p.ID, lk.min_price AS price, r.meta_value AS regular, s.meta_value AS sale, pr.meta_value AS pro, ps.meta_value AS pro_sale
	FROM {$wpdb->posts} p
	JOIN {$wpdb->wc_product_meta_lookup} lk ON lk.product_id = p.ID
	LEFT JOIN {$wpdb->postmeta} r ON r.post_id = p.ID AND r.meta_key = '_regular_price'
	LEFT JOIN {$wpdb->postmeta} s ON s.post_id = p.ID AND s.meta_key = '_sale_price'
	LEFT JOIN {$wpdb->postmeta} pr ON pr.post_id = p.ID AND pr.meta_key = '_professional_price'
	LEFT JOIN {$wpdb->postmeta} ps ON ps.post_id = p.ID AND ps.meta_key = '_professional_sale_price'
	WHERE p.post_type IN ('product', 'product_variation') AND r.meta_value <> ''",
	ARRAY_A
);
$cs_per_series = max( 1, intdiv( $cs_rows, 2 * count( $cs_series ) ) );
$cs_extra      = $cs_rows - $cs_per_series * 2 * count( $cs_series );
$cs_values     = array();
$cs_written    = 0;
$cs_flush      = static function () use ( &$cs_values, &$cs_written, $wpdb, $cs_history ): void {
	if ( $cs_values ) {
		$wpdb->query( "INSERT INTO $cs_history (product_id, tier, regular_price, sale_price, effective_price, recorded_at) VALUES " . implode( ',', $cs_values ) );
		$cs_written += count( $cs_values );
		$cs_values   = array();
	}
};
$cs_now = time();
foreach ( $cs_series as $index => $row ) {
	$regular = (float) $row['regular'];
	$sale    = '' !== (string) $row['sale'] && (float) $row['sale'] < $regular ? (float) $row['sale'] : null;
	$tiers   = array( 'individual' => array( $regular, $sale ) );
	$pro     = '' !== (string) $row['pro'] ? (float) $row['pro'] : null;
	$tiers['professional'] = null === $pro ? array( $regular, $sale ) : array( $pro, '' !== (string) $row['pro_sale'] && (float) $row['pro_sale'] < $pro ? (float) $row['pro_sale'] : null );
	foreach ( $tiers as $tier => list( $reg, $sal ) ) {
		$count = $cs_per_series + ( $cs_extra-- > 0 ? 1 : 0 );
		for ( $k = 0; $k < $count; $k++ ) {
			$last    = $k === $count - 1;
			$days    = $last ? ( null !== $sal ? 12 : 35 ) : 400 - $k * ( 360 / $count );
			$r       = $last ? $reg : round( $reg * ( 0.85 + mt_rand( 0, 30 ) / 100 ), 2 );
			$s       = $last ? $sal : ( 0 === $k % 4 ? round( $r * 0.8, 2 ) : null );
			$cs_values[] = sprintf( "(%d,'%s',%.4F,%s,%.4F,'%s')", $row['ID'], $tier, $r, null === $s ? 'NULL' : sprintf( '%.4F', $s ), $s ?? $r, gmdate( 'Y-m-d H:i:s', (int) ( $cs_now - $days * DAY_IN_SECONDS ) ) );
		}
		if ( count( $cs_values ) >= 5000 ) {
			$cs_flush();
		}
	}
}
$cs_flush();
cs_say( sprintf( 'Price history: %d rows over %d series (%.1f s)', $cs_written, 2 * count( $cs_series ), microtime( true ) - $cs_t0 ) );

// The professional price lookup (the set-based inserts above bypassed the plugin's save hooks).
$cs_t1 = microtime( true );
\CosmeticsStorefront\Pricing\ProfessionalPriceLookup::refresh();
cs_say( sprintf( 'Professional price lookup refreshed for every product (%.1f s)', microtime( true ) - $cs_t1 ) );

// ---------------------------------------------------------------------------------------------
// The approved professional customer.
$cs_user = get_user_by( 'email', CS_BENCH_PRO_EMAIL );
$cs_uid  = $cs_user ? $cs_user->ID : wp_insert_user(
	array(
		'user_login' => 'bench.pro',
		'user_email' => CS_BENCH_PRO_EMAIL,
		'user_pass'  => CS_BENCH_PRO_PASSWORD,
		'role'       => 'customer',
	)
);
update_user_meta( $cs_uid, 'cosmetics_client_type', 'professional' );
update_user_meta( $cs_uid, 'cosmetics_professional_approved', '1' );
$wpdb->query( "ANALYZE TABLE $cs_history, {$wpdb->posts}, {$wpdb->postmeta}, {$wpdb->wc_product_meta_lookup}" );
cs_say( sprintf( 'Benchmark catalogue ready: %d products, %d history rows (%.1f s).', (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product'" ), (int) $wpdb->get_var( "SELECT COUNT(*) FROM $cs_history" ), microtime( true ) - $cs_t0 ) );
