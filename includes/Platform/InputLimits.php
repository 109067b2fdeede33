<?php
/**
 * The bounds of what the plugin's REST routes accept. Every number a route takes has a minimum and a
 * maximum in its args schema, so a hostile value (2^63, 1e308, -1) answers 400 before it reaches
 * arithmetic or SQL; a number past PHP's integer range silently becomes a float or wraps around.
 *
 * Routes state their own bounds; the registry passes every route's args through bounded(), a safety
 * net that gives a number without bounds, or a free-text string without a length limit, the defaults
 * below (a route that forgets them must not accept 1 MB or 2^63).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

final class InputLimits {

	/** Post, order and user ids: far above any shop's, far below where integers stop being exact. */
	public const MAX_ID = 4294967295;

	/** Listing pages: with one product a page, a catalogue of 100 000 products. */
	public const MAX_PAGE = 100000;

	/** Prices in złoty (filters). */
	public const MAX_PRICE = 1000000;

	/** A number arg that states no bounds of its own gets these. */
	public const DEFAULT_MINIMUM = 0;

	public const DEFAULT_MAXIMUM = self::MAX_ID;

	/** A string arg without maxLength, enum, pattern or format gets this many characters at most. */
	public const DEFAULT_MAX_LENGTH = 10000;

	/**
	 * An id arg: a whole number from 1 to MAX_ID.
	 *
	 * @return array<string,mixed>
	 */
	public static function id( string $description = '' ): array {
		$arg = array(
			'type'    => 'integer',
			'minimum' => 1,
			'maximum' => self::MAX_ID,
		);
		if ( '' !== $description ) {
			$arg = array( 'description' => $description ) + $arg;
		}
		return $arg;
	}

	/**
	 * The args of a route with defaults for what they leave unbounded (in array items and object
	 * properties too). A string, number or integer arg with a sanitize_callback of its own and no
	 * validate_callback is also validated against its schema first: WordPress validates an arg with a
	 * custom sanitize_callback only when it has a validate_callback.
	 *
	 * @param array<string,array<string,mixed>> $args
	 * @return array<string,array<string,mixed>>
	 */
	public static function bounded( array $args ): array {
		foreach ( $args as $name => $arg ) {
			if ( ! is_array( $arg ) ) {
				continue;
			}
			$arg = self::bounded_schema( $arg );
			if ( isset( $arg['sanitize_callback'] ) && ! isset( $arg['validate_callback'] ) && isset( $arg['type'] ) ) {
				$arg['validate_callback'] = 'rest_validate_request_arg';
			}
			$args[ $name ] = $arg;
		}
		return $args;
	}

	/**
	 * @param array<string,mixed> $schema
	 * @return array<string,mixed>
	 */
	private static function bounded_schema( array $schema ): array {
		$types = (array) ( $schema['type'] ?? array() );
		if ( array_intersect( $types, array( 'integer', 'number' ) ) ) {
			$schema += array(
				'minimum' => self::DEFAULT_MINIMUM,
				'maximum' => self::DEFAULT_MAXIMUM,
			);
		}
		if ( in_array( 'string', $types, true ) && ! isset( $schema['maxLength'] ) && ! isset( $schema['enum'] ) && ! isset( $schema['format'] ) ) {
			$schema['maxLength'] = self::DEFAULT_MAX_LENGTH;
		}
		if ( isset( $schema['items'] ) && is_array( $schema['items'] ) ) {
			$schema['items'] = self::bounded_schema( $schema['items'] );
		}
		if ( isset( $schema['properties'] ) && is_array( $schema['properties'] ) ) {
			foreach ( $schema['properties'] as $key => $property ) {
				if ( is_array( $property ) ) {
					$schema['properties'][ $key ] = self::bounded_schema( $property );
				}
			}
		}
		return $schema;
	}
}
