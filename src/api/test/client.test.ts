/**
 * The whole chain, with api-fetch mocked at the boundary: the fake behaves like api-fetch with
 * `parse: false` (resolves with the Response for 2xx, rejects with the Response otherwise, rejects
 * with { code: 'fetch_error' } on a network failure).
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { request } from '../client';
import { ApiError, isAbortError } from '../errors';
import { onLogout } from '../logout';
import { getStoreApiNonce, setStoreApiNonce } from '../middlewares/cart-token';
import { setRestNonce } from '../middlewares/rest-nonce';
import {
	getAuthToken,
	getCartToken,
	saveAuthTokens,
	setCartToken,
} from '../tokens';
import { mockedApiFetch } from './support/api-fetch-mock';
import {
	FETCH_ERROR,
	jsonResponse,
	pendingUntilAborted,
	setPageConfig,
	wpErrorResponse,
} from './support/http';

jest.mock( '@wordpress/api-fetch', () =>
	require( './support/api-fetch-mock' ).apiFetchModule()
);

const apiFetchMock = mockedApiFetch( apiFetch );

/** api-fetch with parse:false: 2xx resolve, anything else rejects with the Response itself. */
function answerWith( ...responses: Response[] ): void {
	for ( const response of responses ) {
		apiFetchMock.mockImplementationOnce( () =>
			response.ok
				? Promise.resolve( response )
				: Promise.reject( response )
		);
	}
}

function lastOptions(): APIFetchOptions {
	const call = apiFetchMock.mock.calls.at( -1 );
	if ( ! call ) {
		throw new Error( 'apiFetch was not called' );
	}
	return call[ 0 ];
}

const NO_RESPONSE =
	'Brak odpowiedzi z serwera 127.0.0.1:8888 - sprawdź czy WordPress jest uruchomiony i dostępny';

let logouts: jest.Mock;
let unsubscribe: () => void;

beforeEach( () => {
	localStorage.clear();
	sessionStorage.clear();
	setPageConfig();
	setRestNonce( null );
	setStoreApiNonce( null );
	apiFetchMock.mockReset();
	logouts = jest.fn();
	unsubscribe = onLogout( logouts );
} );
afterEach( () => {
	unsubscribe();
	jest.useRealTimers();
} );

describe( 'request()', () => {
	it( 'calls api-fetch with the path (not a URL), parse: false, and returns data, headers and status', async () => {
		answerWith( jsonResponse( [ { id: 1 } ], 200, { 'X-WP-Total': '1' } ) );

		const response = await request< Array< { id: number } > >( {
			path: '/wc/store/v1/products?page=1&per_page=50',
		} );

		expect( response.data ).toEqual( [ { id: 1 } ] );
		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'x-wp-total' ) ).toBe( '1' );
		expect( lastOptions() ).toMatchObject( {
			path: '/wc/store/v1/products?page=1&per_page=50',
			method: 'GET',
			parse: false,
		} );
		expect( lastOptions().url ).toBeUndefined();
	} );

	it( 'sends method and JSON data as given', async () => {
		answerWith( jsonResponse( { items_count: 1 }, 201 ) );
		await request( {
			path: '/wc/store/v1/cart/add-item',
			method: 'POST',
			data: { id: 101, quantity: 2 },
		} );
		expect( lastOptions() ).toMatchObject( {
			method: 'POST',
			data: { id: 101, quantity: 2 },
		} );
	} );

	it( 'gives null data for an empty body (204)', async () => {
		answerWith( new Response( '', { status: 204 } ) );
		await expect(
			request( { path: '/wc/store/v1/cart/items', method: 'DELETE' } )
		).resolves.toMatchObject( {
			data: null,
			status: 204,
		} );
	} );

	it( 'refuses anything that is not a REST path', async () => {
		await expect(
			request( { path: 'https://evil.example/steal' } )
		).rejects.toThrow( TypeError );
		expect( apiFetchMock ).not.toHaveBeenCalled();
	} );

	it( 'a 2xx answer that is not JSON is a server error', async () => {
		answerWith(
			new Response( '<br /><b>Warning</b>: ...{"id":1}', { status: 200 } )
		);
		await expect(
			request( { path: '/wp/v2/users/me' } )
		).rejects.toMatchObject( {
			status: 200,
			code: 'invalid_json',
			message: 'Błąd serwera WordPress - sprawdź logi serwera',
		} );
	} );
} );

