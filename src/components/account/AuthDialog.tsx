/**
 * The login / registration dialog (spec section 2): client-type tab (default professional) and mode
 * tab, each switch clearing the form and errors; the individual registration form; the professional
 * company enquiry form; the login form. Editing a field clears that field's error.
 */
import { useSetAtom, useStore } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addCompany, registerCustomer, type ClientType } from '../../api/accounts';
import {
	DIALOG_FALLBACK,
	ENQUIRY_SUCCESS,
	NOT_VERIFIED_CODES,
	REGISTERED_MESSAGE,
	enquiryErrorMessage,
	loginErrorMessage,
	registrationErrorMessage,
} from '../../domain/accountMessages';
import { formatNip, NIP_MAX_LENGTH, nipDigits } from '../../domain/nip';
import {
	formatPostcode,
	nipError,
	validateEnquiry,
	validateLogin,
	validateRegister,
	type EnquiryForm,
	type FieldErrors,
	type LoginForm,
	type RegisterForm,
} from '../../domain/validation';
import { dialogAtom, logIn } from '../../state/session';
import { ErrorBox, Field, SuccessBox } from './Field';
import { failureOf } from './failure';
import { Modal } from './Modal';

export const ENQUIRY_CLOSE_MS = 5000;

type Mode = 'login' | 'register';

const EMPTY_LOGIN: LoginForm = { email: '', password: '' };
const EMPTY_REGISTER: RegisterForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
const EMPTY_ENQUIRY: EnquiryForm = { companyName: '', nip: '', street: '', city: '', postcode: '', phone: '', firstName: '', lastName: '', email: '' };

function useForm< T extends object >( empty: T ) {
	const [ values, setValues ] = useState< T >( empty );
	const [ errors, setErrors ] = useState< FieldErrors< Extract< keyof T, string > > >( {} );
	const set = ( key: Extract< keyof T, string >, value: string ) => {
		setValues( ( v ) => ( { ...v, [ key ]: value } ) );
		setErrors( ( e ) => ( { ...e, [ key ]: undefined } ) );
	};
	const reset = () => {
		setValues( empty );
		setErrors( {} );
	};
	return { values, errors, set, setErrors, reset, setValues };
}

