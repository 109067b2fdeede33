<?php
/**
 * The preloaded catalogue answers of a storefront page (the shop's and a category's pages of 50, the
 * category list, a product page's product and variations: Store API answers printed into the page by
 * Preload) are kept between requests, so /sklep and a product page cost what / costs. Computed once per catalogue state, price tier and (with taxes
 * on) the shopper's tax location, and stored as a transient: the object cache when the site has a
 * persistent one, the options table otherwise.
 *
 * Invalidation is a version key: every entry's name holds the catalogue version, and any change that
 * can alter what the Store API lists bumps it (the old entries are never read again and expire). A
 * change is, through WordPress's and WooCommerce's own hooks:
 * - a product or variation saved through WooCommerce (edit screen, quick/bulk edit, REST, imports,
 *   WooCommerce's scheduled-sale job, stock kept in sync after an order) or through WordPress
 *   (wp_insert_post / wp_update_post: status, trash, restore, delete);
 * - a stock change written directly (wc_update_product_stock while an order reduces or restores
 *   stock, for products and variations);
 * - any meta of a product or variation (prices, the professional prices and their sale calendar,
 *   stock, visibility, safety data) and of an attachment (a photo's alt text or sizes);
 * - a term created, edited or deleted, a product's terms set, term meta (categories, brands,
 *   visibility terms, attributes);
 * - WooCommerce's settings that change prices or stock display, and tax rates;
 * - the catch-up of the professional sale calendar and WooCommerce's scheduled sales.
 * Time changes prices too: an entry never outlives the next start or end of a WooCommerce sale or a
 * professional sale (their dates are read when a price is read), nor MAX_AGE.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Pricing\CustomerTier;
use CosmeticsStorefront\Pricing\ProfessionalSaleCalendar;

defined( 'ABSPATH' ) || exit;

final class ListingCache {

	/** The catalogue version (autoloaded: read on every storefront page without a query). */
	public const OPTION_VERSION = 'cosmetics_storefront_catalogue_version';

	/** Transient names: this, then a hash of the version, path, tier and tax location. */
	public const PREFIX = 'cosmetics_storefront_listing_';

	/** The longest an entry lives (seconds), whatever happens. */
	public const MAX_AGE = HOUR_IN_SECONDS;

	/** Post types whose writes change the catalogue. */
	private const POST_TYPES = array( 'product', 'product_variation', 'attachment' );

	/** Meta that changes on every edit-screen heartbeat and never in a Store API answer. */
	private const QUIET_META = array( '_edit_lock', '_edit_last', '_wp_old_slug', '_wp_old_date' );

	/** WooCommerce settings (name prefixes) that change prices, stock or what is listed. */
	private const OPTIONS = array(
		'woocommerce_currency',
		'woocommerce_price_',
		'woocommerce_prices_include_tax',
		'woocommerce_tax_',
		'woocommerce_calc_taxes',
		'woocommerce_default_country',
		'woocommerce_default_customer_address',
		'woocommerce_hide_out_of_stock_items',
		'woocommerce_manage_stock',
		'woocommerce_stock_format',
		'woocommerce_notify_no_stock_amount',
		'woocommerce_thumbnail_',
		'woocommerce_single_image_width',
		'woocommerce_shop_page_id',
	);

	public static function hooks(): void {
		$bump = array( self::class, 'changed' );
		add_action( 'woocommerce_after_product_object_save', $bump );
		foreach ( array( 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock', 'woocommerce_product_set_stock_status', 'woocommerce_variation_set_stock_status', 'woocommerce_reduce_order_stock', 'woocommerce_restore_order_stock', 'woocommerce_scheduled_sales', 'woocommerce_tax_rate_added', 'woocommerce_tax_rate_updated', 'woocommerce_tax_rate_deleted', 'cosmetics_storefront_pro_sales_caught_up' ) as $action ) {
			add_action( $action, $bump );
		}
		foreach ( array( 'clean_post_cache', 'deleted_post', 'trashed_post', 'untrashed_post' ) as $action ) {
			add_action( $action, array( self::class, 'post_changed' ), 10, 2 );
		}
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $action ) {
			add_action( $action, array( self::class, 'post_meta_changed' ), 10, 3 );
		}
		foreach ( array( 'created_term', 'edited_term', 'delete_term' ) as $action ) {
			add_action( $action, array( self::class, 'term_changed' ), 10, 3 );
		}
		add_action( 'set_object_terms', array( self::class, 'object_terms_changed' ), 10, 4 );
		foreach ( array( 'added_term_meta', 'updated_term_meta', 'deleted_term_meta' ) as $action ) {
			add_action( $action, array( self::class, 'term_meta_changed' ), 10, 3 );
		}
		add_action( 'updated_option', array( self::class, 'option_changed' ) );
		add_action( 'added_option', array( self::class, 'option_changed' ) );
	}

	/**
	 * The answers of $paths (rest_preload_api_request's shape, by path), from the cache when this
	 * catalogue state has them, else computed (and stored when every path answered).
	 *
	 * @param string[] $paths
	 * @return array<string,mixed>
	 */
	public static function answers( array $paths ): array {
		if ( ! $paths ) {
			return array();
		}
		// Read before computing: a change during the computation bumps past this version.
		$key    = self::key( $paths );
		$cached = get_transient( $key );
		if ( is_array( $cached ) && isset( $cached['answers'] ) && is_array( $cached['answers'] ) && (int) ( $cached['until'] ?? 0 ) > time() ) {
			return $cached['answers'];
		}
		$answers = array_reduce( $paths, 'rest_preload_api_request', array() );
		if ( count( $answers ) === count( $paths ) ) {
			$until = self::expires( time() );
			set_transient(
				$key,
				array(
					'until'   => $until,
					'answers' => $answers,
				),
				max( 1, $until - time() )
			);
		}
		return $answers;
	}

	/**
	 * What $compute returns for $name in this catalogue state: stored under the catalogue version until
	 * it changes (or MAX_AGE passes), for what every page computes from products, their photos and
	 * categories without a REST answer (the home cards' photos). Not for prices: those end with sale
	 * dates and tiers (answers() keeps them).
	 *
	 * @template T of array
	 * @param callable():T         $compute
	 * @param null|callable(T):bool $keep Whether a computed value is worth keeping (default: every one).
	 * @return T
	 */
	public static function remember( string $name, callable $compute, ?callable $keep = null ): array {
		$key    = self::PREFIX . md5( self::version() . "\n" . $name );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$value = $compute();
		if ( null === $keep || $keep( $value ) ) {
			set_transient( $key, $value, self::MAX_AGE );
		}
		return $value;
	}

	/**
	 * Whether the answer at this REST path is one this cache keeps: a catalogue list (the shop's and a
	 * category's pages, also sorted, the category list; not a search nor a price range), and a published product with its variations
	 * (the product page's preload: the Store API's product answer was most of that page's server time).
	 * A product that is not published is never kept: staff previewing a draft would otherwise leave it
	 * for guests, whose own request the Store API refuses.
	 */
	public static function caches( string $path ): bool {
		if ( str_starts_with( $path, '/wc/store/v1/products/categories?' ) ) {
			return true;
		}
		if ( 1 === preg_match( '#^/wc/store/v1/products/([0-9]+)$#', $path, $product ) ) {
			return self::published( (int) $product[1] );
		}
		if ( ! str_starts_with( $path, '/wc/store/v1/products?' ) ) {
			return false;
		}
		parse_str( (string) wp_parse_url( $path, PHP_URL_QUERY ), $query );
		// A search or a price range is the shopper's own question, of which there are countless (a crawler
		// or a script could fill the options table with them); a sorted list is one of three per list.
		if ( isset( $query['search'] ) || isset( $query['min_price'] ) || isset( $query['max_price'] ) ) {
			return false;
		}
		if ( isset( $query['parent'] ) || isset( $query['type'] ) ) {
			// A variable product's variations, as its page asks for them.
			return 'variation' === ( $query['type'] ?? null ) && is_string( $query['parent'] ?? null ) && ctype_digit( $query['parent'] ) && self::published( (int) $query['parent'] );
		}
		return true;
	}

	private static function published( int $product_id ): bool {
		return $product_id > 0 && 'product' === get_post_type( $product_id ) && 'publish' === get_post_status( $product_id );
	}

	/** The catalogue version entries are stored under. */
	public static function version(): string {
		$version = get_option( self::OPTION_VERSION );
		if ( ! is_string( $version ) || '' === $version ) {
			$version = self::bump();
		}
		return $version;
	}

	/** A new catalogue version: every stored entry is out of date. */
	public static function bump(): string {
		$version = str_replace( '.', '', uniqid( '', true ) );
		update_option( self::OPTION_VERSION, $version, true );
		return $version;
	}

	/**
	 * Something in the catalogue changed: a new version at once, on every write (a save writes many
	 * meta; a page computed between two of them must not outlive the last one).
	 *
	 * @internal action
	 */
	public static function changed(): void {
		self::bump();
	}

	/**
	 * @internal action clean_post_cache, deleted_post, trashed_post, untrashed_post
	 * @param mixed $post
	 */
	public static function post_changed( mixed $post_id, mixed $post = null ): void {
		$type = $post instanceof \WP_Post ? $post->post_type : get_post_type( (int) $post_id );
		if ( in_array( $type, self::POST_TYPES, true ) ) {
			self::changed();
		}
	}

	/**
	 * @internal action added/updated/deleted_post_meta
	 * @param mixed $meta_ids
	 */
	public static function post_meta_changed( mixed $meta_ids, mixed $object_id, mixed $meta_key ): void {
		if ( in_array( $meta_key, self::QUIET_META, true ) ) {
			return;
		}
		if ( in_array( get_post_type( (int) $object_id ), self::POST_TYPES, true ) ) {
			self::changed();
		}
	}

	/** @internal action created_term, edited_term, delete_term */
	public static function term_changed( mixed $term_id, mixed $tt_id = null, mixed $taxonomy = '' ): void {
		if ( self::product_taxonomy( (string) $taxonomy ) ) {
			self::changed();
		}
	}

	/**
	 * @internal action set_object_terms
	 * @param mixed $terms
	 */
	public static function object_terms_changed( mixed $object_id, mixed $terms, mixed $tt_ids, mixed $taxonomy ): void {
		if ( self::product_taxonomy( (string) $taxonomy ) || in_array( get_post_type( (int) $object_id ), self::POST_TYPES, true ) ) {
			self::changed();
		}
	}

	/**
	 * @internal action added/updated/deleted_term_meta
	 * @param mixed $meta_ids
	 */
	public static function term_meta_changed( mixed $meta_ids, mixed $term_id, mixed $meta_key ): void {
		$term = get_term( (int) $term_id );
		if ( $term instanceof \WP_Term && self::product_taxonomy( $term->taxonomy ) ) {
			self::changed();
		}
	}

	/** @internal action updated_option, added_option */
	public static function option_changed( mixed $option ): void {
		$option = (string) $option;
		foreach ( self::OPTIONS as $prefix ) {
			if ( str_starts_with( $option, $prefix ) ) {
				self::changed();
				return;
			}
		}
	}

	/**
	 * When an entry computed at $now stops being right on its own: the next start or end of a sale
	 * (WooCommerce's sale dates of any product or variation; the professional sale calendar's next
	 * moment), at the latest MAX_AGE later.
	 */
	public static function expires( int $now ): int {
		global $wpdb;
		$until = $now + self::MAX_AGE;
		$pro   = (int) get_option( ProfessionalSaleCalendar::OPTION_NEXT, 0 );
		if ( $pro > $now ) {
			$until = min( $until, $pro );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one indexed query per computed entry, never per page.
		$next = (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT MIN( CAST( meta_value AS UNSIGNED ) ) FROM {$wpdb->postmeta}
				WHERE meta_key IN ( '_sale_price_dates_from', '_sale_price_dates_to' ) AND meta_value <> '' AND CAST( meta_value AS UNSIGNED ) > %d",
				$now
			)
		);
		if ( $next > $now ) {
			$until = min( $until, $next );
		}
		return $until;
	}

	/**
	 * @param string[] $paths
	 */
	private static function key( array $paths ): string {
		$tax = '';
		if ( function_exists( 'wc_tax_enabled' ) && wc_tax_enabled() && function_exists( 'WC' ) && WC()->customer instanceof \WC_Customer ) {
			$tax = implode( '|', WC()->customer->get_taxable_address() );
		}
		return self::PREFIX . md5( self::version() . "\n" . CustomerTier::current() . "\n" . $tax . "\n" . implode( "\n", $paths ) );
	}

	private static function product_taxonomy( string $taxonomy ): bool {
		if ( '' === $taxonomy ) {
			return false;
		}
		$object = get_taxonomy( $taxonomy );
		return $object instanceof \WP_Taxonomy && array() !== array_intersect( (array) $object->object_type, array( 'product', 'product_variation' ) );
	}
}
