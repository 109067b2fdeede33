/**
 * The email verification gate of the shop, product and checkout routes (spec section 4): a logged-in
 * user whose address is not verified gets the blocking verification panel; guests pass.
 */
import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { dialogAtom, useSession } from '../../state/session';

export function VerificationGate( { children }: { children: ReactNode } ) {
	const session = useSession();
	const setDialog = useSetAtom( dialogAtom );
	const blocked =
		session.status === 'authenticated' &&
		session.user !== null &&
		! session.user.emailVerified;
	const email = session.user?.email ?? '';
	const userId = session.user?.id;
	useEffect( () => {
		if ( blocked ) {
			setDialog( { view: 'verify', email, userId } );
		}
	}, [ blocked, email, userId, setDialog ] );
	return <>{ children }</>;
}
