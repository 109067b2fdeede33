import { formatNipInput, isValidNip, nipError } from '../nip';

/** Same cases as tests/php/Domain/NipTest.php. */
export const NIP_CASES: Array< [ string, boolean ] > = [
	[ '5260001246', true ],
	[ '526-000-12-46', true ],
	[ '1234563218', true ],
	[ '123-456-32-18', true ],
	[ '1234567890', false ],
	[ '5260001247', false ],
	[ '526000124', false ],
	[ '52600012466', false ],
	[ '526000124a', false ],
	[ '', false ],
	[ '0000000000', true ],
	// Checksum 10 is never valid.
	[ '1000000108', false ],
];

describe( 'NIP', () => {
	it.each( NIP_CASES )( '%s valid: %s', ( nip, valid ) => {
		expect( isValidNip( nip ) ).toBe( valid );
	} );

	it( 'auto-formats as XXX-XXX-XX-XX while typing, 10 digits at most', () => {
		expect( formatNipInput( '526' ) ).toBe( '526' );
		expect( formatNipInput( '5260' ) ).toBe( '526-0' );
		expect( formatNipInput( '5260001246' ) ).toBe( '526-000-12-46' );
		expect( formatNipInput( '526-000-12-4699' ) ).toBe( '526-000-12-46' );
		expect( formatNipInput( 'ab52 60' ) ).toBe( '526-0' );
	} );

	it( 'gives the spec messages', () => {
		expect( nipError( '' ) ).toBe( 'NIP jest wymagany' );
		expect( nipError( '123-456-78-90' ) ).toBe( 'Nieprawidłowy numer NIP' );
		expect( nipError( '526-000-12-46' ) ).toBeNull();
	} );
} );
