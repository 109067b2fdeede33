import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	getProduct,
	listVariations,
	productPath,
	variationsPath,
} from '../../../api/catalogue';
import { createStore } from 'jotai';
import { primeCatalogueFromPreload } from '../../../state/catalogue';
import { preloadedPaths } from '../../../test-support/preload-paths';
import { setShopConfig } from '../../../test-support/shop-info';
import { ApiError } from '../../../api/errors';
import type { StoreProduct } from '../../../api/store-api';
import { storeProduct } from '../../../api/test/support/fixtures';
import { lastLocation, renderRoutes } from '../../../state/test/support/render';
import { addCartItem } from '../../../api/cart';
import { cartItem, storeCart } from '../../../api/test/support/cart-fixtures';
import { cartStateAtom } from '../../../state/cart';
import { ProductScreen, parseProductId } from '../ProductScreen';
import { watchServerFields } from '../../../components/serverFields';

jest.mock( '../../../api/cart', () => ( {
	...jest.requireActual( '../../../api/cart' ),
	addCartItem: jest.fn(),
} ) );
jest.mock( '../../../api/catalogue', () => ( {
	...jest.requireActual( '../../../api/catalogue' ),
	getProduct: jest.fn(),
	listVariations: jest.fn(),
} ) );
const mockedGet = getProduct as jest.MockedFunction< typeof getProduct >;
const mockedVariations = listVariations as jest.MockedFunction<
	typeof listVariations
>;

const plain = ( text: string | null | undefined ) =>
	( text ?? '' ).replace( /\u00a0|\u202f/g, ' ' );
const image = ( id: number, name: string ) => ( {
	...storeProduct().images[ 0 ]!,
	id,
	src: `http://127.0.0.1:8888/wp-content/uploads/${ name }.jpg`,
	thumbnail: `http://127.0.0.1:8888/wp-content/uploads/${ name }-300x300.jpg`,
	srcset: '',
	alt: name,
	name,
} );

function renderProduct( path = '/sklep/product/101' ) {
	return renderRoutes( path, [
		{ path: '/sklep/product/:id', element: <ProductScreen /> },
		{ path: '/sklep', element: <h1>Sklep</h1> },
	] );
}

const onSale = ( overrides: Partial< StoreProduct > = {} ) =>
	storeProduct( {
		on_sale: true,
		prices: {
			...storeProduct().prices,
			price: '4999',
			regular_price: '5999',
			sale_price: '4999',
		},
		extensions: {
			'cosmetics-storefront': {
				price_tier: 'individual',
				lowest_price_30_days: '5499',
			},
		},
		images: [
			image( 1, 'krem' ),
			image( 2, 'krem-opakowanie' ),
			image( 3, 'krem-konsystencja' ),
		],
		attributes: [
			{
				id: 0,
				name: 'Pojemność',
				taxonomy: null,
				has_variations: false,
				terms: [ { id: 0, name: '50 ml', slug: '50 ml' } ],
			},
		],
		...overrides,
	} );

