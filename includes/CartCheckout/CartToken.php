<?php
/**
 * WooCommerce's Store API Cart-Token: the token of a customer's session (as its cart routes send it)
 * and the customer a token names (checked against the secret WooCommerce signs it with). The server's
 * add-to-cart form hands the app its cart with it; a login brings the device's guest cart along
 * (LoginCart).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use Automattic\WooCommerce\StoreApi\Utilities\CartTokenUtils;
use Automattic\WooCommerce\StoreApi\Utilities\JsonWebToken;

defined( 'ABSPATH' ) || exit;

final class CartToken {

	/** The Cart-Token WooCommerce's Store API gives the session of $customer_id (null for none). */
	public static function for_customer( string $customer_id ): ?string {
		if ( '' === $customer_id ) {
			return null;
		}
		return class_exists( CartTokenUtils::class )
			? CartTokenUtils::get_cart_token( $customer_id )
			// WooCommerce before 10.x: the same token its cart routes send (AbstractCartRoute::get_cart_token).
			: JsonWebToken::create(
				array(
					'user_id' => $customer_id,
					'exp'     => time() + (int) apply_filters( 'wc_session_expiration', DAY_IN_SECONDS * 2 ),
					'iss'     => 'store-api',
				),
				self::secret()
			);
	}

	/** The customer id of the session a Cart-Token WooCommerce signed names ('' for none, or a token it did not sign). */
	public static function customer( string $token ): string {
		if ( '' === $token || strlen( $token ) > 2048 || ! JsonWebToken::validate( $token, self::secret() ) ) {
			return '';
		}
		$customer_id = JsonWebToken::get_parts( $token )->payload->user_id ?? '';
		return is_string( $customer_id ) || is_int( $customer_id ) ? (string) $customer_id : '';
	}

	/** The secret WooCommerce's Store API signs its Cart-Tokens with (its get_cart_token_secret). */
	public static function secret(): string {
		return '@' . wp_salt();
	}
}
