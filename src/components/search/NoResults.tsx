import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
	listPopularCategories,
	listProducts,
	type StoreCategorySummary,
	type StoreProductSummary,
} from '../../api/catalogue';
import { suggest } from '../../api/search';
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

const NO_HELP: Help = {
	words: [],
	unfiltered: 0,
	categories: [],
	bestsellers: [],
};

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
	const [ help, setHelp ] = useState< Help >( NO_HELP );

	useEffect( () => {
		const controller = new AbortController();
		const signal = controller.signal;
		setHelp( NO_HELP );
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
		void settle(
			suggest( search, { complete: true, signal } ),
			( answer ) => ( {
				words: answer.words ?? [],
				unfiltered: answer.total,
			} )
		);
		void settle( listPopularCategories( { signal } ), ( categories ) => ( {
			categories,
		} ) );
		void settle(
			listProducts(
				{
					orderby: 'popularity',
					order: 'desc',
					per_page: BESTSELLERS,
					catalog_visibility: 'catalog',
					// Something the shopper can buy now.
					stock_status: 'instock',
				},
				{ signal }
			),
			( page ) => ( { bestsellers: page.products } )
		);
		return () => controller.abort();
	}, [ search ] );

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
