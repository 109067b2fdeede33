import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getProfile } from '../../api';
import { missingProfileFields } from '../../domain/checkout';
import {
	profileCompany,
	type ProfileCompany,
} from '../../domain/profileCompany';
import { useCartState } from '../../state/cart';
import { useSession } from '../../state/session';

/** The logged-in customer's company and NIP from the profile (the cart's address has no NIP); null until read. */
function useProfileCompany(): ProfileCompany | null | undefined {
	const [ company, setCompany ] = useState<
		ProfileCompany | null | undefined
	>( undefined );
	useEffect( () => {
		let live = true;
		getProfile().then(
			( profile ) => live && setCompany( profileCompany( profile ) ),
			() => live && setCompany( null )
		);
		return () => {
			live = false;
		};
	}, [] );
	return company;
}

/** A logged-in customer's billing: the saved data with a link to the profile, or what is missing there. */
export function ProfileSummary() {
	const session = useSession();
	const { cart } = useCartState();
	const fromProfile = useProfileCompany();
	const b = cart?.billing_address;
	const billing = {
		first_name: b?.first_name ?? '',
		last_name: b?.last_name ?? '',
		address_1: b?.address_1 ?? '',
		city: b?.city ?? '',
		postcode: b?.postcode ?? '',
		email: b?.email || session.user?.email || '',
		phone: b?.phone ?? '',
	};
	const missing = missingProfileFields( billing );
	if ( missing.length ) {
		return (
			<div
				className="cs-checkout__profile-missing"
				data-testid="profile-missing"
			>
				<p>
					<strong>Uzupełnij dane profilu</strong>
				</p>
				<p>Brakujące dane: { missing.join( ', ' ) }</p>
				<Link to="/profil" className="cs-button">
					Uzupełnij dane profilu
				</Link>
			</div>
		);
	}
	// Until (or unless) the profile answers, the cart's billing company.
	const companyName = fromProfile?.name || b?.company || '';
	const companyLine = [
		companyName,
		fromProfile?.nip ? `NIP ${ fromProfile.nip }` : '',
	]
		.filter( Boolean )
		.join( ', ' );
	return (
		<div className="cs-checkout__profile" data-testid="profile-summary">
			<p>
				{ billing.first_name } { billing.last_name }
			</p>
			<p>{ billing.address_1 }</p>
			<p>
				{ billing.postcode } { billing.city }
			</p>
			<p>{ billing.email }</p>
			<p>{ billing.phone }</p>
			{ companyLine ? (
				<p data-testid="profile-company">{ companyLine }</p>
			) : null }
			<Link to="/profil" className="cs-link">
				Edytuj dane w profilu
			</Link>
		</div>
	);
}
