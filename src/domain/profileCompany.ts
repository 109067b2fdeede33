/**
 * The company of a logged-in customer as the checkout's read-only summary shows it (spec: "company
 * name and NIP if present"): the meta `_company_name` / `_company_nip`; older records keep the name in
 * the shipping company and the tax number in the shipping city, read only when that is a valid NIP.
 */
import { formatNip, isValidNip, nipDigits } from './nip';

interface ProfileLike {
	billing: { company: string };
	shipping: { company: string; city: string };
	meta_data: Array< { key: string; value: string } >;
}

export interface ProfileCompany {
	name: string;
	/** XXX-XXX-XX-XX, or '' when the customer has none. */
	nip: string;
}

function meta( profile: ProfileLike, key: string ): string {
	return (
		profile.meta_data.find( ( item ) => item.key === key )?.value ?? ''
	).trim();
}

export function profileCompany( profile: ProfileLike ): ProfileCompany | null {
	const legacyNip = isValidNip( profile.shipping.city.trim() )
		? nipDigits( profile.shipping.city )
		: '';
	const nip = nipDigits( meta( profile, '_company_nip' ) ) || legacyNip;
	const name =
		meta( profile, '_company_name' ) ||
		profile.billing.company.trim() ||
		( legacyNip ? profile.shipping.company.trim() : '' );
	if ( ! name && ! nip ) {
		return null;
	}
	return { name, nip: nip ? formatNip( nip ) : '' };
}
