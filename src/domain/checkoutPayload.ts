/**
 * The checkout's order body (spec: "Store checkout payload"), built from what the shopper chose and
 * typed, without React: the guest's typed billing or the logged-in customer's saved one, the company
 * and NIP of a company buyer, the chosen parcel locker, the note and the payment method. The checkout
 * has no shipping form: the order ships to the billing address.
 */
import {
	EXTENSION_NAMESPACE,
	type CheckoutPayload,
	type StoreBillingAddress,
} from '../api/cart';
import type { ParcelLocker } from '../api/orders';
import type { BillingForm, CompanyForm, CustomerType } from './checkout';
import { lockerAddress } from './lockers';

/**
 * The billing the order is checked against and sent with: a guest's typed form, or a logged-in
 * customer's saved address (the cart's billing address), the e-mail falling back to the account's.
 */
export function orderBilling(
	guest: boolean,
	typed: BillingForm,
	saved: StoreBillingAddress | undefined,
	accountEmail: string | undefined
): BillingForm {
	if ( guest ) {
		return typed;
	}
	return {
		first_name: saved?.first_name ?? '',
		last_name: saved?.last_name ?? '',
		address_1: saved?.address_1 ?? '',
		city: saved?.city ?? '',
		postcode: saved?.postcode ?? '',
		email: saved?.email || accountEmail || '',
		phone: saved?.phone ?? '',
	};
}

export interface CheckoutChoice {
	guest: boolean;
	/** What the guest typed (ignored for a logged-in customer). */
	billing: BillingForm;
	customerType: CustomerType;
	company: CompanyForm;
	/** The cart's billing address: a logged-in customer's saved data. */
	saved: StoreBillingAddress | undefined;
	accountEmail: string | undefined;
	note: string;
	payment: string;
	/** What the payment method's gateway reads (a chosen bank), as the Store API's payment_data. */
	paymentData: Array< { key: string; value: string } >;
	/** Whether the chosen shipping rate is a parcel-locker one. */
	lockerRate: boolean;
	locker: ParcelLocker | null;
}

/** The Store API checkout body for the choice. */
export function checkoutPayload( choice: CheckoutChoice ): CheckoutPayload {
	const { guest, saved } = choice;
	const data = orderBilling(
		guest,
		choice.billing,
		saved,
		choice.accountEmail
	);
	const isCompany = guest && choice.customerType === 'company';
	const address = {
		first_name: data.first_name.trim(),
		last_name: data.last_name.trim(),
		company: isCompany
			? choice.company.companyName.trim()
			: saved?.company ?? '',
		address_1: data.address_1.trim(),
		address_2: guest ? '' : saved?.address_2 ?? '',
		city: data.city.trim(),
		state: '',
		postcode: data.postcode.trim(),
		country: 'PL',
		phone: data.phone.trim(),
	};
	const { locker } = choice;
	return {
		billing_address: { ...address, email: data.email.trim() },
		shipping_address: address,
		customer_note: choice.note,
		payment_method: choice.payment,
		payment_data: choice.paymentData,
		extensions: {
			[ EXTENSION_NAMESPACE ]: {
				customer_type: isCompany ? 'company' : 'individual',
				...( isCompany
					? {
							company_name: choice.company.companyName.trim(),
							company_nip: choice.company.nip,
					  }
					: {} ),
				...( choice.lockerRate && locker
					? {
							paczkomat_name: locker.name,
							paczkomat_address: lockerAddress( locker ),
							paczkomat_details: locker.location_description,
					  }
					: {} ),
			},
		},
	};
}
