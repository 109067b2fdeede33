import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../../api/errors';
import {
	getWithdrawal,
	withdrawFromContract,
	type WithdrawalStatus,
} from '../../../api/shell';
import { sessionAtom } from '../../../state/session';
import { setShopConfig } from '../../../test-support/shop-info';
import { WithdrawalScreen } from '../WithdrawalScreen';

jest.mock( '../../../api/shell', () => ( {
	...jest.requireActual( '../../../api/shell' ),
	getWithdrawal: jest.fn(),
	withdrawFromContract: jest.fn(),
} ) );
const get = getWithdrawal as jest.MockedFunction< typeof getWithdrawal >;
const withdraw = withdrawFromContract as jest.MockedFunction<
	typeof withdrawFromContract
>;

const ROUTER_FUTURE = {
	v7_startTransition: true,
	v7_relativeSplatPath: true,
} as const;

const OPEN: WithdrawalStatus = {
	orderId: 57,
	orderNumber: '57',
	orderDate: '10.11.2026',
	customerName: 'Anna Kowalska',
	email: 'an***@example.com',
	periodStart: 'completed',
	periodStartDate: '12.11.2026',
	deadline: '2026-11-26T23:59:59+01:00',
	deadlineDate: '26.11.2026',
	canWithdraw: true,
	reason: null,
	withdrawnAt: null,
	withdrawnAtText: null,
};

function renderAt( search: string, store = createStore() ) {
	return render(
		<Provider store={ store }>
			<MemoryRouter
				initialEntries={ [ `/odstapienie-od-umowy${ search }` ] }
				future={ ROUTER_FUTURE }
			>
				<Routes>
					<Route
						path="odstapienie-od-umowy"
						element={ <WithdrawalScreen /> }
					/>
				</Routes>
			</MemoryRouter>
		</Provider>
	);
}

beforeEach( () => setShopConfig() );

