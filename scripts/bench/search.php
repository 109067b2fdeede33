<?php
/**
 * The search index's size on a site, for scripts/bench/search.mjs: one line of JSON with the published
 * products, and the rows and bytes (data + indexes, after ANALYZE) of the index, its typo table and the
 * dictionary.
 *
 *   COSMETICS_WP_DIR=.site/bench/wordpress php scripts/bench/search.php [forget]
 *
 * `forget`: a new catalogue version instead (what the plugin keeps between requests is not read again).
 *
 * @package CosmeticsStorefront
 */

require __DIR__ . '/../site/lib/bootstrap.php';

if ( 'forget' === ( $argv[1] ?? '' ) ) {
	echo wp_json_encode( array( 'version' => \CosmeticsStorefront\Storefront\ListingCache::bump() ) ), "\n";
	exit;
}

global $wpdb;
$cs_size = array( 'products' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product' AND post_status = 'publish'" ) );
foreach ( array( 'index' => 'cosmetics_search_index', 'typo' => 'cosmetics_search_typos', 'lexicon' => 'cosmetics_search_lexicon' ) as $cs_key => $cs_table ) {
	$cs_name = $wpdb->prefix . $cs_table;
	$wpdb->query( "ANALYZE TABLE {$cs_name}" ); // phpcs:ignore WordPress.DB.PreparedSQL -- the plugin's table name.
	$cs_size[ "{$cs_key}_rows" ]  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$cs_name}" ); // phpcs:ignore WordPress.DB.PreparedSQL -- the plugin's table name.
	$cs_size[ "{$cs_key}_bytes" ] = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT data_length + index_length FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = %s', $cs_name ) );
}
echo wp_json_encode( $cs_size ), "\n";
