import {
	emailError,
	formatPostcode,
	hasSeparateShipping,
	normaliseCode,
	passwordChecklist,
	passwordError,
	postcodeError,
	validateChangePassword,
	validateEnquiry,
	validateLogin,
	validateProfile,
	emailChanged,
	validateRegister,
	validateOrderNumber,
	validateResetPassword,
	validateResetRequest,
	validateVerificationCode,
	verificationCodeError,
	type ProfileAddress,
	type ProfileForm,
} from '../validation';

const LEN = 'Hasło musi mieć co najmniej 8 znaków';
const UPPER = 'Hasło musi zawierać co najmniej jedną dużą literę';
const SPECIAL = 'Hasło musi zawierać co najmniej jeden znak specjalny';

describe( 'email', () => {
	it.each( [
		[ '', 'Email jest wymagany' ],
		[ '   ', 'Email jest wymagany' ],
		[ 'anna', 'Nieprawidłowy format adresu email' ],
		[ 'anna@', 'Nieprawidłowy format adresu email' ],
		[ 'anna@example', 'Nieprawidłowy format adresu email' ],
		[ 'an na@example.com', 'Nieprawidłowy format adresu email' ],
		[ 'anna.kowalska@example.com', undefined ],
		[ ' anna@example.pl ', undefined ],
	] )( '%j → %s', ( email, message ) =>
		expect( emailError( email ) ).toBe( message )
	);

	it( 'the reset dialog says "Adres email jest wymagany"', () => {
		expect( emailError( '', 'Adres email jest wymagany' ) ).toBe(
			'Adres email jest wymagany'
		);
	} );
} );

describe( 'password rules (joined by commas)', () => {
	it.each( [
		[ '', `${ LEN }, ${ UPPER }, ${ SPECIAL }` ],
		[ 'abc', `${ LEN }, ${ UPPER }, ${ SPECIAL }` ],
		[ 'abcdefgh', `${ UPPER }, ${ SPECIAL }` ],
		[ 'Abcdefgh', SPECIAL ],
		[ 'abcdefg!', UPPER ],
		[ 'Abc!', LEN ],
		[ 'Haslo!2345', undefined ],
		[ 'Żółwik|1', undefined ],
		...[ ...'!@#$%^&*()_+-=[]{};\':"\\|,.<>/?' ].map(
			( c ): [ string, undefined ] => [ `Abcdefg${ c }`, undefined ]
		),
	] )( '%j → %s', ( password, message ) =>
		expect( passwordError( password ) ).toBe( message )
	);

	it( 'the reset page checklist follows the rules live', () => {
		expect( passwordChecklist( 'abc' ).map( ( r ) => r.met ) ).toEqual( [
			false,
			false,
			false,
		] );
		expect(
			passwordChecklist( 'Abcdefgh!' ).map( ( r ) => r.met )
		).toEqual( [ true, true, true ] );
		expect( passwordChecklist( '' ).map( ( r ) => r.label ) ).toEqual( [
			'Co najmniej 8 znaków',
			'Co najmniej jedną dużą literę',
			'Co najmniej jeden znak specjalny',
		] );
	} );
} );

