<?php
/**
 * The whole catalogue into the search index: on activation (and a plugin update with a new schema), in
 * Action Scheduler batches of BATCH products run by the site's cron; at once with
 * `wp cosmetics search reindex` (a progress bar). Both load the Polish dictionary first (Lexicon).
 * Until the dictionary is loaded the shop's search stays WooCommerce's own.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search;

use CosmeticsStorefront\Storefront\ListingCache;
use CosmeticsStorefront\Platform\RecurringJob;

defined( 'ABSPATH' ) || exit;

final class Reindex {

	public const HOOK = 'cosmetics_storefront_search_reindex';

	public const BATCH = 200;

	/** Batches of a full reindex still to run; the search uses the index once none is left. */
	public const PENDING_OPTION = 'cosmetics_storefront_search_pending';

	/** Whether the index holds the whole catalogue (until then the search is WooCommerce's own). */
	public static function ready(): bool {
		return Lexicon::is_loaded() && 0 === (int) get_option( self::PENDING_OPTION, -1 );
	}

	public static function hooks(): void {
		add_action( self::HOOK, array( self::class, 'batch' ), 10, 2 );
		add_action( 'init', array( self::class, 'maybe_start' ), 20 );
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( \WP_CLI::class ) ) {
			\WP_CLI::add_command( 'cosmetics search reindex', array( self::class, 'cli' ) );
		}
	}

	/** @return int[] every published product's id, in id order */
	public static function all(): array {
		global $wpdb;
		return array_map( 'intval', (array) $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product' AND post_status = 'publish' ORDER BY ID" ) ); // phpcs:ignore WordPress.DB
	}

	/** A plugin version with another dictionary: the index is made again (admin and cron requests only). */
	public static function maybe_start(): void {
		if ( ( is_admin() || wp_doing_cron() ) && function_exists( 'WC' ) && Morphology::available() && ! Lexicon::is_loaded() ) {
			self::start();
		}
	}

	/** The index made afresh, in batches of the cron's (activation, a new dictionary). */
	public static function start(): void {
		Lexicon::ensure();
		$chunks = array_chunk( self::all(), self::BATCH );
		update_option( self::PENDING_OPTION, count( $chunks ), false );
		foreach ( $chunks as $chunk ) {
			self::schedule( $chunk, true );
		}
	}

	/**
	 * @param int[] $ids
	 * @param bool  $full one batch of a full reindex (counted down)
	 */
	public static function schedule( array $ids, bool $full = false ): void {
		foreach ( array_chunk( $ids, self::BATCH ) as $chunk ) {
			if ( function_exists( 'as_enqueue_async_action' ) ) {
				as_enqueue_async_action( self::HOOK, array( $chunk, $full ), RecurringJob::GROUP );
			} else {
				self::batch( $chunk, $full );
			}
		}
	}

	/**
	 * @internal action cosmetics_storefront_search_reindex
	 * @param mixed $ids
	 * @param mixed $full
	 */
	public static function batch( mixed $ids, mixed $full = false ): void {
		Lexicon::ensure();
		foreach ( (array) $ids as $id ) {
			SearchIndex::index( (int) $id );
		}
		ListingCache::bump(); // What was kept from the index before (the suggestions) is out of date.
		if ( $full ) {
			// One statement, so two batches finishing at once both count.
			global $wpdb;
			$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = GREATEST(0, CAST(option_value AS SIGNED) - 1) WHERE option_name = %s", self::PENDING_OPTION ) ); // phpcs:ignore WordPress.DB
			wp_cache_delete( self::PENDING_OPTION, 'options' );
			wp_cache_delete( 'notoptions', 'options' );
		}
	}

	/** Every product indexed now (the dev shop's set-up, tests). */
	public static function now(): int {
		Lexicon::ensure();
		$ids = self::all();
		array_map( array( SearchIndex::class, 'index' ), $ids );
		update_option( self::PENDING_OPTION, 0, false );
		ListingCache::bump();
		return count( $ids );
	}

	/**
	 * Indexes every product now: `wp cosmetics search reindex`.
	 *
	 * @param array<int,string> $args
	 */
	public static function cli( array $args = array() ): void {
		$loaded = Lexicon::ensure();
		if ( $loaded ) {
			\WP_CLI::log( sprintf( 'Słownik: wczytano %d słów.', $loaded ) );
		}
		global $wpdb;
		$wpdb->query( 'TRUNCATE TABLE ' . SearchIndex::table() ); // phpcs:ignore WordPress.DB
		$ids      = self::all();
		$progress = \WP_CLI\Utils\make_progress_bar( 'Indeksowanie produktów', count( $ids ) );
		foreach ( $ids as $id ) {
			SearchIndex::index( $id );
			$progress->tick();
		}
		$progress->finish();
		update_option( self::PENDING_OPTION, 0, false );
		\WP_CLI::success( sprintf( 'Zaindeksowano %d produktów.', count( $ids ) ) );
	}
}
