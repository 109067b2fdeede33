/**
 * /reset_hasla?key=…&login=… (spec section 2): the 'Zmiana hasła' card with a live checklist, show/
 * hide toggles, every message shown together, 'Zmieniam hasło...' while busy, the success screen and
 * a redirect to / after 3 s; 'Nieprawidłowy link' when key or login is missing.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api';
import { failureOf } from '../../components/account/failure';
import { FormField } from '../../components/forms/FormField';
import { FormikForm } from '../../components/forms/FormikForm';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { formMessages, messagesSchemaOf } from '../../components/forms/schema';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import {
	RESET_INVALID_LINK_TEXT,
	RESET_MISSING_PARAMS,
	resetErrorMessage,
} from '../../domain/accountMessages';
import {
	passwordChecklist,
	validateResetPassword,
} from '../../domain/validation';
import '../../styles/account-forms.css';
import '../../styles/account-pages.css';

export const RESET_REDIRECT_MS = 3000;

export interface ResetPasswordForm {
	password: string;
	confirm: string;
}

/** The page's messages all together in one list (validateResetPassword's order). */
export const RESET_PASSWORD_SCHEMA = messagesSchemaOf< ResetPasswordForm >(
	( form ) => validateResetPassword( form.password, form.confirm )
);

export function ResetPasswordScreen() {
	useDocumentTitle( 'Zmiana hasła' );
	const [ params ] = useSearchParams();
	const navigate = useNavigate();
	const key = params.get( 'key' ) ?? '';
	const login = params.get( 'login' ) ?? '';
	const [ serverError, setServerError ] = useState( '' );
	const [ done, setDone ] = useState( false );

	useEffect( () => {
		if ( ! done ) {
			return;
		}
		const timer = window.setTimeout(
			() => navigate( '/' ),
			RESET_REDIRECT_MS
		);
		return () => window.clearTimeout( timer );
	}, [ done, navigate ] );

	if ( ! key || ! login ) {
		return (
			<section className="cs-container cs-account-page">
				<div className="cs-account-card" role="alert">
					<h1 className="cs-account-card__title">
						Nieprawidłowy link
					</h1>
					<p>{ RESET_INVALID_LINK_TEXT }</p>
					<p className="cs-account-muted">{ RESET_MISSING_PARAMS }</p>
					<Link to="/" className="cs-button cs-button--primary">
						Wróć do strony głównej
					</Link>
				</div>
			</section>
		);
	}

	if ( done ) {
		return (
			<section className="cs-container cs-account-page">
				<div className="cs-account-card" role="status">
					<h1 className="cs-account-card__title">
						Hasło zostało zmienione!
					</h1>
					<p>Za chwilę przeniesiemy Cię na stronę główną.</p>
				</div>
			</section>
		);
	}

	const submit = async ( { password }: ResetPasswordForm ) => {
		try {
			await resetPassword( key, login, password );
			setDone( true );
		} catch ( caught: unknown ) {
			setServerError( resetErrorMessage( failureOf( caught ) ) );
		}
	};

	return (
		<section className="cs-container cs-account-page">
			<FormikForm< ResetPasswordForm >
				initialValues={ { password: '', confirm: '' } }
				schema={ RESET_PASSWORD_SCHEMA }
				className="cs-account-card cs-account-form"
				onAttempt={ () => setServerError( '' ) }
				onSubmit={ submit }
			>
				{ ( { values, errors } ) => {
					const messages = serverError
						? [ serverError ]
						: formMessages( errors );
					return (
						<>
							<h1 className="cs-account-card__title">
								Zmiana hasła
							</h1>
							<p>
								Konto: <strong>{ login }</strong>
							</p>
							{ messages.length ? (
								<div
									className="cs-account-alert cs-account-alert--error"
									role="alert"
								>
									<ul>
										{ messages.map( ( message ) => (
											<li key={ message }>{ message }</li>
										) ) }
									</ul>
								</div>
							) : null }
							<FormField< ResetPasswordForm >
								name="password"
								label="Nowe hasło"
								type="password"
								toggle
								autoComplete="new-password"
							/>
							<ul
								className="cs-password-checklist"
								aria-label="Wymagania hasła"
							>
								{ passwordChecklist( values.password ).map(
									( rule ) => (
										<li
											key={ rule.label }
											className={
												rule.met ? 'is-met' : ''
											}
										>
											<span aria-hidden="true">
												{ rule.met ? '✓' : '•' }
											</span>{ ' ' }
											{ rule.label }
											<span className="cs-visually-hidden">
												{ rule.met
													? ' (spełnione)'
													: ' (niespełnione)' }
											</span>
										</li>
									)
								) }
							</ul>
							<FormField< ResetPasswordForm >
								name="confirm"
								label="Potwierdź nowe hasło"
								type="password"
								toggle
								autoComplete="new-password"
							/>
							<SubmitButton
								label="Zmień hasło"
								busyLabel="Zmieniam hasło..."
								block
							/>
						</>
					);
				} }
			</FormikForm>
		</section>
	);
}
