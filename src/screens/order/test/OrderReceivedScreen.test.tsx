import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../api/errors';
import {
	getOrder,
	getOrderForPayment,
	payOrder,
	type OrderDetails,
} from '../../../api/orders';
import { PLN } from '../../../api/test/support/cart-fixtures';
import {
	PAYU_BANKS,
	paymentDetails,
	paymentMethod,
} from '../../../api/test/support/payment-fixtures';
import { renderRoutes } from '../../../state/test/support/render';
import { OrderReceivedScreen } from '../OrderReceivedScreen';
import { recordNavigation } from '../../../test-support/navigation';

jest.mock( '../../../api/orders', () => ( {
	...jest.requireActual( '../../../api/orders' ),
	getOrder: jest.fn(),
	getOrderForPayment: jest.fn(),
	payOrder: jest.fn(),
} ) );
const mocked = getOrder as jest.MockedFunction< typeof getOrder >;
const mockedForPayment = getOrderForPayment as jest.MockedFunction<
	typeof getOrderForPayment
>;
const mockedPay = payOrder as jest.MockedFunction< typeof payOrder >;

const address = {
	first_name: 'Ewa',
	last_name: 'Testowa',
	company: 'Salon',
	address_1: 'ul. Kwiatowa 5',
	address_2: '',
	city: 'Warszawa',
	postcode: '00-950',
	country: 'PL',
	email: 'ewa@example.com',
	phone: '600700800',
};
const order = ( overrides: Partial< OrderDetails > = {} ): OrderDetails => ( {
	id: 55,
	number: '55',
	status: 'on-hold',
	...PLN,
	date_created: '2026-11-22T06:03:19+01:00',
	total: '10199',
	subtotal: '10000',
	products_total: '10000',
	discount_total: '1000',
	shipping_total: '1199',
	shipping_before_discount: '1199',
	total_tax: '0',
	payment_method: 'bacs',
	payment_method_title: 'Przelew bankowy',
	payment: paymentDetails(),
	documents: [],
	customer_note: '',
	billing: address,
	shipping: address,
	line_items: [
		{
			id: 1,
			product_id: 9,
			name: 'Krem',
			sku: 'K',
			quantity: 2,
			subtotal: '10000',
			total: '9000',
		},
	],
	shipping_lines: [
		{
			method_id: 'inpost_paczkomaty',
			instance_id: '2',
			method_title: 'Paczkomat InPost',
			total: '1199',
			total_before_discount: '1199',
		},
	],
	coupon_lines: [ { code: 'RABAT10', discount: '1000' } ],
	customer_type: 'company',
	company_name: 'Salon',
	company_nip: '5260001246', // stored as digits; the screen writes it XXX-XXX-XX-XX
	paczkomat: {
		name: 'WAW01M',
		address: 'ul. Marszałkowska 104, 00-017 Warszawa',
		details: '',
	},
	...overrides,
} );

const renderAt = ( path: string ) =>
	renderRoutes( path, [
		{ path: '/zamowienie/:orderId', element: <OrderReceivedScreen /> },
		{ path: '/zamowienie', element: <OrderReceivedScreen /> },
	] );

