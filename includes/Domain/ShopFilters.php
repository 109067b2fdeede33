<?php
/**
 * The shop's filters in the address, as the app reads and writes them (src/domain/shopFilters.ts, whose
 * header lists the parameters: `category`, `search`, `sort`, `price_min`, `price_max`), and the Store API
 * list the app asks for them (its `productQuery` and `listingPath`), so that the server's first screen
 * (its GET forms, its preloaded list) and the app's are one address and one answer. Both are tested on
 * src/domain/test/shop-filter-cases.json. No WordPress here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class ShopFilters {

	/** The address's parameters, in the order the app writes them (URL_PARAMS). */
	public const PARAMS = array( 'category', 'search', 'sort', 'price_min', 'price_max' );

	/** SORT_OPTIONS (value => label), as the select offers them. */
	public const SORT_OPTIONS = array(
		'date'       => 'Najnowsze',
		'price-asc'  => 'Cena: od najniższej',
		'price-desc' => 'Cena: od najwyższej',
	);

	/** RELEVANCE: a search's own order, offered first (and the default) while searching. */
	public const RELEVANCE = array( 'relevance' => 'Trafność' );

	public const DEFAULT_SORT = 'date';

	/** The price filter's range in złoty (PRICE_MIN, PRICE_MAX): 0–800 is no filter. */
	public const PRICE_MIN = 0;
	public const PRICE_MAX = 800;

	/** JavaScript's String.prototype.trim white space (the app trims the search so). */
	private const JS_SPACE = '[\t\n\x{000B}\f\r \x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';

	/**
	 * The filters of an address (readUrlFilters): $path_category the `/sklep/category/{slug}` slug (decoded;
	 * null when the path has none), $query the address's parameters (anything not a string is ignored).
	 *
	 * @param array<string,mixed> $query
	 * @return array{category:?string, search:string, sort:?string, price_min:int, price_max:int}
	 */
	public static function read( ?string $path_category, array $query ): array {
		$string   = static fn( string $name ): ?string => is_string( $query[ $name ] ?? null ) ? self::utf8( $query[ $name ] ) : null;
		$category = self::trim( $path_category ?? $string( 'category' ) ?? '' );
		$sort     = $string( 'sort' );
		$range    = self::price_range( self::url_price( $string( 'price_min' ), self::PRICE_MIN ), self::url_price( $string( 'price_max' ), self::PRICE_MAX ) );
		return array(
			'category'  => '' !== $category ? $category : null,
			'search'    => $string( 'search' ) ?? '',
			'sort'      => null !== $sort && self::is_sort( $sort ) ? $sort : null,
			'price_min' => $range[0],
			'price_max' => $range[1],
		);
	}

	public static function is_sort( string $value ): bool {
		return isset( self::SORT_OPTIONS[ $value ] ) || isset( self::RELEVANCE[ $value ] );
	}

	/** The search as the app sends it: the typed text without its outer white space ('' none). */
	public static function search( string $search ): string {
		return self::trim( $search );
	}

	/** effectiveSort: the chosen sort, else relevance while searching, newest otherwise. */
	public static function effective_sort( ?string $chosen, bool $searching ): string {
		if ( $searching ) {
			return $chosen ?? 'relevance';
		}
		return null === $chosen || 'relevance' === $chosen ? self::DEFAULT_SORT : $chosen;
	}

	/**
	 * sortOptions: the select's options (value => label), "Trafność" first while searching.
	 *
	 * @return array<string,string>
	 */
	public static function sort_options( bool $searching ): array {
		return $searching ? self::RELEVANCE + self::SORT_OPTIONS : self::SORT_OPTIONS;
	}

	/**
	 * urlParams: the address's parameters of $filters in the app's order, defaults left out.
	 *
	 * @param array{category:?string, search:string, sort:?string, price_min:int, price_max:int} $filters
	 * @return array<int,array{0:string,1:string}>
	 */
	public static function url_params( array $filters, bool $category_in_path ): array {
		$params    = array();
		$search    = self::search( $filters['search'] );
		$searching = '' !== $search;
		if ( null !== $filters['category'] && '' !== $filters['category'] && ! $category_in_path ) {
			$params[] = array( 'category', $filters['category'] );
		}
		if ( $searching ) {
			$params[] = array( 'search', $search );
		}
		if ( self::effective_sort( $filters['sort'], $searching ) !== self::effective_sort( null, $searching ) ) {
			$params[] = array( 'sort', (string) $filters['sort'] );
		}
		if ( $filters['price_min'] > self::PRICE_MIN ) {
			$params[] = array( 'price_min', (string) $filters['price_min'] );
		}
		if ( $filters['price_max'] < self::PRICE_MAX ) {
			$params[] = array( 'price_max', (string) $filters['price_max'] );
		}
		return $params;
	}

	/**
	 * shopUrl: the address (path from the site's root, without it: 'sklep?…', 'sklep/category/x?…') of
	 * $filters, its query written as URLSearchParams writes it (spaces as '+').
	 *
	 * @param array{category:?string, search:string, sort:?string, price_min:int, price_max:int} $filters
	 */
	public static function url( array $filters, bool $category_in_path ): string {
		$path  = self::path( $filters['category'], $category_in_path );
		$pairs = array();
		foreach ( self::url_params( $filters, $category_in_path ) as $param ) {
			$pairs[] = self::form_encode( $param[0] ) . '=' . self::form_encode( $param[1] );
		}
		return $pairs ? $path . '?' . implode( '&', $pairs ) : $path;
	}

	/** shopPath: 'sklep' or 'sklep/category/{slug}'. */
	public static function path( ?string $category, bool $category_in_path ): string {
		return null !== $category && '' !== $category && $category_in_path ? 'sklep/category/' . self::uri_component( $category ) : 'sklep';
	}

	/**
	 * formFields: the hidden fields of the GET form whose own fields are $own ('search', 'sort', 'price'),
	 * before and after its own, so that the browser writes the parameters in the app's order.
	 *
	 * @param array{category:?string, search:string, sort:?string, price_min:int, price_max:int} $filters
	 * @return array{before:array<int,array{0:string,1:string}>, after:array<int,array{0:string,1:string}>}
	 */
	public static function form_fields( array $filters, string $own, bool $category_in_path ): array {
		$own_names = 'price' === $own ? array( 'price_min', 'price_max' ) : array( $own );
		$first     = (int) array_search( $own_names[0], self::PARAMS, true );
		$fields    = array(
			'before' => array(),
			'after'  => array(),
		);
		foreach ( self::url_params( $filters, $category_in_path ) as $param ) {
			if ( ! in_array( $param[0], $own_names, true ) ) {
				$fields[ (int) array_search( $param[0], self::PARAMS, true ) < $first ? 'before' : 'after' ][] = $param;
			}
		}
		return $fields;
	}

	/**
	 * productQuery (without page, per_page): the Store API list of $filters; $category_id the id of the
	 * filters' category (null: none chosen). Prices in grosze (the app's minor unit 2).
	 *
	 * @param array{category:?string, search:string, sort:?string, price_min:int, price_max:int} $filters
	 * @return array<string,string|int>
	 */
	public static function store_query( array $filters, ?int $category_id ): array {
		$search = self::search( $filters['search'] );
		$query  = match ( self::effective_sort( $filters['sort'], '' !== $search ) ) {
			'relevance'  => array( 'orderby' => 'relevance' ),
			'price-asc'  => array(
				'orderby' => 'price',
				'order'   => 'asc',
			),
			'price-desc' => array(
				'orderby' => 'price',
				'order'   => 'desc',
			),
			default      => array(),
		};
		if ( $filters['price_min'] > self::PRICE_MIN ) {
			$query['min_price'] = $filters['price_min'] * 100;
		}
		if ( $filters['price_max'] < self::PRICE_MAX ) {
			$query['max_price'] = $filters['price_max'] * 100;
		}
		$query['catalog_visibility'] = '' !== $search ? 'search' : 'catalog';
		if ( '' !== $search ) {
			$query['search'] = $search;
		}
		if ( null !== $category_id ) {
			$query['category'] = $category_id;
		}
		return $query;
	}

	/**
	 * buildPath: a REST path with its query keys sorted (code-unit order) and keys and values encoded as
	 * encodeURIComponent does, empty values left out: character for character the path the app asks for
	 * (src/api/catalogue.ts), which is the key of the answer preloaded into the page.
	 *
	 * @param array<string,string|int> $query
	 */
	public static function rest_path( string $base, array $query ): string {
		$query = array_filter( $query, static fn( $value ): bool => '' !== (string) $value );
		uksort( $query, 'strcmp' );
		$pairs = array();
		foreach ( $query as $key => $value ) {
			$pairs[] = self::uri_component( (string) $key ) . '=' . self::uri_component( (string) $value );
		}
		return $pairs ? $base . '?' . implode( '&', $pairs ) : $base;
	}

	/** encodeURIComponent. */
	public static function uri_component( string $value ): string {
		return strtr(
			rawurlencode( $value ),
			array(
				'%21' => '!',
				'%27' => "'",
				'%28' => '(',
				'%29' => ')',
				'%2A' => '*',
			)
		);
	}

	/** application/x-www-form-urlencoded as URLSearchParams writes it (what a GET form writes too). */
	private static function form_encode( string $value ): string {
		return str_replace( '%2A', '*', urlencode( $value ) );
	}

	/** An end of the price range from the address: a number (rounded, clamped to 0–800), else $fallback. */
	private static function url_price( ?string $raw, int $fallback ): int {
		if ( null === $raw || ! preg_match( '/^\s*(\d{1,9}(?:[.,]\d{0,9})?)\s*$/', $raw, $m ) ) {
			return $fallback;
		}
		// Math.round: halves up.
		return (int) min( self::PRICE_MAX, max( self::PRICE_MIN, floor( (float) str_replace( ',', '.', $m[1] ) + 0.5 ) ) );
	}

	/**
	 * normalisePriceRange: a minimum above the maximum is swapped.
	 *
	 * @return array{0:int,1:int}
	 */
	private static function price_range( int $low, int $high ): array {
		return $low <= $high ? array( $low, $high ) : array( $high, $low );
	}

	private static function trim( string $value ): string {
		return (string) preg_replace( '/^' . self::JS_SPACE . '+|' . self::JS_SPACE . '+$/u', '', $value );
	}

	/** Text that is not UTF-8 (a hostile address) with its broken bytes replaced, as the browser decodes it. */
	private static function utf8( string $value ): string {
		return mb_check_encoding( $value, 'UTF-8' ) ? $value : htmlspecialchars_decode( htmlspecialchars( $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' ), ENT_QUOTES );
	}
}
