import { ENQUIRY_SCHEMA, LOGIN_SCHEMA, REGISTER_SCHEMA } from '../../account/AuthDialog';
import { CHECKOUT_SCHEMA } from '../../../screens/checkout/useCheckout';
import { COUPON_SCHEMA } from '../../../screens/checkout/CouponBox';
import { checkoutFieldErrors, EMPTY_CHECKOUT_FORM, type CheckoutFormValues } from '../../../domain/checkoutForm';
import { couponFormErrors, type CouponForm } from '../../../domain/coupons';
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

	const guest: CheckoutFormValues = { ...EMPTY_CHECKOUT_FORM, first_name: 'Ewa', last_name: 'Testowa', address_1: 'ul. Kwiatowa 5', city: 'Warszawa', postcode: '00-950', email: 'ewa@example.com', phone: '600700800' };
	it.each< CheckoutFormValues >( [
		EMPTY_CHECKOUT_FORM,
		{ ...EMPTY_CHECKOUT_FORM, customerType: 'company' },
		{ ...guest, postcode: '00950', email: 'ewa@' },
		{ ...guest, customerType: 'company', companyName: 'Salon', nip: '123-456-78-90' },
		{ ...guest, customerType: 'company', companyName: ' ', nip: '526-000-12-46' },
		{ ...guest, customerType: 'individual', companyName: '', nip: '123' },
		guest,
	] )( 'checkout %j', ( form ) => {
		expect( schemaErrors( CHECKOUT_SCHEMA, form ) ).toEqual( checkoutFieldErrors( form ) );
	} );

	it.each< CouponForm >( [ { code: '' }, { code: '   ' }, { code: 'lato10' } ] )( 'coupon %j', ( form ) => {
		expect( schemaErrors( COUPON_SCHEMA, form ) ).toEqual( couponFormErrors( form ) );
	} );

	it( 'a failing form has messages to compare (the table is not vacuous)', () => {
		expect( Object.keys( schemaErrors( LOGIN_SCHEMA, { email: '', password: '' } ) ) ).toEqual( [ 'email', 'password' ] );
	} );
} );
