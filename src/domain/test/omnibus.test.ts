import { storeProduct } from '../../api/test/support/fixtures';
import { OMNIBUS_LABEL, omnibusPrice, omnibusText, priceTier, storefrontExtension } from '../omnibus';

const plain = ( text: string | null ) => ( text ?? '' ).replace( /\u00a0|\u202f/g, ' ' );
const withLowest = ( lowest: unknown, on_sale = true ) =>
	storeProduct( { on_sale, extensions: { 'cosmetics-storefront': { price_tier: 'individual', lowest_price_30_days: lowest } } } );

describe( 'Omnibus line', () => {
	it( 'shows the lowest 30-day price (minor units) while on sale', () => {
		expect( omnibusPrice( withLowest( '5499' ) ) ).toBe( 54.99 );
		expect( plain( omnibusText( withLowest( '5499' ) ) ) ).toBe( 'Najniższa cena z 30 dni przed obniżką: 54,99 zł' );
		expect( OMNIBUS_LABEL ).toBe( 'Najniższa cena z 30 dni przed obniżką:' );
	} );

	it( 'is not shown when the product is not on sale', () => {
		expect( omnibusText( withLowest( '5499', false ) ) ).toBeNull();
	} );

	it( 'is not shown when the value is unknown (null, missing extension, bad value)', () => {
		expect( omnibusText( withLowest( null ) ) ).toBeNull();
		expect( omnibusText( storeProduct( { on_sale: true, extensions: {} } ) ) ).toBeNull();
		expect( omnibusText( withLowest( 'abc' ) ) ).toBeNull();
		expect( omnibusText( withLowest( { nested: true } ) ) ).toBeNull();
	} );

	it( 'accepts a number too', () => {
		expect( omnibusPrice( withLowest( 3999 ) ) ).toBe( 39.99 );
	} );
} );

describe( 'price tier', () => {
	it( 'reads the tier the server priced the product for', () => {
		expect( priceTier( storeProduct( { extensions: { 'cosmetics-storefront': { price_tier: 'professional', lowest_price_30_days: null } } } ) ) ).toBe( 'professional' );
	} );

	it( 'is individual when the server does not say, or says something unknown', () => {
		expect( priceTier( storeProduct( { extensions: {} } ) ) ).toBe( 'individual' );
		expect( priceTier( storeProduct( { extensions: { 'cosmetics-storefront': { price_tier: 'admin' } } } ) ) ).toBe( 'individual' );
		expect( storefrontExtension( storeProduct( { extensions: { 'cosmetics-storefront': 'x' } } ) ) ).toEqual( {} );
	} );
} );
