<?php
/**
 * The answer to anyone who asks for professional prices without being an approved professional.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing\Rest;

use CosmeticsStorefront\Pricing\CustomerTier;

defined( 'ABSPATH' ) || exit;

final class ProfessionalOnly {

	/** @return true|\WP_Error 403 unless the current user is an approved professional. */
	public static function check(): bool|\WP_Error {
		if ( CustomerTier::is_professional() ) {
			return true;
		}
		return new \WP_Error(
			'cosmetics_professional_only',
			__( 'Ceny profesjonalne są dostępne tylko dla zatwierdzonych klientów profesjonalnych.', 'cosmetics-storefront' ),
			array( 'status' => 403 )
		);
	}
}
