/**
 * The chain on top of the REAL @wordpress/api-fetch, faking only `fetch`. Confirms what the transport
 * relies on: with `parse: false` api-fetch rejects non-2xx with the Response itself, rejects a failed
 * fetch with { code: 'fetch_error' }, and rethrows an AbortError; and that our nonce survives
 * WordPress core's own nonce middleware.
 */
import { jsonResponse, setPageConfig, wpErrorResponse } from './support/http';
import {
	fetchCall,
	loadRealApi,
	mockGlobalFetch,
	type FetchMock,
} from './support/real-api';

let fetchMock: FetchMock;

beforeEach( () => {
	localStorage.clear();
	sessionStorage.clear();
	setPageConfig();
	fetchMock = mockGlobalFetch();
} );

const NO_RESPONSE =
	'Brak odpowiedzi z serwera 127.0.0.1:8888 - sprawdź czy WordPress jest uruchomiony i dostępny';

describe( 'request() over the real api-fetch', () => {
	it( 'a Store API error answer becomes an ApiError, and its Cart-Token and Nonce are kept', async () => {
		const { api } = loadRealApi();
		fetchMock.mockResolvedValue(
			wpErrorResponse(
				400,
				'woocommerce_rest_cart_invalid_product',
				'Nie można dodać produktu.',
				{
					'Cart-Token': 'cart.from.error',
					Nonce: 'nonce.from.error',
				}
			)
		);

		const error: unknown = await api
			.request( {
				path: '/wc/store/v1/cart/add-item',
				method: 'POST',
				data: { id: 5, quantity: 1 },
			} )
			.catch( ( e: unknown ) => e );

		expect( error ).toBeInstanceOf( api.ApiError );
		expect( error ).toMatchObject( {
			status: 400,
			code: 'woocommerce_rest_cart_invalid_product',
			message: 'Nie można dodać produktu.',
		} );
		expect( api.getCartToken() ).toBe( 'cart.from.error' );

		fetchMock.mockResolvedValue( jsonResponse( { items: [] } ) );
		await api.request( { path: '/wc/store/v1/cart' } );
		expect( fetchCall( fetchMock, 1 ).headers ).toMatchObject( {
			'Cart-Token': 'cart.from.error',
			Nonce: 'nonce.from.error',
		} );
	} );

	it( 'sends the JSON body, the headers and credentials through api-fetch', async () => {
		const { api } = loadRealApi();
		api.saveAuthTokens( 'jwt.1', { id: 1 }, true );
		fetchMock.mockResolvedValue( jsonResponse( { ok: true } ) );

		await api.request( {
			path: '/custom/v1/change-password',
			method: 'POST',
			data: { current_password: 'a', new_password: 'b' },
		} );

		const { init, headers } = fetchCall( fetchMock );
		expect( init.body ).toBe(
			'{"current_password":"a","new_password":"b"}'
		);
		expect( init.credentials ).toBe( 'include' );
		expect( headers ).toMatchObject( {
			'Content-Type': 'application/json',
			Authorization: 'Bearer jwt.1',
			'X-WP-Nonce': 'restnonce1',
		} );
	} );

	it( 'PUT travels as POST with X-HTTP-Method-Override (api-fetch http-v1)', async () => {
		const { api } = loadRealApi();
		fetchMock.mockResolvedValue( jsonResponse( {} ) );
		await api.request( {
			path: '/cosmetics/v1/me',
			method: 'PUT',
			data: { first_name: 'Anna' },
		} );
		const { init, headers } = fetchCall( fetchMock );
		expect( init.method ).toBe( 'POST' );
		expect( headers[ 'X-HTTP-Method-Override' ] ).toBe( 'PUT' );
	} );

	it( 'a failed fetch is "no response"', async () => {
		const { api } = loadRealApi();
		fetchMock.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await expect(
			api.request( { path: '/wc/store/v1/products' } )
		).rejects.toMatchObject( {
			status: 0,
			code: 'fetch_error',
			message: NO_RESPONSE,
		} );
	} );

	it( 'a 401 through api-fetch clears the session and raises the logout event', async () => {
		const { api } = loadRealApi();
		api.saveAuthTokens( 'jwt.old', { id: 1 }, false );
		const logouts = jest.fn();
		const unsubscribe = api.onLogout( logouts );
		fetchMock.mockResolvedValue(
			wpErrorResponse( 401, 'jwt_auth_invalid_token', 'Expired token' )
		);

		await expect(
			api.request( { path: '/cosmetics/v1/me' } )
		).rejects.toMatchObject( {
			status: 401,
			message:
				'Błąd autoryzacji - sprawdź Consumer Key i Consumer Secret',
		} );
		unsubscribe();
		expect( api.getAuthToken() ).toBeNull();
		expect( logouts ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a refreshed REST nonce is the one sent, even with core nonce middleware registered', async () => {
		const { api, apiFetch } = loadRealApi();
		// What WordPress core prints after wp-api-fetch (script-loader.php).
		apiFetch.nonceMiddleware =
			apiFetch.createNonceMiddleware( 'restnonce1' );
		apiFetch.use( apiFetch.nonceMiddleware );
		fetchMock
			.mockResolvedValueOnce(
				jsonResponse( {}, 200, { 'X-WP-Nonce': 'restnonce2' } )
			)
			.mockResolvedValueOnce( jsonResponse( {} ) );

		await api.request( { path: '/cosmetics/v1/me' } );
		await api.request( { path: '/cosmetics/v1/me' } );

		expect( fetchCall( fetchMock, 1 ).headers[ 'X-WP-Nonce' ] ).toBe(
			'restnonce2'
		);
	} );

	it( 'an aborted request rejects with the AbortError api-fetch rethrows', async () => {
		const { api } = loadRealApi();
		fetchMock.mockImplementation(
			( _url, init ) =>
				new Promise( ( _resolve, reject ) => {
					init.signal?.addEventListener( 'abort', () =>
						reject(
							new DOMException(
								'The operation was aborted.',
								'AbortError'
							)
						)
					);
				} )
		);
		const controller = new AbortController();
		const outcome = api
			.request( {
				path: '/wc/store/v1/products',
				signal: controller.signal,
			} )
			.catch( ( e: unknown ) => e );
		controller.abort();
		const error = await outcome;
		expect( api.isAbortError( error ) ).toBe( true );
	} );
} );
