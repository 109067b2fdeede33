/** The password reset request dialog: e-mail, then success and a 60 s resend countdown. */
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { sendResetPassword } from '../../api/accounts';
import { RESET_REQUEST_SUCCESS, resetRequestErrorMessage } from '../../domain/accountMessages';
import { emailError, MESSAGES } from '../../domain/validation';
import { dialogAtom } from '../../state/session';
import { ErrorBox, Field, SuccessBox } from './Field';
import { failureOf } from './failure';
import { Modal } from './Modal';
import { useCountdown } from './useCountdown';

export function ResetRequestDialog() {
	const setDialog = useSetAtom( dialogAtom );
	const [ email, setEmail ] = useState( '' );
	const [ fieldError, setFieldError ] = useState< string | undefined >();
	const [ error, setError ] = useState( '' );
	const [ sent, setSent ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const countdown = useCountdown();

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const message = emailError( email, MESSAGES.resetEmailRequired );
		setFieldError( message );
		setError( '' );
		if ( message ) {
			return;
		}
		setBusy( true );
		try {
			await sendResetPassword( email.trim() );
			setSent( true );
			countdown.start();
		} catch ( caught: unknown ) {
			setError( resetRequestErrorMessage( failureOf( caught ) ) );
		} finally {
			setBusy( false );
		}
	};

	return (
		<Modal title="Resetowanie hasła" onClose={ () => setDialog( { view: 'closed' } ) } className="cs-reset-dialog">
			<form className="cs-account-form" onSubmit={ submit } noValidate>
				<p>Podaj adres email konta. Wyślemy link do ustawienia nowego hasła (ważny 24 godziny).</p>
				{ error ? <ErrorBox message={ error } /> : null }
				{ sent ? <SuccessBox message={ RESET_REQUEST_SUCCESS } /> : null }
				<Field
					label="Email"
					type="email"
					autoComplete="email"
					value={ email }
					error={ fieldError }
					onChange={ ( e ) => {
						setEmail( e.target.value );
						setFieldError( undefined );
					} }
				/>
				<button type="submit" className="cs-button cs-button--primary cs-button--block" disabled={ busy || countdown.remaining > 0 }>
					{ countdown.remaining > 0 ? `Wyślij ponownie (${ countdown.remaining } s)` : sent ? 'Wyślij ponownie' : 'Wyślij link' }
				</button>
				<button type="button" className="cs-account-link" onClick={ () => setDialog( { view: 'auth' } ) }>
					Wróć do logowania
				</button>
			</form>
		</Modal>
	);
}
