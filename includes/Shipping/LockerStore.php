<?php
/**
 * The imported parcel-locker list in the plugin's table `{prefix}cosmetics_lockers` (Install\Schema).
 * Every import writes its rows under a new generation number and only then publishes that number
 * (one option write), so shoppers see either the whole previous list or the whole new one, never a
 * half-imported mix; the rows of other generations are deleted after the switch.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Shipping;

defined( 'ABSPATH' ) || exit;

final class LockerStore {

	/** The generation shoppers see and its size: [ 'generation' => int, 'count' => int, 'imported_at' => int ]. */
	public const OPTION = 'cosmetics_storefront_lockers_list';

	/** Rows per INSERT statement: large enough to be quick, small enough for max_allowed_packet. */
	private const CHUNK = 200;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'cosmetics_lockers';
	}

	/** @return array{generation:int,count:int,imported_at:int} */
	public static function published(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'generation'  => (int) ( $stored['generation'] ?? 0 ),
			'count'       => (int) ( $stored['count'] ?? 0 ),
			'imported_at' => (int) ( $stored['imported_at'] ?? 0 ),
		);
	}

	/** Number of lockers shoppers can choose from the imported list. */
	public static function count(): int {
		$published = self::published();
		return $published['generation'] > 0 ? $published['count'] : 0;
	}

	/** A generation number no list (published or being written) uses yet. */
	public static function next_generation(): int {
		global $wpdb;
		$highest = (int) $wpdb->get_var( 'SELECT MAX(generation) FROM ' . self::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- table name; no value.
		return max( $highest, self::published()['generation'] ) + 1;
	}

	/**
	 * Writes normalised lockers (Lockers::normalise()) under a generation that is not published yet. A
	 * code seen twice keeps its last row (InPost's pages can shift while they are read).
	 *
	 * @param array<int,array<string,mixed>> $lockers
	 */
	public static function write( int $generation, array $lockers ): void {
		global $wpdb;
		foreach ( array_chunk( $lockers, self::CHUNK ) as $chunk ) {
			$values = array();
			$params = array();
			foreach ( $chunk as $locker ) {
				$values[] = '(%d, %s, %s, %s, %s, %s, %f, %f, %s, %s, %s)';
				array_push(
					$params,
					$generation,
					$locker['name'],
					$locker['address']['line1'],
					$locker['address']['line2'],
					$locker['city'],
					$locker['postcode'],
					$locker['location']['latitude'],
					$locker['location']['longitude'],
					$locker['location_description'],
					$locker['opening_hours'],
					Lockers::search_text( $locker )
				);
			}
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders,WordPress.DB.DirectDatabaseQuery -- table name and placeholders only; values prepared.
			$wpdb->query( $wpdb->prepare( 'REPLACE INTO ' . self::table() . ' (generation, code, line1, line2, city, postcode, latitude, longitude, description, opening_hours, search_text) VALUES ' . implode( ', ', $values ), $params ) );
		}
	}

	/** Rows written under a generation so far. */
	public static function count_generation( int $generation ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . self::table() . ' WHERE generation = %d', $generation ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- table name.
	}

	/** Makes a complete generation the list shoppers see, then deletes every other generation. */
	public static function publish( int $generation ): int {
		global $wpdb;
		$count = self::count_generation( $generation );
		update_option(
			self::OPTION,
			array(
				'generation'  => $generation,
				'count'       => $count,
				'imported_at' => time(),
			),
			false
		);
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE generation <> %d', $generation ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- table name.
		return $count;
	}

	/** Drops the rows of an unfinished generation (a failed import); the published one stays. */
	public static function discard( int $generation ): void {
		global $wpdb;
		if ( $generation === self::published()['generation'] ) {
			return;
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE generation = %d', $generation ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- table name.
	}

	/**
	 * Published lockers whose code, city, postcode (with or without the dash) or street contains the
	 * folded query (Lockers::fold()); all of them, up to $limit, for an empty query.
	 *
	 * @return array<int,array<string,mixed>>
	 */
	public static function search( string $folded_query, int $limit ): array {
		global $wpdb;
		$generation = self::published()['generation'];
		if ( $generation < 1 ) {
			return array();
		}
		$sql = 'SELECT code, line1, line2, city, postcode, latitude, longitude, description, opening_hours FROM ' . self::table() . ' WHERE generation = %d';
		$arg = array( $generation );
		if ( '' !== $folded_query ) {
			$sql  .= ' AND search_text LIKE %s';
			$arg[] = '%' . $wpdb->esc_like( $folded_query ) . '%';
		}
		$sql  .= ' ORDER BY city, code LIMIT %d';
		$arg[] = $limit;
		$rows  = $wpdb->get_results( $wpdb->prepare( $sql, $arg ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- built from constants; values prepared.
		return array_map( array( self::class, 'from_row' ), is_array( $rows ) ? $rows : array() );
	}

	/** One published locker by its code, or null. */
	public static function find( string $code ): ?array {
		global $wpdb;
		$generation = self::published()['generation'];
		if ( $generation < 1 ) {
			return null;
		}
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT code, line1, line2, city, postcode, latitude, longitude, description, opening_hours FROM ' . self::table() . ' WHERE generation = %d AND code = %s', $generation, $code ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- table name.
		return is_array( $row ) ? self::from_row( $row ) : null;
	}

	/**
	 * @param array<string,string> $row
	 * @return array<string,mixed> the shape of Lockers::normalise()
	 */
	private static function from_row( array $row ): array {
		return array(
			'name'                 => $row['code'],
			'address'              => array(
				'line1' => $row['line1'],
				'line2' => $row['line2'],
			),
			'location'             => array(
				'latitude'  => (float) $row['latitude'],
				'longitude' => (float) $row['longitude'],
			),
			'location_description' => $row['description'],
			'opening_hours'        => $row['opening_hours'],
			'city'                 => $row['city'],
			'postcode'             => $row['postcode'],
		);
	}
}
