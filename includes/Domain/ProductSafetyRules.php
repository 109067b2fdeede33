<?php
/**
 * Product safety information (GPSR, Regulation (EU) 2023/988 Art. 19; Cosmetics Regulation 1223/2009):
 * which party a product shows (its own data or its brand's) and what a published product still lacks.
 * No WordPress here.
 *
 * A party (manufacturer, EU responsible person) is an array of the PARTY_FIELDS, each a trimmed
 * string ('' = not given). A product's own party replaces its brand's as a whole when any of its
 * fields is filled: two companies' data are never mixed (a product's e-mail under its brand's name).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class ProductSafetyRules {

	/** The fields of a party, in the order staff fill them in. */
	public const PARTY_FIELDS = array( 'name', 'address', 'country', 'email', 'url' );

	/**
	 * The party to show: the product's own when it has any field, else the brand's; null when neither has one.
	 *
	 * @param array<string,string> $own
	 * @param array<string,string> $inherited
	 * @return array<string,string>|null
	 */
	public static function pick_party( array $own, array $inherited ): ?array {
		if ( self::has_any( $own ) ) {
			return self::normalise( $own );
		}
		return self::has_any( $inherited ) ? self::normalise( $inherited ) : null;
	}

	/** @param array<string,mixed> $party */
	public static function has_any( array $party ): bool {
		foreach ( self::PARTY_FIELDS as $field ) {
			if ( '' !== trim( (string) ( $party[ $field ] ?? '' ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * GPSR Art. 19(a): a name, a postal address and an electronic address (e-mail or contact page).
	 *
	 * @param array<string,string>|null $party
	 */
	public static function party_complete( ?array $party ): bool {
		return null !== $party
			&& '' !== ( $party['name'] ?? '' )
			&& '' !== ( $party['address'] ?? '' )
			&& ( '' !== ( $party['email'] ?? '' ) || '' !== ( $party['url'] ?? '' ) );
	}

	/**
	 * A manufacturer whose country is known and outside the EU needs an EU responsible person. An
	 * unknown country asks for nothing (nothing is assumed about it).
	 *
	 * @param array<string,string>|null $manufacturer
	 * @param string[]                  $eu_countries ISO 3166-1 alpha-2 codes.
	 */
	public static function needs_responsible_person( ?array $manufacturer, array $eu_countries ): bool {
		$country = strtoupper( (string) ( $manufacturer['country'] ?? '' ) );
		return '' !== $country && ! in_array( $country, $eu_countries, true );
	}

	/**
	 * What a product lacks, as Polish words for the staff's warnings (empty = complete).
	 *
	 * @param array<string,string>|null $manufacturer
	 * @param array<string,string>|null $responsible
	 * @param string[]                  $eu_countries
	 * @return string[]
	 */
	public static function missing( ?array $manufacturer, ?array $responsible, string $warnings, array $eu_countries ): array {
		$missing = array();
		if ( null === $manufacturer ) {
			$missing[] = 'producent';
		} else {
			foreach ( self::party_gaps( $manufacturer ) as $gap ) {
				$missing[] = 'producent: ' . $gap;
			}
		}
		if ( self::needs_responsible_person( $manufacturer, $eu_countries ) ) {
			if ( null === $responsible ) {
				$missing[] = 'osoba odpowiedzialna w UE (producent spoza UE)';
			} else {
				foreach ( self::party_gaps( $responsible ) as $gap ) {
					$missing[] = 'osoba odpowiedzialna w UE: ' . $gap;
				}
			}
		}
		if ( '' === trim( $warnings ) ) {
			$missing[] = 'ostrzeżenia i środki ostrożności';
		}
		return $missing;
	}

	/**
	 * @param array<string,string> $party
	 * @return string[]
	 */
	private static function party_gaps( array $party ): array {
		$gaps = array();
		if ( '' === ( $party['name'] ?? '' ) ) {
			$gaps[] = 'nazwa';
		}
		if ( '' === ( $party['address'] ?? '' ) ) {
			$gaps[] = 'adres pocztowy';
		}
		if ( '' === ( $party['email'] ?? '' ) && '' === ( $party['url'] ?? '' ) ) {
			$gaps[] = 'e-mail lub strona kontaktowa';
		}
		return $gaps;
	}

	/**
	 * @param array<string,mixed> $party
	 * @return array<string,string>
	 */
	private static function normalise( array $party ): array {
		$out = array();
		foreach ( self::PARTY_FIELDS as $field ) {
			$out[ $field ] = trim( (string) ( $party[ $field ] ?? '' ) );
		}
		return $out;
	}
}
