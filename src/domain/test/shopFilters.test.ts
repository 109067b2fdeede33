import { listingPath, productsPath } from '../../api/catalogue';
import cases from './shop-filter-cases.json';
import {
	FULL_PRICE_RANGE,
	clampPrice,
	normalisePriceRange,
	priceQuery,
	productQuery,
	MAX_URL_PAGES,
	readUrlFilters,
	shopUrl,
	effectiveSort,
	formFields,
	isSortOption,
	type SortOption,
	sortOptions,
	sortQuery,
	urlPages,
	urlPage,
	pageExists,
	searchText,
	SEARCH_MAX_LENGTH,
	withShownPages,
} from '../shopFilters';

describe( 'sort option -> Store API orderby/order', () => {
	it( 'date (default) is the Store API default: nothing added, so page 1 keeps the preloaded path', () => {
		expect( sortQuery( 'date' ) ).toEqual( {} );
		expect(
			productsPath( {
				...productQuery(
					{
						category: null,
						search: '',
						sort: 'date',
						price: FULL_PRICE_RANGE,
					},
					undefined
				),
				page: 1,
				per_page: 50,
			} )
		).toBe(
			'/wc/store/v1/products?catalog_visibility=catalog&page=1&per_page=50'
		);
	} );

	it( 'price ascending and descending', () => {
		expect( sortQuery( 'price-asc' ) ).toEqual( {
			orderby: 'price',
			order: 'asc',
		} );
		expect( sortQuery( 'price-desc' ) ).toEqual( {
			orderby: 'price',
			order: 'desc',
		} );
	} );
} );

describe( 'relevance while searching', () => {
	it( '"Trafność" is offered first, and is the default, while a search is on; it means nothing without one', () => {
		expect( sortOptions( true ).map( ( o ) => o.label ) ).toEqual( [
			'Trafność',
			'Najnowsze',
			'Cena: od najniższej',
			'Cena: od najwyższej',
		] );
		expect( sortOptions( false ).map( ( o ) => o.value ) ).not.toContain(
			'relevance'
		);
		expect( effectiveSort( null, true ) ).toBe( 'relevance' );
		expect( effectiveSort( 'price-asc', true ) ).toBe( 'price-asc' );
		expect( effectiveSort( 'date', true ) ).toBe( 'date' );
		expect( effectiveSort( null, false ) ).toBe( 'date' );
		expect( effectiveSort( 'relevance', false ) ).toBe( 'date' );
		expect( sortQuery( 'relevance' ) ).toEqual( { orderby: 'relevance' } );
	} );
} );

describe( 'price filter', () => {
	it( 'clamps to 0..800 whole złoty', () => {
		expect( clampPrice( '-5', 0 ) ).toBe( 0 );
		expect( clampPrice( '950', 800 ) ).toBe( 800 );
		expect( clampPrice( '49,6', 0 ) ).toBe( 50 );
		expect( clampPrice( '', 800 ) ).toBe( 800 );
		expect( clampPrice( 'abc', 0 ) ).toBe( 0 );
	} );

	it( 'swaps a minimum typed above the maximum', () => {
		expect( normalisePriceRange( '300', '100' ) ).toEqual( {
			min: 100,
			max: 300,
		} );
	} );

	it( 'goes to the Store API in minor units; the full range 0–800 adds nothing', () => {
		expect( priceQuery( FULL_PRICE_RANGE ) ).toEqual( {} );
		expect( priceQuery( { min: 50, max: 800 } ) ).toEqual( {
			min_price: 5000,
		} );
		expect( priceQuery( { min: 0, max: 120 } ) ).toEqual( {
			max_price: 12000,
		} );
		expect( priceQuery( { min: 1, max: 799 } ) ).toEqual( {
			min_price: 100,
			max_price: 79900,
		} );
	} );
} );

