<?php
/**
 * The shop's filters in the address, as the app reads and writes them (src/domain/shopFilters.ts, whose
 * header lists the parameters: `category`, `search`, `sort`, `price_min`, `price_max`, `page`), and the Store API
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

	/** The longest search (characters), as the search box's maxLength and the suggestions' route (100). */
	public const SEARCH_MAX_LENGTH = 100;

	/** The most pages of 50 a `?page=` address shows at once (MAX_URL_PAGES; each is one Store API query). */
	public const MAX_PAGES = 10;

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
		$category = self::text( $path_category ?? $string( 'category' ) ?? '' );
		$sort     = $string( 'sort' );
		$range    = self::price_range( self::url_price( $string( 'price_min' ), self::PRICE_MIN ), self::url_price( $string( 'price_max' ), self::PRICE_MAX ) );
		return array(
			'category'  => '' !== $category ? $category : null,
			'search'    => self::search( $string( 'search' ) ?? '' ),
			'sort'      => null !== $sort && self::is_sort( $sort ) ? $sort : null,
			'price_min' => $range[0],
			'price_max' => $range[1],
		);
	}

	public static function is_sort( string $value ): bool {
		return isset( self::SORT_OPTIONS[ $value ] ) || isset( self::RELEVANCE[ $value ] );
	}

	/**
	 * searchText: what a typed or addressed search searches for, shown in the heading and the title and
	 * sent to the Store API ('' none): the text (see text()) without markup (a `<script>` or `<style>`
	 * element with its content, any tag, then any `<` or `>` left) and without %-escapes written as text
	 * (`%41`), its runs of spaces one space, trimmed, at most SEARCH_MAX_LENGTH characters. The Store
	 * API's sanitize_text_field() leaves such a text as it is, so the list is the list of what is shown.
	 */
	public static function search( string $search ): string {
		$text = self::text( $search );
		$text = (string) preg_replace( array( '#<(script|style)\b[^>]*>.*?</\1\s*>#isu', '#<[a-z/!?][^<>]*>#iu', '#[<>]#u' ), '', $text );
		do {
			$before = $text;
			$text   = (string) preg_replace( '/%[0-9a-f]{2}/i', '', $text );
		} while ( $text !== $before );
		$text = self::trim( (string) preg_replace( '/ {2,}/', ' ', $text ) );
		return mb_strlen( $text, 'UTF-8' ) > self::SEARCH_MAX_LENGTH ? self::trim( mb_substr( $text, 0, self::SEARCH_MAX_LENGTH, 'UTF-8' ) ) : $text;
	}

	/**
	 * cleanText: text from the address as it may be shown (a category's slug, the search before its own
	 * rules): broken UTF-8 dropped (decoded as the browser decodes it, then every U+FFFD taken out: the
	 * app reads the same bytes as U+FFFD), white-space control characters (tab, line breaks, …) a space,
	 * other control characters (C0, DEL, C1) and invisible format characters (Unicode Cf: zero-width
	 * spaces and joiners, direction overrides such as RLO, the soft hyphen, a BOM) dropped, trimmed.
	 */
	public static function text( string $raw ): string {
		$text = (string) preg_replace( '/[\t\n\x{0B}\f\r\x{85}]/u', ' ', self::utf8( $raw ) );
		return self::trim( (string) preg_replace( '/[\x{00}-\x{1F}\x{7F}-\x{9F}\x{FFFD}\p{Cf}]/u', '', $text ) );
	}

	/**
	 * urlPage: the page an address asks for, from its `page` ($raw: the parameter's value, null when
	 * absent): a whole number from 1 to 999999 written plainly (digits only, no sign, space or leading
	 * zero); anything else (an array too) is page 1. The address shows pages 1 to it (pages_shown).
	 */
	public static function page( mixed $raw ): int {
		return is_string( $raw ) && preg_match( '/^[1-9][0-9]{0,5}\z/', $raw ) ? (int) $raw : 1;
	}

	/** urlPages: how many pages of 50 the address's page shows at once (pages 1 to it, at most MAX_PAGES). */
	public static function pages_shown( int $page ): int {
		return max( 1, min( $page, self::MAX_PAGES ) );
	}

	/**
	 * pageExists: whether the list has the page an address asks for ($total_pages: the list's first
	 * answer's X-WP-TotalPages, 0 for an empty list). Page 1 always exists (an empty list says so); a page
	 * past the last is the 404 screen, on the server and in the app.
	 */
	public static function page_exists( int $page, int $total_pages ): bool {
		return 1 === $page || $page <= $total_pages;
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
	 * $filters, its query written as URLSearchParams writes it (spaces as '+'); with `page=N` last when
	 * $page is above 1 (the server's 'Załaduj więcej' link; the app's writes it so too: withShownPages).
	 *
	 * @param array{category:?string, search:string, sort:?string, price_min:int, price_max:int} $filters
	 */
	public static function url( array $filters, bool $category_in_path, int $page = 1 ): string {
		$path   = self::path( $filters['category'], $category_in_path );
		$params = self::url_params( $filters, $category_in_path );
		if ( $page > 1 ) {
			$params[] = array( 'page', (string) $page );
		}
		return $params ? $path . '?' . self::query_string( $params ) : $path;
	}

	/**
	 * narrowsPrice: whether the filters' price range narrows the list (above 0 or below 800).
	 *
	 * @param array{price_min:int, price_max:int} $filters
	 */
	public static function narrows_price( array $filters ): bool {
		return $filters['price_min'] > self::PRICE_MIN || $filters['price_max'] < self::PRICE_MAX;
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

	/**
	 * The address of a list as ShopFilters writes it, from the pairs of its query string as the address
	 * has them ($pairs: decoded names and values, in order; $path_category as in read()): the list's
	 * parameters read as the app reads them (the first of a name counts, as URLSearchParams.get) and
	 * written as url() writes them (app's order, defaults and ignored values left out, `page` last when
	 * above 1), followed by the pairs whose name matches $kept (a regular expression: campaign parameters,
	 * kept as they are, in their order). A name PHP reads as a list parameter (`page[]`, `price.min`) is
	 * dropped. Null when a pair is neither: a parameter of WordPress, WooCommerce or another plugin
	 * (`add-to-cart`, `preview`, …), whose address is left as it is.
	 *
	 * @param array<int,array{0:string,1:string}> $pairs
	 * @return array<int,array{0:string,1:string}>|null
	 */
	public static function canonical_pairs( ?string $path_category, array $pairs, string $kept ): ?array {
		$query = array();
		$extra = array();
		foreach ( $pairs as $pair ) {
			list( $name, $value ) = $pair;
			if ( in_array( $name, self::PARAMS, true ) || 'page' === $name ) {
				$query[ $name ] = $query[ $name ] ?? $value;
			} elseif ( preg_match( $kept, $name ) ) {
				$extra[] = array( $name, $value );
			} elseif ( ! in_array( strtr( (string) strstr( $name . '[', '[', true ), ' .', '__' ), array_merge( self::PARAMS, array( 'page' ) ), true ) ) {
				return null;
			}
		}
		$filters = self::read( $path_category, $query );
		$page    = self::page( $query['page'] ?? null );
		$written = self::url_params( $filters, null !== $path_category );
		if ( $page > 1 ) {
			$written[] = array( 'page', (string) $page );
		}
		return array_merge( $written, $extra );
	}

	/**
	 * Whether a list's address ($pairs as in canonical_pairs) is one a shared cache may keep: written as
	 * ShopFilters writes it and holding only a category, a sort and a page (a bounded set of addresses per
	 * list). A search, a price range, a campaign's or any other parameter is one shopper's address
	 * (countless); a misspelt address is redirected (Storefront\ShopAddress) or left to the shopper.
	 *
	 * @param array<int,array{0:string,1:string}> $pairs
	 */
	public static function shared_address( ?string $path_category, array $pairs ): bool {
		foreach ( $pairs as $pair ) {
			if ( ! in_array( $pair[0], array( 'category', 'sort', 'page' ), true ) ) {
				return false;
			}
		}
		return self::canonical_pairs( $path_category, $pairs, '/^$/' ) === $pairs;
	}

	/**
	 * A query string of $pairs as URLSearchParams writes it.
	 *
	 * @param array<int,array{0:string,1:string}> $pairs
	 */
	public static function query_string( array $pairs ): string {
		return implode( '&', array_map( static fn( array $pair ): string => self::form_encode( $pair[0] ) . '=' . self::form_encode( $pair[1] ), $pairs ) );
	}

	/**
	 * The pairs of a query string as written (names and values decoded as a form's, in order, empty
	 * segments skipped): what canonical_pairs reads.
	 *
	 * @return array<int,array{0:string,1:string}>
	 */
	public static function query_pairs( string $query_string ): array {
		$pairs = array();
		foreach ( explode( '&', $query_string ) as $segment ) {
			if ( '' === $segment ) {
				continue;
			}
			$parts   = explode( '=', $segment, 2 );
			$pairs[] = array( urldecode( $parts[0] ), urldecode( $parts[1] ?? '' ) );
		}
		return $pairs;
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
