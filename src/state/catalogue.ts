/**
 * Catalogue data for the screens, read through the one cache (cache.ts): categories, product pages of
 * the shop's list ('load more'), single products and a variable product's variations. Keys are the
 * Store API paths, so the first shop render asks for exactly the paths the page preloads.
 */
import { atom, useAtomValue, useStore } from 'jotai';
import { onLogin, onLogout, markPreloadedUsed } from '../api';
import { readTabMemory, writeTabMemory } from './tabMemory';
import { useCallback, useEffect, useMemo } from 'react';
import {
	CATEGORIES_PATH,
	getProduct,
	listCategories,
	listingPath,
	listProducts,
	listVariations,
	preloadedCatalogue,
	productPath,
	productsPath,
	variationsPath,
	type ProductQuery,
	type ProductsPage,
	type StoreCategorySummary,
	type StoreProductSummary,
	StoreProduct,
} from '../api';
import {
	cacheAtom,
	cacheGenerationAtom,
	clearCache,
	ensure,
	prime,
	reload,
	type CacheEntry,
	useCachedQuery,
} from './cache';

export const SHOP_PAGE_SIZE = 50;

export type ListQuery = Omit< ProductQuery, 'page' | 'per_page' | '_fields' >;

type Store = ReturnType< typeof useStore >;

export function useCategories() {
	return useCachedQuery< StoreCategorySummary[] >( CATEGORIES_PATH, () =>
		listCategories()
	);
}

/**
 * The catalogue answers preloaded into the page go into the cache before the first render: the shop,
 * a category or a product renders at once what the server already showed (no request, no skeleton in
 * between, nothing moves when the app takes over).
 */
export function primeCatalogueFromPreload( store: Store ): void {
	for ( const answer of preloadedCatalogue() ) {
		// A list's products are summaries (LISTING_FIELDS): never cached as full products, so the
		// product screen (and anything else reading a product) asks for its own.
		prime( store, answer.path, answer.data );
		// When the entry expires, the list is asked for again, not answered from the page.
		markPreloadedUsed( answer.path );
	}
}

export function useProduct( id: number | null ) {
	return useCachedQuery< StoreProduct >( id ? productPath( id ) : null, () =>
		getProduct( id ?? 0 )
	);
}

/** The variations of a variable product (null: none to load). */
export function useVariations( parentId: number | null ) {
	return useCachedQuery< StoreProduct[] >(
		parentId ? variationsPath( parentId ) : null,
		() => listVariations( parentId ?? 0 )
	);
}

export function pagePath( query: ListQuery, page: number ): string {
	return listingPath( { ...query, page, per_page: SHOP_PAGE_SIZE } );
}

/** Where the shown pages are kept for the tab's life. */
const SHOWN_PAGES = 'cs-shown-pages';

/** How many lists the tab keeps: the last ones first extended (a list keeps its place when extended again). */
const SHOWN_PAGES_KEPT = 50;

type ShownPages = Readonly< Record< string, number > >;

/** The shown pages stored for this tab (a reload of the page keeps them), valid entries only. */
function storedShownPages(): ShownPages {
	const stored = readTabMemory( SHOWN_PAGES );
	if ( typeof stored !== 'object' || stored === null ) {
		return {};
	}
	return Object.fromEntries(
		Object.entries( stored ).filter(
			( [ , pages ] ) =>
				typeof pages === 'number' &&
				Number.isInteger( pages ) &&
				pages >= 1 &&
				pages <= 100
		)
	);
}

const shownPagesBase = atom< ShownPages >( storedShownPages() );

/**
 * Pages of a list shown so far, by list key: kept when the shopper leaves and comes back, and for the
 * tab's life (Back to a list after a reload of a product opened from its second page finds both pages,
 * so the list is put back at that card).
 */
export const shownPagesAtom = atom(
	( get ) => get( shownPagesBase ),
	(
		get,
		set,
		update: ShownPages | ( ( pages: ShownPages ) => ShownPages )
	) => {
		const next =
			typeof update === 'function'
				? update( get( shownPagesBase ) )
				: update;
		set( shownPagesBase, next );
		writeTabMemory(
			SHOWN_PAGES,
			Object.fromEntries(
				Object.entries( next ).slice( -SHOWN_PAGES_KEPT )
			)
		);
	}
);

export type ProductListState =
	| { status: 'idle' }
	| { status: 'loading' }
	| { status: 'error'; error: unknown }
	| {
			status: 'ready';
			products: StoreProductSummary[];
			total: number;
			/** Pages loaded. */
			page: number;
			totalPages: number;
			loadingMore: boolean;
			moreError: unknown;
	  };

function loadPage(
	store: Store,
	query: ListQuery,
	page: number,
	fresh = false
): void {
	const load = () =>
		listProducts( { ...query, page, per_page: SHOP_PAGE_SIZE } );
	( fresh ? reload : ensure )( store, pagePath( query, page ), load );
}