describe( 'URL <-> filters', () => {
	it( 'reads category and search from the query string', () => {
		expect(
			readUrlFilters(
				undefined,
				new URLSearchParams(
					'category=makijaz&search=krem%20%22nawil%C5%BC%22'
				)
			)
		).toEqual( {
			category: 'makijaz',
			search: 'krem "nawilż"',
			sort: null,
			price: FULL_PRICE_RANGE,
		} );
	} );

	it( 'takes the category from /sklep/category/{slug} first', () => {
		expect(
			readUrlFilters(
				'perfumy',
				new URLSearchParams( 'category=makijaz' )
			)
		).toEqual( {
			category: 'perfumy',
			search: '',
			sort: null,
			price: FULL_PRICE_RANGE,
		} );
	} );

	it( 'no filters: nulls and blanks', () => {
		expect(
			readUrlFilters( undefined, new URLSearchParams( 'category=%20' ) )
		).toEqual( {
			category: null,
			search: '',
			sort: null,
			price: FULL_PRICE_RANGE,
		} );
	} );

	it( 'writes /sklep?category=…&search=… (or the path form), leaving empty ones out', () => {
		expect( shopUrl( { category: null, search: '' } ) ).toBe( '/sklep' );
		expect( shopUrl( { category: 'makijaz', search: '' } ) ).toBe(
			'/sklep?category=makijaz'
		);
		expect( shopUrl( { category: 'makijaz', search: ' serum ' } ) ).toBe(
			'/sklep?category=makijaz&search=serum'
		);
		expect(
			shopUrl( { category: 'makijaz', search: 'serum' }, true )
		).toBe( '/sklep/category/makijaz?search=serum' );
	} );

	it.each( [
		'"krem" 100% <script>alert(1)</script>',
		'🧴 krem & serum',
		'x'.repeat( 500 ),
		'krem\u0000 <b>nocny</b>\ufffd',
	] )( 'round-trips any search text as its search: %s', ( search ) => {
		const url = new URL(
			shopUrl( { category: 'perfumy', search } ),
			'http://sklep.test'
		);
		expect( readUrlFilters( undefined, url.searchParams ) ).toEqual( {
			category: 'perfumy',
			search: searchText( search ),
			sort: null,
			price: FULL_PRICE_RANGE,
		} );
	} );

	it( 'lists only what the catalogue shows: catalogue visibility for lists, search visibility for searches', () => {
		expect(
			productQuery(
				{
					category: null,
					search: '',
					sort: 'date',
					price: FULL_PRICE_RANGE,
				},
				undefined
			).catalog_visibility
		).toBe( 'catalog' );
		expect(
			productQuery(
				{
					category: null,
					search: ' krem ',
					sort: 'date',
					price: FULL_PRICE_RANGE,
				},
				undefined
			).catalog_visibility
		).toBe( 'search' );
	} );

	it( 'builds the products query: category id, trimmed search, sort, prices', () => {
		expect(
			productQuery(
				{
					category: 'makijaz',
					search: '  tusz ',
					sort: 'price-desc',
					price: { min: 10, max: 200 },
				},
				29
			)
		).toEqual( {
			category: 29,
			search: 'tusz',
			catalog_visibility: 'search',
			orderby: 'price',
			order: 'desc',
			min_price: 1000,
			max_price: 20000,
		} );
	} );
} );

