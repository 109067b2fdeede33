<?php
/**
 * The storefront's first screen as HTML from the server, inside the mount element: what a crawler or a
 * visitor without JavaScript reads, and what a visitor sees until the bundle's first render replaces
 * it. Built only from the REST answers preloaded into the same page (Preload), which are the answers
 * the bundle's first render uses: the same products, prices (a logged-in professional's tier too),
 * stock and texts, so nothing changes when the app takes over. Same elements and classes as the
 * app's shell (src/components/layout/Layout.tsx) and screens (ProductScreen, ShopScreen, LegalScreen),
 * so nothing moves either: one class per screen in Storefront\Screens, named after the React component it
 * mirrors, with the rules of what a product shows in Domain\ShownProduct (as src/domain on the client);
 * tests/php/FirstScreenParityTest.php and src/test/firstScreenParity.test.tsx hold the two to one
 * description. This class picks the screen for an address. Everything printed is escaped; product
 * descriptions and legal texts pass wp_kses_post() again.
 *
 * Screens without preloaded data (contact, checkout, …) keep the boot placeholder.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Domain\ShopFilters;
use CosmeticsStorefront\Domain\ShownProduct;
use CosmeticsStorefront\Storefront\Screens\HomeScreen;
use CosmeticsStorefront\Storefront\Screens\Html;
use CosmeticsStorefront\Storefront\Screens\Layout;
use CosmeticsStorefront\Storefront\Screens\LegalScreen;
use CosmeticsStorefront\Storefront\Screens\NotFoundScreen;
use CosmeticsStorefront\Storefront\Screens\ProductCard;
use CosmeticsStorefront\Storefront\Screens\ProductScreen;
use CosmeticsStorefront\Storefront\Screens\ShopScreen;

defined( 'ABSPATH' ) || exit;

final class ServerMarkup {

	private const PRODUCTS = '/wc/store/v1/products';

	/**
	 * The whole first screen (shell and screen) of the storefront address $path with $query, from the
	 * preloaded answers $preload (REST path => { body, headers }); '' when the screen has none to show.
	 *
	 * @param array<string,mixed> $query
	 * @param array<string,mixed> $preload
	 */
	public static function render( string $path, array $query, array $preload ): string {
		$screen = self::screen( $path, $query, $preload );
		// A screen the server cannot draw (a search, an order, …) still gets the shell and the shop's
		// categories around the loading placeholder: links for a crawler and without JavaScript. The
		// contact page's header is drawn above it (Layout::screen_header).
		return '' === $screen ? Layout::start_script() . Layout::render( $path, Layout::screen_header( $path ) . Layout::placeholder(), false ) : Layout::start_script() . Layout::render( $path, $screen );
	}

	/**
	 * @param array<string,mixed> $query
	 * @param array<string,mixed> $preload
	 */
	private static function screen( string $path, array $query, array $preload ): string {
		if ( '' === $path ) {
			return HomeScreen::render();
		}
		$answers = self::answers( $preload );
		if ( preg_match( '#^sklep/product/[1-9][0-9]*$#', $path ) ) {
			// The Store API answers a variation's id too: that address is no product page (a 404, Seo\PageHead).
			return null !== $answers['product'] && 'variation' !== ( $answers['product']['type'] ?? '' ) ? ProductScreen::render( $answers['product'], $answers['variations'] ) : '';
		}
		// The shop, a category, a search, sorted or narrowed by price: the list preloaded for that address;
		// a page past its last one is the 404 screen, as the app's (ShopScreen.tsx, pageExists).
		if ( ( 'sklep' === $path || str_starts_with( $path, 'sklep/category/' ) ) && $answers['pages'] ) {
			if ( ! ShopFilters::page_exists( ShopFilters::page( $query['page'] ?? null ), $answers['pages'][0]['total_pages'] ) ) {
				return NotFoundScreen::render();
			}
			return ShopScreen::render( $path, $query, $answers );
		}
		if ( in_array( $path, LegalScreen::SLUGS, true ) && null !== $answers['legal'] ) {
			return LegalScreen::render( $path, $answers['legal'] );
		}
		return '';
	}

	/**
	 * The preloaded answers by what they are (successful answers only).
	 *
	 * @param array<string,mixed> $preload
	 * @return array{product:?array<string,mixed>, variations:array<int,array<string,mixed>>, pages:array<int,array{products:array<int,array<string,mixed>>, total:int, total_pages:int}>, categories:array<int,array<string,mixed>>, legal:?array<string,mixed>, help:array{words?:array<string,mixed>, categories?:array<int,array<string,mixed>>, bestsellers?:array<int,array<string,mixed>>}}
	 */
	private static function answers( array $preload ): array {
		$found = array(
			'product'    => null,
			'variations' => array(),
			'pages'      => array(),
			'categories' => array(),
			'legal'      => null,
			'help'       => array(),
		);
		// NoResults.tsx's helps (a search that found nothing): by what they are, not lists of the shop.
		$help = array_flip( array_slice( Preload::no_results_paths( '' ), 1 ) );
		foreach ( $preload as $path => $answer ) {
			$body = is_array( $answer ) ? ( $answer['body'] ?? null ) : null;
			// Objects of the answer (extensions, …) as arrays, as the bundle reads the same JSON.
			$body = is_array( $body ) ? json_decode( (string) wp_json_encode( $body ), true ) : null;
			if ( ! is_array( $body ) || isset( $body['code'], $body['message'] ) ) {
				continue; // An error answer (the screen shows its own message).
			}
			$path = (string) $path;
			if ( isset( $help[ $path ] ) ) {
				$found['help'][ $help[ $path ] ] = array_values( array_filter( $body, 'is_array' ) );
			} elseif ( str_starts_with( $path, '/cosmetics/v1/search/suggest?' ) ) {
				$found['help']['words'] = $body;
			} elseif ( str_starts_with( $path, self::PRODUCTS . '/categories' ) ) {
				$found['categories'] = array_values( array_filter( $body, 'is_array' ) );
			} elseif ( preg_match( '#^' . preg_quote( self::PRODUCTS, '#' ) . '/[0-9]+$#', $path ) ) {
				$found['product'] = $body;
			} elseif ( str_starts_with( $path, self::PRODUCTS . '?' ) && str_contains( $path, 'type=variation' ) ) {
				$found['variations'] = array_values( array_filter( $body, 'is_array' ) );
			} elseif ( str_starts_with( $path, self::PRODUCTS . '?' ) ) {
				$headers          = is_array( $answer['headers'] ?? null ) ? $answer['headers'] : array();
				$found['pages'][] = array(
					'products'    => array_values( array_filter( $body, 'is_array' ) ),
					'total'       => (int) ( $headers['X-WP-Total'] ?? count( $body ) ),
					'total_pages' => (int) ( $headers['X-WP-TotalPages'] ?? 1 ),
				);
			} elseif ( str_starts_with( $path, '/cosmetics/v1/pages/' ) ) {
				$found['legal'] = $body;
			}
		}
		return $found;
	}

	/**
	 * The image the first screen of $path opens with, largest on the screen (Lighthouse's LCP element):
	 * the product's main photo, or the first card's photo of a list; null for other screens or without
	 * a photo. ImagePreload names it in the head, so the browser fetches it before the stylesheets let
	 * it find the <img>.
	 *
	 * @param array<string,mixed> $query
	 * @param array<string,mixed> $preload
	 * @return array{src:string,srcset:string,sizes:string}|null
	 */
	public static function first_screen_image( string $path, array $query, array $preload ): ?array {
		$answers = self::answers( $preload );
		if ( preg_match( '#^sklep/product/[1-9][0-9]*$#', $path ) && null !== $answers['product'] ) {
			$image = is_array( $answers['product']['images'][0] ?? null ) ? $answers['product']['images'][0] : null;
			if ( ! $image || ! is_string( $image['src'] ?? null ) || '' === $image['src'] ) {
				return null;
			}
			return array(
				'src'    => $image['src'],
				'srcset' => is_string( $image['srcset'] ?? null ) ? $image['srcset'] : '',
				'sizes'  => ProductScreen::PHOTO_SIZES,
			);
		}
		if ( ! ( 'sklep' === $path || str_starts_with( $path, 'sklep/category/' ) ) ) {
			return null; // Nothing drawn by the server (home, contact, …): no photo to preload.
		}
		$first = $answers['pages'][0]['products'][0] ?? null;
		$image = is_array( $first ) ? ShownProduct::card_image( $first ) : null;
		return $image ? $image + array( 'sizes' => ProductCard::IMAGE_SIZES ) : null;
	}

	/**
	 * The category of a product's breadcrumb (review finding 14: one path for the visible breadcrumb,
	 * here and in ProductScreen.tsx, and the JSON-LD BreadcrumbList, Seo\PageHead), its name as text.
	 *
	 * @param array<string,mixed> $product a Store API product answer (arrays)
	 * @return array{name:string, slug:string}|null
	 */
	public static function breadcrumb_category( array $product ): ?array {
		$category = ShownProduct::breadcrumb_category( $product );
		return $category ? array( 'name' => Html::text( $category['name'] ), 'slug' => $category['slug'] ) : null;
	}
}
