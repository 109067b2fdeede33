<?php
/**
 * ShopScreen.tsx before the app: a shop or category page's list, searched, sorted or narrowed by price
 * as its address says (Domain\ShopFilters, as src/domain/shopFilters.ts).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

use CosmeticsStorefront\Domain\CategoryTree;
use CosmeticsStorefront\Domain\PolishCount;
use CosmeticsStorefront\Domain\ShopFilters;
use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class ShopScreen {

	/** NoResults.tsx's tips (what it shows before its helps have loaded). */
	private const NO_RESULTS_TIPS = array(
		'Sprawdź pisownię słów.',
		'Wpisz mniej słów albo ogólniejsze, np. „krem” zamiast „krem nawilżający na noc”: pokazujemy produkty, które mają wszystkie wpisane słowa.',
		'Zajrzyj do popularnych kategorii albo bestsellerów.',
	);

	/**
	 * ShopScreen.tsx's list: heading (the category's name; the search's words), breadcrumbs of a
	 * category, the toolbar (search, sort) and the price filter as GET forms to the addresses the app
	 * writes, the categories as links keeping the other filters, the products as compact cards (or what
	 * the app says when there are none), and 'Załaduj więcej' as a link to the next page.
	 *
	 * @param array<string,mixed>                                                                  $query
	 * @param array{pages:array<int,array{products:array<int,array<string,mixed>>, total:int, total_pages:int}>, categories:array<int,array<string,mixed>>, help?:array<string,mixed>} $answers
	 */
	public static function render( string $path, array $query, array $answers ): string {
		$in_path = str_starts_with( $path, 'sklep/category/' );
		$filters = ShopFilters::read( $in_path ? rawurldecode( substr( $path, strlen( 'sklep/category/' ) ) ) : null, $query );
		$slug    = (string) $filters['category'];
		$term    = null;
		foreach ( $answers['categories'] as $category ) {
			if ( '' !== $slug && ( $category['slug'] ?? null ) === sanitize_title( $slug ) ) {
				$term = $category;
			}
		}
		if ( '' !== $slug && ! $term ) {
			return '';
		}
		$search    = ShopFilters::search( $filters['search'] );
		$searching = '' !== $search;
		$title     = $term ? Html::text( $term['name'] ?? '' ) : 'Sklep';
		$products  = array();
		$seen      = array();
		// The first card of each page after the first: where the next page's link lands (ids cs-page-N).
		$page_starts = array();
		foreach ( $answers['pages'] as $number => $page ) {
			foreach ( $page['products'] as $product ) {
				$id = (int) ( $product['id'] ?? 0 );
				if ( $id > 0 && ! isset( $seen[ $id ] ) ) {
					if ( $number > 0 && ! in_array( $number + 1, $page_starts, true ) ) {
						$page_starts[ count( $products ) ] = $number + 1;
					}
					$seen[ $id ] = true;
					$products[]  = $product;
				}
			}
		}
		$last  = end( $answers['pages'] );
		$total = $last ? $last['total'] : count( $products );
		$shown = count( $answers['pages'] );
		$more  = $last && $shown < $last['total_pages'];

		$cards = '';
		foreach ( $products as $index => $product ) {
			$cards .= '<li' . ( isset( $page_starts[ $index ] ) ? ' id="cs-page-' . $page_starts[ $index ] . '"' : '' ) . '>' . ProductCard::render( $product, $index ) . '</li>';
		}
		// The address of this list (its filters as the app writes them), and with another category or price range.
		$address = static fn( array $changed, bool $category_in_path ): string => Html::url( ShopFilters::url( array_merge( $filters, $changed ), $category_in_path ) );
		// The next page's address shows pages 1 to N+1 (as the app's "Załaduj więcej"), opened at its first card.
		$next = $more ? '<div class="cs-load-more"><a class="cs-button" href="' . esc_url( Html::url( ShopFilters::url( $filters, $in_path, $shown + 1 ) ) . '#cs-page-' . ( $shown + 1 ) ) . '">Załaduj więcej</a></div>' : '';

		$link       = static fn( array $category, bool $child ): string => '<a href="' . esc_url( $address( array( 'category' => (string) $category['slug'] ), true ) ) . '" class="cs-categories__link' . ( $child ? ' cs-categories__link--child' : '' ) . ( $term && $category['slug'] === $term['slug'] ? ' is-current" aria-current="page' : '' ) . '">' . esc_html( Html::text( $category['name'] ?? '' ) ) . '</a>';
		$categories = '<li><a href="' . esc_url( $address( array( 'category' => null ), false ) ) . '" class="cs-categories__link' . ( $term ? '' : ' is-current" aria-current="page' ) . '">Wszystkie produkty</a></li>';
		foreach ( CategoryTree::build( $answers['categories'], Settings::shop_category_ids() ) as $node ) {
			$children = '';
			foreach ( $node['children'] as $child ) {
				$children .= '<li>' . $link( $child, true ) . '</li>';
			}
			$categories .= '<li>' . $link( $node['category'], false ) . ( '' !== $children ? '<ul class="cs-categories__children">' . $children . '</ul>' : '' ) . '</li>';
		}

		if ( $products ) {
			$results = '<p class="cs-shop__count" role="status">' . esc_html( sprintf( 'Wyświetlono %d z %d produktów', count( $products ), $total ) ) . '</p><ul class="cs-grid">' . $cards . '</ul>' . $next;
		} elseif ( $searching ) {
			$filtered = null !== $term || ShopFilters::narrows_price( $filters );
			$results  = self::no_results( $search, $answers['help'] ?? array(), $filtered ? $address( array( 'category' => null, 'price_min' => ShopFilters::PRICE_MIN, 'price_max' => ShopFilters::PRICE_MAX ), false ) : null, static fn( string $word ): string => $address( array( 'search' => $word ), $in_path ) );
		} else {
			$results = '<p class="cs-shop__empty" role="status">Nie znaleziono produktów</p>';
		}

		$action = esc_url( Html::url( ShopFilters::path( $filters['category'], $in_path ) ) );
		$form   = static fn( string $own, string $attributes, string $fields, string $after_fields ): string => self::form( $action, $attributes, $filters, $own, $in_path, $fields, $after_fields );

		return '<section class="cs-container cs-shop" aria-labelledby="cs-shop-title">'
			. ( $term ? '<nav class="cs-breadcrumb" aria-label="Okruszki"><a href="' . esc_url( $address( array( 'category' => null ), false ) ) . '">Sklep</a> <span aria-hidden="true">/</span> <span aria-current="page">' . esc_html( $title ) . '</span></nav>' : '' )
			. '<header class="cs-shop__header"><div><h1 id="cs-shop-title" class="cs-page-title">' . esc_html( $title ) . '</h1>'
			. ( $searching ? '<p class="cs-shop__searched">' . esc_html( 'Wyniki wyszukiwania: „' . $search . '”' ) . '</p>' : '' ) . '</div>'
			// ShopScreen.tsx's link to the cart, which is on the checkout: a link before the app too.
			. '<a href="' . esc_url( Html::url( 'checkout' ) ) . '" class="cs-button cs-cart-link"><svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="M6 7h12l-1 13H7L6 7Z"/><path d="M9 7a3 3 0 0 1 6 0"/></svg>Koszyk</a></header>'
			. '<div class="cs-shop__toolbar">'
			. $form(
				'search',
				'role="search" class="cs-search"',
				'<label for="cs-server-search" class="cs-visually-hidden">Szukaj produktów</label>'
				// SearchCombobox.tsx's box (its suggestions come with the app).
				. '<div class="cs-combobox"><input id="cs-server-search" name="search" type="search" class="cs-search__input" placeholder="Szukaj produktów…" maxlength="' . ShopFilters::SEARCH_MAX_LENGTH . '" autocomplete="off" enterkeyhint="search" value="' . esc_attr( $filters['search'] ) . '"></div>',
				'<button type="submit" class="cs-button cs-button--primary cs-search__button">Szukaj</button>'
			)
			. $form( 'sort', 'class="cs-sort"', self::sort_select( $filters ), '<button type="submit" class="cs-button cs-sort__submit">Pokaż</button>' )
			// The app's "Filtry" opens its drawer; before the app the page's first script opens the sidebar in
			// place on a phone (Layout::start_script), and without JavaScript it is a link to the sidebar, which
			// stands below the list there (storefront.css): the list comes first.
			. '<a href="#cs-server-filters" class="cs-button cs-shop__filters-button" aria-controls="cs-server-filters" aria-expanded="false"><svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"><path d="M4 6h16M7 12h10M10 18h4"/></svg>Filtry</a>'
			. '</div>'
			. '<div class="cs-shop__layout">'
			. '<aside id="cs-server-filters" class="cs-shop__sidebar" aria-label="Filtry"><div class="cs-filters"><nav class="cs-filters__section" aria-labelledby="cs-server-categories"><h2 id="cs-server-categories" class="cs-filters__title">Kategorie</h2><ul class="cs-categories">' . $categories . '</ul></nav>'
			. self::price_filter( $action, $filters, $in_path, $address( array( 'price_min' => ShopFilters::PRICE_MIN, 'price_max' => ShopFilters::PRICE_MAX ), $in_path ) )
			. '</div></aside>'
			. '<div class="cs-shop__results">' . $results . '</div></div></section>';
	}

	/**
	 * A GET form of the list (ShopScreen.tsx's SearchForm, SortSelect; FilterPanel.tsx's PriceFilter): its
	 * own fields between the address's other filters as hidden fields, in the address's order, so the
	 * browser writes the address the app does (the page's first script leaves blank and default fields out).
	 *
	 * @param array{category:?string, search:string, sort:?string, price_min:int, price_max:int} $filters
	 */
	private static function form( string $action, string $attributes, array $filters, string $own, bool $in_path, string $fields, string $after_fields ): string {
		$hidden = ShopFilters::form_fields( $filters, $own, $in_path );
		return '<form ' . $attributes . ' action="' . $action . '" method="get">'
			. self::hidden( $hidden['before'] ) . $fields . self::hidden( $hidden['after'] ) . $after_fields
			. '</form>';
	}

	/** @param array<int,array{0:string,1:string}> $fields */
	private static function hidden( array $fields ): string {
		$html = '';
		foreach ( $fields as $field ) {
			$html .= '<input type="hidden" name="' . esc_attr( $field[0] ) . '" value="' . esc_attr( $field[1] ) . '">';
		}
		return $html;
	}

	/**
	 * SortSelect: "Sortuj" and the app's options ("Trafność" first while searching), the list's sort chosen.
	 *
	 * @param array{category:?string, search:string, sort:?string, price_min:int, price_max:int} $filters
	 */
	private static function sort_select( array $filters ): string {
		$searching = '' !== ShopFilters::search( $filters['search'] );
		$sort      = ShopFilters::effective_sort( $filters['sort'], $searching );
		$options   = '';
		foreach ( ShopFilters::sort_options( $searching ) as $value => $label ) {
			$options .= '<option value="' . esc_attr( $value ) . '"' . selected( $value, $sort, false ) . '>' . esc_html( $label ) . '</option>';
		}
		return '<label for="cs-server-sort" class="cs-sort__label">Sortuj</label>'
			. '<select id="cs-server-sort" name="sort" class="cs-select" data-default="' . esc_attr( ShopFilters::effective_sort( null, $searching ) ) . '">' . $options . '</select>';
	}

	/**
	 * FilterPanel.tsx's PriceFilter: "Od" and "Do" in złoty (0–800, step 1), "Filtruj", and "Wyczyść cenę"
	 * linking the address without the range when it narrows the list.
	 *
	 * @param array{category:?string, search:string, sort:?string, price_min:int, price_max:int} $filters
	 */
	private static function price_filter( string $action, array $filters, bool $in_path, string $cleared ): string {
		$input    = static fn( string $name, string $id, string $label, int $value, int $default ): string => '<label for="' . $id . '"><span>' . $label . '</span><input id="' . $id . '" name="' . $name . '" type="number" inputmode="numeric" min="' . ShopFilters::PRICE_MIN . '" max="' . ShopFilters::PRICE_MAX . '" step="1" data-default="' . $default . '" value="' . $value . '"></label>';
		$narrowed = ShopFilters::narrows_price( $filters );
		$hidden   = ShopFilters::form_fields( $filters, 'price', $in_path );
		return '<form class="cs-price-filter__form" action="' . $action . '" method="get" novalidate>'
			. '<fieldset class="cs-filters__section cs-price-filter"><legend class="cs-filters__title">Cena (zł)</legend>'
			. self::hidden( $hidden['before'] )
			. '<div class="cs-price-filter__inputs">'
			. $input( 'price_min', 'cs-server-price-min', 'Od', $filters['price_min'], ShopFilters::PRICE_MIN )
			. '<span aria-hidden="true" class="cs-price-filter__dash">–</span>'
			. $input( 'price_max', 'cs-server-price-max', 'Do', $filters['price_max'], ShopFilters::PRICE_MAX )
			. '</div>'
			. self::hidden( $hidden['after'] )
			. '<button type="submit" class="cs-button cs-price-filter__submit">Filtruj</button>'
			. ( $narrowed ? '<a class="cs-link-button" href="' . esc_url( $cleared ) . '">Wyczyść cenę</a>' : '' )
			. '</fieldset></form>';
	}

	/**
	 * NoResults.tsx with the helps preloaded for it (Preload::data_for; a part that did not load is left
	 * out, as the app leaves it out): each word that finds products alone, the whole shop when filters
	 * hid what the search finds ($unfiltered: the address without them), the tips, the popular
	 * categories and the bestsellers. The app's buttons are links to the addresses they lead to.
	 *
	 * @param array{words?:array<string,mixed>, categories?:array<int,array<string,mixed>>, bestsellers?:array<int,array<string,mixed>>} $help
	 * @param callable(string):string                                                                                                  $searched the address of a search for a word
	 */
	private static function no_results( string $search, array $help, ?string $unfiltered, callable $searched ): string {
		$products = static fn( int $n ): string => PolishCount::of( $n, 'produkt', 'produkty', 'produktów' );
		$html     = '<div class="cs-no-results"><p class="cs-shop__empty" role="status">Nie znaleziono produktów</p>';
		$words    = '';
		foreach ( (array) ( $help['words']['words'] ?? array() ) as $word ) {
			if ( is_array( $word ) && is_string( $word['word'] ?? null ) && is_int( $word['total'] ?? null ) ) {
				$words .= '<li><a class="cs-chip" href="' . esc_url( $searched( $word['word'] ) ) . '">' . esc_html( $word['word'] . ' (' . $products( $word['total'] ) . ')' ) . '</a></li>';
			}
		}
		if ( '' !== $words ) {
			$html .= '<div class="cs-no-results__words"><p>Żaden produkt nie ma wszystkich tych słów. Szukaj jednego z nich:</p><ul>' . $words . '</ul></div>';
		}
		$total = $help['words']['total'] ?? 0;
		if ( null !== $unfiltered && is_int( $total ) && $total > 0 ) {
			$html .= '<p class="cs-no-results__unfiltered">' . esc_html( 'W całym sklepie „' . $search . '” znajduje ' . $products( $total ) . '.' ) . ' <a class="cs-button" href="' . esc_url( $unfiltered ) . '">Szukaj bez filtrów</a></p>';
		}
		$tips = '';
		foreach ( self::NO_RESULTS_TIPS as $tip ) {
			$tips .= '<li>' . esc_html( $tip ) . '</li>';
		}
		$html .= '<h2 class="cs-no-results__title">Co możesz zrobić</h2><ul class="cs-no-results__tips">' . $tips . '</ul>';
		$chips = '';
		foreach ( $help['categories'] ?? array() as $category ) {
			$chips .= '<li><a class="cs-chip" href="' . esc_url( Html::category_url( rawurldecode( (string) ( $category['slug'] ?? '' ) ) ) ) . '">' . esc_html( Html::text( $category['name'] ?? '' ) ) . '</a></li>';
		}
		if ( '' !== $chips ) {
			$html .= '<nav aria-labelledby="cs-no-results-categories"><h2 id="cs-no-results-categories" class="cs-no-results__title">Popularne kategorie</h2><ul class="cs-no-results__categories">' . $chips . '</ul></nav>';
		}
		$cards = '';
		foreach ( $help['bestsellers'] ?? array() as $product ) {
			$cards .= '<li>' . ProductCard::render( $product ) . '</li>';
		}
		if ( '' !== $cards ) {
			$html .= '<section aria-labelledby="cs-no-results-bestsellers"><h2 id="cs-no-results-bestsellers" class="cs-no-results__title">Bestsellery</h2><ul class="cs-grid cs-no-results__grid">' . $cards . '</ul></section>';
		}
		return $html . '</div>';
	}
}
