import type { CheckoutPayload, StoreBillingAddress } from '../../api/cart';
import type { ParcelLocker } from '../../api/orders';
import { EMPTY_BILLING, type BillingForm } from '../checkout';
import {
	checkoutPayload,
	orderBilling,
	type CheckoutChoice,
} from '../checkoutPayload';

const typed: BillingForm = {
	first_name: ' Ewa ',
	last_name: 'Testowa',
	address_1: 'ul. Kwiatowa 5 ',
	city: 'Warszawa',
	postcode: ' 00-950',
	email: 'ewa@example.com ',
	phone: '600 700 800',
};

const saved: StoreBillingAddress = {
	first_name: 'Jan',
	last_name: 'Nowak',
	company: 'Salon Jana',
	address_1: 'ul. Prosta 1',
	address_2: 'lok. 4',
	city: 'Kraków',
	state: '',
	postcode: '31-147',
	country: 'PL',
	email: 'jan@example.com',
	phone: '500600700',
};

const locker: ParcelLocker = {
	name: 'WAW01M',
	address: { line1: 'ul. Marszałkowska 104', line2: '00-017 Warszawa' },
	location: { latitude: 52, longitude: 21 },
	location_description: 'Przy wejściu',
	city: 'Warszawa',
	postcode: '00-017',
};

const guest: CheckoutChoice = {
	guest: true,
	billing: typed,
	customerType: 'individual',
	company: { companyName: '', nip: '' },
	saved: undefined,
	accountEmail: undefined,
	note: 'Proszę o próbki',
	payment: 'bacs',
	paymentData: [],
	lockerRate: false,
	locker: null,
};

const loggedIn: CheckoutChoice = {
	...guest,
	guest: false,
	billing: EMPTY_BILLING,
	saved,
	accountEmail: 'konto@example.com',
};

const guestAddress = {
	first_name: 'Ewa',
	last_name: 'Testowa',
	company: '',
	address_1: 'ul. Kwiatowa 5',
	address_2: '',
	city: 'Warszawa',
	state: '',
	postcode: '00-950',
	country: 'PL',
	phone: '600 700 800',
};
const savedAddress = {
	first_name: 'Jan',
	last_name: 'Nowak',
	company: 'Salon Jana',
	address_1: 'ul. Prosta 1',
	address_2: 'lok. 4',
	city: 'Kraków',
	state: '',
	postcode: '31-147',
	country: 'PL',
	phone: '500600700',
};
const lockerData = {
	paczkomat_name: 'WAW01M',
	paczkomat_address: 'ul. Marszałkowska 104, 00-017 Warszawa',
	paczkomat_details: 'Przy wejściu',
};

function body(
	billing: CheckoutPayload[ 'shipping_address' ],
	email: string,
	extension: CheckoutPayload[ 'extensions' ][ 'cosmetics-storefront' ],
	rest: Partial< CheckoutPayload > = {}
): CheckoutPayload {
	return {
		billing_address: { ...billing, email },
		shipping_address: billing,
		customer_note: 'Proszę o próbki',
		payment_method: 'bacs',
		payment_data: [],
		extensions: { 'cosmetics-storefront': extension },
		...rest,
	};
}

