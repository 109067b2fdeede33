import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import {
	getProduct,
	listProducts,
	type ProductsPage,
} from '../../api/catalogue';
import { storeProduct } from '../../api/test/support/fixtures';
import { dispatchLogin } from '../../api/login';
import { prime } from '../cache';
import {
	forgetCatalogueOnLogout,
	useProduct,
	useProductList,
} from '../catalogue';

jest.mock( '../../api/catalogue', () => ( {
	...jest.requireActual( '../../api/catalogue' ),
	listProducts: jest.fn(),
	getProduct: jest.fn(),
} ) );
const mockedList = listProducts as jest.MockedFunction< typeof listProducts >;
const mockedGet = getProduct as jest.MockedFunction< typeof getProduct >;

const page = ( ids: number[], totalPages = 2 ): ProductsPage => ( {
	products: ids.map( ( id ) => storeProduct( { id, name: `P${ id }` } ) ),
	total: 4,
	totalPages,
} );

function wrapper( store = createStore() ) {
	return ( { children }: { children: ReactNode } ) => (
		<Provider store={ store }>{ children }</Provider>
	);
}

const ids = ( state: ReturnType< typeof useProductList >[ 'state' ] ) =>
	state.status === 'ready' ? state.products.map( ( p ) => p.id ) : [];

