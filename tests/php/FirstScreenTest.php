<?php
/**
 * Speed: what the storefront page's first screen loads.
 *
 * - The photo the first screen opens with (a product's main photo, a list's first card) is preloaded in
 *   the head with the same srcset and sizes as its <img>, at high priority; the list's first cards load
 *   their photos at once, the others lazily (all with the app's srcset); screens without a photo preload none.
 * - The home page's hero and category cards come from the server (the hero's title is the page's
 *   largest text: painted with the first paint).
 * - WooCommerce's order attribution scripts are not among the page's script tags: a loader appends them
 *   after `load`, with WooCommerce's own settings; its block stylesheet and WordPress's emoji script are
 *   left out, and on the full-page template holding only the storefront WordPress's block styles and
 *   global styles too. Other pages keep all of it.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

require_once __DIR__ . '/CreatesImages.php';

use CosmeticsStorefront\Storefront\AppStart;
use CosmeticsStorefront\Storefront\Screens\ProductCard;
use CosmeticsStorefront\Storefront\Screens\ProductScreen;
use CosmeticsStorefront\Settings\Settings;

final class FirstScreenTest extends WooCommerceTestCase {

	use CreatesImages;

	protected function tearDown(): void {
		$this->deleteImages();
		parent::tearDown();
	}

	private function product( string $name, int $image = 0 ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( 'publish' );
		$product->set_regular_price( '50.00' );
		if ( $image ) {
			$product->set_image_id( $image );
		}
		$product->save();
		return $product;
	}

	/** The preload's attributes as wp_preload_resources() prints them (fetchpriority since WordPress 6.6). */
	private function expectedPreload( string $href, string $srcset, string $sizes ): array {
		$link = array( 'href' => $href, 'as' => 'image' );
		if ( version_compare( get_bloginfo( 'version' ), '6.6', '>=' ) ) {
			$link['fetchpriority'] = 'high';
		}
		return $link + array( 'imagesrcset' => $srcset, 'imagesizes' => $sizes );
	}

	/** The head's image preloads of $html: attributes by name. @return array<int,array<string,string>> */
	private function imagePreloads( string $html ): array {
		$head = substr( $html, 0, (int) strpos( $html, '</head>' ) );
		preg_match_all( "#<link rel='preload' ([^>]*)/>#", $head, $links );
		$out = array();
		foreach ( $links[1] as $attributes ) {
			preg_match_all( "#([a-z]+)='([^']*)'#", $attributes, $pairs, PREG_SET_ORDER );
			$link = array();
			foreach ( $pairs as $pair ) {
				$link[ $pair[1] ] = html_entity_decode( $pair[2], ENT_QUOTES );
			}
			if ( 'image' === ( $link['as'] ?? '' ) ) {
				$out[] = $link;
			}
		}
		return $out;
	}

	/** The attributes of the <img> inside $html that matches $pattern. @return array<string,string> */
	private function img( string $html, string $pattern ): array {
		$this->assertMatchesRegularExpression( $pattern, $html );
		preg_match( $pattern, $html, $match );
		preg_match_all( '#([a-z]+)="([^"]*)"#', $match[0], $pairs, PREG_SET_ORDER );
		$img = array();
		foreach ( $pairs as $pair ) {
			$img[ $pair[1] ] = html_entity_decode( $pair[2], ENT_QUOTES );
		}
		return $img;
	}

	public function test_a_product_page_preloads_its_main_photo_as_its_img_shows_it(): void {
		$product = $this->product( 'Krem z preloadem', $this->createImage( 800, 800, 'Słoik' ) );

		$html = $this->renderPage( '/sklep/product/' . $product->get_id() );

		$photo = $this->img( $html, '#<img [^>]*class="is-current"[^>]*>#' );
		$this->assertNotSame( '', $photo['srcset'] ?? '', 'the photo has a srcset' );
		$this->assertSame( ProductScreen::PHOTO_SIZES, $photo['sizes'] );
		$this->assertSame( 'high', $photo['fetchpriority'] );
		$this->assertSame( 'auto', $photo['decoding'], 'decoded with the frame that shows it' );
		$this->assertSame( AppStart::FIRST_SCREEN, $photo['elementtiming'] ?? null, 'the app\'s scripts wait until it is on screen' );
		$this->assertSame(
			array( $this->expectedPreload( $photo['src'], $photo['srcset'], ProductScreen::PHOTO_SIZES ) ),
			$this->imagePreloads( $html )
		);
	}

	public function test_a_product_with_a_gallery_has_the_apps_strip_of_thumbnails_drawn_by_the_server(): void {
		$single = $this->product( 'Krem z jednym zdjęciem', $this->createImage( 800, 800 ) );
		$this->assertStringNotContainsString( 'cs-gallery__thumbs', $this->renderPage( '/sklep/product/' . $single->get_id() ) );

		$product = $this->product( 'Krem z galerią', $this->createImage( 800, 800 ) );
		$product->set_gallery_image_ids( array( $this->createImage( 800, 800 ), $this->createImage( 800, 800 ) ) );
		$product->save();
		$html = $this->renderPage( '/sklep/product/' . $product->get_id() );
		// Not buttons yet (the app's are), hidden from screen readers, in the place and size the app's take.
		$this->assertMatchesRegularExpression( '#</div><ul class="cs-gallery__thumbs" aria-hidden="true">(<li><span class="cs-gallery__thumb( is-current)?"><img src="[^"]+" alt="" width="96" height="96" loading="lazy" decoding="async"></span></li>){3}</ul></section>#', $html );
		$this->assertSame( 1, substr_count( $html, 'cs-gallery__thumb is-current' ) );
	}

	public function test_a_list_loads_its_first_screen_of_photos_at_once_and_preloads_the_first(): void {
		for ( $i = 1; $i <= ProductCard::FIRST_SCREEN_CARDS + 2; $i++ ) {
			$this->product( sprintf( 'Produkt %02d', $i ), $this->createImage( 800, 800 ) );
		}

		$html = $this->renderPage( '/sklep' );

		preg_match_all( '#<div class="cs-card__media">(<img [^>]*>)</div>#', $html, $cards );
		$this->assertCount( ProductCard::FIRST_SCREEN_CARDS + 2, $cards[1] );
		foreach ( $cards[1] as $index => $tag ) {
			$img = $this->img( $tag, '#<img [^>]*>#' );
			// Every card: the app's srcset and sizes (no `auto` WordPress would add to a lazy one), so the
			// browser picks the size the app's card shows.
			$this->assertNotSame( '', $img['srcset'] ?? '', "card $index: the app's srcset" );
			$this->assertSame( ProductCard::IMAGE_SIZES, $img['sizes'], "card $index" );
			if ( $index < ProductCard::FIRST_SCREEN_CARDS ) {
				$this->assertSame( 'eager', $img['loading'], "card $index" );
				$this->assertSame( 0 === $index ? 'high' : null, $img['fetchpriority'] ?? null, "card $index" );
				$this->assertSame( 0 === $index ? AppStart::FIRST_SCREEN : null, $img['elementtiming'] ?? null, "card $index: the app's scripts wait for the first" );
				$this->assertSame( 'auto', $img['decoding'], "card $index: decoded with the frame that shows it" );
			} else {
				$this->assertSame( 'lazy', $img['loading'], "card $index" );
				$this->assertSame( 'async', $img['decoding'], "card $index" );
			}
		}
		$first = $this->img( $cards[1][0], '#<img [^>]*>#' );
		$this->assertSame(
			array( $this->expectedPreload( $first['src'], $first['srcset'], ProductCard::IMAGE_SIZES ) ),
			$this->imagePreloads( $html )
		);
	}

	public function test_screens_without_a_photo_preload_none(): void {
		$this->product( 'Bez zdjęcia' );
		foreach ( array( '/kontakt', '/sklep?search=krem', '/' ) as $url ) {
			$this->assertSame( array(), $this->imagePreloads( $this->renderPage( $url ) ), $url );
		}
		$this->assertSame( array(), $this->imagePreloads( $this->renderPage( '/sklep' ) ), 'a list whose first product has no photo' );
	}

	public function test_the_home_page_holds_the_hero_and_the_category_cards(): void {
		$html = $this->renderPage( '/' );
		$mount = substr( $html, (int) strpos( $html, '<div id="cosmetics-storefront"' ) );

		$this->assertStringContainsString( '<h1 id="cs-hero-title" class="cs-hero__title">Pielęgnacja, która widzi różnicę</h1>', $mount );
		$this->assertStringContainsString( '<p class="cs-hero__lead">Dermokosmetyki, linie zabiegowe i codzienna pielęgnacja — dla klientów indywidualnych i gabinetów kosmetycznych.</p>', $mount );
		$this->assertStringContainsString( '<a href="/sklep" class="cs-button cs-button--primary">Przejdź do sklepu</a>', $mount );
		$this->assertStringContainsString( '<h2 id="cs-home-cards-title" class="cs-home-cards__title">Znajdź pielęgnację dla siebie</h2>', $mount );
		// The default cards (Settings::default_home_cards), each a link to the shop filtered by its category
		// (the spec's /sklep?category={slug}, as the app's CategoryCards.tsx).
		$this->assertSame( 6, substr_count( $mount, '<li class="cs-home-card"><a href="/sklep?category=' ) );
		$this->assertSame( 1, substr_count( $mount, '<h1' ) );
		$this->assertStringNotContainsString( 'Ładowanie sklepu…', $mount, 'no loading placeholder' );
	}

	public function test_order_attribution_loads_after_the_first_screen_with_woocommerces_settings(): void {
		$product = $this->product( 'Krem atrybucja' );
		$html    = $this->renderPage( '/sklep/product/' . $product->get_id() );

		$this->assertDoesNotMatchRegularExpression( '#<script[^>]+src="[^"]*(sourcebuster|order-attribution)[^"]*"#', $html, 'no script tag of the order attribution' );
		$this->assertStringNotContainsString( 'wc-blocks.css', $html, 'WooCommerce\'s block stylesheet' );
		$this->assertStringNotContainsString( 'wp-emoji-settings', $html, 'WordPress\'s emoji script (6.9+)' );
		$this->assertStringNotContainsString( 'wpemojiSettings', $html, 'WordPress\'s emoji script (before 6.9)' );
		$this->assertMatchesRegularExpression( '#<script[^>]* id="cosmetics-storefront-deferred-js">\s*(/\* <!\[CDATA\[ \*/\s*)?var wc_order_attribution = \{"params":\{[^<]*"fields":\{"source_type":"current.typ"#', $html );
		$this->assertMatchesRegularExpression( '#\(\["[^"]+/sourcebuster/sourcebuster(\.min)?\.js\?ver=[^"]+","[^"]+/frontend/order-attribution(\.min)?\.js\?ver=[^"]+"\]\);#', $html, 'sourcebuster first, then the attribution script' );
		$this->assertStringContainsString( 'addEventListener("load",i)', $html, 'after the load event' );
	}

	public function test_the_full_page_template_holding_only_the_storefront_leaves_out_wordpresss_block_styles(): void {
		$styles = '#<(style|link)\b[^>]*id=[\'"](global-styles|wp-block-library|classic-theme-styles|wp-img-auto-sizes-contain)[-\w]*[\'"]#';
		$this->assertDoesNotMatchRegularExpression( $styles, $this->renderPage( '/sklep' ) );

		// Staff put a paragraph on the page: the page keeps them.
		$page = Settings::storefront_page_id();
		wp_update_post( array( 'ID' => $page, 'post_content' => '<!-- wp:paragraph --><p>Witamy</p><!-- /wp:paragraph -->' . get_post_field( 'post_content', $page ) ) );
		$html = $this->renderPage( '/sklep' );
		$this->assertStringContainsString( '>Witamy</p>', $html );
		$this->assertMatchesRegularExpression( '#id=[\'"]wp-block-library-(inline-)?css#', $html );
	}

	public function test_other_pages_keep_order_attribution_as_woocommerce_loads_it(): void {
		$post = wp_insert_post( array( 'post_title' => 'Wpis', 'post_status' => 'publish', 'post_content' => 'Tekst.' ) );
		$html = $this->renderPage( get_permalink( $post ) );

		$this->assertMatchesRegularExpression( '#<script[^>]+src="[^"]*/order-attribution(\.min)?\.js#', $html );
		$this->assertStringNotContainsString( 'cosmetics-storefront-deferred-js', $html );
	}
}
