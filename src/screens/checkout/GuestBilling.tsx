import { useFormikContext } from 'formik';
import { FormField } from '../../components/forms/FormField';
import { FormikNipLookup } from '../../components/forms/useNipLookup';
import {
	BILLING_FIELDS,
	type BillingField,
	type CustomerType,
} from '../../domain/checkout';
import type { CheckoutFormValues } from '../../domain/checkoutForm';
import {
	formatNip,
	NIP_HINT,
	NIP_MAX_LENGTH,
	nipError,
} from '../../domain/nip';

const INPUT_TYPES: Partial<
	Record<
		BillingField,
		{ type: string; autoComplete: string; placeholder?: string }
	>
> = {
	first_name: { type: 'text', autoComplete: 'given-name' },
	last_name: { type: 'text', autoComplete: 'family-name' },
	address_1: { type: 'text', autoComplete: 'address-line1' },
	city: { type: 'text', autoComplete: 'address-level2' },
	postcode: {
		type: 'text',
		autoComplete: 'postal-code',
		placeholder: '00-000',
	},
	email: { type: 'email', autoComplete: 'email' },
	phone: { type: 'tel', autoComplete: 'tel' },
};

const TABS: Array< [ CustomerType, string ] > = [
	[ 'individual', 'Osoba prywatna' ],
	[ 'company', 'Firma' ],
];

/**
 * A guest's billing: private person or company (name and NIP, checked when left; a valid NIP fills the
 * name and address from the VAT register), then the address fields.
 */
export function GuestBilling() {
	const { values, setFieldValue } = useFormikContext< CheckoutFormValues >();
	const { customerType } = values;

	return (
		<>
			<div
				className="cs-customer-tabs"
				role="tablist"
				aria-label="Rodzaj klienta"
			>
				{ TABS.map( ( [ type, label ] ) => (
					<button
						key={ type }
						type="button"
						role="tab"
						aria-selected={ customerType === type }
						className={ `cs-tab${
							customerType === type ? ' is-active' : ''
						}` }
						onClick={ () =>
							void setFieldValue( 'customerType', type, false )
						}
					>
						{ label }
					</button>
				) ) }
			</div>
			<div className="cs-checkout__fields" role="tabpanel">
				{ customerType === 'company' ? (
					<>
						<FormField< CheckoutFormValues >
							name="companyName"
							label="Nazwa firmy"
							look="shop"
							required
							autoComplete="organization"
						/>
						<FormField< CheckoutFormValues >
							name="nip"
							label="NIP"
							look="shop"
							hint={ NIP_HINT }
							required
							inputMode="numeric"
							maxLength={ NIP_MAX_LENGTH }
							format={ formatNip }
							blurError={ ( nip ) =>
								nipError( nip ) ?? undefined
							}
						/>
						<FormikNipLookup< CheckoutFormValues >
							fields={ {
								nip: 'nip',
								name: 'companyName',
								street: 'address_1',
								postcode: 'postcode',
								city: 'city',
							} }
						/>
					</>
				) : null }
				{ BILLING_FIELDS.map( ( { name, label } ) => {
					const input = INPUT_TYPES[ name ];
					return (
						<FormField< CheckoutFormValues >
							key={ name }
							name={ name }
							label={ label }
							look="shop"
							required
							type={ input?.type ?? 'text' }
							autoComplete={ input?.autoComplete }
							placeholder={ input?.placeholder }
							pattern={
								name === 'postcode'
									? '\\d{2}-\\d{3}'
									: undefined
							}
						/>
					);
				} ) }
			</div>
		</>
	);
}
