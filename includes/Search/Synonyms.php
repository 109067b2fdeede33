<?php
/**
 * Words staff say mean the same (option `cosmetics_storefront_search_synonyms`, one group a line:
 * "szminka = pomadka", "maseczka = maska = maseczki"): a query word of a group matches what the other
 * words of its group match, in any of their forms. They take effect with the next search (the index
 * does not change).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search;

use CosmeticsStorefront\Domain\TextFold;

defined( 'ABSPATH' ) || exit;

final class Synonyms {

	public const OPTION = 'cosmetics_storefront_search_synonyms';

	/** @return array<int,string[]> the groups, each a list of words (lower case) */
	public static function groups(): array {
		return self::parse( (string) get_option( self::OPTION, '' ) );
	}

	/** @return array<int,string[]> */
	public static function parse( string $text ): array {
		$groups = array();
		foreach ( preg_split( '/\R/u', $text ) ?: array() as $line ) {
			$words = array_values( array_unique( array_filter( array_map( static fn( string $w ): string => implode( ' ', TextFold::words( $w ) ), explode( '=', $line ) ) ) ) );
			if ( count( $words ) >= 2 ) {
				$groups[] = array_slice( $words, 0, 20 );
			}
		}
		return array_slice( $groups, 0, 500 );
	}

	/** The option written back as staff typed it, cleaned: one group a line, " = " between words. */
	public static function sanitize( mixed $text ): string {
		return implode( "\n", array_map( static fn( array $g ): string => implode( ' = ', $g ), self::parse( is_string( $text ) ? $text : '' ) ) );
	}

	/**
	 * The other words of every group $word (lower case) is in, by its lemmas too: "szminki" finds the
	 * group of "szminka".
	 *
	 * @param string[] $lemmas the word's lemmas
	 * @return string[]
	 */
	public static function of( string $word, array $lemmas ): array {
		$keys = array_map( array( TextFold::class, 'fold' ), array_merge( array( $word ), $lemmas ) );
		$out  = array();
		foreach ( self::groups() as $group ) {
			$folded = array_map( array( TextFold::class, 'fold' ), $group );
			if ( array_intersect( $keys, $folded ) ) {
				$out = array_merge( $out, array_diff( $group, array( $word ) ) );
			}
		}
		return array_values( array_unique( $out ) );
	}
}
