<?php
/**
 * The Polish dictionary's words with their flags (build/search/pl-words.txt.gz, see Morphology), in the
 * table `{prefix}cosmetics_search_lexicon`: Morphology asks it which candidate bases are words. Loaded
 * on activation and by `wp cosmetics search reindex` (about 300 000 rows, a few seconds), again when the
 * dictionary of a new plugin version differs; dropped on uninstall.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search;

use CosmeticsStorefront\Domain\TextFold;
use CosmeticsStorefront\Platform\PluginInfo;

defined( 'ABSPATH' ) || exit;

final class Lexicon {

	public const TABLE = 'cosmetics_search_lexicon';

	/** The loaded dictionary's fingerprint (its file's size and modification), to load a new one once. */
	public const VERSION_OPTION = 'cosmetics_storefront_search_lexicon';

	/** Rows per INSERT when loading. */
	private const BATCH = 2000;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	private static function file(): string {
		return PluginInfo::path( 'build/search/pl-words.txt.gz' );
	}

	/** Whether the table holds the dictionary this version of the plugin ships. */
	public static function is_loaded(): bool {
		return is_file( self::file() ) && get_option( self::VERSION_OPTION ) === self::fingerprint();
	}

	private static function fingerprint(): string {
		return filesize( self::file() ) . ':' . md5_file( self::file() );
	}

	/** Loads the dictionary into the table when it is not there yet; returns the words loaded (0: already). */
	public static function ensure(): int {
		if ( self::is_loaded() || ! is_file( self::file() ) || get_transient( 'cosmetics_storefront_lexicon_loading' ) ) {
			return 0;
		}
		set_transient( 'cosmetics_storefront_lexicon_loading', 1, 5 * MINUTE_IN_SECONDS ); // One request loads it.
		global $wpdb;
		$table = self::table();
		$wpdb->query( "TRUNCATE TABLE {$table}" ); // phpcs:ignore WordPress.DB -- the plugin's own table.
		$lines = gzfile( self::file() ) ?: array();
		$rows  = array();
		$count = 0;
		foreach ( $lines as $index => $line ) {
			$parts = explode( '/', rtrim( $line, "\r\n" ), 2 );
			if ( 0 === $index || '' === $parts[0] || mb_strlen( $parts[0] ) > 64 ) {
				continue; // The first line is the count.
			}
			$rows[] = $wpdb->prepare( '(%s,%s,%s)', $parts[0], TextFold::fold( $parts[0] ), $parts[1] ?? '' );
			if ( count( $rows ) >= self::BATCH ) {
				$count += self::insert( $rows );
				$rows   = array();
			}
		}
		$count += self::insert( $rows );
		update_option( self::VERSION_OPTION, self::fingerprint(), false );
		delete_transient( 'cosmetics_storefront_lexicon_loading' );
		return $count;
	}

	/** @param string[] $rows prepared "(word,folded,flags)" */
	private static function insert( array $rows ): int {
		if ( ! $rows ) {
			return 0;
		}
		global $wpdb;
		// A word listed twice (homonyms) has the flags of both.
		$wpdb->query( 'INSERT INTO ' . self::table() . ' (word, folded, flags) VALUES ' . implode( ',', $rows ) . ' ON DUPLICATE KEY UPDATE flags = CONCAT(flags, VALUES(flags))' ); // phpcs:ignore WordPress.DB -- values prepared above.
		return count( $rows );
	}

	/**
	 * The dictionary's words among $bases, with their flags: by their spelling, or ($folded) by their
	 * folded spelling (several words can fold alike: sól, sol).
	 *
	 * @param string[] $bases
	 * @return array<string,array<int,array{0:string,1:string}>> base => [ [ word, flags ], … ]
	 */
	public static function lookup( array $bases, bool $folded = false ): array {
		if ( ! $bases ) {
			return array();
		}
		global $wpdb;
		$column       = $folded ? 'folded' : 'word';
		$placeholders = implode( ',', array_fill( 0, count( $bases ), '%s' ) );
		$rows         = $wpdb->get_results( $wpdb->prepare( "SELECT {$column} AS base, word, flags FROM " . self::table() . " WHERE {$column} IN ({$placeholders})", $bases ), ARRAY_N ); // phpcs:ignore WordPress.DB -- the column is one of two names.
		$out          = array();
		foreach ( (array) $rows as $row ) {
			$out[ (string) $row[0] ][] = array( (string) $row[1], (string) $row[2] );
		}
		return $out;
	}
}
