<?php
/**
 * A shop customer as the account routes see one: client type, approval, e-mail verification, company
 * data, and the user record answered after login.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts;

use CosmeticsStorefront\Domain\PriceTier;
use CosmeticsStorefront\Pricing\CustomerTier;

defined( 'ABSPATH' ) || exit;

final class Customer {

	public const VERIFIED_META = 'cosmetics_email_verified';

	/** When staff took the professional status back (a timestamp). */
	public const REVOKED_META = 'cosmetics_professional_revoked_at';

	public static function hooks(): void {
		add_action( 'profile_update', array( self::class, 'unverify_on_email_change' ), 10, 2 );
	}

	/**
	 * A verified flag proves one mailbox: a new address is unproved wherever it was set (wp-admin,
	 * WooCommerce's My Account, wp_update_user()), else an account moved to someone else's address would
	 * pass as its owner's (a company enquiry's approval keeps a verified account's password). No code is
	 * sent here: the storefront's profile route sends one itself, elsewhere the next storefront login asks.
	 *
	 * @internal action profile_update
	 * @param mixed $user_id
	 * @param mixed $old_user the user as it was before the update.
	 */
	public static function unverify_on_email_change( $user_id, $old_user ): void {
		$user = get_userdata( (int) $user_id );
		if ( $user && $old_user instanceof \WP_User && 0 !== strcasecmp( (string) $old_user->user_email, (string) $user->user_email ) ) {
			self::set_verified( $user->ID, false );
		}
	}

	/**
	 * Accounts registered through the storefront start with '0' until the address is confirmed;
	 * accounts from before the plugin, or created by staff, carry no mark and count as verified.
	 */
	public static function is_verified( int $user_id ): bool {
		return '0' !== (string) get_user_meta( $user_id, self::VERIFIED_META, true );
	}

	public static function set_verified( int $user_id, bool $verified ): void {
		update_user_meta( $user_id, self::VERIFIED_META, $verified ? '1' : '0' );
		if ( $verified ) {
			delete_user_meta( $user_id, VerificationCodes::META );
		}
	}

	/**
	 * When the pending password-reset (set-password) link of $user was issued, or null when there is
	 * none: WordPress keeps one key per user, "issued:hash" in user_activation_key, and clears it when
	 * a password is set.
	 */
	public static function reset_link_issued_at( \WP_User $user ): ?int {
		$key = (string) $user->user_activation_key;
		if ( ! preg_match( '/^(\d+):/', $key, $m ) ) {
			return null;
		}
		return (int) $m[1];
	}

	/** When a reset link issued at $issued_at stops working (WordPress's password_reset_expiration, 24 h). */
	public static function reset_link_expires_at( int $issued_at ): int {
		return $issued_at + (int) apply_filters( 'password_reset_expiration', DAY_IN_SECONDS ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own filter.
	}

	/**
	 * Takes the professional status back (staff, on the user's profile): from now on the account is
	 * priced and logs in as an individual customer (the approval flag is '0'; client type and company
	 * data stay, as a record of the company). Every storefront token is revoked and every WordPress
	 * session ended, so no browser goes on showing or using the professional account. Returns false
	 * when the account was not an approved professional.
	 */
	public static function revoke_professional( int $user_id ): bool {
		if ( PriceTier::PROFESSIONAL !== CustomerTier::for_user( $user_id ) ) {
			return false;
		}
		update_user_meta( $user_id, CustomerTier::APPROVED_META, '0' );
		update_user_meta( $user_id, self::REVOKED_META, time() );
		\CosmeticsStorefront\Accounts\Auth\Jwt::revoke( $user_id );
		\WP_Session_Tokens::get_instance( $user_id )->destroy_all();
		return true;
	}

	/** When staff took the professional status back, or null. */
	public static function professional_revoked_at( int $user_id ): ?int {
		$at = (int) get_user_meta( $user_id, self::REVOKED_META, true );
		return $at > 0 ? $at : null;
	}

	/** 'professional' for approved professionals (the server's price tier), else 'individual'. */
	public static function client_type( int $user_id ): string {
		return CustomerTier::for_user( $user_id );
	}

	/**
	 * Spec section 6: a professional logs in only with a billing company that is non-empty and not
	 * 'nie' (case-insensitive); DESIGN deviation 2: and only when staff approved the account.
	 */
	public static function may_log_in_as_professional( int $user_id ): bool {
		$company = trim( (string) get_user_meta( $user_id, 'billing_company', true ) );
		return PriceTier::PROFESSIONAL === self::client_type( $user_id ) && '' !== $company && 'nie' !== mb_strtolower( $company );
	}

	/** The user by e-mail (case-insensitive, as WordPress stores it) or login. */
	public static function find( string $login ): ?\WP_User {
		$login = trim( $login );
		if ( '' === $login ) {
			return null;
		}
		$user = is_email( $login ) ? get_user_by( 'email', $login ) : false;
		if ( ! $user ) {
			$user = get_user_by( 'login', $login );
		}
		return $user instanceof \WP_User ? $user : null;
	}

	/**
	 * The key of the per-account rate-limit buckets (failed logins, current-password checks, cooldowns
	 * of mailed links) for a user, or for what a shopper typed as login or e-mail. WordPress finds an
	 * account behind many spellings of one login (get_user_by strips tags and percent-encoded octets
	 * through sanitize_user, and the database ignores case), so a key on the text as typed gives every
	 * spelling a budget of its own: the key is the account's id when the text names one, else the text
	 * normalised the way those look-ups read it, so that probes of an unknown login count alike too.
	 */
	public static function limit_key( \WP_User|string $who ): string {
		$user = $who instanceof \WP_User ? $who : self::find( $who );
		if ( $user ) {
			return 'u' . $user->ID;
		}
		// find() reads any text, an e-mail address too, as a login through sanitize_user at last.
		return 't' . mb_strtolower( sanitize_user( trim( $who ) ) );
	}

	/**
	 * The auth data of spec section 3 plus the stored user record's fields.
	 *
	 * @return array<string,mixed>
	 */
	public static function auth_data( \WP_User $user, string $token ): array {
		return array(
			'token'             => $token,
			'user_email'        => $user->user_email,
			'user_display_name' => $user->display_name,
			'user_nicename'     => $user->user_nicename,
			'user_id'           => $user->ID,
			'id'                => $user->ID,
			'first_name'        => (string) $user->first_name,
			'last_name'         => (string) $user->last_name,
			'clientType'        => self::client_type( $user->ID ),
			'emailVerified'     => self::is_verified( $user->ID ),
		);
	}
}
