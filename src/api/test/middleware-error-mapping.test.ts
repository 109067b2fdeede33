import { ApiError, isAbortError } from '../errors';
import { errorMappingMiddleware } from '../middlewares/error-mapping';
import { RequestTimeoutError } from '../middlewares/timeout';
import {
	FETCH_ERROR,
	jsonResponse,
	setPageConfig,
	wpErrorResponse,
} from './support/http';
import { makeRequest } from './support/request';

beforeEach( () => setPageConfig() );

const NO_RESPONSE =
	'Brak odpowiedzi z serwera 127.0.0.1:8888 - sprawdź czy WordPress jest uruchomiony i dostępny';

async function mapped( answer: () => Promise< Response > ): Promise< unknown > {
	return errorMappingMiddleware( makeRequest(), answer ).catch(
		( e: unknown ) => e
	);
}

describe( 'error mapping middleware', () => {
	it( 'passes 2xx responses through', async () => {
		const response = jsonResponse( { id: 1 }, 201 );
		await expect(
			errorMappingMiddleware( makeRequest(), () =>
				Promise.resolve( response )
			)
		).resolves.toBe( response );
	} );

	it( 'turns a WP_Error answer into an ApiError with status, code, server message and data', async () => {
		const error = await mapped( () =>
			Promise.resolve(
				jsonResponse(
					{
						code: 'woocommerce_rest_cart_invalid_key',
						message: 'Nie ma takiej pozycji.',
						data: { status: 409, cart: { items: [] } },
					},
					409
				)
			)
		);
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toMatchObject( {
			status: 409,
			code: 'woocommerce_rest_cart_invalid_key',
			message: 'Nie ma takiej pozycji.',
			serverMessage: 'Nie ma takiej pozycji.',
			data: { status: 409, cart: { items: [] } },
		} );
	} );

	it( 'maps a non-JSON error page (proxy 502) by its status', async () => {
		const error = await mapped( () =>
			Promise.resolve(
				new Response( '<html><h1>502 Bad Gateway</h1></html>', {
					status: 502,
					statusText: 'Bad Gateway',
				} )
			)
		);
		expect( error ).toMatchObject( {
			status: 502,
			statusText: 'Bad Gateway',
			code: null,
			serverMessage: null,
			message: 'Błąd serwera WordPress - sprawdź logi serwera',
		} );
	} );

	it( 'maps a network failure to status 0 and the no-response message', async () => {
		const error = await mapped( () => Promise.reject( FETCH_ERROR ) );
		expect( error ).toMatchObject( {
			status: 0,
			code: 'fetch_error',
			message: NO_RESPONSE,
			isNoResponse: true,
		} );
	} );

	it( 'maps a timeout to status 0, code request_timeout and the no-response message', async () => {
		const error = await mapped( () =>
			Promise.reject( new RequestTimeoutError( 20000 ) )
		);
		expect( error ).toMatchObject( {
			status: 0,
			code: 'request_timeout',
			message: NO_RESPONSE,
		} );
	} );

	it( 'maps an unknown rejection (TypeError) to no response', async () => {
		const error = await mapped( () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) )
		);
		expect( error ).toMatchObject( {
			status: 0,
			code: 'fetch_error',
			message: NO_RESPONSE,
		} );
	} );

	it( 'lets a caller abort through untouched', async () => {
		const abort = new DOMException( 'aborted', 'AbortError' );
		const error = await mapped( () => Promise.reject( abort ) );
		expect( error ).toBe( abort );
		expect( isAbortError( error ) ).toBe( true );
	} );

	it( 'maps 401 with the catalogue message even when the server explains', async () => {
		const error = await mapped( () =>
			Promise.resolve(
				wpErrorResponse(
					401,
					'jwt_auth_invalid_token',
					'Expired token'
				)
			)
		);
		expect( error ).toMatchObject( {
			status: 401,
			code: 'jwt_auth_invalid_token',
			serverMessage: 'Expired token',
			message:
				'Błąd autoryzacji - sprawdź Consumer Key i Consumer Secret',
		} );
	} );
} );
