import { formatPrice, fromMinorUnits } from '../money';

/** Intl uses non-breaking spaces; compare with plain ones. */
const plain = ( text: string ) => text.replace( /\u00a0|\u202f/g, ' ' );

describe( 'fromMinorUnits', () => {
	it( 'divides by the currency minor unit', () => {
		expect( fromMinorUnits( { amount: '12999', minorUnit: 2 } ) ).toBe(
			129.99
		);
		expect( fromMinorUnits( { amount: '0', minorUnit: 2 } ) ).toBe( 0 );
		expect( fromMinorUnits( { amount: '500', minorUnit: 0 } ) ).toBe( 500 );
	} );

	it( 'gives null for blank or non-integer input', () => {
		expect( fromMinorUnits( { amount: '', minorUnit: 2 } ) ).toBeNull();
		expect( fromMinorUnits( { amount: '12.5', minorUnit: 2 } ) ).toBeNull();
	} );
} );

describe( 'formatPrice', () => {
	it( 'formats złoty the Polish way', () => {
		expect( plain( formatPrice( 129.99 ) ) ).toBe( '129,99 zł' );
		// Polish groups thousands only from five digits on (CLDR minimumGroupingDigits = 2).
		expect( plain( formatPrice( 1234.5 ) ) ).toBe( '1234,50 zł' );
		expect( plain( formatPrice( 12345.5 ) ) ).toBe( '12 345,50 zł' );
		expect( plain( formatPrice( 0 ) ) ).toBe( '0,00 zł' );
	} );
} );
