import { useStore } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { changePassword, deleteAccount } from '../../api/accounts';
import { getAuthToken, isRemembered } from '../../api/tokens';
import { ErrorBox, Field, SuccessBox } from '../../components/account/Field';
import { failureOf } from '../../components/account/failure';
import { CHANGE_PASSWORD_SUCCESS, NO_TOKEN_MESSAGE, changePasswordErrorMessage, deleteAccountErrorMessage } from '../../domain/accountMessages';
import { validateChangePassword, type ChangePasswordForm, type FieldErrors } from '../../domain/validation';
import { endSession, replaceSessionToken } from '../../state/session';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Bezpieczeństwo': change password, and delete the account after two confirmations. */
export function SecurityTab() {
	const store = useStore();
	const navigate = useNavigate();
	const [ form, setForm ] = useState( EMPTY );
	const [ errors, setErrors ] = useState< FieldErrors< keyof ChangePasswordForm > >( {} );
	const [ error, setError ] = useState( '' );
	const [ success, setSuccess ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ step, setStep ] = useState< 0 | 1 | 2 >( 0 );
	const [ deleteError, setDeleteError ] = useState( '' );

	const set = ( key: keyof ChangePasswordForm, value: string ) => {
		setForm( ( f ) => ( { ...f, [ key ]: value } ) );
		setErrors( ( e ) => ( { ...e, [ key ]: undefined } ) );
		setSuccess( '' );
	};

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const found = validateChangePassword( form );
		setErrors( found );
		setError( '' );
		setSuccess( '' );
		if ( Object.keys( found ).length ) {
			return;
		}
		if ( ! getAuthToken() ) {
			setError( NO_TOKEN_MESSAGE );
			return;
		}
		setBusy( true );
		try {
			const answer = await changePassword( form.currentPassword, form.newPassword, isRemembered() );
			replaceSessionToken( answer.token );
			setForm( EMPTY );
			setSuccess( CHANGE_PASSWORD_SUCCESS );
		} catch ( caught: unknown ) {
			setError( changePasswordErrorMessage( failureOf( caught ) ) );
		} finally {
			setBusy( false );
		}
	};

	const remove = async () => {
		setBusy( true );
		setDeleteError( '' );
		try {
			await deleteAccount();
			endSession( store );
			navigate( '/' );
		} catch ( caught: unknown ) {
			setDeleteError( deleteAccountErrorMessage( failureOf( caught ) ) );
			setStep( 0 );
		} finally {
			setBusy( false );
		}
	};

	return (
		<div className="cs-profile__security">
			<form className="cs-account-form cs-account-card" onSubmit={ submit } noValidate>
				<h2 className="cs-account-card__title">Zmiana hasła</h2>
				{ error ? <ErrorBox message={ error } /> : null }
				{ success ? <SuccessBox message={ success } /> : null }
				<Field label="Obecne hasło" type="password" toggle autoComplete="current-password" value={ form.currentPassword } error={ errors.currentPassword } onChange={ ( e ) => set( 'currentPassword', e.target.value ) } />
				<Field label="Nowe hasło" type="password" toggle autoComplete="new-password" value={ form.newPassword } error={ errors.newPassword } onChange={ ( e ) => set( 'newPassword', e.target.value ) } />
				<Field label="Potwierdź nowe hasło" type="password" toggle autoComplete="new-password" value={ form.confirmPassword } error={ errors.confirmPassword } onChange={ ( e ) => set( 'confirmPassword', e.target.value ) } />
				<button type="submit" className="cs-button cs-button--primary" disabled={ busy }>
					{ busy ? 'Zmieniam hasło...' : 'Zmień hasło' }
				</button>
			</form>

			<div className="cs-account-card cs-profile__danger">
				<h2 className="cs-account-card__title">Usuwanie konta</h2>
				<p>Usunięcie konta usuwa Twoje dane osobowe. Zamówienia pozostają w sklepie na potrzeby księgowości.</p>
				{ deleteError ? <ErrorBox message={ deleteError } /> : null }
				{ step === 0 ? (
					<button type="button" className="cs-button cs-button--danger" onClick={ () => setStep( 1 ) }>
						Usuń konto
					</button>
				) : null }
				{ step === 1 ? (
					<div className="cs-account-alert cs-account-alert--error" role="alertdialog" aria-label="Potwierdzenie usunięcia konta">
						<p>Czy na pewno chcesz usunąć konto? Tej operacji nie można cofnąć.</p>
						<button type="button" className="cs-button cs-button--danger" onClick={ () => setStep( 2 ) }>
							Tak, usuń konto
						</button>{ ' ' }
						<button type="button" className="cs-button" onClick={ () => setStep( 0 ) }>
							Anuluj
						</button>
					</div>
				) : null }
				{ step === 2 ? (
					<div className="cs-account-alert cs-account-alert--error" role="alertdialog" aria-label="Ostatnie ostrzeżenie">
						<p>Ostatnie ostrzeżenie: konto i wszystkie jego dane zostaną trwale usunięte.</p>
						<button type="button" className="cs-button cs-button--danger" onClick={ remove } disabled={ busy }>
							Usuń konto na zawsze
						</button>{ ' ' }
						<button type="button" className="cs-button" onClick={ () => setStep( 0 ) }>
							Anuluj
						</button>
					</div>
				) : null }
			</div>
		</div>
	);
}
