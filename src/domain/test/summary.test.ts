import {
	cartItem,
	rate,
	storeCart,
	PLN,
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
			currency: PLN,
			products: 5999,
			shipping: 1499,
			shippingBeforeDiscount: null,
			discount: 750,
			couponCode: 'RABAT10',
			total: 6748,
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
				total: 7498,
			} ).map( ( r ) => r[ 0 ] )
		).toEqual( [ 'Produkty', 'Dostawa', 'Razem' ] );
	} );

	it( 'a coupon-lowered shipping shows the cost before it struck through; zero reads Darmowa / Darmowa wysyłka', () => {
		const minus20 = {
			currency: PLN,
			products: 1200,
			shipping: 699,
			shippingBeforeDiscount: 1499,
			discount: 1200,
			couponCode: 'MINUS20',
			total: 699,
		};
		expect( rows( minus20 )[ 1 ] ).toEqual( [
			'Dostawa',
			'6,99 zł',
			'14,99 zł',
		] );
		expect( addsUp( minus20 ) ).toBe( true );
		const locker = {
			currency: PLN,
			products: 5999,
			shipping: 0,
			shippingBeforeDiscount: 1199,
			discount: 0,
			couponCode: 'PACZKA',
			total: 5999,
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
		expect( addsUp( { ...minus20, total: 899 } ) ).toBe( false );
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
			1200,
		] );
		const totals = cartTotals( cart );
		expect( totals ).toEqual( {
			currency: PLN,
			products: 1200,
			shipping: 699,
			shippingBeforeDiscount: 1499,
			discount: 1200,
			couponCode: 'MINUS20',
			total: 699,
		} );
		expect( addsUp( totals ) ).toBe( true );
		expect( rateCostBeforeDiscount( lowered ) ).toBe( 1499 );
		expect( rateCostBeforeDiscount( rate() ) ).toBeNull();
	} );

	it( 'an order answer', () => {
		expect(
			orderSummary( {
				...PLN,
				products_total: '5999',
				shipping_total: '1199',
				shipping_before_discount: '1199',
				discount_total: '600',
				total: '6598',
				coupon: 'RABAT10',
			} )
		).toEqual( {
			currency: PLN,
			products: 5999,
			shipping: 1199,
			shippingBeforeDiscount: 1199,
			discount: 600,
			couponCode: 'RABAT10',
			total: 6598,
		} );
	} );

	it( "sums stay exact in minor units and are written with the shop's separators", () => {
		// 0.1 + 0.2 !== 0.3 in floating point; 10 + 20 === 30 in grosze.
		expect(
			addsUp( {
				currency: PLN,
				products: 10,
				shipping: 20,
				shippingBeforeDiscount: null,
				discount: 0,
				couponCode: null,
				total: 30,
			} )
		).toBe( true );
		expect(
			rows( {
				currency: PLN,
				products: 123450,
				shipping: 0,
				shippingBeforeDiscount: null,
				discount: 0,
				couponCode: null,
				total: 123450,
			} )[ 0 ]
		).toEqual( [ 'Produkty', '1 234,50 zł', null ] );
	} );
} );
