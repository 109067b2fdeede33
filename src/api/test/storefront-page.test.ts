import apiFetch from '@wordpress/api-fetch';
import {
	STOREFRONT_PAGE_FAILED,
	STOREFRONT_PAGE_PATH,
	setStorefrontPage,
	storefrontPageError,
} from '../storefront-page';
import { mockedApiFetch } from './support/api-fetch-mock';
import { FETCH_ERROR, jsonResponse, wpErrorResponse } from './support/http';

jest.mock( '@wordpress/api-fetch', () =>
	require( './support/api-fetch-mock' ).apiFetchModule()
);

const apiFetchMock = mockedApiFetch( apiFetch );

function respond( response: Response ): void {
	apiFetchMock.mockImplementationOnce( () =>
		response.ok ? Promise.resolve( response ) : Promise.reject( response )
	);
}

beforeEach( () => {
	apiFetchMock.mockReset();
	localStorage.setItem( 'jwt_token', 'a-shoppers-token' );
	localStorage.setItem( 'cart_token', 'a-cart-token' );
} );

afterEach( () => {
	localStorage.clear();
} );

describe( 'setStorefrontPage (the block editor in wp-admin)', () => {
	it( 'posts the page id and answers the new storefront page', async () => {
		respond(
			jsonResponse( {
				page_id: 42,
				title: 'Nowy sklep',
				is_front_page: true,
			} )
		);
		await expect( setStorefrontPage( 42 ) ).resolves.toEqual( {
			page_id: 42,
			title: 'Nowy sklep',
			is_front_page: true,
		} );
		const options = apiFetchMock.mock.calls.at( -1 )?.[ 0 ];
		expect( options?.path ).toBe( STOREFRONT_PAGE_PATH );
		expect( options?.method ).toBe( 'POST' );
		expect( options?.data ).toEqual( { page_id: 42 } );
		// wp-admin's own api-fetch authenticates staff: no shopper token or cart goes with it.
		expect( options?.headers ).toEqual( {} );
	} );

	it( "shows staff the server's Polish message, else a general one", async () => {
		respond(
			wpErrorResponse(
				409,
				'cosmetics_page_not_published',
				'Najpierw opublikuj stronę: stroną sklepu może być tylko opublikowana strona.'
			)
		);
		const unpublished = await setStorefrontPage( 42 ).catch(
			( error: unknown ) => error
		);
		expect( storefrontPageError( unpublished ) ).toBe(
			'Najpierw opublikuj stronę: stroną sklepu może być tylko opublikowana strona.'
		);

		respond(
			wpErrorResponse(
				403,
				'cosmetics_forbidden',
				'Stronę sklepu może ustawić tylko osoba zarządzająca sklepem.'
			)
		);
		const forbidden = await setStorefrontPage( 42 ).catch(
			( error: unknown ) => error
		);
		expect( storefrontPageError( forbidden ) ).toBe(
			'Stronę sklepu może ustawić tylko osoba zarządzająca sklepem.'
		);

		respond( jsonResponse( { code: 'x' }, 500 ) );
		const broken = await setStorefrontPage( 42 ).catch(
			( error: unknown ) => error
		);
		expect( storefrontPageError( broken ) ).toBe( STOREFRONT_PAGE_FAILED );

		apiFetchMock.mockImplementationOnce( () =>
			Promise.reject( FETCH_ERROR )
		);
		const offline = await setStorefrontPage( 42 ).catch(
			( error: unknown ) => error
		);
		expect( storefrontPageError( offline ) ).toMatch(
			/^Brak odpowiedzi z serwera /
		);

		expect( storefrontPageError( new Error( 'x' ) ) ).toBe(
			STOREFRONT_PAGE_FAILED
		);
	} );

	it( 'refuses an answer of another shape', async () => {
		respond( jsonResponse( { page_id: '42' } ) );
		await expect( setStorefrontPage( 42 ) ).rejects.toThrow();
	} );
} );
