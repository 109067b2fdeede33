import apiFetch from '@wordpress/api-fetch';
import {
	getRestNonce,
	restNonceMiddleware,
	setRestNonce,
} from '../middlewares/rest-nonce';
import { mockedApiFetch } from './support/api-fetch-mock';
import { jsonResponse, setPageConfig, wpErrorResponse } from './support/http';
import { makeRequest, recordingNext } from './support/request';

jest.mock( '@wordpress/api-fetch', () =>
	require( './support/api-fetch-mock' ).apiFetchModule()
);

const apiFetchMock = mockedApiFetch( apiFetch );
const fetchMock = jest.fn<
	Promise< Response >,
	[ RequestInfo | URL, RequestInit | undefined ]
>();

beforeEach( () => {
	setPageConfig( { restNonce: 'page-nonce' } );
	setRestNonce( null );
	delete apiFetchMock.nonceMiddleware;
	delete apiFetchMock.nonceEndpoint;
	fetchMock.mockReset();
	( globalThis as { fetch?: unknown } ).fetch = fetchMock;
} );

describe( 'REST nonce middleware', () => {
	it( 'sends X-WP-Nonce from the page configuration', async () => {
		const next = recordingNext( jsonResponse( {} ) );
		await restNonceMiddleware( makeRequest(), next );
		expect( next.requests[ 0 ]?.headers[ 'X-WP-Nonce' ] ).toBe(
			'page-nonce'
		);
	} );

	it( 'sends no header when there is no nonce', async () => {
		setPageConfig( { restNonce: '' } );
		const next = recordingNext( jsonResponse( {} ) );
		await restNonceMiddleware( makeRequest(), next );
		expect( next.requests[ 0 ]?.headers ).toEqual( {} );
	} );

	it( 'uses the nonce of a response from then on, and keeps core api-fetch nonce in step', async () => {
		apiFetchMock.nonceMiddleware = { nonce: 'page-nonce' };
		const next = recordingNext(
			jsonResponse( {}, 200, { 'X-WP-Nonce': 'nonce-2' } ),
			jsonResponse( {} )
		);

		await restNonceMiddleware( makeRequest(), next );
		await restNonceMiddleware( makeRequest(), next );

		expect( getRestNonce() ).toBe( 'nonce-2' );
		expect( next.requests[ 1 ]?.headers[ 'X-WP-Nonce' ] ).toBe( 'nonce-2' );
		expect( apiFetchMock.nonceMiddleware.nonce ).toBe( 'nonce-2' );
	} );

	it( 'refreshes the nonce from an error response as well', async () => {
		const next = recordingNext(
			wpErrorResponse( 400, 'rest_invalid_param', 'Zły parametr', {
				'X-WP-Nonce': 'nonce-3',
			} )
		);
		const response = await restNonceMiddleware( makeRequest(), next );
		expect( response.status ).toBe( 400 );
		expect( getRestNonce() ).toBe( 'nonce-3' );
	} );

	it( 'on an expired nonce fetches a fresh one and retries once', async () => {
		apiFetchMock.nonceEndpoint =
			'http://127.0.0.1:8888/wp-admin/admin-ajax.php?action=rest-nonce';
		fetchMock.mockResolvedValue(
			new Response( 'abc123def0', { status: 200 } )
		);
		const next = recordingNext(
			wpErrorResponse(
				403,
				'rest_cookie_invalid_nonce',
				'Cookie check failed'
			),
			jsonResponse( { id: 3 } )
		);

		const response = await restNonceMiddleware(
			makeRequest( { method: 'POST' } ),
			next
		);

		expect( response.status ).toBe( 200 );
		expect( fetchMock ).toHaveBeenCalledWith(
			apiFetchMock.nonceEndpoint,
			expect.objectContaining( { credentials: 'same-origin' } )
		);
		expect(
			next.requests.map( ( r ) => r.headers[ 'X-WP-Nonce' ] )
		).toEqual( [ 'page-nonce', 'abc123def0' ] );
		expect( getRestNonce() ).toBe( 'abc123def0' );
	} );

	it( 'returns the 403 untouched (body unread) when no fresh nonce can be had', async () => {
		apiFetchMock.nonceEndpoint =
			'http://127.0.0.1:8888/wp-admin/admin-ajax.php?action=rest-nonce';
		fetchMock.mockResolvedValue( new Response( '0', { status: 400 } ) );
		const next = recordingNext(
			wpErrorResponse(
				403,
				'rest_cookie_invalid_nonce',
				'Cookie check failed'
			)
		);

		const response = await restNonceMiddleware( makeRequest(), next );

		expect( response.status ).toBe( 403 );
		expect( next ).toHaveBeenCalledTimes( 1 );
		await expect( response.json() ).resolves.toMatchObject( {
			code: 'rest_cookie_invalid_nonce',
		} );
	} );

	it( 'does not retry other 403 answers', async () => {
		apiFetchMock.nonceEndpoint =
			'http://127.0.0.1:8888/wp-admin/admin-ajax.php?action=rest-nonce';
		const next = recordingNext(
			wpErrorResponse( 403, 'rest_forbidden', 'Brak dostępu' )
		);
		const response = await restNonceMiddleware( makeRequest(), next );
		expect( response.status ).toBe( 403 );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );
