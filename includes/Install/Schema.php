<?php
/**
 * The plugin's own tables. Bump VERSION whenever a definition changes: dbDelta applies the difference.
 * A bump also runs Installer's data steps on update (5: the professional sale calendar and lookup; 6: the
 * search's dictionary and index).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Install;

defined( 'ABSPATH' ) || exit;

final class Schema {

	public const VERSION = 6;

	public const VERSION_OPTION = 'cosmetics_storefront_schema_version';

	/**
	 * Table names without the site prefix.
	 *
	 * @return string[]
	 */
	public static function tables(): array {
		return array( 'cosmetics_price_history', 'cosmetics_price_lookup', 'cosmetics_rate_limits', 'cosmetics_lockers', 'cosmetics_search_lexicon', 'cosmetics_search_index', 'cosmetics_search_typos', 'cosmetics_search_log' );
	}

	/** Creates or updates every table and records the schema version. */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';

		$charset = $wpdb->get_charset_collate();
		$prefix  = $wpdb->prefix;

		// Price history: one row per price change of a product or variation (Omnibus, DESIGN.md deviation 6).
		dbDelta(
			"CREATE TABLE {$prefix}cosmetics_price_history (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				product_id bigint(20) unsigned NOT NULL,
				tier varchar(20) NOT NULL DEFAULT 'individual',
				regular_price decimal(19,4) DEFAULT NULL,
				sale_price decimal(19,4) DEFAULT NULL,
				effective_price decimal(19,4) NOT NULL,
				recorded_at datetime NOT NULL,
				PRIMARY KEY  (id),
				KEY product_tier_time (product_id,tier,recorded_at)
			) {$charset};"
		);

		// The professional tier's current price range per product (Pricing\ProfessionalPriceLookup), for
		// filtering and sorting the professional listing with an index.
		dbDelta(
			"CREATE TABLE {$prefix}cosmetics_price_lookup (
				product_id bigint(20) unsigned NOT NULL,
				min_price decimal(19,4) DEFAULT NULL,
				max_price decimal(19,4) DEFAULT NULL,
				PRIMARY KEY  (product_id),
				KEY min_price (min_price),
				KEY max_price (max_price)
			) {$charset};"
		);

		// Rate-limit counters (Platform\RateLimiter): one row per bucket (hashed, so no e-mail or IP in it),
		// counted with one atomic statement so parallel requests cannot lose a hit.
		dbDelta(
			"CREATE TABLE {$prefix}cosmetics_rate_limits (
				bucket char(32) NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				window_ends bigint(20) unsigned NOT NULL,
				PRIMARY KEY  (bucket),
				KEY window_ends (window_ends)
			) {$charset};"
		);

		// InPost's parcel lockers (Shipping\LockerStore): each import writes a generation of its own and
		// publishes it when complete. search_text holds code, city, postcodes and street, folded, for the
		// picker's search.
		dbDelta(
			"CREATE TABLE {$prefix}cosmetics_lockers (
				generation int(10) unsigned NOT NULL,
				code varchar(40) NOT NULL,
				line1 varchar(255) NOT NULL DEFAULT '',
				line2 varchar(255) NOT NULL DEFAULT '',
				city varchar(100) NOT NULL DEFAULT '',
				postcode varchar(10) NOT NULL DEFAULT '',
				latitude decimal(9,6) NOT NULL,
				longitude decimal(9,6) NOT NULL,
				description varchar(500) NOT NULL DEFAULT '',
				opening_hours varchar(100) NOT NULL DEFAULT '',
				search_text varchar(600) NOT NULL DEFAULT '',
				PRIMARY KEY  (generation,code),
				KEY generation_city (generation,city)
			) {$charset};"
		);

		// The search (includes/Search): the Polish dictionary's words (Lexicon), each product's words by
		// field with their lemmas (SearchIndex), the index's longer words by their one-letter deletions for
		// typos (SearchIndex), and the searches made per day, counts only (SearchLog). Words compare as
		// bytes (utf8mb4_bin): "sól" and "sol" are two words, folding is the plugin's.
		$word = 'varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL';
		dbDelta(
			"CREATE TABLE {$prefix}cosmetics_search_lexicon (
				word {$word},
				folded {$word},
				flags varchar(100) NOT NULL DEFAULT '',
				PRIMARY KEY  (word),
				KEY folded (folded)
			) {$charset};"
		);
		dbDelta(
			"CREATE TABLE {$prefix}cosmetics_search_index (
				term {$word},
				product_id bigint(20) unsigned NOT NULL,
				field tinyint(3) unsigned NOT NULL,
				form {$word},
				PRIMARY KEY  (term,product_id,field,form),
				KEY form (form),
				KEY product_id (product_id)
			) {$charset};"
		);
		dbDelta(
			"CREATE TABLE {$prefix}cosmetics_search_typos (
				deletion {$word},
				word {$word},
				PRIMARY KEY  (deletion,word)
			) {$charset};"
		);
		dbDelta(
			"CREATE TABLE {$prefix}cosmetics_search_log (
				day date NOT NULL,
				query varchar(100) NOT NULL,
				searches int(10) unsigned NOT NULL DEFAULT 0,
				results int(10) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (day,query),
				KEY day_results (day,results)
			) {$charset};"
		);

		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	public static function is_current(): bool {
		return (int) get_option( self::VERSION_OPTION, 0 ) === self::VERSION;
	}

	/** Drops every table of the plugin (uninstall only). */
	public static function drop(): void {
		global $wpdb;
		foreach ( self::tables() as $table ) {
			$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( $wpdb->prefix . $table ) . '`' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- identifier, not a value.
		}
		delete_option( self::VERSION_OPTION );
	}
}
