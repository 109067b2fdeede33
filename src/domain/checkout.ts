/**
 * Checkout form rules (spec sections 2, 3, 4, 5): billing fields, postcode, company data, shipping and
 * locker, the logged-in profile completeness, and the messages the error box lists.
 */
import type { StoreCart, StoreShippingRate } from '../api/cart';
import { NIP_MESSAGES, nipError } from './nip';
import { EMAIL_PATTERN, POSTCODE_PATTERN } from './patterns';

export const CHECKOUT_MESSAGES = {
	errorsTitle: 'Błędy w formularzu:',
	noShipping: 'Nie wybrano metody wysyłki',
	noLocker: 'Wybierz paczkomat na mapie przed złożeniem zamówienia',
	submitFailed:
		'Wystąpił błąd podczas składania zamówienia. Spróbuj ponownie.',
	postcode: 'Kod pocztowy musi mieć format XX-XXX',
	email: 'Nieprawidłowy adres email',
	shippingFailed:
		'Błąd podczas wyboru metody wysyłki. Wybrana metoda wysyłki nie została zmieniona.',
} as const;

export const LOCKER_METHOD_ID = 'inpost_paczkomaty';

export type BillingField =
	| 'first_name'
	| 'last_name'
	| 'address_1'
	| 'city'
	| 'postcode'
	| 'email'
	| 'phone';

/** Required billing fields with their labels, in form order. */
export const BILLING_FIELDS: ReadonlyArray< {
	name: BillingField;
	label: string;
} > = [
	{ name: 'first_name', label: 'Imię' },
	{ name: 'last_name', label: 'Nazwisko' },
	{ name: 'address_1', label: 'Adres' },
	{ name: 'city', label: 'Miasto' },
	{ name: 'postcode', label: 'Kod pocztowy' },
	{ name: 'email', label: 'Email' },
	{ name: 'phone', label: 'Telefon' },
];

export type BillingForm = Record< BillingField, string >;

export const EMPTY_BILLING: BillingForm = {
	first_name: '',
	last_name: '',
	address_1: '',
	city: '',
	postcode: '',
	email: '',
	phone: '',
};

export function isPostcode( value: string ): boolean {
	return POSTCODE_PATTERN.test( value.trim() );
}

export type CustomerType = 'individual' | 'company';

export interface CompanyForm {
	companyName: string;
	nip: string;
}

export function requiredMessage( label: string ): string {
	return `Pole „${ label }” jest wymagane`;
}

/** Field → message for the billing part of the guest form. */
export function billingErrors(
	billing: BillingForm
): Partial< Record< BillingField, string > > {
	const errors: Partial< Record< BillingField, string > > = {};
	for ( const { name, label } of BILLING_FIELDS ) {
		if ( billing[ name ].trim() === '' ) {
			errors[ name ] = requiredMessage( label );
		}
	}
	if ( ! errors.postcode && ! isPostcode( billing.postcode ) ) {
		errors.postcode = CHECKOUT_MESSAGES.postcode;
	}
	if ( ! errors.email && ! EMAIL_PATTERN.test( billing.email.trim() ) ) {
		errors.email = CHECKOUT_MESSAGES.email;
	}
	return errors;
}

export function companyErrors( company: CompanyForm ): {
	companyName?: string;
	nip?: string;
} {
	const errors: { companyName?: string; nip?: string } = {};
	if ( company.companyName.trim() === '' ) {
		errors.companyName = NIP_MESSAGES.companyRequired;
	}
	const nip = nipError( company.nip );
	if ( nip ) {
		errors.nip = nip;
	}
	return errors;
}

/** A parcel-locker rate: method id inpost_paczkomaty or a title containing 'paczkomat'. */
export function isLockerRate(
	rate: Pick< StoreShippingRate, 'method_id' | 'name' > | null | undefined
): boolean {
	return (
		!! rate &&
		( rate.method_id === LOCKER_METHOD_ID ||
			rate.name.toLowerCase().includes( 'paczkomat' ) )
	);
}

/** The rate the server holds as chosen (first package), or null. */
export function selectedRateId(
	cart: Pick< StoreCart, 'shipping_rates' > | null
): string | null {
	return (
		cart?.shipping_rates[ 0 ]?.shipping_rates.find(
			( rate ) => rate.selected
		)?.rate_id ?? null
	);
}

/** The labels of missing profile fields, empty when the billing data is complete. */
export function missingProfileFields(
	billing: Partial< Record< BillingField, string > >
): string[] {
	return BILLING_FIELDS.filter(
		( { name } ) => ( billing[ name ] ?? '' ).trim() === ''
	).map( ( { label } ) => label );
}

export interface CheckoutCheck {
	guest: boolean;
	billing: BillingForm;
	customerType: CustomerType;
	company: CompanyForm;
	rate: Pick< StoreShippingRate, 'method_id' | 'name' > | null;
	needsShipping: boolean;
	lockerName: string | null;
}

/** Every message of the form, in order, for the error box. */
export function checkoutErrors( input: CheckoutCheck ): string[] {
	const messages: string[] = [];
	if ( input.guest ) {
		messages.push( ...Object.values( billingErrors( input.billing ) ) );
		if ( input.customerType === 'company' ) {
			messages.push( ...Object.values( companyErrors( input.company ) ) );
		}
	} else if ( missingProfileFields( input.billing ).length ) {
		messages.push(
			`Uzupełnij dane profilu: ${ missingProfileFields(
				input.billing
			).join( ', ' ) }`
		);
	}
	if ( input.needsShipping && ! input.rate ) {
		messages.push( CHECKOUT_MESSAGES.noShipping );
	} else if (
		input.needsShipping &&
		isLockerRate( input.rate ) &&
		! input.lockerName
	) {
		messages.push( CHECKOUT_MESSAGES.noLocker );
	}
	return messages.filter( ( m ): m is string => !! m );
}

/** The in-app path of a redirect URL the checkout returned ("http://shop/zamowienie/5?key=k" → "/zamowienie/5?key=k"). */
export function redirectPath( url: string, basePath = '/' ): string | null {
	try {
		const parsed = new URL( url, window.location.origin );
		if ( parsed.origin !== window.location.origin ) {
			return null;
		}
		const base = basePath.endsWith( '/' )
			? basePath.slice( 0, -1 )
			: basePath;
		const path =
			base && parsed.pathname.startsWith( base )
				? parsed.pathname.slice( base.length ) || '/'
				: parsed.pathname;
		return path + parsed.search;
	} catch {
		return null;
	}
}
