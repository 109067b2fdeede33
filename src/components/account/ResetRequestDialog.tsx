/** The password reset request dialog: e-mail, then success and a 60 s resend countdown. */
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { sendResetPassword } from '../../api';
import {
	RESET_REQUEST_SUCCESS,
	resetRequestErrorMessage,
} from '../../domain/accountMessages';
import {
	validateResetRequest,
	type ResetRequestForm,
} from '../../domain/validation';
import { dialogAtom } from '../../state/session';
import { FormField } from '../forms/FormField';
import { FormikForm } from '../forms/FormikForm';
import { schemaOf } from '../forms/schema';
import { ErrorBox, SuccessBox } from './Field';
import { failureOf } from './failure';
import { Modal } from './Modal';
import { useCountdown } from './useCountdown';

export const RESET_REQUEST_SCHEMA = schemaOf< ResetRequestForm >(
	[ 'email' ],
	validateResetRequest
);

/** The send button: the cooldown's seconds, then "send again" once a link went out. */
function sendLabel( remaining: number, sent: boolean ): string {
	if ( remaining > 0 ) {
		return `Wyślij ponownie (${ remaining } s)`;
	}
	return sent ? 'Wyślij ponownie' : 'Wyślij link';
}

export function ResetRequestDialog() {
	const setDialog = useSetAtom( dialogAtom );
	const [ error, setError ] = useState( '' );
	const [ sent, setSent ] = useState( false );
	const countdown = useCountdown();

	const submit = async ( values: ResetRequestForm ) => {
		try {
			await sendResetPassword( values.email.trim() );
			setSent( true );
			countdown.start();
		} catch ( caught: unknown ) {
			setError( resetRequestErrorMessage( failureOf( caught ) ) );
		}
	};

	return (
		<Modal
			title="Resetowanie hasła"
			onClose={ () => setDialog( { view: 'closed' } ) }
			className="cs-reset-dialog"
		>
			<FormikForm< ResetRequestForm >
				initialValues={ { email: '' } }
				schema={ RESET_REQUEST_SCHEMA }
				onAttempt={ () => setError( '' ) }
				onSubmit={ submit }
			>
				{ ( { isSubmitting } ) => (
					<>
						<p>
							Podaj adres email konta. Wyślemy link do ustawienia
							nowego hasła (ważny 24 godziny).
						</p>
						{ error ? <ErrorBox message={ error } /> : null }
						{ sent ? (
							<SuccessBox message={ RESET_REQUEST_SUCCESS } />
						) : null }
						<FormField< ResetRequestForm >
							name="email"
							label="Email"
							type="email"
							autoComplete="email"
						/>
						<button
							type="submit"
							className="cs-button cs-button--primary cs-button--block"
							disabled={ isSubmitting || countdown.remaining > 0 }
						>
							{ sendLabel( countdown.remaining, sent ) }
						</button>
						<button
							type="button"
							className="cs-account-link"
							onClick={ () => setDialog( { view: 'auth' } ) }
						>
							Wróć do logowania
						</button>
					</>
				) }
			</FormikForm>
		</Modal>
	);
}
