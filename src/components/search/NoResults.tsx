import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
	listingPath,
	listPopularCategories,
	listProducts,
	POPULAR_CATEGORIES_PATH,
	preloadedAnswer,
	type ProductQuery,
	type StoreCategorySummary,
	type StoreProductSummary,
	suggest,
	suggestPath,
	type SearchSuggestions,
} from '../../api';
import { categorySlug } from '../../domain/categories';
import { count } from '../../domain/searchSuggest';
import { decodeEntities } from '../../domain/text';
import { ProductCard } from '../product/ProductCard';
import '../../styles/search.css';

/** How many bestsellers the help shows. */
export const BESTSELLERS = 4;

interface Help {
	/** The words of the search that find products alone (a typo as the word it was taken for). */
	words: Array< { word: string; total: number } >;
	/** How many products the search finds in the whole shop, without the filters. */
	unfiltered: number;
	categories: StoreCategorySummary[];
	bestsellers: StoreProductSummary[];
}

/** The bestsellers: something the shopper can buy now. */
const BESTSELLERS_QUERY: Omit< ProductQuery, '_fields' > = {
	orderby: 'popularity',
	order: 'desc',
	per_page: BESTSELLERS,
	catalog_visibility: 'catalog',
	stock_status: 'instock',
};

/**
 * The REST paths of the helps for `search`: the server preloads them for a search that found nothing
 * and draws the helps from them (includes/Storefront/preload-paths.json, Screens\ShopScreen), so the
 * first render shows what the server drew.
 */
export function noResultsPaths( search: string ): {
	words: string;
	categories: string;
	bestsellers: string;
} {
	return {
		words: suggestPath( search, true ),
		categories: POPULAR_CATEGORIES_PATH,
		bestsellers: listingPath( BESTSELLERS_QUERY ),
	};
}

type Part = 'words' | 'categories' | 'bestsellers';

/**
 * The helps the page was served with, and which parts it carried (those are not asked for again: the
 * page is as fresh as an answer, and the catalogue cache may already have taken a list from it).
 */
function preloadedHelp( search: string ): { help: Help; served: Set< Part > } {
	const paths = noResultsPaths( search );
	const served = new Set< Part >();
	const data = ( part: Part ): unknown => {
		const answer = preloadedAnswer( paths[ part ] );
		if ( answer ) {
			served.add( part );
		}
		return answer?.data;
	};
	const list = < T, >( part: Part ): T[] => {
		const value = data( part );
		return Array.isArray( value ) ? ( value as T[] ) : [];
	};
	const suggestions = data( 'words' ) as
		| Partial< SearchSuggestions >
		| undefined;
	return {
		help: {
			words: Array.isArray( suggestions?.words ) ? suggestions.words : [],
			unfiltered:
				typeof suggestions?.total === 'number' ? suggestions.total : 0,
			categories: list< StoreCategorySummary >( 'categories' ),
			bestsellers: list< StoreProductSummary >( 'bestsellers' ),
		},
		served,
	};
}

/**
 * What a search that found nothing offers instead of a dead end: each of its words that finds products
 * alone (no product had them all), the whole shop when filters hid what the search finds, what to try (spelling, fewer
 * words), the categories with the most products and the bestsellers. Each part is a help: one that
 * fails to load is left out, the rest stays.
 */
