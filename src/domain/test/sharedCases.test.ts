/**
 * The rules written on both sides, against the same case files as the server's
 * (tests/php/Domain/SharedCasesTest.php, EnquiriesTest.php): password, the profile's save rules and
 * separate shipping, the Polish postcode, the parcel-locker method, the enquiry's required fields.
 */
import enquiryCases from './enquiry-cases.json';
import lockerCases from './locker-cases.json';
import passwordCases from './password-cases.json';
import postcodeCases from './postcode-cases.json';
import profileCases from './profile-cases.json';
import { isLockerRate } from '../checkout';
import {
	hasSeparateShipping,
	passwordError,
	passwordRuleErrors,
	postcodeError,
	RESET_SPECIAL_CHARACTERS,
	validateEnquiry,
	validateProfile,
	type EnquiryForm,
	type ProfileAddress,
	type ProfileForm,
} from '../validation';

describe( 'password rules (tests/php/Domain/SharedCasesTest.php reads the same cases)', () => {
	it( 'the special characters are the server’s', () =>
		expect( RESET_SPECIAL_CHARACTERS ).toBe( passwordCases.special ) );

	it.each( passwordCases.cases )( '$password', ( { password, errors } ) => {
		expect( passwordRuleErrors( password ) ).toEqual( errors );
		expect( passwordError( password ) ).toBe(
			errors.length ? errors.join( ', ' ) : undefined
		);
	} );
} );

describe( 'profile save rules', () => {
	type Change = Partial< typeof profileCases.base > & {
		billing?: Partial< ProfileAddress >;
		shipping?: Partial< ProfileAddress >;
	};
	const form = ( change: Change ): ProfileForm => {
		const merged = { ...profileCases.base, ...change };
		return {
			firstName: merged.first_name,
			lastName: merged.last_name,
			email: merged.email,
			customerType:
				merged.customer_type === 'company' ? 'company' : 'individual',
			companyName: merged.company_name,
			companyNip: merged.company_nip,
			billing: { ...profileCases.address, ...change.billing },
			separateShipping: merged.separate_shipping,
			shipping: { ...profileCases.address, ...change.shipping },
			currentPassword: '',
		};
	};

	it.each(
		profileCases.save.map(
			( c, i ) => [ i, c.change as Change, c.message ] as const
		)
	)( 'case %i', ( _i, change, message ) => {
		expect( validateProfile( form( change ) ) ).toBe(
			message ?? undefined
		);
	} );

	it.each(
		profileCases.separate_shipping.map(
			( c, i ) =>
				[
					i,
					c.shipping as Partial< ProfileAddress >,
					c.separate,
				] as const
		)
	)( 'separate shipping %i', ( _i, shipping, separate ) => {
		expect(
			hasSeparateShipping( profileCases.address, {
				...profileCases.address,
				...shipping,
			} )
		).toBe( separate );
	} );
} );

describe( 'Polish postcode', () => {
	it.each( postcodeCases.cases )( '$postcode', ( { postcode, message } ) =>
		expect( postcodeError( postcode ) ).toBe( message || undefined )
	);
} );

describe( 'parcel-locker method', () => {
	it.each( lockerCases.cases )(
		'$method_id $title',
		( { method_id: methodId, title, locker } ) => {
			expect( isLockerRate( { method_id: methodId, name: title } ) ).toBe(
				locker
			);
		}
	);
} );

describe( 'enquiry required fields', () => {
	const empty: EnquiryForm = {
		companyName: '',
		nip: '',
		street: '',
		city: '',
		postcode: '',
		phone: '',
		firstName: '',
		lastName: '',
		email: '',
	};
	it( 'an empty form names every field in the server’s words', () => {
		const expected: Partial< Record< keyof EnquiryForm, string > > = {};
		for ( const { client, message } of enquiryCases.required ) {
			if ( client ) {
				expected[ client as keyof EnquiryForm ] = message;
			}
		}
		expect( validateEnquiry( empty ) ).toEqual( expected );
	} );
} );
