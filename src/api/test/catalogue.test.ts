import apiFetch from '@wordpress/api-fetch';
import { normalizePath } from '@wordpress/url';
import { normalizeRestPath } from '../preloaded';
import {
	CATEGORIES_PATH,
	buildPath,
	getProduct,
	listCategories,
	listProducts,
	listVariations,
	productPath,
	productsPath,
	variationsPath,
} from '../catalogue';
import { ApiError } from '../errors';
import { mockedApiFetch } from './support/api-fetch-mock';
import { storeCategory, storeProduct } from './support/fixtures';
import { jsonResponse, setPageConfig, wpErrorResponse } from './support/http';

jest.mock( '@wordpress/api-fetch', () =>
	require( './support/api-fetch-mock' ).apiFetchModule()
);

const apiFetchMock = mockedApiFetch( apiFetch );

function respond( response: Response ): void {
	apiFetchMock.mockImplementationOnce( () =>
		response.ok ? Promise.resolve( response ) : Promise.reject( response )
	);
}

function requestedPath(): string | undefined {
	return apiFetchMock.mock.calls.at( -1 )?.[ 0 ].path;
}

beforeEach( () => {
	setPageConfig();
	apiFetchMock.mockReset();
} );

describe( 'catalogue paths', () => {
	it( 'builds Store API paths with the query in a stable order', () => {
		expect( productsPath( { per_page: 50, page: 1 } ) ).toBe(
			'/wc/store/v1/products?page=1&per_page=50'
		);
		expect( CATEGORIES_PATH ).toBe(
			'/wc/store/v1/products/categories?_fields=id%2Cname%2Cparent%2Cslug&hide_empty=false&per_page=100'
		);
	} );

	it( 'does not depend on the order the query was written in', () => {
		expect( productsPath( { per_page: 50, page: 1 } ) ).toBe(
			productsPath( { page: 1, per_page: 50 } )
		);
	} );

	it( 'leaves out empty values', () => {
		expect(
			productsPath( {
				page: 1,
				search: '',
				category: [],
				orderby: undefined,
			} )
		).toBe( '/wc/store/v1/products?page=1' );
		expect( productsPath() ).toBe( '/wc/store/v1/products' );
	} );

	it( 'builds every supported filter, encoded', () => {
		expect(
			productsPath( {
				page: 2,
				per_page: 50,
				search: 'krem & serum',
				category: [ 21, 23 ],
				orderby: 'price',
				order: 'asc',
				min_price: 0,
				max_price: 80000,
			} )
		).toBe(
			'/wc/store/v1/products?category=21%2C23&max_price=80000&min_price=0&order=asc&orderby=price&page=2&per_page=50&search=krem%20%26%20serum'
		);
	} );

	it.each( [
		{ page: 1, per_page: 50 },
		{
			page: 3,
			per_page: 50,
			search: 'żel pod prysznic',
			category: 22,
			orderby: 'price' as const,
			order: 'desc' as const,
		},
		{ min_price: 1000, max_price: 80000, category: [ 20, 24 ] },
	] )(
		"is already in normalized form, the same as api-fetch's (%o)",
		( query ) => {
			const path = productsPath( query );
			expect( normalizeRestPath( path ) ).toBe( path );
			expect( normalizePath( path ) ).toBe( path );
		}
	);

	it( 'builds a product path', () => {
		expect( productPath( 101 ) ).toBe( '/wc/store/v1/products/101' );
		expect( buildPath( '/x', { b: 2, a: 'y z' } ) ).toBe(
			'/x?a=y%20z&b=2'
		);
	} );
} );

describe( 'listProducts', () => {
	it( 'returns the products with X-WP-Total and X-WP-TotalPages', async () => {
		const products = [
			storeProduct( { id: 1 } ),
			storeProduct( { id: 2 } ),
		];
		respond(
			jsonResponse( products, 200, {
				'X-WP-Total': '120',
				'X-WP-TotalPages': '3',
			} )
		);

		const page = await listProducts( {
			page: 1,
			per_page: 50,
			category: 21,
		} );

		expect( requestedPath() ).toBe(
			'/wc/store/v1/products?_fields=extensions%2Cid%2Cis_in_stock%2Cis_on_backorder%2Cname%2Con_sale%2Cprices&category=21&page=1&per_page=50'
		);
		expect( page ).toEqual( { products, total: 120, totalPages: 3 } );
	} );

	it( 'falls back to the page it got when the headers are missing', async () => {
		respond( jsonResponse( [ storeProduct() ] ) );
		await expect( listProducts() ).resolves.toMatchObject( {
			total: 1,
			totalPages: 1,
		} );
		respond( jsonResponse( [] ) );
		await expect( listProducts() ).resolves.toEqual( {
			products: [],
			total: 0,
			totalPages: 0,
		} );
	} );

	it( 'rejects with the ApiError of a failed call', async () => {
		respond(
			wpErrorResponse(
				400,
				'rest_invalid_param',
				'Nieprawidłowy parametr: per_page'
			)
		);
		await expect(
			listProducts( { per_page: 500 } )
		).rejects.toBeInstanceOf( ApiError );
	} );

	it( 'passes the abort signal on', async () => {
		respond( jsonResponse( [] ) );
		const controller = new AbortController();
		await listProducts( {}, { signal: controller.signal } );
		expect( apiFetchMock.mock.calls.at( -1 )?.[ 0 ].signal ).toBeInstanceOf(
			AbortSignal
		);
	} );
} );

describe( 'getProduct', () => {
	it( 'reads one product', async () => {
		const product = storeProduct( { id: 101 } );
		respond( jsonResponse( product ) );
		await expect( getProduct( 101 ) ).resolves.toEqual( product );
		expect( requestedPath() ).toBe( '/wc/store/v1/products/101' );
	} );

	it( 'an unknown id rejects with status 404 and the Store API code', async () => {
		respond(
			wpErrorResponse(
				404,
				'woocommerce_rest_product_invalid_id',
				'Invalid product ID.'
			)
		);
		await expect( getProduct( 9999 ) ).rejects.toMatchObject( {
			status: 404,
			code: 'woocommerce_rest_product_invalid_id',
			message:
				'Nie znaleziono zasobu - sprawdź URL WordPress/WooCommerce',
		} );
	} );
} );

describe( 'listCategories', () => {
	it( 'reads the categories from the preload-contract path', async () => {
		const categories = [
			storeCategory(),
			storeCategory( {
				id: 21,
				parent: 20,
				slug: 'twarz',
				name: 'Twarz',
			} ),
		];
		respond( jsonResponse( categories ) );
		await expect( listCategories() ).resolves.toEqual( categories );
		expect( requestedPath() ).toBe(
			'/wc/store/v1/products/categories?_fields=id%2Cname%2Cparent%2Cslug&hide_empty=false&per_page=100'
		);
	} );
} );

describe( 'listVariations', () => {
	it( "lists a variable product's variations in one request (type=variation&parent=ID)", async () => {
		const variations = [
			storeProduct( {
				id: 62,
				parent: 60,
				type: 'variation',
				variation: 'Odcień: 02 Jasny beż',
				attributes: [],
			} ),
		];
		respond( jsonResponse( variations ) );
		await expect( listVariations( 60 ) ).resolves.toEqual( variations );
		expect( requestedPath() ).toBe(
			'/wc/store/v1/products?parent=60&per_page=100&type=variation'
		);
		expect( variationsPath( 60 ) ).toBe(
			'/wc/store/v1/products?parent=60&per_page=100&type=variation'
		);
	} );
} );
