import { screen, within } from '@testing-library/react';
import { ApiError } from '../../../api/errors';
import { getOrder, type OrderDetails } from '../../../api/orders';
import { PLN } from '../../../api/test/support/cart-fixtures';
import { paymentDetails } from '../../../api/test/support/payment-fixtures';
import { renderRoutes } from '../../../state/test/support/render';
import { OrderReceivedScreen } from '../OrderReceivedScreen';

jest.mock( '../../../api/orders', () => ( {
	...jest.requireActual( '../../../api/orders' ),
	getOrder: jest.fn(),
} ) );
const mocked = getOrder as jest.MockedFunction< typeof getOrder >;

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
