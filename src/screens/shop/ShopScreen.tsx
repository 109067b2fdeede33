import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
	Link,
	useHref,
	useLocation,
	useNavigate,
	useParams,
	useSearchParams,
} from 'react-router-dom';
import { errorMessage, type StoreProductSummary } from '../../api';
import { ConnectionError } from '../../components/ConnectionError';
import { Drawer } from '../../components/Drawer';
import {
	FIRST_SCREEN_CARDS,
	ProductCard,
} from '../../components/product/ProductCard';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { replaceQuery } from '../../components/layout/replaceQuery';
import { useServerFieldTakeover } from '../../components/serverFields';
import { useStepwiseReveal } from '../../components/useStepwiseReveal';
import { getConfig } from '../../config';
import { categoryTree, findCategoryBySlug } from '../../domain/categories';
import {
	effectiveSort,
	formFields,
	FULL_PRICE_RANGE,
	isSortOption,
	narrowsPrice,
	shopPath,
	sortOptions,
	type PriceRange,
	type SortOption,
	type UrlFilters,
	productQuery,
	pageExists,
	readUrlFilters,
	shopUrl,
	urlPage,
	urlPages,
	withShownPages,
} from '../../domain/shopFilters';
import { NotFoundScreen } from '../not-found/NotFoundScreen';
import { decodeEntities } from '../../domain/text';
import {
	useCategories,
	useProductList,
	type ProductListState,
} from '../../state/catalogue';
import { NoResults } from '../../components/search/NoResults';
import { SearchCombobox } from '../../components/search/SearchCombobox';
import { FilterPanel, HiddenFields } from './FilterPanel';

const SKELETON_CARDS = 8;

type ReadyList = Extract< ProductListState, { status: 'ready' } >;

/**
 * /sklep and /sklep/category/{slug}: search, sort, category tree and price filters (sidebar on desktop,
 * drawer on phones), the product grid and 'load more'. Every filter lives in the address
 * (src/domain/shopFilters.ts): the search, the sort and the price range are GET forms to the addresses
 * the app writes (the server draws the same ones, working before the app: Screens\ShopScreen), whose
 * submit the app takes over (it navigates to the same address).
 */
