import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	CATEGORIES_PATH,
	listCategories,
	listPopularCategories,
	listProducts,
	listingPath,
} from '../../../api/catalogue';
import { suggest } from '../../../api/search';
import { ApiError } from '../../../api/errors';
import {
	demoCategories,
	storeProduct,
} from '../../../api/test/support/fixtures';
import {
	lastLocation,
	navigateTo,
	renderRoutes,
} from '../../../state/test/support/render';
import { preloadedPaths } from '../../../test-support/preload-paths';
import { setShopConfig } from '../../../test-support/shop-info';
import { Provider, createStore } from 'jotai';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ROUTER_FUTURE } from '../../../routes';
import { primeCatalogueFromPreload } from '../../../state/catalogue';
import { ShopScreen } from '../ShopScreen';
import { watchServerFields } from '../../../components/serverFields';

/**
 * The address a GET form writes when submitted without the app: its action and its fields in order,
 * blank ones and those at their `data-default` left out (as the page's first script does).
 */
function submitted( form: HTMLElement ): string {
	const params = new URLSearchParams();
	for ( const field of Array.from(
		form.querySelectorAll< HTMLInputElement | HTMLSelectElement >(
			'input[name], select[name]'
		)
	) ) {
		if ( field.value !== '' && field.value !== field.dataset.default ) {
			params.append( field.name, field.value );
		}
	}
	const query = params.toString();
	const action = form.getAttribute( 'action' ) ?? '';
	return query ? `${ action }?${ query }` : action;
}

jest.mock( '../../../api/search', () => ( {
	...jest.requireActual( '../../../api/search' ),
	suggest: jest.fn(),
} ) );
jest.mock( '../../../api/catalogue', () => ( {
	...jest.requireActual( '../../../api/catalogue' ),
	listProducts: jest.fn(),
	listCategories: jest.fn(),
	listPopularCategories: jest.fn(),
} ) );
const mockedList = listProducts as jest.MockedFunction< typeof listProducts >;
const mockedCategories = listCategories as jest.MockedFunction<
	typeof listCategories
>;
const mockedPopular = listPopularCategories as jest.MockedFunction<
	typeof listPopularCategories
>;
const mockedSuggest = suggest as jest.MockedFunction< typeof suggest >;
const NO_SUGGESTIONS = {
	products: [],
	categories: [],
	total: 0,
	corrected: '',
};

/** Intl uses non-breaking spaces; compare with plain ones. */
const plain = ( text: string | null ) =>
	( text ?? '' ).replace( /\u00a0|\u202f/g, ' ' );

const CATEGORIES = demoCategories();

/** The search box (a combobox: it suggests as the shopper types). */
const searchBox = () =>
	screen.getByRole( 'combobox', { name: 'Szukaj produktów' } );

const one = ( name = 'Krem', id = 1 ) => ( {
	products: [ storeProduct( { id, name } ) ],
	total: 1,
	totalPages: 1,
} );

/**
 * The shop under the browser's own history (BrowserRouter, as the storefront runs), at `path`: for what
 * the screen writes into the address itself.
 */
function renderShopInBrowser( path: string ) {
	window.history.replaceState( null, '', path );
	return render(
		<Provider store={ createStore() }>
			<BrowserRouter future={ ROUTER_FUTURE }>
				<Routes>
					<Route path="/sklep" element={ <ShopScreen /> } />
					<Route
						path="/sklep/category/:category"
						element={ <ShopScreen /> }
					/>
				</Routes>
			</BrowserRouter>
		</Provider>
	);
}

function renderShop( path = '/sklep' ) {
	return renderRoutes( path, [
		{ path: '/sklep', element: <ShopScreen /> },
		{ path: '/sklep/category/:category', element: <ShopScreen /> },
	] );
}

beforeEach( () => {
	setShopConfig();
	mockedCategories.mockResolvedValue( CATEGORIES );
	mockedList.mockResolvedValue( one() );
	mockedPopular.mockResolvedValue( CATEGORIES.slice( 0, 2 ) );
	mockedSuggest.mockResolvedValue( NO_SUGGESTIONS );
} );
afterEach( () => {
	delete window.cosmeticsStorefront;
	window.history.replaceState( null, '', '/' );
} );