describe( 'request() headers', () => {
	it( 'sends X-WP-Nonce everywhere; Cart-Token and Nonce only to the Store API', async () => {
		setCartToken( 'cart.1' );
		answerWith( jsonResponse( {} ), jsonResponse( {} ) );

		await request( { path: '/wc/store/v1/cart' } );
		expect( lastOptions().headers ).toEqual( {
			'X-WP-Nonce': 'restnonce1',
			'Cart-Token': 'cart.1',
			Nonce: 'storenonce1',
		} );

		await request( {
			path: '/custom/v1/send-reset-password',
			method: 'POST',
		} );
		expect( lastOptions().headers ).toEqual( {
			'X-WP-Nonce': 'restnonce1',
		} );
	} );

	it( 'sends the JWT only when a token is stored', async () => {
		answerWith( jsonResponse( {} ), jsonResponse( {} ) );
		await request( { path: '/cosmetics/v1/me' } );
		expect( lastOptions().headers ).not.toHaveProperty( 'Authorization' );

		saveAuthTokens( 'jwt.abc', { id: 5 }, false );
		await request( { path: '/cosmetics/v1/me' } );
		expect( lastOptions().headers ).toHaveProperty(
			'Authorization',
			'Bearer jwt.abc'
		);
	} );

	it( 'caller headers win over middleware headers', async () => {
		saveAuthTokens( 'jwt.abc', { id: 5 }, true );
		answerWith( jsonResponse( {} ) );
		await request( {
			path: '/jwt-auth/v1/token/validate',
			method: 'POST',
			headers: { Authorization: 'Bearer other' },
		} );
		expect( lastOptions().headers ).toHaveProperty(
			'Authorization',
			'Bearer other'
		);
	} );

	it( 'stores Cart-Token and Nonce from a successful Store API answer', async () => {
		answerWith(
			jsonResponse( { items: [] }, 200, {
				'Cart-Token': 'cart.2',
				Nonce: 'nonce.2',
			} )
		);
		await request( { path: '/wc/store/v1/cart' } );
		expect( getCartToken() ).toBe( 'cart.2' );
		expect( getStoreApiNonce() ).toBe( 'nonce.2' );
	} );

	it( 'stores Cart-Token and Nonce from an error answer, and still rejects with the ApiError', async () => {
		answerWith(
			wpErrorResponse(
				400,
				'woocommerce_rest_invalid_stock_level',
				'Brak wystarczającej ilości w magazynie.',
				{
					'Cart-Token': 'cart.3',
					Nonce: 'nonce.3',
				}
			)
		);
		await expect(
			request( {
				path: '/wc/store/v1/cart/add-item',
				method: 'POST',
				data: { id: 1, quantity: 99 },
			} )
		).rejects.toMatchObject( {
			status: 400,
			code: 'woocommerce_rest_invalid_stock_level',
		} );
		expect( getCartToken() ).toBe( 'cart.3' );
		expect( getStoreApiNonce() ).toBe( 'nonce.3' );
	} );
} );