export function ShopScreen() {
	const { category: pathCategory } = useParams();
	const [ params ] = useSearchParams();
	const navigate = useNavigate();
	const url = readUrlFilters( pathCategory, params );
	const categoryInPath = pathCategory !== undefined;
	const searching = url.search !== '';
	const sort = effectiveSort( url.sort, searching );
	const price = url.price;
	const go = ( next: UrlFilters ) => {
		const address = shopUrl( next, categoryInPath );
		if ( address !== shopUrl( url, categoryInPath ) ) {
			navigate( address );
		}
	};
	const setSort = ( chosen: SortOption ) => go( { ...url, sort: chosen } );
	const setPrice = ( range: PriceRange ) => go( { ...url, price: range } );
	const action = useHref( shopPath( url.category, categoryInPath ) );
	const categories = useCategories();
	const tree =
		categories.status === 'ready'
			? categoryTree(
					categories.data,
					getConfig().settings.shopCategoryIds
			  )
			: [];

	// The URL names a category by slug; the Store API filters by id.
	const category =
		url.category && categories.status === 'ready'
			? findCategoryBySlug( categories.data, url.category ) ?? null
			: null;
	const unknownCategory =
		url.category !== null &&
		categories.status === 'ready' &&
		category === null;
	const waitingForCategory =
		url.category !== null && categories.status !== 'ready';
	const query =
		waitingForCategory || unknownCategory
			? null
			: productQuery( { ...url, sort, price }, category?.id );
	const { state, loadMore, reload } = useProductList(
		query,
		urlPages( params )
	);
	usePagesInAddress( state );

	// A `?page=N` past the list's last page is the 404 screen, as the server draws it (pageExists).
	const pageMissing =
		state.status === 'ready' &&
		! pageExists( urlPage( params ), state.totalPages );

	const title = category ? decodeEntities( category.name ) : 'Sklep';
	const listTitle = url.search ? `${ title }: „${ url.search }”` : title;
	// NotFoundScreen's own title (this effect runs after the screen's).
	useDocumentTitle( pageMissing ? 'Strona jest modernizowana' : listTitle );

	// While a new filter's answer loads, the previous list stays on screen, dimmed.
	const lastReady = useRef< ReadyList | null >( null );
	if ( state.status === 'ready' ) {
		lastReady.current = state;
	} else if ( state.status !== 'loading' ) {
		lastReady.current = null;
	}
	let shown: ReadyList | null = null;
	if ( state.status === 'ready' ) {
		shown = state;
	} else if ( state.status === 'loading' && ! waitingForCategory ) {
		shown = lastReady.current;
	}

	const grid = useRef< HTMLUListElement >( null );
	/** After 'load more', focus moves to the first product it added (the button may be gone). */
	const firstNew = useRef< number | null >( null );
	const count = state.status === 'ready' ? state.products.length : 0;
	useEffect( () => {
		if ( firstNew.current !== null && count > firstNew.current ) {
			grid.current?.querySelectorAll( 'a' )[ firstNew.current ]?.focus();
			firstNew.current = null;
		}
	}, [ count ] );
	const onLoadMore = () => {
		firstNew.current = count;
		loadMore();
	};

	const search = ( text: string ) => go( { ...url, search: text } );

	const [ drawerOpen, setDrawerOpen ] = useState( false );
	const filtersButton = useRef< HTMLButtonElement >( null );

	if ( url.category && categories.status === 'error' ) {
		return (
			<ConnectionError
				error={ categories.error }
				onRetry={ categories.reload }
				title="Błąd podczas pobierania kategorii"
			/>
		);
	}
	if ( state.status === 'error' ) {
		return (
			<ConnectionError
				error={ state.error }
				onRetry={ reload }
				title="Błąd podczas pobierania produktów"
			/>
		);
	}
	if ( pageMissing ) {
		return <NotFoundScreen />;
	}

	const panel = ( inDrawer: boolean ) => (
		<FilterPanel
			categories={ categories }
			tree={ tree }
			url={ url }
			categoryInPath={ categoryInPath }
			price={ price }
			onPriceChange={ setPrice }
			onCategoryChosen={
				inDrawer ? () => setDrawerOpen( false ) : undefined
			}
		/>
	);
	const busy = state.status === 'loading' || waitingForCategory;
	const empty =
		unknownCategory ||
		( state.status === 'ready' && state.products.length === 0 );
	// A search that found nothing offers what to do next (an unknown category is not the search's fault).
	const noResults = empty && searching && ! unknownCategory;

	return (
		<section
			className="cs-container cs-shop"
			aria-labelledby="cs-shop-title"
		>
			{ category ? (
				<nav className="cs-breadcrumb" aria-label="Okruszki">
					<Link to={ shopUrl( { ...url, category: null } ) }>
						Sklep
					</Link>{ ' ' }
					<span aria-hidden="true">/</span>{ ' ' }
					<span aria-current="page">{ title }</span>
				</nav>
			) : null }
			<header className="cs-shop__header">
				<div>
					<h1 id="cs-shop-title" className="cs-page-title">
						{ title }
					</h1>
					{ url.search ? (
						<p className="cs-shop__searched">
							Wyniki wyszukiwania: „{ url.search }”
						</p>
					) : null }
				</div>
				<Link to="/checkout" className="cs-button cs-cart-link">
					<CartIcon />
					Koszyk
				</Link>
			</header>

			<div className="cs-shop__toolbar">
				<SearchForm
					value={ url.search }
					onSearch={ search }
					action={ action }
					hidden={ formFields( url, 'search', categoryInPath ) }
				/>
				<SortSelect
					value={ sort }
					defaultValue={ effectiveSort( null, searching ) }
					options={ sortOptions( searching ) }
					onChange={ setSort }
					action={ action }
					hidden={ formFields( url, 'sort', categoryInPath ) }
				/>
				<button
					type="button"
					className="cs-button cs-shop__filters-button"
					ref={ filtersButton }
					aria-haspopup="dialog"
					onClick={ () => setDrawerOpen( true ) }
				>
					<FilterIcon />
					Filtry
				</button>
			</div>

			<div className="cs-shop__layout">
				<aside className="cs-shop__sidebar" aria-label="Filtry">
					{ panel( false ) }
				</aside>
				<div className="cs-shop__results" aria-busy={ busy }>
					{ noResults ? (
						<NoResults
							key={ url.search }
							search={ url.search }
							filtered={
								category !== null || narrowsPrice( price )
							}
							onSearch={ search }
							onClearFilters={ () =>
								navigate(
									shopUrl( {
										...url,
										category: null,
										price: FULL_PRICE_RANGE,
									} )
								)
							}
						/>
					) : null }
					{ empty && ! noResults ? (
						<p className="cs-shop__empty" role="status">
							Nie znaleziono produktów
						</p>
					) : null }
					{ ! empty && shown ? (
						<>
							<p className="cs-shop__count" role="status">
								{ state.status === 'loading'
									? 'Ładowanie produktów…'
									: `Wyświetlono ${ shown.products.length } z ${ shown.total } produktów` }
							</p>
							<ProductGrid
								products={ shown.products }
								stale={ state.status !== 'ready' }
								gridRef={ grid }
							/>
							{ state.status === 'ready' &&
							( state.page < state.totalPages ||
								state.moreError ) ? (
								<div className="cs-load-more">
									<button
										type="button"
										className="cs-button"
										onClick={ onLoadMore }
										disabled={ state.loadingMore }
									>
										{ state.loadingMore
											? 'Ładowanie…'
											: 'Załaduj więcej' }
									</button>
								</div>
							) : null }
							{ state.status === 'ready' && state.moreError ? (
								<p role="alert" className="cs-shop__more-error">
									Błąd podczas pobierania produktów:{ ' ' }
									{ errorMessage( state.moreError ) }
								</p>
							) : null }
						</>
					) : null }
					{ ! empty && ! shown ? (
						<>
							<p className="cs-visually-hidden" role="status">
								Ładowanie produktów…
							</p>
							<ul className="cs-grid" aria-hidden="true">
								{ Array.from(
									{ length: SKELETON_CARDS },
									( _, i ) => (
										<li key={ i } className="cs-skeleton" />
									)
								) }
							</ul>
						</>
					) : null }
				</div>
			</div>

			<Drawer
				open={ drawerOpen }
				onClose={ () => setDrawerOpen( false ) }
				title="Filtry"
				returnFocus={ filtersButton }
				footer={
					<button
						type="button"
						className="cs-button cs-button--primary cs-button--block"
						onClick={ () => setDrawerOpen( false ) }
					>
						{ state.status === 'ready'
							? `Pokaż produkty (${ state.total })`
							: 'Pokaż produkty' }
					</button>
				}
			>
				{ panel( true ) }
			</Drawer>
		</section>
	);
}

