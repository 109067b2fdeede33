<?php
/**
 * REST responses printed into the page so that the first render of a screen makes no request
 * (api-fetch's preloading middleware answers them, and the bundle primes its cache with them before
 * its first render). The paths must equal, character for character, the paths the bundle requests on
 * that screen's first render (see preload-paths.json, shared with the bundle's tests). The server's
 * own markup of the screen (ServerMarkup) is built from the same answers.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Domain\ShopFilters;
use CosmeticsStorefront\Platform\PluginInfo;

defined( 'ABSPATH' ) || exit;

final class Preload {

	private const PRODUCTS = '/wc/store/v1/products';

	/** @var array<string,array<string,mixed>> answers by path and query, for this request */
	private static array $answers = array();

	/**
	 * REST paths the screen at $path (see Router::current_path()) with the query parameters $query
	 * (`category`, `page`, and a list's `search`, `sort`, `price_min`, `price_max`) needs first, from
	 * preload-paths.json with its placeholders filled in. A shop or category list is the one the app
	 * asks for that address (Domain\ShopFilters::store_query, as src/domain/shopFilters.ts): searched,
	 * sorted, narrowed by price, its path written character for character as the app writes it.
	 *
	 * @param array<string,mixed> $query
	 * @return string[]
	 */
	public static function paths_for( string $path, array $query = array() ): array {
		if ( ! PluginInfo::woocommerce_active() ) {
			return array();
		}
		$table  = self::table();
		$values = array( 'page' => self::page_count( $query ) );
		$key    = $path;
		$filters = ShopFilters::read( null, $query );
		if ( 'sklep' === $path && null !== $filters['category'] ) {
			// /sklep?category=x is the same list as /sklep/category/x.
			$key            = 'sklep/category/{slug}';
			$values['slug'] = $filters['category'];
		} elseif ( ! isset( $table[ $path ] ) ) {
			$key = '';
			foreach ( array_keys( $table ) as $pattern ) {
				$matched = self::match( (string) $pattern, $path );
				if ( null !== $matched ) {
					$key    = (string) $pattern;
					$values = array_merge( $values, $matched );
					break;
				}
			}
		}
		$paths = $table[ $key ] ?? array();
		if ( ! is_array( $paths ) ) {
			return array();
		}
		$filled = array();
		foreach ( array_filter( $paths, 'is_string' ) as $template ) {
			foreach ( self::fill( $template, $values ) as $one ) {
				$filled[] = str_starts_with( $one, self::PRODUCTS . '?' ) && str_contains( $one, 'catalog_visibility=catalog' ) ? self::filtered( $one, $filters ) : $one;
			}
		}
		return $filled;
	}

	/**
	 * A page of the shop's list ($path: preload-paths.json's, filled) as the app asks for it with the
	 * address's search, sort and price range (its page, per_page, category and fields kept).
	 *
	 * @param array{category:?string, search:string, sort:?string, price_min:int, price_max:int} $filters
	 */
	private static function filtered( string $path, array $filters ): string {
		parse_str( (string) wp_parse_url( $path, PHP_URL_QUERY ), $template );
		$kept = array();
		foreach ( array( '_fields', 'category', 'page', 'per_page' ) as $name ) {
			if ( is_string( $template[ $name ] ?? null ) ) {
				$kept[ $name ] = $template[ $name ];
			}
		}
		return ShopFilters::rest_path( self::PRODUCTS, array_merge( $kept, ShopFilters::store_query( $filters, null ) ) );
	}

	/**
	 * The preloaded responses for $path, keyed by REST path (as rest_preload_api_request() builds them:
	 * `body` and `headers`). Computed once per request and address.
	 *
	 * @param array<string,mixed> $query
	 * @return array<string,mixed>
	 */
	public static function data_for( string $path, array $query = array() ): array {
		$paths = self::paths_for( $path, $query );
		if ( ! $paths ) {
			return array();
		}
		$key = md5( (string) wp_json_encode( $paths ) );
		if ( ! isset( self::$answers[ $key ] ) ) {
			$answers = self::answer( $paths, array() );
			// A search that found nothing: NoResults.tsx's helps too (the words, the popular categories, the
			// bestsellers), so that the server draws them and the app's first render shows the same.
			$search = ShopFilters::search( ShopFilters::read( null, $query )['search'] );
			if ( '' !== $search && ( 'sklep' === $path || str_starts_with( $path, 'sklep/category/' ) ) && self::found_nothing( $answers ) ) {
				$answers = self::answer( self::no_results_paths( $search ), $answers );
			}
			// A sorted list (orderby=price) left WooCommerce's price ordering on every later query of this
			// request (the Store API adds WC_Query's posts_clauses filter and never removes it): taken off
			// again, as WooCommerce's own blocks and shortcodes do after their queries.
			if ( function_exists( 'WC' ) && isset( WC()->query ) ) {
				WC()->query->remove_ordering_args();
			}
			self::$answers[ $key ] = $answers;
		}
		return self::$answers[ $key ];
	}

	/**
	 * $answers with the answers at $paths: catalogue lists and published products from the listing
	 * cache, the rest asked each time.
	 *
	 * @param string[]            $paths
	 * @param array<string,mixed> $answers
	 * @return array<string,mixed>
	 */
	private static function answer( array $paths, array $answers ): array {
		$listed = array_values( array_filter( $paths, array( ListingCache::class, 'caches' ) ) );
		$cached = ListingCache::answers( $listed );
		foreach ( $paths as $path ) {
			if ( in_array( $path, $listed, true ) ) {
				if ( isset( $cached[ $path ] ) ) {
					$answers[ $path ] = $cached[ $path ];
				}
			} else {
				$answers = rest_preload_api_request( $answers, $path );
			}
		}
		return $answers;
	}

	/**
	 * The REST paths of NoResults.tsx's helps for $search (preload-paths.json's "(a search that found
	 * nothing)"), by what they are.
	 *
	 * @return array{words:string, categories:string, bestsellers:string}
	 */
	public static function no_results_paths( string $search ): array {
		$paths = array_values( array_filter( (array) ( self::table()['(a search that found nothing)'] ?? array() ), 'is_string' ) );
		$paths = array_map( static fn( string $path ): string => str_replace( '{search}', rawurlencode( $search ), $path ), $paths );
		return array(
			'words'       => $paths[0] ?? '',
			'categories'  => $paths[1] ?? '',
			'bestsellers' => $paths[2] ?? '',
		);
	}

	/** @param array<string,mixed> $answers Whether the list's first page came back empty. */
	private static function found_nothing( array $answers ): bool {
		$headers = self::first_page_headers( $answers );
		return isset( $headers['X-WP-Total'] ) && 0 === (int) $headers['X-WP-Total'];
	}

	/**
	 * The headers of the list's first page among $answers (null when none was preloaded).
	 *
	 * @param array<string,mixed> $answers
	 * @return array<string,mixed>|null
	 */
	private static function first_page_headers( array $answers ): ?array {
		foreach ( $answers as $path => $answer ) {
			if ( str_starts_with( (string) $path, self::PRODUCTS . '?' ) && str_contains( (string) $path, '&page=1&' ) ) {
				return is_array( $answer ) && is_array( $answer['headers'] ?? null ) ? $answer['headers'] : array();
			}
		}
		return null;
	}

	/**
	 * How many pages of 50 the list at $path ('sklep', 'sklep/category/x') with $query has, from its
	 * preloaded first page's X-WP-TotalPages (0 for an empty list; searched, sorted and narrowed by price
	 * as the address asks); null when nothing was preloaded for it (no WooCommerce).
	 *
	 * @param array<string,mixed> $query
	 */
	public static function total_pages( string $path, array $query ): ?int {
		$headers = self::first_page_headers( self::data_for( $path, $query ) );
		return isset( $headers['X-WP-TotalPages'] ) ? (int) $headers['X-WP-TotalPages'] : null;
	}

	/**
	 * The query parameters of this request the storefront's screens and head depend on, as the address
	 * gives them (unslashed; a parameter given as an array is left out), for Domain\ShopFilters to read by
	 * the app's rules (ShopFilters::read, ::page: the search and category cleaned, the rest strictly): a
	 * value sanitised here first (sanitize_text_field trims ` 2` to `2`, turns a lone `<` into `&lt;`) was
	 * another value than the app's, so the head, the preload and the markup read one address two ways.
	 *
	 * @return array<string,string>
	 */
	public static function request_query(): array {
		$query = array();
		foreach ( array( 'category', 'search', 'page', 'sort', 'price_min', 'price_max' ) as $name ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only: which answers to print.
			if ( isset( $_GET[ $name ] ) && is_string( $_GET[ $name ] ) ) {
				$query[ $name ] = wp_unslash( $_GET[ $name ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- read by Domain\ShopFilters' rules: see above.
			}
		}
		return $query;
	}

	/** Forget the answers (tests render several requests in one process). */
	public static function reset(): void {
		self::$answers = array();
	}

	/**
	 * How many pages of the list the address shows: `?page=N` shows pages 1 to N, as the shop's
	 * 'Załaduj więcej' does; at most ShopFilters::MAX_PAGES are preloaded (Domain\ShopFilters::page, ::pages_shown).
	 *
	 * @param array<string,mixed> $query
	 */
	public static function page_count( array $query ): int {
		return ShopFilters::pages_shown( ShopFilters::page( $query['page'] ?? null ) );
	}

	/**
	 * The placeholders of $pattern ('sklep/product/{id}') taken from $path, or null when it does not match.
	 *
	 * @return array<string,string>|null
	 */
	private static function match( string $pattern, string $path ): ?array {
		if ( ! str_contains( $pattern, '{' ) ) {
			return null;
		}
		$regex = '#^';
		foreach ( (array) preg_split( '/(\{[a-z_]+\})/', $pattern, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY ) as $part ) {
			$part   = (string) $part;
			$name   = preg_match( '/^\{([a-z_]+)\}$/', $part, $p ) ? $p[1] : '';
			$regex .= '' === $name ? preg_quote( $part, '#' ) : '(?P<' . $name . '>' . ( 'id' === $name ? '[1-9][0-9]{0,18}' : '[^/]+' ) . ')';
		}
		$regex .= '$#u';
		if ( ! preg_match( $regex, $path, $m ) ) {
			return null;
		}
		$values = array();
		foreach ( $m as $name => $value ) {
			if ( is_string( $name ) ) {
				$values[ $name ] = 'slug' === $name ? rawurldecode( $value ) : $value;
			}
		}
		return $values;
	}

	/**
	 * $template with its placeholders filled in: none, one or (for {page}) several paths.
	 *
	 * @param array<string,mixed> $values
	 * @return string[]
	 */
	private static function fill( string $template, array $values ): array {
		if ( str_contains( $template, '{variable_id}' ) ) {
			$product = isset( $values['id'] ) && function_exists( 'wc_get_product' ) ? wc_get_product( (int) $values['id'] ) : null;
			if ( ! $product instanceof \WC_Product || ! $product->is_type( 'variable' ) ) {
				return array();
			}
			$values['variable_id'] = (string) $product->get_id();
		}
		if ( str_contains( $template, '{category_id}' ) ) {
			$term = isset( $values['slug'] ) ? get_term_by( 'slug', sanitize_title( (string) $values['slug'] ), 'product_cat' ) : false;
			if ( ! $term instanceof \WP_Term ) {
				return array();
			}
			$values['category_id'] = (string) $term->term_id;
		}
		$pages = str_contains( $template, '{page}' ) ? range( 1, max( 1, (int) $values['page'] ) ) : array( 1 );
		$paths = array();
		foreach ( $pages as $page ) {
			$path = str_replace( '{page}', (string) $page, $template );
			foreach ( array( 'id', 'variable_id', 'category_id' ) as $name ) {
				if ( isset( $values[ $name ] ) ) {
					$path = str_replace( '{' . $name . '}', rawurlencode( (string) $values[ $name ] ), $path );
				}
			}
			if ( ! str_contains( $path, '{' ) ) {
				$paths[] = $path;
			}
		}
		return $paths;
	}

	/**
	 * @return array<string,mixed>
	 */
	private static function table(): array {
		static $table = null;
		if ( null === $table ) {
			$decoded = json_decode( (string) file_get_contents( __DIR__ . '/preload-paths.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents, Generic.PHP.ForbiddenFunctions.Found -- a local file.
			$table   = is_array( $decoded ) ? $decoded : array();
			unset( $table['//'] );
		}
		return $table;
	}
}