describe( 'OrderReceivedScreen', () => {
	beforeEach( () => jest.clearAllMocks() );

	it( 'reads the order with its key and shows it', async () => {
		mocked.mockResolvedValueOnce( order() );
		renderAt( '/zamowienie/55?key=wc_order_k' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Ładowanie szczegółów zamówienia...'
		);
		expect(
			await screen.findByRole( 'heading', {
				name: 'Zamówienie otrzymane',
			} )
		).toBeInTheDocument();
		expect( mocked ).toHaveBeenCalledWith(
			55,
			'wc_order_k',
			expect.any( AbortSignal )
		);
		expect( screen.getByText( '22 listopada 2026' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Przelew bankowy' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Krem × 2' ) ).toBeInTheDocument();
		expect( screen.getByTestId( 'order-locker' ) ).toHaveTextContent(
			/Paczkomat InPost.*WAW01M.*Marszałkowska/
		);
		expect( screen.getByText( 'NIP: 526-000-12-46' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Kontynuuj zakupy' } )
		).toHaveAttribute( 'href', '/sklep' );
	} );

	it( 'adds up: lines before discounts, then Produkty, Dostawa, Rabat (code), Razem = the charged total', async () => {
		// An order that went wrong once: RABAT10 made WooCommerce store the lines discounted (21,59 and 32,40);
		// showing those and subtracting Rabat again gave 59,98 against Razem 65,98.
		mocked.mockResolvedValueOnce(
			order( {
				total: '6598',
				subtotal: '5999',
				products_total: '5999',
				discount_total: '600',
				shipping_total: '1199',
				shipping_before_discount: '1199',
				line_items: [
					{
						id: 1,
						product_id: 9,
						name: 'Krem',
						sku: 'K',
						quantity: 1,
						subtotal: '2399',
						total: '2159',
					},
					{
						id: 2,
						product_id: 10,
						name: 'Serum',
						sku: 'S',
						quantity: 2,
						subtotal: '3600',
						total: '3240',
					},
				],
				coupon_lines: [ { code: 'RABAT10', discount: '600' } ],
			} )
		);
		renderAt( '/zamowienie/55?key=k' );
		const table = await screen.findByRole( 'table' );
		const rows = within( table )
			.getAllByRole( 'row' )
			.map(
				( row ) => row.textContent?.replace( /\u00a0|\u202f/g, ' ' )
			);
		expect( rows ).toEqual( [
			'ProduktSuma',
			'Krem × 123,99 zł',
			'Serum × 236,00 zł',
			'Produkty59,99 zł',
			'Dostawa11,99 zł (Paczkomat InPost)',
			'Rabat (RABAT10)−6,00 zł',
			'Razem65,98 zł',
		] );
		expect( screen.getByTestId( 'order-total' ) ).toHaveTextContent(
			'65,98'
		);
	} );

	it( 'a coupon that lowered the shipping: the cost before it struck through beside the charged one', async () => {
		// MINUS20 on a 12,00 product: 12,00 off the product, 8,00 off the courier's 14,99.
		mocked.mockResolvedValueOnce(
			order( {
				total: '699',
				subtotal: '1200',
				products_total: '1200',
				discount_total: '1200',
				shipping_total: '699',
				shipping_before_discount: '1499',
				line_items: [
					{
						id: 1,
						product_id: 9,
						name: 'Mydło',
						sku: 'M',
						quantity: 1,
						subtotal: '1200',
						total: '0',
					},
				],
				shipping_lines: [
					{
						method_id: 'flat_rate',
						instance_id: '1',
						method_title: 'Kurier DPD',
						total: '699',
						total_before_discount: '1499',
					},
				],
				coupon_lines: [ { code: 'MINUS20', discount: '1200' } ],
				paczkomat: null,
			} )
		);
		renderAt( '/zamowienie/55?key=k' );
		const shipping = await screen.findByTestId( 'order-shipping' );
		expect( shipping.querySelector( 's' ) ).toHaveTextContent( '14,99 zł' );
		expect( shipping ).toHaveTextContent( /6,99\s?zł/ );
		expect( screen.getByText( 'Mydło × 1' ).nextSibling ).toHaveTextContent(
			/12,00\s?zł/
		);
		expect( screen.getByTestId( 'order-total' ) ).toHaveTextContent(
			/6,99\s?zł/
		);
	} );

	it( 'free shipping reads Darmowa wysyłka; no locker block without locker data', async () => {
		mocked.mockResolvedValueOnce(
			order( {
				shipping_total: '0',
				shipping_before_discount: '0',
				total: '9000',
				paczkomat: null,
			} )
		);
		renderAt( '/zamowienie/55?key=k' );
		expect(
			await screen.findByTestId( 'order-shipping' )
		).toHaveTextContent( 'Darmowa wysyłka' );
		expect(
			screen.queryByTestId( 'order-locker' )
		).not.toBeInTheDocument();
	} );

	it.each( [
		[ '/zamowienie', null, 'Brak ID zamówienia' ],
		[
			'/zamowienie/55',
			new ApiError( {
				status: 404,
				code: 'cosmetics_order_not_found',
				message: 'x',
				serverMessage: 'Nie znaleziono zamówienia',
			} ),
			'Nie znaleziono zamówienia',
		],
		[
			'/zamowienie/55?key=k',
			new ApiError( {
				status: 500,
				code: null,
				message: 'x',
				serverMessage: null,
			} ),
			'Nie udało się załadować szczegółów zamówienia',
		],
	] )( '%s → error page', async ( path, error, message ) => {
		if ( error ) {
			mocked.mockRejectedValueOnce( error );
		}
		renderAt( path );
		expect(
			await screen.findByRole( 'heading', { name: 'Błąd' } )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'order-error' ) ).toHaveTextContent(
			message
		);
		expect(
			screen.getByRole( 'link', { name: 'Wróć do sklepu' } )
		).toBeInTheDocument();
	} );
} );

