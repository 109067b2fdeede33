import {
	validateYupSchema,
	yupToFormErrors,
	type FormikErrors,
	type FormikValues,
} from 'formik';
import type { ObjectSchema } from 'yup';
import {
	ENQUIRY_SCHEMA,
	LOGIN_SCHEMA,
	REGISTER_SCHEMA,
} from '../../account/AuthDialog';
import { CHECKOUT_SCHEMA } from '../../../screens/checkout/useCheckout';
import { COUPON_SCHEMA } from '../../../screens/checkout/CouponBox';
import {
	checkoutFieldErrors,
	EMPTY_CHECKOUT_FORM,
	type CheckoutFormValues,
} from '../../../domain/checkoutForm';
import { couponFormErrors, type CouponForm } from '../../../domain/coupons';
import { RESET_REQUEST_SCHEMA } from '../../account/ResetRequestDialog';
import { CODE_SCHEMA } from '../../account/VerificationPanel';
import { profileSchema } from '../../../screens/profile/PersonalDataTab';
import { CHANGE_PASSWORD_SCHEMA } from '../../../screens/profile/SecurityTab';
import { RESET_PASSWORD_SCHEMA } from '../../../screens/reset-password/ResetPasswordScreen';
import { ORDER_NUMBER_SCHEMA } from '../../../screens/withdrawal/WithdrawalScreen';
import {
	validateEnquiry,
	validateLogin,
	validateRegister,
	type EnquiryForm,
	type LoginForm,
	type ProfileAddress,
	type ProfileForm,
	type RegisterForm,
} from '../../../domain/validation';
import { formMessages, schemaErrors } from '../schema';

/** What formik shows after a submit: its own path through yup ('' handed over as undefined, errors mapped back). */
function formikErrors< T extends FormikValues >(
	schema: ObjectSchema< T >,
	values: T
): FormikErrors< T > {
	try {
		void validateYupSchema( values, schema, true );
		return {};
	} catch ( error: unknown ) {
		return yupToFormErrors< T >( error );
	}
}

const LEN = 'Hasło musi mieć co najmniej 8 znaków';
const UPPER = 'Hasło musi zawierać co najmniej jedną dużą literę';
const SPECIAL = 'Hasło musi zawierać co najmniej jeden znak specjalny';

// The forms' yup schemas say exactly what the domain validators say (messages, their order and
// comma-joining are proven by domain/test/validation.test.ts): one rule, one place.
describe( 'yup schemas made from the domain validators', () => {
	it.each< LoginForm >( [
		{ email: '', password: '' },
		{ email: 'anna', password: 'abc' },
		{ email: 'anna@example.com', password: 'abcdefgh' },
		{ email: 'anna@example.com', password: 'Haslo!2345' },
	] )( 'login %j', ( form ) => {
		expect( schemaErrors( LOGIN_SCHEMA, form ) ).toEqual(
			validateLogin( form )
		);
	} );

	it.each< RegisterForm >( [
		{
			firstName: '',
			lastName: '',
			email: '',
			password: '',
			confirmPassword: '',
		},
		{
			firstName: 'Anna',
			lastName: ' ',
			email: 'anna@',
			password: 'Abc!',
			confirmPassword: 'Abc',
		},
		{
			firstName: 'Anna',
			lastName: 'Nowak',
			email: 'anna@example.com',
			password: 'Haslo!2345',
			confirmPassword: 'Haslo!2345',
		},
	] )( 'registration %j', ( form ) => {
		expect( schemaErrors( REGISTER_SCHEMA, form ) ).toEqual(
			validateRegister( form )
		);
	} );

	it.each< EnquiryForm >( [
		{
			companyName: '',
			nip: '',
			street: '',
			city: '',
			postcode: '',
			phone: '',
			firstName: '',
			lastName: '',
			email: '',
		},
		{
			companyName: 'Salon',
			nip: '123-456-32-18',
			street: 'Długa 1',
			city: 'Kraków',
			postcode: '31-14',
			phone: '600100200',
			firstName: 'Ewa',
			lastName: 'Lis',
			email: 'ewa@salon.pl',
		},
		{
			companyName: 'Salon',
			nip: '526-000-12-46',
			street: 'Długa 1',
			city: 'Kraków',
			postcode: '31-147',
			phone: '600100200',
			firstName: 'Ewa',
			lastName: 'Lis',
			email: 'ewa@salon.pl',
		},
	] )( 'company enquiry %j', ( form ) => {
		expect( schemaErrors( ENQUIRY_SCHEMA, form ) ).toEqual(
			validateEnquiry( form )
		);
	} );

	const guest: CheckoutFormValues = {
		...EMPTY_CHECKOUT_FORM,
		first_name: 'Ewa',
		last_name: 'Testowa',
		address_1: 'ul. Kwiatowa 5',
		city: 'Warszawa',
		postcode: '00-950',
		email: 'ewa@example.com',
		phone: '600700800',
	};
	it.each< CheckoutFormValues >( [
		EMPTY_CHECKOUT_FORM,
		{ ...EMPTY_CHECKOUT_FORM, customerType: 'company' },
		{ ...guest, postcode: '00950', email: 'ewa@' },
		{
			...guest,
			customerType: 'company',
			companyName: 'Salon',
			nip: '123-456-78-90',
		},
		{
			...guest,
			customerType: 'company',
			companyName: ' ',
			nip: '526-000-12-46',
		},
		{ ...guest, customerType: 'individual', companyName: '', nip: '123' },
		guest,
	] )( 'checkout %j', ( form ) => {
		expect( schemaErrors( CHECKOUT_SCHEMA, form ) ).toEqual(
			checkoutFieldErrors( form )
		);
	} );

	it.each< CouponForm >( [
		{ code: '' },
		{ code: '   ' },
		{ code: 'lato10' },
	] )( 'coupon %j', ( form ) => {
		expect( schemaErrors( COUPON_SCHEMA, form ) ).toEqual(
			couponFormErrors( form )
		);
	} );

	it( 'a failing form has messages to compare (the table is not vacuous)', () => {
		expect(
			Object.keys(
				schemaErrors( LOGIN_SCHEMA, { email: '', password: '' } )
			)
		).toEqual( [ 'email', 'password' ] );
	} );
} );