describe( 'the page, the search and the category (shop-filter-cases.json, as ShopFilters.php)', () => {
	it.each( cases.page )(
		'?$query asks for page $page, shows $shown',
		( { query, page, shown } ) => {
			const params = new URLSearchParams( query );
			expect( urlPage( params ) ).toBe( page );
			expect( urlPages( params ) ).toBe( shown );
		}
	);
	it.each( cases.pageExists )(
		'page $page of $totalPages exists: $exists',
		( { page, totalPages, exists } ) => {
			expect( pageExists( page, totalPages ) ).toBe( exists );
		}
	);
	it.each( cases.search.map( ( c, i ) => ( { i, ...c } ) ) )(
		'search case $i',
		( { raw, search } ) => {
			expect( searchText( raw ) ).toBe( search );
			expect(
				readUrlFilters(
					undefined,
					new URLSearchParams( { search: raw } )
				).search
			).toBe( search );
			expect( searchText( search ) ).toBe( search );
			expect( Array.from( search ).length ).toBeLessThanOrEqual(
				SEARCH_MAX_LENGTH
			);
		}
	);
	it.each( cases.category )( 'category $raw', ( { raw, category } ) => {
		expect(
			readUrlFilters(
				undefined,
				new URLSearchParams( { category: raw } )
			).category
		).toBe( category );
		expect( readUrlFilters( raw, new URLSearchParams() ).category ).toBe(
			category
		);
	} );
	it( 'broken UTF-8 in the address is dropped, as the server drops it', () => {
		const params = new URLSearchParams(
			'search=krem%C3%20%FF%FEnocny%E2%82&category=twarz%C3'
		);
		expect( readUrlFilters( undefined, params ) ).toMatchObject( {
			search: 'krem nocny',
			category: 'twarz',
		} );
	} );
} );

describe( '?page=N (the server\'s "Załaduj więcej" link)', () => {
	it.each( [
		[ '', 1 ],
		[ 'page=1', 1 ],
		[ 'page=3', 3 ],
		[ 'page=10', 10 ],
		[ 'page=11', MAX_URL_PAGES ],
		[ 'page=999999', MAX_URL_PAGES ],
		[ 'page=0', 1 ],
		[ 'page=-2', 1 ],
		[ 'page=2.5', 1 ],
		[ 'page=abc', 1 ],
		[ 'page=1e3', 1 ],
	] )( '%s shows %i page(s)', ( search, pages ) => {
		expect( urlPages( new URLSearchParams( search ) ) ).toBe( pages );
	} );
	it( 'shows as many pages as the server preloads at most', () => {
		expect( MAX_URL_PAGES ).toBe( 10 ); // includes/Domain/ShopFilters.php MAX_PAGES
	} );
} );

describe( "page=N written by the app's 'Załaduj więcej' (withShownPages)", () => {
	it.each( [
		[ '', 2, '?page=2' ],
		[ '', 1, '' ],
		[ '?page=2', 1, '' ],
		[ '?page=2', 3, '?page=3' ],
		[ '?search=krem', 2, '?search=krem&page=2' ],
		// The other parameters stay as written, in their order; page goes last.
		[
			'?search=krem+do+r%C4%85k&sort=price-asc&price_min=20&page=2&price_max=60',
			3,
			'?search=krem+do+r%C4%85k&sort=price-asc&price_min=20&price_max=60&page=3',
		],
		[ '?category=perfumy&page=2&page=5', 1, '?category=perfumy' ],
		[ '?pag%65=2&utm_source=x', 2, '?utm_source=x&page=2' ],
		[ '?', 1, '' ],
		[ '?a=%E0%A4%A&', 2, '?a=%E0%A4%A&page=2' ],
		[ '?pages=2&apage=3', 2, '?pages=2&apage=3&page=2' ],
	] )( '%s, %i page(s): %s', ( search, pages, expected ) => {
		expect( withShownPages( search, pages ) ).toBe( expected );
	} );
	it( "writes the address the server's link leads to, read back as the same pages", () => {
		const search = withShownPages( '?sort=price-desc', 2 );
		expect( search ).toBe( '?sort=price-desc&page=2' );
		expect( urlPages( new URLSearchParams( search ) ) ).toBe( 2 );
		expect(
			readUrlFilters( undefined, new URLSearchParams( search ) )
		).toEqual(
			readUrlFilters(
				undefined,
				new URLSearchParams( '?sort=price-desc' )
			)
		);
	} );
} );

