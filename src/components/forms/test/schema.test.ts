import { ENQUIRY_SCHEMA, LOGIN_SCHEMA, REGISTER_SCHEMA } from '../../account/AuthDialog';
import { validateEnquiry, validateLogin, validateRegister, type EnquiryForm, type LoginForm, type RegisterForm } from '../../../domain/validation';
import { schemaErrors } from '../schema';

// The forms' yup schemas say exactly what the domain validators say (messages, their order and
// comma-joining are proven by domain/test/validation.test.ts): one rule, one place.
describe( 'yup schemas made from the domain validators', () => {
	it.each< LoginForm >( [
		{ email: '', password: '' },
		{ email: 'anna', password: 'abc' },
		{ email: 'anna@example.com', password: 'abcdefgh' },
		{ email: 'anna@example.com', password: 'Haslo!2345' },
	] )( 'login %j', ( form ) => {
		expect( schemaErrors( LOGIN_SCHEMA, form ) ).toEqual( validateLogin( form ) );
	} );

	it.each< RegisterForm >( [
		{ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
		{ firstName: 'Anna', lastName: ' ', email: 'anna@', password: 'Abc!', confirmPassword: 'Abc' },
		{ firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', password: 'Haslo!2345', confirmPassword: 'Haslo!2345' },
	] )( 'registration %j', ( form ) => {
		expect( schemaErrors( REGISTER_SCHEMA, form ) ).toEqual( validateRegister( form ) );
	} );

	it.each< EnquiryForm >( [
		{ companyName: '', nip: '', street: '', city: '', postcode: '', phone: '', firstName: '', lastName: '', email: '' },
		{ companyName: 'Salon', nip: '123-456-32-18', street: 'Długa 1', city: 'Kraków', postcode: '31-14', phone: '600100200', firstName: 'Ewa', lastName: 'Lis', email: 'ewa@salon.pl' },
		{ companyName: 'Salon', nip: '526-000-12-46', street: 'Długa 1', city: 'Kraków', postcode: '31-147', phone: '600100200', firstName: 'Ewa', lastName: 'Lis', email: 'ewa@salon.pl' },
	] )( 'company enquiry %j', ( form ) => {
		expect( schemaErrors( ENQUIRY_SCHEMA, form ) ).toEqual( validateEnquiry( form ) );
	} );

	it( 'a failing form has messages to compare (the table is not vacuous)', () => {
		expect( Object.keys( schemaErrors( LOGIN_SCHEMA, { email: '', password: '' } ) ) ).toEqual( [ 'email', 'password' ] );
	} );
} );