describe( 'the checkout payload', () => {
	it.each< [ string, CheckoutChoice, CheckoutPayload ] >( [
		[
			'a guest, private person: the typed billing, trimmed; ships to it',
			guest,
			body( guestAddress, 'ewa@example.com', {
				customer_type: 'individual',
			} ),
		],
		[
			'a guest company: its name as the address company, name and NIP as extension data',
			{
				...guest,
				customerType: 'company',
				company: { companyName: ' Salon Ewy ', nip: '526-000-12-46' },
			},
			body(
				{ ...guestAddress, company: 'Salon Ewy' },
				'ewa@example.com',
				{
					customer_type: 'company',
					company_name: 'Salon Ewy',
					company_nip: '526-000-12-46',
				}
			),
		],
		[
			'a guest who typed company data and went back to "Osoba prywatna": no company sent',
			{
				...guest,
				company: { companyName: 'Salon Ewy', nip: '526-000-12-46' },
			},
			body( guestAddress, 'ewa@example.com', {
				customer_type: 'individual',
			} ),
		],
		[
			'a locker rate with a locker: the locker as extension data',
			{ ...guest, lockerRate: true, locker },
			body( guestAddress, 'ewa@example.com', {
				customer_type: 'individual',
				...lockerData,
			} ),
		],
		[
			'a locker rate without a locker (refused before sending): no locker data',
			{ ...guest, lockerRate: true },
			body( guestAddress, 'ewa@example.com', {
				customer_type: 'individual',
			} ),
		],
		[
			'a locker picked, then a courier rate: no locker data',
			{ ...guest, locker },
			body( guestAddress, 'ewa@example.com', {
				customer_type: 'individual',
			} ),
		],
		[
			'a company guest with a locker: both',
			{
				...guest,
				customerType: 'company',
				company: { companyName: 'Salon Ewy', nip: '5260001246' },
				lockerRate: true,
				locker,
			},
			body(
				{ ...guestAddress, company: 'Salon Ewy' },
				'ewa@example.com',
				{
					customer_type: 'company',
					company_name: 'Salon Ewy',
					company_nip: '5260001246',
					...lockerData,
				}
			),
		],
		[
			'logged in: the saved address with its second line and company, whatever the form holds',
			{ ...loggedIn, billing: typed },
			body( savedAddress, 'jan@example.com', {
				customer_type: 'individual',
			} ),
		],
		[
			'logged in, company tab state ignored: the profile decides',
			{
				...loggedIn,
				customerType: 'company',
				company: { companyName: 'X', nip: '526-000-12-46' },
			},
			body( savedAddress, 'jan@example.com', {
				customer_type: 'individual',
			} ),
		],
		[
			'logged in without a saved e-mail: the account e-mail',
			{ ...loggedIn, saved: { ...saved, email: '' } },
			body( savedAddress, 'konto@example.com', {
				customer_type: 'individual',
			} ),
		],
		[
			'a bank chosen for an online method: the payment data its gateway reads',
			{
				...guest,
				payment: 'payulistbanks',
				paymentData: [ { key: 'selected-bank', value: 'm' } ],
			},
			body(
				guestAddress,
				'ewa@example.com',
				{ customer_type: 'individual' },
				{
					payment_method: 'payulistbanks',
					payment_data: [ { key: 'selected-bank', value: 'm' } ],
				}
			),
		],
		[
			'logged in with a locker and another payment',
			{ ...loggedIn, lockerRate: true, locker, payment: 'cod', note: '' },
			body(
				savedAddress,
				'jan@example.com',
				{ customer_type: 'individual', ...lockerData },
				{ payment_method: 'cod', customer_note: '' }
			),
		],
	] )( '%s', ( _name, choice, expected ) => {
		expect( checkoutPayload( choice ) ).toEqual( expected );
	} );

	it( 'a different shipping address held by the cart is not sent: the checkout has no shipping form, the order ships to the billing address', () => {
		const payload = checkoutPayload( { ...loggedIn, saved: { ...saved } } );
		expect( payload.shipping_address ).toEqual( savedAddress );
		expect( payload.shipping_address ).not.toHaveProperty( 'email' );
	} );
} );

describe( 'the billing an order is checked against', () => {
	it.each<
		[
			string,
			boolean,
			StoreBillingAddress | undefined,
			string | undefined,
			BillingForm,
		]
	>( [
		[
			'a guest: as typed (trimmed only when sent)',
			true,
			saved,
			'konto@example.com',
			typed,
		],
		[
			'logged in: the saved data',
			false,
			saved,
			'konto@example.com',
			{
				first_name: 'Jan',
				last_name: 'Nowak',
				address_1: 'ul. Prosta 1',
				city: 'Kraków',
				postcode: '31-147',
				email: 'jan@example.com',
				phone: '500600700',
			},
		],
		[
			'logged in, no saved e-mail: the account one',
			false,
			{ ...saved, email: '' },
			'konto@example.com',
			{
				first_name: 'Jan',
				last_name: 'Nowak',
				address_1: 'ul. Prosta 1',
				city: 'Kraków',
				postcode: '31-147',
				email: 'konto@example.com',
				phone: '500600700',
			},
		],
		[
			'logged in, no cart address yet: empty (the profile is incomplete)',
			false,
			undefined,
			undefined,
			EMPTY_BILLING,
		],
	] )( '%s', ( _name, isGuest, held, accountEmail, expected ) => {
		expect( orderBilling( isGuest, typed, held, accountEmail ) ).toEqual(
			expected
		);
	} );
} );
