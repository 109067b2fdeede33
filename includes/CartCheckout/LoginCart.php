<?php
/**
 * The storefront's login (JWT, Accounts\Rest\TokenRoute) brings the device's guest cart into the
 * customer's account cart, as WooCommerce does on a cookie login:
 *
 * - a cookie login runs `wp_login`, where WooCommerce (wc_user_logged_in) sets the user meta
 *   `_woocommerce_load_saved_cart_after_login`; TokenRoute runs `wp_login` too;
 * - WooCommerce's cookie session handler then moves the guest session to the user's session
 *   (WC_Session_Handler::init_session_cookie → migrate_guest_session_to_user_session: the guest's data
 *   saved under the user id, the guest row deleted by save_data( $guest_id ), then the action
 *   `woocommerce_guest_session_to_user_id`); its Store API session handler for a Cart-Token has no such
 *   step and keeps using the guest's session for the logged-in customer. So the guest session the
 *   device's Cart-Token names is moved here, at the login, through WooCommerce's own session handler
 *   (this subclass only sets the two ids it keeps protected), and the login answers with the Cart-Token of
 *   the customer's session, which the app keeps from then on;
 * - the customer's next cart load (WC_Cart_Session::get_cart_from_session) sees the flag and merges the
 *   account's saved cart with the moved one (array_merge: the saved lines, then the guest's; a line of
 *   the same product and options is the guest's), saves it in the session and in the saved cart. Every
 *   device of the customer then reads one session, the user id's.
 *
 * A Cart-Token naming a registered customer's session (not a guest's, `t_…`) is never moved: it is only
 * replaced by the logged-in customer's own.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use Automattic\WooCommerce\StoreApi\SessionHandler;

defined( 'ABSPATH' ) || exit;

final class LoginCart extends \WC_Session_Handler {

	/**
	 * After $user logged in with the storefront: the guest session the device's Cart-Token ($cart_token,
	 * '' for none) names becomes $user's session. Returns the Cart-Token of $user's session for the
	 * device to use from now on, or null when the device sent none (its next Store API request, with the
	 * JWT alone, is WooCommerce's cookie session handler's, which moves a guest cookie session itself).
	 */
	public static function logged_in( \WP_User $user, string $cart_token ): ?string {
		$owner = CartToken::customer( $cart_token );
		if ( '' === $owner ) {
			return null;
		}
		if ( str_starts_with( $owner, 't_' ) ) {
			self::move_guest_session( $owner, $user->ID );
		}
		return CartToken::for_customer( (string) $user->ID );
	}

	/** The guest session $guest_id becomes the session of $user_id (when it holds a cart). */
	private static function move_guest_session( string $guest_id, int $user_id ): void {
		// Read as the Store API reads a Cart-Token's session (from the table; the cookie handler's object
		// cache does not see the Store API's writes).
		$data = ( new SessionHandler() )->get_session( $guest_id, array() );
		if ( ! is_array( $data ) || empty( maybe_unserialize( $data['cart'] ?? '' ) ) ) {
			return; // Nothing to bring: the customer's session stays as it is.
		}
		$previous = get_current_user_id();
		wp_set_current_user( $user_id ); // A logged-in customer's session: has_session() and its lifetime.
		try {
			$session = new self();
			$session->set_session_expiration();
			$session->_customer_id = (string) $user_id;
			$session->_data        = $data;
			$session->_dirty       = true;
			$session->save_data( $guest_id );
			/** This action is documented in WooCommerce's includes/class-wc-session-handler.php. */
			do_action( 'woocommerce_guest_session_to_user_id', $guest_id, (string) $user_id );
		} finally {
			wp_set_current_user( $previous );
		}
	}
}