export function AuthDialog( { notice, initialEmail = '' }: { notice?: string; initialEmail?: string } ) {
	const store = useStore();
	const setDialog = useSetAtom( dialogAtom );
	const [ clientType, setClientType ] = useState< ClientType >( 'professional' );
	const [ mode, setMode ] = useState< Mode >( 'login' );
	const [ remember, setRemember ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ success, setSuccess ] = useState( notice ?? '' );
	const login = useForm< LoginForm >( { ...EMPTY_LOGIN, email: initialEmail } );
	const register = useForm< RegisterForm >( EMPTY_REGISTER );
	const enquiry = useForm< EnquiryForm >( EMPTY_ENQUIRY );
	const closeTimer = useRef< number >();
	const [ enquirySent, setEnquirySent ] = useState( false );
	const thanks = useRef< HTMLDivElement >( null );

	useEffect( () => () => window.clearTimeout( closeTimer.current ), [] );
	useEffect( () => {
		if ( enquirySent ) {
			thanks.current?.focus();
		}
	}, [ enquirySent ] );

	const close = () => setDialog( { view: 'closed' } );
	const clearAll = () => {
		login.reset();
		register.reset();
		enquiry.reset();
		setError( '' );
		setSuccess( '' );
		setEnquirySent( false );
		setRemember( false );
	};
	const switchClientType = ( next: ClientType ) => {
		setClientType( next );
		clearAll();
	};
	const switchMode = ( next: Mode ) => {
		setMode( next );
		clearAll();
	};

	const submitLogin = async ( event: FormEvent ) => {
		event.preventDefault();
		const errors = validateLogin( login.values );
		login.setErrors( errors );
		setError( '' );
		if ( Object.keys( errors ).length ) {
			return;
		}
		setBusy( true );
		const input = { email: login.values.email, password: login.values.password, remember, clientType };
		try {
			await logIn( store, input );
			close();
		} catch ( caught: unknown ) {
			const failure = failureOf( caught );
			if ( failure.code && NOT_VERIFIED_CODES.has( failure.code ) ) {
				setDialog( { view: 'verify', email: login.values.email.trim(), retry: input } );
				return;
			}
			setError( failure.status === -1 ? 'Błąd logowania' : loginErrorMessage( failure ) );
		} finally {
			setBusy( false );
		}
	};

	const submitRegister = async ( event: FormEvent ) => {
		event.preventDefault();
		const errors = validateRegister( register.values );
		register.setErrors( errors );
		setError( '' );
		if ( Object.keys( errors ).length ) {
			return;
		}
		setBusy( true );
		const email = register.values.email.trim();
		try {
			await registerCustomer( {
				email,
				password: register.values.password,
				first_name: register.values.firstName.trim(),
				last_name: register.values.lastName.trim(),
				username: email,
				meta_data: [ { key: 'client_type', value: 'individual' } ],
			} );
			setDialog( { view: 'verify', email, notice: REGISTERED_MESSAGE } );
		} catch ( caught: unknown ) {
			setError( registrationErrorMessage( failureOf( caught ) ) );
		} finally {
			setBusy( false );
		}
	};

	const submitEnquiry = async ( event: FormEvent ) => {
		event.preventDefault();
		const errors = validateEnquiry( enquiry.values );
		enquiry.setErrors( errors );
		setError( '' );
		if ( Object.keys( errors ).length ) {
			return;
		}
		setBusy( true );
		const v = enquiry.values;
		try {
			await addCompany( {
				nazwa_firmy: v.companyName.trim(),
				nip: nipDigits( v.nip ),
				adres_firmy_: `${ v.street.trim() }, ${ v.postcode.trim() } ${ v.city.trim() }`,
				telefon: v.phone.trim(),
				imię_reprezentanta: v.firstName.trim(),
				nazwisko_reprezentanta: v.lastName.trim(),
				email: v.email.trim(),
			} );
			enquiry.reset();
			setEnquirySent( true );
			closeTimer.current = window.setTimeout( close, ENQUIRY_CLOSE_MS );
		} catch ( caught: unknown ) {
			const failure = failureOf( caught );
			setError( failure.status === -1 ? DIALOG_FALLBACK : enquiryErrorMessage( failure ) );
		} finally {
			setBusy( false );
		}
	};

	const tab = ( active: boolean ) => `cs-account-tabs__tab${ active ? ' is-active' : '' }`;
	const title = mode === 'login' ? 'Logowanie' : 'Rejestracja';

	return (
		<Modal title={ title } onClose={ close } className="cs-auth-dialog">
			<div className="cs-account-tabs" role="group" aria-label="Typ klienta">
				<button type="button" className={ tab( clientType === 'individual' ) } aria-pressed={ clientType === 'individual' } onClick={ () => switchClientType( 'individual' ) }>
					Klient indywidualny
				</button>
				<button type="button" className={ tab( clientType === 'professional' ) } aria-pressed={ clientType === 'professional' } onClick={ () => switchClientType( 'professional' ) }>
					Klient profesjonalny
				</button>
			</div>
			<div className="cs-account-tabs cs-account-tabs--mode" role="group" aria-label="Tryb">
				<button type="button" className={ tab( mode === 'login' ) } aria-pressed={ mode === 'login' } onClick={ () => switchMode( 'login' ) }>
					Logowanie
				</button>
				<button type="button" className={ tab( mode === 'register' ) } aria-pressed={ mode === 'register' } onClick={ () => switchMode( 'register' ) }>
					Rejestracja
				</button>
			</div>

			{ error ? <ErrorBox message={ error } /> : null }
			{ success ? <SuccessBox message={ success } /> : null }

			{ mode === 'login' ? (
				<form className="cs-account-form" onSubmit={ submitLogin } noValidate>
					<Field label="Email" type="email" autoComplete="email" value={ login.values.email } error={ login.errors.email } onChange={ ( e ) => login.set( 'email', e.target.value ) } />
					<Field label="Hasło" type="password" toggle autoComplete="current-password" value={ login.values.password } error={ login.errors.password } onChange={ ( e ) => login.set( 'password', e.target.value ) } />
					<label className="cs-account-check">
						<input type="checkbox" checked={ remember } onChange={ ( e ) => setRemember( e.target.checked ) } /> Zapamiętaj mnie
					</label>
					<button type="submit" className="cs-button cs-button--primary cs-button--block" disabled={ busy }>
						{ busy ? 'Logowanie...' : 'Zaloguj się' }
					</button>
					<button type="button" className="cs-account-link" onClick={ () => setDialog( { view: 'reset' } ) }>
						Nie pamiętasz hasła?
					</button>
				</form>
			) : null }

			{ mode === 'register' && clientType === 'individual' ? (
				<form className="cs-account-form" onSubmit={ submitRegister } noValidate>
					<div className="cs-account-form__row">
						<Field label="Imię" autoComplete="given-name" value={ register.values.firstName } error={ register.errors.firstName } onChange={ ( e ) => register.set( 'firstName', e.target.value ) } />
						<Field label="Nazwisko" autoComplete="family-name" value={ register.values.lastName } error={ register.errors.lastName } onChange={ ( e ) => register.set( 'lastName', e.target.value ) } />
					</div>
					<Field label="Email" type="email" autoComplete="email" value={ register.values.email } error={ register.errors.email } onChange={ ( e ) => register.set( 'email', e.target.value ) } />
					<Field label="Hasło" type="password" toggle autoComplete="new-password" value={ register.values.password } error={ register.errors.password } onChange={ ( e ) => register.set( 'password', e.target.value ) } />
					<Field label="Potwierdź hasło" type="password" toggle autoComplete="new-password" value={ register.values.confirmPassword } error={ register.errors.confirmPassword } onChange={ ( e ) => register.set( 'confirmPassword', e.target.value ) } />
					<button type="submit" className="cs-button cs-button--primary cs-button--block" disabled={ busy }>
						{ busy ? 'Rejestracja...' : 'Zarejestruj się' }
					</button>
				</form>
			) : null }

			{ mode === 'register' && clientType === 'professional' && enquirySent ? (
				// In place of the form, focused: the shopper scrolled the dialog down to the button, and
				// a message above the form would be out of sight.
				<div ref={ thanks } tabIndex={ -1 } className="cs-account-thanks">
					<SuccessBox message={ ENQUIRY_SUCCESS } />
				</div>
			) : null }

			{ mode === 'register' && clientType === 'professional' && ! enquirySent ? (
				<form className="cs-account-form" onSubmit={ submitEnquiry } noValidate>
					<p className="cs-account-form__intro">Wypełnij formularz współpracy. Po weryfikacji danych firmy założymy konto profesjonalne i wyślemy link do ustawienia hasła.</p>
					<Field label="Nazwa firmy" autoComplete="organization" value={ enquiry.values.companyName } error={ enquiry.errors.companyName } onChange={ ( e ) => enquiry.set( 'companyName', e.target.value ) } />
					<Field
						label="NIP"
						inputMode="numeric"
						maxLength={ NIP_MAX_LENGTH }
						value={ enquiry.values.nip }
						error={ enquiry.errors.nip }
						onChange={ ( e ) => enquiry.set( 'nip', formatNip( e.target.value ) ) }
						onBlur={ () => enquiry.setErrors( ( errors ) => ( { ...errors, nip: nipError( enquiry.values.nip ) } ) ) }
					/>
					<Field label="Ulica" autoComplete="address-line1" value={ enquiry.values.street } error={ enquiry.errors.street } onChange={ ( e ) => enquiry.set( 'street', e.target.value ) } />
					<div className="cs-account-form__row">
						<Field label="Kod pocztowy" inputMode="numeric" maxLength={ 6 } autoComplete="postal-code" placeholder="00-000" value={ enquiry.values.postcode } error={ enquiry.errors.postcode } onChange={ ( e ) => enquiry.set( 'postcode', formatPostcode( e.target.value ) ) } />
						<Field label="Miasto" autoComplete="address-level2" value={ enquiry.values.city } error={ enquiry.errors.city } onChange={ ( e ) => enquiry.set( 'city', e.target.value ) } />
					</div>
					<Field label="Telefon" type="tel" autoComplete="tel" value={ enquiry.values.phone } error={ enquiry.errors.phone } onChange={ ( e ) => enquiry.set( 'phone', e.target.value ) } />
					<div className="cs-account-form__row">
						<Field label="Imię reprezentanta" autoComplete="given-name" value={ enquiry.values.firstName } error={ enquiry.errors.firstName } onChange={ ( e ) => enquiry.set( 'firstName', e.target.value ) } />
						<Field label="Nazwisko reprezentanta" autoComplete="family-name" value={ enquiry.values.lastName } error={ enquiry.errors.lastName } onChange={ ( e ) => enquiry.set( 'lastName', e.target.value ) } />
					</div>
					<Field label="Email" type="email" autoComplete="email" value={ enquiry.values.email } error={ enquiry.errors.email } onChange={ ( e ) => enquiry.set( 'email', e.target.value ) } />
					<button type="submit" className="cs-button cs-button--primary cs-button--block" disabled={ busy }>
						{ busy ? 'Wysyłanie...' : 'Wyślij zapytanie' }
					</button>
				</form>
			) : null }
		</Modal>
	);
}
