import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { getProfile, type Profile } from '../../../api/accounts';
import {
	applyCoupon,
	getCart,
	placeOrder,
	selectShippingRate,
} from '../../../api/cart';
import { ApiError } from '../../../api/errors';
import { rate, storeCart } from '../../../api/test/support/cart-fixtures';
import {
	PAYU_BANKS,
	paymentMethod,
} from '../../../api/test/support/payment-fixtures';
import { loadCart } from '../../../state/cart';
import { sessionAtom } from '../../../state/session';
import { lastLocation, renderRoutes } from '../../../state/test/support/render';
import { CheckoutScreen } from '../CheckoutScreen';
import { recordNavigation } from '../../../test-support/navigation';

jest.mock( '../../../api/cart', () => ( {
	...jest.requireActual( '../../../api/cart' ),
	applyCoupon: jest.fn(),
	getCart: jest.fn(),
	placeOrder: jest.fn(),
	selectShippingRate: jest.fn(),
} ) );
jest.mock( '../../../api/accounts', () => ( {
	...jest.requireActual( '../../../api/accounts' ),
	getProfile: jest.fn(),
} ) );
jest.mock( '../LockerPicker', () => ( {
	LockerPicker: ( {
		open,
		onPick,
	}: {
		open: boolean;
		onPick: ( l: unknown ) => void;
	} ) =>
		open ? (
			<button
				type="button"
				onClick={ () =>
					onPick( {
						name: 'WAW01M',
						address: {
							line1: 'ul. Marszałkowska 104',
							line2: '00-017 Warszawa',
						},
						location: { latitude: 52, longitude: 21 },
						location_description: 'Przy wejściu',
						city: 'Warszawa',
						postcode: '00-017',
					} )
				}
			>
				pick WAW01M
			</button>
		) : null,
} ) );
const mockedGet = getCart as jest.MockedFunction< typeof getCart >;
const mockedPlace = placeOrder as jest.MockedFunction< typeof placeOrder >;
const mockedSelect = selectShippingRate as jest.MockedFunction<
	typeof selectShippingRate
>;
const mockedCoupon = applyCoupon as jest.MockedFunction< typeof applyCoupon >;
const mockedProfile = getProfile as jest.MockedFunction< typeof getProfile >;

async function renderCheckout( cart = storeCart(), store = createStore() ) {
	mockedGet.mockResolvedValueOnce( cart );
	await loadCart( store );
	return renderRoutes(
		'/checkout',
		[
			{ path: '/checkout', element: <CheckoutScreen /> },
			{ path: '/sklep', element: <h1>Sklep</h1> },
			{ path: '/zamowienie/:id', element: <h1>Zamówienie otrzymane</h1> },
		],
		store
	);
}

async function fillGuest() {
	for ( const [ label, value ] of [
		[ 'Imię', 'Ewa' ],
		[ 'Nazwisko', 'Testowa' ],
		[ 'Adres', 'ul. Kwiatowa 5' ],
		[ 'Miasto', 'Warszawa' ],
		[ 'Kod pocztowy', '00-950' ],
		[ 'Email', 'ewa@example.com' ],
		[ 'Telefon', '600700800' ],
	] as const ) {
		await userEvent.type( screen.getByLabelText( label ), value );
	}
}

// Typing a whole form with user-event takes seconds on a busy machine.
jest.setTimeout( 20000 );

