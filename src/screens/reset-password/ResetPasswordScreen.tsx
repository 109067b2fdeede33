/**
 * /reset_hasla?key=…&login=… (spec section 2): the 'Zmiana hasła' card with a live checklist, show/
 * hide toggles, every message shown together, 'Zmieniam hasło...' while busy, the success screen and
 * a redirect to / after 3 s; 'Nieprawidłowy link' when key or login is missing.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/accounts';
import { Field } from '../../components/account/Field';
import { failureOf } from '../../components/account/failure';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { RESET_INVALID_LINK_TEXT, RESET_MISSING_PARAMS, resetErrorMessage } from '../../domain/accountMessages';
import { passwordChecklist, validateResetPassword } from '../../domain/validation';
import '../../styles/account-forms.css';
import '../../styles/account-pages.css';

export const RESET_REDIRECT_MS = 3000;

export function ResetPasswordScreen() {
	useDocumentTitle( 'Zmiana hasła' );
	const [ params ] = useSearchParams();
	const navigate = useNavigate();
	const key = params.get( 'key' ) ?? '';
	const login = params.get( 'login' ) ?? '';
	const [ password, setPassword ] = useState( '' );
	const [ confirm, setConfirm ] = useState( '' );
	const [ errors, setErrors ] = useState< string[] >( [] );
	const [ busy, setBusy ] = useState( false );
	const [ done, setDone ] = useState( false );

	useEffect( () => {
		if ( ! done ) {
			return;
		}
		const timer = window.setTimeout( () => navigate( '/' ), RESET_REDIRECT_MS );
		return () => window.clearTimeout( timer );
	}, [ done, navigate ] );

	if ( ! key || ! login ) {
		return (
			<section className="cs-container cs-account-page">
				<div className="cs-account-card" role="alert">
					<h1 className="cs-account-card__title">Nieprawidłowy link</h1>
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
					<h1 className="cs-account-card__title">Hasło zostało zmienione!</h1>
					<p>Za chwilę przeniesiemy Cię na stronę główną.</p>
				</div>
			</section>
		);
	}

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const found = validateResetPassword( password, confirm );
		setErrors( found );
		if ( found.length ) {
			return;
		}
		setBusy( true );
		try {
			await resetPassword( key, login, password );
			setDone( true );
		} catch ( caught: unknown ) {
			setErrors( [ resetErrorMessage( failureOf( caught ) ) ] );
		} finally {
			setBusy( false );
		}
	};

	return (
		<section className="cs-container cs-account-page">
			<form className="cs-account-card cs-account-form" onSubmit={ submit } noValidate>
				<h1 className="cs-account-card__title">Zmiana hasła</h1>
				<p>
					Konto: <strong>{ login }</strong>
				</p>
				{ errors.length ? (
					<div className="cs-account-alert cs-account-alert--error" role="alert">
						<ul>
							{ errors.map( ( message ) => (
								<li key={ message }>{ message }</li>
							) ) }
						</ul>
					</div>
				) : null }
				<Field label="Nowe hasło" type="password" toggle autoComplete="new-password" value={ password } onChange={ ( e ) => setPassword( e.target.value ) } />
				<ul className="cs-password-checklist" aria-label="Wymagania hasła">
					{ passwordChecklist( password ).map( ( rule ) => (
						<li key={ rule.label } className={ rule.met ? 'is-met' : '' }>
							<span aria-hidden="true">{ rule.met ? '✓' : '•' }</span> { rule.label }
							<span className="cs-visually-hidden">{ rule.met ? ' (spełnione)' : ' (niespełnione)' }</span>
						</li>
					) ) }
				</ul>
				<Field label="Potwierdź nowe hasło" type="password" toggle autoComplete="new-password" value={ confirm } onChange={ ( e ) => setConfirm( e.target.value ) } />
				<button type="submit" className="cs-button cs-button--primary cs-button--block" disabled={ busy }>
					{ busy ? 'Zmieniam hasło...' : 'Zmień hasło' }
				</button>
			</form>
		</section>
	);
}
