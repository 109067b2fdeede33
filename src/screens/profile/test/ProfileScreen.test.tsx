import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import * as accounts from '../../../api/accounts';
import { ApiError } from '../../../api/errors';
import { PLN } from '../../../api/test/support/cart-fixtures';
import { sessionAtom } from '../../../state/session';
import { lastLocation, renderRoutes } from '../../../state/test/support/render';
import { ProfileScreen } from '../ProfileScreen';
import { paymentSummary } from '../../../api/test/support/payment-fixtures';

jest.mock( '../../../api/accounts' );
const api = accounts as jest.Mocked< typeof accounts >;

const routes = [
	{ path: '/profil', element: <ProfileScreen /> },
	{ path: '/', element: <p>home</p> },
];
const address = {
	first_name: 'Anna',
	last_name: 'Kowalska',
	company: '',
	address_1: 'Puławska 145',
	address_2: '',
	city: 'Warszawa',
	state: '',
	postcode: '02-715',
	country: 'PL',
};
const PROFILE: accounts.Profile = {
	id: 7,
	email: 'anna@example.com',
	first_name: 'Anna',
	last_name: 'Kowalska',
	username: 'anna',
	billing: { ...address, email: 'anna@example.com', phone: '601' },
	shipping: { ...address },
	meta_data: [
		{ key: '_customer_type', value: 'individual' },
		{ key: '_company_name', value: '' },
		{ key: '_company_nip', value: '' },
	],
	clientType: 'individual',
	emailVerified: true,
};

function loggedIn( clientType: 'individual' | 'professional' = 'individual' ) {
	const store = createStore();
	store.set( sessionAtom, {
		status: 'authenticated',
		user: {
			id: 7,
			email: 'anna@example.com',
			displayName: 'Anna Kowalska',
			firstName: 'Anna',
			lastName: 'Kowalska',
			clientType,
			emailVerified: true,
		},
	} );
	sessionStorage.setItem( 'jwt_token', 'x.y.z' );
	return store;
}

beforeEach( () => {
	jest.useFakeTimers();
	sessionStorage.clear();
	localStorage.clear();
	api.getProfile.mockResolvedValue( PROFILE );
} );
afterEach( () => jest.useRealTimers() );