describe( 'useProductList', () => {
	it( 'loads page 1 of 50, then each "load more" makes exactly one request for the next page', async () => {
		mockedList
			.mockResolvedValueOnce( page( [ 1, 2 ] ) )
			.mockResolvedValueOnce( page( [ 3, 4 ] ) );
		const { result } = renderHook(
			() => useProductList( { search: 'krem' } ),
			{ wrapper: wrapper() }
		);
		await waitFor( () =>
			expect( ids( result.current.state ) ).toEqual( [ 1, 2 ] )
		);
		expect( mockedList ).toHaveBeenCalledTimes( 1 );
		expect( mockedList.mock.calls[ 0 ]![ 0 ] ).toEqual( {
			search: 'krem',
			page: 1,
			per_page: 50,
		} );

		act( () => result.current.loadMore() );
		await waitFor( () =>
			expect( ids( result.current.state ) ).toEqual( [ 1, 2, 3, 4 ] )
		);
		expect( mockedList ).toHaveBeenCalledTimes( 2 );
		expect( mockedList.mock.calls[ 1 ]![ 0 ] ).toEqual( {
			search: 'krem',
			page: 2,
			per_page: 50,
		} );
		// No pages remain: load more does nothing.
		act( () => result.current.loadMore() );
		expect( mockedList ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps the pages shown for the tab: after a reload the list starts with both pages', async () => {
		mockedList
			.mockResolvedValueOnce( page( [ 1, 2 ] ) )
			.mockResolvedValueOnce( page( [ 3, 4 ] ) );
		const { result } = renderHook(
			() => useProductList( { search: 'serum' } ),
			{ wrapper: wrapper() }
		);
		await waitFor( () =>
			expect( ids( result.current.state ) ).toEqual( [ 1, 2 ] )
		);
		act( () => result.current.loadMore() );
		await waitFor( () =>
			expect( ids( result.current.state ) ).toEqual( [ 1, 2, 3, 4 ] )
		);

		// The page loaded again: the module starts anew from what the tab kept.
		let reloaded!: typeof import('../catalogue');
		jest.isolateModules( () => {
			reloaded = jest.requireActual( '../catalogue' );
		} );
		// Its list starts with both pages (the E2E catalogue test sees it on the shop).
		expect(
			Object.values( createStore().get( reloaded.shownPagesAtom ) )
		).toEqual( [ 2 ] );
	} );

	it( "a new query starts at page 1 and an earlier query's answer never shows in it", async () => {
		let resolveOld!: ( value: ProductsPage ) => void;
		mockedList
			.mockReturnValueOnce(
				new Promise( ( resolve ) => ( resolveOld = resolve ) )
			)
			.mockResolvedValueOnce( page( [ 7 ], 1 ) );
		const { result, rerender } = renderHook(
			( { search } ) => useProductList( { search } ),
			{ initialProps: { search: 'stary' }, wrapper: wrapper() }
		);
		rerender( { search: 'nowy' } );
		await waitFor( () =>
			expect( ids( result.current.state ) ).toEqual( [ 7 ] )
		);
		await act( async () => resolveOld( page( [ 1 ] ) ) );
		expect( ids( result.current.state ) ).toEqual( [ 7 ] );
	} );

	it( 'keeps the loaded list and reports a failed "load more"; trying again asks for that page', async () => {
		mockedList
			.mockResolvedValueOnce( page( [ 1 ] ) )
			.mockRejectedValueOnce( new Error( 'Błąd serwera' ) )
			.mockResolvedValueOnce( page( [ 2 ] ) );
		const { result } = renderHook( () => useProductList( {} ), {
			wrapper: wrapper(),
		} );
		await waitFor( () =>
			expect( ids( result.current.state ) ).toEqual( [ 1 ] )
		);
		act( () => result.current.loadMore() );
		await waitFor( () =>
			expect( result.current.state ).toMatchObject( {
				status: 'ready',
				loadingMore: false,
				moreError: new Error( 'Błąd serwera' ),
			} )
		);
		expect( ids( result.current.state ) ).toEqual( [ 1 ] );
		act( () => result.current.loadMore() );
		await waitFor( () =>
			expect( ids( result.current.state ) ).toEqual( [ 1, 2 ] )
		);
		expect( mockedList.mock.calls[ 2 ]![ 0 ] ).toEqual( {
			page: 2,
			per_page: 50,
		} );
	} );

	it( 'serves the list from the cache when the shopper comes back (no request)', async () => {
		const store = createStore();
		mockedList
			.mockResolvedValueOnce( page( [ 1 ] ) )
			.mockResolvedValueOnce( page( [ 2 ] ) );
		const first = renderHook( () => useProductList( {} ), {
			wrapper: wrapper( store ),
		} );
		await waitFor( () =>
			expect( ids( first.result.current.state ) ).toEqual( [ 1 ] )
		);
		act( () => first.result.current.loadMore() );
		await waitFor( () =>
			expect( ids( first.result.current.state ) ).toEqual( [ 1, 2 ] )
		);
		first.unmount();

		const again = renderHook( () => useProductList( {} ), {
			wrapper: wrapper( store ),
		} );
		expect( ids( again.result.current.state ) ).toEqual( [ 1, 2 ] );
		expect( mockedList ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'a product listed in the shop is a summary (_fields): its product screen asks for the full product', async () => {
		const store = createStore();
		mockedList.mockResolvedValueOnce( page( [ 5 ], 1 ) );
		mockedGet.mockResolvedValueOnce(
			storeProduct( { id: 5, description: '<p>Pełny opis</p>' } )
		);
		const list = renderHook( () => useProductList( {} ), {
			wrapper: wrapper( store ),
		} );
		await waitFor( () =>
			expect( ids( list.result.current.state ) ).toEqual( [ 5 ] )
		);
		const product = renderHook( () => useProduct( 5 ), {
			wrapper: wrapper( store ),
		} );
		expect( product.result.current ).toMatchObject( { status: 'loading' } );
		await waitFor( () =>
			expect( product.result.current ).toMatchObject( {
				status: 'ready',
				data: { id: 5, description: '<p>Pełny opis</p>' },
			} )
		);
		expect( mockedGet ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'asks nothing without a query', () => {
		const { result } = renderHook( () => useProductList( null ), {
			wrapper: wrapper(),
		} );
		expect( result.current.state ).toEqual( { status: 'idle' } );
		expect( mockedList ).not.toHaveBeenCalled();
	} );

	it( 'a login asks again for the list and the product on screen (finding 1: no stuck skeleton, no guest prices left)', async () => {
		const store = createStore();
		const stop = forgetCatalogueOnLogout( store );
		const priced = ( price: string ): ProductsPage => ( {
			products: [
				storeProduct( {
					id: 5,
					prices: { ...storeProduct().prices, price },
				} ),
			],
			total: 1,
			totalPages: 1,
		} );
		mockedList
			.mockResolvedValueOnce( priced( '4999' ) )
			.mockResolvedValueOnce( priced( '3499' ) );
		mockedGet.mockResolvedValueOnce(
			storeProduct( {
				id: 6,
				prices: { ...storeProduct().prices, price: '3499' },
			} )
		);
		const list = renderHook( () => useProductList( {} ), {
			wrapper: wrapper( store ),
		} );
		await waitFor( () =>
			expect( ids( list.result.current.state ) ).toEqual( [ 5 ] )
		);
		prime(
			store,
			'/wc/store/v1/products/6',
			storeProduct( {
				id: 6,
				prices: { ...storeProduct().prices, price: '4999' },
			} )
		);
		const product = renderHook( () => useProduct( 6 ), {
			wrapper: wrapper( store ),
		} );
		expect( product.result.current ).toMatchObject( {
			status: 'ready',
			data: { prices: { price: '4999' } },
		} );

		act( () => dispatchLogin() );

		await waitFor( () =>
			expect( product.result.current ).toMatchObject( {
				status: 'ready',
				data: { prices: { price: '3499' } },
			} )
		);
		await waitFor( () =>
			expect( list.result.current.state ).toMatchObject( {
				status: 'ready',
				products: [ { prices: { price: '3499' } } ],
			} )
		);
		expect( mockedList ).toHaveBeenCalledTimes( 2 );
		expect( mockedGet ).toHaveBeenCalledTimes( 1 );
		stop();
	} );
} );
