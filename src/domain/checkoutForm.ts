/**
 * The guest's checkout form (formik's values) and the messages under its fields, from the rules in
 * checkout.ts. A module of its own: checkout.ts is in the first screen's bundle (the cart state reads
 * it), the form only in the checkout's chunk.
 */
import {
	BILLING_FIELDS,
	billingErrors,
	companyErrors,
	EMPTY_BILLING,
	type BillingField,
	type BillingForm,
	type CompanyForm,
	type CustomerType,
} from './checkout';

/** The guest's checkout form as typed: billing, the buyer type, the company data and the note. */
export type CheckoutFormValues = BillingForm &
	CompanyForm & { customerType: CustomerType; note: string };

export type CheckoutFormField = BillingField | 'companyName' | 'nip';

/** The form's checked fields, in form order (company data first, as drawn). */
export const CHECKOUT_FORM_FIELDS: ReadonlyArray< CheckoutFormField > = [
	'companyName',
	'nip',
	...BILLING_FIELDS.map( ( { name } ) => name ),
];

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
	...EMPTY_BILLING,
	customerType: 'individual',
	companyName: '',
	nip: '',
	note: '',
};

/** Field → message under each field of the guest form: billing, and the company data of a company buyer. */
export function checkoutFieldErrors(
	values: CheckoutFormValues
): Partial< Record< CheckoutFormField, string > > {
	return {
		...billingErrors( values ),
		...( values.customerType === 'company' ? companyErrors( values ) : {} ),
	};
}
