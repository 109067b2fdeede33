<?php
/**
 * One address per list (issue 31 review, 8): a GET or HEAD of the shop or a category (`/sklep`,
 * `/sklep/category/{slug}`) whose query names the list's filters otherwise than the shop writes them —
 * parameters out of the app's order, defaults written (`sort=date`, `price_min=0`, the blank fields a
 * GET form sends without JavaScript), ignored values (`sort=x`, `page=02`, `page[]=2`), a search that is
 * nothing once cleaned (`search=<b>`), a parameter given twice — is answered with a 301 to the address
 * Domain\ShopFilters writes (the app's shopUrl, `page` last). Campaign parameters (utm_*, ad click ids:
 * DeferredScripts::CAMPAIGN_NAMES) ride along unchanged after them, so WooCommerce's order attribution
 * still reads them on the landing page. An address holding any other parameter is left as it is (no
 * redirect): WordPress, WooCommerce (`?add-to-cart=`, which has already acted by now) or another plugin
 * may be reading it, and a 301 a browser keeps must never swallow such a link; CacheHeaders keeps such a
 * page out of shared caches instead.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Domain\ShopFilters;
use CosmeticsStorefront\Storefront\Screens\Html;

defined( 'ABSPATH' ) || exit;

final class ShopAddress {

	public static function hooks(): void {
		// Before Seo\Head decides the status (-10, which preloads the list) and Router::serve_404 (0).
		add_action( 'template_redirect', array( self::class, 'redirect' ), -20 );
	}

	/** @internal action template_redirect */
	public static function redirect(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		if ( ! in_array( $method, array( 'GET', 'HEAD' ), true ) || ! Router::is_storefront_request() || is_404() ) {
			return;
		}
		$path     = Router::current_path();
		$location = self::canonical( $path, self::request_pairs() );
		if ( null !== $location ) {
			wp_safe_redirect( $location, 301, 'Cosmetics Storefront' );
			exit;
		}
	}

	/**
	 * The address to send a request for the storefront path $path with the query $pairs to (root-relative),
	 * or null when it is already written so, is not a list, or holds a parameter left alone.
	 *
	 * @param array<int,array{0:string,1:string}> $pairs
	 */
	public static function canonical( string $path, array $pairs ): ?string {
		$category = self::path_category( $path );
		if ( false === $category ) {
			return null;
		}
		$canonical = ShopFilters::canonical_pairs( $category, $pairs, '/^(' . DeferredScripts::CAMPAIGN_NAMES . ')$/i' );
		if ( null === $canonical || $canonical === $pairs ) {
			return null;
		}
		return Html::url( $path ) . ( $canonical ? '?' . ShopFilters::query_string( $canonical ) : '' );
	}

	/**
	 * Whether the list at $path with the query $pairs is an address a shared cache may keep
	 * (ShopFilters::shared_address); true for any other storefront path.
	 *
	 * @param array<int,array{0:string,1:string}> $pairs
	 */
	public static function shared( string $path, array $pairs ): bool {
		$category = self::path_category( $path );
		return false === $category || ShopFilters::shared_address( $category, $pairs );
	}

	/**
	 * The request's query as written: its pairs, decoded, in order.
	 *
	 * @return array<int,array{0:string,1:string}>
	 */
	public static function request_pairs(): array {
		// The raw query string: $_GET has lost the order, repeated names and how a name was written.
		$query = isset( $_SERVER['QUERY_STRING'] ) ? wp_unslash( $_SERVER['QUERY_STRING'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- parsed and read by Domain\ShopFilters' rules.
		return ShopFilters::query_pairs( is_string( $query ) ? $query : '' );
	}

	/**
	 * The list's category in the path (decoded; null for /sklep), false when $path is not a list.
	 *
	 * @return string|null|false
	 */
	private static function path_category( string $path ): string|null|false {
		if ( 'sklep' === $path ) {
			return null;
		}
		return preg_match( '#^sklep/category/([^/]+)$#', $path, $m ) ? rawurldecode( $m[1] ) : false;
	}
}
