<?php
/**
 * Works with Yoast SEO. Yoast prints its own head on every page: for the storefront
 * page (the home page) it would describe that WordPress page at every storefront address, next to the
 * head Head prints. With Yoast active, the storefront's values go through Yoast's own filters instead,
 * so a storefront address has exactly one <title>, one canonical, one description, one set of Open Graph
 * and Twitter tags, and one robots tag, all the storefront's (PageHead):
 *
 * - Yoast prints the title, description, canonical, robots and og:/twitter: tags, with our values
 *   (wpseo_title, wpseo_metadesc, wpseo_canonical, wpseo_robots_array, wpseo_opengraph_*, wpseo_og_locale,
 *   wpseo_add_opengraph_images, wpseo_twitter_card_type); Head prints only what Yoast has no tag for
 *   (product:price:*, product:availability) and the JSON-LD.
 * - Structured data: the storefront's JSON-LD carries Product, BreadcrumbList, Organization and WebSite.
 *   Yoast's graph is switched off on storefront addresses (wpseo_json_ld_output): it describes the
 *   storefront page as a WebPage whose url is the home page's at every address, and its own
 *   BreadcrumbList and SearchAction (/?s=) would contradict ours. Elsewhere (posts, other pages) Yoast's
 *   graph stays as it is.
 * - The tags describing the WordPress page rather than the address (article times and author, Slack's
 *   "written by", rel prev/next) are left out there.
 * - Yoast's XML sitemap lists what the shop lists (Listing, the same rules as the core sitemap:
 *   Sitemaps) at the storefront's addresses: /sklep/product/{id} (products hidden from the catalogue or
 *   password-protected left out) and /sklep/category/{slug} (categories without a listed product left
 *   out: wpseo_exclude_from_sitemap_by_term_ids), a page at a storefront screen's address as its
 *   canonical (wpseo_xml_sitemap_post_url, wpseo_sitemap_entry, wpseo_sitemap_post_type_archive_link);
 *   WooCommerce's cart, checkout and account pages (a redirect or a shopper's own page), its shop page
 *   (/sklep, listed once as the products' archive) and the storefront's private screens are not
 *   (wpseo_exclude_from_sitemap_by_post_ids); nor are authors (wpseo_sitemap_exclude_author) and the
 *   product tags and brands, whose pages are the theme's (wpseo_sitemap_exclude_taxonomy).
 *
 * Hooked only when Yoast SEO is loaded (WPSEO_VERSION, checked on plugins_loaded: Yoast loads after this
 * plugin).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Seo;

use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Yoast {

	/** Yoast's presenters that describe the WordPress page, not the storefront address. */
	private const PAGE_PRESENTERS = array(
		'Open_Graph\\Article_Publisher',
		'Open_Graph\\Article_Author',
		'Open_Graph\\Article_Published_Time',
		'Open_Graph\\Article_Modified_Time',
		'Meta_Author',
		'Twitter\\Creator',
		'Slack\\Enhanced_Data',
		'Rel_Prev',
		'Rel_Next',
	);

	/** @var array<string,array{0:string,1:int,2:int}> filter => method, priority, accepted args */
	private const FILTERS = array(
		'wpseo_title'                            => array( 'title', 20, 1 ),
		'wpseo_metadesc'                         => array( 'description', 20, 1 ),
		'wpseo_canonical'                        => array( 'canonical', 20, 1 ),
		'wpseo_robots_array'                     => array( 'robots', 20, 1 ),
		'wpseo_opengraph_title'                  => array( 'og_title', 20, 1 ),
		'wpseo_opengraph_desc'                   => array( 'og_description', 20, 1 ),
		'wpseo_opengraph_url'                    => array( 'og_url', 20, 1 ),
		'wpseo_opengraph_type'                   => array( 'og_type', 20, 1 ),
		'wpseo_opengraph_site_name'              => array( 'og_site_name', 20, 1 ),
		'wpseo_og_locale'                        => array( 'og_locale', 20, 1 ),
		'wpseo_add_opengraph_images'             => array( 'og_images', 20, 1 ),
		'wpseo_twitter_card_type'                => array( 'twitter_card', 20, 1 ),
		'wpseo_json_ld_output'                   => array( 'json_ld_output', 20, 1 ),
		'wpseo_frontend_presenter_classes'       => array( 'presenters', 20, 1 ),
		'wpseo_xml_sitemap_post_url'             => array( 'sitemap_post_url', 20, 2 ),
		'wpseo_sitemap_entry'                    => array( 'sitemap_entry', 20, 3 ),
		'wpseo_sitemap_post_type_archive_link'   => array( 'sitemap_archive_link', 20, 2 ),
		'wpseo_exclude_from_sitemap_by_post_ids' => array( 'sitemap_excluded_pages', 20, 1 ),
		'wpseo_exclude_from_sitemap_by_term_ids' => array( 'sitemap_excluded_terms', 20, 1 ),
		'wpseo_sitemap_exclude_taxonomy'         => array( 'sitemap_exclude_taxonomy', 20, 2 ),
		'wpseo_sitemap_exclude_author'           => array( 'sitemap_authors', 20, 1 ),
	);

	private static bool $registered = false;

	public static function hooks(): void {
		add_action( 'plugins_loaded', array( self::class, 'maybe_register' ), 20 );
	}

	/** @internal action plugins_loaded */
	public static function maybe_register(): void {
		if ( defined( 'WPSEO_VERSION' ) ) {
			self::register();
		}
	}

	/** Hands the storefront's head to Yoast (tests call it without Yoast, and unregister() after). */
	public static function register(): void {
		foreach ( self::FILTERS as $filter => list( $method, $priority, $args ) ) {
			add_filter( $filter, array( self::class, $method ), $priority, $args );
		}
		self::$registered = true;
	}

	public static function unregister(): void {
		foreach ( self::FILTERS as $filter => list( $method, $priority ) ) {
			remove_filter( $filter, array( self::class, $method ), $priority );
		}
		self::$registered = false;
	}

	/** Does Yoast print the head's title, description, canonical and og:/twitter: tags (Head leaves them)? */
	public static function prints_head(): bool {
		return self::$registered;
	}

	/** Head prints a tag of PageHead::$open_graph itself only when Yoast has none for it. */
	public static function prints_tag( string $property ): bool {
		return self::$registered && ( str_starts_with( $property, 'og:' ) || str_starts_with( $property, 'twitter:' ) );
	}

	/** @internal filter wpseo_title */
	public static function title( mixed $title ): mixed {
		$head = Head::current();
		return $head ? $head->title : $title;
	}

	/** @internal filter wpseo_metadesc: '' prints none (order pages, the 404 screen). */
	public static function description( mixed $description ): mixed {
		$head = Head::current();
		return $head ? $head->description : $description;
	}

	/** @internal filter wpseo_canonical: '' prints none (private screens, the 404 screen). */
	public static function canonical( mixed $canonical ): mixed {
		$head = Head::current();
		return $head ? $head->canonical : $canonical;
	}

	/**
	 * @internal filter wpseo_robots_array: a search result, a shopper's own screen and the 404 screen are
	 * "noindex, follow" (Yoast merges this into wp_robots after Head::robots).
	 */
	public static function robots( mixed $robots ): mixed {
		$head = Head::current();
		if ( ! $head || $head->indexable ) {
			return $robots;
		}
		return array(
			'index'  => 'noindex',
			'follow' => 'follow',
		);
	}

	private static function og( string $property, mixed $fallback ): mixed {
		$head = Head::current();
		return $head ? ( $head->open_graph[ $property ] ?? '' ) : $fallback;
	}

	/** @internal filter wpseo_opengraph_title */
	public static function og_title( mixed $title ): mixed {
		return self::og( 'og:title', $title );
	}

	/** @internal filter wpseo_opengraph_desc */
	public static function og_description( mixed $description ): mixed {
		return self::og( 'og:description', $description );
	}

	/** @internal filter wpseo_opengraph_url */
	public static function og_url( mixed $url ): mixed {
		return self::og( 'og:url', $url );
	}

	/** @internal filter wpseo_opengraph_type */
	public static function og_type( mixed $type ): mixed {
		return self::og( 'og:type', $type );
	}

	/** @internal filter wpseo_opengraph_site_name */
	public static function og_site_name( mixed $name ): mixed {
		return self::og( 'og:site_name', $name );
	}

	/** @internal filter wpseo_og_locale */
	public static function og_locale( mixed $locale ): mixed {
		return self::og( 'og:locale', $locale );
	}

	/**
	 * @internal filter wpseo_add_opengraph_images: the product's main image first (Yoast adds the page's
	 * own images after it, and its default image only when there is none).
	 */
	public static function og_images( mixed $container ): mixed {
		$head = Head::current();
		if ( $head && isset( $head->open_graph['og:image'] ) && is_object( $container ) && method_exists( $container, 'add_image_by_url' ) ) {
			$container->add_image_by_url( $head->open_graph['og:image'] );
		}
		return $container;
	}

	/** @internal filter wpseo_twitter_card_type */
	public static function twitter_card( mixed $card ): mixed {
		return self::og( 'twitter:card', $card );
	}

	/** @internal filter wpseo_json_ld_output: false switches Yoast's graph off (Head prints ours). */
	public static function json_ld_output( mixed $data ): mixed {
		return Head::current() ? false : $data;
	}

	/**
	 * @internal filter wpseo_frontend_presenter_classes
	 * @return mixed the presenter class names without PAGE_PRESENTERS on storefront addresses
	 */
	public static function presenters( mixed $presenters ): mixed {
		if ( ! is_array( $presenters ) || ! Head::current() ) {
			return $presenters;
		}
		$leave = array_map( static fn( string $name ): string => 'Yoast\\WP\\SEO\\Presenters\\' . $name . '_Presenter', self::PAGE_PRESENTERS );
		return array_values( array_diff( $presenters, $leave ) );
	}

	/** @internal filter wpseo_xml_sitemap_post_url */
	public static function sitemap_post_url( mixed $url, mixed $post ): mixed {
		if ( $post instanceof \WP_Post && 'product' === $post->post_type && Settings::storefront_page_id() > 0 ) {
			return StorefrontLinks::product_url( $post->ID );
		}
		return $post instanceof \WP_Post && 'page' === $post->post_type && is_string( $url ) ? Listing::storefront_loc( $url ) : $url;
	}

	/**
	 * @internal filter wpseo_sitemap_entry: the storefront's address of a product or product category;
	 * a product the shop does not list (Listing) is not listed (an empty entry is dropped).
	 *
	 * @return mixed
	 */
	public static function sitemap_entry( mixed $url, mixed $type, mixed $item ): mixed {
		if ( ! is_array( $url ) || Settings::storefront_page_id() <= 0 ) {
			return $url;
		}
		if ( 'post' === $type && $item instanceof \WP_Post && 'product' === $item->post_type ) {
			if ( ! Listing::product_listed( $item->ID ) ) {
				return array();
			}
			$url['loc'] = StorefrontLinks::product_url( $item->ID );
		} elseif ( 'term' === $type && $item instanceof \WP_Term && 'product_cat' === $item->taxonomy ) {
			$url['loc'] = PageHead::category_url( $item );
		}
		return $url;
	}

	/**
	 * @internal filter wpseo_exclude_from_sitemap_by_post_ids
	 * @return mixed the ids with the pages the shop does not list (Listing::unlisted_page_ids)
	 */
	public static function sitemap_excluded_pages( mixed $ids ): mixed {
		if ( ! is_array( $ids ) || Settings::storefront_page_id() <= 0 ) {
			return $ids;
		}
		return array_values( array_unique( array_merge( array_map( 'intval', $ids ), Listing::unlisted_page_ids() ) ) );
	}

	/**
	 * @internal filter wpseo_exclude_from_sitemap_by_term_ids
	 * @return mixed the ids with the product categories without a listed product
	 */
	public static function sitemap_excluded_terms( mixed $ids ): mixed {
		if ( ! is_array( $ids ) || Settings::storefront_page_id() <= 0 ) {
			return $ids;
		}
		return array_values( array_unique( array_merge( array_map( 'intval', $ids ), Listing::empty_category_ids() ) ) );
	}

	/** @internal filter wpseo_sitemap_exclude_taxonomy: product tags and brands are the theme's pages. */
	public static function sitemap_exclude_taxonomy( mixed $exclude, mixed $taxonomy ): mixed {
		return Settings::storefront_page_id() > 0 && in_array( $taxonomy, Sitemaps::THEME_TAXONOMIES, true ) ? true : $exclude;
	}

	/** @internal filter wpseo_sitemap_exclude_author: no author sitemap (an author page is the theme's). */
	public static function sitemap_authors( mixed $users ): mixed {
		return Settings::storefront_page_id() > 0 && is_array( $users ) ? array() : $users;
	}

	/** @internal filter wpseo_sitemap_post_type_archive_link: the products' archive is /sklep. */
	public static function sitemap_archive_link( mixed $link, mixed $post_type ): mixed {
		return 'product' === $post_type && Settings::storefront_page_id() > 0 && $link ? home_url( '/sklep' ) : $link;
	}
}