describe( 'CheckoutScreen', () => {
	beforeEach( () => jest.clearAllMocks() );

	it( 'redirects to /sklep when the loaded cart is empty', async () => {
		await renderCheckout( storeCart( { items: [] } ) );
		await waitFor( () => expect( lastLocation ).toBe( '/sklep' ) );
	} );

	it( 'lists every missing field and the company messages in the error box', async () => {
		await renderCheckout();
		await userEvent.click( screen.getByRole( 'tab', { name: 'Firma' } ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Złóż zamówienie' } )
		);
		const box = screen.getByTestId( 'checkout-errors' );
		expect( box ).toHaveTextContent( 'Błędy w formularzu:' );
		expect( box ).toHaveTextContent( 'Nazwa firmy jest wymagana' );
		expect( box ).toHaveTextContent( 'NIP jest wymagany' );
		expect( box ).toHaveTextContent( 'Pole „Imię” jest wymagane' );
		expect( mockedPlace ).not.toHaveBeenCalled();
	} );

	it( 'NIP: auto-format, checked on blur, cleared on typing', async () => {
		await renderCheckout();
		await userEvent.click( screen.getByRole( 'tab', { name: 'Firma' } ) );
		const nip = screen.getByLabelText( 'NIP' );
		await userEvent.type( nip, '1234567890' );
		expect( nip ).toHaveValue( '123-456-78-90' );
		expect( nip ).toHaveAttribute( 'maxLength', '13' );
		expect(
			screen.getByText( '10 cyfr lub XXX-XXX-XX-XX' )
		).toBeInTheDocument();
		await userEvent.tab();
		expect(
			screen.getByText( 'Nieprawidłowy numer NIP' )
		).toBeInTheDocument();
		await userEvent.type( nip, '{Backspace}' );
		expect(
			screen.queryByText( 'Nieprawidłowy numer NIP' )
		).not.toBeInTheDocument();
	} );

	it( 'a locker method needs a locker; picking one shows it and sends it as extension data', async () => {
		const lockerCart = storeCart();
		lockerCart.shipping_rates[ 0 ]!.shipping_rates = [
			rate( { selected: false } ),
			rate( {
				rate_id: 'inpost_paczkomaty:2',
				name: 'Paczkomat InPost',
				price: '1199',
				method_id: 'inpost_paczkomaty',
				selected: true,
			} ),
		];
		mockedSelect.mockResolvedValue( storeCart() );
		await renderCheckout( lockerCart );
		await fillGuest();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Złóż zamówienie' } )
		);
		expect( screen.getByTestId( 'checkout-errors' ) ).toHaveTextContent(
			'Wybierz paczkomat na mapie przed złożeniem zamówienia'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Wybierz paczkomat' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'pick WAW01M' } )
		);
		expect(
			screen.getByText( 'Wybrany paczkomat: WAW01M' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Zmień paczkomat' } )
		).toBeInTheDocument();
		mockedPlace.mockReturnValueOnce( new Promise( () => {} ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Złóż zamówienie' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Przetwarzanie...' } )
		).toBeDisabled();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Przetwarzanie...' } )
		);
		expect( mockedPlace ).toHaveBeenCalledTimes( 1 );
		expect(
			mockedPlace.mock.calls[ 0 ]![ 0 ].extensions[
				'cosmetics-storefront'
			]
		).toMatchObject( {
			customer_type: 'individual',
			paczkomat_name: 'WAW01M',
		} );
	} );

	it( 'choosing another method closes the picker and clears the locker', async () => {
		const lockerCart = storeCart();
		lockerCart.shipping_rates[ 0 ]!.shipping_rates = [
			rate( { selected: false } ),
			rate( {
				rate_id: 'inpost_paczkomaty:2',
				name: 'Paczkomat InPost',
				price: '1199',
				method_id: 'inpost_paczkomaty',
				selected: true,
			} ),
		];
		mockedSelect.mockResolvedValue( storeCart() );
		await renderCheckout( lockerCart );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Wybierz paczkomat' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'pick WAW01M' } )
		);
		expect(
			screen.getByText( 'Wybrany paczkomat: WAW01M' )
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'radio', { name: /Kurier DPD/ } )
		);
		expect( mockedSelect ).toHaveBeenCalledWith( 'flat_rate:1', 0 );
		expect(
			screen.queryByText( /Wybrany paczkomat/ )
		).not.toBeInTheDocument();
	} );

	it( 'server down: every field stays, the generic error shows, a retry works and navigates (replace) to the order', async () => {
		await renderCheckout();
		await fillGuest();
		await userEvent.type(
			screen.getByLabelText( 'Uwagi do zamówienia' ),
			'Proszę o próbki'
		);
		await userEvent.click(
			screen.getByRole( 'radio', { name: 'Płatność przy odbiorze' } )
		);
		mockedGet.mockResolvedValue( storeCart() );
		mockedPlace.mockRejectedValueOnce(
			new ApiError( {
				status: 0,
				code: 'fetch_error',
				message: 'Brak odpowiedzi',
				serverMessage: null,
			} )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Złóż zamówienie' } )
		);
		expect(
			await screen.findByText(
				'Wystąpił błąd podczas składania zamówienia. Spróbuj ponownie.'
			)
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Imię' ) ).toHaveValue( 'Ewa' );
		expect( screen.getByLabelText( 'Uwagi do zamówienia' ) ).toHaveValue(
			'Proszę o próbki'
		);
		expect(
			screen.getByRole( 'radio', { name: 'Płatność przy odbiorze' } )
		).toBeChecked();

		mockedPlace.mockResolvedValueOnce( {
			order_id: 77,
			status: 'processing',
			order_key: 'wc_order_k',
			order_number: '77',
			customer_note: '',
			customer_id: 0,
			billing_address: { ...storeCart().billing_address },
			shipping_address: { ...storeCart().shipping_address },
			payment_method: 'cod',
			payment_result: {
				payment_status: 'success',
				payment_details: [],
				redirect_url: `${ window.location.origin }/zamowienie/77?key=wc_order_k`,
			},
			extensions: {},
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Złóż zamówienie' } )
		);
		expect(
			await screen.findByRole( 'heading', {
				name: 'Zamówienie złożone!',
			} )
		).toBeInTheDocument();
		expect( screen.getByText( '77' ) ).toBeInTheDocument();
		expect( mockedPlace.mock.calls[ 1 ]![ 0 ] ).toMatchObject( {
			payment_method: 'cod',
			customer_note: 'Proszę o próbki',
			billing_address: {
				first_name: 'Ewa',
				postcode: '00-950',
				country: 'PL',
			},
		} );
		await waitFor(
			() =>
				expect( lastLocation ).toBe( '/zamowienie/77?key=wc_order_k' ),
			{ timeout: 3000 }
		);
	} );
} );