describe( 'the payment on the order page', () => {
	beforeEach( () => jest.clearAllMocks() );
	afterEach( () => jest.useRealTimers() );

	const online = ( state: 'awaiting' | 'paid' | 'failed' | 'cancelled' ) =>
		order( {
			status: state === 'paid' ? 'processing' : 'pending',
			payment_method: 'payublik',
			payment_method_title: 'Blik',
			payment: paymentDetails( {
				method: 'payublik',
				title: 'Blik',
				kind: 'online',
				state,
				label: {
					awaiting: 'Czekamy na potwierdzenie płatności',
					paid: 'Opłacone',
					failed: 'Płatność nie powiodła się',
					cancelled: 'Płatność anulowana',
				}[ state ],
				retry: state !== 'paid',
				settled: state !== 'awaiting',
				transfer: null,
			} ),
		} );

	it( 'follows an awaited payment without a reload, announces it and stops asking once it is paid; never while the tab is hidden', async () => {
		jest.useFakeTimers();
		mocked.mockResolvedValueOnce( online( 'awaiting' ) );
		renderAt( '/zamowienie/55?key=k' );
		const label = await screen.findByTestId( 'payment-label' );
		expect( label ).toHaveTextContent(
			'Czekamy na potwierdzenie płatności'
		);
		expect( label.closest( '[role="status"]' ) ).toHaveAttribute(
			'aria-live',
			'polite'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Zapłać ponownie' } )
		).not.toBeInTheDocument();

		// The tab is hidden when the first check is due: nothing is asked until it shows again.
		const visibility = jest.spyOn( document, 'visibilityState', 'get' );
		visibility.mockReturnValue( 'hidden' );
		await act( () => jest.advanceTimersByTimeAsync( 10000 ) );
		expect( mocked ).toHaveBeenCalledTimes( 1 );
		mocked.mockResolvedValueOnce( online( 'awaiting' ) );
		visibility.mockReturnValue( 'visible' );
		await act( async () => {
			document.dispatchEvent( new Event( 'visibilitychange' ) );
		} );
		expect( mocked ).toHaveBeenCalledTimes( 2 );

		mocked.mockResolvedValueOnce( online( 'paid' ) );
		await act( () => jest.advanceTimersByTimeAsync( 2000 ) );
		expect( screen.getByTestId( 'payment-label' ) ).toHaveTextContent(
			'Opłacone'
		);
		await act( () => jest.advanceTimersByTimeAsync( 120000 ) );
		expect( mocked ).toHaveBeenCalledTimes( 3 );
		visibility.mockRestore();
	} );

	it( "a customer's order opened by its key alone asks them to log in before paying again", async () => {
		const failed = online( 'failed' );
		mocked.mockResolvedValue( {
			...failed,
			payment: { ...failed.payment, login: true },
		} );
		renderAt( '/zamowienie/55?key=k' );
		await screen.findByText(
			'To zamówienie należy do konta klienta: zaloguj się, aby zapłacić ponownie.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Zaloguj się' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Zapłać ponownie' } )
		).not.toBeInTheDocument();
	} );

	it( 'offers to pay again once the page stopped waiting (70 s), and asks no more', async () => {
		jest.useFakeTimers();
		mocked.mockResolvedValue( online( 'awaiting' ) );
		renderAt( '/zamowienie/55?key=k' );
		await screen.findByTestId( 'payment-label' );
		// Step by step: each answer renders and schedules the next check.
		for ( let second = 0; second < 75; second++ ) {
			await act( () => jest.advanceTimersByTimeAsync( 1000 ) );
		}
		expect(
			screen.getByRole( 'button', { name: 'Zapłać ponownie' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( /Płatność nie została jeszcze potwierdzona/ )
		).toBeInTheDocument();
		const asked = mocked.mock.calls.length;
		expect( asked ).toBe( 11 ); // the first read and the ten checks
		await act( () => jest.advanceTimersByTimeAsync( 60000 ) );
		expect( mocked ).toHaveBeenCalledTimes( asked );
	} );

	it( 'offers to pay again at once when the provider sent the shopper back with an error', async () => {
		mocked.mockResolvedValue( online( 'awaiting' ) );
		renderAt( '/zamowienie/56?key=k&error=501' );
		expect(
			await screen.findByRole( 'button', { name: 'Zapłać ponownie' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( /Płatność nie została jeszcze potwierdzona/ )
		).toBeInTheDocument();
	} );

	it( 'a cancelled payment paid again with another method: the methods of the order, the bank as payment data, then the provider', async () => {
		const { assign, restore } = recordNavigation();
		try {
			mocked.mockResolvedValueOnce( online( 'cancelled' ) );
			renderAt( '/zamowienie/55?key=wc_order_k' );
			expect(
				await screen.findByTestId( 'payment-label' )
			).toHaveTextContent( 'Płatność anulowana' );
			mockedForPayment.mockResolvedValueOnce( {
				...online( 'cancelled' ),
				payment: {
					...online( 'cancelled' ).payment,
					methods: [
						paymentMethod( 'bacs', 'Przelew bankowy' ),
						PAYU_BANKS,
					],
				},
			} );
			await userEvent.click(
				screen.getByRole( 'button', { name: 'Zapłać ponownie' } )
			);
			expect( mockedForPayment ).toHaveBeenCalledWith( 55, 'wc_order_k' );
			await userEvent.click(
				await screen.findByRole( 'radio', {
					name: 'Płatność online z PayU',
				} )
			);
			await userEvent.click(
				screen.getByRole( 'button', { name: 'Zapłać' } )
			);
			expect(
				screen.getByText( 'Wybierz bank, z którego zapłacisz.' )
			).toBeInTheDocument();
			expect( mockedPay ).not.toHaveBeenCalled();
			await userEvent.click(
				screen.getByRole( 'radio', { name: 'Płacę z iPKO' } )
			);
			mockedPay.mockResolvedValueOnce( {
				order_id: 55,
				status: 'pending',
				order_key: 'wc_order_k',
				order_number: '55',
				customer_note: '',
				customer_id: 0,
				billing_address: { ...address, state: '' },
				shipping_address: { ...address, state: '' },
				payment_method: 'payulistbanks',
				payment_result: {
					payment_status: 'success',
					payment_details: [],
					redirect_url: 'https://secure.payu.test/pay/XYZ',
				},
				extensions: {},
			} );
			await userEvent.click(
				screen.getByRole( 'button', { name: 'Zapłać' } )
			);
			await waitFor( () =>
				expect( assign ).toHaveBeenCalledWith(
					'https://secure.payu.test/pay/XYZ'
				)
			);
			expect( mockedPay ).toHaveBeenCalledWith( 55, {
				key: 'wc_order_k',
				billing_email: 'ewa@example.com',
				billing_address: { ...address, state: '' },
				shipping_address: { ...address, state: '' },
				payment_method: 'payulistbanks',
				payment_data: [ { key: 'selected-bank', value: 'p' } ],
			} );
		} finally {
			restore();
		}
	} );

	it( "a refusal to pay again says why and keeps the shopper's choice", async () => {
		mocked.mockResolvedValueOnce( online( 'failed' ) );
		renderAt( '/zamowienie/55?key=wc_order_k' );
		await screen.findByTestId( 'payment-label' );
		mockedForPayment.mockResolvedValueOnce( {
			...online( 'failed' ),
			payment: {
				...online( 'failed' ).payment,
				methods: [ paymentMethod( 'payublik', 'Blik' ) ],
			},
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Zapłać ponownie' } )
		);
		mockedPay.mockRejectedValueOnce(
			new ApiError( {
				status: 400,
				code: 'woocommerce_rest_checkout_process_payment_error',
				message:
					'Nie udało się połączyć z operatorem płatności. Spróbuj ponownie za chwilę albo wybierz inną metodę płatności.',
				serverMessage:
					'Nie udało się połączyć z operatorem płatności. Spróbuj ponownie za chwilę albo wybierz inną metodę płatności.',
			} )
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Zapłać' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Nie udało się połączyć z operatorem płatności.'
		);
		expect( screen.getByRole( 'radio', { name: 'Blik' } ) ).toBeChecked();
	} );

	it( 'a bank transfer: its data with copy buttons and the QR code', async () => {
		const writeText = jest.fn().mockResolvedValue( undefined );
		Object.assign( navigator, { clipboard: { writeText } } );
		mocked.mockResolvedValueOnce( order() );
		renderAt( '/zamowienie/55?key=k' );
		const transfer = await screen.findByTestId( 'transfer' );
		expect(
			within( transfer ).getByTestId( 'transfer-title' )
		).toHaveTextContent( 'Zamówienie nr 55' );
		expect(
			within( transfer ).getByTestId( 'transfer-amount' )
		).toHaveTextContent( '101,99 zł' );
		expect(
			within( transfer ).getByTestId( 'transfer-deadline' )
		).toHaveTextContent( '29 listopada 2026' );
		await userEvent.click(
			within( transfer ).getByRole( 'button', {
				name: 'Kopiuj: numer konta',
			} )
		);
		expect( writeText ).toHaveBeenCalledWith(
			'61109010140000071219812874'
		);
		expect(
			await within( transfer ).findByText( 'Skopiowano: numer konta' )
		).toBeInTheDocument();
		await userEvent.click(
			within( transfer ).getByRole( 'button', { name: 'Kopiuj: kwota' } )
		);
		expect( writeText ).toHaveBeenLastCalledWith( '101,99' );
		expect(
			await within( transfer ).findByRole( 'img', {
				name: 'Kod QR przelewu dla aplikacji bankowej',
			} )
		).toBeInTheDocument();
	} );

	it( 'cash on delivery: the amount for the courier; refunds listed', async () => {
		mocked.mockResolvedValueOnce(
			order( {
				payment: paymentDetails( {
					method: 'cod',
					kind: 'on_delivery',
					state: 'partially_refunded',
					label: 'Zwrócono część kwoty',
					transfer: null,
					refunds: [
						{
							amount: '2000',
							date: '2026-11-25T10:00:00+01:00',
							reason: 'Uszkodzone opakowanie',
						},
					],
				} ),
			} )
		);
		renderAt( '/zamowienie/55?key=k' );
		expect(
			await screen.findByTestId( 'payment-refunds' )
		).toHaveTextContent(
			'Zwrot 20,00 zł · 25 listopada 2026 · Uszkodzone opakowanie'
		);
		mocked.mockResolvedValueOnce(
			order( {
				payment: paymentDetails( {
					method: 'cod',
					kind: 'on_delivery',
					state: 'on_delivery',
					label: 'Płatność przy odbiorze',
					transfer: null,
					on_delivery: '10199',
				} ),
			} )
		);
		renderAt( '/zamowienie/56?key=k' );
		expect(
			await screen.findByTestId( 'payment-on-delivery' )
		).toHaveTextContent( 'Do zapłaty kurierowi: 101,99 zł' );
	} );
} );
