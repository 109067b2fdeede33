<?php
/**
 * The price history behind the Omnibus price (the EU rule: while discounted, the lowest price of the 30 days before the discount began): one row per change
 * of a product's or variation's prices, per tier. A row is the state that began at recorded_at (UTC):
 * regular price, sale price (null when not discounted) and the effective price the tier paid.
 * Recording the same state twice in a row adds nothing.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

use CosmeticsStorefront\Domain\PriceTier;

defined( 'ABSPATH' ) || exit;

final class PriceHistory {

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'cosmetics_price_history';
	}

	/**
	 * Records the current prices of a product or variation for every tier whose state changed.
	 * Products without a price of their own (variable parents, grouped products) record nothing.
	 *
	 * @param int|null $time Unix time the state began (the prices are those in effect then); now when null.
	 * @return int Rows added.
	 */
	public static function record( \WC_Product $product, ?int $time = null ): int {
		$id = $product->get_id();
		if ( $id <= 0 ) {
			return 0;
		}
		// The pruning (PriceHistoryPruning) never runs while a price is recorded: both hold this lock. If
		// a pruning batch does not let go within 10 s the price is recorded anyway (never lost).
		$locked = self::lock( 10 );
		try {
			return self::record_tiers( $product, $id, $time );
		} finally {
			if ( $locked ) {
				self::unlock();
			}
		}
	}

	/**
	 * Takes the price history's write lock (a MySQL named lock: one per site and database, released
	 * when the connection ends), waiting up to $timeout seconds. Re-entrant within one connection.
	 */
	public static function lock( int $timeout ): bool {
		global $wpdb;
		return '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', self::lock_name(), $timeout ) );
	}

	public static function unlock(): void {
		global $wpdb;
		$wpdb->get_var( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', self::lock_name() ) );
	}

	private static function lock_name(): string {
		global $wpdb;
		return substr( 'cs_price_history_' . md5( DB_NAME . '|' . self::table() ), 0, 64 );
	}

	private static function record_tiers( \WC_Product $product, int $id, ?int $time ): int {
		global $wpdb;
		$added = 0;
		foreach ( PriceTier::all() as $tier ) {
			$prices = ProductPrices::for_tier( $product, $tier, $time );
			if ( '' === $prices['price'] || ! is_numeric( $prices['price'] ) ) {
				continue;
			}
			$row = array(
				'regular_price'   => is_numeric( $prices['regular'] ) ? self::money( $prices['regular'] ) : null,
				'sale_price'      => $prices['on_sale'] ? self::money( $prices['sale'] ) : null,
				'effective_price' => self::money( $prices['price'] ),
			);
			if ( self::latest( $id, $tier ) === $row ) {
				continue;
			}
			$inserted = $wpdb->insert(
				self::table(),
				array_merge(
					array(
						'product_id'  => $id,
						'tier'        => $tier,
						'recorded_at' => gmdate( 'Y-m-d H:i:s', $time ?? time() ),
					),
					$row
				),
				array( '%d', '%s', '%s', '%s', '%s', '%s' )
			);
			$added += $inserted ? 1 : 0;
		}
		return $added;
	}

	/**
	 * The latest recorded state of a product in a tier, prices as 4-decimal strings, or null.
	 *
	 * @return array{regular_price:?string, sale_price:?string, effective_price:string}|null
	 */
	public static function latest( int $product_id, string $tier ): ?array {
		global $wpdb;
		$row = $wpdb->get_row(
			$wpdb->prepare(
				'SELECT regular_price, sale_price, effective_price FROM %i WHERE product_id = %d AND tier = %s ORDER BY recorded_at DESC, id DESC LIMIT 1',
				self::table(),
				$product_id,
				$tier
			),
			ARRAY_A
		);
		return is_array( $row ) ? $row : null;
	}

	/**
	 * The history of the last $days days, oldest first: the state already in effect when the period
	 * began (its row may be older), then every change since.
	 *
	 * @return array<int,array{recorded_at:string, regular_price:?float, sale_price:?float, effective_price:float}>
	 */
	public static function recent( int $id, string $tier, int $days = 30 ): array {
		global $wpdb;
		$since = gmdate( 'Y-m-d H:i:s', time() - max( 0, $days ) * DAY_IN_SECONDS );
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				'(SELECT id, recorded_at, regular_price, sale_price, effective_price FROM %i
					WHERE product_id = %d AND tier = %s AND recorded_at <= %s ORDER BY recorded_at DESC, id DESC LIMIT 1)
				UNION ALL
				(SELECT id, recorded_at, regular_price, sale_price, effective_price FROM %i
					WHERE product_id = %d AND tier = %s AND recorded_at > %s)
				ORDER BY recorded_at, id',
				self::table(),
				$id,
				$tier,
				$since,
				self::table(),
				$id,
				$tier,
				$since
			),
			ARRAY_A
		);
		return array_map(
			static fn( array $row ): array => array(
				'recorded_at'     => $row['recorded_at'],
				'regular_price'   => null === $row['regular_price'] ? null : (float) $row['regular_price'],
				'sale_price'      => null === $row['sale_price'] ? null : (float) $row['sale_price'],
				'effective_price' => (float) $row['effective_price'],
			),
			is_array( $rows ) ? $rows : array()
		);
	}

	/**
	 * Records the current prices of every product and variation that has no history yet in a tier
	 * (activation). A tier that has history only gets a row if its prices changed since.
	 *
	 * @return int Rows added.
	 */
	public static function seed(): int {
		global $wpdb;
		if ( ! function_exists( 'wc_get_product' ) ) {
			return 0;
		}
		$added   = 0;
		$last_id = 0;
		do {
			$ids = $wpdb->get_col(
				$wpdb->prepare(
					"SELECT p.ID FROM {$wpdb->posts} p
					WHERE p.ID > %d AND p.post_type IN ('product', 'product_variation') AND p.post_status NOT IN ('trash', 'auto-draft')
					AND ( NOT EXISTS ( SELECT 1 FROM %i h WHERE h.product_id = p.ID AND h.tier = %s )
						OR NOT EXISTS ( SELECT 1 FROM %i h WHERE h.product_id = p.ID AND h.tier = %s ) )
					ORDER BY p.ID LIMIT 200",
					$last_id,
					self::table(),
					PriceTier::INDIVIDUAL,
					self::table(),
					PriceTier::PROFESSIONAL
				)
			);
			$ids = array_map( 'intval', $ids );
			if ( $ids ) {
				_prime_post_caches( $ids );
			}
			foreach ( $ids as $id ) {
				$product = wc_get_product( $id );
				if ( $product ) {
					$added += self::record( $product );
				}
				$last_id = $id;
				// A large catalogue must not pile up in the in-memory cache.
				wp_cache_delete( $id, 'posts' );
				wp_cache_delete( $id, 'post_meta' );
			}
		} while ( count( $ids ) === 200 );
		return $added;
	}

	/** Forgets a deleted product's history. */
	public static function forget( int $product_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'product_id' => $product_id ), array( '%d' ) );
	}

	/** A price as the table stores it (decimal(19,4)), for comparing with stored rows. */
	private static function money( string $price ): string {
		return number_format( (float) $price, 4, '.', '' );
	}
}
