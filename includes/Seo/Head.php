<?php
/**
 * Puts PageHead into the storefront page's HTML, from the server: the document title, meta description,
 * canonical (instead of WordPress's, which named the storefront page itself — the home page — for every
 * address), robots, Open Graph / Twitter card, JSON-LD and lang="pl-PL"; and turns an address naming
 * nothing (unknown product, category or order) into a 404 before the page is sent (Router::serve_404
 * then serves the storefront's 404 screen with that status).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Seo;

use CosmeticsStorefront\Storefront\Preload;
use CosmeticsStorefront\Storefront\Router;

defined( 'ABSPATH' ) || exit;

final class Head {

	private static ?PageHead $current = null;

	public static function hooks(): void {
		add_action( 'template_redirect', array( self::class, 'decide_status' ), -10 );
		add_action( 'template_redirect', array( self::class, 'leave_out_page_links' ), -10 );
		add_filter( 'pre_get_document_title', array( self::class, 'document_title' ), 20 );
		add_filter( 'wp_robots', array( self::class, 'robots' ), 20 );
		add_filter( 'language_attributes', array( self::class, 'language_attributes' ) );
		add_filter( 'get_canonical_url', array( self::class, 'core_canonical' ), 20 );
		add_action( 'wp_head', array( self::class, 'print_head' ), 1 );
	}

	/** Forget the computed head (tests render several requests in one process). */
	public static function reset(): void {
		self::$current = null;
	}

	/**
	 * Is this request showing the storefront page (any storefront address, or the 404 of any address:
	 * Router::serve_404 answers it with the storefront page)?
	 */
	public static function is_storefront_request(): bool {
		return Router::is_storefront_request();
	}

	public static function current(): ?PageHead {
		if ( ! self::is_storefront_request() ) {
			return null;
		}
		if ( null === self::$current ) {
			// The list's parameters as the screens and the preload read them (Domain\ShopFilters' rules, one
			// reading of the address); the order's key sanitised.
			$query = Preload::request_query();
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only: which page to describe.
			if ( isset( $_GET['key'] ) && is_string( $_GET['key'] ) ) {
				$query['key'] = sanitize_text_field( wp_unslash( $_GET['key'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			}
			// The storefront page at its own address (not a route of ours) is its home screen.
			$route         = (string) get_query_var( Router::QUERY_VAR );
			// A 404 (also once Router::serve_404 has put the storefront page in its place) has the 404 head.
			self::$current = is_404() || '404' === $route ? PageHead::not_found() : PageHead::for_path( '' === $route ? '' : Router::current_path(), $query );
		}
		return self::$current;
	}

	/** @internal action template_redirect, before Router::serve_404 */
	public static function decide_status(): void {
		$head = self::current();
		if ( $head && $head->not_found && ! is_404() ) {
			$GLOBALS['wp_query']->set_404();
		}
	}

	/**
	 * @internal action template_redirect: a storefront address is not the WordPress page it is served
	 * by: no shortlink, oEmbed discovery or REST alternate link of that page, in the head or as HTTP Link
	 * headers (both printed later: wp_head, template_redirect at 11).
	 */
	public static function leave_out_page_links(): void {
		if ( ! self::current() ) {
			return;
		}
		remove_action( 'wp_head', 'wp_shortlink_wp_head', 10 );
		remove_action( 'wp_head', 'wp_oembed_add_discovery_links' );
		remove_action( 'wp_head', 'rest_output_link_wp_head', 10 );
		remove_action( 'template_redirect', 'wp_shortlink_header', 11 );
		remove_action( 'template_redirect', 'rest_output_link_header', 11 );
	}

	/**
	 * @internal filter pre_get_document_title: what this returns is printed as it is (wp_get_document_title()
	 * escapes only the title it builds itself), and PageHead's title is plain text with entities decoded.
	 */
	public static function document_title( mixed $title ): mixed {
		$head = self::current();
		return $head ? esc_html( $head->title ) : $title;
	}

	/**
	 * @internal filter wp_robots
	 * @return array<string,mixed>
	 */
	public static function robots( mixed $robots ): array {
		$robots = is_array( $robots ) ? $robots : array();
		$head   = self::current();
		if ( $head && ! $head->indexable && empty( $robots['noindex'] ) ) {
			unset( $robots['index'] );
			$robots['noindex'] = true;
			$robots['follow']  = true;
		}
		return $robots;
	}

	/** @internal filter language_attributes: the storefront is Polish whatever the site's language. */
	public static function language_attributes( mixed $output ): mixed {
		if ( ! is_string( $output ) || ! self::current() ) {
			return $output;
		}
		$lang = 'lang="pl-PL"';
		return preg_match( '/\blang="[^"]*"/', $output ) ? (string) preg_replace( '/\blang="[^"]*"/', $lang, $output ) : trim( $output . ' ' . $lang );
	}

	/**
	 * @internal filter get_canonical_url: WordPress's rel_canonical() would name the storefront page
	 * (the home page) for every address; the storefront page prints its own.
	 */
	public static function core_canonical( mixed $url ): mixed {
		return self::current() ? '' : $url;
	}

	/** @internal action wp_head */
	public static function print_head(): void {
		$head = self::current();
		if ( ! $head ) {
			return;
		}
		// With Yoast SEO active Yoast prints these, with our values (Yoast::title, ::description, …).
		$yoast = Yoast::prints_head();
		if ( ! $yoast && '' !== $head->description ) {
			printf( "<meta name=\"description\" content=\"%s\" />\n", esc_attr( $head->description ) );
		}
		if ( ! $yoast && '' !== $head->canonical ) {
			printf( "<link rel=\"canonical\" href=\"%s\" />\n", esc_url( $head->canonical ) );
		}
		foreach ( $head->open_graph as $property => $content ) {
			if ( Yoast::prints_tag( $property ) ) {
				continue;
			}
			$attribute = str_starts_with( $property, 'twitter:' ) ? 'name' : 'property';
			$value     = in_array( $property, array( 'og:url', 'og:image' ), true ) ? esc_url( $content ) : esc_attr( $content );
			printf( "<meta %s=\"%s\" content=\"%s\" />\n", esc_attr( $attribute ), esc_attr( $property ), $value ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		}
		if ( $head->structured_data ) {
			$graph = array(
				'@context' => 'https://schema.org',
				'@graph'   => $head->structured_data,
			);
			// JSON_HEX_TAG: no '</script>' can end the element early.
			printf( "<script type=\"application/ld+json\">%s</script>\n", wp_json_encode( $graph, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with < > & escaped.
		}
	}
}
