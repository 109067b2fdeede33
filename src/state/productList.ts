import { useCallback, useEffect, useRef, useState } from 'react';
import { listProducts, type ProductQuery } from '../api/catalogue';
import { isAbortError } from '../api/errors';
import type { StoreProduct } from '../api/store-api';

export const SHOP_PAGE_SIZE = 50;

type ListState =
	| { status: 'loading' }
	| { status: 'error'; error: unknown }
	| {
			status: 'ready';
			products: StoreProduct[];
			total: number;
			page: number;
			totalPages: number;
			loadingMore: boolean;
			moreError: unknown;
	  };

/**
 * The shop's product list: page 1 first, then 'load more' appends the next page while pages remain.
 * `query` without page/per_page; a new query (or reload) starts again from page 1, and answers that
 * belong to an earlier query are dropped (and their requests aborted).
 */
export function useProductList( query: Omit< ProductQuery, 'page' | 'per_page' > ) {
	const key = JSON.stringify( query );
	const [ state, setState ] = useState< ListState >( { status: 'loading' } );
	const [ attempt, setAttempt ] = useState( 0 );
	/** The list the current answers belong to: its query, and the aborts of its requests. */
	const list = useRef< { query: typeof query; controller: AbortController } | null >( null );

	useEffect( () => {
		const controller = new AbortController();
		list.current = { query, controller };
		setState( { status: 'loading' } );
		listProducts( { ...query, page: 1, per_page: SHOP_PAGE_SIZE }, { signal: controller.signal } ).then(
			( result ) =>
				! controller.signal.aborted &&
				setState( {
					status: 'ready',
					products: result.products,
					total: result.total,
					page: 1,
					totalPages: result.totalPages,
					loadingMore: false,
					moreError: null,
				} ),
			( error: unknown ) => ! controller.signal.aborted && ! isAbortError( error ) && setState( { status: 'error', error } )
		);
		return () => controller.abort();
		// eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `query`.
	}, [ key, attempt ] );

	const loadMore = useCallback( () => {
		const current = list.current;
		if ( ! current || state.status !== 'ready' || state.loadingMore || state.page >= state.totalPages ) {
			return;
		}
		const next = state.page + 1;
		setState( { ...state, loadingMore: true, moreError: null } );
		const { signal } = current.controller;
		listProducts( { ...current.query, page: next, per_page: SHOP_PAGE_SIZE }, { signal } ).then(
			( result ) =>
				! signal.aborted &&
				setState( ( previous ) =>
					previous.status === 'ready'
						? {
								...previous,
								products: [ ...previous.products, ...result.products ],
								page: next,
								totalPages: result.totalPages,
								loadingMore: false,
						  }
						: previous
				),
			( error: unknown ) =>
				! signal.aborted &&
				! isAbortError( error ) &&
				setState( ( previous ) => ( previous.status === 'ready' ? { ...previous, loadingMore: false, moreError: error } : previous ) )
		);
	}, [ state ] );

	const reload = useCallback( () => setAttempt( ( n ) => n + 1 ), [] );

	return { state, loadMore, reload };
}