describe( '/profil', () => {
	it( 'sends guests to /', () => {
		const store = createStore();
		store.set( sessionAtom, { status: 'guest', user: null } );
		renderRoutes( '/profil', routes, store );
		expect( lastLocation ).toBe( '/' );
	} );

	it( 'view mode, edit, the type toggle for individuals, cancel restores, save shows the message for 5 s', async () => {
		api.updateProfile.mockImplementation( async ( update ) => ( {
			...PROFILE,
			first_name: update.first_name,
			meta_data: update.meta_data,
		} ) );
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		renderRoutes( '/profil', routes, loggedIn() );
		expect(
			screen.getByRole( 'link', { name: /Powrót do sklepu/ } )
		).toHaveAttribute( 'href', '/sklep' );
		expect(
			screen.getByRole( 'tab', { name: 'Dane osobowe', selected: true } )
		).toBeInTheDocument();
		const first = ( await screen.findAllByLabelText( 'Imię' ) )[ 0 ];
		expect( first ).toBeDisabled();
		expect( screen.getByLabelText( 'Firma' ) ).toBeDisabled();

		await user.click( screen.getByRole( 'button', { name: 'Edytuj' } ) );
		const firstName = screen.getAllByLabelText(
			'Imię'
		)[ 0 ] as HTMLInputElement;
		await user.clear( firstName );
		await user.type( firstName, 'Ania' );
		await user.click( screen.getByLabelText( 'Firma' ) );
		await user.type( screen.getByLabelText( 'Nazwa firmy' ), 'Salon' );
		await user.type( screen.getByLabelText( 'NIP' ), '7010345129' );
		expect( screen.getByLabelText( 'NIP' ) ).toHaveValue( '701-034-51-29' );
		await user.click( screen.getByLabelText( 'Osoba prywatna' ) );
		expect(
			screen.queryByLabelText( 'Nazwa firmy' )
		).not.toBeInTheDocument();
		await user.click( screen.getByLabelText( 'Firma' ) );
		expect( screen.getByLabelText( 'Nazwa firmy' ) ).toHaveValue( '' );
		await user.click( screen.getByRole( 'button', { name: 'Anuluj' } ) );
		expect(
			( screen.getAllByLabelText( 'Imię' )[ 0 ] as HTMLInputElement )
				.value
		).toBe( 'Anna' );

		await user.click( screen.getByRole( 'button', { name: 'Edytuj' } ) );
		const again = screen.getAllByLabelText(
			'Imię'
		)[ 0 ] as HTMLInputElement;
		await user.clear( again );
		await user.click( screen.getByRole( 'button', { name: 'Zapisz' } ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Imię jest wymagane'
		);
		await user.type( again, 'Ania' );
		await user.click( screen.getByRole( 'button', { name: 'Zapisz' } ) );
		expect(
			await screen.findByText(
				'Dane profilu zostały pomyślnie zaktualizowane'
			)
		).toBeInTheDocument();
		expect( api.updateProfile.mock.calls[ 0 ]?.[ 0 ] ).toMatchObject( {
			first_name: 'Ania',
			meta_data: [
				{ key: '_customer_type', value: 'individual' },
				{ key: '_company_name', value: '' },
				{ key: '_company_nip', value: '' },
			],
		} );
		await act( async () => jest.advanceTimersByTime( 5000 ) );
		expect(
			screen.queryByText(
				'Dane profilu zostały pomyślnie zaktualizowane'
			)
		).not.toBeInTheDocument();
	} );

	it( 'a new e-mail address asks for the current password; a wrong one is named; unchanged addresses send none', async () => {
		api.updateProfile
			.mockRejectedValueOnce(
				new ApiError( {
					status: 400,
					code: 'cosmetics_wrong_password',
					message: 'x',
					serverMessage: 'Nieprawidłowe obecne hasło',
				} )
			)
			.mockImplementation( async ( update ) => ( {
				...PROFILE,
				email: update.email,
				emailVerified: false,
			} ) );
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		renderRoutes( '/profil', routes, loggedIn() );
		await user.click(
			await screen.findByRole( 'button', { name: 'Edytuj' } )
		);
		expect(
			screen.queryByLabelText( 'Obecne hasło' )
		).not.toBeInTheDocument();

		const email = screen.getByLabelText( 'Email' );
		await user.clear( email );
		await user.type( email, 'anna.nowa@example.com' );
		const password = screen.getByLabelText( 'Obecne hasło' );
		expect( password ).toHaveAttribute( 'type', 'password' );
		expect( password ).toHaveAccessibleDescription(
			'Zmiana adresu email wymaga obecnego hasła. Na nowy adres wyślemy kod weryfikacyjny.'
		);
		await user.click( screen.getByRole( 'button', { name: 'Zapisz' } ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Obecne hasło jest wymagane'
		);
		expect( api.updateProfile ).not.toHaveBeenCalled();

		await user.type( password, 'Zle!haslo9' );
		await user.click( screen.getByRole( 'button', { name: 'Zapisz' } ) );
		expect(
			await screen.findByText( 'Nieprawidłowe obecne hasło' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'anna.nowa@example.com'
		); // Nothing typed is lost.

		await user.clear( password );
		await user.type( password, 'Haslo!2345' );
		await user.click( screen.getByRole( 'button', { name: 'Zapisz' } ) );
		expect(
			await screen.findByText(
				'Dane profilu zostały pomyślnie zaktualizowane'
			)
		).toBeInTheDocument();
		expect( api.updateProfile.mock.calls[ 1 ]?.[ 0 ] ).toMatchObject( {
			email: 'anna.nowa@example.com',
			current_password: 'Haslo!2345',
		} );
		expect(
			screen.queryByLabelText( 'Obecne hasło' )
		).not.toBeInTheDocument();

		// Back to an unchanged address: no password field, none sent.
		await user.click( screen.getByRole( 'button', { name: 'Edytuj' } ) );
		await user.click( screen.getByRole( 'button', { name: 'Zapisz' } ) );
		await screen.findByText(
			'Dane profilu zostały pomyślnie zaktualizowane'
		);
		expect( api.updateProfile.mock.calls[ 2 ]?.[ 0 ] ).not.toHaveProperty(
			'current_password'
		);
	} );

	it( 'professionals cannot switch type or edit by call', async () => {
		api.getProfile.mockResolvedValue( {
			...PROFILE,
			clientType: 'professional',
			meta_data: [
				{ key: '_customer_type', value: 'company' },
				{ key: '_company_name', value: 'Salon Bella' },
				{ key: '_company_nip', value: '7010345129' },
			],
		} );
		renderRoutes( '/profil', routes, loggedIn( 'professional' ) );
		expect( await screen.findByLabelText( 'Nazwa firmy' ) ).toHaveValue(
			'Salon Bella'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Edytuj' } )
		).not.toBeInTheDocument();
		expect( screen.getByLabelText( 'Osoba prywatna' ) ).toBeDisabled();
	} );

	it( 'orders: Polish statuses, items, address, note; empty state; retry after a failure', async () => {
		api.listMyOrders
			.mockRejectedValueOnce(
				new ApiError( {
					status: 500,
					code: null,
					message: 'x',
					serverMessage: null,
				} )
			)
			.mockResolvedValueOnce( [
				// PRODUKT5 on two units: WooCommerce's line total is 90,00; the list shows the line before it and Rabat once.
				{
					id: 11,
					number: '11',
					status: 'on-hold',
					status_name: 'Wstrzymane',
					payment: paymentSummary(),
					documents: [
						{
							id: 301,
							kind: 'invoice',
							name: 'Faktura VAT',
							number: 'FV 1/11/2026',
							date: '2026-11-29',
							ksef: '',
							url: 'http://shop.test/wp-json/cosmetics/v1/orders/11/documents/301?key=wc_order_a',
						},
					],
					date_created: '2026-11-01T10:00:00',
					total: '10499',
					products_total: '10000',
					shipping_total: '1499',
					shipping_before_discount: '1499',
					discount_total: '1000',
					coupon: 'PRODUKT5',
					...PLN,
					line_items: [
						{
							// As stored: markup staff typed, an entity (shown as the shop's pages show it).
							name: 'Serum&trade; <b>nocne</b>',
							sku: 'SR-1',
							quantity: 2,
							subtotal: '10000',
							total: '9000',
						},
					],
					shipping: {
						first_name: 'Anna',
						last_name: 'K',
						company: '',
						address_1: 'Puławska 1',
						address_2: '',
						postcode: '02-715',
						city: 'Warszawa',
						state: '',
					},
					customer_note: 'Proszę dzwonić',
				},
				{
					id: 12,
					number: '12',
					status: 'strange',
					status_name: 'strange',
					documents: [],
					payment: paymentSummary( {
						state: 'awaiting',
						kind: 'online',
						label: 'Czekamy na potwierdzenie płatności',
					} ),
					date_created: null,
					total: '100',
					products_total: '100',
					shipping_total: '0',
					shipping_before_discount: '0',
					discount_total: '0',
					coupon: '',
					...PLN,
					line_items: [],
					shipping: {
						first_name: '',
						last_name: '',
						company: '',
						address_1: '',
						address_2: '',
						postcode: '',
						city: '',
						state: '',
					},
					customer_note: '',
				},
			] );
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		renderRoutes( '/profil', routes, loggedIn() );
		await user.click(
			screen.getByRole( 'tab', { name: 'Moje zamówienia' } )
		);
		expect(
			await screen.findByText( 'Nie udało się załadować zamówień' )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Spróbuj ponownie' } )
		);
		const first = ( await screen.findByText( 'Zamówienie nr 11' ) ).closest(
			'li'
		) as HTMLElement;
		expect( within( first ).getByText( 'Wstrzymane' ) ).toBeInTheDocument();
		expect(
			within( first ).getByText( 'Serum™ nocne' )
		).toBeInTheDocument();
		expect( within( first ).getByText( 'SR-1' ) ).toBeInTheDocument();
		const rows = within( first )
			.getAllByRole( 'row' )
			.map(
				( row ) => row.textContent?.replace( /\u00a0|\u202f/g, ' ' )
			);
		expect( rows ).toEqual( [
			'ProduktSKUIlośćRazem',
			'Serum™ nocneSR-12100,00 zł',
			'Produkty100,00 zł',
			'Dostawa14,99 zł',
			'Rabat (PRODUKT5)−10,00 zł',
			'Razem104,99 zł',
		] );
		expect( within( first ).getByText( /Puławska 1/ ) ).toBeInTheDocument();
		expect(
			within( first ).getByText( /Proszę dzwonić/ )
		).toBeInTheDocument();
		expect( screen.getByText( 'strange' ) ).toBeInTheDocument();
		// Where each payment stands, as the order page says it, and the way to pay.
		expect( screen.getByTestId( 'order-11-payment' ) ).toHaveTextContent(
			'Płatność (Przelew bankowy): Czekamy na Twój przelew Dane do przelewu'
		);
		expect(
			within( screen.getByTestId( 'order-11-payment' ) ).getByRole(
				'link',
				{ name: 'Dane do przelewu' }
			)
		).toHaveAttribute( 'href', '/zamowienie/11' );
		expect( screen.getByTestId( 'order-12-payment' ) ).toHaveTextContent(
			'Czekamy na potwierdzenie płatności'
		);
		// The invoice the invoicing plugin issued: its PDF, under the order's heading; none for order 12.
		const invoice = within( first ).getByRole( 'link', {
			name: 'Faktura VAT FV 1/11/2026 (PDF)',
		} );
		expect( invoice ).toHaveAttribute(
			'href',
			'http://shop.test/wp-json/cosmetics/v1/orders/11/documents/301?key=wc_order_a'
		);
		expect(
			within( first ).getByRole( 'heading', {
				name: 'Faktura',
				level: 3,
			} )
		).toBeInTheDocument();
		expect(
			within( first ).getByText( /wystawiona 29 listopada 2026/ )
		).toBeInTheDocument();
		const second = screen
			.getByText( 'Zamówienie nr 12' )
			.closest( 'li' ) as HTMLElement;
		expect( within( second ).queryByText( /Faktura/ ) ).toBeNull();
	} );

	it( 'orders empty state links to the shop', async () => {
		api.listMyOrders.mockResolvedValue( [] );
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		renderRoutes( '/profil', routes, loggedIn() );
		await user.click(
			screen.getByRole( 'tab', { name: 'Moje zamówienia' } )
		);
		expect(
			await screen.findByRole( 'link', { name: 'Przejdź do sklepu' } )
		).toHaveAttribute( 'href', '/sklep' );
	} );

	it( 'security: change password rules and messages, the new token is kept', async () => {
		api.changePassword
			.mockRejectedValueOnce(
				new ApiError( {
					status: 400,
					code: 'cosmetics_wrong_password',
					message: 'x',
					serverMessage: 'Nieprawidłowe obecne hasło',
				} )
			)
			.mockResolvedValueOnce( { message: '', token: 'new.to.ken' } );
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		renderRoutes( '/profil', routes, loggedIn() );
		await user.click(
			screen.getByRole( 'tab', { name: 'Bezpieczeństwo' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Zmień hasło' } )
		);
		expect(
			await screen.findByText( 'Obecne hasło jest wymagane' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Obecne hasło' ) ).toHaveFocus(); // The first error's field, for keyboard and screen-reader users.
		expect(
			screen.getByText( 'Nowe hasło jest wymagane' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Potwierdzenie nowego hasła jest wymagane' )
		).toBeInTheDocument();
		await user.type(
			screen.getByLabelText( 'Obecne hasło' ),
			'Haslo!2345'
		);
		await user.type( screen.getByLabelText( 'Nowe hasło' ), 'Nowe!Haslo1' );
		await user.type(
			screen.getByLabelText( 'Potwierdź nowe hasło' ),
			'Nowe!Haslo2'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Zmień hasło' } )
		);
		expect(
			await screen.findByText( 'Nowe hasła nie są identyczne' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Potwierdź nowe hasło' ) ).toHaveFocus();
		expect( screen.getByLabelText( 'Nowe hasło' ) ).toHaveValue(
			'Nowe!Haslo1'
		);
		await user.clear( screen.getByLabelText( 'Potwierdź nowe hasło' ) );
		await user.type(
			screen.getByLabelText( 'Potwierdź nowe hasło' ),
			'Nowe!Haslo1'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Zmień hasło' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Nieprawidłowe obecne hasło'
		);
		expect( screen.getByLabelText( 'Obecne hasło' ) ).toHaveValue(
			'Haslo!2345'
		); // Nothing typed is lost.
		await user.click(
			screen.getByRole( 'button', { name: 'Zmień hasło' } )
		);
		expect(
			await screen.findByText( 'Hasło zostało pomyślnie zmienione' )
		).toBeInTheDocument();
		expect( sessionStorage.getItem( 'jwt_token' ) ).toBe( 'new.to.ken' );
		expect( screen.getByLabelText( 'Obecne hasło' ) ).toHaveValue( '' );
	} );

	it( 'security: delete account after two confirmations, then logged out and sent to /', async () => {
		api.deleteAccount.mockResolvedValue( undefined );
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const store = loggedIn();
		renderRoutes( '/profil', routes, store );
		await user.click(
			screen.getByRole( 'tab', { name: 'Bezpieczeństwo' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Usuń konto' } )
		);
		expect(
			screen.getByText( /Tej operacji nie można cofnąć/ )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Tak, usuń konto' } )
		);
		expect(
			screen.getByText( /Ostatnie ostrzeżenie/ )
		).toBeInTheDocument();
		expect( api.deleteAccount ).not.toHaveBeenCalled();
		await user.click(
			screen.getByRole( 'button', { name: 'Usuń konto na zawsze' } )
		);
		expect( api.deleteAccount ).toHaveBeenCalledTimes( 1 );
		expect( await screen.findByText( 'home' ) ).toBeInTheDocument();
		expect( lastLocation ).toBe( '/' );
		expect( store.get( sessionAtom ).status ).toBe( 'guest' );
		expect( sessionStorage.getItem( 'jwt_token' ) ).toBeNull();
	} );
} );
