/**
 * The open account dialog (login/registration, password reset request, email verification panel).
 * Its own chunk with the dialogs' forms and CSS (AccountDialogs.tsx loads it when the browser is
 * idle): the first screen of the shop does not carry them.
 */
import { useSetAtom, useStore } from 'jotai';
import { VERIFICATION_MESSAGES } from '../../domain/accountMessages';
import {
	dialogAtom,
	logIn,
	markVerified,
	type DialogState,
} from '../../state/session';
import '../../styles/account-forms.css';
import { AuthDialog } from './AuthDialog';
import { ResetRequestDialog } from './ResetRequestDialog';
import { VerificationPanel } from './VerificationPanel';

export function AccountDialogView( {
	dialog,
}: {
	dialog: Exclude< DialogState, { view: 'closed' } >;
} ) {
	const store = useStore();
	const setDialog = useSetAtom( dialogAtom );
	switch ( dialog.view ) {
		case 'auth':
			return (
				<AuthDialog
					key={ dialog.notice ?? 'auth' }
					notice={ dialog.notice }
					initialEmail={ dialog.email }
				/>
			);
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
							logIn( store, retry ).catch( () =>
								setDialog( {
									view: 'auth',
									email: retry.email,
								} )
							);
						} else {
							setDialog( {
								view: 'auth',
								notice: VERIFICATION_MESSAGES.verified,
								email: dialog.email,
							} );
						}
					} }
				/>
			);
	}
}
