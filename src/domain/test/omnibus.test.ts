import { storeProduct } from '../../api/test/support/fixtures';
import {
	OMNIBUS_LABEL,
	omnibusPrice,
	omnibusText,
	priceTier,
	storefrontExtension,
} from '../omnibus';

const plain = ( text: string | null ) =>
	( text ?? '' ).replace( /\u00a0|\u202f/g, ' ' );
const withLowest = ( lowest: unknown, onSale = true ) =>
	storeProduct( {
		on_sale: onSale,
		extensions: {
			'cosmetics-storefront': {
				price_tier: 'individual',
				lowest_price_30_days: lowest,
			},
		},
	} );

describe( 'Omnibus line', () => {
	it( 'shows the lowest 30-day price (minor units) while on sale', () => {
		expect( omnibusPrice( withLowest( '5499' ) ) ).toBe( 5499 );
		expect( plain( omnibusText( withLowest( '5499' ) ) ) ).toBe(
			'Najniższa cena z 30 dni przed obniżką: 54,99 zł'
		);
		expect( OMNIBUS_LABEL ).toBe(
			'Najniższa cena z 30 dni przed obniżką:'
		);
	} );

	it( 'is not shown when the product is not on sale', () => {
		expect( omnibusText( withLowest( '5499', false ) ) ).toBeNull();
	} );

	it( 'is not shown when the value is unknown (null, missing extension, bad value)', () => {
		expect( omnibusText( withLowest( null ) ) ).toBeNull();
		expect(
			omnibusText( storeProduct( { on_sale: true, extensions: {} } ) )
		).toBeNull();
		expect( omnibusText( withLowest( 'abc' ) ) ).toBeNull();
		expect( omnibusText( withLowest( { nested: true } ) ) ).toBeNull();
	} );

	it( 'accepts a number too', () => {
		expect( omnibusPrice( withLowest( 3999 ) ) ).toBe( 3999 );
	} );
} );

/**
 * The line stands under the price it belongs to: the server sends, for a variable product before a
 * choice, only the reference of its discounted 'od' price (PHP Domain\Omnibus::for_variable); the
 * client shows a line only under a price it shows as discounted: struck through, or an 'od' price the
 * server vouched for. Amounts in minor units like the Store API's.
 */
describe( 'Omnibus line under the price it stands under', () => {
	const product = (
		onSale: boolean,
		price: string,
		regular: string,
		range: [ string, string ] | null,
		lowest: string | null
	) =>
		storeProduct( {
			on_sale: onSale,
			prices: {
				...storeProduct().prices,
				price,
				regular_price: regular,
				sale_price: price,
				price_range: range
					? { min_amount: range[ 0 ], max_amount: range[ 1 ] }
					: null,
			},
			extensions: {
				'cosmetics-storefront': {
					price_tier: 'individual',
					lowest_price_30_days: lowest,
				},
			},
		} );
	it.each( [
		[
			'simple, discounted: struck-through price, its reference',
			product( true, '4999', '5999', null, '5499' ),
			'Najniższa cena z 30 dni przed obniżką: 54,99 zł',
		],
		[
			'simple, not on sale',
			product( false, '4999', '4999', null, '4999' ),
			null,
		],
		[
			'variable "od 49,99", cheapest not discounted (server: null)',
			product( true, '4999', '4999', [ '4999', '7999' ], null ),
			null,
		],
		[
			'variable "od 39,99", cheapest discounted (server: its reference)',
			product( true, '3999', '6999', [ '3999', '6999' ], '5999' ),
			'Najniższa cena z 30 dni przed obniżką: 59,99 zł',
		],
		[
			'variable, one price for all, shown undiscounted although a variation is on sale',
			product( true, '4999', '4999', null, '6999' ),
			null,
		],
		[
			'chosen variation at its normal price (its own 30-day lowest is not a reduction)',
			product( false, '4999', '4999', null, '4999' ),
			null,
		],
		[
			'chosen discounted variation',
			product( true, '5999', '7999', null, '6999' ),
			'Najniższa cena z 30 dni przed obniżką: 69,99 zł',
		],
	] )( '%s', ( _name, item, expected ) => {
		expect(
			omnibusText( item ) === null ? null : plain( omnibusText( item ) )
		).toBe( expected );
	} );
} );

describe( 'price tier', () => {
	it( 'reads the tier the server priced the product for', () => {
		expect(
			priceTier(
				storeProduct( {
					extensions: {
						'cosmetics-storefront': {
							price_tier: 'professional',
							lowest_price_30_days: null,
						},
					},
				} )
			)
		).toBe( 'professional' );
	} );

	it( 'is individual when the server does not say, or says something unknown', () => {
		expect( priceTier( storeProduct( { extensions: {} } ) ) ).toBe(
			'individual'
		);
		expect(
			priceTier(
				storeProduct( {
					extensions: {
						'cosmetics-storefront': { price_tier: 'admin' },
					},
				} )
			)
		).toBe( 'individual' );
		expect(
			storefrontExtension(
				storeProduct( { extensions: { 'cosmetics-storefront': 'x' } } )
			)
		).toEqual( {} );
	} );
} );
