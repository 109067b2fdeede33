import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '../../../api/errors';
import { getLegalPage, type LegalPage } from '../../../api/shell';
import { setShopConfig } from '../../../test-support/shop-info';
import { LegalScreen, internalPath } from '../LegalScreen';

jest.mock( '../../../api/shell', () => ( {
	...jest.requireActual( '../../../api/shell' ),
	getLegalPage: jest.fn(),
} ) );
const getPage = getLegalPage as jest.MockedFunction< typeof getLegalPage >;

const ROUTER_FUTURE = {
	v7_startTransition: true,
	v7_relativeSplatPath: true,
} as const;

function Where() {
	return <p data-testid="path">{ useLocation().pathname }</p>;
}

function page(
	slug: LegalPage[ 'slug' ],
	title: string,
	content: string
): LegalPage {
	return {
		slug,
		title,
		content,
		modified: '2026-11-20T10:00:00+00:00',
		isDefault: false,
	};
}

function renderAt( slug: LegalPage[ 'slug' ] ) {
	return render(
		<MemoryRouter
			initialEntries={ [ `/${ slug }` ] }
			future={ ROUTER_FUTURE }
		>
			<Routes>
				<Route
					path={ slug }
					element={ <LegalScreen slug={ slug } /> }
				/>
				<Route path="*" element={ <Where /> } />
			</Routes>
		</MemoryRouter>
	);
}

beforeEach( () => setShopConfig() );

describe( 'legal pages', () => {
	it( 'renders the text staff published, sanitised, with a link to the privacy policy and a button to /kontakt on the terms', async () => {
		getPage.mockResolvedValue(
			page(
				'regulamin',
				'Regulamin',
				'<h2>1. Rejestracja</h2><p>Tekst <script>alert(1)</script><img src=x onerror="alert(2)"></p>'
			)
		);
		const { container } = renderAt( 'regulamin' );
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Regulamin' } )
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'heading', {
				level: 2,
				name: '1. Rejestracja',
			} )
		).toBeInTheDocument();
		expect( container.querySelector( 'script' ) ).toBeNull();
		expect( container.querySelector( '[onerror]' ) ).toBeNull();
		expect( getPage ).toHaveBeenCalledWith(
			'regulamin',
			expect.any( AbortSignal )
		);
		expect(
			screen.getByRole( 'link', { name: 'Polityka prywatności' } )
		).toHaveAttribute( 'href', '/polityka-prywatnosci' );
		expect(
			screen.getByRole( 'link', { name: 'Skontaktuj się z nami' } )
		).toHaveAttribute( 'href', '/kontakt' );
	} );

	it( 'links the withdrawal function from the returns policy', async () => {
		getPage.mockResolvedValue(
			page( 'polityka-zwrotow', 'Polityka zwrotów', '<p>14 dni</p>' )
		);
		renderAt( 'polityka-zwrotow' );
		expect( await screen.findByText( '14 dni' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Odstąp od umowy' } )
		).toHaveAttribute( 'href', '/odstapienie-od-umowy' );
		expect(
			screen.queryByRole( 'link', { name: 'Skontaktuj się z nami' } )
		).not.toBeInTheDocument();
	} );

	it( 'follows links to other storefront pages inside the app', async () => {
		getPage.mockResolvedValue(
			page(
				'polityka-prywatnosci',
				'Polityka prywatności',
				`<p><a href="${ window.location.origin }/regulamin">Regulamin</a></p>`
			)
		);
		renderAt( 'polityka-prywatnosci' );
		await userEvent.click(
			await screen.findByRole( 'link', { name: 'Regulamin' } )
		);
		expect( screen.getByTestId( 'path' ) ).toHaveTextContent(
			'/regulamin'
		);
	} );

	it( 'announces an error and retries', async () => {
		getPage.mockRejectedValueOnce(
			new ApiError( {
				status: 0,
				code: 'fetch_error',
				message: 'Brak połączenia',
				serverMessage: null,
			} )
		);
		getPage.mockResolvedValueOnce(
			page( 'regulamin', 'Regulamin', '<p>Treść</p>' )
		);
		renderAt( 'regulamin' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Brak połączenia'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Spróbuj ponownie' } )
		);
		await waitFor( () =>
			expect( screen.getByText( 'Treść' ) ).toBeInTheDocument()
		);
	} );
} );

describe( 'internalPath', () => {
	const anchor = ( href: string, target = '' ) =>
		Object.assign( document.createElement( 'a' ), { href, target } );
	it( 'maps links of this site to storefront paths and leaves everything else alone', () => {
		expect(
			internalPath(
				anchor( 'https://shop.test/sklep/regulamin?x=1#a' ),
				'https://shop.test',
				'/sklep/'
			)
		).toBe( '/regulamin?x=1#a' );
		expect(
			internalPath(
				anchor( 'https://shop.test/kontakt' ),
				'https://shop.test',
				'/'
			)
		).toBe( '/kontakt' );
		expect(
			internalPath(
				anchor( 'https://other.test/kontakt' ),
				'https://shop.test',
				'/'
			)
		).toBeNull();
		expect(
			internalPath(
				anchor( 'https://shop.test/wp-content/uploads/a.pdf' ),
				'https://shop.test',
				'/'
			)
		).toBeNull();
		expect(
			internalPath(
				anchor( 'https://shop.test/kontakt', '_blank' ),
				'https://shop.test',
				'/'
			)
		).toBeNull();
		expect(
			internalPath( anchor( 'mailto:a@b.pl' ), 'https://shop.test', '/' )
		).toBeNull();
	} );
} );
