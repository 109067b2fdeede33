<?php
/**
 * Fixtures of the checkout benchmark on the local dev shop (never a real shop):
 *   php scripts/bench-checkout-fixture.php product <name> <stock|unlimited>  → {"id":…} (created or reset)
 *   php scripts/bench-checkout-fixture.php report <product id>              → {"stock":…, "orders":…}
 * Environment: COSMETICS_WP_DIR (the site's WordPress), COSMETICS_SITE_HOST.
 *
 * @package CosmeticsStorefront
 */

require __DIR__ . '/site/lib/bootstrap.php';

$cs_action = $argv[1] ?? '';
if ( 'product' === $cs_action ) {
	$name  = (string) ( $argv[2] ?? 'Bench' );
	$stock = (string) ( $argv[3] ?? 'unlimited' );
	$found = get_posts(
		array(
			'post_type'   => 'product',
			'title'       => $name,
			'post_status' => 'any',
			'numberposts' => 1,
			'fields'      => 'ids',
		)
	);
	$product = $found ? wc_get_product( $found[0] ) : new WC_Product_Simple();
	$product->set_name( $name );
	$product->set_status( 'publish' );
	$product->set_catalog_visibility( 'hidden' );
	$product->set_regular_price( '50.00' );
	if ( 'unlimited' === $stock ) {
		$product->set_manage_stock( false );
		$product->set_stock_status( 'instock' );
	} else {
		$product->set_manage_stock( true );
		$product->set_stock_quantity( (int) $stock );
		$product->set_backorders( 'no' );
	}
	$product->save();
	// Orders of an earlier run do not count: trash them.
	foreach ( cs_bench_orders( $product->get_id() ) as $order ) {
		$order->delete( true );
	}
	echo wp_json_encode( array( 'id' => $product->get_id() ) ), "\n";
} elseif ( 'report' === $cs_action ) {
	$product = wc_get_product( (int) ( $argv[2] ?? 0 ) );
	echo wp_json_encode(
		array(
			'stock'  => $product ? $product->get_stock_quantity() : null,
			'orders' => count( $product ? cs_bench_orders( $product->get_id() ) : array() ),
		)
	), "\n";
} elseif ( 'cleanup' === $cs_action ) {
	// The bench's products and their orders leave the demo shop as they were.
	$ids = get_posts(
		array(
			'post_type'   => 'product',
			'post_status' => 'any',
			'numberposts' => -1,
			'fields'      => 'ids',
			's'           => 'Bench:',
		)
	);
	$removed = 0;
	foreach ( $ids as $id ) {
		$product = wc_get_product( $id );
		if ( ! $product || ! str_starts_with( $product->get_name(), 'Bench: ' ) ) {
			continue;
		}
		foreach ( cs_bench_orders( $product->get_id() ) as $order ) {
			$order->delete( true );
		}
		$product->delete( true );
		++$removed;
	}
	echo wp_json_encode( array( 'removed' => $removed ) ), "\n";
} else {
	fwrite( STDERR, "usage: product <name> <stock|unlimited> | report <id> | cleanup\n" );
	exit( 2 );
}

/** @return WC_Order[] real orders (not checkout drafts) with the product. */
function cs_bench_orders( int $product_id ): array {
	$orders = wc_get_orders(
		array(
			'limit'  => -1,
			'status' => array_diff( array_keys( wc_get_order_statuses() ), array( 'wc-checkout-draft' ) ),
		)
	);
	return array_values(
		array_filter(
			$orders,
			static function ( $order ) use ( $product_id ) {
				foreach ( $order->get_items() as $item ) {
					if ( $item instanceof WC_Order_Item_Product && $item->get_product_id() === $product_id ) {
						return true;
					}
				}
				return false;
			}
		)
	);
}
