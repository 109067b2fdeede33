<?php
/**
 * The parcel lockers the storefront's map picker shows. A shop imports InPost's list into the option
 * `cosmetics_storefront_lockers` (same fields as below, e.g. with `Lockers::import()` from WP-CLI's
 * `wp eval`); until then the demo list (demo-lockers.php) is served.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Shipping;

defined( 'ABSPATH' ) || exit;

final class Lockers {

	public const OPTION = 'cosmetics_storefront_lockers';

	/**
	 * @return array<int,array{name:string,address:array{line1:string,line2:string},location:array{latitude:float,longitude:float},location_description:string,city:string,postcode:string}>
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, null );
		$rows   = is_array( $stored ) && $stored ? $stored : self::demo_rows();
		$out    = array();
		foreach ( $rows as $row ) {
			$locker = self::normalise( $row );
			if ( $locker ) {
				$out[] = $locker;
			}
		}
		return $out;
	}

	/**
	 * Replaces the list (e.g. with InPost's points). Rows as demo-lockers.php or as `all()` returns.
	 *
	 * @param array<int,mixed> $rows
	 */
	public static function import( array $rows ): int {
		$clean = array_values( array_filter( array_map( array( self::class, 'normalise' ), $rows ) ) );
		update_option( self::OPTION, $clean, false );
		return count( $clean );
	}

	/** @return array<int,array<int,mixed>> */
	private static function demo_rows(): array {
		return require __DIR__ . '/demo-lockers.php';
	}

	/**
	 * @param mixed $row
	 * @return array{name:string,address:array{line1:string,line2:string},location:array{latitude:float,longitude:float},location_description:string,city:string,postcode:string}|null
	 */
	public static function normalise( $row ): ?array {
		if ( is_array( $row ) && array_is_list( $row ) && count( $row ) >= 6 ) {
			list( $code, $street, $postcode, $city, $lat, $lng ) = $row;
			$description = (string) ( $row[6] ?? '' );
		} elseif ( is_array( $row ) && isset( $row['name'], $row['address'], $row['location'] ) ) {
			$code        = $row['name'];
			$street      = $row['address']['line1'] ?? '';
			$postcode    = $row['postcode'] ?? '';
			$city        = $row['city'] ?? '';
			$lat         = $row['location']['latitude'] ?? null;
			$lng         = $row['location']['longitude'] ?? null;
			$description = (string) ( $row['location_description'] ?? '' );
		} else {
			return null;
		}
		$code = strtoupper( sanitize_text_field( (string) $code ) );
		if ( '' === $code || ! is_numeric( $lat ) || ! is_numeric( $lng ) ) {
			return null;
		}
		$postcode = sanitize_text_field( (string) $postcode );
		$city     = sanitize_text_field( (string) $city );
		return array(
			'name'                 => $code,
			'address'              => array(
				'line1' => sanitize_text_field( (string) $street ),
				'line2' => trim( $postcode . ' ' . $city ),
			),
			'location'             => array(
				'latitude'  => (float) $lat,
				'longitude' => (float) $lng,
			),
			'location_description' => sanitize_text_field( $description ),
			'city'                 => $city,
			'postcode'             => $postcode,
		);
	}

	/**
	 * Lockers matching a city, postcode (or its beginning) or locker code; all when the query is empty.
	 *
	 * @return array<int,array<string,mixed>>
	 */
	public static function search( string $query, int $limit = 500 ): array {
		$query  = self::fold( trim( $query ) );
		$result = array();
		foreach ( self::all() as $locker ) {
			if ( '' === $query || self::matches( $locker, $query ) ) {
				$result[] = $locker;
				if ( count( $result ) >= $limit ) {
					break;
				}
			}
		}
		return $result;
	}

	/** One locker by its code, or null. */
	public static function find( string $code ): ?array {
		$code = strtoupper( trim( $code ) );
		foreach ( self::all() as $locker ) {
			if ( $locker['name'] === $code ) {
				return $locker;
			}
		}
		return null;
	}

	/** @param array<string,mixed> $locker */
	private static function matches( array $locker, string $query ): bool {
		$haystacks = array( $locker['name'], $locker['city'], $locker['postcode'], str_replace( '-', '', $locker['postcode'] ), $locker['address']['line1'] );
		foreach ( $haystacks as $text ) {
			if ( str_contains( self::fold( (string) $text ), $query ) ) {
				return true;
			}
		}
		return false;
	}

	/** Lower case without Polish diacritics ("Łódź" → "lodz"). */
	private static function fold( string $text ): string {
		return strtolower( remove_accents( str_replace( array( 'ł', 'Ł' ), 'l', $text ) ) );
	}
}