/**
 * The pages the list shows go into its address as `page=N` once they are all there (not while one is
 * loading or failed), in place (replaceQuery: no new entry): a reload, a shared link or Back to it shows
 * the same list, as the server's 'Załaduj więcej' link does (shopFilters.ts, withShownPages). A change of
 * filters navigates to the new list's address, without it. Only the entry the screen drew is written
 * (a Back or Forward the router has not drawn yet is another entry's address).
 */
function usePagesInAddress( state: ProductListState ) {
	const location = useLocation();
	const drawnPath = useHref( { pathname: location.pathname } );
	const pages =
		state.status === 'ready' && ! state.loadingMore && ! state.moreError
			? state.page
			: null;
	useEffect( () => {
		const { pathname, search } = window.location;
		if (
			pages === null ||
			pathname !== drawnPath ||
			withShownPages( search, 1 ) !== withShownPages( location.search, 1 )
		) {
			return;
		}
		const written = withShownPages( search, pages );
		if ( written !== search ) {
			replaceQuery( written );
		}
	}, [ pages, drawnPath, location.search, location.key ] );
}

function ProductGrid( {
	products,
	stale,
	gridRef,
}: {
	products: StoreProductSummary[];
	stale: boolean;
	gridRef: React.RefObject< HTMLUListElement >;
} ) {
	const shown = useStepwiseReveal( products.length );
	return (
		<ul
			className={ `cs-grid${ stale ? ' cs-grid--stale' : '' }` }
			ref={ gridRef }
		>
			{ products.slice( 0, shown ).map( ( product, index ) => (
				<li key={ product.id }>
					<ProductCard
						product={ product }
						firstScreen={ index < FIRST_SCREEN_CARDS }
					/>
				</li>
			) ) }
		</ul>
	);
}

