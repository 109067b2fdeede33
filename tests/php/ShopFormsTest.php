<?php
/**
 * Issue 31, "one first screen": the shop's search, sort and price filter before the app. The server's
 * /sklep draws them as GET forms to the addresses the app writes (src/domain/shopFilters.ts), and a
 * searched, sorted or price-narrowed address gets its list drawn from the very answer preloaded for the
 * app (its path character for character the app's); hostile addresses are escaped or ignored; such
 * addresses are followed, never indexed, their canonical the list's own.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Storefront\Assets;
use CosmeticsStorefront\Storefront\ListingCache;
use CosmeticsStorefront\Storefront\Preload;
use CosmeticsStorefront\Search\Lexicon;
use CosmeticsStorefront\Search\Morphology;
use CosmeticsStorefront\Search\Reindex;
use CosmeticsStorefront\Search\SearchSync;

final class ShopFormsTest extends WooCommerceTestCase {

	private const CATEGORIES = '/wc/store/v1/products/categories?_fields=id%2Cname%2Cparent%2Cslug&hide_empty=false&per_page=100';

	private const LIST = '/wc/store/v1/products?_fields=extensions%2Cid%2Cis_in_stock%2Cis_on_backorder%2Cname%2Con_sale%2Cprices';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		// The search's dictionary, as SearchTest loads it (outside the tests' transactions).
		if ( function_exists( 'WC' ) && Morphology::available() ) {
			delete_option( Lexicon::VERSION_OPTION );
			delete_transient( 'cosmetics_storefront_lexicon_loading' );
			Lexicon::ensure();
		}
	}

	/** The products made so far found by the shop's search (its index, as after the request that saved them). */
	private function searchable(): void {
		if ( ! Morphology::available() ) {
			$this->markTestSkipped( 'The search dictionary is not built (build/search/): run `npm run build`.' );
		}
		update_option( Reindex::PENDING_OPTION, 0 );
		SearchSync::flush();
	}

	/** @return string[] the list's paths, sorted (the page prints them in the order preload-paths.json names them) */
	private function preloaded_sorted(): array {
		$paths = $this->preloaded();
		sort( $paths );
		return $paths;
	}

	private function product( string $name, string $price, array $categories = array() ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( 'publish' );
		$product->set_regular_price( $price );
		$product->set_stock_status( 'instock' );
		$product->set_category_ids( $categories );
		$product->save();
		return $product;
	}

	/** The mount element's HTML of a full page load of $url (shell and screen). */
	private function mount( string $url ): string {
		$html  = $this->renderPage( $url );
		$start = strpos( $html, '<div id="cosmetics-storefront" class="cosmetics-storefront">' );
		$this->assertNotFalse( $start, $url . ': the server markup inside the mount element' );
		$end = strpos( $html, '</main>', (int) $start );
		return substr( $html, (int) $start, false === $end ? null : $end - (int) $start + 7 );
	}

	/** @return string[] the REST paths preloaded into the page */
	private function preloaded(): array {
		return array_keys( (array) Assets::config()['preload'] );
	}

	/** @return string[] the names on the list's cards, in order */
	private function cards( string $html ): array {
		preg_match_all( '#<h2 class="cs-card__title"><a href="/sklep/product/\d+">([^<]*)</a>#u', $html, $m );
		return $m[1];
	}

	public function test_a_search_preloads_the_apps_list_and_draws_its_results(): void {
		$this->product( 'Krem różany', '50.00' );
		$this->product( 'Krem nocny', '120.00' );
		$this->product( 'Balsam do ciała', '30.00' );
		$this->searchable();

		$html = $this->mount( '/sklep?search=krem' );

		$this->assertSame( 200, $this->lastStatus() );
		$this->assertSame(
			array( self::CATEGORIES, self::LIST . '&catalog_visibility=search&orderby=relevance&page=1&per_page=50&search=krem' ),
			$this->preloaded_sorted(),
			'the list the app asks for a search, and nothing it does not read'
		);
		$this->assertStringContainsString( '<h1 id="cs-shop-title" class="cs-page-title">Sklep</h1><p class="cs-shop__searched">Wyniki wyszukiwania: „krem”</p>', $html );
		$this->assertEqualsCanonicalizing( array( 'Krem różany', 'Krem nocny' ), $this->cards( $html ) );
		$this->assertStringContainsString( '<p class="cs-shop__count" role="status">Wyświetlono 2 z 2 produktów</p>', $html );
		$this->assertStringNotContainsString( 'Ładowanie sklepu…', $html );
		$this->assertStringContainsString( '<option value="relevance" selected=\'selected\'>Trafność</option><option value="date">Najnowsze</option>', $html, 'a search\'s own order first and chosen' );
		$this->assertStringContainsString( 'value="krem"', $html, 'the search box holds the search' );
	}

	public function test_a_sorted_and_price_narrowed_list_is_the_apps(): void {
		$category = wp_insert_term( 'Twarz', 'product_cat', array( 'slug' => 'twarz-forms' ) );
		$this->product( 'Krem różany', '50.00', array( $category['term_id'] ) );
		$this->product( 'Krem nocny', '120.00', array( $category['term_id'] ) );
		$this->product( 'Tonik', '20.00', array( $category['term_id'] ) );
		$this->product( 'Balsam do ciała', '30.00' );

		$html = $this->mount( '/sklep/category/twarz-forms?sort=price-desc&price_max=100' );

		$this->assertSame(
			array( self::CATEGORIES, self::LIST . '&catalog_visibility=catalog&category=' . $category['term_id'] . '&max_price=10000&order=desc&orderby=price&page=1&per_page=50' ),
			$this->preloaded_sorted()
		);
		$this->assertSame( array( 'Krem różany', 'Tonik' ), $this->cards( $html ), 'up to 100 zł, dearest first' );
		$this->assertSame( array( 'Tonik', 'Krem różany', 'Krem nocny' ), $this->cards( $this->mount( '/sklep?category=twarz-forms&sort=price-asc' ) ) );
		$this->renderPage( '/sklep/category/twarz-forms?sort=price-desc&price_max=100&price_min=' );
		$this->assertSame( array( 'location' => '/sklep/category/twarz-forms?sort=price-desc&price_max=100', 'status' => 301 ), $this->redirect, 'a blank field is no filter: the address without it (Storefront\ShopAddress)' );
		// Sorted lists are kept by the listing cache (three per list); a price range is the shopper's own.
		$this->assertTrue( ListingCache::caches( self::LIST . '&catalog_visibility=catalog&order=desc&orderby=price&page=1&per_page=50' ) );
		$this->assertFalse( ListingCache::caches( self::LIST . '&catalog_visibility=catalog&max_price=10000&page=1&per_page=50' ) );
		$this->assertFalse( ListingCache::caches( self::LIST . '&catalog_visibility=catalog&min_price=100&page=1&per_page=50' ) );
	}

	public function test_the_toolbar_and_the_price_filter_are_get_forms_to_the_apps_addresses(): void {
		$category = wp_insert_term( 'Twarz', 'product_cat', array( 'slug' => 'twarz-forms' ) );
		$other    = wp_insert_term( 'Ciało', 'product_cat', array( 'slug' => 'cialo-forms' ) );
		\CosmeticsStorefront\Settings\Settings::update( array( 'shop_category_ids' => array( (string) $category['term_id'], (string) $other['term_id'] ) ) );
		$this->product( 'Krem różany', '50.00', array( $category['term_id'] ) );

		$html = $this->mount( '/sklep/category/twarz-forms?search=krem+r%C3%B3%C5%BCany&sort=price-asc&price_min=10&price_max=200' );

		$action = 'action="/sklep/category/twarz-forms" method="get"';
		$this->assertStringContainsString( '<form role="search" class="cs-search" ' . $action . '><label for="cs-server-search" class="cs-visually-hidden">Szukaj produktów</label><div class="cs-combobox"><input id="cs-server-search" name="search" type="search" class="cs-search__input" placeholder="Szukaj produktów…" maxlength="100" autocomplete="off" enterkeyhint="search" value="krem różany"></div><input type="hidden" name="sort" value="price-asc"><input type="hidden" name="price_min" value="10"><input type="hidden" name="price_max" value="200"><button type="submit" class="cs-button cs-button--primary cs-search__button">Szukaj</button></form>', $html );
		$this->assertStringContainsString( '<form class="cs-sort" ' . $action . '><input type="hidden" name="search" value="krem różany"><label for="cs-server-sort" class="cs-sort__label">Sortuj</label><select id="cs-server-sort" name="sort" class="cs-select" data-default="relevance"><option value="relevance">Trafność</option><option value="date">Najnowsze</option><option value="price-asc" selected=\'selected\'>Cena: od najniższej</option><option value="price-desc">Cena: od najwyższej</option></select><input type="hidden" name="price_min" value="10"><input type="hidden" name="price_max" value="200"><button type="submit" class="cs-button cs-sort__submit">Pokaż</button></form>', $html );
		$this->assertStringContainsString( '<form class="cs-price-filter__form" ' . $action . ' novalidate><fieldset class="cs-filters__section cs-price-filter"><legend class="cs-filters__title">Cena (zł)</legend><input type="hidden" name="search" value="krem różany"><input type="hidden" name="sort" value="price-asc"><div class="cs-price-filter__inputs"><label for="cs-server-price-min"><span>Od</span><input id="cs-server-price-min" name="price_min" type="number" inputmode="numeric" min="0" max="800" step="1" data-default="0" value="10"></label><span aria-hidden="true" class="cs-price-filter__dash">–</span><label for="cs-server-price-max"><span>Do</span><input id="cs-server-price-max" name="price_max" type="number" inputmode="numeric" min="0" max="800" step="1" data-default="800" value="200"></label></div><button type="submit" class="cs-button cs-price-filter__submit">Filtruj</button><a class="cs-link-button" href="/sklep/category/twarz-forms?search=krem+r%C3%B3%C5%BCany&#038;sort=price-asc">Wyczyść cenę</a></fieldset></form>', $html );
		// Links keep the other filters, as the app's: another category (in the path), every product, the breadcrumb.
		$this->assertStringContainsString( '<a href="/sklep/category/cialo-forms?search=krem+r%C3%B3%C5%BCany&#038;sort=price-asc&#038;price_min=10&#038;price_max=200" class="cs-categories__link">Ciało</a>', $html );
		$this->assertStringContainsString( '<a href="/sklep?search=krem+r%C3%B3%C5%BCany&#038;sort=price-asc&#038;price_min=10&#038;price_max=200" class="cs-categories__link">Wszystkie produkty</a>', $html );
		$this->assertStringContainsString( '<nav class="cs-breadcrumb" aria-label="Okruszki"><a href="/sklep?search=krem+r%C3%B3%C5%BCany&#038;sort=price-asc&#038;price_min=10&#038;price_max=200">Sklep</a>', $html );
		// Without JavaScript "Filtry" leads to the sidebar (below the list on a phone); before the app the first script opens it in place.
		$this->assertStringContainsString( '<a href="#cs-server-filters" class="cs-button cs-shop__filters-button" aria-controls="cs-server-filters" aria-expanded="false">', $html );
		$this->assertStringContainsString( '<aside id="cs-server-filters" class="cs-shop__sidebar" aria-label="Filtry">', $html );
		$this->assertStringNotContainsString( 'disabled', $html, 'no disabled placeholder any more' );

		// The shop without filters: no hidden fields, the list's defaults chosen, no "Wyczyść cenę".
		$plain = $this->mount( '/sklep' );
		$this->assertStringNotContainsString( 'type="hidden"', $plain );
		$this->assertStringContainsString( 'data-default="date"><option value="date" selected=\'selected\'>Najnowsze</option><option value="price-asc">', $plain );
		$this->assertStringNotContainsString( 'Trafność', $plain );
		$this->assertStringNotContainsString( 'Wyczyść cenę', $plain );
		// The page's first script submits a chosen sort and writes the app's address (blank and default fields left out).
		$this->assertStringContainsString( 'addEventListener("change",function(e){var s=e.target;if(s.name=="sort"&&s.closest(".cs-app--server .cs-shop"))go(s.form)})', $plain );
	}

	public function test_a_search_that_finds_nothing_says_what_the_app_says(): void {
		$this->product( 'Krem różany', '50.00' );
		$this->searchable();
		$html = $this->mount( '/sklep?search=zzzqqq' );
		$this->assertStringContainsString( '<div class="cs-shop__results"><div class="cs-no-results"><p class="cs-shop__empty" role="status">Nie znaleziono produktów</p><h2 class="cs-no-results__title">Co możesz zrobić</h2><ul class="cs-no-results__tips"><li>Sprawdź pisownię słów.</li>', $html );
		// NoResults.tsx's helps, preloaded for the app's first render and drawn from the same answers.
		$this->assertSame( array( 'Krem różany' ), $this->cards( explode( '<h2 id="cs-no-results-bestsellers" class="cs-no-results__title">Bestsellery</h2>', $html )[1] ?? '' ), 'the bestsellers' );
		$this->assertSame( array(), $this->cards( explode( 'cs-no-results', $html )[0] ), 'no list above them' );
		$this->assertStringContainsString( '<h2 id="cs-no-results-categories" class="cs-no-results__title">Popularne kategorie</h2>', $html );
		// Two words no product has both of: each that finds products alone is a link to its search.
		$words = $this->mount( '/sklep?search=krem+zzzqqq' );
		$this->assertStringContainsString( '<div class="cs-no-results__words"><p>Żaden produkt nie ma wszystkich tych słów. Szukaj jednego z nich:</p><ul><li><a class="cs-chip" href="/sklep?search=krem">krem (1 produkt)</a></li></ul></div>', $words );
		// Filters hid what the search finds: the whole shop's count and a link without them.
		$priced = $this->mount( '/sklep?search=krem&price_min=700' );
		$this->assertStringContainsString( '<p class="cs-no-results__unfiltered">W całym sklepie „krem” znajduje 1 produkt. <a class="cs-button" href="/sklep?search=krem">Szukaj bez filtrów</a></p>', $priced );
		// A list that found something preloads no helps.
		$this->mount( '/sklep?search=krem' );
		$this->assertSame( array( self::CATEGORIES, self::LIST . '&catalog_visibility=search&orderby=relevance&page=1&per_page=50&search=krem' ), $this->preloaded_sorted() );
		$empty = $this->mount( '/sklep?price_min=700' );
		$this->assertStringContainsString( '<div class="cs-shop__results"><p class="cs-shop__empty" role="status">Nie znaleziono produktów</p></div>', $empty, 'not a search: the plain empty list' );
	}

	public function test_hostile_addresses_are_escaped_or_ignored(): void {
		$this->product( 'Krem różany', '50.00' );
		$search = '"><script>alert(1)</script>\' krem';
		$hostile = '/sklep?search=' . rawurlencode( $search ) . '&sort=%3Cb%3E&price_min=1e999&price_max=-1&category%5B%5D=x';
		$this->renderPage( $hostile );
		$this->assertSame( array( 'location' => '/sklep?search=%22%27+krem', 'status' => 301 ), $this->redirect, 'to the address the shop writes for it (Storefront\ShopAddress)' );
		// Drawn as it is when another parameter keeps it from being redirected.
		$html = $this->mount( $hostile . '&inny=1' );
		$this->assertSame( 200, $this->lastStatus() );
		$this->assertStringNotContainsString( '<script>alert', $html );
		// The search is what it searches: markup taken out (Domain\ShopFilters::search), the rest escaped.
		$this->assertStringContainsString( 'value="&quot;&#039; krem"', $html );
		$this->assertStringContainsString( 'Wyniki wyszukiwania: „&quot;&#039; krem”', $html );
		$this->assertStringContainsString( 'data-default="relevance"><option value="relevance" selected=\'selected\'>', $html, 'an unknown sort: the default' );
		$this->assertStringContainsString( 'data-default="0" value="0"', $html, 'not a price: no filter' );
		$this->assertStringContainsString( 'data-default="800" value="800"', $html );
		// It found nothing: NoResults.tsx's helps for that search are preloaded too.
		$expected = array_merge( array( self::CATEGORIES, self::LIST . '&catalog_visibility=search&orderby=relevance&page=1&per_page=50&search=%22\'%20krem' ), array_values( \CosmeticsStorefront\Storefront\Preload::no_results_paths( '"\' krem' ) ) );
		sort( $expected );
		$this->assertSame(
			$expected,
			$this->preloaded_sorted(),
			'the search as the app sends it (encodeURIComponent)'
		);
		$huge = $this->mount( '/sklep?price_min=99999999&price_max=' . str_repeat( '9', 400 ) . '&page=99999999&inny=1' );
		$this->assertStringContainsString( 'data-default="0" value="800"', $huge, 'clamped to 800' );
		$this->assertStringContainsString( 'data-default="800" value="800"', $huge, 'too long: ignored' );
		$this->assertLessThanOrEqual( \CosmeticsStorefront\Domain\ShopFilters::MAX_PAGES + 1, count( $this->preloaded() ) );
	}

	public function test_sorted_narrowed_and_searched_addresses_are_followed_not_indexed(): void {
		update_option( 'blog_public', '1' );
		wp_insert_term( 'Twarz', 'product_cat', array( 'slug' => 'twarz-forms' ) );
		$this->product( 'Krem różany', '50.00' );
		$robots    = "#<meta name='robots' content='[^']*\bnoindex, follow' />#";
		$canonical = static fn( string $path ): string => '<link rel="canonical" href="' . esc_url( home_url( $path ) ) . '" />';
		foreach ( array(
			'/sklep?sort=price-asc'                          => '/sklep',
			'/sklep?price_min=10&price_max=200'              => '/sklep',
			'/sklep?sort=nonsense'                           => '/sklep',
			'/sklep/category/twarz-forms?sort=price-desc'    => '/sklep/category/twarz-forms',
			'/sklep/category/twarz-forms?search=krem'        => '/sklep/category/twarz-forms',
			'/sklep?category=twarz-forms&price_max=100'      => '/sklep/category/twarz-forms',
			'/sklep?search=krem&sort=price-asc&price_min=10' => '/sklep',
		) as $url => $list ) {
			$html = $this->renderPage( $url );
			if ( null !== $this->redirect ) {
				// A misspelt address (`sort=nonsense`) is a 301 to the list's own (Storefront\ShopAddress).
				$this->assertSame( array( 'location' => $list, 'status' => 301 ), $this->redirect, $url );
				continue;
			}
			$this->assertSame( 200, $this->lastStatus(), $url );
			$this->assertMatchesRegularExpression( $robots, $html, $url );
			$this->assertStringContainsString( $canonical( $list ), $html, $url );
		}
		$this->assertStringContainsString( '<title>Twarz: „krem” – ', $this->renderPage( '/sklep/category/twarz-forms?search=krem' ) );
		foreach ( array( '/sklep', '/sklep/category/twarz-forms' ) as $url ) {
			$this->assertDoesNotMatchRegularExpression( $robots, $this->renderPage( $url ), $url . ': the list itself is indexed' );
		}
	}
}