describe( 'forms', () => {
	it( 'login', () => {
		expect( validateLogin( { email: '', password: '' } ) ).toEqual( {
			email: 'Email jest wymagany',
			password: `${ LEN }, ${ UPPER }, ${ SPECIAL }`,
		} );
		expect(
			validateLogin( { email: 'a@b.pl', password: 'Haslo!2345' } )
		).toEqual( {} );
	} );

	it.each( [
		[
			{
				firstName: '',
				lastName: '',
				email: '',
				password: '',
				confirmPassword: '',
			},
			{
				firstName: 'Imię jest wymagane',
				lastName: 'Nazwisko jest wymagane',
				email: 'Email jest wymagany',
				password: `${ LEN }, ${ UPPER }, ${ SPECIAL }`,
				confirmPassword: 'Potwierdzenie hasła jest wymagane',
			},
		],
		[
			{
				firstName: 'A',
				lastName: 'B',
				email: 'a@b.pl',
				password: 'Haslo!2345',
				confirmPassword: 'Haslo!2346',
			},
			{ confirmPassword: 'Hasła nie są identyczne' },
		],
		[
			{
				firstName: 'A',
				lastName: 'B',
				email: 'a@b.pl',
				password: 'Haslo!2345',
				confirmPassword: 'Haslo!2345',
			},
			{},
		],
	] )( 'individual registration %#', ( form, errors ) =>
		expect( validateRegister( form ) ).toEqual( errors )
	);

	const enquiry = {
		companyName: 'Salon',
		nip: '701-034-51-29',
		street: 'Złota 44',
		city: 'Warszawa',
		postcode: '00-120',
		phone: '600',
		firstName: 'Kasia',
		lastName: 'Nowak',
		email: 'k@example.pl',
	};
	it.each( [
		[ {}, {} ],
		[ { nip: '701-034-51-28' }, { nip: 'Nieprawidłowy format NIP' } ],
		[ { nip: '123' }, { nip: 'Nieprawidłowy format NIP' } ],
		[ { nip: '' }, { nip: 'NIP jest wymagany' } ],
		[
			{ postcode: '00120' },
			{ postcode: 'Nieprawidłowy format kodu pocztowego (XX-XXX)' },
		],
		[ { postcode: '' }, { postcode: 'Kod pocztowy jest wymagany' } ],
		[
			{
				companyName: ' ',
				street: '',
				city: '',
				phone: '',
				firstName: '',
				lastName: '',
				email: 'x',
			},
			{
				companyName: 'Nazwa firmy jest wymagana',
				street: 'Ulica jest wymagana',
				city: 'Miasto jest wymagane',
				phone: 'Telefon jest wymagany',
				firstName: 'Imię reprezentanta jest wymagane',
				lastName: 'Nazwisko reprezentanta jest wymagane',
				email: 'Nieprawidłowy format adresu email',
			},
		],
	] )( 'company enquiry %#', ( change, errors ) =>
		expect( validateEnquiry( { ...enquiry, ...change } ) ).toEqual( errors )
	);

	it.each( [
		[ '0', '0' ],
		[ '00', '00' ],
		[ '001', '00-1' ],
		[ '00120', '00-120' ],
		[ '00-1209', '00-120' ],
		[ 'ab00x120', '00-120' ],
	] )( 'postcode %s auto-formats as %s', ( input, output ) =>
		expect( formatPostcode( input ) ).toBe( output )
	);

	it.each( [
		[ '00-120', undefined ],
		[ '0-120', 'Nieprawidłowy format kodu pocztowego (XX-XXX)' ],
	] )( 'postcode %s', ( input, message ) =>
		expect( postcodeError( input ) ).toBe( message )
	);

	it.each( [
		[
			{ currentPassword: '', newPassword: '', confirmPassword: '' },
			{
				currentPassword: 'Obecne hasło jest wymagane',
				newPassword: 'Nowe hasło jest wymagane',
				confirmPassword: 'Potwierdzenie nowego hasła jest wymagane',
			},
		],
		[
			{
				currentPassword: 'x',
				newPassword: 'Nowe!Haslo1',
				confirmPassword: 'Nowe!Haslo2',
			},
			{ confirmPassword: 'Nowe hasła nie są identyczne' },
		],
		[
			{
				currentPassword: 'x',
				newPassword: 'nowehaslo',
				confirmPassword: 'nowehaslo',
			},
			{ newPassword: `${ UPPER }, ${ SPECIAL }` },
		],
		[
			{
				currentPassword: 'x',
				newPassword: 'Nowe!Haslo1',
				confirmPassword: 'Nowe!Haslo1',
			},
			{},
		],
	] )( 'password change %#', ( form, errors ) =>
		expect( validateChangePassword( form ) ).toEqual( errors )
	);

	it.each( [
		[
			'',
			'',
			[ 'Nowe hasło jest wymagane', 'Potwierdzenie hasła jest wymagane' ],
		],
		[ 'abc', 'abd', [ LEN, UPPER, SPECIAL, 'Hasła nie są identyczne' ] ],
		[ 'Nowe!Haslo1', 'Nowe!Haslo1', [] ],
	] )(
		'reset page shows every message together: %j %j',
		( password, confirm, errors ) =>
			expect( validateResetPassword( password, confirm ) ).toEqual(
				errors
			)
	);

	it( 'verification code: non-empty, trimmed, at most 6', () => {
		expect( verificationCodeError( '  ' ) ).toBe(
			'Please enter the verification code'
		);
		expect( verificationCodeError( '123456' ) ).toBeUndefined();
		expect( normaliseCode( ' 1234567 ' ) ).toBe( '123456' );
	} );

	it.each( [
		[ '', { code: 'Please enter the verification code' } ],
		[ '123456', {} ],
	] )( 'verification code form %j', ( code, errors ) =>
		expect( validateVerificationCode( { code } ) ).toEqual( errors )
	);

	it.each( [
		[ '', { email: 'Adres email jest wymagany' } ],
		[ 'anna', { email: 'Nieprawidłowy format adresu email' } ],
		[ 'anna@example.com', {} ],
	] )( 'reset request %j', ( email, errors ) =>
		expect( validateResetRequest( { email } ) ).toEqual( errors )
	);

	it.each( [
		[ '', { number: 'Podaj numer zamówienia (same cyfry).' } ],
		[ '12a', { number: 'Podaj numer zamówienia (same cyfry).' } ],
		[ ' 123 ', {} ],
	] )( 'withdrawal order number %j', ( number, errors ) =>
		expect( validateOrderNumber( { number } ) ).toEqual( errors )
	);
} );

