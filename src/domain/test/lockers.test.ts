import type { ParcelLocker } from '../../api/orders';
import {
	filterLockers,
	lockerAddress,
	lockersCentre,
	WARSAW,
} from '../lockers';

const locker = (
	name: string,
	city: string,
	postcode: string,
	lat = 52.2,
	lng = 21
): ParcelLocker => ( {
	name,
	address: { line1: 'ul. Testowa 1', line2: `${ postcode } ${ city }` },
	location: { latitude: lat, longitude: lng },
	location_description: '',
	city,
	postcode,
} );

const list = [
	locker( 'WAW01M', 'Warszawa', '00-017' ),
	locker( 'LOD01M', 'Łódź', '90-006', 51.7, 19.4 ),
	locker( 'KRA02A', 'Kraków', '31-154', 50, 19.9 ),
];

describe( 'locker picker rules', () => {
	it( 'searches by city (without diacritics), postcode or code', () => {
		expect( filterLockers( list, 'lodz' ).map( ( l ) => l.name ) ).toEqual(
			[ 'LOD01M' ]
		);
		expect(
			filterLockers( list, 'Kraków' ).map( ( l ) => l.name )
		).toEqual( [ 'KRA02A' ] );
		expect( filterLockers( list, '00-0' ).map( ( l ) => l.name ) ).toEqual(
			[ 'WAW01M' ]
		);
		expect( filterLockers( list, '90006' ).map( ( l ) => l.name ) ).toEqual(
			[ 'LOD01M' ]
		);
		expect( filterLockers( list, 'waw01' ).map( ( l ) => l.name ) ).toEqual(
			[ 'WAW01M' ]
		);
		expect( filterLockers( list, '' ) ).toHaveLength( 3 );
		expect( filterLockers( list, 'Gdańsk' ) ).toEqual( [] );
	} );

	it( 'centres on Warsaw by default', () => {
		expect( lockersCentre( [] ) ).toEqual( WARSAW );
		expect( lockersCentre( [ list[ 0 ]! ] ) ).toEqual( [ 52.2, 21 ] );
		expect( lockerAddress( list[ 0 ]! ) ).toBe(
			'ul. Testowa 1, 00-017 Warszawa'
		);
	} );
} );
