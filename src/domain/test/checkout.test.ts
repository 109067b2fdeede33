import { rate } from '../../api/test/support/cart-fixtures';
import { checkoutFieldErrors, EMPTY_CHECKOUT_FORM } from '../checkoutForm';
import {
	billingErrors,
	checkoutErrors,
	companyErrors,
	EMPTY_BILLING,
	isLockerRate,
	isPostcode,
	missingProfileFields,
	redirectPath,
} from '../checkout';

const filled = {
	first_name: 'Jan',
	last_name: 'Nowak',
	address_1: 'ul. Prosta 1',
	city: 'Warszawa',
	postcode: '00-001',
	email: 'jan@example.com',
	phone: '500600700',
};

describe( 'checkout validation', () => {
	it( 'requires every billing field; postcode XX-XXX', () => {
		expect( Object.keys( billingErrors( EMPTY_BILLING ) ) ).toEqual( [
			'first_name',
			'last_name',
			'address_1',
			'city',
			'postcode',
			'email',
			'phone',
		] );
		expect( billingErrors( filled ) ).toEqual( {} );
		expect(
			billingErrors( { ...filled, postcode: '00001' } ).postcode
		).toBe( 'Kod pocztowy musi mieć format XX-XXX' );
		expect( isPostcode( '00-950' ) ).toBe( true );
		expect( isPostcode( '0-950' ) ).toBe( false );
	} );

	it( 'company buyers need a name and a valid NIP', () => {
		expect( companyErrors( { companyName: '', nip: '' } ) ).toEqual( {
			companyName: 'Nazwa firmy jest wymagana',
			nip: 'NIP jest wymagany',
		} );
		expect(
			companyErrors( { companyName: 'Salon', nip: '123-456-78-90' } )
		).toEqual( { nip: 'Nieprawidłowy numer NIP' } );
		expect(
			companyErrors( { companyName: 'Salon', nip: '526-000-12-46' } )
		).toEqual( {} );
	} );

	it( "the guest form's field messages: billing always, company data only for a company buyer", () => {
		expect(
			checkoutFieldErrors( { ...EMPTY_CHECKOUT_FORM, ...filled } )
		).toEqual( {} );
		expect(
			checkoutFieldErrors( {
				...EMPTY_CHECKOUT_FORM,
				...filled,
				nip: '1',
			} )
		).toEqual( {} );
		expect(
			checkoutFieldErrors( {
				...EMPTY_CHECKOUT_FORM,
				...filled,
				customerType: 'company',
			} )
		).toEqual( {
			companyName: 'Nazwa firmy jest wymagana',
			nip: 'NIP jest wymagany',
		} );
		expect(
			checkoutFieldErrors( {
				...EMPTY_CHECKOUT_FORM,
				...filled,
				postcode: '00001',
				email: 'jan@',
				customerType: 'company',
				companyName: 'Salon',
				nip: '123-456-78-90',
			} )
		).toEqual( {
			postcode: 'Kod pocztowy musi mieć format XX-XXX',
			email: 'Nieprawidłowy adres email',
			nip: 'Nieprawidłowy numer NIP',
		} );
		expect(
			Object.keys( checkoutFieldErrors( EMPTY_CHECKOUT_FORM ) )
		).toEqual( [
			'first_name',
			'last_name',
			'address_1',
			'city',
			'postcode',
			'email',
			'phone',
		] );
	} );

	it( 'knows locker rates by method id or a title with "paczkomat"', () => {
		expect(
			isLockerRate(
				rate( { method_id: 'inpost_paczkomaty', name: 'X' } )
			)
		).toBe( true );
		expect(
			isLockerRate(
				rate( {
					method_id: 'flat_rate',
					name: 'Odbiór: Paczkomat 24/7',
				} )
			)
		).toBe( true );
		expect( isLockerRate( rate() ) ).toBe( false );
		expect( isLockerRate( null ) ).toBe( false );
	} );

	it( 'lists shipping and locker messages', () => {
		const base = {
			guest: true,
			billing: filled,
			customerType: 'individual' as const,
			company: { companyName: '', nip: '' },
			needsShipping: true,
			lockerName: null,
		};
		expect( checkoutErrors( { ...base, rate: null } ) ).toEqual( [
			'Nie wybrano metody wysyłki',
		] );
		expect(
			checkoutErrors( {
				...base,
				rate: rate( { method_id: 'inpost_paczkomaty' } ),
			} )
		).toEqual( [
			'Wybierz paczkomat na mapie przed złożeniem zamówienia',
		] );
		expect(
			checkoutErrors( {
				...base,
				rate: rate( { method_id: 'inpost_paczkomaty' } ),
				lockerName: 'WAW01M',
			} )
		).toEqual( [] );
		expect(
			checkoutErrors( { ...base, customerType: 'company', rate: rate() } )
		).toEqual( [ 'Nazwa firmy jest wymagana', 'NIP jest wymagany' ] );
	} );

	it( 'names the missing profile fields', () => {
		expect(
			missingProfileFields( { ...filled, phone: ' ', city: '' } )
		).toEqual( [ 'Miasto', 'Telefon' ] );
		expect( missingProfileFields( filled ) ).toEqual( [] );
	} );

	it( 'turns the checkout redirect URL into an app path', () => {
		expect(
			redirectPath(
				`${ window.location.origin }/zamowienie/5?key=wc_order_x`
			)
		).toBe( '/zamowienie/5?key=wc_order_x' );
		expect(
			redirectPath(
				`${ window.location.origin }/shop/zamowienie/5?key=k`,
				'/shop/'
			)
		).toBe( '/zamowienie/5?key=k' );
		expect( redirectPath( 'https://bank.example/pay' ) ).toBeNull();
	} );
} );
