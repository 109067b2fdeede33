<?php
/**
 * HTTP caching headers of storefront pages and of the REST answers the storefront reads.
 *
 * A storefront page carries REST nonces (WordPress's, tied to the logged-in user or, for a guest with
 * a WooCommerce session, to that session; the Store API's), prices of the shopper's tier and, on the
 * account, order and password screens, nothing another visitor may see. So:
 * - a visitor with a per-visitor cookie (logged in, a WooCommerce session or cart) or on a private
 *   screen (/checkout, /profil, /zamowienie/…, /reset_hasla, whose address may hold a reset key):
 *   WordPress's no-cache headers (`Cache-Control: no-cache, must-revalidate, max-age=0, no-store,
 *   private`): no browser or proxy keeps it;
 * - a guest without such cookies: `Cache-Control: public, no-cache`: the same page for every such
 *   guest, which a cache may keep only to ask the shop again before each use (prices change); a list
 *   searched, narrowed by price or carrying any parameter but a category, sort or page (countless
 *   addresses: ShopAddress::shared) `private, no-cache` (the listing cache keeps none of them either);
 * - always `Vary: Cookie`: a shared cache never serves one visitor's page to another with other cookies.
 * A full page cache for guests (the several-servers set-up) reads these headers to know what it may do.
 *
 * REST answers of the Store API and of the plugin's routes that set no Cache-Control of their own
 * (the Store API's products and categories send `Last-Modified` and nothing else, so a browser may keep
 * them for a while by heuristics: a price changed in wp-admin would not be asked again) get
 * `Cache-Control: no-cache, private` (asked again before each use, never kept by a shared cache);
 * a logged-in user's get WordPress's no-cache headers already, and the cart's `no-store` stays.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Accounts\Auth\BearerAuthentication;

defined( 'ABSPATH' ) || exit;

final class CacheHeaders {

	/** What a guest's page without per-visitor cookies is sent with. */
	public const GUEST = 'public, no-cache';

	/**
	 * What a guest's list is sent with when its address is one shopper's (a search, a price range, a
	 * campaign's or another parameter: ShopAddress::shared): the same page for anyone asking that
	 * address, but countless addresses, which a shared cache would key without end (and evict the shop's
	 * own pages for): only the browser may keep it, asking again before each use.
	 */
	public const GUEST_OWN = 'private, no-cache';

	/** What a REST answer of the storefront's namespaces is sent with, unless it says otherwise. */
	public const REST = 'no-cache, private';

	/** Cookies that make a page a visitor's own (name prefixes). */
	private const VISITOR_COOKIES = array( 'wordpress_logged_in_', 'wp_woocommerce_session_', 'woocommerce_items_in_cart', 'woocommerce_cart_hash', 'wordpress_sec_', 'wp-postpass_' );

	public static function hooks(): void {
		// After Router::serve_404 (priority 0) has made an unknown path the storefront page.
		add_action( 'template_redirect', array( self::class, 'send' ), 1 );
		add_filter( 'rest_post_dispatch', array( self::class, 'rest' ), 10, 3 );
	}

	/** @internal action template_redirect */
	public static function send(): void {
		if ( headers_sent() || ! Assets::page_has_storefront() ) {
			return;
		}
		if ( AddToCartForm::answered() ) {
			header( 'X-Robots-Tag: noindex' ); // One shopper's answer, not a page of the shop.
		}
		if ( self::is_private( is_user_logged_in(), array_keys( $_COOKIE ), Router::current_path() ) || AddToCartForm::answered() ) {
			nocache_headers();
		} elseif ( ! ShopAddress::shared( Router::current_path(), ShopAddress::request_pairs() ) ) {
			header( 'Cache-Control: ' . self::GUEST_OWN );
		} else {
			header( 'Cache-Control: ' . self::GUEST );
		}
		header( 'Vary: Cookie', false );
	}

	/**
	 * Whether the page must be kept by nobody: a logged-in user, a cookie of a visitor's own, a
	 * private screen.
	 *
	 * @param string[] $cookie_names
	 */
	public static function is_private( bool $logged_in, array $cookie_names, string $path ): bool {
		if ( $logged_in || in_array( trim( $path, '/' ), Router::PRIVATE_PATHS, true ) || str_starts_with( trim( $path, '/' ), 'zamowienie/' ) ) {
			return true;
		}
		foreach ( $cookie_names as $name ) {
			foreach ( self::VISITOR_COOKIES as $prefix ) {
				if ( str_starts_with( (string) $name, $prefix ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * @internal filter rest_post_dispatch
	 * @param mixed $response
	 * @param mixed $server
	 * @param mixed $request
	 * @return mixed
	 */
	public static function rest( mixed $response, mixed $server, mixed $request ): mixed {
		if ( ! $response instanceof \WP_HTTP_Response || ! $request instanceof \WP_REST_Request ) {
			return $response;
		}
		$headers = array_change_key_case( $response->get_headers(), CASE_LOWER );
		// The storefront's routes are those a storefront token opens. WordPress sends its no-cache headers
		// to a logged-in user before the answer's: ours would replace them.
		if ( isset( $headers['cache-control'] ) || ! BearerAuthentication::opens( $request->get_route() ) || apply_filters( 'rest_send_nocache_headers', is_user_logged_in() ) ) {
			return $response;
		}
		$response->header( 'Cache-Control', self::REST );
		return $response;
	}
}
