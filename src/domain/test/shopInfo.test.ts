import { addressLine, addressLines } from '../shopInfo';

const FULL = {
	sellerName: 'Perfumeria Łódź sp. z o.o.',
	street: 'ul. Piotrkowska 5',
	postcode: '90-001',
	city: 'Łódź',
};

describe( 'the seller address', () => {
	it( 'joins the parts staff filled in', () => {
		expect( addressLine( FULL ) ).toBe( 'ul. Piotrkowska 5, 90-001 Łódź' );
		expect( addressLines( FULL, true ) ).toEqual( [
			'Perfumeria Łódź sp. z o.o.',
			'ul. Piotrkowska 5',
			'90-001 Łódź',
		] );
	} );

	it( 'leaves empty parts out with their separators, inventing nothing', () => {
		expect( addressLine( { ...FULL, street: '' } ) ).toBe( '90-001 Łódź' );
		expect( addressLine( { ...FULL, postcode: '' } ) ).toBe(
			'ul. Piotrkowska 5, Łódź'
		);
		expect(
			addressLine( {
				sellerName: '',
				street: '',
				postcode: '',
				city: '',
			} )
		).toBe( '' );
		expect(
			addressLines(
				{ sellerName: '', street: ' ', postcode: '', city: '' },
				true
			)
		).toEqual( [] );
	} );
} );
