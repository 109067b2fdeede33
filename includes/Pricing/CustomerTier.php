<?php
/**
 * The price tier of a shopper, decided on the server (DESIGN.md deviation 2) from the account's user
 * meta; the rule itself is Domain\PriceTier.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

use CosmeticsStorefront\Domain\PriceTier;

defined( 'ABSPATH' ) || exit;

final class CustomerTier {

	public const CLIENT_TYPE_META = 'cosmetics_client_type';
	public const APPROVED_META    = 'cosmetics_professional_approved';

	/** The tier of the current user ('individual' for guests). */
	public static function current(): string {
		return self::for_user( get_current_user_id() );
	}

	public static function for_user( int $user_id ): string {
		if ( $user_id <= 0 ) {
			return PriceTier::INDIVIDUAL;
		}
		return PriceTier::resolve(
			get_user_meta( $user_id, self::CLIENT_TYPE_META, true ),
			get_user_meta( $user_id, self::APPROVED_META, true )
		);
	}

	public static function is_professional(): bool {
		return PriceTier::PROFESSIONAL === self::current();
	}
}
