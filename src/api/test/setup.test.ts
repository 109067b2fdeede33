/**
 * setupApi() with the REAL api-fetch: root URL and preloading middlewares answering our client from
 * what the page carries (includes/Storefront/Preload.php prints it with rest_preload_api_request).
 */
import { storeCategory, storeProduct } from './support/fixtures';
import { jsonResponse, setPageConfig } from './support/http';
import {
	fetchCall,
	loadRealApi,
	mockGlobalFetch,
	type FetchMock,
} from './support/real-api';

/** What rest_preload_api_request() prints: { path: { body, headers } }, headers as PHP sets them. */
/** The shop's lists ask for their cards' fields only. */
const FIELDS =
	'_fields=extensions%2Cid%2Cis_in_stock%2Cis_on_backorder%2Cname%2Con_sale%2Cprices&';

const preload = {
	[ `/wc/store/v1/products?${ FIELDS }page=1&per_page=50` ]: {
		body: [
			storeProduct( { id: 101 } ),
			storeProduct( { id: 102, name: 'Serum' } ),
		],
		headers: {
			'X-WP-Total': 2,
			'X-WP-TotalPages': 1,
			Link: '<http://127.0.0.1:8888/wp-json/wc/store/v1/products?page=1>; rel="self"',
		},
	},
	'/wc/store/v1/products/categories?_fields=id%2Cname%2Cparent%2Cslug&hide_empty=false&per_page=100':
		{
			body: [
				storeCategory(),
				storeCategory( {
					id: 21,
					name: 'Twarz',
					slug: 'twarz',
					parent: 20,
				} ),
			],
			headers: {},
		},
};

let fetchMock: FetchMock;

beforeEach( () => {
	localStorage.clear();
	setPageConfig( { preload } );
	fetchMock = mockGlobalFetch();
} );

