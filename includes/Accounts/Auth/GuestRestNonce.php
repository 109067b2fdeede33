<?php
/**
 * A guest's stale REST nonce is no reason to refuse the guest.
 *
 * A full page cache (or a CDN) serves a guest page for a while; a page cached yesterday carries a
 * `wp_rest` nonce WordPress no longer accepts (nonces live 12–24 h). WordPress's cookie check refuses a
 * request with an invalid nonce with 403 `rest_cookie_invalid_nonce` even when no login cookie
 * authenticated anyone, and a guest cannot get a fresh nonce (admin-ajax's `rest-nonce` is for
 * logged-in users only): every storefront call of that page would fail. The nonce protects a login
 * cookie from cross-site use; with no cookie login there is nothing to protect, so such a request goes
 * on as what it is, a guest's — exactly as WordPress treats a guest's request without a nonce. A
 * request a login cookie authenticates still needs a valid nonce.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Auth;

defined( 'ABSPATH' ) || exit;

final class GuestRestNonce {

	public static function hooks(): void {
		// After WordPress's rest_cookie_check_errors (priority 100).
		add_filter( 'rest_authentication_errors', array( self::class, 'forgive' ), 101 );
	}

	/**
	 * @internal filter rest_authentication_errors
	 * @param \WP_Error|null|true $result
	 * @return \WP_Error|null|true
	 */
	public static function forgive( $result ) {
		if ( ! is_wp_error( $result ) || 'rest_cookie_invalid_nonce' !== $result->get_error_code() || true === ( $GLOBALS['wp_rest_auth_cookie'] ?? null ) ) {
			return $result;
		}
		wp_set_current_user( 0 );
		return true;
	}
}
