import type { StoreCurrency } from '../../api/store-api';
import { currencyOf, formatMoney, parseMinor, toMinorUnits } from '../money';
import cases from './money-cases.json';

/** The cases are written with ordinary spaces; every space in a formatted amount is a no-break one. */
const nbsp = ( text: string ) => text.replace( / /g, '\u00a0' );
const currencies: Record< string, StoreCurrency > = cases.currencies;
function currency( key: string ): StoreCurrency {
	const found = currencies[ key ];
	if ( ! found ) {
		throw new Error( `money-cases.json has no currency ${ key }` );
	}
	return found;
}

describe( 'formatMoney (cases shared with tests/php/Domain/MoneyTest.php)', () => {
	it.each(
		cases.cases.map( ( c ) => [ c.currency, c.minor, c.text ] as const )
	)( '%s %d -> %s', ( key, minor, text ) => {
		expect( formatMoney( minor, currency( key ) ) ).toBe( nbsp( text ) );
	} );

	it( 'leaves no breakable space in an amount', () => {
		expect( formatMoney( 123456789, currency( 'pln' ) ) ).not.toMatch(
			/ /
		);
	} );
} );

describe( 'parseMinor (cases shared with PHP)', () => {
	it.each( cases.parse.map( ( c ) => [ c.amount, c.minor ] as const ) )(
		'%j -> %j',
		( amount, minor ) => {
			expect( parseMinor( amount ) ).toBe( minor );
		}
	);

	it( 'treats a missing amount as none', () => {
		expect( parseMinor( null ) ).toBeNull();
		expect( parseMinor( undefined ) ).toBeNull();
	} );
} );

describe( 'toMinorUnits', () => {
	it( 'rounds a major-unit amount to whole minor units', () => {
		expect( toMinorUnits( 129.99, 2 ) ).toBe( 12999 );
		expect( toMinorUnits( 800, 2 ) ).toBe( 80000 );
		expect( toMinorUnits( 5, 0 ) ).toBe( 5 );
	} );
} );

describe( 'currencyOf', () => {
	it( 'keeps only the currency fields of a prices object', () => {
		expect(
			currencyOf( {
				...currency( 'pln' ),
				price: '100',
			} as StoreCurrency )
		).toEqual( currency( 'pln' ) );
	} );
} );