export function NoResults( {
	search,
	filtered,
	onSearch,
	onClearFilters,
}: {
	search: string;
	/** A category or a price range narrows the search. */
	filtered: boolean;
	onSearch: ( search: string ) => void;
	onClearFilters: () => void;
} ) {
	// The helps the server drew from the page's answers (a search opened by its address), else none
	// until they load; ShopScreen starts a new NoResults for each search (its key).
	const [ { help: served, served: fromPage } ] = useState( () =>
		preloadedHelp( search )
	);
	const [ help, setHelp ] = useState< Help >( served );

	useEffect( () => {
		const controller = new AbortController();
		const signal = controller.signal;
		const settle = < T, >(
			promise: Promise< T >,
			apply: ( value: T ) => Partial< Help >
		) =>
			promise.then(
				( value ) =>
					setHelp( ( current ) => ( {
						...current,
						...apply( value ),
					} ) ),
				// Left out (or no longer asked for): the page still says what it found and offers the rest.
				() => undefined
			);
		if ( ! fromPage.has( 'words' ) ) {
			void settle(
				suggest( search, { complete: true, signal } ),
				( answer ) => ( {
					words: answer.words ?? [],
					unfiltered: answer.total,
				} )
			);
		}
		if ( ! fromPage.has( 'categories' ) ) {
			void settle(
				listPopularCategories( { signal } ),
				( categories ) => ( { categories } )
			);
		}
		if ( ! fromPage.has( 'bestsellers' ) ) {
			void settle(
				listProducts( BESTSELLERS_QUERY, { signal } ),
				( page ) => ( { bestsellers: page.products } )
			);
		}
		return () => controller.abort();
	}, [ search, fromPage ] );

	return (
		<div className="cs-no-results">
			<p className="cs-shop__empty" role="status">
				Nie znaleziono produktów
			</p>
			{ help.words.length ? (
				<div className="cs-no-results__words">
					<p>
						Żaden produkt nie ma wszystkich tych słów. Szukaj
						jednego z nich:
					</p>
					<ul>
						{ help.words.map( ( { word, total } ) => (
							<li key={ word }>
								<button
									type="button"
									className="cs-chip"
									onClick={ () => onSearch( word ) }
								>
									{ word } (
									{ count(
										total,
										'produkt',
										'produkty',
										'produktów'
									) }
									)
								</button>
							</li>
						) ) }
					</ul>
				</div>
			) : null }
			{ filtered && help.unfiltered > 0 ? (
				<p className="cs-no-results__unfiltered">
					W całym sklepie „{ search }” znajduje{ ' ' }
					{ count(
						help.unfiltered,
						'produkt',
						'produkty',
						'produktów'
					) }
					.{ ' ' }
					<button
						type="button"
						className="cs-button"
						onClick={ onClearFilters }
					>
						Szukaj bez filtrów
					</button>
				</p>
			) : null }
			<h2 className="cs-no-results__title">Co możesz zrobić</h2>
			<ul className="cs-no-results__tips">
				<li>Sprawdź pisownię słów.</li>
				<li>
					Wpisz mniej słów albo ogólniejsze, np. „krem” zamiast „krem
					nawilżający na noc”: pokazujemy produkty, które mają
					wszystkie wpisane słowa.
				</li>
				<li>Zajrzyj do popularnych kategorii albo bestsellerów.</li>
			</ul>
			{ help.categories.length ? (
				<nav aria-labelledby="cs-no-results-categories">
					<h2
						id="cs-no-results-categories"
						className="cs-no-results__title"
					>
						Popularne kategorie
					</h2>
					<ul className="cs-no-results__categories">
						{ help.categories.map( ( category ) => (
							<li key={ category.id }>
								<Link
									className="cs-chip"
									to={ `/sklep/category/${ categorySlug(
										category
									) }` }
								>
									{ decodeEntities( category.name ) }
								</Link>
							</li>
						) ) }
					</ul>
				</nav>
			) : null }
			{ help.bestsellers.length ? (
				<section aria-labelledby="cs-no-results-bestsellers">
					<h2
						id="cs-no-results-bestsellers"
						className="cs-no-results__title"
					>
						Bestsellery
					</h2>
					<ul className="cs-grid cs-no-results__grid">
						{ help.bestsellers.map( ( product ) => (
							<li key={ product.id }>
								<ProductCard product={ product } />
							</li>
						) ) }
					</ul>
				</section>
			) : null }
		</div>
	);
}
