import { PLN, cartItem, storeCart } from '../../api/test/support/cart-fixtures';
import {
	badgeText,
	capQuantity,
	cartLines,
	cartTotals,
	itemCount,
	loyaltyPoints,
	stockCap,
} from '../cart';

describe( 'cart rules', () => {
	it( 'badge shows 99+ above 99 and nothing for an empty cart', () => {
		expect( badgeText( 0 ) ).toBe( '' );
		expect( badgeText( 1 ) ).toBe( '1' );
		expect( badgeText( 99 ) ).toBe( '99' );
		expect( badgeText( 100 ) ).toBe( '99+' );
		expect( badgeText( 5000 ) ).toBe( '99+' );
	} );

	it( 'loyalty points are 25 % of the price, floored', () => {
		expect( loyaltyPoints( 4999, 2 ) ).toBe( 12 );
		expect( loyaltyPoints( 10000, 2 ) ).toBe( 25 );
		expect( loyaltyPoints( 399, 2 ) ).toBe( 0 );
		expect( loyaltyPoints( -500, 2 ) ).toBe( 0 );
	} );

	it( 'caps quantity at stock: quantity limit, else low stock, else 999', () => {
		expect( stockCap( cartItem() ) ).toBe( 5 );
		expect(
			stockCap(
				cartItem( {
					quantity_limits: {
						minimum: 1,
						maximum: 0,
						multiple_of: 1,
						editable: true,
					},
					low_stock_remaining: 3,
				} )
			)
		).toBe( 3 );
		expect(
			stockCap(
				cartItem( {
					quantity_limits: {
						minimum: 1,
						maximum: 0,
						multiple_of: 1,
						editable: true,
					},
					low_stock_remaining: null,
				} )
			)
		).toBe( 999 );
		expect( capQuantity( 6, 5 ) ).toEqual( { quantity: 5, capped: true } );
		expect( capQuantity( 5, 5 ) ).toEqual( { quantity: 5, capped: false } );
		expect( capQuantity( -1, 5 ) ).toEqual( {
			quantity: 0,
			capped: false,
		} );
	} );

	it( 'reads lines and totals from the Store API answer (minor units)', () => {
		const cart = storeCart( {
			items: [
				cartItem( {
					quantity: 2,
					totals: { ...cartItem().totals, line_subtotal: '9998' },
				} ),
			],
		} );
		const [ line ] = cartLines( cart );
		expect( line ).toMatchObject( {
			key: 'a1b2c3',
			quantity: 2,
			price: 4999,
			lineTotal: 9998,
			currency: PLN,
			stock: 5,
			loyaltyPoints: 12,
		} );
		expect( itemCount( cart ) ).toBe( 2 );
		expect( cartTotals( cart ) ).toEqual( {
			currency: PLN,
			products: 4999,
			shipping: 1499,
			shippingBeforeDiscount: null,
			discount: 0,
			total: 6498,
			couponCode: null,
		} );
		expect(
			cartTotals(
				storeCart( {
					coupons: [
						{
							code: 'rabat10',
							discount_type: 'percent',
							totals: {
								...cart.totals,
								total_discount: '500',
								total_discount_tax: '0',
							},
						},
					],
				} )
			).couponCode
		).toBe( 'RABAT10' );
	} );
} );