describe( 'preloaded answers', () => {
	it( 'answers the first products page and the categories from the page, without a network request', async () => {
		const { api } = loadRealApi();

		const page = await api.listProducts( { page: 1, per_page: 50 } );
		const categories = await api.listCategories();

		expect( fetchMock ).not.toHaveBeenCalled();
		expect( page.products.map( ( p ) => p.id ) ).toEqual( [ 101, 102 ] );
		expect( page.total ).toBe( 2 );
		expect( page.totalPages ).toBe( 1 );
		expect( categories.map( ( c ) => c.slug ) ).toEqual( [
			'pielegnacja',
			'twarz',
		] );
	} );

	it( 'uses each preloaded answer once; later requests go to the network', async () => {
		const { api } = loadRealApi();
		fetchMock.mockResolvedValue(
			jsonResponse( [], 200, {
				'X-WP-Total': '0',
				'X-WP-TotalPages': '0',
			} )
		);

		await api.listProducts( { page: 1, per_page: 50 } );
		await api.listProducts( { page: 1, per_page: 50 } );

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not answer a list the catalogue cache took from the page: when the cache entry expires, the request goes to the network (new prices)', async () => {
		const { api, preloaded } = loadRealApi();
		fetchMock.mockResolvedValue(
			jsonResponse(
				[ storeProduct( { id: 101, name: 'Nowa cena' } ) ],
				200,
				{
					'X-WP-Total': '1',
					'X-WP-TotalPages': '1',
				}
			)
		);
		preloaded.markPreloadedUsed(
			`/wc/store/v1/products?${ FIELDS }page=1&per_page=50`
		);

		const page = await api.listProducts( { page: 1, per_page: 50 } );

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( page.products.map( ( p ) => p.name ) ).toEqual( [
			'Nowa cena',
		] );
	} );

	it( 'matches a preload key whose query is in another order', async () => {
		setPageConfig( {
			preload: {
				[ `/wc/store/v1/products?per_page=50&page=1&${ FIELDS.slice(
					0,
					-1
				) }` ]:
					preload[
						`/wc/store/v1/products?${ FIELDS }page=1&per_page=50`
					],
			},
		} );
		const { api } = loadRealApi();

		const page = await api.listProducts( { per_page: 50, page: 1 } );

		expect( fetchMock ).not.toHaveBeenCalled();
		expect( page.total ).toBe( 2 );
	} );

	it( "answers the first render without localeCompare (its first call builds an ICU collator: ~30 ms of a phone's main thread)", async () => {
		const localeCompare = jest.spyOn( String.prototype, 'localeCompare' );
		const { api } = loadRealApi();

		await api.listProducts( { page: 1, per_page: 50 } );
		await api.listCategories();

		expect( fetchMock ).not.toHaveBeenCalled();
		expect( localeCompare ).not.toHaveBeenCalled();
		localeCompare.mockRestore();
	} );

	it( 'gives a preloaded answer once; the next same request goes to the network', async () => {
		fetchMock.mockResolvedValue( jsonResponse( [] ) );
		const { api } = loadRealApi();

		await api.listCategories();
		await api.listCategories();

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'preloaded answers and a bearer session (accounts)', () => {
	it( "a JWT session skips the page's preloaded products (computed for the cookie guest) and asks the server", async () => {
		localStorage.setItem( 'remember_me', 'true' );
		localStorage.setItem( 'jwt_token', 'header.payload.signature' );
		const { api } = loadRealApi();
		fetchMock.mockResolvedValue(
			jsonResponse(
				[ storeProduct( { id: 777, name: 'Cena profesjonalna' } ) ],
				200,
				{
					'X-WP-Total': '1',
					'X-WP-TotalPages': '1',
				}
			)
		);

		const page = await api.listProducts( { page: 1, per_page: 50 } );

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchCall( fetchMock ).headers ).toMatchObject( {
			Authorization: 'Bearer header.payload.signature',
		} );
		expect( page.products.map( ( p ) => p.id ) ).toEqual( [ 777 ] );
	} );

	it( 'after logout the guest gets the preloaded answer again', async () => {
		localStorage.setItem( 'remember_me', 'true' );
		localStorage.setItem( 'jwt_token', 'header.payload.signature' );
		const { api } = loadRealApi();
		fetchMock.mockResolvedValue(
			jsonResponse( [], 200, {
				'X-WP-Total': '0',
				'X-WP-TotalPages': '0',
			} )
		);
		await api.listProducts( { page: 1, per_page: 50 } );
		api.clearAuthTokens();

		const page = await api.listProducts( { page: 1, per_page: 50 } );

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( page.products.map( ( p ) => p.id ) ).toEqual( [ 101, 102 ] );
	} );
} );

describe( 'setupApi()', () => {
	it( 'sends other requests to the REST root (root URL middleware) with our headers', async () => {
		const { api } = loadRealApi();
		fetchMock.mockResolvedValue(
			jsonResponse( [], 200, {
				'X-WP-Total': '0',
				'X-WP-TotalPages': '0',
			} )
		);

		await api.listProducts( { page: 2, per_page: 50 } );

		const { url, init, headers } = fetchCall( fetchMock );
		expect( url ).toBe(
			`http://127.0.0.1:8888/wp-json/wc/store/v1/products?${ FIELDS }page=2&per_page=50&_locale=user`
		);
		expect( init.method ).toBe( 'GET' );
		expect( headers ).toMatchObject( {
			'X-WP-Nonce': 'restnonce1',
			Nonce: 'storenonce1',
		} );
	} );

	it( 'registers its two middlewares once, however often it is called', () => {
		const { api, apiFetch } = loadRealApi();
		const use = jest.spyOn( apiFetch, 'use' );

		api.setupApi();
		api.setupApi();

		expect( use ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'works with a plain-permalink REST root', async () => {
		setPageConfig( { restRoot: 'http://127.0.0.1:8888/?rest_route=/' } );
		const { api } = loadRealApi();
		fetchMock.mockResolvedValue( jsonResponse( storeProduct() ) );

		await api.getProduct( 101 );

		const url = new URL( fetchCall( fetchMock ).url );
		expect( url.origin + url.pathname ).toBe( 'http://127.0.0.1:8888/' );
		expect( url.searchParams.get( 'rest_route' ) ).toBe(
			'/wc/store/v1/products/101'
		);
	} );
} );
