<?php
/**
 * Which dictionary words a Polish word form is a form of: "kremu" → krem, "paznokci" → paznokieć,
 * "wody" → woda, "perfumowane" → perfumować, "sole" → sól. Hunspell's suffix analysis over the Polish
 * Hunspell dictionary (sjp.pl's, from the npm package dictionary-pl, built into build/search/ by
 * scripts/build/search-data.mjs): for every ending the form has, each suffix rule that makes that
 * ending gives a base (the form without the ending, plus what the rule took off the base); a base is a
 * lemma when the dictionary lists it with the rule's flag and it ends as the rule's condition says.
 *
 * Why a dictionary and not a stemmer: a stemmer cuts endings by rules of thumb and gets the Polish
 * alternations wrong (paznokieć/paznokci, sól/soli, woda/wodzie); the dictionary knows each word's
 * paradigm, is kept up to date by sjp.pl, and is the one LibreOffice and Firefox spell-check Polish with.
 *
 * A word typed without Polish letters ("swiecy") is analysed the same way with the rules folded
 * (TextFold) and the dictionary's words looked up by their folded spelling: świeca.
 *
 * The dictionary's words live in a table (Lexicon); this class only needs a look-up of candidate bases.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search;

use CosmeticsStorefront\Platform\PluginInfo;

defined( 'ABSPATH' ) || exit;

final class Morphology {

	/** Endings longer than this are not tried (the dictionary's longest suffix rule is shorter). */
	private const LONGEST_ENDING = 12;

	/** @var array{exact:array<string,array<int,array{0:string,1:string,2:string}>>,folded:array<string,array<int,array{0:string,1:string,2:string}>>}|null */
	private static ?array $suffixes = null;

	/**
	 * @param bool $folded the rules for words without Polish letters
	 * @return array<string,array<int,array{0:string,1:string,2:string}>> ending => [ flag, base's end, condition ]
	 */
	public static function suffixes( bool $folded = false ): array {
		if ( null === self::$suffixes ) {
			$file           = PluginInfo::path( 'build/search/pl-suffixes.php' );
			$rules          = is_file( $file ) ? (array) require $file : array();
			self::$suffixes = array(
				'exact'  => (array) ( $rules['exact'] ?? array() ),
				'folded' => (array) ( $rules['folded'] ?? array() ),
			);
		}
		return self::$suffixes[ $folded ? 'folded' : 'exact' ];
	}

	/** Whether the dictionary's rules are built (npm run build). */
	public static function available(): bool {
		return array() !== self::suffixes();
	}

	/**
	 * The bases the lower-case $word can be a form of, each with what the dictionary must say of it.
	 *
	 * @return array<string,array<int,array{0:string,1:string}>> base => [ [ flag, condition ], … ]
	 */
	public static function candidates( string $word, bool $folded = false ): array {
		$suffixes = self::suffixes( $folded );
		$length   = mb_strlen( $word );
		$out      = array();
		for ( $cut = 0; $cut < min( self::LONGEST_ENDING, $length ); $cut++ ) {
			$ending = 0 === $cut ? '' : mb_substr( $word, -$cut );
			foreach ( $suffixes[ $ending ] ?? array() as $rule ) {
				$out[ mb_substr( $word, 0, $length - $cut ) . $rule[1] ][] = array( $rule[0], $rule[2] );
			}
		}
		return $out;
	}

	/**
	 * The lemmas of the lower-case $words: the dictionary words each is a form of (itself when listed).
	 *
	 * @param string[]                                               $words
	 * @param callable(string[]):array<string,array<int,array{0:string,1:string}>> $lookup the dictionary's words
	 *        among the bases given: base => [ [ word, flags ], … ] (a folded base can be several words)
	 * @param bool                                                   $folded the words are folded (no Polish letters)
	 * @return array<string,string[]> word => its lemmas
	 */
	public static function lemmas_of( array $words, callable $lookup, bool $folded = false ): array {
		$candidates = array();
		foreach ( $words as $word ) {
			$candidates[ $word ] = self::candidates( $word, $folded );
		}
		$bases = array_merge( $words, ...array_map( 'array_keys', array_values( $candidates ) ) );
		$known = $bases ? $lookup( array_values( array_unique( $bases ) ) ) : array();
		$out   = array();
		foreach ( $words as $word ) {
			$lemmas = array();
			foreach ( $known[ $word ] ?? array() as $entry ) {
				$lemmas[ $entry[0] ] = true;
			}
			foreach ( $candidates[ $word ] as $base => $rules ) {
				foreach ( $known[ $base ] ?? array() as list( $listed, $flags ) ) {
					foreach ( $rules as $rule ) {
						if ( str_contains( $flags, $rule[0] ) && ( '' === $rule[1] || 1 === preg_match( '/' . $rule[1] . '$/u', $listed ) ) ) {
							$lemmas[ $listed ] = true;
							break;
						}
					}
				}
			}
			$out[ $word ] = array_map( 'strval', array_keys( $lemmas ) );
		}
		return $out;
	}
}
