import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE, StorefrontRoutes } from '../routes';
import routeCases from './route-cases.json';

jest.mock( '../api/catalogue', () => ( {
	...jest.requireActual( '../api/catalogue' ),
	listProducts: jest.fn( () => new Promise( () => {} ) ),
	listCategories: jest.fn( () => new Promise( () => {} ) ),
	getProduct: jest.fn( () => new Promise( () => {} ) ),
} ) );
// Cart and checkout: the cart and order never answer here.
jest.mock( '../api/cart', () => ( {
	...jest.requireActual( '../api/cart' ),
	getCart: jest.fn( () => new Promise( () => {} ) ),
} ) );
jest.mock( '../api/orders', () => ( {
	...jest.requireActual( '../api/orders' ),
	getOrder: jest.fn( () => new Promise( () => {} ) ),
} ) );

jest.mock( '../api/shell', () => ( {
	...jest.requireActual( '../api/shell' ),
	getLegalPage: jest.fn( () => new Promise( () => {} ) ),
	getWithdrawal: jest.fn( () => new Promise( () => {} ) ),
} ) );

function renderAt( path: string ) {
	return render(
		<MemoryRouter initialEntries={ [ path ] } future={ ROUTER_FUTURE }>
			<StorefrontRoutes />
		</MemoryRouter>
	);
}

describe( 'storefront routes', () => {
	// The same paths as the server's rewrite rules (tests/php/RouterTest.php reads this file too).
	it.each( routeCases.storefront )(
		'routes %s to a screen, as the server serves it',
		( path ) => {
			renderAt( path );
			expect(
				screen.queryByRole( 'heading', {
					level: 1,
					name: 'Strona jest modernizowana',
				} )
			).not.toBeInTheDocument();
		}
	);

	it.each( [ ...routeCases.unknown, '/kontakt/mapa' ] )(
		'shows the 404 screen for %s',
		( path ) => {
			renderAt( path );
			expect(
				screen.getByRole( 'heading', {
					level: 1,
					name: 'Strona jest modernizowana',
				} )
			).toBeInTheDocument();
			expect(
				screen.getByText(
					/Sprawdź, czy adres strony jest wpisany poprawnie/
				)
			).toBeInTheDocument();
			expect(
				screen.getByRole( 'link', { name: 'Strona główna' } )
			).toHaveAttribute( 'href', '/' );
		}
	);

	it.each( [
		[ '/kontakt', 'Kontakt' ],
		[ '/regulamin', 'Regulamin' ],
		[ '/polityka-zwrotow', 'Polityka zwrotów' ],
		[ '/polityka-prywatnosci', 'Polityka prywatności' ],
		[ '/odstapienie-od-umowy', 'Odstąpienie od umowy' ],
		[
			'/odstapienie-od-umowy?order=12&key=wc_order_x',
			'Odstąpienie od umowy',
		],
	] )(
		'knows the spec route %s (its screen comes in its own file)',
		async ( path, title ) => {
			renderAt( path );
			expect(
				await screen.findByRole( 'heading', { level: 1, name: title } )
			).toBeInTheDocument();
			expect(
				screen.queryByText( 'Strona jest modernizowana' )
			).not.toBeInTheDocument();
		}
	);

	// Accounts: /profil sends guests to /, /reset_hasla needs key and login.
	it( 'sends a guest from /profil to the home page', async () => {
		renderAt( '/profil' );
		expect(
			await screen.findByRole( 'link', { name: 'Przejdź do sklepu' } )
		).toBeInTheDocument();
	} );

	it.each( [
		[ '/reset_hasla', 'Nieprawidłowy link' ],
		[ '/reset_hasla?key=abc&login=anna', 'Zmiana hasła' ],
	] )( 'knows the spec route %s', async ( path, title ) => {
		renderAt( path );
		expect(
			await screen.findByRole( 'heading', { level: 1, name: title } )
		).toBeInTheDocument();
	} );

	it( 'renders the home page with a way to the shop', () => {
		renderAt( '/' );
		expect(
			screen.getByRole( 'link', { name: 'Przejdź do sklepu' } )
		).toHaveAttribute( 'href', '/sklep' );
		expect( screen.getByRole( 'main' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'navigation', { name: 'Główna nawigacja' } )
		).toBeInTheDocument();
	} );

	it.each( [ '/sklep', '/sklep/category/pielegnacja-skory' ] )(
		'renders the shop for %s',
		( path ) => {
			renderAt( path );
			expect(
				screen.getByRole( 'heading', { level: 1, name: 'Sklep' } )
			).toBeInTheDocument();
		}
	);

	it( 'renders the product screen for /sklep/product/{id}', () => {
		renderAt( '/sklep/product/42' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Ładowanie produktu…'
		);
	} );

	it( 'moves focus into the new screen after navigating, not on the first render', async () => {
		renderAt( '/' );
		expect( screen.getByRole( 'main' ) ).not.toHaveFocus();
		await userEvent.click(
			screen.getByRole( 'link', { name: 'Przejdź do sklepu' } )
		);
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Sklep' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'main' ) ).toHaveFocus();
	} );
} );
