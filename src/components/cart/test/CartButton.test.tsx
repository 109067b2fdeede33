import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCart, updateCartItem } from '../../../api/cart';
import { cartItem, storeCart } from '../../../api/test/support/cart-fixtures';
import { lastLocation, renderRoutes } from '../../../state/test/support/render';
import { CartButton } from '../CartButton';

jest.mock( '../../../api/cart', () => ( {
	...jest.requireActual( '../../../api/cart' ),
	getCart: jest.fn(),
	updateCartItem: jest.fn(),
} ) );
const mockedGet = getCart as jest.MockedFunction< typeof getCart >;
const mockedUpdate = updateCartItem as jest.MockedFunction<
	typeof updateCartItem
>;

function renderButton() {
	return renderRoutes( '/', [
		{ path: '/', element: <CartButton /> },
		{ path: '/checkout', element: <h1>Zamówienie</h1> },
	] );
}

describe( 'CartButton and the cart panel', () => {
	beforeEach( () => {
		jest.clearAllMocks();
		window.localStorage.setItem(
			'cosmetics_cart_token',
			'token-of-a-guest-cart'
		);
	} );
	afterEach( () => window.localStorage.clear() );

	it( 'without a Cart-Token there is no cart yet: no request, no badge', async () => {
		window.localStorage.clear();
		renderButton();
		expect(
			await screen.findByRole( 'button', { name: 'Koszyk' } )
		).toBeInTheDocument();
		expect( screen.queryByTestId( 'cart-badge' ) ).not.toBeInTheDocument();
		expect( mockedGet ).not.toHaveBeenCalled();
	} );

	it( 'fetches the cart once and shows 99+ above 99', async () => {
		mockedGet.mockResolvedValueOnce(
			storeCart( {
				items: [
					cartItem( {
						quantity: 120,
						quantity_limits: {
							minimum: 1,
							maximum: 999,
							multiple_of: 1,
							editable: true,
						},
					} ),
				],
			} )
		);
		renderButton();
		expect( await screen.findByTestId( 'cart-badge' ) ).toHaveTextContent(
			'99+'
		);
		expect( mockedGet ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'opens a modal panel: lines, total, scroll lock; Escape closes and focus returns; + at the cap shows the notice', async () => {
		mockedGet.mockResolvedValueOnce(
			storeCart( { items: [ cartItem( { quantity: 5 } ) ] } )
		);
		renderButton();
		const button = await screen.findByRole( 'button', {
			name: 'Koszyk, produktów: 5',
		} );
		await userEvent.click( button );
		const dialog = screen.getByRole( 'dialog', { name: 'Koszyk' } );
		expect( dialog ).toHaveTextContent( 'Krem nawilżający' );
		expect( dialog ).toHaveTextContent( 'Punkty lojalnościowe: 12' );
		expect( screen.getByTestId( 'cart-total' ) ).toHaveTextContent(
			/64,98/
		);
		expect( document.body.style.overflow ).toBe( 'hidden' );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Zwiększ ilość' } )
		);
		expect(
			await screen.findByText( 'Osiągnięto maksymalny stan magazynowy' )
		).toBeInTheDocument();
		expect( mockedUpdate ).not.toHaveBeenCalled();

		await userEvent.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( document.body.style.overflow ).toBe( '' );
		expect( button ).toHaveFocus();
	} );

	it( 'Razem says what it holds: lines + Dostawa − Rabat = Razem', async () => {
		// 49,99 × 1 with RABAT10 (5,00 off) and the courier's 14,99 in the total: 59,98.
		const base = storeCart();
		mockedGet.mockResolvedValueOnce(
			storeCart( {
				coupons: [
					{
						code: 'rabat10',
						discount_type: 'percent',
						totals: {
							...base.totals,
							total_discount: '500',
							total_discount_tax: '0',
						},
					} as unknown as ( typeof base )[ 'coupons' ][ number ],
				],
				totals: {
					...base.totals,
					total_discount: '500',
					total_price: '5998',
				},
			} )
		);
		renderButton();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Koszyk, produktów: 1',
			} )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Koszyk' } );
		expect(
			within( dialog ).getByText( 'Dostawa (Kurier DPD)' )
		).toBeInTheDocument();
		expect(
			within( dialog ).getByTestId( 'cart-shipping' )
		).toHaveTextContent( /14,99/ );
		expect(
			within( dialog ).getByText( 'Rabat (RABAT10)' )
		).toBeInTheDocument();
		expect(
			within( dialog ).getByTestId( 'cart-discount' )
		).toHaveTextContent( /−5,00/ );
		expect(
			within( dialog ).getByTestId( 'cart-total' )
		).toHaveTextContent( /59,98/ );
	} );

	it( 'without shipping in the total there is no Dostawa line', async () => {
		const base = storeCart();
		mockedGet.mockResolvedValueOnce(
			storeCart( {
				has_calculated_shipping: false,
				shipping_rates: [],
				totals: {
					...base.totals,
					total_shipping: null,
					total_shipping_tax: null,
					total_price: '4999',
				},
			} )
		);
		renderButton();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Koszyk, produktów: 1',
			} )
		);
		expect( screen.getByTestId( 'cart-total' ) ).toHaveTextContent(
			/49,99/
		);
		expect(
			screen.queryByTestId( 'cart-shipping' )
		).not.toBeInTheDocument();
		expect(
			screen.queryByTestId( 'cart-discount' )
		).not.toBeInTheDocument();
	} );

	it( 'quantity − sends one update and shows its answer; Przejdź do płatności goes to /checkout', async () => {
		mockedGet.mockResolvedValueOnce(
			storeCart( { items: [ cartItem( { quantity: 3 } ) ] } )
		);
		mockedUpdate.mockResolvedValueOnce(
			storeCart( { items: [ cartItem( { quantity: 2 } ) ] } )
		);
		renderButton();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Koszyk, produktów: 3',
			} )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Zmniejsz ilość' } )
		);
		await waitFor( () =>
			expect(
				screen.getByTestId( 'cart-line-quantity' )
			).toHaveTextContent( '2' )
		);
		expect( mockedUpdate ).toHaveBeenCalledWith( 'a1b2c3', 2 );
		expect( mockedGet ).toHaveBeenCalledTimes( 1 );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Przejdź do płatności' } )
		);
		expect( lastLocation ).toBe( '/checkout' );
	} );

	it( 'a click outside closes the panel', async () => {
		mockedGet.mockResolvedValueOnce( storeCart() );
		renderButton();
		await userEvent.click(
			await screen.findByRole( 'button', { name: /Koszyk, produktów/ } )
		);
		const backdrop = document.querySelector( '.cs-drawer__backdrop' );
		expect( backdrop ).not.toBeNull();
		await userEvent.click( backdrop as Element );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );
