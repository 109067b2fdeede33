/**
 * The account dialogs (login/registration, password reset request, email verification panel),
 * mounted once by the layout. Also runs the session's start-up check, and handles the e-mailed
 * verification link's return (?email_verified=1).
 */
import { useAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { VERIFICATION_MESSAGES } from '../../domain/accountMessages';
import { dialogAtom, logIn, markVerified, useSessionBootstrap } from '../../state/session';
import { AuthDialog } from './AuthDialog';
import { ResetRequestDialog } from './ResetRequestDialog';
import { VerificationPanel } from './VerificationPanel';

export function AccountDialogs() {
	useSessionBootstrap();
	const store = useStore();
	const [ dialog, setDialog ] = useAtom( dialogAtom );
	const location = useLocation();
	const navigate = useNavigate();

	useEffect( () => {
		const params = new URLSearchParams( location.search );
		const flag = params.get( 'email_verified' );
		if ( flag === null ) {
			return;
		}
		params.delete( 'email_verified' );
		const search = params.toString();
		navigate( { pathname: location.pathname, search: search ? `?${ search }` : '' }, { replace: true } );
		setDialog( { view: 'auth', notice: flag === '1' ? VERIFICATION_MESSAGES.verified : VERIFICATION_MESSAGES.tokenFailedPl } );
	}, [ location.search, location.pathname, navigate, setDialog ] );

	switch ( dialog.view ) {
		case 'auth':
			return <AuthDialog key={ dialog.notice ?? 'auth' } notice={ dialog.notice } initialEmail={ dialog.email } />;
		case 'reset':
			return <ResetRequestDialog />;
		case 'verify':
			return (
				<VerificationPanel
					email={ dialog.email }
					userId={ dialog.userId }
					notice={ dialog.notice }
					onVerified={ () => {
						if ( dialog.userId ) {
							markVerified( store );
							setDialog( { view: 'closed' } );
						} else if ( dialog.retry ) {
							const retry = dialog.retry;
							setDialog( { view: 'closed' } );
							logIn( store, retry ).catch( () => setDialog( { view: 'auth', email: retry.email } ) );
						} else {
							setDialog( { view: 'auth', notice: VERIFICATION_MESSAGES.verified, email: dialog.email } );
						}
					} }
				/>
			);
		default:
			return null;
	}
}
