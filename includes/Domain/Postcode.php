<?php
/**
 * A Polish postcode, XX-XXX (spec accounts-pages-errors section 5). Mirrored in
 * src/domain/validation.ts (postcodeError); both read src/domain/test/postcode-cases.json. Other
 * countries' postcodes are WooCommerce's to check (WC_Validation::is_postcode). No WordPress here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class Postcode {

	public const REQUIRED  = 'Kod pocztowy jest wymagany';
	public const PL_FORMAT = 'Nieprawidłowy format kodu pocztowego (XX-XXX)';

	/** The message for a Polish postcode ('' when valid). */
	public static function pl_error( string $postcode ): string {
		$postcode = trim( $postcode );
		if ( '' === $postcode ) {
			return self::REQUIRED;
		}
		return preg_match( '/^[0-9]{2}-[0-9]{3}$/D', $postcode ) ? '' : self::PL_FORMAT;
	}
}