describe( 'ProductScreen', () => {
	it( "first asks for exactly what the page preloads for /sklep/product/{id}: the product, and a variable one's variations", async () => {
		mockedGet.mockResolvedValueOnce( onSale() );
		renderProduct();
		await screen.findByRole( 'heading', { level: 1 } );
		expect(
			mockedGet.mock.calls.map( ( [ id ] ) => productPath( id ) )
		).toEqual( preloadedPaths( 'sklep/product/{id}', { id: 101 } ) );
		expect( mockedVariations ).not.toHaveBeenCalled();

		const variable = storeProduct( {
			id: 60,
			type: 'variable',
			variations: [
				{ id: 61, attributes: [ { name: 'Odcień', value: 'jasny' } ] },
			],
			attributes: [
				{
					id: 1,
					name: 'Odcień',
					taxonomy: 'pa_odcien',
					has_variations: true,
					terms: [ { id: 1, name: 'Jasny', slug: 'jasny' } ],
				},
			],
		} );
		mockedGet.mockResolvedValueOnce( variable );
		mockedVariations.mockResolvedValueOnce( [] );
		renderProduct( '/sklep/product/60' );
		await waitFor( () =>
			expect( mockedVariations ).toHaveBeenCalledTimes( 1 )
		);
		expect( [
			productPath( mockedGet.mock.calls[ 1 ]![ 0 ] ),
			variationsPath( mockedVariations.mock.calls[ 0 ]![ 0 ] ),
		] ).toEqual(
			preloadedPaths( 'sklep/product/{id}', { id: 60, variable_id: 60 } )
		);
	} );

	it( 'renders the preloaded product and variations at once, without a request; not for a stored token', async () => {
		const variable = storeProduct( {
			id: 60,
			name: 'Podkład Skin Veil',
			type: 'variable',
			variations: [
				{ id: 61, attributes: [ { name: 'Odcień', value: 'jasny' } ] },
			],
			attributes: [
				{
					id: 1,
					name: 'Odcień',
					taxonomy: 'pa_odcien',
					has_variations: true,
					terms: [ { id: 1, name: 'Jasny', slug: 'jasny' } ],
				},
			],
		} );
		const [ productKey, variationsKey ] = preloadedPaths(
			'sklep/product/{id}',
			{ id: 60, variable_id: 60 }
		);
		setShopConfig( undefined, {
			preload: {
				[ productKey! ]: { body: variable, headers: {} },
				[ variationsKey! ]: {
					body: [
						storeProduct( {
							id: 61,
							parent: 60,
							type: 'variation',
						} ),
					],
					headers: {},
				},
			},
			settings: { shopCategoryIds: [], homeCards: [] },
		} );
		try {
			const store = createStore();
			primeCatalogueFromPreload( store );
			const primed = renderRoutes(
				'/sklep/product/60',
				[ { path: '/sklep/product/:id', element: <ProductScreen /> } ],
				store
			);
			// The first render already shows the product (no loading state in between).
			expect(
				within( primed.container ).getByRole( 'heading', {
					level: 1,
					name: 'Podkład Skin Veil',
				} )
			).toBeInTheDocument();
			expect( mockedGet ).not.toHaveBeenCalled();
			expect( mockedVariations ).not.toHaveBeenCalled();

			window.sessionStorage.setItem( 'jwt_token', 'x.y.z' ); // a storefront login (not remembered)
			const withToken = createStore();
			primeCatalogueFromPreload( withToken );
			expect(
				Object.keys(
					withToken.get(
						( await import( '../../../state/cache' ) ).cacheAtom
					)
				)
			).toEqual( [] );
		} finally {
			window.localStorage.clear();
			window.sessionStorage.clear();
			delete window.cosmeticsStorefront;
		}
	} );

	it( 'shows the price with the regular one struck through, the Omnibus line, attributes and stock', async () => {
		mockedGet.mockResolvedValueOnce( onSale() );
		renderProduct();
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Krem nawilżający z kwasem hialuronowym',
			} )
		).toBeInTheDocument();
		expect( mockedGet ).toHaveBeenCalledWith( 101 );
		expect(
			plain(
				screen.getByText( ( _, el ) => el?.tagName === 'DEL' )
					.textContent
			)
		).toBe( 'Cena regularna: 59,99 zł' );
		expect(
			plain(
				screen.getByText( ( _, el ) => el?.tagName === 'INS' )
					.textContent
			)
		).toBe( 'Cena promocyjna: 49,99 zł' );
		expect(
			plain( screen.getByText( /Najniższa cena/ ).textContent )
		).toBe( 'Najniższa cena z 30 dni przed obniżką: 54,99 zł' );
		expect( screen.getAllByText( 'Pojemność' ).length ).toBeGreaterThan(
			0
		);
		expect( screen.getAllByText( '50 ml' ).length ).toBeGreaterThan( 0 );
		expect( screen.getByText( 'Dostępny' ) ).toBeInTheDocument();
	} );

	it( 'no Omnibus line when not on sale or when the value is unknown', async () => {
		mockedGet.mockResolvedValueOnce(
			onSale( {
				extensions: {
					'cosmetics-storefront': {
						price_tier: 'individual',
						lowest_price_30_days: null,
					},
				},
			} )
		);
		renderProduct();
		await screen.findByRole( 'heading', { level: 1 } );
		expect(
			screen.queryByText( /Najniższa cena/ )
		).not.toBeInTheDocument();
	} );

	it( 'gallery: previous/next (wrapping), thumbnails and arrow keys change the photo', async () => {
		mockedGet.mockResolvedValueOnce( onSale() );
		renderProduct();
		await screen.findByRole( 'heading', { level: 1 } );
		const current = () =>
			document
				.querySelector( '.cs-gallery__stage img:not([hidden])' )
				?.getAttribute( 'alt' );
		expect( current() ).toBe( 'krem' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Następne zdjęcie' } )
		);
		expect( current() ).toBe( 'krem-opakowanie' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Poprzednie zdjęcie' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Poprzednie zdjęcie' } )
		);
		expect( current() ).toBe( 'krem-konsystencja' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Pokaż zdjęcie 2 z 3' } )
		);
		expect( current() ).toBe( 'krem-opakowanie' );
		expect(
			screen.getByRole( 'button', { name: 'Pokaż zdjęcie 2 z 3' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		screen.getByRole( 'group', { name: /Zdjęcie produktu/ } ).focus();
		await userEvent.keyboard( '{ArrowRight}' );
		expect( current() ).toBe( 'krem-konsystencja' );
		expect( screen.getByText( /3 \/ 3/ ) ).toBeInTheDocument();
		// Every photo keeps the same box: width and height given, no layout shift.
		document
			.querySelectorAll( '.cs-gallery__stage img' )
			.forEach( ( img ) => {
				expect( img ).toHaveAttribute( 'width', '800' );
				expect( img ).toHaveAttribute( 'height', '800' );
			} );
	} );

	it.each( [
		[
			{ is_in_stock: false, low_stock_remaining: 0 },
			'Brak w magazynie',
			false,
		],
		[
			{ is_on_backorder: true, low_stock_remaining: 0 },
			'Przedsprzedaż',
			true,
		],
		[ { low_stock_remaining: 3 }, 'Tylko 3 szt.', true ],
		[ { low_stock_remaining: null }, 'Dostępny', true ],
	] as const )( 'stock %p: "%s"', async ( fields, label, orderable ) => {
		mockedGet.mockResolvedValueOnce( onSale( fields ) );
		renderProduct();
		await screen.findByRole( 'heading', { level: 1 } );
		expect( screen.getByText( label ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'spinbutton', { name: 'Ilość' } ) === null
		).toBe( ! orderable );
	} );

	it( 'quantity goes from 1 up to the stock', async () => {
		mockedGet.mockResolvedValueOnce( onSale( { low_stock_remaining: 3 } ) );
		renderProduct();
		const quantity = await screen.findByRole( 'spinbutton', {
			name: 'Ilość',
		} );
		expect( quantity ).toHaveValue( 1 );
		expect( quantity ).toHaveAttribute( 'max', '3' );
		expect(
			screen.getByRole( 'button', { name: 'Zmniejsz ilość' } )
		).toBeDisabled();
		const more = screen.getByRole( 'button', { name: 'Zwiększ ilość' } );
		await userEvent.click( more );
		await userEvent.click( more );
		expect( quantity ).toHaveValue( 3 );
		expect( more ).toBeDisabled();
		await userEvent.clear( quantity );
		await userEvent.type( quantity, '50' );
		await userEvent.tab();
		expect( quantity ).toHaveValue( 3 );
		await userEvent.clear( quantity );
		await userEvent.type( quantity, '0{Enter}' );
		expect( quantity ).toHaveValue( 1 );
	} );

	it( 'adds the chosen quantity to the cart in one request and opens the cart', async () => {
		mockedGet.mockResolvedValueOnce( onSale() );
		const added = storeCart( { items: [ cartItem( { quantity: 2 } ) ] } );
		(
			addCartItem as jest.MockedFunction< typeof addCartItem >
		 ).mockResolvedValueOnce( added );
		const { store } = renderProduct();
		const button = await screen.findByRole( 'button', {
			name: 'Dodaj do koszyka',
		} );
		expect( button ).toBeEnabled();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Zwiększ ilość' } )
		);
		await userEvent.click( button );
		await waitFor( () =>
			expect( store.get( cartStateAtom ).open ).toBe( true )
		);
		expect( addCartItem ).toHaveBeenCalledTimes( 1 );
		expect( addCartItem ).toHaveBeenCalledWith( 101, 2 );
		expect( store.get( cartStateAtom ).cart ).toBe( added );
	} );

	it( 'renders the description HTML sanitised, never raw', async () => {
		mockedGet.mockResolvedValueOnce(
			onSale( {
				description:
					'<p>Lekka <strong>formuła</strong>.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"><a href="javascript:alert(1)">link</a><iframe src="https://example.com"></iframe><p style="color:red" onclick="x()">styl</p>',
			} )
		);
		renderProduct();
		const panel = await screen.findByRole( 'tabpanel', { name: 'Opis' } );
		await waitFor( () =>
			expect( within( panel ).getByText( 'formuła' ) ).toBeInTheDocument()
		);
		expect( within( panel ).getByText( 'formuła' ).tagName ).toBe(
			'STRONG'
		);
		expect( panel.innerHTML ).not.toMatch(
			/script|onerror|javascript:|iframe|onclick|style=/
		);
		expect(
			( window as unknown as { hacked?: number } ).hacked
		).toBeUndefined();
	} );

	it( 'tabs: description first, details with the SKU; arrow keys move between tabs', async () => {
		mockedGet.mockResolvedValueOnce( onSale() );
		renderProduct();
		const description = await screen.findByRole( 'tab', { name: 'Opis' } );
		expect( description ).toHaveAttribute( 'aria-selected', 'true' );
		description.focus();
		await userEvent.keyboard( '{ArrowRight}' );
		const details = screen.getByRole( 'tab', { name: 'Szczegóły' } );
		expect( details ).toHaveFocus();
		expect(
			within(
				screen.getByRole( 'tabpanel', { name: 'Szczegóły' } )
			).getByText( 'KREM-001' )
		).toBeInTheDocument();
	} );

	it( 'product safety (GPSR): a "Skład" tab with the INCI list and a section with what staff entered, nothing else', async () => {
		mockedGet.mockResolvedValueOnce(
			onSale( {
				extensions: {
					'cosmetics-storefront': {
						price_tier: 'individual',
						lowest_price_30_days: null,
						product_safety: {
							brand: 'Aquaderm Lab',
							manufacturer: {
								name: 'Aquaderm Lab Sp. z o.o.',
								address: 'ul. Wodna 3\n60-101 Poznań',
								country: 'Polska',
								url: 'https://aquaderm.example.pl/kontakt',
							},
							responsible_person: null,
							ingredients: 'Aqua, Sodium Hyaluronate, Panthenol',
							warnings:
								'Tylko do użytku zewnętrznego.\nUnikać kontaktu z oczami.',
							gtin: '5901234123457',
							variation_gtins: {},
						},
					},
				},
			} )
		);
		renderProduct();
		const description = await screen.findByRole( 'tab', { name: 'Opis' } );
		description.focus();
		await userEvent.keyboard( '{ArrowRight}' );
		const ingredients = screen.getByRole( 'tab', { name: 'Skład' } );
		expect( ingredients ).toHaveFocus();
		expect( ingredients ).toHaveAttribute( 'aria-selected', 'true' );
		expect(
			within(
				screen.getByRole( 'tabpanel', { name: 'Skład' } )
			).getByText( 'Aqua, Sodium Hyaluronate, Panthenol' )
		).toBeInTheDocument();

		const section = screen.getByRole( 'region', {
			name: 'Bezpieczeństwo produktu',
		} );
		expect(
			within( section ).getByRole( 'heading', {
				level: 3,
				name: 'Producent',
			} )
		).toBeInTheDocument();
		expect(
			within( section ).getByText( 'Aquaderm Lab Sp. z o.o.' )
		).toBeInTheDocument();
		expect(
			within( section ).getByText( '60-101 Poznań' )
		).toBeInTheDocument();
		expect(
			within( section ).getByRole( 'link', {
				name: /aquaderm\.example\.pl\/kontakt/,
			} )
		).toHaveAttribute( 'href', 'https://aquaderm.example.pl/kontakt' );
		expect(
			within( section ).queryByText( /E-mail/ )
		).not.toBeInTheDocument();
		expect(
			within( section ).queryByRole( 'heading', {
				name: 'Osoba odpowiedzialna w UE',
			} )
		).not.toBeInTheDocument();
		expect(
			within( section ).getByText( '5901234123457' )
		).toBeInTheDocument();
		expect( within( section ).getByText( 'KREM-001' ) ).toBeInTheDocument();
		expect(
			within( section )
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [
			'Tylko do użytku zewnętrznego.',
			'Unikać kontaktu z oczami.',
		] );
	} );

	it( 'product safety: no data, no "Skład" tab and no section', async () => {
		mockedGet.mockResolvedValueOnce( onSale() );
		renderProduct();
		await screen.findByRole( 'tab', { name: 'Opis' } );
		expect(
			screen.queryByRole( 'tab', { name: 'Skład' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'region', { name: 'Bezpieczeństwo produktu' } )
		).not.toBeInTheDocument();
	} );

	it( "variable product: choosing the attribute shows that variation's price and stock", async () => {
		const parent = storeProduct( {
			id: 60,
			type: 'variable',
			name: 'Podkład Skin Veil',
			on_sale: true,
			prices: {
				...storeProduct().prices,
				price: '7499',
				regular_price: '8999',
				sale_price: '7499',
				price_range: { min_amount: '7499', max_amount: '8999' },
			},
			attributes: [
				{
					id: 1,
					name: 'Odcień',
					taxonomy: 'pa_odcien',
					has_variations: true,
					terms: [
						{
							id: 40,
							name: '01 Porcelanowy',
							slug: '01-porcelanowy',
						},
						{ id: 41, name: '02 Jasny beż', slug: '02-jasny-bez' },
					],
				},
			],
			variations: [
				{
					id: 61,
					attributes: [ { name: 'Odcień', value: '01-porcelanowy' } ],
				},
				{
					id: 62,
					attributes: [ { name: 'Odcień', value: '02-jasny-bez' } ],
				},
			],
		} );
		const variation = (
			id: number,
			price: string,
			regular: string,
			left: number | null,
			lowest: string | null
		) =>
			storeProduct( {
				id,
				parent: 60,
				type: 'variation',
				attributes: [],
				variations: [],
				on_sale: price !== regular,
				low_stock_remaining: left,
				prices: {
					...storeProduct().prices,
					price,
					regular_price: regular,
					sale_price: price,
				},
				extensions: {
					'cosmetics-storefront': {
						price_tier: 'individual',
						lowest_price_30_days: lowest,
					},
				},
			} );
		mockedGet.mockResolvedValueOnce( parent );
		mockedVariations.mockResolvedValueOnce( [
			variation( 62, '7499', '8999', 3, '8999' ),
			variation( 61, '8999', '8999', null, null ),
		] );
		renderProduct( '/sklep/product/60' );
		await screen.findByRole( 'heading', {
			level: 1,
			name: 'Podkład Skin Veil',
		} );
		expect(
			plain( document.querySelector( '.cs-product__price' )?.textContent )
		).toContain( 'od 74,99 zł' );
		expect(
			screen.getByRole( 'button', { name: 'Dodaj do koszyka' } )
		).toHaveAccessibleDescription( 'Wybierz wariant produktu.' );
		await waitFor( () =>
			expect( mockedVariations ).toHaveBeenCalledWith( 60 )
		);

		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Odcień' } ),
			'02-jasny-bez'
		);
		expect( await screen.findByText( 'Tylko 3 szt.' ) ).toBeInTheDocument();
		expect(
			plain(
				screen.getByText( ( _, el ) => el?.tagName === 'INS' )
					.textContent
			)
		).toBe( 'Cena promocyjna: 74,99 zł' );
		expect(
			plain( screen.getByText( /Najniższa cena/ ).textContent )
		).toBe( 'Najniższa cena z 30 dni przed obniżką: 89,99 zł' );
		expect(
			screen.getByRole( 'spinbutton', { name: 'Ilość' } )
		).toHaveAttribute( 'max', '3' );

		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Odcień' } ),
			'01-porcelanowy'
		);
		expect( await screen.findByText( 'Dostępny' ) ).toBeInTheDocument();
		expect(
			plain( document.querySelector( '.cs-product__price' )?.textContent )
		).toBe( '89,99 zł' );
		expect(
			screen.queryByText( /Najniższa cena/ )
		).not.toBeInTheDocument();
	} );

	it( 'variable product partly on sale: no line under "od" when the cheapest variation is not discounted; after a choice, that variation\'s', async () => {
		// The server sends null for the parent: 'od 49,99 zł' is a variation at its normal price.
		const parent = storeProduct( {
			id: 70,
			type: 'variable',
			name: 'Krem w dwóch pojemnościach',
			on_sale: true,
			prices: {
				...storeProduct().prices,
				price: '4999',
				regular_price: '4999',
				sale_price: '4999',
				price_range: { min_amount: '4999', max_amount: '5999' },
			},
			extensions: {
				'cosmetics-storefront': {
					price_tier: 'individual',
					lowest_price_30_days: null,
				},
			},
			attributes: [
				{
					id: 2,
					name: 'Pojemność',
					taxonomy: 'pa_pojemnosc',
					has_variations: true,
					terms: [
						{ id: 50, name: '30 ml', slug: '30-ml' },
						{ id: 51, name: '50 ml', slug: '50-ml' },
					],
				},
			],
			variations: [
				{
					id: 71,
					attributes: [ { name: 'Pojemność', value: '30-ml' } ],
				},
				{
					id: 72,
					attributes: [ { name: 'Pojemność', value: '50-ml' } ],
				},
			],
		} );
		const variation = (
			id: number,
			price: string,
			regular: string,
			lowest: string
		) =>
			storeProduct( {
				id,
				parent: 70,
				type: 'variation',
				attributes: [],
				variations: [],
				on_sale: price !== regular,
				prices: {
					...storeProduct().prices,
					price,
					regular_price: regular,
					sale_price: price,
					price_range: null,
				},
				extensions: {
					'cosmetics-storefront': {
						price_tier: 'individual',
						lowest_price_30_days: lowest,
					},
				},
			} );
		mockedGet.mockResolvedValueOnce( parent );
		mockedVariations.mockResolvedValueOnce( [
			variation( 71, '4999', '4999', '4999' ),
			variation( 72, '5999', '7999', '6999' ),
		] );
		renderProduct( '/sklep/product/70' );
		await screen.findByRole( 'heading', {
			level: 1,
			name: 'Krem w dwóch pojemnościach',
		} );
		expect(
			plain( document.querySelector( '.cs-product__price' )?.textContent )
		).toContain( 'od 49,99 zł' );
		expect(
			screen.queryByText( /Najniższa cena/ )
		).not.toBeInTheDocument();
		await waitFor( () =>
			expect( mockedVariations ).toHaveBeenCalledWith( 70 )
		);

		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Pojemność' } ),
			'50-ml'
		);
		await waitFor( () =>
			expect(
				plain(
					screen.getByText( ( _, el ) => el?.tagName === 'INS' )
						.textContent
				)
			).toBe( 'Cena promocyjna: 59,99 zł' )
		);
		expect(
			plain( screen.getByText( /Najniższa cena/ ).textContent )
		).toBe( 'Najniższa cena z 30 dni przed obniżką: 69,99 zł' );

		// The 30 ml variation's own 30-day lowest (49,99) is no reduction: no line under its price.
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Pojemność' } ),
			'30-ml'
		);
		await waitFor( () =>
			expect(
				plain(
					document.querySelector( '.cs-product__price' )?.textContent
				)
			).toBe( '49,99 zł' )
		);
		expect(
			screen.queryByText( /Najniższa cena/ )
		).not.toBeInTheDocument();
	} );

	it( 'not found (404 or an id that cannot exist): a screen with a button back to the shop', async () => {
		mockedGet.mockRejectedValueOnce(
			new ApiError( {
				status: 404,
				code: 'woocommerce_rest_product_invalid_id',
				serverMessage: 'Invalid product ID.',
				message:
					'Nie znaleziono zasobu - sprawdź URL WordPress/WooCommerce',
			} )
		);
		renderProduct( '/sklep/product/9999' );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Nie znaleziono produktu',
			} )
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'link', { name: 'Wróć do sklepu' } )
		);
		expect( lastLocation ).toBe( '/sklep' );
	} );

	it( 'an id that is not a number asks nothing', async () => {
		renderProduct( '/sklep/product/abc' );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Nie znaleziono produktu',
			} )
		).toBeInTheDocument();
		expect( mockedGet ).not.toHaveBeenCalled();
		expect( parseProductId( '0' ) ).toBeNull();
		expect( parseProductId( '12' ) ).toBe( 12 );
		expect( parseProductId( '99999999999999999999' ) ).toBeNull();
	} );

	it( 'product errors: "Błąd podczas pobierania produktu" with the cause, reload and a way home', async () => {
		mockedGet
			.mockRejectedValueOnce(
				new ApiError( {
					status: 500,
					code: null,
					serverMessage: null,
					message: 'Błąd serwera WordPress - sprawdź logi serwera',
				} )
			)
			.mockResolvedValueOnce( onSale() );
		renderProduct();
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Błąd podczas pobierania produktu',
			} )
		).toBeInTheDocument();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Błąd serwera WordPress - sprawdź logi serwera'
		);
		expect(
			screen.getByRole( 'link', { name: 'Wróć na stronę główną' } )
		).toHaveAttribute( 'href', '/' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Odśwież' } )
		);
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Krem nawilżający z kwasem hialuronowym',
			} )
		).toBeInTheDocument();
	} );

	it( "a professional shopper sees the server's professional price, marked", async () => {
		mockedGet.mockResolvedValueOnce(
			onSale( {
				extensions: {
					'cosmetics-storefront': {
						price_tier: 'professional',
						lowest_price_30_days: '4500',
					},
				},
			} )
		);
		renderProduct();
		expect(
			await screen.findByText( 'Cena dla profesjonalistów' )
		).toBeInTheDocument();
	} );

	it( "a variant and quantity chosen in the server's form before the takeover are the app's, and added once", async () => {
		// The server's first screen (Screens\\VariationPicker, ProductScreen::buy_room) with the shopper's choice.
		const server = document.createElement( 'div' );
		server.innerHTML =
			'<div class="cs-app cs-app--server"><div class="cs-variations"><select name="attribute_pa_odcien" form="cs-server-buy" class="cs-select">' +
			'<option value="">Wybierz…</option><option value="01-porcelanowy">01 Porcelanowy</option><option value="02-jasny-bez">02 Jasny beż</option></select>' +
			'<select name="attribute_pojemnosc" form="cs-server-buy" class="cs-select"><option value="">Wybierz…</option><option value="30 ml" selected>30 ml</option></select></div>' +
			'<form id="cs-server-buy"><input type="hidden" name="add-to-cart" value="60"><input name="quantity" type="number" value="1"></form></div>';
		document.body.append( server );
		(
			server.querySelector(
				'[name="attribute_pa_odcien"]'
			) as HTMLSelectElement
		 ).value = '02-jasny-bez';
		(
			server.querySelector( '[name="quantity"]' ) as HTMLInputElement
		 ).value = '2';
		watchServerFields( server );
		const parent = storeProduct( {
			id: 60,
			type: 'variable',
			name: 'Podkład Skin Veil',
			attributes: [
				{
					id: 1,
					name: 'Odcień',
					taxonomy: 'pa_odcien',
					has_variations: true,
					terms: [
						{
							id: 40,
							name: '01 Porcelanowy',
							slug: '01-porcelanowy',
						},
						{ id: 41, name: '02 Jasny beż', slug: '02-jasny-bez' },
					],
				},
				{
					id: 0,
					name: 'Pojemność',
					taxonomy: null,
					has_variations: true,
					terms: [
						{ id: 0, name: '30 ml', slug: '30 ml', default: true },
					],
				},
			],
			variations: [
				{
					id: 61,
					attributes: [
						{ name: 'Odcień', value: '01-porcelanowy' },
						{ name: 'Pojemność', value: '30 ml' },
					],
				},
				{
					id: 62,
					attributes: [
						{ name: 'Odcień', value: '02-jasny-bez' },
						{ name: 'Pojemność', value: '30 ml' },
					],
				},
			],
		} );
		mockedGet.mockResolvedValueOnce( parent );
		mockedVariations.mockResolvedValueOnce( [
			storeProduct( {
				id: 61,
				parent: 60,
				type: 'variation',
				low_stock_remaining: null,
			} ),
			storeProduct( {
				id: 62,
				parent: 60,
				type: 'variation',
				low_stock_remaining: 4,
			} ),
		] );
		const added = storeCart( { items: [ cartItem( { quantity: 2 } ) ] } );
		(
			addCartItem as jest.MockedFunction< typeof addCartItem >
		 ).mockResolvedValueOnce( added );
		try {
			const { store } = renderProduct( '/sklep/product/60' );
			const shade = await screen.findByRole( 'combobox', {
				name: 'Odcień',
			} );
			// The app's selects carry WooCommerce's field names, as the server's: that is how each takes its own over.
			expect( shade ).toHaveAttribute( 'name', 'attribute_pa_odcien' );
			expect( shade ).toHaveValue( '02-jasny-bez' );
			expect(
				screen.getByRole( 'combobox', { name: 'Pojemność' } )
			).toHaveValue( '30 ml' );
			expect(
				await screen.findByText( 'Tylko 4 szt.' )
			).toBeInTheDocument();
			const quantity = screen.getByRole( 'spinbutton', {
				name: 'Ilość',
			} );
			expect( quantity ).toHaveValue( 2 );
			expect( quantity ).toHaveAttribute( 'max', '4' );
			await userEvent.click(
				screen.getByRole( 'button', { name: 'Dodaj do koszyka' } )
			);
			await waitFor( () =>
				expect( store.get( cartStateAtom ).open ).toBe( true )
			);
			expect( addCartItem ).toHaveBeenCalledTimes( 1 );
			expect( addCartItem ).toHaveBeenCalledWith( 62, 2 );
		} finally {
			server.remove();
		}
	} );

	it( "a value the server's select did not offer is not taken over", async () => {
		const server = document.createElement( 'div' );
		server.innerHTML =
			'<div class="cs-app cs-app--server"><select name="attribute_pa_odcien"><option value="">Wybierz…</option><option value="&lt;b&gt;x">x</option></select></div>';
		document.body.append( server );
		( server.querySelector( 'select' ) as HTMLSelectElement ).value =
			'<b>x';
		watchServerFields( server );
		mockedGet.mockResolvedValueOnce(
			storeProduct( {
				id: 60,
				type: 'variable',
				attributes: [
					{
						id: 1,
						name: 'Odcień',
						taxonomy: 'pa_odcien',
						has_variations: true,
						terms: [ { id: 40, name: 'Jasny', slug: 'jasny' } ],
					},
				],
				variations: [
					{
						id: 61,
						attributes: [ { name: 'Odcień', value: 'jasny' } ],
					},
				],
			} )
		);
		mockedVariations.mockResolvedValueOnce( [] );
		try {
			renderProduct( '/sklep/product/60' );
			expect(
				await screen.findByRole( 'combobox', { name: 'Odcień' } )
			).toHaveValue( '' );
			expect(
				screen.getByRole( 'button', { name: 'Dodaj do koszyka' } )
			).toBeDisabled();
		} finally {
			server.remove();
		}
	} );
} );
