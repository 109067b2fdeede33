import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import preloadPaths from '../../../../includes/Frontend/preload-paths.json';
import { listProducts, productsPath } from '../../../api/catalogue';
import { ApiError } from '../../../api/errors';
import { storeProduct } from '../../../api/test/support/fixtures';
import { ROUTER_FUTURE } from '../../../routes';
import { ShopScreen } from '../ShopScreen';

jest.mock( '../../../api/catalogue', () => ( {
	...jest.requireActual( '../../../api/catalogue' ),
	listProducts: jest.fn(),
} ) );
const mockedList = listProducts as jest.MockedFunction< typeof listProducts >;

/** Intl uses non-breaking spaces; compare with plain ones. */
const plain = ( text: string | null ) => ( text ?? '' ).replace( /\u00a0|\u202f/g, ' ' );

function renderShop() {
	return render(
		<MemoryRouter initialEntries={ [ '/sklep' ] } future={ ROUTER_FUTURE }>
			<ShopScreen />
		</MemoryRouter>
	);
}

describe( 'ShopScreen', () => {
	it( 'first asks for exactly what the page preloads for /sklep (no request on first render)', async () => {
		mockedList.mockResolvedValueOnce( { products: [], total: 0, totalPages: 0 } );
		renderShop();
		await screen.findByText( 'Nie znaleziono produktów' );
		const [ query ] = mockedList.mock.calls[ 0 ]!;
		expect( preloadPaths.sklep ).toEqual( [ productsPath( query ) ] );
	} );

	it( 'asks for page 1 of 50 and lists the products with Polish prices', async () => {
		mockedList.mockResolvedValueOnce( {
			products: [
				storeProduct( { id: 1, name: 'Serum &#8211; witamina C' } ),
				storeProduct( {
					id: 2,
					name: 'Tonik różany',
					on_sale: true,
					prices: { ...storeProduct().prices, price: '3999', regular_price: '4999', sale_price: '3999' },
				} ),
			],
			total: 2,
			totalPages: 1,
		} );
		renderShop();

		const cards = await screen.findAllByRole( 'article' );
		expect( mockedList.mock.calls[ 0 ]![ 0 ] ).toEqual( { page: 1, per_page: 50 } );
		expect( cards ).toHaveLength( 2 );
		expect( within( cards[ 0 ]! ).getByRole( 'link', { name: 'Serum – witamina C' } ) ).toHaveAttribute( 'href', '/sklep/product/1' );
		const sale = cards[ 1 ]!;
		expect( plain( within( sale ).getByText( ( _, el ) => el?.tagName === 'DEL' ).textContent ) ).toBe( 'Cena regularna: 49,99 zł' );
		expect( plain( within( sale ).getByText( ( _, el ) => el?.tagName === 'INS' ).textContent ) ).toBe( 'Cena promocyjna: 39,99 zł' );
		expect( within( sale ).getByText( 'Promocja' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'button', { name: 'Załaduj więcej' } ) ).not.toBeInTheDocument();
	} );

	it( 'appends the next page on "load more" while pages remain', async () => {
		mockedList
			.mockResolvedValueOnce( { products: [ storeProduct( { id: 1, name: 'Pierwszy' } ) ], total: 2, totalPages: 2 } )
			.mockResolvedValueOnce( { products: [ storeProduct( { id: 2, name: 'Drugi' } ) ], total: 2, totalPages: 2 } );
		renderShop();

		await userEvent.click( await screen.findByRole( 'button', { name: 'Załaduj więcej' } ) );
		expect( await screen.findByRole( 'link', { name: 'Drugi' } ) ).toBeInTheDocument();
		expect( screen.getByRole( 'link', { name: 'Pierwszy' } ) ).toBeInTheDocument();
		expect( mockedList.mock.lastCall![ 0 ] ).toEqual( { page: 2, per_page: 50 } );
		expect( screen.queryByRole( 'button', { name: 'Załaduj więcej' } ) ).not.toBeInTheDocument();
		// The button is gone: focus went to the first product it added, and the count was announced.
		expect( screen.getByRole( 'link', { name: 'Drugi' } ) ).toHaveFocus();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Wyświetlono 2 z 2 produktów' );
	} );

	it( 'says so when there are no products', async () => {
		mockedList.mockResolvedValueOnce( { products: [], total: 0, totalPages: 0 } );
		renderShop();
		expect( await screen.findByText( 'Nie znaleziono produktów' ) ).toBeInTheDocument();
	} );

	it( 'shows the connection-error screen with reload and a way home, and reloads', async () => {
		mockedList
			.mockRejectedValueOnce( new ApiError( { status: 0, code: null, serverMessage: null, message: 'Brak odpowiedzi z serwera 127.0.0.1:8888 - sprawdź czy WordPress jest uruchomiony i dostępny' } ) )
			.mockResolvedValueOnce( { products: [ storeProduct( { id: 7, name: 'Po ponowieniu' } ) ], total: 1, totalPages: 1 } );
		renderShop();

		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'Brak odpowiedzi z serwera 127.0.0.1:8888 - sprawdź czy WordPress jest uruchomiony i dostępny' );
		expect( screen.getByRole( 'link', { name: 'Wróć na stronę główną' } ) ).toHaveAttribute( 'href', '/' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Odśwież' } ) );
		expect( await screen.findByRole( 'link', { name: 'Po ponowieniu' } ) ).toBeInTheDocument();
	} );
} );
