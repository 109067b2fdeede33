import { storeProduct } from '../../api/test/support/fixtures';
import {
	DEFAULT_STOCK_CAP,
	clampQuantity,
	quantityBounds,
	stockState,
} from '../stock';
import lowStock from './low-stock-cases.json';

/** What WooCommerce's Store API itself sends as low_stock_remaining at its default low-stock amount of 2. */
const woocommerceAtDefaultAmount = ( quantity: number | null ) =>
	quantity !== null && quantity <= 2 ? Math.max( quantity, 0 ) : null;

describe( "low stock is the spec's: 5 or fewer, whatever WooCommerce's low-stock amount (cases shared with PHP Domain\\LowStock)", () => {
	it.each( lowStock.cases.map( ( c ) => [ c.name, c ] as const ) )(
		'%s',
		( _name, c ) => {
			const product = storeProduct( {
				is_in_stock: c.is_in_stock,
				is_on_backorder: c.is_on_backorder,
				low_stock_remaining: woocommerceAtDefaultAmount(
					c.stock_quantity
				),
				extensions: {
					'cosmetics-storefront': {
						price_tier: 'individual',
						lowest_price_30_days: null,
						low_stock_remaining: c.low_stock_remaining,
					},
				},
			} );
			expect( stockState( product ).label ).toBe( c.label );
		}
	);

	it( "the quantity goes up to the spec's low stock left", () => {
		const five = storeProduct( {
			low_stock_remaining: null,
			extensions: {
				'cosmetics-storefront': {
					price_tier: 'individual',
					lowest_price_30_days: null,
					low_stock_remaining: 5,
				},
			},
		} );
		expect( quantityBounds( five ) ).toEqual( { min: 1, max: 5 } );
	} );

	it( "the plugin's null wins over WooCommerce's number when the shop's amount is above 5", () => {
		const eight = storeProduct( {
			low_stock_remaining: 8,
			extensions: {
				'cosmetics-storefront': {
					price_tier: 'individual',
					lowest_price_30_days: null,
					low_stock_remaining: null,
				},
			},
		} );
		expect( stockState( eight ).label ).toBe( 'Dostępny' );
	} );
} );

describe( 'stockState', () => {
	it( 'out of stock: not orderable', () => {
		expect(
			stockState(
				storeProduct( {
					is_in_stock: false,
					is_on_backorder: false,
					low_stock_remaining: 0,
				} )
			)
		).toEqual( {
			kind: 'outofstock',
			label: 'Brak w magazynie',
			orderable: false,
		} );
	} );

	it( 'on backorder: orderable as a pre-order (the Store API sends low_stock_remaining 0 then)', () => {
		expect(
			stockState(
				storeProduct( {
					is_in_stock: true,
					is_on_backorder: true,
					low_stock_remaining: 0,
				} )
			)
		).toEqual( {
			kind: 'onbackorder',
			label: 'Przedsprzedaż',
			orderable: true,
		} );
	} );

	it.each( [ 1, 2, 5 ] )(
		'%i left is low stock: "Tylko {n} szt."',
		( left ) => {
			expect(
				stockState( storeProduct( { low_stock_remaining: left } ) )
			).toEqual( {
				kind: 'low',
				label: `Tylko ${ left } szt.`,
				orderable: true,
			} );
		}
	);

	it.each( [ [ null ], [ 6 ], [ 40 ] ] )(
		'otherwise available (low_stock_remaining %p)',
		( left ) => {
			expect(
				stockState( storeProduct( { low_stock_remaining: left } ) )
			).toEqual( {
				kind: 'instock',
				label: 'Dostępny',
				orderable: true,
			} );
		}
	);
} );

describe( 'quantityBounds', () => {
	it( 'is 1 up to the low stock left', () => {
		expect(
			quantityBounds( storeProduct( { low_stock_remaining: 3 } ) )
		).toEqual( { min: 1, max: 3 } );
	} );

	it( 'defaults to 999 when the stock left is not known', () => {
		expect( DEFAULT_STOCK_CAP ).toBe( 999 );
		expect(
			quantityBounds( storeProduct( { low_stock_remaining: null } ) )
		).toEqual( { min: 1, max: 999 } );
	} );

	it( 'never goes above what the Store API lets one cart line hold (managed stock)', () => {
		expect(
			quantityBounds(
				storeProduct( {
					low_stock_remaining: null,
					add_to_cart: { ...storeProduct().add_to_cart, maximum: 14 },
				} )
			)
		).toEqual( { min: 1, max: 14 } );
	} );

	it( 'lets a pre-order go up to the cap', () => {
		expect(
			quantityBounds(
				storeProduct( {
					is_on_backorder: true,
					low_stock_remaining: 0,
				} )
			)
		).toEqual( { min: 1, max: 999 } );
	} );

	it( 'is empty for a product out of stock', () => {
		expect(
			quantityBounds(
				storeProduct( { is_in_stock: false, low_stock_remaining: 0 } )
			)
		).toEqual( { min: 1, max: 0 } );
	} );
} );

describe( 'clampQuantity', () => {
	const bounds = { min: 1, max: 5 };
	it.each( [
		[ 3, 3 ],
		[ 0, 1 ],
		[ -4, 1 ],
		[ 9, 5 ],
		[ 2.7, 2 ],
		[ '4', 4 ],
		[ '', 1 ],
		[ 'abc', 1 ],
		[ ' 12 ', 5 ],
	] )( '%p -> %p', ( value, expected ) => {
		expect( clampQuantity( value, bounds ) ).toBe( expected );
	} );
} );
