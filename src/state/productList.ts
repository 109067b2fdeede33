import { useCallback, useEffect, useState } from 'react';
import { listProducts, type ProductQuery } from '../api/catalogue';
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
 * `query` without page/per_page; a new query starts again from page 1.
 */
export function useProductList( query: Omit< ProductQuery, 'page' | 'per_page' > ) {
	const key = JSON.stringify( query );
	const [ state, setState ] = useState< ListState >( { status: 'loading' } );
	const [ attempt, setAttempt ] = useState( 0 );

	useEffect( () => {
		let current = true;
		setState( { status: 'loading' } );
		listProducts( { ...query, page: 1, per_page: SHOP_PAGE_SIZE } ).then(
			( result ) =>
				current &&
				setState( {
					status: 'ready',
					products: result.products,
					total: result.total,
					page: 1,
					totalPages: result.totalPages,
					loadingMore: false,
					moreError: null,
				} ),
			( error: unknown ) => current && setState( { status: 'error', error } )
		);
		return () => {
			current = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `query`.
	}, [ key, attempt ] );

	const loadMore = useCallback( () => {
		if ( state.status !== 'ready' || state.loadingMore || state.page >= state.totalPages ) {
			return;
		}
		const next = state.page + 1;
		setState( { ...state, loadingMore: true, moreError: null } );
		listProducts( { ...query, page: next, per_page: SHOP_PAGE_SIZE } ).then(
			( result ) =>
				setState( ( previous ) =>
					previous.status === 'ready' && previous.page === next - 1
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
				setState( ( previous ) =>
					previous.status === 'ready' ? { ...previous, loadingMore: false, moreError: error } : previous
				)
		);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `query`.
	}, [ state, key ] );

	const reload = useCallback( () => setAttempt( ( n ) => n + 1 ), [] );

	return { state, loadMore, reload };
}
