import {
	cartItem,
	rate,
	storeCart,
} from '../../api/test/support/cart-fixtures';
import { cartLines, cartTotals, rateCostBeforeDiscount } from '../cart';
import { addsUp, orderSummary, summaryRows } from '../summary';

const plain = ( text: string ) => text.replace( /\u00a0|\u202f/g, ' ' );
const rows = ( ...args: Parameters< typeof summaryRows > ) =>
	summaryRows( ...args ).map( ( r ) => [
		r.label,
		plain( r.text ),
		r.struck && plain( r.struck ),
	] );

describe( 'money summary', () => {
	it( 'Produkty, Dostawa, Rabat (code), Razem; no Rabat row without a discount', () => {
		const summary = {
			products: 59.99,
			shipping: 14.99,
			shippingBeforeDiscount: null,
			discount: 7.5,
			couponCode: 'RABAT10',
			total: 67.48,
		};
		expect( rows( summary ) ).toEqual( [
			[ 'Produkty', '59,99 zł', null ],
			[ 'Dostawa', '14,99 zł', null ],
			[ 'Rabat (RABAT10)', '−7,50 zł', null ],
			[ 'Razem', '67,48 zł', null ],
		] );
		expect( addsUp( summary ) ).toBe( true );
		expect(
			rows( {
				...summary,
				discount: 0,
				couponCode: null,
				total: 74.98,
			} ).map( ( r ) => r[ 0 ] )
		).toEqual( [ 'Produkty', 'Dostawa', 'Razem' ] );
	} );

	it( 'a coupon-lowered shipping shows the cost before it struck through; zero reads Darmowa / Darmowa wysyłka', () => {
		const minus20 = {
			products: 12,
			shipping: 6.99,
			shippingBeforeDiscount: 14.99,
			discount: 12,
			couponCode: 'MINUS20',
			total: 6.99,
		};
		expect( rows( minus20 )[ 1 ] ).toEqual( [
			'Dostawa',
			'6,99 zł',
			'14,99 zł',
		] );
		expect( addsUp( minus20 ) ).toBe( true );
		const locker = {
			products: 59.99,
			shipping: 0,
			shippingBeforeDiscount: 11.99,
			discount: 0,
			couponCode: 'PACZKA',
			total: 59.99,
		};
		expect( rows( locker )[ 1 ] ).toEqual( [
			'Dostawa',
			'Darmowa',
			'11,99 zł',
		] );
		expect(
			rows( locker, { freeShipping: 'Darmowa wysyłka' } )[ 1 ]
		).toEqual( [ 'Dostawa', 'Darmowa wysyłka', '11,99 zł' ] );
		expect(
			rows( {
				...locker,
				shipping: null,
				shippingBeforeDiscount: null,
			} )[ 1 ]
		).toEqual( [ 'Dostawa', '—', null ] );
		// The cart panel: the chosen rate named, no Dostawa row while the total holds no shipping.
		expect( rows( minus20, { shippingName: 'Kurier DPD' } )[ 1 ] ).toEqual(
			[ 'Dostawa (Kurier DPD)', '6,99 zł', '14,99 zł' ]
		);
		expect(
			rows(
				{ ...locker, shipping: null, shippingBeforeDiscount: null },
				{ omitUnknownShipping: true }
			).map( ( r ) => r[ 0 ] )
		).not.toContain( 'Dostawa' );
		expect( addsUp( { ...minus20, total: 8.99 } ) ).toBe( false );
	} );

	it( "the cart: lines before discounts, the selected rate's cost before the coupon from its meta", () => {
		const lowered = rate( {
			price: '699',
			meta_data: [
				{ key: 'cosmetics_cost_before_discount', value: '14.99' },
				{ key: 'cosmetics_coupon', value: 'MINUS20' },
			],
		} );
		const [ pkg ] = storeCart().shipping_rates;
		if ( ! pkg ) {
			throw new Error( 'the fixture cart has a package' );
		}
		const cart = storeCart( {
			items: [
				cartItem( {
					prices: { ...cartItem().prices, price: '1200' },
					totals: {
						...cartItem().totals,
						line_subtotal: '1200',
						line_total: '0',
					},
				} ),
			],
			coupons: [
				{
					code: 'minus20',
					discount_type: 'fixed_cart',
					totals: {
						...storeCart().totals,
						total_discount: '1200',
						total_discount_tax: '0',
					},
				},
			],
			shipping_rates: [
				{
					...pkg,
					shipping_rates: [
						lowered,
						rate( {
							rate_id: 'inpost_paczkomaty:2',
							method_id: 'inpost_paczkomaty',
							price: '399',
							selected: false,
							meta_data: [
								{
									key: 'cosmetics_cost_before_discount',
									value: '11.99',
								},
							],
						} ),
					],
				},
			],
			totals: {
				...storeCart().totals,
				total_items: '1200',
				total_discount: '1200',
				total_shipping: '699',
				total_price: '699',
			},
		} );
		expect( cartLines( cart ).map( ( l ) => l.lineTotal ) ).toEqual( [
			12,
		] );
		const totals = cartTotals( cart );
		expect( totals ).toEqual( {
			products: 12,
			shipping: 6.99,
			shippingBeforeDiscount: 14.99,
			discount: 12,
			couponCode: 'MINUS20',
			total: 6.99,
		} );
		expect( addsUp( totals ) ).toBe( true );
		expect( rateCostBeforeDiscount( lowered ) ).toBe( 14.99 );
		expect( rateCostBeforeDiscount( rate() ) ).toBeNull();
	} );

	it( 'an order answer', () => {
		expect(
			orderSummary( {
				products_total: '59.99',
				shipping_total: '11.99',
				shipping_before_discount: '11.99',
				discount_total: '6.00',
				total: '65.98',
				coupon: 'RABAT10',
			} )
		).toEqual( {
			products: 59.99,
			shipping: 11.99,
			shippingBeforeDiscount: 11.99,
			discount: 6,
			couponCode: 'RABAT10',
			total: 65.98,
		} );
	} );
} );
