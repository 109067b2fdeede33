import { createStore } from 'jotai';
import { dispatchLogin } from '../../api/login';
import { dispatchLogout } from '../../api/logout';
import { cacheAtom, prime } from '../cache';
import { forgetCatalogueOnLogout, shownPagesAtom } from '../catalogue';

describe( 'forgetCatalogueOnLogout', () => {
	it( 'forgets cached answers and list positions when the session ends (prices depend on the tier)', () => {
		const store = createStore();
		prime( store, '/wc/store/v1/products?page=1&per_page=50', {
			products: [],
		} );
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

describe( 'forgetCatalogueOnLogout on login (accounts)', () => {
	it( 'forgets cached answers when someone logs in too (a professional must not see guest prices)', () => {
		const store = createStore();
		prime( store, '/wc/store/v1/products?page=1&per_page=50', {
			products: [],
		} );
		const stop = forgetCatalogueOnLogout( store );

		dispatchLogin();

		expect( store.get( cacheAtom ) ).toEqual( {} );
		stop();
		prime( store, 'later', 1 );
		dispatchLogin();
		expect( Object.keys( store.get( cacheAtom ) ) ).toEqual( [ 'later' ] );
	} );
} );