describe( 'logged-in checkout summary', () => {
	const billing = {
		first_name: 'Beata',
		last_name: 'Nowak',
		company: 'Salon Urody Bella Sp. z o.o.',
		address_1: 'ul. Piękna 1',
		address_2: '',
		city: 'Warszawa',
		state: '',
		postcode: '00-001',
		country: 'PL',
		phone: '600100200',
		email: 'salon.bella@example.com',
	};

	function loggedIn() {
		const store = createStore();
		store.set( sessionAtom, {
			status: 'authenticated',
			user: {
				id: 9,
				email: billing.email,
				displayName: 'Beata Nowak',
				firstName: 'Beata',
				lastName: 'Nowak',
				clientType: 'professional',
				emailVerified: true,
			},
		} );
		return store;
	}

	it( 'shows the NIP of a company customer next to the company', async () => {
		const profile: Profile = {
			id: 9,
			email: billing.email,
			first_name: 'Beata',
			last_name: 'Nowak',
			username: billing.email,
			billing,
			shipping: { ...billing },
			meta_data: [
				{ key: '_customer_type', value: 'company' },
				{ key: '_company_name', value: 'Salon Urody Bella Sp. z o.o.' },
				{ key: '_company_nip', value: '5260001246' },
			],
			clientType: 'professional',
			emailVerified: true,
		};
		mockedProfile.mockResolvedValueOnce( profile );
		await renderCheckout(
			storeCart( { billing_address: billing } ),
			loggedIn()
		);
		const summary = await screen.findByTestId( 'profile-summary' );
		expect(
			await screen.findByTestId( 'profile-company' )
		).toHaveTextContent(
			'Salon Urody Bella Sp. z o.o., NIP 526-000-12-46'
		);
		expect( summary ).toContainElement(
			screen.getByTestId( 'profile-company' )
		);
	} );

	it( "a private customer: no company line; a failed profile read still shows the cart's company", async () => {
		mockedProfile.mockResolvedValueOnce( {
			id: 9,
			email: billing.email,
			first_name: 'Beata',
			last_name: 'Nowak',
			username: billing.email,
			billing: { ...billing, company: '' },
			shipping: { ...billing, company: '' },
			meta_data: [],
			clientType: 'individual',
			emailVerified: true,
		} );
		const first = await renderCheckout(
			storeCart( { billing_address: { ...billing, company: '' } } ),
			loggedIn()
		);
		await screen.findByTestId( 'profile-summary' );
		await waitFor( () => expect( mockedProfile ).toHaveBeenCalled() );
		expect(
			screen.queryByTestId( 'profile-company' )
		).not.toBeInTheDocument();
		first.unmount();

		mockedProfile.mockRejectedValueOnce(
			new ApiError( {
				status: 500,
				code: null,
				message: 'Błąd serwera',
				serverMessage: null,
			} )
		);
		await renderCheckout(
			storeCart( { billing_address: billing } ),
			loggedIn()
		);
		await waitFor( () =>
			expect( mockedProfile ).toHaveBeenCalledTimes( 2 )
		);
		expect(
			await screen.findByTestId( 'profile-company' )
		).toHaveTextContent( /^Salon Urody Bella Sp. z o.o.$/ );
	} );
} );

