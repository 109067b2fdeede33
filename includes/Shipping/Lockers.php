<?php
/**
 * The parcel lockers shoppers can choose in the storefront's picker, and the only list the checkout
 * accepts a locker from. In a real shop that is InPost's list imported into the plugin's table
 * (InpostPointsImport, daily; or `Lockers::import( $rows )`, e.g. from WP-CLI's `wp eval`). The plugin
 * has no list of its own to fall back to: a site may hand one in through the filter
 * `cosmetics_storefront_demo_lockers` (the local dev site does, with scripts/site/demo-lockers.php),
 * used only while nothing is imported.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Shipping;

use CosmeticsStorefront\Settings\ShippingSettings;

defined( 'ABSPATH' ) || exit;

final class Lockers {

	/** Where earlier versions kept an imported list (moved into the table on upgrade). */
	public const LEGACY_OPTION = 'cosmetics_storefront_lockers';

	public const DEMO_FILTER = 'cosmetics_storefront_demo_lockers';

	/** 'imported' (InPost's list in the table), 'demo' (a list handed in by the site) or 'none'. */
	public static function source(): string {
		if ( LockerStore::count() > 0 ) {
			return 'imported';
		}
		return self::demo() ? 'demo' : 'none';
	}

	/** Whether shoppers have a list to pick from. */
	public static function has_list(): bool {
		return 'none' !== self::source();
	}

	/**
	 * Whether the locker shipping method can be offered: a shopper needs a list to pick from, or
	 * InPost's Geowidget (a token in the settings).
	 */
	public static function can_offer(): bool {
		return '' !== ShippingSettings::geowidget_token() || self::has_list();
	}

	/**
	 * Replaces the imported list at once (same fields as demo rows, `normalise()`'s output or InPost's
	 * points). Returns the number of lockers now listed; a list without one valid locker changes nothing.
	 *
	 * @param array<int,mixed> $rows
	 */
	public static function import( array $rows ): int {
		$clean = array_values( array_filter( array_map( array( self::class, 'normalise' ), $rows ) ) );
		if ( ! $clean ) {
			return 0;
		}
		$generation = LockerStore::next_generation();
		LockerStore::write( $generation, $clean );
		return LockerStore::publish( $generation );
	}

	/**
	 * A locker in the storefront's shape from a demo row (a list: code, street, postcode, city, lat, lng,
	 * description), from this shape itself, or from one of InPost's points (`address_details`).
	 *
	 * @param mixed $row
	 * @return array{name:string,address:array{line1:string,line2:string},location:array{latitude:float,longitude:float},location_description:string,opening_hours:string,city:string,postcode:string}|null
	 */
	public static function normalise( $row ): ?array {
		$hours = '';
		if ( is_array( $row ) && array_is_list( $row ) && count( $row ) >= 6 ) {
			list( $code, $street, $postcode, $city, $lat, $lng ) = $row;
			$description = $row[6] ?? '';
			$line2       = '';
		} elseif ( is_array( $row ) && isset( $row['name'], $row['address'], $row['location'] ) && is_array( $row['address'] ) && is_array( $row['location'] ) ) {
			$details     = isset( $row['address_details'] ) && is_array( $row['address_details'] ) ? $row['address_details'] : array();
			$code        = $row['name'];
			$street      = $row['address']['line1'] ?? '';
			$line2       = $row['address']['line2'] ?? '';
			$postcode    = $row['postcode'] ?? ( $details['post_code'] ?? '' );
			$city        = $row['city'] ?? ( $details['city'] ?? '' );
			$lat         = $row['location']['latitude'] ?? null;
			$lng         = $row['location']['longitude'] ?? null;
			$description = $row['location_description'] ?? '';
			$hours       = $row['opening_hours'] ?? '';
		} else {
			return null;
		}
		foreach ( array( $code, $street, $line2, $postcode, $city, $description, $hours ) as $text ) {
			if ( null !== $text && ! is_scalar( $text ) ) {
				return null;
			}
		}
		$code = strtoupper( sanitize_text_field( (string) $code ) );
		if ( 1 !== preg_match( '/^[A-Z0-9-]{3,40}$/', $code ) || ! is_numeric( $lat ) || ! is_numeric( $lng ) ) {
			return null;
		}
		$postcode = mb_substr( sanitize_text_field( (string) $postcode ), 0, 10 );
		$city     = mb_substr( sanitize_text_field( (string) $city ), 0, 100 );
		$line2    = '' !== $postcode || '' !== $city ? trim( $postcode . ' ' . $city ) : sanitize_text_field( (string) $line2 );
		return array(
			'name'                 => $code,
			'address'              => array(
				'line1' => mb_substr( sanitize_text_field( (string) $street ), 0, 255 ),
				'line2' => mb_substr( $line2, 0, 255 ),
			),
			'location'             => array(
				'latitude'  => (float) $lat,
				'longitude' => (float) $lng,
			),
			'location_description' => mb_substr( sanitize_text_field( (string) $description ), 0, 500 ),
			'opening_hours'        => mb_substr( sanitize_text_field( (string) $hours ), 0, 100 ),
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
		$query = self::fold( trim( $query ) );
		if ( LockerStore::count() > 0 ) {
			return LockerStore::search( $query, $limit );
		}
		$result = array();
		foreach ( self::demo() as $locker ) {
			if ( '' === $query || str_contains( self::search_text( $locker ), $query ) ) {
				$result[] = $locker;
				if ( count( $result ) >= $limit ) {
					break;
				}
			}
		}
		return $result;
	}

	/** One locker of the list shoppers pick from, by its code, or null. */
	public static function find( string $code ): ?array {
		$code = strtoupper( trim( $code ) );
		if ( LockerStore::count() > 0 ) {
			return LockerStore::find( $code );
		}
		foreach ( self::demo() as $locker ) {
			if ( $locker['name'] === $code ) {
				return $locker;
			}
		}
		return null;
	}

	/**
	 * What a search matches in: code, city, postcode with and without its dash, street; folded.
	 *
	 * @param array<string,mixed> $locker normalise()'s shape
	 */
	public static function search_text( array $locker ): string {
		$postcode = (string) $locker['postcode'];
		return mb_substr( self::fold( implode( ' ', array( $locker['name'], $locker['city'], $postcode, str_replace( '-', '', $postcode ), $locker['address']['line1'] ) ) ), 0, 600 );
	}

	/** Lower case without Polish diacritics ("Łódź" → "lodz"). */
	public static function fold( string $text ): string {
		return mb_strtolower( remove_accents( str_replace( array( 'ł', 'Ł' ), 'l', $text ) ) );
	}

	/** @return array<int,array<string,mixed>> the list a site handed in, normalised */
	private static function demo(): array {
		$rows = apply_filters( self::DEMO_FILTER, array() );
		return is_array( $rows ) ? array_values( array_filter( array_map( array( self::class, 'normalise' ), $rows ) ) ) : array();
	}

	/** An imported list kept in an option by earlier versions moves into the table (upgrade). */
	public static function migrate_legacy_option(): void {
		$legacy = get_option( self::LEGACY_OPTION, null );
		if ( null === $legacy ) {
			return;
		}
		if ( is_array( $legacy ) && $legacy && LockerStore::count() === 0 ) {
			self::import( $legacy );
		}
		delete_option( self::LEGACY_OPTION );
	}
}