describe( 'request() error mapping', () => {
	it.each( [
		[
			401,
			'rest_not_logged_in',
			'Błąd autoryzacji - sprawdź Consumer Key i Consumer Secret',
		],
		[
			403,
			'rest_forbidden',
			'Brak uprawnień - sprawdź uprawnienia API w WooCommerce',
		],
		[
			404,
			'rest_no_route',
			'Nie znaleziono zasobu - sprawdź URL WordPress/WooCommerce',
		],
		[
			500,
			'internal_server_error',
			'Błąd serwera WordPress - sprawdź logi serwera',
		],
		[ 502, 'bad_gateway', 'Błąd serwera WordPress - sprawdź logi serwera' ],
	] )(
		'%i -> ApiError with the catalogue message',
		async ( status, code, message ) => {
			answerWith( wpErrorResponse( status, code, 'Server says so.' ) );
			const error: unknown = await request( {
				path: '/wc/store/v1/products/999',
			} ).catch( ( e: unknown ) => e );
			expect( error ).toBeInstanceOf( ApiError );
			expect( error ).toMatchObject( {
				status,
				code,
				message,
				serverMessage: 'Server says so.',
			} );
		}
	);

	it( '4xx with a server message -> that message', async () => {
		answerWith(
			wpErrorResponse(
				400,
				'woocommerce_rest_cart_coupon_error',
				'Kupon &quot;LATO10&quot; nie istnieje!'
			)
		);
		await expect(
			request( {
				path: '/wc/store/v1/cart/apply-coupon',
				method: 'POST',
				data: { code: 'lato10' },
			} )
		).rejects.toMatchObject( {
			status: 400,
			code: 'woocommerce_rest_cart_coupon_error',
			message: 'Kupon "LATO10" nie istnieje!',
		} );
	} );

	it( '4xx without a body -> the unexpected-error text', async () => {
		answerWith( new Response( '', { status: 429 } ) );
		await expect(
			request( { path: '/wc/store/v1/cart' } )
		).rejects.toMatchObject( {
			status: 429,
			code: null,
			message: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.',
		} );
	} );

	it( 'network failure -> status 0 and the no-response message with the host', async () => {
		apiFetchMock.mockRejectedValueOnce( FETCH_ERROR );
		await expect(
			request( { path: '/wc/store/v1/products' } )
		).rejects.toMatchObject( {
			status: 0,
			code: 'fetch_error',
			message: NO_RESPONSE,
		} );
	} );

	it( 'offline -> status 0 and the no-response message', async () => {
		apiFetchMock.mockRejectedValueOnce( {
			code: 'offline_error',
			message: 'Unable to connect.',
		} );
		await expect(
			request( { path: '/wc/store/v1/products' } )
		).rejects.toMatchObject( {
			status: 0,
			code: 'offline_error',
			message: NO_RESPONSE,
		} );
	} );

	it( 'no answer within 20 s -> aborted, status 0, the no-response message', async () => {
		jest.useFakeTimers();
		let signal: AbortSignal | undefined | null;
		apiFetchMock.mockImplementationOnce( ( options ) => {
			signal = options.signal;
			return pendingUntilAborted( options.signal );
		} );

		const outcome = request( { path: '/wc/store/v1/products' } ).catch(
			( e: unknown ) => e
		);
		await jest.advanceTimersByTimeAsync( 19999 );
		expect( signal?.aborted ).toBe( false );
		await jest.advanceTimersByTimeAsync( 1 );

		const error = await outcome;
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toMatchObject( {
			status: 0,
			code: 'request_timeout',
			message: NO_RESPONSE,
		} );
		expect( signal?.aborted ).toBe( true );
	} );

	it( 'the timeout can be set per request', async () => {
		jest.useFakeTimers();
		apiFetchMock.mockImplementationOnce( ( options ) =>
			pendingUntilAborted( options.signal )
		);
		const outcome = request( {
			path: '/wc/store/v1/checkout',
			method: 'POST',
			timeout: 60000,
		} ).catch( ( e: unknown ) => e );
		await jest.advanceTimersByTimeAsync( 20000 );
		let settled = false;
		void outcome.then( () => ( settled = true ) );
		await Promise.resolve();
		expect( settled ).toBe( false );
		await jest.advanceTimersByTimeAsync( 40000 );
		await expect( outcome ).resolves.toMatchObject( {
			status: 0,
			code: 'request_timeout',
		} );
	} );

	it( 'a caller abort rejects with an AbortError, not an ApiError', async () => {
		apiFetchMock.mockImplementationOnce( ( options ) =>
			pendingUntilAborted( options.signal )
		);
		const controller = new AbortController();
		const outcome = request( {
			path: '/wc/store/v1/products',
			signal: controller.signal,
		} ).catch( ( e: unknown ) => e );
		controller.abort();
		const error = await outcome;
		expect( isAbortError( error ) ).toBe( true );
		expect( error ).not.toBeInstanceOf( ApiError );
	} );
} );

describe( 'request() on 401', () => {
	it( 'clears all tokens and raises the logout event', async () => {
		saveAuthTokens( 'jwt.expired', { id: 5 }, true );
		answerWith(
			wpErrorResponse( 401, 'jwt_auth_invalid_token', 'Expired token' )
		);

		await expect(
			request( { path: '/cosmetics/v1/me' } )
		).rejects.toMatchObject( { status: 401 } );

		expect( getAuthToken() ).toBeNull();
		expect( localStorage.getItem( 'user_data' ) ).toBeNull();
		expect( localStorage.getItem( 'remember_me' ) ).toBeNull();
		expect( logouts ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'other errors keep the session', async () => {
		saveAuthTokens( 'jwt.ok', { id: 5 }, true );
		answerWith( wpErrorResponse( 403, 'rest_forbidden', 'Nope' ) );
		await expect(
			request( { path: '/cosmetics/v1/me' } )
		).rejects.toMatchObject( { status: 403 } );
		expect( getAuthToken() ).toBe( 'jwt.ok' );
		expect( logouts ).not.toHaveBeenCalled();
	} );
} );
