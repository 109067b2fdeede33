<?php
/**
 * Serves the storefront page for every route of the spec on a full page load, and for unknown paths
 * (with status 404: the bundle's router then shows the 404 screen).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Router {

	/**
	 * The storefront's paths (regular expressions, without slashes), as src/routes.tsx routes them.
	 * '/' is the storefront page itself (the front page). Anything else is not the storefront's: it is
	 * left to WordPress, and a path nothing answers gets the storefront's 404 screen with status 404.
	 */
	public const ROUTES = array(
		'sklep',
		'sklep/category/[^/]+',
		'sklep/product/[0-9]+',
		'checkout',
		'zamowienie/[0-9]+',
		'profil',
		'kontakt',
		'reset_hasla',
		'regulamin',
		'polityka-zwrotow',
		'polityka-prywatnosci',
		'odstapienie-od-umowy',
	);

	/**
	 * Screens of one shopper, whoever asks: never in a search engine (Seo\PageHead), a sitemap
	 * (Seo\Listing) or a shared cache (CacheHeaders, which adds the order pages).
	 */
	public const PRIVATE_PATHS = array( 'checkout', 'profil', 'reset_hasla' );

	public const QUERY_VAR = 'cosmetics_storefront_route';

	/** Bump when the rules change: the next request flushes them once. */
	private const RULES_VERSION = '4';

	public const RULES_OPTION = 'cosmetics_storefront_rewrite_version';

	/** The request is for the storefront page (or a 404 the storefront draws), outside wp-admin. */
	public static function is_storefront_request(): bool {
		$page_id = Settings::storefront_page_id();
		return $page_id > 0 && ! is_admin() && ( is_page( $page_id ) || is_404() );
	}

	public static function hooks(): void {
		add_action( 'init', array( self::class, 'add_rewrite_rules' ) );
		add_filter( 'rewrite_rules_array', array( self::class, 'storefront_rules_first' ), PHP_INT_MAX );
		add_action( 'init', array( self::class, 'maybe_flush' ), 99 );
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
		add_filter( 'request', array( self::class, 'map_request' ) );
		add_filter( 'redirect_canonical', array( self::class, 'keep_storefront_urls' ), 10, 2 );
		add_action( 'template_redirect', array( self::class, 'serve_404' ), 0 );
	}

	/** One rule for every storefront path, exact (no soft 404s); the storefront wins over same-named pages. */
	public static function add_rewrite_rules(): void {
		add_rewrite_rule( '^(' . implode( '|', self::ROUTES ) . ')/?$', 'index.php?' . self::QUERY_VAR . '=$matches[1]', 'top' );
	}

	/**
	 * Our rule before every other: 'top' rules keep the order they were added in, and WooCommerce's
	 * product archive (added earlier on init) takes the shop page's slug, which in a Polish shop is
	 * 'sklep' — /sklep would be WooCommerce's archive, redirected to /sklep/.
	 *
	 * @internal filter rewrite_rules_array
	 * @param array<string,string> $rules
	 * @return array<string,string>
	 */
	public static function storefront_rules_first( $rules ): array {
		if ( ! is_array( $rules ) ) {
			return array();
		}
		$ours = array_filter( $rules, static fn( $query ): bool => str_contains( (string) $query, self::QUERY_VAR . '=' ) );
		return $ours + array_diff_key( $rules, $ours );
	}

	public static function maybe_flush(): void {
		if ( get_option( self::RULES_OPTION ) !== self::RULES_VERSION ) {
			self::flush();
		}
	}

	/** Rebuilds the stored rewrite rules (with ours) and records which version of ours they hold. */
	public static function flush(): void {
		self::add_rewrite_rules();
		flush_rewrite_rules( false );
		update_option( self::RULES_OPTION, self::RULES_VERSION, true );
	}

	/**
	 * @param string[] $vars
	 * @return string[]
	 */
	public static function query_vars( array $vars ): array {
		$vars[] = self::QUERY_VAR;
		return $vars;
	}

	/**
	 * A storefront route becomes a request for the storefront page; without a storefront page it is
	 * a 404 (never the blog index).
	 *
	 * @param array<string,mixed> $query_vars
	 * @return array<string,mixed>
	 */
	public static function map_request( array $query_vars ): array {
		if ( empty( $query_vars[ self::QUERY_VAR ] ) ) {
			return $query_vars;
		}
		$page_id = Settings::storefront_page_id();
		if ( ! $page_id ) {
			return array( 'error' => '404' );
		}
		return array(
			'page_id'       => $page_id,
			self::QUERY_VAR => sanitize_text_field( (string) $query_vars[ self::QUERY_VAR ] ),
		);
	}

	/**
	 * WordPress would redirect `/sklep` to the storefront page's own permalink (or a 404 to a guessed
	 * post): the storefront's URLs stay as they are. Only a redirect to the canonical scheme or host
	 * (http -> https, www) is kept, for the same path.
	 *
	 * @param string|false $redirect_url
	 * @param string       $requested_url
	 * @return string|false
	 */
	public static function keep_storefront_urls( $redirect_url, $requested_url = '' ) {
		if ( ! $redirect_url || ! get_query_var( self::QUERY_VAR ) ) {
			return $redirect_url;
		}
		$to   = wp_parse_url( $redirect_url );
		$from = wp_parse_url( (string) $requested_url );
		if ( ! is_array( $to ) || ! is_array( $from ) || ! isset( $to['host'], $from['host'] ) ) {
			return false;
		}
		$origin = static fn( array $url ): string => ( $url['scheme'] ?? '' ) . '://' . strtolower( $url['host'] ) . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
		if ( $origin( $to ) === $origin( $from ) ) {
			return false;
		}
		return $origin( $to ) . ( $from['path'] ?? '/' ) . ( isset( $from['query'] ) ? '?' . $from['query'] : '' );
	}

	/** An unknown path renders the storefront page with status 404; the bundle shows its 404 screen. */
	public static function serve_404(): void {
		if ( ! is_404() ) {
			return;
		}
		$page_id = Settings::storefront_page_id();
		if ( ! $page_id ) {
			return;
		}

		global $wp_query, $wp_the_query;
		$wp_query     = new \WP_Query( array( 'page_id' => $page_id ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- we replace the main query on purpose.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$wp_query->set( self::QUERY_VAR, '404' );
		// $post, $posts, … as for any main query (wp_head()'s feed_links_extra() reads the global $post).
		$GLOBALS['wp']->register_globals();

		status_header( 404 );
		nocache_headers();
	}

	/**
	 * The storefront path of the current request, without slashes: '' for the home page,
	 * 'sklep', 'sklep/product/12', … (what the bundle's router will render).
	 */
	public static function current_path(): string {
		global $wp;
		return isset( $wp->request ) ? trim( (string) $wp->request, '/' ) : '';
	}
}
