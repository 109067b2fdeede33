<?php
/**
 * Helpers for the pricing tests: professional customers, dated price-history rows, and counting SQL
 * queries (the products come from WooCommerceTestCase).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Pricing\PriceHistory;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

abstract class PricingTestCase extends WooCommerceTestCase {

	protected function tearDown(): void {
		$GLOBALS['current_screen'] = null;
		parent::tearDown();
	}

	/**
	 * A variable product whose variations are partly on sale, with backdated history: [regular, sale]
	 * per variation now, and the 20-days-ago regular price of each.
	 *
	 * @param array<int,array{0:string,1:string,2:float}> $variations [regular, sale, regular 20 days ago]
	 * @return array{0:int,1:int[]}
	 */
	protected function partlyOnSale( array $variations ): array {
		list( $product, $ids ) = $this->variable( array_map( static fn( array $v ): array => array( $v[0], $v[1], '', '' ), $variations ) );
		foreach ( $ids as $i => $id ) {
			$this->clearHistory( $id );
			$this->historyRow( $id, 20, $variations[ $i ][2] );
			if ( '' !== $variations[ $i ][1] ) {
				$this->historyRow( $id, 5, (float) $variations[ $i ][0], (float) $variations[ $i ][1] );
			} elseif ( (float) $variations[ $i ][0] !== $variations[ $i ][2] ) {
				$this->historyRow( $id, 5, (float) $variations[ $i ][0] );
			}
		}
		return array( $product->get_id(), $ids );
	}

	/** A customer with the given client type and approval; returns the user id. */
	protected function customer( string $type = 'professional', string $approved = '1' ): int {
		$id = $this->createUser( 'customer' );
		update_user_meta( $id, 'cosmetics_client_type', $type );
		update_user_meta( $id, 'cosmetics_professional_approved', $approved );
		return $id;
	}

	protected function actAsProfessional(): int {
		$id = $this->customer();
		wp_set_current_user( $id );
		return $id;
	}

	/** Removes the rows recorded so far for a product (to start from dated fixtures). */
	protected function clearHistory( int $product_id ): void {
		PriceHistory::forget( $product_id );
	}

	/** Adds a dated history row: $days_ago days ago, regular price, sale price or null. */
	protected function historyRow( int $product_id, float $days_ago, float $regular, ?float $sale = null, string $tier = 'individual' ): void {
		global $wpdb;
		$wpdb->insert(
			PriceHistory::table(),
			array(
				'product_id'      => $product_id,
				'tier'            => $tier,
				'regular_price'   => $regular,
				'sale_price'      => $sale,
				'effective_price' => null !== $sale && $sale < $regular ? $sale : $regular,
				'recorded_at'     => gmdate( 'Y-m-d H:i:s', (int) ( time() - $days_ago * DAY_IN_SECONDS ) ),
			)
		);
	}

	/**
	 * Rows of a product's history in a tier, oldest first, as [regular, sale, effective] strings.
	 *
	 * @return array<int,array{0:?string,1:?string,2:string}>
	 */
	protected function history( int $product_id, string $tier = 'individual' ): array {
		global $wpdb;
		return array_map(
			static fn( array $row ): array => array_values( $row ),
			$wpdb->get_results( $wpdb->prepare( 'SELECT regular_price, sale_price, effective_price FROM %i WHERE product_id = %d AND tier = %s ORDER BY recorded_at, id', PriceHistory::table(), $product_id, $tier ), ARRAY_A )
		);
	}

	/**
	 * Runs $run and returns the SQL queries it made that match $pattern.
	 *
	 * @return string[]
	 */
	protected function queriesDuring( callable $run, string $pattern = '/./' ): array {
		$queries = array();
		$record  = static function ( $query ) use ( &$queries, $pattern ) {
			if ( preg_match( $pattern, $query ) ) {
				$queries[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $record );
		try {
			$run();
		} finally {
			remove_filter( 'query', $record );
		}
		return $queries;
	}
}