describe( 'profile', () => {
	const address = (
		change: Partial< ProfileAddress > = {}
	): ProfileAddress => ( {
		first_name: 'Jan',
		last_name: 'Nowak',
		company: '',
		address_1: 'Długa 1',
		address_2: '',
		city: 'Kraków',
		state: '',
		postcode: '30-001',
		country: 'PL',
		email: 'j@n.pl',
		phone: '600',
		...change,
	} );
	const form = ( change: Partial< ProfileForm > = {} ): ProfileForm => ( {
		firstName: 'Jan',
		lastName: 'Nowak',
		email: 'j@n.pl',
		customerType: 'individual',
		companyName: '',
		companyNip: '',
		billing: address(),
		separateShipping: false,
		shipping: address(),
		currentPassword: '',
		...change,
	} );

	it.each( [
		[ form(), undefined ],
		[
			form( { firstName: '', email: '' } ),
			'Imię jest wymagane, Email jest wymagany',
		],
		[
			form( { customerType: 'company' } ),
			'Nazwa firmy jest wymagana, NIP jest wymagany',
		],
		[
			form( {
				customerType: 'company',
				companyName: 'F',
				companyNip: '123-456-78-90',
			} ),
			'Nieprawidłowy numer NIP',
		],
		[
			form( {
				customerType: 'company',
				companyName: 'F',
				companyNip: '701-034-51-29',
			} ),
			undefined,
		],
		[
			form( { billing: address( { city: '', phone: '' } ) } ),
			'Miasto jest wymagane, Telefon jest wymagany',
		],
		[
			form( {
				separateShipping: true,
				shipping: address( { address_1: '', postcode: '' } ),
			} ),
			'Adres dostawy jest wymagany, Kod pocztowy (dostawa) jest wymagany',
		],
	] )( 'save rules %#', ( input, message ) =>
		expect( validateProfile( input ) ).toBe( message )
	);

	it.each( [
		[ form( { email: 'nowy@n.pl' } ), 'Obecne hasło jest wymagane' ],
		[
			form( { email: 'nowy@n.pl', firstName: '' } ),
			'Imię jest wymagane, Obecne hasło jest wymagane',
		],
		[
			form( { email: 'nowy@n.pl', currentPassword: 'Haslo!2345' } ),
			undefined,
		],
		[ form( { email: ' J@N.pl ' } ), undefined ],
		[ form( { email: '' } ), 'Email jest wymagany' ],
	] )( 'a changed e-mail needs the current password %#', ( input, message ) =>
		expect( validateProfile( input, 'j@n.pl' ) ).toBe( message )
	);

	it( 'compares addresses as the server does', () => {
		expect( emailChanged( 'Anna@Example.com', ' anna@example.com ' ) ).toBe(
			false
		);
		expect( emailChanged( 'anna@example.com', 'anna2@example.com' ) ).toBe(
			true
		);
	} );

	it.each( [
		[ address(), address(), false ],
		[ address(), address( { city: 'Gdańsk' } ), true ],
		[ address(), address( { postcode: '80-001' } ), true ],
		[ address(), address( { address_1: 'Inna 2' } ), true ],
		[ address(), address( { first_name: 'Ola' } ), false ],
		[
			address(),
			address( { address_1: '', city: '', postcode: '' } ),
			false,
		],
	] )( 'separate shipping detection %#', ( billing, shipping, separate ) =>
		expect( hasSeparateShipping( billing, shipping ) ).toBe( separate )
	);
} );
