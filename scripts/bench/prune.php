<?php
/**
 * The price-history pruning on the benchmark site (`npm run bench` group growth), inside a
 * transaction that is rolled back: the benchmark catalogue stays as generated. Prints one line of JSON:
 * rows before and after, batches and seconds it took, and whether the Omnibus answers of every
 * product (both tiers) are the same before and after.
 *
 *   COSMETICS_WP_DIR=<bench wordpress> COSMETICS_SITE_HOST=127.0.0.1:<port> php scripts/bench/prune.php
 *
 * @package CosmeticsStorefront
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery

require __DIR__ . '/../site/lib/bootstrap.php';

use CosmeticsStorefront\Pricing\LowestPrice;
use CosmeticsStorefront\Pricing\PriceHistory;
use CosmeticsStorefront\Pricing\PriceHistoryPruning;

global $wpdb;
$cs_table = PriceHistory::table();
$cs_ids   = array_map( 'intval', $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product' AND post_status = 'publish' ORDER BY ID" ) );
$cs_count = static fn(): int => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $cs_table ) );
$cs_answers = static function () use ( $cs_ids ): array {
	$all = array();
	foreach ( array( 'individual', 'professional' ) as $tier ) {
		foreach ( array_chunk( $cs_ids, 500 ) as $chunk ) {
			$all[ $tier ] = ( $all[ $tier ] ?? array() ) + LowestPrice::for_products( $chunk, $tier );
		}
	}
	return $all;
};

$wpdb->query( 'START TRANSACTION' );
try {
	$before  = $cs_count();
	$answers = $cs_answers();
	$started = microtime( true );
	$batches = 0;
	$after   = 0;
	$deleted = 0;
	do {
		$batch = PriceHistoryPruning::prune_batch( $after, PriceHistoryPruning::BATCH );
		if ( null === $batch ) {
			throw new RuntimeException( 'the price history is locked' );
		}
		++$batches;
		$deleted += $batch['deleted'];
		$after    = $batch['last'];
	} while ( ! $batch['done'] );
	$seconds = microtime( true ) - $started;
	$rows    = $cs_count();
	$same    = $answers === $cs_answers();
	$again   = PriceHistoryPruning::prune_all();
} finally {
	$wpdb->query( 'ROLLBACK' );
	// InnoDB recounted its statistics while the rows were gone: count them again, as generated.
	$wpdb->query( $wpdb->prepare( 'ANALYZE TABLE %i', $cs_table ) );
}
echo wp_json_encode(
	array(
		'products'        => count( $cs_ids ),
		'before'          => $before,
		'after'           => $rows,
		'deleted'         => $deleted,
		'batches'         => $batches,
		'seconds'         => round( $seconds, 1 ),
		'answers_same'    => $same,
		'second_run'      => $again,
		'rolled_back_to'  => $cs_count(),
	)
), "\n";
