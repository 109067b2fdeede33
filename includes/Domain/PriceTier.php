<?php
/**
 * The price tier rule (DESIGN.md deviation 2): professional prices belong to professional customers
 * whom staff approved; everyone else, guests included, pays the normal price. No WordPress here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class PriceTier {

	public const INDIVIDUAL   = 'individual';
	public const PROFESSIONAL = 'professional';

	/** @return string[] */
	public static function all(): array {
		return array( self::INDIVIDUAL, self::PROFESSIONAL );
	}

	public static function is_valid( mixed $tier ): bool {
		return in_array( $tier, self::all(), true );
	}

	/**
	 * The tier of an account from its client type and its approval flag (as stored: strings).
	 * Only the exact pair ('professional', '1') gives the professional tier.
	 */
	public static function resolve( mixed $client_type, mixed $approved ): string {
		return self::PROFESSIONAL === $client_type && '1' === (string) ( is_scalar( $approved ) ? $approved : '' )
			? self::PROFESSIONAL
			: self::INDIVIDUAL;
	}
}
