import type { FormikHelpers } from 'formik';
import { useStore } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
	changePassword,
	deleteAccount,
	getAuthToken,
	isRemembered,
} from '../../api';
import { ErrorBox, SuccessBox } from '../../components/account/Field';
import { failureOf } from '../../components/account/failure';
import {
	CHANGE_PASSWORD_SUCCESS,
	NO_TOKEN_MESSAGE,
	changePasswordErrorMessage,
	deleteAccountErrorMessage,
} from '../../domain/accountMessages';
import { FormField } from '../../components/forms/FormField';
import { FormikForm } from '../../components/forms/FormikForm';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { schemaOf } from '../../components/forms/schema';
import {
	validateChangePassword,
	type ChangePasswordForm,
} from '../../domain/validation';
import { endSession, replaceSessionToken } from '../../state/session';

const EMPTY: ChangePasswordForm = {
	currentPassword: '',
	newPassword: '',
	confirmPassword: '',
};

export const CHANGE_PASSWORD_SCHEMA = schemaOf< ChangePasswordForm >(
	[ 'currentPassword', 'newPassword', 'confirmPassword' ],
	validateChangePassword
);

/** 'Bezpieczeństwo': change password, and delete the account after two confirmations. */
export function SecurityTab() {
	const store = useStore();
	const navigate = useNavigate();
	const [ error, setError ] = useState( '' );
	const [ success, setSuccess ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ step, setStep ] = useState< 0 | 1 | 2 >( 0 );
	const [ deleteError, setDeleteError ] = useState( '' );

	const submit = async (
		values: ChangePasswordForm,
		{ resetForm }: FormikHelpers< ChangePasswordForm >
	) => {
		if ( ! getAuthToken() ) {
			setError( NO_TOKEN_MESSAGE );
			return;
		}
		try {
			const answer = await changePassword(
				values.currentPassword,
				values.newPassword,
				isRemembered()
			);
			replaceSessionToken( answer.token );
			resetForm();
			setSuccess( CHANGE_PASSWORD_SUCCESS );
		} catch ( caught: unknown ) {
			setError( changePasswordErrorMessage( failureOf( caught ) ) );
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
			<FormikForm< ChangePasswordForm >
				initialValues={ EMPTY }
				schema={ CHANGE_PASSWORD_SCHEMA }
				className="cs-account-form cs-account-card"
				onAttempt={ () => {
					setError( '' );
					setSuccess( '' );
				} }
				onEdit={ () => setSuccess( '' ) }
				onSubmit={ submit }
			>
				{ () => (
					<>
						<h2 className="cs-account-card__title">Zmiana hasła</h2>
						{ error ? <ErrorBox message={ error } /> : null }
						{ success ? <SuccessBox message={ success } /> : null }
						<FormField< ChangePasswordForm >
							name="currentPassword"
							label="Obecne hasło"
							type="password"
							toggle
							autoComplete="current-password"
						/>
						<FormField< ChangePasswordForm >
							name="newPassword"
							label="Nowe hasło"
							type="password"
							toggle
							autoComplete="new-password"
						/>
						<FormField< ChangePasswordForm >
							name="confirmPassword"
							label="Potwierdź nowe hasło"
							type="password"
							toggle
							autoComplete="new-password"
						/>
						<SubmitButton
							label="Zmień hasło"
							busyLabel="Zmieniam hasło..."
						/>
					</>
				) }
			</FormikForm>

			<div className="cs-account-card cs-profile__danger">
				<h2 className="cs-account-card__title">Usuwanie konta</h2>
				<p>
					Usunięcie konta usuwa Twoje dane osobowe. Zamówienia
					pozostają w sklepie na potrzeby księgowości.
				</p>
				{ deleteError ? <ErrorBox message={ deleteError } /> : null }
				{ step === 0 ? (
					<button
						type="button"
						className="cs-button cs-button--danger"
						onClick={ () => setStep( 1 ) }
					>
						Usuń konto
					</button>
				) : null }
				{ step === 1 ? (
					<div
						className="cs-account-alert cs-account-alert--error"
						role="alertdialog"
						aria-label="Potwierdzenie usunięcia konta"
					>
						<p>
							Czy na pewno chcesz usunąć konto? Tej operacji nie
							można cofnąć.
						</p>
						<button
							type="button"
							className="cs-button cs-button--danger"
							onClick={ () => setStep( 2 ) }
						>
							Tak, usuń konto
						</button>{ ' ' }
						<button
							type="button"
							className="cs-button"
							onClick={ () => setStep( 0 ) }
						>
							Anuluj
						</button>
					</div>
				) : null }
				{ step === 2 ? (
					<div
						className="cs-account-alert cs-account-alert--error"
						role="alertdialog"
						aria-label="Ostatnie ostrzeżenie"
					>
						<p>
							Ostatnie ostrzeżenie: konto i wszystkie jego dane
							zostaną trwale usunięte.
						</p>
						<button
							type="button"
							className="cs-button cs-button--danger"
							onClick={ remove }
							disabled={ busy }
						>
							Usuń konto na zawsze
						</button>{ ' ' }
						<button
							type="button"
							className="cs-button"
							onClick={ () => setStep( 0 ) }
						>
							Anuluj
						</button>
					</div>
				) : null }
			</div>
		</div>
	);
}