describe( 'a failed shipping-method change', () => {
	// Queued answers a test did not use must not leak into the next one.
	beforeEach( () => jest.resetAllMocks() );

	const lockerSelected = () => {
		const cart = storeCart( {
			totals: {
				...storeCart().totals,
				total_shipping: '1199',
				total_price: '6198',
			},
		} );
		cart.shipping_rates[ 0 ]!.shipping_rates = [
			rate( { selected: false } ),
			rate( {
				rate_id: 'inpost_paczkomaty:2',
				name: 'Paczkomat InPost',
				price: '1199',
				method_id: 'inpost_paczkomaty',
				selected: true,
			} ),
		];
		return cart;
	};

	it( "is reported next to the shipping choice; the radio, the picker and the totals are the server's", async () => {
		await renderCheckout();
		mockedSelect.mockRejectedValueOnce(
			new ApiError( {
				status: 500,
				code: 'internal_server_error',
				message: 'Błąd serwera',
				serverMessage: 'Critical error',
			} )
		);
		// The server still holds the courier.
		mockedGet.mockResolvedValueOnce( storeCart() );
		await userEvent.click(
			screen.getByRole( 'radio', { name: /Paczkomat InPost/ } )
		);
		const shipping = screen.getByRole( 'group', { name: 'Dostawa' } );
		expect(
			await within( shipping ).findByRole( 'alert' )
		).toHaveTextContent( 'Błąd podczas wyboru metody wysyłki' );
		expect(
			screen.getByRole( 'radio', { name: /Kurier DPD/ } )
		).toBeChecked();
		expect(
			screen.getByRole( 'radio', { name: /Paczkomat InPost/ } )
		).not.toBeChecked();
		expect(
			screen.queryByRole( 'button', { name: 'pick WAW01M' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByTestId( 'locker-choice' )
		).not.toBeInTheDocument();
		expect( screen.getByTestId( 'summary-shipping' ) ).toHaveTextContent(
			'14,99'
		);
		expect( screen.getByTestId( 'summary-total' ) ).toHaveTextContent(
			'64,98'
		);
		// Not a cart-wide error: the cart panel has nothing to say about it.
		expect(
			screen.queryByText( 'Błąd podczas wyboru metody wysyłki', {
				exact: true,
			} )
		).not.toBeInTheDocument();
	} );

	it( 'keeps the chosen locker when the server still holds the locker rate; a later change clears the message', async () => {
		await renderCheckout( lockerSelected() );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Wybierz paczkomat' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'pick WAW01M' } )
		);
		mockedSelect.mockRejectedValueOnce(
			new ApiError( {
				status: 0,
				code: 'request_timeout',
				message: 'Brak odpowiedzi',
				serverMessage: null,
			} )
		);
		mockedGet.mockResolvedValueOnce( lockerSelected() );
		await userEvent.click(
			screen.getByRole( 'radio', { name: /Kurier DPD/ } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Błąd podczas wyboru metody wysyłki'
		);
		expect(
			screen.getByRole( 'radio', { name: /Paczkomat InPost/ } )
		).toBeChecked();
		expect(
			screen.getByText( 'Wybrany paczkomat: WAW01M' )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'summary-total' ) ).toHaveTextContent(
			'61,98'
		);

		mockedSelect.mockResolvedValueOnce( storeCart() );
		await userEvent.click(
			screen.getByRole( 'radio', { name: /Kurier DPD/ } )
		);
		await waitFor( () =>
			expect( screen.getByTestId( 'summary-total' ) ).toHaveTextContent(
				'64,98'
			)
		);
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'radio', { name: /Kurier DPD/ } )
		).toBeChecked();
		expect(
			screen.queryByText( /Wybrany paczkomat/ )
		).not.toBeInTheDocument();
	} );

	it( 'a 200 answer in which the server kept another rate (a rate it no longer offers) is a failed change too', async () => {
		await renderCheckout();
		mockedSelect.mockResolvedValueOnce( storeCart() );
		await userEvent.click(
			screen.getByRole( 'radio', { name: /Paczkomat InPost/ } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Błąd podczas wyboru metody wysyłki'
		);
		expect(
			screen.getByRole( 'radio', { name: /Kurier DPD/ } )
		).toBeChecked();
		expect(
			screen.queryByRole( 'button', { name: 'pick WAW01M' } )
		).not.toBeInTheDocument();
	} );

	it( "an answer lost on the way after the server made the change: the server's new rate, no error", async () => {
		await renderCheckout();
		mockedSelect.mockRejectedValueOnce(
			new ApiError( {
				status: 0,
				code: 'fetch_error',
				message: 'Brak odpowiedzi',
				serverMessage: null,
			} )
		);
		mockedGet.mockResolvedValueOnce( lockerSelected() );
		await userEvent.click(
			screen.getByRole( 'radio', { name: /Paczkomat InPost/ } )
		);
		await waitFor( () =>
			expect( screen.getByTestId( 'summary-total' ) ).toHaveTextContent(
				'61,98'
			)
		);
		expect(
			screen.getByRole( 'radio', { name: /Paczkomat InPost/ } )
		).toBeChecked();
		expect(
			screen.getByRole( 'button', { name: 'pick WAW01M' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'the guest form and the coupon (formik)', () => {
	beforeEach( () => jest.resetAllMocks() );

	it( 'a submit marks every wrong field (aria-invalid, its message tied by aria-describedby) and focuses the error box; editing a field clears its message only', async () => {
		await renderCheckout();
		await userEvent.type(
			screen.getByLabelText( 'Kod pocztowy' ),
			'00950'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Złóż zamówienie' } )
		);
		const box = screen.getByTestId( 'checkout-errors' );
		expect( box ).toHaveFocus();
		expect(
			within( box )
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [
			'Pole „Imię” jest wymagane',
			'Pole „Nazwisko” jest wymagane',
			'Pole „Adres” jest wymagane',
			'Pole „Miasto” jest wymagane',
			'Pole „Email” jest wymagane',
			'Pole „Telefon” jest wymagane',
			// The format messages follow the required ones (domain/checkout.ts billingErrors).
			'Kod pocztowy musi mieć format XX-XXX',
		] );
		const first = screen.getByLabelText( 'Imię' );
		await waitFor( () =>
			expect( first ).toHaveAttribute( 'aria-invalid', 'true' )
		);
		expect( first ).toBeRequired();
		expect( first ).toHaveAccessibleDescription(
			'Pole „Imię” jest wymagane'
		);
		expect(
			screen.getByLabelText( 'Kod pocztowy' )
		).toHaveAccessibleDescription( 'Kod pocztowy musi mieć format XX-XXX' );
		await userEvent.type( first, 'E' );
		expect( first ).not.toHaveAttribute( 'aria-invalid' );
		expect(
			screen.queryByText( 'Pole „Imię” jest wymagane', { selector: 'p' } )
		).not.toBeInTheDocument();
		expect( screen.getByLabelText( 'Nazwisko' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( screen.queryByLabelText( 'NIP' ) ).not.toBeInTheDocument();
		expect( mockedPlace ).not.toHaveBeenCalled();
	} );

	it( "a returning guest's saved billing fills the untouched form", async () => {
		await renderCheckout(
			storeCart( {
				billing_address: {
					...storeCart().billing_address,
					first_name: 'Ola',
					city: 'Gdańsk',
					email: 'ola@example.com',
				},
			} )
		);
		await waitFor( () =>
			expect( screen.getByLabelText( 'Imię' ) ).toHaveValue( 'Ola' )
		);
		expect( screen.getByLabelText( 'Miasto' ) ).toHaveValue( 'Gdańsk' );
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'ola@example.com'
		);
	} );

	it( "coupon: uppercased; Enter on an empty code asks for one; the server's refusal shows under the input; an applied code empties it", async () => {
		await renderCheckout();
		const code = screen.getByLabelText( 'Kod rabatowy' );
		const apply = screen.getByRole( 'button', { name: 'Użyj kupon' } );
		expect( apply ).toBeDisabled();
		await userEvent.type( code, '{Enter}' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			/^Wprowadź kod kuponu$/
		);
		expect( code ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( code ).toHaveAccessibleDescription( 'Wprowadź kod kuponu' );
		expect( mockedCoupon ).not.toHaveBeenCalled();

		await userEvent.type( code, 'lato10' );
		expect( code ).toHaveValue( 'LATO10' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		mockedCoupon.mockRejectedValueOnce(
			new ApiError( {
				status: 400,
				code: 'woocommerce_rest_cart_coupon_error',
				message: 'Kupon wygasł',
				serverMessage: 'Kupon wygasł',
			} )
		);
		await userEvent.click( apply );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			/^Kupon wygasł$/
		);
		expect( mockedCoupon ).toHaveBeenCalledWith( 'LATO10' );
		expect( code ).toHaveValue( 'LATO10' );

		mockedCoupon.mockResolvedValueOnce( storeCart() );
		await userEvent.type( code, '{Enter}' );
		await waitFor( () => expect( code ).toHaveValue( '' ) );
		expect( mockedCoupon ).toHaveBeenCalledTimes( 2 );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'paying online through a provider', () => {
	beforeEach( () => jest.clearAllMocks() );

	const withPayu = () => {
		const cart = storeCart();
		return {
			...cart,
			payment_methods: [ 'bacs', 'payulistbanks', 'cod' ],
			extensions: {
				'cosmetics-storefront': {
					payment_methods: [
						paymentMethod( 'bacs', 'Przelew bankowy' ),
						PAYU_BANKS,
						paymentMethod( 'cod', 'Płatność przy odbiorze' ),
					],
				},
			},
		};
	};

	it( "a bank chosen in the shop goes as the gateway's payment data; the shopper is taken to the provider's page and its Back leads to the order", async () => {
		const { assign, original, restore } = recordNavigation();
		try {
			await renderCheckout( withPayu() );
			await fillGuest();
			await userEvent.click(
				screen.getByRole( 'radio', { name: 'Płatność online z PayU' } )
			);
			// The provider's notice, its terms linked, the rest behind "więcej".
			expect(
				screen.getByRole( 'link', { name: 'Zasady płatności PayU' } )
			).toHaveAttribute( 'href', 'https://payu.test/terms.pdf' );
			const more = screen.getByRole( 'button', { name: 'więcej' } );
			expect( more ).toHaveAttribute( 'aria-expanded', 'false' );
			await userEvent.click( more );
			expect(
				screen.getByText(
					/przekazywane do realizacji po otrzymaniu wpłaty/
				)
			).toBeInTheDocument();
			expect(
				screen.queryByRole( 'radio', { name: 'Apple Pay' } )
			).not.toBeInTheDocument();

			await userEvent.click(
				screen.getByRole( 'button', { name: 'Złóż zamówienie' } )
			);
			const box = await screen.findByTestId( 'checkout-errors' );
			expect( box ).toHaveTextContent(
				'Wybierz bank, z którego zapłacisz.'
			);
			expect( mockedPlace ).not.toHaveBeenCalled();

			await userEvent.click(
				screen.getByRole( 'radio', { name: 'mTransfer' } )
			);
			let answer: (
				value: Awaited< ReturnType< typeof placeOrder > >
			) => void = () => {};
			mockedPlace.mockReturnValueOnce(
				new Promise( ( resolve ) => ( answer = resolve ) )
			);
			await userEvent.click(
				screen.getByRole( 'button', { name: 'Złóż zamówienie' } )
			);
			expect(
				screen.getByText( 'Łączymy z operatorem płatności...' )
			).toBeInTheDocument();
			expect( mockedPlace.mock.calls[ 0 ]![ 0 ] ).toMatchObject( {
				payment_method: 'payulistbanks',
				payment_data: [ { key: 'selected-bank', value: 'm' } ],
			} );
			answer( {
				order_id: 78,
				status: 'pending',
				order_key: 'wc_order_p',
				order_number: '78',
				customer_note: '',
				customer_id: 0,
				billing_address: { ...storeCart().billing_address },
				shipping_address: { ...storeCart().shipping_address },
				payment_method: 'payulistbanks',
				payment_result: {
					payment_status: 'success',
					payment_details: [],
					redirect_url: 'https://secure.payu.test/pay/ABC',
				},
				extensions: {},
			} );
			expect(
				await screen.findByRole( 'heading', {
					name: 'Zamówienie złożone!',
				} )
			).toBeInTheDocument();
			expect(
				screen.getByRole( 'link', { name: 'Przejdź do płatności' } )
			).toHaveAttribute( 'href', 'https://secure.payu.test/pay/ABC' );
			await waitFor(
				() =>
					expect( assign ).toHaveBeenCalledWith(
						'https://secure.payu.test/pay/ABC'
					),
				{ timeout: 3000 }
			);
			expect( window.history.state ).toBeDefined();
			expect( original.pathname + original.search ).toBe(
				'/zamowienie/78?key=wc_order_p'
			);
		} finally {
			restore();
		}
	} );
} );
