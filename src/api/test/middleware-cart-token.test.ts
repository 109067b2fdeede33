import {
	cartTokenMiddleware,
	getStoreApiNonce,
	setStoreApiNonce,
} from '../middlewares/cart-token';
import { clearCartToken, getCartToken, setCartToken } from '../tokens';
import { jsonResponse, setPageConfig, wpErrorResponse } from './support/http';
import { makeRequest, recordingNext } from './support/request';

beforeEach( () => {
	localStorage.clear();
	setPageConfig( { storeApiNonce: 'page-nonce' } );
	setStoreApiNonce( null );
} );

describe( 'Cart-Token + Store API Nonce middleware', () => {
	it( 'sends the page Store API nonce and no Cart-Token before any is known', async () => {
		const next = recordingNext( jsonResponse( {} ) );
		await cartTokenMiddleware(
			makeRequest( { path: '/wc/store/v1/cart' } ),
			next
		);
		expect( next.requests[ 0 ]?.headers ).toEqual( {
			Nonce: 'page-nonce',
		} );
	} );

	it( 'sends the stored Cart-Token and the latest Nonce to /wc/store/ paths', async () => {
		setCartToken( 'cart.token.1' );
		setStoreApiNonce( 'fresh-nonce' );
		const next = recordingNext( jsonResponse( {} ) );
		await cartTokenMiddleware(
			makeRequest( {
				path: '/wc/store/v1/cart/add-item',
				method: 'POST',
			} ),
			next
		);
		expect( next.requests[ 0 ]?.headers ).toEqual( {
			'Cart-Token': 'cart.token.1',
			Nonce: 'fresh-nonce',
		} );
	} );

	it( 'sends neither header to other routes', async () => {
		setCartToken( 'cart.token.1' );
		const next = recordingNext(
			jsonResponse( {} ),
			jsonResponse( {} ),
			jsonResponse( {} )
		);
		for ( const path of [
			'/custom-auth/v1/profile',
			'/jwt-auth/v1/token/validate',
			'/jwt-auth/v1/token/refresh',
		] ) {
			await cartTokenMiddleware(
				makeRequest( { path, method: 'POST' } ),
				next
			);
		}
		expect( next.requests.map( ( r ) => r.headers ) ).toEqual( [
			{},
			{},
			{},
		] );
	} );

	it( "sends the Cart-Token (no Nonce) with the login and keeps the account's Cart-Token it answers with", async () => {
		setCartToken( 'guest.cart.token' );
		const next = recordingNext(
			jsonResponse( { token: 'jwt' }, 200, {
				'Cart-Token': 'account.cart.token',
			} )
		);
		await cartTokenMiddleware(
			makeRequest( { path: '/jwt-auth/v1/token', method: 'POST' } ),
			next
		);
		expect( next.requests[ 0 ]?.headers ).toEqual( {
			'Cart-Token': 'guest.cart.token',
		} );
		expect( getCartToken() ).toBe( 'account.cart.token' );
	} );

	it( 'sends no Cart-Token with a login when the device has no cart', async () => {
		const next = recordingNext( jsonResponse( { token: 'jwt' } ) );
		await cartTokenMiddleware(
			makeRequest( { path: '/jwt-auth/v1/token', method: 'POST' } ),
			next
		);
		expect( next.requests[ 0 ]?.headers ).toEqual( {} );
		expect( getCartToken() ).toBeNull();
	} );

	it( 'stores Cart-Token and Nonce from a successful response', async () => {
		const next = recordingNext(
			jsonResponse( { items: [] }, 200, {
				'Cart-Token': 'cart.token.2',
				Nonce: 'nonce-2',
			} )
		);
		await cartTokenMiddleware(
			makeRequest( { path: '/wc/store/v1/cart' } ),
			next
		);
		expect( getCartToken() ).toBe( 'cart.token.2' );
		expect( getStoreApiNonce() ).toBe( 'nonce-2' );
	} );

	it( 'stores Cart-Token and Nonce from an error response too, and still returns it', async () => {
		setCartToken( 'cart.token.old' );
		const error = wpErrorResponse(
			400,
			'woocommerce_rest_cart_invalid_product',
			'Ten produkt nie może zostać dodany do koszyka.',
			{ 'Cart-Token': 'cart.token.3', Nonce: 'nonce-3' }
		);
		const next = recordingNext( error );
		const response = await cartTokenMiddleware(
			makeRequest( {
				path: '/wc/store/v1/cart/add-item',
				method: 'POST',
			} ),
			next
		);
		expect( response.status ).toBe( 400 );
		expect( getCartToken() ).toBe( 'cart.token.3' );
		expect( getStoreApiNonce() ).toBe( 'nonce-3' );
	} );

	it( 'the next request sends the values received from the previous one', async () => {
		const next = recordingNext(
			jsonResponse( {}, 201, {
				'Cart-Token': 'cart.token.4',
				Nonce: 'nonce-4',
			} ),
			jsonResponse( {} )
		);
		await cartTokenMiddleware(
			makeRequest( {
				path: '/wc/store/v1/cart/add-item',
				method: 'POST',
			} ),
			next
		);
		await cartTokenMiddleware(
			makeRequest( { path: '/wc/store/v1/cart' } ),
			next
		);
		expect( next.requests[ 1 ]?.headers ).toEqual( {
			'Cart-Token': 'cart.token.4',
			Nonce: 'nonce-4',
		} );
	} );

	it( 'keeps the stored values when a response carries none', async () => {
		setCartToken( 'cart.token.kept' );
		setStoreApiNonce( 'nonce-kept' );
		const next = recordingNext( jsonResponse( [] ) );
		await cartTokenMiddleware(
			makeRequest( { path: '/wc/store/v1/products' } ),
			next
		);
		expect( getCartToken() ).toBe( 'cart.token.kept' );
		expect( getStoreApiNonce() ).toBe( 'nonce-kept' );
	} );

	it( 'after clearCartToken no Cart-Token is sent', async () => {
		setCartToken( 'cart.token.5' );
		clearCartToken();
		const next = recordingNext( jsonResponse( {} ) );
		await cartTokenMiddleware(
			makeRequest( { path: '/wc/store/v1/cart' } ),
			next
		);
		expect( next.requests[ 0 ]?.headers ).not.toHaveProperty(
			'Cart-Token'
		);
	} );

	describe( 'a page cached for a day (its Store API nonce expired)', () => {
		it.each( [
			'woocommerce_rest_invalid_nonce',
			'woocommerce_rest_missing_nonce',
		] )(
			'a cart write refused with %s is sent once more with the Nonce and Cart-Token the refusal carried',
			async ( code ) => {
				const next = recordingNext(
					wpErrorResponse( 403, code, 'Nonce is invalid.', {
						'Cart-Token': 'cart.token.fresh',
						Nonce: 'nonce-fresh',
					} ),
					jsonResponse( { items: [ { key: 'a' } ] }, 201 )
				);
				const response = await cartTokenMiddleware(
					makeRequest( {
						path: '/wc/store/v1/cart/add-item',
						method: 'POST',
						data: { id: 7, quantity: 1 },
					} ),
					next
				);
				expect( response.status ).toBe( 201 );
				expect( next.requests ).toHaveLength( 2 );
				expect( next.requests[ 0 ]?.headers ).toEqual( {
					Nonce: 'page-nonce',
				} );
				expect( next.requests[ 1 ]?.headers ).toEqual( {
					'Cart-Token': 'cart.token.fresh',
					Nonce: 'nonce-fresh',
				} );
				expect( next.requests[ 1 ]?.data ).toEqual( {
					id: 7,
					quantity: 1,
				} );
			}
		);

		it( 'retries once only: a second refusal is returned as it is', async () => {
			const next = recordingNext(
				wpErrorResponse( 403, 'woocommerce_rest_invalid_nonce', 'x', {
					Nonce: 'nonce-a',
				} ),
				wpErrorResponse( 403, 'woocommerce_rest_invalid_nonce', 'x', {
					Nonce: 'nonce-b',
				} )
			);
			const response = await cartTokenMiddleware(
				makeRequest( {
					path: '/wc/store/v1/cart/add-item',
					method: 'POST',
				} ),
				next
			);
			expect( response.status ).toBe( 403 );
			expect( next.requests ).toHaveLength( 2 );
		} );

		it( 'does not retry a refusal that brought no new Nonce, nor any other 403', async () => {
			const refusals = recordingNext(
				wpErrorResponse( 403, 'woocommerce_rest_invalid_nonce', 'x' ),
				wpErrorResponse( 403, 'woocommerce_rest_cart_error', 'x', {
					Nonce: 'nonce-c',
				} )
			);
			for ( let i = 0; i < 2; i++ ) {
				const response = await cartTokenMiddleware(
					makeRequest( {
						path: '/wc/store/v1/cart/add-item',
						method: 'POST',
					} ),
					refusals
				);
				expect( response.status ).toBe( 403 );
			}
			expect( refusals.requests ).toHaveLength( 2 );
		} );
	} );
} );

describe( 'an answer that comes back after the device changed its cart', () => {
	it.each( [
		[ 'a login handed the account’s cart over', 'account.token' ],
		[ 'a logout emptied the device', null ],
	] )(
		'keeps what it changed to: %s while a request sent with the old Cart-Token was on its way',
		async ( _what, changedTo ) => {
			setCartToken( 'guest.token' );
			let answer: ( response: Response ) => void = () => {};
			const next = recordingNext(
				() =>
					new Promise< Response >(
						( resolve ) => ( answer = resolve )
					)
			);
			const inFlight = cartTokenMiddleware(
				makeRequest( { path: '/wc/store/v1/cart' } ),
				next
			);
			if ( changedTo ) {
				setCartToken( changedTo );
			} else {
				clearCartToken();
			}
			answer( jsonResponse( {}, 200, { 'Cart-Token': 'guest.token' } ) );
			await inFlight;
			expect( getCartToken() ).toBe( changedTo );
		}
	);
} );
