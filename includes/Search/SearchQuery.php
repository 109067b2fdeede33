<?php
/**
 * A shopper's query against the index: its words (without the little words that carry nothing: "z",
 * "do", "i"…), each with what it can match — the word itself (folded), its lemmas (with and without
 * Polish letters: "swiecy" → świeca), and for a word of five letters and more that matches nothing else,
 * the index's words one typo away ("lakeir" → lakier) — and the SQL that finds the products with every
 * word (AND) and their score:
 *
 *   per word: the best of field weight (SearchIndex::FIELDS) × match (exact form 3, inflected 2, typo 1)
 *   product: the sum over the words.
 *
 * A query whose every word a product has in none of its forms, with no product for all its words,
 * can be asked for the products with the most of them (partial()).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search;

use CosmeticsStorefront\Domain\TextFold;

defined( 'ABSPATH' ) || exit;

final class SearchQuery {

	/** Words a query can leave out: prepositions and conjunctions every description has. */
	public const LITTLE_WORDS = array( 'a', 'i', 'o', 'u', 'w', 'we', 'z', 'ze', 'do', 'na', 'dla', 'od', 'oraz', 'lub', 'albo', 'the', 'and', 'of' );

	public const EXACT     = 3;
	public const INFLECTED = 2;
	public const TYPO      = 1;

	/** @var array<int,array{word:string,form:string,terms:string[],typos:string[],prefix:bool}> */
	public array $words = array();

	/** The query with each typo replaced by the word it was taken for ('' when none was): "Czy chodziło Ci o". */
	public string $corrected = '';

	/**
	 * @param string $text   what the shopper typed
	 * @param bool   $typing suggestions as the shopper types: the last word, unless a space follows it,
	 *                       is the beginning of a word (two letters and more)
	 */
	public function __construct( public string $text, bool $typing = false ) {
		$words = array_values( array_unique( TextFold::words( $text ) ) );
		$words = array_values( array_filter( $words, static fn( string $w ): bool => ! in_array( TextFold::fold( $w ), self::LITTLE_WORDS, true ) ) );
		$words = array_slice( $words, 0, 8 );
		// While typing, a last word of one letter is not a word yet.
		if ( $typing && $words && ! preg_match( '/\s$/u', $text ) && mb_strlen( (string) end( $words ) ) < 2 ) {
			array_pop( $words );
		}
		if ( ! $words ) {
			return;
		}
		$exact  = Morphology::lemmas_of( $words, array( Lexicon::class, 'lookup' ) );
		$forms  = array_map( array( TextFold::class, 'fold' ), $words );
		$folded = Morphology::lemmas_of( array_values( array_unique( $forms ) ), static fn( array $bases ): array => Lexicon::lookup( $bases, true ), true );
		// Staff's synonyms (one word each), with their own lemmas.
		$synonyms = array();
		foreach ( $words as $i => $word ) {
			$synonyms[ $i ] = array_values( array_filter( Synonyms::of( $word, array_merge( $exact[ $word ] ?? array(), $folded[ $forms[ $i ] ] ?? array() ) ), static fn( string $s ): bool => ! str_contains( $s, ' ' ) ) );
		}
		$all_synonyms = array_values( array_unique( array_merge( array(), ...$synonyms ) ) );
		$synonym_lemmas = $all_synonyms ? Morphology::lemmas_of( $all_synonyms, array( Lexicon::class, 'lookup' ) ) : array();
		foreach ( $words as $i => $word ) {
			$terms = array( $forms[ $i ] => true );
			foreach ( array_merge( $exact[ $word ] ?? array(), $folded[ $forms[ $i ] ] ?? array() ) as $lemma ) {
				$terms[ TextFold::fold( $lemma ) ] = true;
			}
			foreach ( $synonyms[ $i ] as $synonym ) {
				foreach ( array_merge( array( $synonym ), $synonym_lemmas[ $synonym ] ?? array() ) as $lemma ) {
					$terms[ TextFold::fold( $lemma ) ] = true;
				}
			}
			$this->words[] = array(
				'word'   => $word,
				'form'   => $forms[ $i ],
				'terms'  => array_map( 'strval', array_keys( $terms ) ),
				'typos'  => array(),
				'prefix' => $typing && count( $words ) - 1 === $i && ! preg_match( '/\s$/u', $text ) && mb_strlen( $forms[ $i ] ) >= 2,
			);
		}
		$this->add_typos();
	}

	public function is_empty(): bool {
		return ! $this->words;
	}

	/**
	 * For each word of five letters or more the index has under none of its terms (while typing, the last
	 * word only when no word begins with it): the index's words one typo away.
	 */
	private function add_typos(): void {
		global $wpdb;
		$corrected = array();
		$changed   = false;
		foreach ( $this->words as $i => $word ) {
			$corrected[ $i ] = $word['word'];
			if ( mb_strlen( $word['form'] ) < SearchIndex::TYPO_LENGTH || $this->known( $word['terms'] ) || ( $word['prefix'] && $this->begins_a_word( $word['form'] ) ) ) {
				continue;
			}
			$keys         = array_merge( array( $word['form'] ), SearchIndex::deletions( $word['form'] ) );
			$placeholders = implode( ',', array_fill( 0, count( $keys ), '%s' ) );
			$near         = $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT word FROM ' . SearchIndex::table( SearchIndex::TYPOS ) . " WHERE deletion IN ({$placeholders}) OR word = %s", array_merge( $keys, array( $word['form'] ) ) ) ); // phpcs:ignore WordPress.DB
			$near         = array_values( array_filter( array_map( 'strval', (array) $near ), fn( string $w ): bool => 1 === self::distance( $word['form'], $w ) ) );
			$this->words[ $i ]['typos'] = $near;
			if ( $near ) {
				$corrected[ $i ] = $near[0];
				$changed         = true;
			}
		}
		$this->corrected = $changed ? implode( ' ', $corrected ) : '';
	}

	/** Whether a word of the index begins with $form (while typing, a word on its way, not a typo). */
	private function begins_a_word( string $form ): bool {
		global $wpdb;
		return null !== $wpdb->get_var( $wpdb->prepare( 'SELECT 1 FROM ' . SearchIndex::table() . ' WHERE form LIKE %s LIMIT 1', $wpdb->esc_like( $form ) . '%' ) ); // phpcs:ignore WordPress.DB
	}

	/** @param string[] $terms */
	private function known( array $terms ): bool {
		global $wpdb;
		$placeholders = implode( ',', array_fill( 0, count( $terms ), '%s' ) );
		return null !== $wpdb->get_var( $wpdb->prepare( 'SELECT 1 FROM ' . SearchIndex::table() . " WHERE term IN ({$placeholders}) LIMIT 1", $terms ) ); // phpcs:ignore WordPress.DB
	}

	/** The optimal string alignment distance of two words (a swap of two letters is one typo). */
	public static function distance( string $a, string $b ): int {
		$x = mb_str_split( $a );
		$y = mb_str_split( $b );
		$n = count( $x );
		$m = count( $y );
		if ( abs( $n - $m ) > 1 ) {
			return 2;
		}
		$d = array();
		for ( $i = 0; $i <= $n; $i++ ) {
			$d[ $i ][0] = $i;
		}
		for ( $j = 0; $j <= $m; $j++ ) {
			$d[0][ $j ] = $j;
		}
		for ( $i = 1; $i <= $n; $i++ ) {
			for ( $j = 1; $j <= $m; $j++ ) {
				$cost         = $x[ $i - 1 ] === $y[ $j - 1 ] ? 0 : 1;
				$d[ $i ][ $j ] = min( $d[ $i - 1 ][ $j ] + 1, $d[ $i ][ $j - 1 ] + 1, $d[ $i - 1 ][ $j - 1 ] + $cost );
				if ( $i > 1 && $j > 1 && $x[ $i - 1 ] === $y[ $j - 2 ] && $x[ $i - 2 ] === $y[ $j - 1 ] ) {
					$d[ $i ][ $j ] = min( $d[ $i ][ $j ], $d[ $i - 2 ][ $j - 2 ] + 1 );
				}
			}
		}
		return $d[ $n ][ $m ];
	}

	/**
	 * The SQL of the products that have every word, with their score: `SELECT product_id, score …`.
	 * With $some, the products with at least one word, scored first by how many they have.
	 */
	public function sql( bool $some = false ): string {
		global $wpdb;
		$table  = SearchIndex::table();
		$weight = 'CASE field';
		foreach ( SearchIndex::FIELDS as $field ) {
			$weight .= sprintf( ' WHEN %d THEN %d', $field[0], $field[1] );
		}
		$weight .= ' ELSE 1 END';
		$parts   = array();
		foreach ( $this->words as $i => $word ) {
			$terms   = implode( ',', array_map( static fn( string $t ): string => $wpdb->prepare( '%s', $t ), $word['terms'] ) );
			$typos   = $word['typos'] ? implode( ',', array_map( static fn( string $t ): string => $wpdb->prepare( '%s', $t ), $word['typos'] ) ) : "''";
			$match   = $wpdb->prepare( 'CASE WHEN form = %s THEN %d', $word['form'], self::EXACT ) . " WHEN term IN ({$terms}) THEN " . self::INFLECTED . ' ELSE ' . self::TYPO . ' END';
			$begins  = $word['prefix'] ? $wpdb->prepare( ' OR form LIKE %s', $wpdb->esc_like( $word['form'] ) . '%' ) : '';
			$parts[] = "SELECT product_id, {$i} AS w, MAX(({$weight}) * ({$match})) AS best FROM {$table} WHERE term IN ({$terms}) OR form IN ({$typos}){$begins} GROUP BY product_id";
		}
		$count = count( $this->words );
		$score = $some ? 'COUNT(*) * 1000 + SUM(best)' : 'SUM(best)';
		$must  = $some ? '' : " HAVING COUNT(*) = {$count}";
		return "SELECT product_id, {$score} AS score FROM (" . implode( ' UNION ALL ', $parts ) . ") AS cs_words GROUP BY product_id{$must}";
	}
}