function listState(
	entries: ReadonlyArray< CacheEntry< ProductsPage > | undefined >
): ProductListState {
	const [ first ] = entries;
	if ( ! first || first.status === 'loading' ) {
		return { status: 'loading' };
	}
	if ( first.status === 'error' ) {
		return { status: 'error', error: first.error };
	}
	const products: StoreProductSummary[] = [];
	const seen = new Set< number >();
	let last: ProductsPage = first.data;
	let page = 0;
	let loadingMore = false;
	let moreError: unknown = null;
	for ( const entry of entries ) {
		if ( ! entry || entry.status === 'loading' ) {
			loadingMore = true;
			break;
		}
		if ( entry.status === 'error' ) {
			moreError = entry.error;
			break;
		}
		page += 1;
		last = entry.data;
		// A product moving between pages while they load must not be listed twice.
		for ( const product of entry.data.products ) {
			if ( ! seen.has( product.id ) ) {
				seen.add( product.id );
				products.push( product );
			}
		}
	}
	return {
		status: 'ready',
		products,
		total: last.total,
		page,
		totalPages: last.totalPages,
		loadingMore,
		moreError,
	};
}

/**
 * The shop's list for `query` (null: nothing to ask yet): page 1 first (pages 1 to `initialPages` for a `?page=` address), then each 'load more' asks for
 * exactly the next page of 50 while pages remain. Answers are cached per page for 5 minutes, so the
 * list comes back as it was when the shopper returns to it.
 */
export function useProductList( query: ListQuery | null, initialPages = 1 ) {
	const store = useStore();
	const listKey = query ? productsPath( query ) : null;
	const shown = useAtomValue(
		useMemo(
			() =>
				atom( ( get ) =>
					listKey
						? get( shownPagesAtom )[ listKey ] ?? initialPages
						: 0
				),
			[ listKey, initialPages ]
		)
	);
	const keys = useMemo(
		() =>
			query
				? Array.from( { length: shown }, ( _, i ) =>
						pagePath( query, i + 1 )
				  )
				: [],
		// eslint-disable-next-line react-hooks/exhaustive-deps -- listKey stands for query.
		[ listKey, shown ]
	);
	const entries = useAtomValue(
		useMemo(
			() =>
				atom( ( get ) =>
					keys.map(
						( key ) =>
							get( cacheAtom )[ key ] as
								| CacheEntry< ProductsPage >
								| undefined
					)
				),
			[ keys ]
		)
	);
	// A login or logout clears the cache (prices depend on the tier): the list on screen is asked again.
	const generation = useAtomValue( cacheGenerationAtom );

	useEffect( () => {
		if ( ! query || ! listKey ) {
			return;
		}
		const pages = store.get( shownPagesAtom )[ listKey ] ?? initialPages;
		for ( let page = 1; page <= pages; page++ ) {
			loadPage( store, query, page );
		}
	}, [ store, listKey, generation ] ); // eslint-disable-line react-hooks/exhaustive-deps -- listKey stands for query.

	const state: ProductListState = query
		? listState( entries )
		: { status: 'idle' };

	const loadMore = useCallback( () => {
		if (
			! query ||
			! listKey ||
			state.status !== 'ready' ||
			state.loadingMore
		) {
			return;
		}
		if ( state.moreError ) {
			// Retry the page that failed.
			loadPage( store, query, state.page + 1, true );
			return;
		}
		if ( state.page >= state.totalPages ) {
			return;
		}
		const next = state.page + 1;
		store.set( shownPagesAtom, ( pages ) => ( {
			...pages,
			[ listKey ]: next,
		} ) );
		loadPage( store, query, next );
	}, [ store, listKey, state ] ); // eslint-disable-line react-hooks/exhaustive-deps -- listKey stands for query.

	const reloadList = useCallback( () => {
		if ( ! query || ! listKey ) {
			return;
		}
		store.set( shownPagesAtom, ( pages ) => ( {
			...pages,
			[ listKey ]: 1,
		} ) );
		loadPage( store, query, 1, true );
	}, [ store, listKey ] ); // eslint-disable-line react-hooks/exhaustive-deps -- listKey stands for query.

	return { state, loadMore, reload: reloadList };
}

/**
 * Prices depend on who is logged in (the server decides the tier): when the session ends, every
 * cached catalogue answer and list position is forgotten. Returns the unsubscribe function.
 */
export function forgetCatalogueOnLogout( store: Store ): () => void {
	const forget = () => {
		clearCache( store );
		store.set( shownPagesAtom, {} );
	};
	// Prices depend on the tier: a login changes them as a logout does.
	const offLogout = onLogout( forget );
	const offLogin = onLogin( forget );
	return () => {
		offLogout();
		offLogin();
	};
}