// One table per form: what is typed → the messages formik shows (the spec's texts, order, joining).
describe( 'the account forms through formik', () => {
	it.each( [
		[ '', { email: 'Adres email jest wymagany' } ],
		[ '  ', { email: 'Adres email jest wymagany' } ],
		[ 'anna@', { email: 'Nieprawidłowy format adresu email' } ],
		[ ' anna@example.com ', {} ],
	] )( 'password reset request %j', ( email, errors ) =>
		expect( formikErrors( RESET_REQUEST_SCHEMA, { email } ) ).toEqual(
			errors
		)
	);

	it.each( [
		[ '', { code: 'Please enter the verification code' } ],
		[ '   ', { code: 'Please enter the verification code' } ],
		[ ' 123456 ', {} ],
	] )( 'verification code %j', ( code, errors ) =>
		expect( formikErrors( CODE_SCHEMA, { code } ) ).toEqual( errors )
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
			{ currentPassword: 'x', newPassword: 'abc', confirmPassword: '' },
			{
				newPassword: `${ LEN }, ${ UPPER }, ${ SPECIAL }`,
				confirmPassword: 'Potwierdzenie nowego hasła jest wymagane',
			},
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
				confirmPassword: 'Nowe!Haslo2',
			},
			{ confirmPassword: 'Nowe hasła nie są identyczne' },
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
		expect( formikErrors( CHANGE_PASSWORD_SCHEMA, form ) ).toEqual( errors )
	);

	it.each( [
		[
			'',
			'',
			[ 'Nowe hasło jest wymagane', 'Potwierdzenie hasła jest wymagane' ],
		],
		[ 'abc', 'abd', [ LEN, UPPER, SPECIAL, 'Hasła nie są identyczne' ] ],
		[
			'abcdefgh',
			'',
			[ UPPER, SPECIAL, 'Potwierdzenie hasła jest wymagane' ],
		],
		[ 'Nowe!Haslo1', 'Nowe!Haslo2', [ 'Hasła nie są identyczne' ] ],
		[ 'Nowe!Haslo1', 'Nowe!Haslo1', [] ],
	] )(
		'reset page %j %j: every message, in order, one per line',
		( password, confirm, messages ) => {
			expect(
				formMessages(
					formikErrors( RESET_PASSWORD_SCHEMA, { password, confirm } )
				)
			).toEqual( messages );
		}
	);

	it.each( [
		[ '', { number: 'Podaj numer zamówienia (same cyfry).' } ],
		[ '57a', { number: 'Podaj numer zamówienia (same cyfry).' } ],
		[ '5 7', { number: 'Podaj numer zamówienia (same cyfry).' } ],
		[ '-57', { number: 'Podaj numer zamówienia (same cyfry).' } ],
		[ ' 57 ', {} ],
	] )( 'withdrawal order number %j', ( number, errors ) =>
		expect( formikErrors( ORDER_NUMBER_SCHEMA, { number } ) ).toEqual(
			errors
		)
	);

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
	const profile = ( change: Partial< ProfileForm > = {} ): ProfileForm => ( {
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
		[ profile(), [] ],
		[
			profile( { firstName: '', email: '' } ),
			[ 'Imię jest wymagane, Email jest wymagany' ],
		],
		[ profile( { email: 'nowy@n.pl' } ), [ 'Obecne hasło jest wymagane' ] ],
		[
			profile( { email: 'nowy@n.pl', currentPassword: 'Haslo!2345' } ),
			[],
		],
		[
			profile( { customerType: 'company' } ),
			[ 'Nazwa firmy jest wymagana, NIP jest wymagany' ],
		],
		[
			profile( {
				customerType: 'company',
				companyName: 'F',
				companyNip: '123-456-78-90',
			} ),
			[ 'Nieprawidłowy numer NIP' ],
		],
		[
			profile( { billing: address( { city: '', phone: undefined } ) } ),
			[ 'Miasto jest wymagane, Telefon jest wymagany' ],
		],
		[
			profile( {
				separateShipping: true,
				shipping: address( { address_1: '', postcode: '' } ),
			} ),
			[
				'Adres dostawy jest wymagany, Kod pocztowy (dostawa) jest wymagany',
			],
		],
	] )( 'profile %#: one comma-joined message', ( form, messages ) => {
		expect(
			formMessages( formikErrors( profileSchema( 'j@n.pl' ), form ) )
		).toEqual( messages );
	} );
} );
