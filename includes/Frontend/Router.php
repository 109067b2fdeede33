<?php
/**
 * Serves the storefront page for every route of the spec on a full page load, and for unknown paths
 * (with status 404: the bundle's router then shows the 404 screen).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Frontend;

use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Router {

	/** First path segments owned by the storefront. '/' is the storefront page itself (the front page). */
	public const ROUTES = array(
		'sklep',
		'checkout',
		'zamowienie',
		'profil',
		'kontakt',
		'reset_hasla',
		'regulamin',
		'polityka-zwrotow',
		'polityka-prywatnosci',
	);

	public const QUERY_VAR = 'cosmetics_storefront_route';

	/** Bump when the rules change: the next request flushes them once. */
	private const RULES_VERSION = '1';

	public const RULES_OPTION = 'cosmetics_storefront_rewrite_version';

	private static bool $serving_404 = false;

	public static function hooks(): void {
		add_action( 'init', array( self::class, 'add_rewrite_rules' ) );
		add_action( 'init', array( self::class, 'maybe_flush' ), 99 );
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
		add_filter( 'request', array( self::class, 'map_request' ) );
		add_filter( 'redirect_canonical', array( self::class, 'keep_storefront_urls' ) );
		add_action( 'template_redirect', array( self::class, 'serve_404' ), 0 );
	}

	/** The rewrite rule: `/sklep`, `/sklep/product/12`, `/checkout/`, … Storefront wins over same-named pages. */
	public static function add_rewrite_rules(): void {
		$alternatives = implode( '|', array_map( static fn( string $r ) => preg_quote( $r, '#' ), self::ROUTES ) );
		add_rewrite_rule( '^(' . $alternatives . ')(?:/.*)?/?$', 'index.php?' . self::QUERY_VAR . '=$matches[1]', 'top' );
	}

	public static function maybe_flush(): void {
		if ( get_option( self::RULES_OPTION ) !== self::RULES_VERSION ) {
			flush_rewrite_rules( false );
			update_option( self::RULES_OPTION, self::RULES_VERSION, true );
		}
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
	 * A storefront route becomes a request for the storefront page.
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
			return $query_vars;
		}
		return array(
			'page_id'       => $page_id,
			self::QUERY_VAR => sanitize_key( (string) $query_vars[ self::QUERY_VAR ] ),
		);
	}

	/**
	 * WordPress would redirect `/sklep` to the page's own permalink; the storefront's URLs must stay.
	 *
	 * @param string|false $redirect_url
	 * @return string|false
	 */
	public static function keep_storefront_urls( $redirect_url ) {
		if ( self::$serving_404 || get_query_var( self::QUERY_VAR ) ) {
			return false;
		}
		return $redirect_url;
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
		self::$serving_404 = true;

		status_header( 404 );
		nocache_headers();
	}

	/** Whether this request is being answered with the storefront's 404 screen. */
	public static function is_serving_404(): bool {
		return self::$serving_404;
	}

	/** Lets a test make several requests in one PHP process. */
	public static function reset(): void {
		self::$serving_404 = false;
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
