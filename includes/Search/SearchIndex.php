<?php
/**
 * The shop's search index: each product's words by field, each with the lemmas the Polish dictionary
 * gives it (Morphology over Lexicon), folded (TextFold). A product's rows are written again whenever the
 * product is saved (SearchSync) and removed with it; `term` is what a search matches a query word's
 * lemmas against, `form` the word as the product has it (an exact form ranks first, typos match forms).
 *
 *   term       a lemma of the word, folded ("krem"); or the word itself, folded, when the dictionary does
 *              not know it (brands, INCI names, codes)
 *   form       the word, folded ("kremu")
 *   field      where it stands: FIELDS (name, brand, category, code, INCI list, short description, description)
 *
 * Words of five letters and more are also kept by their one-letter deletions (table
 * cosmetics_search_typos, SymSpell's way): a query word with one typo shares a deletion with them.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search;

use CosmeticsStorefront\Domain\TextFold;
use CosmeticsStorefront\Catalogue\ProductSafety\Brands;
use CosmeticsStorefront\Catalogue\ProductSafety\SafetyFields;

defined( 'ABSPATH' ) || exit;

final class SearchIndex {

	public const TABLE = 'cosmetics_search_index';

	public const TYPOS = 'cosmetics_search_typos';

	/** Field => weight in the ranking: a match in the name beats brand and category, which beat the texts. */
	public const FIELDS = array(
		'name'        => array( 1, 10 ),
		'brand'       => array( 2, 6 ),
		'category'    => array( 3, 6 ),
		'code'        => array( 4, 10 ),
		'ingredients' => array( 5, 3 ),
		'short'       => array( 6, 2 ),
		'description' => array( 7, 1 ),
	);

	/** Words this long or longer are found with one typo. */
	public const TYPO_LENGTH = 5;

	public static function table( string $which = self::TABLE ): string {
		global $wpdb;
		return $wpdb->prefix . $which;
	}

	/**
	 * The product's words by field (a variable product's variations' codes with its own).
	 *
	 * @return array<string,string[]> field => words (lower case)
	 */
	public static function words_of( \WC_Product $product ): array {
		$terms = static function ( string $taxonomy ) use ( $product ): string {
			$names = wp_get_post_terms( $product->get_id(), $taxonomy, array( 'fields' => 'names' ) );
			return is_array( $names ) ? implode( ' ', $names ) : '';
		};
		$codes = array( $product->get_sku(), (string) ( method_exists( $product, 'get_global_unique_id' ) ? $product->get_global_unique_id() : '' ) );
		foreach ( $product->get_children() as $child_id ) {
			$child = wc_get_product( $child_id );
			if ( $child ) {
				$codes[] = $child->get_sku();
				$codes[] = method_exists( $child, 'get_global_unique_id' ) ? (string) $child->get_global_unique_id() : '';
			}
		}
		$texts = array(
			'name'        => $product->get_name(),
			'brand'       => taxonomy_exists( Brands::TAXONOMY ) ? $terms( Brands::TAXONOMY ) : '',
			'category'    => $terms( 'product_cat' ),
			'code'        => implode( ' ', array_filter( $codes ) ),
			'ingredients' => (string) $product->get_meta( SafetyFields::product_key( null, SafetyFields::INGREDIENTS ) ),
			'short'       => $product->get_short_description(),
			'description' => $product->get_description(),
		);
		$out = array();
		foreach ( $texts as $field => $text ) {
			$text          = html_entity_decode( wp_strip_all_tags( strip_shortcodes( $text ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			$out[ $field ] = array_values( array_unique( 'code' === $field ? preg_split( '/\s+/', mb_strtolower( trim( $text ) ) ) : TextFold::words( $text ) ) );
		}
		return array_map( static fn( array $words ): array => array_values( array_filter( $words, static fn( $w ) => '' !== $w && mb_strlen( $w ) <= 64 ) ), $out );
	}

	/** Writes the product's rows afresh (none for a product that is not published). */
	public static function index( int $product_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'product_id' => $product_id ), array( '%d' ) );
		$product = wc_get_product( $product_id );
		if ( ! $product || 'publish' !== $product->get_status() || $product->is_type( 'variation' ) ) {
			return;
		}
		$fields = self::words_of( $product );
		$all    = array_values( array_unique( array_merge( ...array_values( $fields ) ) ) );
		$lemmas = Morphology::lemmas_of( $all, array( Lexicon::class, 'lookup' ) );
		$rows   = array();
		$forms  = array();
		foreach ( $fields as $field => $words ) {
			$number = self::FIELDS[ $field ][0];
			foreach ( $words as $word ) {
				$form           = TextFold::fold( $word );
				$forms[ $form ] = true;
				$terms          = array( $form => true );
				foreach ( $lemmas[ $word ] ?? array() as $lemma ) {
					$terms[ TextFold::fold( $lemma ) ] = true;
				}
				foreach ( array_keys( $terms ) as $term ) {
					$rows[] = $wpdb->prepare( '(%s,%d,%d,%s)', (string) $term, $product_id, $number, $form );
				}
			}
		}
		foreach ( array_chunk( array_values( array_unique( $rows ) ), 500 ) as $chunk ) {
			$wpdb->query( 'INSERT IGNORE INTO ' . self::table() . ' (term, product_id, field, form) VALUES ' . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB -- values prepared above.
		}
		self::remember_for_typos( array_map( 'strval', array_keys( $forms ) ) );
	}

	public static function remove( int $product_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'product_id' => $product_id ), array( '%d' ) );
	}

	/** @param string[] $forms folded words of the index */
	private static function remember_for_typos( array $forms ): void {
		global $wpdb;
		$rows = array();
		foreach ( $forms as $form ) {
			if ( mb_strlen( $form ) < self::TYPO_LENGTH || preg_match( '/^\d+$/', $form ) ) {
				continue;
			}
			foreach ( self::deletions( $form ) as $deletion ) {
				$rows[] = $wpdb->prepare( '(%s,%s)', $deletion, $form );
			}
		}
		foreach ( array_chunk( $rows, 500 ) as $chunk ) {
			$wpdb->query( 'INSERT IGNORE INTO ' . self::table( self::TYPOS ) . ' (deletion, word) VALUES ' . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB -- values prepared above.
		}
	}

	/** @return string[] the word with each one of its letters left out */
	public static function deletions( string $word ): array {
		$letters = mb_str_split( $word );
		$out     = array();
		foreach ( array_keys( $letters ) as $i ) {
			$out[] = implode( '', array_slice( $letters, 0, $i ) ) . implode( '', array_slice( $letters, $i + 1 ) );
		}
		return array_values( array_unique( $out ) );
	}
}
