<?php
/**
 * ShopScreen.tsx before the app: a shop or category page's list.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Frontend\Screens;

use CosmeticsStorefront\Domain\CategoryTree;
use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class ShopScreen {

	/**
	 * ShopScreen.tsx's list: heading (the category's name), breadcrumbs of a category, the categories as
	 * links, the products as compact cards, and 'Załaduj więcej' as a link to the next page.
	 *
	 * @param array<string,mixed>                                                                  $query
	 * @param array{pages:array<int,array{products:array<int,array<string,mixed>>, total:int, total_pages:int}>, categories:array<int,array<string,mixed>>} $answers
	 */
	public static function render( string $path, array $query, array $answers ): string {
		$slug = str_starts_with( $path, 'sklep/category/' ) ? rawurldecode( substr( $path, strlen( 'sklep/category/' ) ) ) : ( is_string( $query['category'] ?? null ) ? trim( $query['category'] ) : '' );
		$term = null;
		foreach ( $answers['categories'] as $category ) {
			if ( '' !== $slug && ( $category['slug'] ?? null ) === sanitize_title( $slug ) ) {
				$term = $category;
			}
		}
		if ( '' !== $slug && ! $term ) {
			return '';
		}
		$title    = $term ? Html::text( $term['name'] ?? '' ) : 'Sklep';
		$products = array();
		$seen     = array();
		foreach ( $answers['pages'] as $page ) {
			foreach ( $page['products'] as $product ) {
				$id = (int) ( $product['id'] ?? 0 );
				if ( $id > 0 && ! isset( $seen[ $id ] ) ) {
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
			$cards .= '<li>' . ProductCard::render( $product, $index ) . '</li>';
		}
		$base = $term ? Html::category_url( (string) $term['slug'] ) : Html::url( 'sklep' );
		$next = $more ? '<div class="cs-load-more"><a class="cs-button" href="' . esc_url( add_query_arg( 'page', $shown + 1, $base ) ) . '">Załaduj więcej</a></div>' : '';

		$link       = static fn( array $category, bool $child ): string => '<a href="' . esc_url( Html::category_url( (string) $category['slug'] ) ) . '" class="cs-categories__link' . ( $child ? ' cs-categories__link--child' : '' ) . ( $term && $category['slug'] === $term['slug'] ? ' is-current" aria-current="page' : '' ) . '">' . esc_html( Html::text( $category['name'] ?? '' ) ) . '</a>';
		$categories = '<li><a href="' . esc_url( Html::url( 'sklep' ) ) . '" class="cs-categories__link' . ( $term ? '' : ' is-current" aria-current="page' ) . '">Wszystkie produkty</a></li>';
		foreach ( CategoryTree::build( $answers['categories'], Settings::shop_category_ids() ) as $node ) {
			$children = '';
			foreach ( $node['children'] as $child ) {
				$children .= '<li>' . $link( $child, true ) . '</li>';
			}
			$categories .= '<li>' . $link( $node['category'], false ) . ( '' !== $children ? '<ul class="cs-categories__children">' . $children . '</ul>' : '' ) . '</li>';
		}

		return '<section class="cs-container cs-shop" aria-labelledby="cs-shop-title">'
			. ( $term ? '<nav class="cs-breadcrumb" aria-label="Okruszki"><a href="' . esc_url( Html::url( 'sklep' ) ) . '">Sklep</a> <span aria-hidden="true">/</span> <span aria-current="page">' . esc_html( $title ) . '</span></nav>' : '' )
			. '<header class="cs-shop__header"><div><h1 id="cs-shop-title" class="cs-page-title">' . esc_html( $title ) . '</h1></div>'
			. '<span class="cs-button cs-cart-link cs-server-placeholder" aria-hidden="true"><svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6"><path d="M6 7h12l-1 13H7L6 7Z"/></svg>Koszyk</span></header>'
			. '<div class="cs-shop__toolbar"><form role="search" class="cs-search" action="' . esc_url( Html::url( 'sklep' ) ) . '" method="get">'
			. '<label for="cs-server-search" class="cs-visually-hidden">Szukaj produktów</label>'
			. '<input id="cs-server-search" name="search" type="search" class="cs-search__input" placeholder="Szukaj produktów…" autocomplete="off">'
			. '<button type="submit" class="cs-button cs-button--primary cs-search__button">Szukaj</button></form>'
			// Sorting and the filter drawer need JavaScript: their room is kept, unseen.
			. '<div class="cs-sort cs-server-placeholder" aria-hidden="true"><span class="cs-sort__label">Sortuj</span><select class="cs-select" disabled><option>Najnowsze</option></select></div>'
			. '<span class="cs-button cs-shop__filters-button cs-server-placeholder" aria-hidden="true"><svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"></svg>Filtry</span></div>'
			. '<div class="cs-shop__layout">'
			. '<aside class="cs-shop__sidebar" aria-label="Filtry"><div class="cs-filters"><nav class="cs-filters__section" aria-labelledby="cs-server-categories"><h2 id="cs-server-categories" class="cs-filters__title">Kategorie</h2><ul class="cs-categories">' . $categories . '</ul></nav></div></aside>'
			. '<div class="cs-shop__results">'
			. ( $products
				? '<p class="cs-shop__count">' . esc_html( sprintf( 'Wyświetlono %d z %d produktów', count( $products ), $total ) ) . '</p><ul class="cs-grid">' . $cards . '</ul>' . $next
				: '<p class="cs-shop__empty">Nie znaleziono produktów</p>' )
			. '</div></div></section>';
	}
}