describe( 'ShopScreen', () => {
	it( 'first asks for exactly what the page preloads for /sklep (no request on first render)', async () => {
		renderShop();
		await screen.findByRole( 'link', { name: 'Krem' } );
		expect( mockedList ).toHaveBeenCalledTimes( 1 );
		expect( mockedCategories ).toHaveBeenCalledTimes( 1 );
		const [ query ] = mockedList.mock.calls[ 0 ]!;
		expect( preloadedPaths( 'sklep' ) ).toEqual( [
			listingPath( { ...query } ),
			CATEGORIES_PATH,
		] );
	} );

	it( "a ?page=N past the list's last page is the 404 screen, as the server draws it", async () => {
		mockedList.mockResolvedValue( { ...one(), total: 120, totalPages: 3 } );
		renderShop( '/sklep?page=99' );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Strona jest modernizowana',
			} )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link', { name: 'Krem' } ) ).toBeNull();
		await waitFor( () =>
			expect( document.title ).toMatch( /^Strona jest modernizowana/ )
		);
	} );

	it( 'a ?page=N spelt otherwise (02, " 2", 2abc) is page 1, as on the server', async () => {
		mockedList.mockResolvedValue( { ...one(), total: 1, totalPages: 1 } );
		renderShop( '/sklep?page=%202' );
		expect(
			await screen.findByRole( 'link', { name: 'Krem' } )
		).toBeInTheDocument();
		expect( mockedList ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a search that is only markup is no search: no heading, the whole list, as the server', async () => {
		renderShop( '/sklep?search=%3Cb%3E%3C%2Fb%3E' );
		await screen.findByRole( 'link', { name: 'Krem' } );
		expect( screen.queryByText( /Wyniki wyszukiwania/ ) ).toBeNull();
		expect( mockedList.mock.calls[ 0 ]![ 0 ] ).not.toHaveProperty(
			'search'
		);
		expect( searchBox() ).toHaveValue( '' );
	} );

	it( 'the search box takes at most 100 characters and a longer address searches its first 100', async () => {
		renderShop( `/sklep?search=${ 'x'.repeat( 8000 ) }` );
		await screen.findByRole( 'link', { name: 'Krem' } );
		expect( searchBox() ).toHaveAttribute( 'maxLength', '100' );
		expect( mockedList.mock.calls[ 0 ]![ 0 ] ).toMatchObject( {
			search: 'x'.repeat( 100 ),
		} );
		expect(
			screen.getByText( `Wyniki wyszukiwania: „${ 'x'.repeat( 100 ) }”` )
		).toBeInTheDocument();
	} );

	it( 'a category page and ?page=N first ask for exactly what the page preloads for them', async () => {
		mockedList.mockResolvedValue( { ...one(), total: 120, totalPages: 3 } );
		renderShop( '/sklep/category/makijaz?page=2' );
		await screen.findAllByRole( 'link', { name: 'Krem' } );
		await waitFor( () => expect( mockedList ).toHaveBeenCalledTimes( 2 ) );
		const asked = mockedList.mock.calls.map( ( [ query ] ) =>
			listingPath( { ...query } )
		);
		expect( [ CATEGORIES_PATH, ...asked ] ).toEqual(
			preloadedPaths( 'sklep/category/{slug}', {
				category_id: 29,
				page: 2,
			} )
		);
		// Pages 1 and 2 are shown; 'Załaduj więcej' asks for page 3.
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Załaduj więcej' } )
		);
		await waitFor( () => expect( mockedList ).toHaveBeenCalledTimes( 3 ) );
		expect( mockedList.mock.calls[ 2 ]![ 0 ] ).toMatchObject( {
			page: 3,
			category: 29,
		} );
	} );

	it( 'lists the products: page 1 of 50, Polish prices, sale struck through, Omnibus line, stock', async () => {
		mockedList.mockResolvedValueOnce( {
			products: [
				storeProduct( {
					id: 1,
					name: 'Serum &#8211; witamina C',
					on_sale: false,
					prices: {
						...storeProduct().prices,
						price: '12900',
						regular_price: '12900',
						sale_price: '12900',
					},
					low_stock_remaining: 2,
				} ),
				storeProduct( {
					id: 2,
					name: 'Tonik różany',
					on_sale: true,
					prices: {
						...storeProduct().prices,
						price: '3999',
						regular_price: '4999',
						sale_price: '3999',
					},
					extensions: {
						'cosmetics-storefront': {
							price_tier: 'individual',
							lowest_price_30_days: '4499',
						},
					},
				} ),
				storeProduct( {
					id: 3,
					name: 'Paleta',
					is_in_stock: false,
					low_stock_remaining: 0,
					on_sale: false,
				} ),
			],
			total: 3,
			totalPages: 1,
		} );
		renderShop();

		const cards = await screen.findAllByRole( 'article' );
		expect( mockedList.mock.calls[ 0 ]![ 0 ] ).toEqual( {
			page: 1,
			per_page: 50,
			catalog_visibility: 'catalog',
		} );
		expect( cards ).toHaveLength( 3 );
		expect(
			within( cards[ 0 ]! ).getByRole( 'link', {
				name: 'Serum – witamina C',
			} )
		).toHaveAttribute( 'href', '/sklep/product/1' );
		expect( plain( cards[ 0 ]!.textContent ) ).toContain( '129,00 zł' );
		expect(
			within( cards[ 0 ]! ).getByText( 'Tylko 2 szt.' )
		).toBeInTheDocument();
		const sale = cards[ 1 ]!;
		expect(
			plain(
				within( sale ).getByText( ( _, el ) => el?.tagName === 'DEL' )
					.textContent
			)
		).toBe( 'Cena regularna: 49,99 zł' );
		expect(
			plain(
				within( sale ).getByText( ( _, el ) => el?.tagName === 'INS' )
					.textContent
			)
		).toBe( 'Cena promocyjna: 39,99 zł' );
		expect( within( sale ).getByText( 'Promocja' ) ).toBeInTheDocument();
		expect(
			plain( within( sale ).getByText( /Najniższa cena/ ).textContent )
		).toBe( 'Najniższa cena z 30 dni przed obniżką: 44,99 zł' );
		expect(
			within( cards[ 2 ]! ).getByText( 'Brak w magazynie' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Załaduj więcej' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Koszyk' } )
		).toHaveAttribute( 'href', '/checkout' );
	} );

	it( 'shows professional prices as the server sends them, marked as such', async () => {
		mockedList.mockResolvedValueOnce( {
			products: [
				storeProduct( {
					id: 9,
					name: 'Kwas migdałowy',
					on_sale: false,
					prices: {
						...storeProduct().prices,
						price: '11900',
						regular_price: '11900',
						sale_price: '11900',
					},
					extensions: {
						'cosmetics-storefront': {
							price_tier: 'professional',
							lowest_price_30_days: null,
						},
					},
				} ),
			],
			total: 1,
			totalPages: 1,
		} );
		renderShop();
		const card = await screen.findByRole( 'article' );
		expect( plain( card.textContent ) ).toContain( '119,00 zł' );
		expect(
			within( card ).getByText( 'Cena dla profesjonalistów' )
		).toBeInTheDocument();
		expect(
			within( card ).queryByText( /Najniższa cena/ )
		).not.toBeInTheDocument();
	} );

	it( 'appends the next page on "load more" with one request, focusing the first new product', async () => {
		mockedList
			.mockResolvedValueOnce( {
				products: [ storeProduct( { id: 1, name: 'Pierwszy' } ) ],
				total: 2,
				totalPages: 2,
			} )
			.mockResolvedValueOnce( {
				products: [ storeProduct( { id: 2, name: 'Drugi' } ) ],
				total: 2,
				totalPages: 2,
			} );
		renderShop();

		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Załaduj więcej' } )
		);
		expect(
			await screen.findByRole( 'link', { name: 'Drugi' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Pierwszy' } )
		).toBeInTheDocument();
		expect( mockedList ).toHaveBeenCalledTimes( 2 );
		expect( mockedList.mock.lastCall![ 0 ] ).toEqual( {
			page: 2,
			per_page: 50,
			catalog_visibility: 'catalog',
		} );
		expect(
			screen.queryByRole( 'button', { name: 'Załaduj więcej' } )
		).not.toBeInTheDocument();
		expect( screen.getByRole( 'link', { name: 'Drugi' } ) ).toHaveFocus();
		expect(
			screen.getByText( 'Wyświetlono 2 z 2 produktów' )
		).toBeInTheDocument();
	} );

	it( '"load more" writes page=N into the address in place (last, the other parameters kept); a new filter starts without it; Back shows those pages again (review 31b finding 1)', async () => {
		mockedList.mockImplementation( async ( query ) => ( {
			products: [
				storeProduct( {
					id: query?.page ?? 1,
					name: `Krem ${ query?.page ?? 1 }`,
				} ),
			],
			total: 3,
			totalPages: 3,
		} ) );
		const cards = () => screen.getAllByRole( 'article' ).length;
		renderShopInBrowser( '/sklep?search=krem&sort=price-asc&price_max=60' );
		await screen.findByRole( 'link', { name: 'Krem 1' } );
		const entries = window.history.length;

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Załaduj więcej' } )
		);
		await screen.findByRole( 'link', { name: 'Krem 2' } );
		await waitFor( () =>
			expect( window.location.search ).toBe(
				'?search=krem&sort=price-asc&price_max=60&page=2'
			)
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Załaduj więcej' } )
		);
		await screen.findByRole( 'link', { name: 'Krem 3' } );
		await waitFor( () =>
			expect( window.location.search ).toBe(
				'?search=krem&sort=price-asc&price_max=60&page=3'
			)
		);
		expect( window.history.length ).toBe( entries );

		// Another sort is a new list: page 1, no page in its address.
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Sortuj' } ),
			'price-desc'
		);
		await waitFor( () =>
			expect( window.location.search ).toBe(
				'?search=krem&sort=price-desc&price_max=60'
			)
		);
		await waitFor( () => expect( cards() ).toBe( 1 ) );
		expect(
			screen.getByRole( 'button', { name: 'Załaduj więcej' } )
		).toBeInTheDocument();
		expect( window.location.search ).toBe(
			'?search=krem&sort=price-desc&price_max=60'
		);

		// Back: the entry left with three pages shows them again.
		act( () => window.history.back() );
		await waitFor( () => expect( cards() ).toBe( 3 ) );
		expect( window.location.search ).toBe(
			'?search=krem&sort=price-asc&price_max=60&page=3'
		);
	} );

	it( 'says so when there are no products', async () => {
		mockedList.mockResolvedValueOnce( {
			products: [],
			total: 0,
			totalPages: 0,
		} );
		renderShop();
		expect(
			await screen.findByText( 'Nie znaleziono produktów' )
		).toBeInTheDocument();
	} );

	it( 'shows the connection-error screen with reload and a way home, and reloads', async () => {
		mockedList
			.mockRejectedValueOnce(
				new ApiError( {
					status: 0,
					code: 'request_timeout',
					serverMessage: null,
					message:
						'Brak odpowiedzi z serwera 127.0.0.1:8888 - sprawdź czy WordPress jest uruchomiony i dostępny',
				} )
			)
			.mockResolvedValueOnce( one( 'Po ponowieniu', 7 ) );
		renderShop();

		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Brak odpowiedzi z serwera 127.0.0.1:8888 - sprawdź czy WordPress jest uruchomiony i dostępny'
		);
		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Błąd podczas pobierania produktów',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Wróć na stronę główną' } )
		).toHaveAttribute( 'href', '/' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Odśwież' } )
		);
		expect(
			await screen.findByRole( 'link', { name: 'Po ponowieniu' } )
		).toBeInTheDocument();
	} );

	it( 'shows the category tree: configured top-level categories and their direct children only', async () => {
		renderShop();
		const nav = await screen.findByRole( 'navigation', {
			name: 'Kategorie',
		} );
		const links = await within( nav ).findAllByRole( 'link' );
		expect( links.map( ( link ) => link.textContent ) ).toEqual( [
			'Wszystkie produkty',
			'Pielęgnacja twarzy',
			'Pielęgnacja skóry',
			'Makijaż i zapachy',
			'Makijaż',
			'Ciało i gabinet',
		] );
		expect(
			within( nav ).getByRole( 'link', { name: 'Makijaż' } )
		).toHaveAttribute( 'href', '/sklep/category/makijaz' );
	} );

	it( "filters by the URL's category slug (mapped to its id), with one products request", async () => {
		renderShop( '/sklep?category=makijaz' );
		expect(
			await screen.findByRole( 'heading', { level: 1, name: 'Makijaż' } )
		).toBeInTheDocument();
		await screen.findByRole( 'link', { name: 'Krem' } );
		expect( mockedList ).toHaveBeenCalledTimes( 1 );
		expect( mockedList.mock.calls[ 0 ]![ 0 ] ).toEqual( {
			category: 29,
			page: 1,
			per_page: 50,
			catalog_visibility: 'catalog',
		} );
		expect(
			within(
				screen.getByRole( 'navigation', { name: 'Kategorie' } )
			).getByRole( 'link', { name: 'Makijaż' } )
		).toHaveAttribute( 'aria-current', 'page' );
	} );

	it( 'reads /sklep/category/{slug} and keeps that form when choosing another category', async () => {
		renderShop( '/sklep/category/pielegnacja-skory?search=krem' );
		await screen.findByRole( 'heading', {
			level: 1,
			name: 'Pielęgnacja skóry',
		} );
		await waitFor( () =>
			expect( mockedList ).toHaveBeenCalledWith( {
				category: 25,
				search: 'krem',
				page: 1,
				per_page: 50,
				catalog_visibility: 'search',
				orderby: 'relevance',
			} )
		);
		await userEvent.click(
			within(
				screen.getByRole( 'navigation', { name: 'Kategorie' } )
			).getByRole( 'link', { name: 'Makijaż' } )
		);
		expect( lastLocation ).toBe( '/sklep/category/makijaz?search=krem' );
		await waitFor( () =>
			expect( mockedList ).toHaveBeenLastCalledWith( {
				category: 29,
				search: 'krem',
				page: 1,
				per_page: 50,
				catalog_visibility: 'search',
				orderby: 'relevance',
			} )
		);
	} );

	it( 'an unknown category slug finds nothing, without asking for products', async () => {
		renderShop( '/sklep?category=nie-ma-takiej' );
		expect(
			await screen.findByText( 'Nie znaleziono produktów' )
		).toBeInTheDocument();
		expect( mockedList ).not.toHaveBeenCalled();
	} );

	it( 'a category in the URL cannot be used when the categories fail: "Błąd podczas pobierania kategorii"', async () => {
		mockedCategories.mockRejectedValueOnce(
			new ApiError( {
				status: 500,
				code: null,
				serverMessage: null,
				message: 'Błąd serwera WordPress - sprawdź logi serwera',
			} )
		);
		renderShop( '/sklep?category=makijaz' );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Błąd podczas pobierania kategorii',
			} )
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Odśwież' } )
		);
		expect(
			await screen.findByRole( 'heading', { level: 1, name: 'Makijaż' } )
		).toBeInTheDocument();
	} );

	it( 'without a category, failed categories only show in the sidebar; the products still list', async () => {
		mockedCategories.mockRejectedValueOnce( new Error( 'x' ) );
		renderShop();
		expect(
			await screen.findByText( 'Błąd podczas pobierania kategorii' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Krem' } )
		).toBeInTheDocument();
	} );

	it( 'searches with the button and with Enter, writing the search into the URL (one request each)', async () => {
		renderShop();
		await screen.findByRole( 'link', { name: 'Krem' } );
		const box = screen.getByRole( 'combobox', {
			name: 'Szukaj produktów',
		} );
		await userEvent.type( box, 'serum' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Szukaj' } )
		);
		expect( lastLocation ).toBe( '/sklep?search=serum' );
		await waitFor( () =>
			expect( mockedList ).toHaveBeenLastCalledWith( {
				search: 'serum',
				page: 1,
				per_page: 50,
				catalog_visibility: 'search',
				orderby: 'relevance',
			} )
		);
		expect( mockedList ).toHaveBeenCalledTimes( 2 );

		await userEvent.clear( box );
		await userEvent.type( box, 'tonik{Enter}' );
		expect( lastLocation ).toBe( '/sklep?search=tonik' );
		await waitFor( () => expect( mockedList ).toHaveBeenCalledTimes( 3 ) );
	} );

	it.each( [
		[
			'quotes and %',
			'krem "nawilżający" 100%',
			'krem "nawilżający" 100%',
		],
		[
			'markup (taken out: the Store API searches without it)',
			'<script>alert(1)</script><img src=x onerror=alert(2)> krem',
			'krem',
		],
		[ 'emoji', '🧴✨ serum', '🧴✨ serum' ],
		[
			'500 characters (the first 100)',
			'ą'.repeat( 500 ),
			'ą'.repeat( 100 ),
		],
	] )(
		'search text with %s works and is shown as text',
		async ( _, typed, text ) => {
			mockedList.mockResolvedValue( {
				products: [],
				total: 0,
				totalPages: 0,
			} );
			const { container } = renderShop(
				`/sklep?search=${ encodeURIComponent( typed ) }`
			);
			await screen.findByText( 'Nie znaleziono produktów' );
			expect( mockedList ).toHaveBeenCalledWith( {
				search: text,
				page: 1,
				per_page: 50,
				catalog_visibility: 'search',
				orderby: 'relevance',
			} );
			expect( searchBox() ).toHaveValue( text );
			expect(
				screen.getByText( `Wyniki wyszukiwania: „${ text }”` )
			).toBeInTheDocument();
			expect(
				container.querySelector( 'script, img[src="x"]' )
			).toBeNull();
		}
	);

	it( 'sorts by price ascending and descending (one request each)', async () => {
		renderShop();
		await screen.findByRole( 'link', { name: 'Krem' } );
		const sort = screen.getByRole( 'combobox', { name: 'Sortuj' } );
		expect( sort ).toHaveValue( 'date' );
		await userEvent.selectOptions( sort, 'price-asc' );
		await waitFor( () =>
			expect( mockedList ).toHaveBeenLastCalledWith( {
				orderby: 'price',
				order: 'asc',
				page: 1,
				per_page: 50,
				catalog_visibility: 'catalog',
			} )
		);
		expect( lastLocation ).toBe( '/sklep?sort=price-asc' );
		await userEvent.selectOptions( sort, 'price-desc' );
		await waitFor( () =>
			expect( mockedList ).toHaveBeenLastCalledWith( {
				orderby: 'price',
				order: 'desc',
				page: 1,
				per_page: 50,
				catalog_visibility: 'catalog',
			} )
		);
		expect( mockedList ).toHaveBeenCalledTimes( 3 );
		expect( lastLocation ).toBe( '/sklep?sort=price-desc' );
		// The default (newest) leaves the address.
		await userEvent.selectOptions( sort, 'date' );
		expect( lastLocation ).toBe( '/sklep' );
	} );

	it( 'keeps a maximum typed before the app drew the minimum it applied, and applies both together (review 31b finding 2)', async () => {
		renderShop();
		await screen.findByRole( 'link', { name: 'Krem' } );
		const sidebar = screen.getByRole( 'complementary', { name: 'Filtry' } );
		const min = within( sidebar ).getByRole( 'spinbutton', { name: 'Od' } );
		const max = within( sidebar ).getByRole( 'spinbutton', { name: 'Do' } );
		await userEvent.clear( min );
		await userEvent.type( min, '20' );
		// Tab to "Do" and its first keystrokes in one go, before the router's transition to the
		// minimum's address is drawn (a slow phone, autofill): leaving "Od" applies 20, and the
		// transition commits after "Do" already holds 60.
		act( () => {
			max.focus();
			fireEvent.change( max, { target: { value: '60' } } );
		} );
		await waitFor( () =>
			expect( lastLocation ).toBe( '/sklep?price_min=20' )
		);
		await waitFor( () => expect( mockedList ).toHaveBeenCalledTimes( 2 ) );
		await screen.findByRole( 'link', { name: 'Wyczyść cenę' } );
		expect( min ).toHaveValue( 20 );
		expect( max ).toHaveValue( 60 );
		await userEvent.type( max, '{Enter}' );
		await waitFor( () =>
			expect( lastLocation ).toBe( '/sklep?price_min=20&price_max=60' )
		);
		expect( mockedList ).toHaveBeenLastCalledWith( {
			min_price: 2000,
			max_price: 6000,
			page: 1,
			per_page: 50,
			catalog_visibility: 'catalog',
		} );
	} );

	it( 'filters by price in minor units when a value is committed (one request per change)', async () => {
		renderShop();
		await screen.findByRole( 'link', { name: 'Krem' } );
		const sidebar = screen.getByRole( 'complementary', { name: 'Filtry' } );
		const min = within( sidebar ).getByRole( 'spinbutton', { name: 'Od' } );
		const max = within( sidebar ).getByRole( 'spinbutton', { name: 'Do' } );
		expect( min ).toHaveAttribute( 'min', '0' );
		expect( max ).toHaveAttribute( 'max', '800' );
		expect( max ).toHaveAttribute( 'step', '1' );
		await userEvent.clear( min );
		await userEvent.type( min, '150' );
		expect( mockedList ).toHaveBeenCalledTimes( 1 );
		await userEvent.tab();
		await waitFor( () =>
			expect( mockedList ).toHaveBeenLastCalledWith( {
				min_price: 15000,
				page: 1,
				per_page: 50,
				catalog_visibility: 'catalog',
			} )
		);
		expect( lastLocation ).toBe( '/sklep?price_min=150' );
		await userEvent.clear( max );
		await userEvent.type( max, '1200{Enter}' );
		// 1200 is above the range: 800, the full range's end, so no upper limit.
		expect( max ).toHaveValue( 800 );
		await userEvent.clear( max );
		await userEvent.type( max, '300{Enter}' );
		await waitFor( () =>
			expect( mockedList ).toHaveBeenLastCalledWith( {
				min_price: 15000,
				max_price: 30000,
				page: 1,
				per_page: 50,
				catalog_visibility: 'catalog',
			} )
		);
		expect( mockedList ).toHaveBeenCalledTimes( 3 );
		expect( lastLocation ).toBe( '/sklep?price_min=150&price_max=300' );
		await userEvent.click(
			within( sidebar ).getByRole( 'link', { name: 'Wyczyść cenę' } )
		);
		expect( lastLocation ).toBe( '/sklep' );
		expect( min ).toHaveValue( 0 );
	} );

	it( "reads the sort and the price range from the address (a shared link, the server's forms): one request, the controls show them", async () => {
		renderShop(
			'/sklep/category/makijaz?search=tusz&sort=price-desc&price_min=10&price_max=200'
		);
		await screen.findByRole( 'link', { name: 'Krem' } );
		expect( mockedList ).toHaveBeenCalledTimes( 1 );
		expect( mockedList ).toHaveBeenLastCalledWith( {
			category: 29,
			search: 'tusz',
			catalog_visibility: 'search',
			orderby: 'price',
			order: 'desc',
			min_price: 1000,
			max_price: 20000,
			page: 1,
			per_page: 50,
		} );
		expect(
			screen.getByRole( 'combobox', { name: 'Sortuj' } )
		).toHaveValue( 'price-desc' );
		const sidebar = screen.getByRole( 'complementary', { name: 'Filtry' } );
		expect(
			within( sidebar ).getByRole( 'spinbutton', { name: 'Od' } )
		).toHaveValue( 10 );
		expect(
			within( sidebar ).getByRole( 'spinbutton', { name: 'Do' } )
		).toHaveValue( 200 );
		// A category keeps the other filters; the breadcrumb's shop too.
		expect(
			within( sidebar ).getByRole( 'link', { name: 'Makijaż i zapachy' } )
		).toHaveAttribute(
			'href',
			'/sklep/category/makijaz-i-zapachy?search=tusz&sort=price-desc&price_min=10&price_max=200'
		);
		expect(
			within(
				screen.getByRole( 'navigation', { name: 'Okruszki' } )
			).getByRole( 'link', { name: 'Sklep' } )
		).toHaveAttribute(
			'href',
			'/sklep?search=tusz&sort=price-desc&price_min=10&price_max=200'
		);
	} );

	it( "ignores an address's sort or price it does not know", async () => {
		renderShop( '/sklep?sort=%3Cb%3E&price_min=abc&price_max=1e9' );
		await screen.findByRole( 'link', { name: 'Krem' } );
		expect( mockedList ).toHaveBeenLastCalledWith( {
			catalog_visibility: 'catalog',
			page: 1,
			per_page: 50,
		} );
		expect(
			screen.getByRole( 'combobox', { name: 'Sortuj' } )
		).toHaveValue( 'date' );
	} );

	it( 'the search, sort and price are GET forms writing the address the app navigates to (as before the app)', async () => {
		const address =
			'/sklep/category/makijaz?search=tusz&sort=price-asc&price_min=10&price_max=200';
		renderShop( address );
		await screen.findByRole( 'link', { name: 'Krem' } );
		const sidebar = screen.getByRole( 'complementary', { name: 'Filtry' } );
		const forms = [
			screen.getByRole( 'search' ),
			screen
				.getByRole( 'combobox', { name: 'Sortuj' } )
				.closest( 'form' ),
			within( sidebar )
				.getByRole( 'spinbutton', { name: 'Od' } )
				.closest( 'form' ),
		];
		for ( const form of forms ) {
			expect( form ).toHaveAttribute( 'method', 'get' );
			expect( form ).toHaveAttribute(
				'action',
				'/sklep/category/makijaz'
			);
			expect( submitted( form! ) ).toBe( address );
		}
		expect( submitted( forms[ 1 ]! ) ).toBe( lastLocation );
		// The page's first script leaves blank and default fields out (Layout::start_script): the same rule.
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Sortuj' } ),
			'relevance'
		);
		expect( lastLocation ).toBe(
			'/sklep/category/makijaz?search=tusz&price_min=10&price_max=200'
		);
		expect( submitted( forms[ 1 ]! ) ).toBe( lastLocation );
	} );

	it( "a search's list preloaded into the page (the server drew it) is shown at once, without a request", async () => {
		// As includes/Domain/ShopFilters.php builds it (keys in code-unit order).
		const path =
			'/wc/store/v1/products?_fields=extensions%2Cid%2Cis_in_stock%2Cis_on_backorder%2Cname%2Con_sale%2Cprices&catalog_visibility=search&max_price=5000&order=asc&orderby=price&page=1&per_page=50&search=krem';
		setShopConfig( undefined, {
			preload: {
				[ path ]: {
					body: [ storeProduct( { id: 5, name: 'Krem różany' } ) ],
					headers: { 'X-WP-Total': 1, 'X-WP-TotalPages': 1 },
				},
				[ CATEGORIES_PATH ]: { body: CATEGORIES, headers: {} },
			},
		} );
		const store = createStore();
		primeCatalogueFromPreload( store );
		renderRoutes(
			'/sklep?search=krem&sort=price-asc&price_max=50',
			[ { path: '/sklep', element: <ShopScreen /> } ],
			store
		);
		expect(
			screen.getByRole( 'link', { name: 'Krem różany' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Wyświetlono 1 z 1 produktów' )
		).toBeVisible();
		expect( mockedList ).not.toHaveBeenCalled();
		expect( mockedCategories ).not.toHaveBeenCalled();
	} );

	it( 'a search that found nothing, preloaded with its helps (the server drew them), shows them on the first render', async () => {
		const [ list, categories ] = preloadedPaths( 'sklep' );
		const searched = list!.replace(
			'catalog_visibility=catalog&page=1&per_page=50',
			'catalog_visibility=search&orderby=relevance&page=1&per_page=50&search=lakeir%20r%C3%B3%C5%BCany'
		);
		const [ words, popular, bestsellers ] = preloadedPaths(
			'(a search that found nothing)',
			{ search: 'lakeir różany' }
		);
		setShopConfig( undefined, {
			preload: {
				[ searched ]: {
					body: [],
					headers: { 'X-WP-Total': 0, 'X-WP-TotalPages': 0 },
				},
				[ categories! ]: { body: CATEGORIES, headers: {} },
				[ words! ]: {
					body: {
						...NO_SUGGESTIONS,
						words: [ { word: 'różany', total: 1 } ],
					},
					headers: {},
				},
				[ popular! ]: { body: CATEGORIES.slice( 0, 2 ), headers: {} },
				[ bestsellers! ]: {
					body: [ storeProduct( { id: 9, name: 'Hit' } ) ],
					headers: {},
				},
			},
		} );
		const store = createStore();
		primeCatalogueFromPreload( store );
		renderRoutes(
			'/sklep?search=lakeir+r%C3%B3%C5%BCany',
			[ { path: '/sklep', element: <ShopScreen /> } ],
			store
		);
		// Synchronously: what the first render drew, before any answer.
		expect(
			screen.getByRole( 'button', { name: 'różany (1 produkt)' } )
		).toBeInTheDocument();
		expect(
			within(
				screen.getByRole( 'navigation', {
					name: 'Popularne kategorie',
				} )
			).getAllByRole( 'link' )
		).toHaveLength( 2 );
		expect(
			within(
				screen.getByRole( 'region', { name: 'Bestsellery' } )
			).getByRole( 'link', { name: 'Hit' } )
		).toBeInTheDocument();
		expect( mockedList ).not.toHaveBeenCalledWith(
			expect.objectContaining( { search: 'lakeir różany' } ),
			expect.anything()
		);
		// The page's helps are not asked for again.
		await act( async () => undefined );
		expect( mockedSuggest ).not.toHaveBeenCalled();
		expect( mockedPopular ).not.toHaveBeenCalled();
		expect( mockedList ).not.toHaveBeenCalled();
	} );

	it( "a price typed into the server's filter before the takeover is the app's, not yet applied (review 31c finding 2)", async () => {
		const server = document.createElement( 'div' );
		server.innerHTML =
			'<div class="cs-app cs-app--server"><form class="cs-price-filter__form"><input name="price_min" type="number" value="0"><input name="price_max" type="number" value="800"></form></div>';
		document.body.append( server );
		(
			server.querySelector( '[name="price_min"]' ) as HTMLInputElement
		 ).value = '20';
		(
			server.querySelector( '[name="price_max"]' ) as HTMLInputElement
		 ).value = '100';
		watchServerFields( server );
		try {
			renderShop();
			await screen.findByRole( 'link', { name: 'Krem' } );
			expect(
				screen.getByRole( 'spinbutton', { name: 'Od' } )
			).toHaveValue( 20 );
			expect(
				screen.getByRole( 'spinbutton', { name: 'Do' } )
			).toHaveValue( 100 );
			expect( lastLocation ).toBe( '/sklep' );
		} finally {
			server.remove();
		}
	} );

	it( 'follows back/forward: the list and the search box follow the URL, answers come from the cache', async () => {
		renderShop( '/sklep?search=krem' );
		expect(
			await screen.findByRole( 'combobox', { name: 'Szukaj produktów' } )
		).toHaveValue( 'krem' );
		await userEvent.click(
			await screen.findByRole( 'link', { name: 'Makijaż' } )
		);
		expect( lastLocation ).toBe( '/sklep/category/makijaz?search=krem' );
		await waitFor( () => expect( mockedList ).toHaveBeenCalledTimes( 2 ) );
		await act( async () => navigateTo( -1 ) );
		expect( lastLocation ).toBe( '/sklep?search=krem' );
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Sklep' } )
		).toBeInTheDocument();
		await act( async () => navigateTo( 1 ) );
		expect(
			await screen.findByRole( 'heading', { level: 1, name: 'Makijaż' } )
		).toBeInTheDocument();
		expect( mockedList ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'opens the filters in a drawer: focus inside, Escape closes it and focus goes back', async () => {
		renderShop();
		await screen.findByRole( 'link', { name: 'Krem' } );
		const open = screen.getByRole( 'button', { name: 'Filtry' } );
		await userEvent.click( open );
		const dialog = screen.getByRole( 'dialog', { name: 'Filtry' } );
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		expect(
			within( dialog ).getByRole( 'button', { name: 'Zamknij' } )
		).toHaveFocus();
		// Tab from the last control wraps to the first.
		const last = within( dialog ).getByRole( 'button', {
			name: /Pokaż produkty/,
		} );
		last.focus();
		await userEvent.tab();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Zamknij' } )
		).toHaveFocus();
		await userEvent.tab( { shift: true } );
		expect( last ).toHaveFocus();
		await userEvent.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( open ).toHaveFocus();
	} );

	it( 'choosing a category in the drawer closes it and filters', async () => {
		renderShop();
		await screen.findByRole( 'link', { name: 'Krem' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Filtry' } )
		);
		await userEvent.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'link', {
				name: 'Ciało i gabinet',
			} )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( lastLocation ).toBe( '/sklep/category/cialo-i-gabinet' );
		await waitFor( () =>
			expect( mockedList ).toHaveBeenLastCalledWith( {
				category: 24,
				page: 1,
				per_page: 50,
				catalog_visibility: 'catalog',
			} )
		);
	} );

	it( "a Store API that does not answer: loading until the api layer's 20 s timeout, then the error screen (nothing spins forever)", async () => {
		jest.useFakeTimers();
		mockedList.mockImplementationOnce(
			() =>
				new Promise( ( _, reject ) =>
					setTimeout(
						() =>
							reject(
								new ApiError( {
									status: 0,
									code: 'request_timeout',
									serverMessage: null,
									message: 'Brak odpowiedzi z serwera',
								} )
							),
						20000
					)
				)
		);
		renderShop();
		expect(
			screen.getByText( 'Ładowanie produktów…' )
		).toBeInTheDocument();
		await act( async () => {
			jest.advanceTimersByTime( 20000 );
		} );
		jest.useRealTimers();
		expect(
			await screen.findByRole( 'heading', {
				name: 'Błąd podczas pobierania produktów',
			} )
		).toBeInTheDocument();
	} );
	describe( 'a search that found nothing', () => {
		const nothing = { products: [], total: 0, totalPages: 0 };
		beforeEach( () => {
			mockedList.mockImplementation( async ( query ) =>
				query?.orderby === 'popularity'
					? {
							products: [
								storeProduct( { id: 7, name: 'Hit' } ),
							],
							total: 1,
							totalPages: 1,
					  }
					: nothing
			);
		} );

		it( 'offers each word that finds products alone, popular categories and bestsellers', async () => {
			mockedSuggest.mockResolvedValue( {
				...NO_SUGGESTIONS,
				words: [
					{ word: 'lakier', total: 4 },
					{ word: 'różany', total: 1 },
				],
			} );
			renderShop( '/sklep?search=lakeir%20r%C3%B3%C5%BCany' );
			expect(
				await screen.findByRole( 'button', {
					name: 'lakier (4 produkty)',
				} )
			).toBeInTheDocument();
			expect( mockedSuggest ).toHaveBeenCalledWith(
				'lakeir różany',
				expect.objectContaining( { complete: true } )
			);
			expect(
				screen.getByText( 'Nie znaleziono produktów' )
			).toBeInTheDocument();
			expect(
				screen.getByRole( 'heading', { name: 'Co możesz zrobić' } )
			).toBeInTheDocument();
			const popular = screen.getByRole( 'navigation', {
				name: 'Popularne kategorie',
			} );
			expect(
				within( popular ).getByRole( 'link', {
					name: 'Bez kategorii',
				} )
			).toHaveAttribute( 'href', '/sklep/category/bez-kategorii' );
			expect(
				within(
					screen.getByRole( 'region', { name: 'Bestsellery' } )
				).getByRole( 'link', { name: 'Hit' } )
			).toBeInTheDocument();
			expect( mockedList ).toHaveBeenCalledWith(
				{
					orderby: 'popularity',
					order: 'desc',
					per_page: 4,
					catalog_visibility: 'catalog',
					stock_status: 'instock',
				},
				expect.anything()
			);

			await userEvent.click(
				screen.getByRole( 'button', { name: 'różany (1 produkt)' } )
			);
			expect( lastLocation ).toBe( '/sklep?search=r%C3%B3%C5%BCany' );
		} );

		it( 'in a category, offers the whole shop when it has what the search finds', async () => {
			mockedSuggest.mockResolvedValue( { ...NO_SUGGESTIONS, total: 7 } );
			renderShop( '/sklep/category/makijaz-i-zapachy?search=serum' );
			await userEvent.click(
				await screen.findByRole( 'button', {
					name: 'Szukaj bez filtrów',
				} )
			);
			expect(
				screen.queryByText( /W całym sklepie/ )
			).not.toBeInTheDocument();
			expect( lastLocation ).toBe( '/sklep?search=serum' );
		} );

		it( 'says what to do even when the help cannot load', async () => {
			mockedSuggest.mockRejectedValue(
				new ApiError( {
					status: 500,
					code: 'x',
					message: 'x',
					serverMessage: null,
				} )
			);
			mockedPopular.mockRejectedValue(
				new ApiError( {
					status: 500,
					code: 'x',
					message: 'x',
					serverMessage: null,
				} )
			);
			renderShop( '/sklep?search=nic' );
			expect(
				await screen.findByRole( 'heading', {
					name: 'Co możesz zrobić',
				} )
			).toBeInTheDocument();
			expect(
				await screen.findByRole( 'region', { name: 'Bestsellery' } )
			).toBeInTheDocument();
			expect(
				screen.queryByRole( 'navigation', {
					name: 'Popularne kategorie',
				} )
			).not.toBeInTheDocument();
		} );

		it( 'a list without a search stays a plain "Nie znaleziono produktów"', async () => {
			renderShop( '/sklep/category/makijaz-i-zapachy' );
			expect(
				await screen.findByText( 'Nie znaleziono produktów' )
			).toBeInTheDocument();
			expect(
				screen.queryByRole( 'heading', { name: 'Co możesz zrobić' } )
			).not.toBeInTheDocument();
			expect( mockedSuggest ).not.toHaveBeenCalled();
		} );
	} );
} );