describe( 'withdrawal from the contract', () => {
	it( 'shows the order and deadline, asks to confirm, then confirms with date and time', async () => {
		const user = userEvent.setup();
		get.mockResolvedValue( OPEN );
		withdraw.mockResolvedValue( {
			...OPEN,
			canWithdraw: false,
			withdrawnAt: '2026-11-22T09:15:00Z',
			withdrawnAtText: '22.11.2026 o godz. 10:15',
			alreadyWithdrawn: false,
		} );
		renderAt( '?order=57&key=wc_order_abc123' );
		expect(
			await screen.findByRole( 'heading', {
				level: 2,
				name: 'Zamówienie nr 57 z dnia 10.11.2026',
			} )
		).toBeInTheDocument();
		expect( get ).toHaveBeenCalledWith(
			57,
			'wc_order_abc123',
			expect.any( AbortSignal )
		);
		expect(
			screen.getByText(
				/do 26\.11\.2026 – 14 dni od dostarczenia \(liczymy od dnia zrealizowania zamówienia, 12\.11\.2026\)/
			)
		).toBeInTheDocument();

		await user.click(
			screen.getByRole( 'button', { name: 'Odstąp od umowy' } )
		);
		expect(
			screen.getByRole( 'heading', {
				name: 'Potwierdź odstąpienie od umowy',
			} )
		).toHaveFocus();
		expect( withdraw ).not.toHaveBeenCalled();
		await user.click(
			screen.getByRole( 'button', {
				name: 'Potwierdzam odstąpienie od umowy',
			} )
		);
		expect( withdraw ).toHaveBeenCalledWith( 57, 'wc_order_abc123' );
		const status = await screen.findByRole( 'status' );
		expect( status ).toHaveTextContent(
			'Odstąpiłeś od umowy 22.11.2026 o godz. 10:15.'
		);
		expect( status ).toHaveTextContent(
			'Potwierdzenie z datą i godziną wysłaliśmy na adres an***@example.com.'
		);
		expect( status ).toHaveFocus();
		expect(
			screen.queryByRole( 'button', { name: 'Odstąp od umowy' } )
		).not.toBeInTheDocument();
	} );

	it( 'cancelling the confirmation sends nothing and gives focus back', async () => {
		const user = userEvent.setup();
		get.mockResolvedValue( OPEN );
		renderAt( '?order=57&key=wc_order_abc123' );
		await user.click(
			await screen.findByRole( 'button', { name: 'Odstąp od umowy' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Anuluj' } ) );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Odstąp od umowy' } )
			).toHaveFocus()
		);
		expect( withdraw ).not.toHaveBeenCalled();
	} );

	it( 'says when the order was counted from the order date', async () => {
		get.mockResolvedValue( {
			...OPEN,
			periodStart: 'created',
			periodStartDate: '10.11.2026',
		} );
		renderAt( '?order=57&key=wc_order_abc123' );
		expect(
			await screen.findByText(
				/liczymy od dnia złożenia zamówienia, 10\.11\.2026/
			)
		).toBeInTheDocument();
	} );

	it( 'counts from the delivery day when the shop knows it', async () => {
		get.mockResolvedValue( {
			...OPEN,
			periodStart: 'delivered',
			periodStartDate: '14.11.2026',
		} );
		renderAt( '?order=57&key=wc_order_abc123' );
		expect(
			await screen.findByText(
				/14 dni od dostarczenia \(przesyłka doręczona 14\.11\.2026\)/
			)
		).toBeInTheDocument();
	} );

	it( 'shows an earlier withdrawal instead of the button', async () => {
		get.mockResolvedValue( {
			...OPEN,
			canWithdraw: false,
			withdrawnAt: '2026-11-20T09:00:00Z',
			withdrawnAtText: '20.11.2026 o godz. 10:00',
		} );
		renderAt( '?order=57&key=wc_order_abc123' );
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Odstąpienie od umowy zostało już zapisane 20.11.2026 o godz. 10:00.'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Odstąp od umowy' } )
		).not.toBeInTheDocument();
	} );

	it( 'says the period is over', async () => {
		get.mockResolvedValue( {
			...OPEN,
			canWithdraw: false,
			reason: 'expired',
		} );
		renderAt( '?order=57&key=wc_order_abc123' );
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Termin na odstąpienie od umowy minął 26.11.2026.'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Odstąp od umowy' } )
		).not.toBeInTheDocument();
	} );

	it( 'announces the server message for a wrong link and for a refused withdrawal', async () => {
		const user = userEvent.setup();
		get.mockRejectedValueOnce(
			new ApiError( {
				status: 404,
				code: 'cosmetics_order_not_found',
				message: 'Nie znaleziono',
				serverMessage:
					'Nie znaleziono zamówienia. Sprawdź link z e-maila z potwierdzeniem zamówienia.',
			} )
		);
		const { unmount } = renderAt( '?order=57&key=wc_order_wrong' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Nie znaleziono zamówienia. Sprawdź link z e-maila z potwierdzeniem zamówienia.'
		);
		unmount();

		get.mockResolvedValue( OPEN );
		withdraw.mockRejectedValue(
			new ApiError( {
				status: 403,
				code: 'cosmetics_withdrawal_expired',
				message: 'Brak uprawnień',
				serverMessage:
					'Termin na odstąpienie od umowy minął 26.11.2026.',
			} )
		);
		renderAt( '?order=57&key=wc_order_abc123' );
		await user.click(
			await screen.findByRole( 'button', { name: 'Odstąp od umowy' } )
		);
		await user.click(
			screen.getByRole( 'button', {
				name: 'Potwierdzam odstąpienie od umowy',
			} )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Termin na odstąpienie od umowy minął 26.11.2026.'
		);
	} );

	it( 'without an order explains where the link is', () => {
		renderAt( '' );
		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Odstąpienie od umowy',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				/Otwórz link „Odstąp od umowy” z e-maila z potwierdzeniem/
			)
		).toBeInTheDocument();
		expect( get ).not.toHaveBeenCalled();
	} );

	it( 'a logged-in customer without the link types the order number: digits only, then the order opens', async () => {
		const user = userEvent.setup();
		get.mockResolvedValue( OPEN );
		const store = createStore();
		store.set( sessionAtom, {
			status: 'authenticated',
			user: {
				id: 7,
				email: 'anna@example.com',
				displayName: 'Anna',
				firstName: 'Anna',
				lastName: 'K',
				clientType: 'individual',
				emailVerified: true,
			},
		} );
		renderAt( '', store );
		const field = screen.getByLabelText( 'Numer zamówienia' );
		await user.type( field, '57a' );
		await user.click( screen.getByRole( 'button', { name: 'Dalej' } ) );
		expect(
			await screen.findByText( 'Podaj numer zamówienia (same cyfry).' )
		).toBeInTheDocument();
		expect( field ).toHaveFocus();
		expect( field ).toHaveAccessibleDescription(
			'Podaj numer zamówienia (same cyfry).'
		);
		expect( field ).toHaveValue( '57a' );
		expect( get ).not.toHaveBeenCalled();
		await user.clear( field );
		expect(
			screen.queryByText( 'Podaj numer zamówienia (same cyfry).' )
		).not.toBeInTheDocument();
		expect( field ).not.toHaveAttribute( 'aria-invalid' );
		await user.type( field, ' 57 ' );
		await user.click( screen.getByRole( 'button', { name: 'Dalej' } ) );
		expect(
			await screen.findByRole( 'heading', {
				level: 2,
				name: 'Zamówienie nr 57 z dnia 10.11.2026',
			} )
		).toBeInTheDocument();
		expect( get ).toHaveBeenCalledWith( 57, '', expect.any( AbortSignal ) );
	} );
} );
