<?php
/**
 * A number with its Polish noun form: "1 produkt", "2 produkty" (2–4, except 12–14), "5 produktów".
 * No WordPress here; the storefront's is count() in src/domain/searchSuggest.ts, both tested with
 * src/domain/test/count-cases.json.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class PolishCount {

	/** "$n $one" for 1, "$n $few" for 2–4 (22–24, …; not 12–14), "$n $many" otherwise. */
	public static function of( int $n, string $one, string $few, string $many ): string {
		if ( 1 === $n ) {
			return $n . ' ' . $one;
		}
		$units = $n % 10;
		$tens  = $n % 100;
		return $n . ' ' . ( $units >= 2 && $units <= 4 && ( $tens < 12 || $tens > 14 ) ? $few : $many );
	}
}