/** Search box and button; Enter searches too (it is a form). The text is shown back as text only. */
function SearchForm( {
	value,
	onSearch,
	action,
	hidden,
}: {
	value: string;
	onSearch: ( search: string ) => void;
	action: string;
	hidden: ReturnType< typeof formFields >;
} ) {
	const id = useId();
	const input = useRef< HTMLInputElement >( null );
	const [ draft, setDraft ] = useState( value );
	// What the shopper typed into the server's box before the app took over stays, with the focus.
	useServerFieldTakeover( 'search', input, setDraft );
	// Back/forward and shared links change the URL: the box follows (not on mount: the draft is the
	// value, or what was typed into the server's box).
	const shownValue = useRef( value );
	useEffect( () => {
		if ( shownValue.current !== value ) {
			shownValue.current = value;
			setDraft( value );
		}
	}, [ value ] );
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		onSearch( draft );
	};
	return (
		<form
			role="search"
			className="cs-search"
			action={ action }
			method="get"
			onSubmit={ submit }
		>
			<HiddenFields fields={ hidden.before } />
			<label htmlFor={ id } className="cs-visually-hidden">
				Szukaj produktów
			</label>
			<SearchCombobox
				inputRef={ input }
				inputId={ id }
				value={ draft }
				onChange={ setDraft }
				onSearch={ onSearch }
			/>
			<HiddenFields fields={ hidden.after } />
			<button
				type="submit"
				className="cs-button cs-button--primary cs-search__button"
			>
				Szukaj
			</button>
		</form>
	);
}

/**
 * The sort as a GET form (`sort=`): the app navigates on a change; before the app the page's first script
 * submits it on a change, and without JavaScript its button does (hidden with JavaScript: storefront.css).
 */
function SortSelect( {
	value,
	defaultValue,
	options,
	onChange,
	action,
	hidden,
}: {
	value: SortOption;
	/** The list's own sort (left out of the address). */
	defaultValue: SortOption;
	options: ReturnType< typeof sortOptions >;
	onChange: ( sort: SortOption ) => void;
	action: string;
	hidden: ReturnType< typeof formFields >;
} ) {
	const id = useId();
	const select = useRef< HTMLSelectElement >( null );
	return (
		<form
			className="cs-sort"
			action={ action }
			method="get"
			onSubmit={ ( event ) => {
				event.preventDefault();
				const chosen = select.current?.value;
				if ( isSortOption( chosen ) ) {
					onChange( chosen );
				}
			} }
		>
			<HiddenFields fields={ hidden.before } />
			<label htmlFor={ id } className="cs-sort__label">
				Sortuj
			</label>
			<select
				id={ id }
				ref={ select }
				name="sort"
				className="cs-select"
				data-default={ defaultValue }
				value={ value }
				onChange={ ( event ) =>
					isSortOption( event.target.value ) &&
					onChange( event.target.value )
				}
			>
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
			<HiddenFields fields={ hidden.after } />
			<button type="submit" className="cs-button cs-sort__submit">
				Pokaż
			</button>
		</form>
	);
}

function CartIcon() {
	return (
		<svg
			aria-hidden="true"
			width="18"
			height="18"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.6"
			strokeLinecap="round"
			strokeLinejoin="round"
		>
			<path d="M6 7h12l-1 13H7L6 7Z" />
			<path d="M9 7a3 3 0 0 1 6 0" />
		</svg>
	);
}

function FilterIcon() {
	return (
		<svg
			aria-hidden="true"
			width="18"
			height="18"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.6"
			strokeLinecap="round"
		>
			<path d="M4 6h16M7 12h10M10 18h4" />
		</svg>
	);
}
