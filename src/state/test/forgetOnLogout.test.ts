import { createStore } from 'jotai';
import { dispatchLogout } from '../../api/logout';
import { cacheAtom, prime } from '../cache';
import { forgetCatalogueOnLogout, shownPagesAtom } from '../catalogue';

describe( 'forgetCatalogueOnLogout', () => {
	it( 'forgets cached answers and list positions when the session ends (prices depend on the tier)', () => {
		const store = createStore();
		prime( store, '/wc/store/v1/products?page=1&per_page=50', { products: [] } );
		store.set( shownPagesAtom, { '{}': 2 } );
		const stop = forgetCatalogueOnLogout( store );

		dispatchLogout();

		expect( store.get( cacheAtom ) ).toEqual( {} );
		expect( store.get( shownPagesAtom ) ).toEqual( {} );

		prime( store, 'later', 1 );
		stop();
		dispatchLogout();
		expect( Object.keys( store.get( cacheAtom ) ) ).toEqual( [ 'later' ] );
	} );
} );