describe( 'the address (shop-filter-cases.json, the same cases as includes/Domain/ShopFilters.php)', () => {
	it.each( cases.read )(
		'$path ?$query',
		( { path, query, filters, url, store } ) => {
			const read = readUrlFilters(
				path ?? undefined,
				new URLSearchParams( query )
			);
			expect( read ).toEqual( filters );
			expect( shopUrl( read, path !== null ) ).toBe( url );
			const searching = read.search.trim() !== '';
			expect(
				productQuery(
					{ ...read, sort: effectiveSort( read.sort, searching ) },
					read.category ? 7 : undefined
				)
			).toEqual( store );
			// What is written reads back as the same list.
			const again = readUrlFilters(
				path ?? undefined,
				new URL( url, 'http://sklep.test' ).searchParams
			);
			expect(
				productQuery(
					{ ...again, sort: effectiveSort( again.sort, searching ) },
					again.category ? 7 : undefined
				)
			).toEqual( store );
		}
	);

	it.each( cases.paths )(
		"the list's REST path: $path",
		( { store, path } ) => {
			const { _fields: fields, ...query } = store;
			expect( fields ).toBe(
				'extensions,id,is_in_stock,is_on_backorder,name,on_sale,prices'
			);
			expect(
				listingPath( {
					...query,
					orderby: query.orderby as 'relevance',
					catalog_visibility: query.catalog_visibility as 'search',
				} )
			).toBe( path );
		}
	);

	it( 'writes a chosen sort only when it is not the default (newest; relevance while searching)', () => {
		const none = { category: null, search: '' };
		expect( shopUrl( { ...none, sort: 'date' } ) ).toBe( '/sklep' );
		expect( shopUrl( { ...none, sort: 'relevance' } ) ).toBe( '/sklep' );
		expect( shopUrl( { ...none, sort: 'price-asc' } ) ).toBe(
			'/sklep?sort=price-asc'
		);
		expect( shopUrl( { ...none, search: 'krem', sort: 'date' } ) ).toBe(
			'/sklep?search=krem&sort=date'
		);
		expect(
			shopUrl( { ...none, search: 'krem', sort: 'relevance' } )
		).toBe( '/sklep?search=krem' );
	} );

	it( 'ignores a sort it does not know', () => {
		for ( const value of [
			'',
			'DATE',
			'price',
			'price-asc ',
			'__proto__',
		] ) {
			expect( isSortOption( value ) ).toBe( false );
			expect(
				readUrlFilters(
					undefined,
					new URLSearchParams( { sort: value } )
				).sort
			).toBeNull();
		}
		const known: SortOption[] = [ 'date', 'price-asc', 'price-desc' ];
		for ( const value of known ) {
			expect(
				readUrlFilters(
					undefined,
					new URLSearchParams( { sort: value } )
				).sort
			).toBe( value );
		}
	} );

	it( "a form's hidden fields: the other filters, before and after its own, in the address's order", () => {
		const filters = {
			category: 'makijaz',
			search: 'tusz',
			sort: 'price-asc' as const,
			price: { min: 10, max: 200 },
		};
		expect( formFields( filters, 'search' ) ).toEqual( {
			before: [ [ 'category', 'makijaz' ] ],
			after: [
				[ 'sort', 'price-asc' ],
				[ 'price_min', '10' ],
				[ 'price_max', '200' ],
			],
		} );
		expect( formFields( filters, 'sort', true ) ).toEqual( {
			before: [ [ 'search', 'tusz' ] ],
			after: [
				[ 'price_min', '10' ],
				[ 'price_max', '200' ],
			],
		} );
		expect( formFields( filters, 'price' ) ).toEqual( {
			before: [
				[ 'category', 'makijaz' ],
				[ 'search', 'tusz' ],
				[ 'sort', 'price-asc' ],
			],
			after: [],
		} );
		expect( formFields( { category: null, search: '' }, 'sort' ) ).toEqual(
			{ before: [], after: [] }
		);
	} );
} );
