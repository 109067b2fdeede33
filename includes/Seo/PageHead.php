<?php
/**
 * What a storefront address says about itself before any script runs: its document title (the same
 * "{title} – {shop}" the bundle sets), meta description, canonical URL, whether search engines should
 * index it, Open Graph / Twitter card values and its structured data; and whether the thing it names
 * exists at all (an unknown product, category or order is a 404, decided here before the page is sent).
 *
 * Prices in it are a guest's, whoever asks: a page a crawler or a cache keeps must never carry a
 * professional price.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Seo;

use CosmeticsStorefront\Storefront\Preload;
use CosmeticsStorefront\Storefront\Router;
use CosmeticsStorefront\Storefront\ServerMarkup;
use CosmeticsStorefront\Storefront\Screens\NotFoundScreen;
use CosmeticsStorefront\Domain\PriceTier;
use CosmeticsStorefront\Domain\ShopFilters;
use CosmeticsStorefront\Pricing\ProductPrices;
use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class PageHead {

	/** Titles of the screens with a fixed one (src/screens/*: useDocumentTitle). */
	private const TITLES = array(
		'checkout'             => 'Zamówienie',
		'profil'               => 'Mój profil',
		'kontakt'              => 'Kontakt',
		'reset_hasla'          => 'Zmiana hasła',
		'regulamin'            => 'Regulamin',
		'polityka-zwrotow'     => 'Polityka zwrotów',
		'polityka-prywatnosci' => 'Polityka prywatności',
		'odstapienie-od-umowy' => 'Odstąpienie od umowy',
	);


	public const NOT_FOUND_TITLE = NotFoundScreen::TITLE;

	private const DESCRIPTION_LENGTH = 160;

	/**
	 * @param array<string,string>           $open_graph      property => content (og:*, product:*, twitter:*)
	 * @param array<int,array<string,mixed>> $structured_data JSON-LD objects
	 */
	private function __construct(
		public readonly string $title,
		public readonly string $description,
		public readonly string $canonical,
		public readonly bool $indexable,
		public readonly array $open_graph,
		public readonly array $structured_data,
		public readonly bool $not_found
	) {}

	/**
	 * The head of the storefront address $path ('' home, 'sklep', 'sklep/product/12', …) with the
	 * request's query parameters; anything else is the 404 screen's.
	 *
	 * @param array<string,mixed> $query
	 */
	public static function for_path( string $path, array $query = array() ): self {
		if ( '' === $path ) {
			return self::home();
		}
		if ( 'sklep' === $path ) {
			return self::paged( self::shop( $query ), $query, $path );
		}
		if ( preg_match( '#^sklep/category/([^/]+)$#', $path, $m ) ) {
			return self::paged( self::narrowed( self::category( rawurldecode( $m[1] ) ), $query ), $query, $path );
		}
		if ( preg_match( '#^sklep/product/([0-9]+)$#', $path, $m ) ) {
			return self::product( (int) $m[1] );
		}
		if ( preg_match( '#^zamowienie/([0-9]+)$#', $path, $m ) ) {
			return self::order( (int) $m[1], is_string( $query['key'] ?? null ) ? $query['key'] : '' );
		}
		if ( isset( self::TITLES[ $path ] ) ) {
			return self::page( self::TITLES[ $path ], self::site_description(), home_url( '/' . $path ), ! in_array( $path, Router::PRIVATE_PATHS, true ) );
		}
		return self::not_found();
	}

	/** The address parameters that narrow or reorder a list (src/domain/shopFilters.ts; `category` aside). */
	private const LIST_FILTERS = array( 'search', 'sort', 'price_min', 'price_max' );

	/**
	 * A list searched, sorted or narrowed by price (any of LIST_FILTERS in the address, even one the app
	 * ignores: it is still another address of the same list) is not a page of its own: followed, never
	 * indexed, its canonical the list's own; a search's title names the search, as the app's.
	 *
	 * @param array<string,mixed> $query
	 */
	private static function narrowed( self $head, array $query ): self {
		if ( $head->not_found || ! array_intersect( self::LIST_FILTERS, array_keys( $query ) ) ) {
			return $head;
		}
		$name  = $head->open_graph['og:title'] ?? 'Sklep';
		$title = self::search_title( $name, $query );
		$og    = array_merge( $head->open_graph, array( 'og:title' => $title ) );
		return new self( self::document_title( $title ), $head->description, $head->canonical, false, $og, $head->structured_data, false );
	}

	/**
	 * "{list}: „{search}”" (ShopScreen.tsx's document title), the search the list shows
	 * (Domain\ShopFilters::read: cleaned, at most SEARCH_MAX_LENGTH characters); the list's name alone
	 * without a search.
	 *
	 * @param array<string,mixed> $query
	 */
	private static function search_title( string $name, array $query ): string {
		$search = ShopFilters::read( null, $query )['search'];
		return '' !== $search ? $name . ': „' . $search . '”' : $name;
	}

	/**
	 * A list's `?page=N` (N > 1: pages 1 to N, the server's 'Załaduj więcej' link): its own
	 * canonical and title, followed but not indexed (its products are the first page's and the next ones).
	 * A page past the list's last one is not found (no soft 404): the list's page count is the one of
	 * the Store API answer preloaded into the same page.
	 *
	 * @param array<string,mixed> $query
	 */
	private static function paged( self $head, array $query, string $path ): self {
		$page = ShopFilters::page( $query['page'] ?? null );
		if ( $page < 2 || $head->not_found || '' === $head->canonical ) {
			return $head;
		}
		$pages = Preload::total_pages( $path, $query );
		if ( null !== $pages && ! ShopFilters::page_exists( $page, $pages ) ) {
			return self::not_found();
		}
		$canonical = add_query_arg( 'page', $page, $head->canonical );
		$title     = self::document_title( ( $head->open_graph['og:title'] ?? 'Sklep' ) . ' – strona ' . $page );
		$og        = array_merge( $head->open_graph, array( 'og:url' => $canonical, 'og:title' => ( $head->open_graph['og:title'] ?? 'Sklep' ) . ' – strona ' . $page ) );
		return new self( $title, $head->description, $canonical, false, $og, $head->structured_data, false );
	}

	public static function not_found(): self {
		return new self( self::document_title( self::NOT_FOUND_TITLE ), '', '', false, array(), array(), true );
	}

	private static function home(): self {
		$page_id = Settings::storefront_page_id();
		$url     = ! $page_id || (int) get_option( 'page_on_front' ) === $page_id ? home_url( '/' ) : (string) get_permalink( $page_id );
		$name    = self::site_name();
		$logo    = get_site_icon_url( 512 );
		$org     = array_filter(
			array(
				'@type' => 'Organization',
				'@id'   => $url . '#organization',
				'name'  => $name,
				'url'   => $url,
				'logo'  => $logo ? $logo : null,
			)
		);
		$site    = array(
			'@type'           => 'WebSite',
			'@id'             => $url . '#website',
			'name'            => $name,
			'url'             => $url,
			'inLanguage'      => 'pl-PL',
			'publisher'       => array( '@id' => $url . '#organization' ),
			'potentialAction' => array(
				'@type'       => 'SearchAction',
				'target'      => array(
					'@type'       => 'EntryPoint',
					'urlTemplate' => home_url( '/sklep' ) . '?search={search_term_string}',
				),
				'query-input' => 'required name=search_term_string',
			),
		);
		return self::page( '', self::site_description(), $url, true, array(), array( $org, $site ) );
	}

	/** @param array<string,mixed> $query */
	private static function shop( array $query ): self {
		$slug = (string) ShopFilters::read( null, $query )['category'];
		$term = null;
		if ( '' !== $slug ) {
			$term = self::category_term( $slug );
			if ( ! $term ) {
				return self::not_found();
			}
		}
		$canonical = $term ? self::category_url( $term ) : home_url( '/sklep' );
		if ( array_key_exists( 'search', $query ) ) {
			// A search result is not a page of its own: followed, never indexed (also when the term is
			// nothing once sanitised: the app searches what the address says).
			return self::page( self::search_title( $term ? self::plain( $term->name ) : 'Sklep', $query ), self::site_description(), $canonical, false );
		}
		// Sorted or narrowed by price: the list's own head, not indexed (narrowed).
		return self::narrowed( $term ? self::category( $term->slug ) : self::page( 'Sklep', self::shop_description(), $canonical, true, array(), array( self::breadcrumbs( array() ) ) ), $query );
	}

	private static function category( string $slug ): self {
		$term = self::category_term( $slug );
		if ( ! $term ) {
			return self::not_found();
		}
		$name        = self::plain( $term->name );
		$description = self::excerpt( (string) $term->description );
		if ( '' === $description ) {
			$description = self::excerpt( sprintf( '%s w sklepie %s: %s.', $name, self::site_name(), self::shop_description() ) );
		}
		$trail   = self::category_trail( $term );
		return self::page( $name, $description, self::category_url( $term ), true, array(), array( self::breadcrumbs( $trail ) ) );
	}

	private static function product( int $id ): self {
		$product = function_exists( 'wc_get_product' ) ? wc_get_product( $id ) : null;
		if ( ! $product instanceof \WC_Product || $product->is_type( 'variation' ) || 'publish' !== $product->get_status() || post_password_required( $id ) ) {
			return self::not_found();
		}
		$name         = self::plain( $product->get_name() );
		$url          = home_url( '/sklep/product/' . $id );
		$description  = self::excerpt( $product->get_short_description() ? $product->get_short_description() : $product->get_description() );
		$images       = array_values( array_filter( array_map( static fn( $image_id ) => wp_get_attachment_image_url( (int) $image_id, 'large' ), array_merge( array( $product->get_image_id() ), $product->get_gallery_image_ids() ) ) ) );
		$prices       = self::guest_prices( $product );
		$currency     = get_woocommerce_currency();
		$in_stock     = $product->is_in_stock();
		$availability = $product->is_on_backorder() ? 'https://schema.org/BackOrder' : ( $in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' );

		$offers = null;
		if ( $prices ) {
			$offers = $prices['low'] === $prices['high']
				? array(
					'@type'         => 'Offer',
					'price'         => $prices['low'],
					'priceCurrency' => $currency,
					'availability'  => $availability,
					'url'           => $url,
				)
				: array(
					'@type'         => 'AggregateOffer',
					'lowPrice'      => $prices['low'],
					'highPrice'     => $prices['high'],
					'offerCount'    => $prices['count'],
					'priceCurrency' => $currency,
					'availability'  => $availability,
					'url'           => $url,
				);
		}
		$brand = self::brand( $product );
		$data  = array_filter(
			array(
				'@type'       => 'Product',
				'@id'         => $url . '#product',
				'name'        => $name,
				'url'         => $url,
				'description' => $description,
				'image'       => $images,
				'sku'         => $product->get_sku(),
				'brand'       => $brand ? array( '@type' => 'Brand', 'name' => $brand ) : null,
				'offers'      => $offers,
			),
			static fn( $value ) => null !== $value && '' !== $value && array() !== $value
		);
		$data = self::product_safety( $data, $product );

		// The visible breadcrumb's path, one rule (ServerMarkup::breadcrumb_category, as ProductScreen.tsx):
		// Sklep / the product's first category in the Store API answer preloaded into the page / the product.
		$trail    = array();
		$answer   = Preload::data_for( 'sklep/product/' . $id )[ '/wc/store/v1/products/' . $id ]['body'] ?? null;
		$category = ServerMarkup::breadcrumb_category( is_array( $answer ) ? (array) json_decode( (string) wp_json_encode( $answer ), true ) : array() );
		$term     = $category ? self::category_term( $category['slug'] ) : null;
		if ( $term ) {
			$trail[] = array( self::plain( $term->name ), self::category_url( $term ) );
		}
		$trail[] = array( $name, $url );

		$og = array();
		if ( $images ) {
			$og['og:image'] = $images[0];
		}
		if ( $prices ) {
			$og['product:price:amount']   = $prices['low'];
			$og['product:price:currency'] = $currency;
			$og['product:availability']   = $in_stock ? 'in stock' : 'out of stock';
		}
		return self::page( $name, $description, $url, true, $og, array( $data, self::breadcrumbs( $trail ) ), 'product' );
	}

	/**
	 * An order page is the page of an order only for its key (the address the checkout sends to) or for
	 * its customer logged in with WordPress's cookie; anything else — no such order, another key, no key —
	 * is the same 404, so order numbers cannot be probed. (A customer logged in with the storefront's token
	 * alone is not known to the server on a page load: the screen still loads the order through the API.)
	 */
	private static function order( int $id, string $key ): self {
		$order = function_exists( 'wc_get_order' ) ? wc_get_order( $id ) : null;
		$yours = $order instanceof \WC_Order && ( '' !== $key ? hash_equals( $order->get_order_key(), $key ) : ( is_user_logged_in() && $order->get_customer_id() === get_current_user_id() ) );
		return $yours ? self::page( 'Zamówienie otrzymane', '', '', false ) : self::not_found();
	}

	/**
	 * A guest's price of $product in the shop's display (tax) terms: one price, or the range of its
	 * variations a guest can buy. Null when it has none.
	 *
	 * @return array{low:string, high:string, count:int}|null
	 */
	private static function guest_prices( \WC_Product $product ): ?array {
		$products = $product->is_type( 'variable' ) ? array_filter( array_map( 'wc_get_product', $product->get_visible_children() ) ) : array( $product );
		$prices   = array();
		foreach ( $products as $item ) {
			if ( ! $item instanceof \WC_Product ) {
				continue;
			}
			$price = ProductPrices::for_tier( $item, PriceTier::INDIVIDUAL )['price'];
			if ( '' === $price ) {
				continue;
			}
			$prices[] = (float) wc_get_price_to_display( $item, array( 'price' => (float) $price ) );
		}
		if ( ! $prices ) {
			return null;
		}
		$format = static fn( float $amount ): string => number_format( $amount, wc_get_price_decimals(), '.', '' );
		return array(
			'low'   => $format( min( $prices ) ),
			'high'  => $format( max( $prices ) ),
			'count' => count( $prices ),
		);
	}

	/**
	 * The product's GPSR data in its JSON-LD: `manufacturer` (Organization with what staff
	 * entered: name, postal address, e-mail, contact page) and `gtin`, only where present.
	 *
	 * @param array<string,mixed> $data
	 * @return array<string,mixed>
	 */
	private static function product_safety( array $data, \WC_Product $product ): array {
		$safety = \CosmeticsStorefront\Catalogue\ProductSafety\SafetyData::for_store_api( $product );
		$maker  = $safety['manufacturer'];
		if ( $maker && isset( $maker['name'] ) ) {
			$address              = trim( implode( ', ', array_filter( array( str_replace( "\n", ', ', $maker['address'] ?? '' ), $maker['country'] ?? '' ) ) ) );
			$data['manufacturer'] = array_filter(
				array(
					'@type'   => 'Organization',
					'name'    => $maker['name'],
					'address' => $address,
					'email'   => $maker['email'] ?? '',
					'url'     => $maker['url'] ?? '',
				)
			);
		}
		if ( null !== $safety['gtin'] ) {
			$data['gtin'] = $safety['gtin'];
		}
		return $data;
	}

	private static function brand( \WC_Product $product ): string {
		if ( ! taxonomy_exists( 'product_brand' ) ) {
			return '';
		}
		$terms = get_the_terms( $product->get_id(), 'product_brand' );
		return is_array( $terms ) && $terms ? self::plain( $terms[0]->name ) : '';
	}

	private static function category_term( string $slug ): ?\WP_Term {
		$term = get_term_by( 'slug', sanitize_title( $slug ), 'product_cat' );
		return $term instanceof \WP_Term ? $term : null;
	}

	public static function category_url( \WP_Term $term ): string {
		return home_url( '/sklep/category/' . rawurlencode( $term->slug ) );
	}

	/**
	 * The category's parents and itself as (name, URL) pairs, top first.
	 *
	 * @return array<int,array{0:string,1:string}>
	 */
	private static function category_trail( \WP_Term $term ): array {
		$trail = array();
		foreach ( array_reverse( get_ancestors( $term->term_id, 'product_cat', 'taxonomy' ) ) as $ancestor_id ) {
			$ancestor = get_term( $ancestor_id, 'product_cat' );
			if ( $ancestor instanceof \WP_Term ) {
				$trail[] = array( self::plain( $ancestor->name ), self::category_url( $ancestor ) );
			}
		}
		$trail[] = array( self::plain( $term->name ), self::category_url( $term ) );
		return $trail;
	}

	/**
	 * BreadcrumbList: Strona główna › Sklep › $trail (name, URL pairs).
	 *
	 * @param array<int,array{0:string,1:string}> $trail
	 * @return array<string,mixed>
	 */
	private static function breadcrumbs( array $trail ): array {
		$items = array_merge( array( array( 'Strona główna', home_url( '/' ) ), array( 'Sklep', home_url( '/sklep' ) ) ), $trail );
		return array(
			'@type'           => 'BreadcrumbList',
			'itemListElement' => array_map(
				static fn( array $item, int $i ): array => array(
					'@type'    => 'ListItem',
					'position' => $i + 1,
					'name'     => $item[0],
					'item'     => $item[1],
				),
				$items,
				array_keys( $items )
			),
		);
	}

	/**
	 * @param array<string,string>           $open_graph
	 * @param array<int,array<string,mixed>> $structured_data
	 */
	private static function page( string $title, string $description, string $canonical, bool $indexable, array $open_graph = array(), array $structured_data = array(), string $type = 'website' ): self {
		$og                 = array_merge(
			array(
				'og:type'      => $type,
				'og:title'     => '' === $title ? self::site_name() : $title,
				'og:site_name' => self::site_name(),
				'og:locale'    => 'pl_PL',
			),
			$canonical ? array( 'og:url' => $canonical ) : array(),
			$description ? array( 'og:description' => $description ) : array(),
			$open_graph
		);
		$og['twitter:card'] = isset( $og['og:image'] ) ? 'summary_large_image' : 'summary';
		return new self( self::document_title( $title ), $description, $canonical, $indexable, $og, $structured_data, false );
	}

	/** "{title} – {shop}", the shop's name alone for the home page (src/components/useDocumentTitle.ts). */
	private static function document_title( string $title ): string {
		return implode( ' – ', array_filter( array( $title, self::site_name() ), static fn( $part ) => '' !== $part ) );
	}

	private static function site_name(): string {
		return self::plain( (string) get_bloginfo( 'name' ) );
	}

	private static function site_description(): string {
		return self::excerpt( (string) get_bloginfo( 'description' ) );
	}

	private static function shop_description(): string {
		$tagline = self::site_description();
		return '' !== $tagline ? $tagline : 'Kosmetyki do pielęgnacji twarzy i ciała';
	}

	/** Text without tags or entities. */
	private static function plain( string $html ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/** A description: plain text on one line, cut at a word within DESCRIPTION_LENGTH characters. */
	private static function excerpt( string $html ): string {
		$text = trim( (string) preg_replace( '/\s+/u', ' ', self::plain( $html ) ) );
		if ( mb_strlen( $text ) <= self::DESCRIPTION_LENGTH ) {
			return $text;
		}
		$cut   = mb_substr( $text, 0, self::DESCRIPTION_LENGTH - 1 );
		$space = mb_strrpos( $cut, ' ' );
		return rtrim( false !== $space && $space > 80 ? mb_substr( $cut, 0, $space ) : $cut, ' ,.;:–-' ) . '…';
	}
}
