import { act, renderHook, waitFor } from '@testing-library/react';
import { listProducts, type ProductsPage } from '../../api/catalogue';
import { storeProduct } from '../../api/test/support/fixtures';
import { useProductList } from '../productList';

jest.mock( '../../api/catalogue', () => ( { listProducts: jest.fn() } ) );
const mockedList = listProducts as jest.MockedFunction< typeof listProducts >;

/** A listProducts answer the test resolves when it wants. */
function deferred() {
	let resolve!: ( page: ProductsPage ) => void;
	const promise = new Promise< ProductsPage >( ( r ) => ( resolve = r ) );
	return { promise, resolve };
}

const page = ( ...names: string[] ): ProductsPage => ( {
	products: names.map( ( name, i ) => storeProduct( { id: i + 1, name } ) ),
	total: 4,
	totalPages: 2,
} );

const names = ( state: ReturnType< typeof useProductList >[ 'state' ] ) =>
	state.status === 'ready' ? state.products.map( ( p ) => p.name ) : [];

describe( 'useProductList', () => {
	it( 'drops a "load more" answer that belongs to an earlier query, and aborts its request', async () => {
		const oldMore = deferred();
		mockedList
			.mockResolvedValueOnce( page( 'Stary 1' ) )
			.mockReturnValueOnce( oldMore.promise )
			.mockResolvedValueOnce( page( 'Nowy 1' ) );

		const { result, rerender } = renderHook( ( { search } ) => useProductList( { search } ), {
			initialProps: { search: 'krem' },
		} );
		await waitFor( () => expect( names( result.current.state ) ).toEqual( [ 'Stary 1' ] ) );

		act( () => result.current.loadMore() );
		const oldSignal = mockedList.mock.calls[ 1 ]![ 1 ]!.signal!;
		rerender( { search: 'serum' } );
		await waitFor( () => expect( names( result.current.state ) ).toEqual( [ 'Nowy 1' ] ) );
		expect( oldSignal.aborted ).toBe( true );

		await act( async () => oldMore.resolve( page( 'Stary 2' ) ) );
		expect( names( result.current.state ) ).toEqual( [ 'Nowy 1' ] );
		expect( mockedList.mock.calls[ 2 ]![ 0 ] ).toEqual( { search: 'serum', page: 1, per_page: 50 } );
	} );

	it( 'keeps the list and reports a failed "load more" without losing what was loaded', async () => {
		mockedList.mockResolvedValueOnce( page( 'Pierwszy' ) ).mockRejectedValueOnce( new Error( 'Błąd serwera' ) );
		const { result } = renderHook( () => useProductList( {} ) );
		await waitFor( () => expect( names( result.current.state ) ).toEqual( [ 'Pierwszy' ] ) );

		act( () => result.current.loadMore() );
		await waitFor( () => expect( result.current.state ).toMatchObject( { status: 'ready', loadingMore: false } ) );
		expect( names( result.current.state ) ).toEqual( [ 'Pierwszy' ] );
		expect( result.current.state.status === 'ready' && result.current.state.moreError ).toEqual( new Error( 'Błąd serwera' ) );
	} );
} );
