/**
 * The login / registration dialog (spec section 2): client-type tab (default professional) and mode
 * tab, each switch clearing the form and errors; the individual registration form; the professional
 * company enquiry form; the login form. Editing a field clears that field's error. The forms are
 * formik forms with yup schemas made from the domain's validators (components/forms).
 */
import { useSetAtom, useStore } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { addCompany, registerCustomer, type ClientType } from '../../api';
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
	type LoginForm,
	type RegisterForm,
} from '../../domain/validation';
import { dialogAtom, logIn } from '../../state/session';
import { FormField } from '../forms/FormField';
import { FormikForm } from '../forms/FormikForm';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaOf } from '../forms/schema';
import { ErrorBox, SuccessBox } from './Field';
import { failureOf } from './failure';
import { Modal } from './Modal';
import { FormikNipLookup } from '../forms/useNipLookup';

export const ENQUIRY_CLOSE_MS = 5000;

type Mode = 'login' | 'register';

const EMPTY_LOGIN: LoginForm = { email: '', password: '' };
const EMPTY_REGISTER: RegisterForm = {
	firstName: '',
	lastName: '',
	email: '',
	password: '',
	confirmPassword: '',
};
const EMPTY_ENQUIRY: EnquiryForm = {
	companyName: '',
	nip: '',
	street: '',
	city: '',
	postcode: '',
	phone: '',
	firstName: '',
	lastName: '',
	email: '',
};

/** The dialog's yup schemas: the domain validators' messages, field by field (components/forms/schema.ts). */
export const LOGIN_SCHEMA = schemaOf< LoginForm >(
	[ 'email', 'password' ],
	validateLogin
);
export const REGISTER_SCHEMA = schemaOf< RegisterForm >(
	[ 'firstName', 'lastName', 'email', 'password', 'confirmPassword' ],
	validateRegister
);
export const ENQUIRY_SCHEMA = schemaOf< EnquiryForm >(
	[
		'companyName',
		'nip',
		'street',
		'city',
		'postcode',
		'phone',
		'firstName',
		'lastName',
		'email',
	],
	validateEnquiry
);

export function AuthDialog( {
	notice,
	initialEmail = '',
}: {
	notice?: string;
	initialEmail?: string;
} ) {
	const store = useStore();
	const setDialog = useSetAtom( dialogAtom );
	const [ clientType, setClientType ] =
		useState< ClientType >( 'professional' );
	const [ mode, setMode ] = useState< Mode >( 'login' );
	const [ remember, setRemember ] = useState( false );
	const rememberId = useId();
	const [ error, setError ] = useState( '' );
	const [ success, setSuccess ] = useState( notice ?? '' );
	// A new key starts the forms afresh (a tab switch clears the form and its errors).
	const [ formKey, setFormKey ] = useState( 0 );
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
		setFormKey( ( key ) => key + 1 );
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
	const attempt = () => setError( '' );

	const submitLogin = async ( values: LoginForm ) => {
		const input = {
			email: values.email,
			password: values.password,
			remember,
			clientType,
		};
		try {
			await logIn( store, input );
			close();
		} catch ( caught: unknown ) {
			const failure = failureOf( caught );
			if ( failure.code && NOT_VERIFIED_CODES.has( failure.code ) ) {
				setDialog( {
					view: 'verify',
					email: values.email.trim(),
					retry: input,
				} );
				return;
			}
			setError(
				failure.status === -1
					? 'Błąd logowania'
					: loginErrorMessage( failure )
			);
		}
	};

	const submitRegister = async ( values: RegisterForm ) => {
		const email = values.email.trim();
		try {
			await registerCustomer( {
				email,
				password: values.password,
				first_name: values.firstName.trim(),
				last_name: values.lastName.trim(),
				username: email,
				meta_data: [ { key: 'client_type', value: 'individual' } ],
			} );
			setDialog( { view: 'verify', email, notice: REGISTERED_MESSAGE } );
		} catch ( caught: unknown ) {
			setError( registrationErrorMessage( failureOf( caught ) ) );
		}
	};

	const submitEnquiry = async ( v: EnquiryForm ) => {
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
			setEnquirySent( true );
			closeTimer.current = window.setTimeout( close, ENQUIRY_CLOSE_MS );
		} catch ( caught: unknown ) {
			const failure = failureOf( caught );
			setError(
				failure.status === -1
					? DIALOG_FALLBACK
					: enquiryErrorMessage( failure )
			);
		}
	};

	const tab = ( active: boolean ) =>
		`cs-account-tabs__tab${ active ? ' is-active' : '' }`;
	const title = mode === 'login' ? 'Logowanie' : 'Rejestracja';

	return (
		<Modal title={ title } onClose={ close } className="cs-auth-dialog">
			<div
				className="cs-account-tabs"
				role="group"
				aria-label="Typ klienta"
			>
				<button
					type="button"
					className={ tab( clientType === 'individual' ) }
					aria-pressed={ clientType === 'individual' }
					onClick={ () => switchClientType( 'individual' ) }
				>
					Klient indywidualny
				</button>
				<button
					type="button"
					className={ tab( clientType === 'professional' ) }
					aria-pressed={ clientType === 'professional' }
					onClick={ () => switchClientType( 'professional' ) }
				>
					Klient profesjonalny
				</button>
			</div>
			<div
				className="cs-account-tabs cs-account-tabs--mode"
				role="group"
				aria-label="Tryb"
			>
				<button
					type="button"
					className={ tab( mode === 'login' ) }
					aria-pressed={ mode === 'login' }
					onClick={ () => switchMode( 'login' ) }
				>
					Logowanie
				</button>
				<button
					type="button"
					className={ tab( mode === 'register' ) }
					aria-pressed={ mode === 'register' }
					onClick={ () => switchMode( 'register' ) }
				>
					Rejestracja
				</button>
			</div>

			{ error ? <ErrorBox message={ error } /> : null }
			{ success ? <SuccessBox message={ success } /> : null }

			{ mode === 'login' ? (
				<FormikForm< LoginForm >
					key={ formKey }
					initialValues={ { ...EMPTY_LOGIN, email: initialEmail } }
					schema={ LOGIN_SCHEMA }
					onAttempt={ attempt }
					onSubmit={ submitLogin }
				>
					{ () => (
						<>
							<FormField< LoginForm >
								name="email"
								label="Email"
								type="email"
								autoComplete="email"
							/>
							<FormField< LoginForm >
								name="password"
								label="Hasło"
								type="password"
								toggle
								autoComplete="current-password"
							/>
							<label
								className="cs-account-check"
								htmlFor={ rememberId }
							>
								<input
									id={ rememberId }
									type="checkbox"
									checked={ remember }
									onChange={ ( e ) =>
										setRemember( e.target.checked )
									}
								/>{ ' ' }
								Zapamiętaj mnie
							</label>
							<SubmitButton
								label="Zaloguj się"
								busyLabel="Logowanie..."
								block
							/>
							<button
								type="button"
								className="cs-account-link"
								onClick={ () => setDialog( { view: 'reset' } ) }
							>
								Nie pamiętasz hasła?
							</button>
						</>
					) }
				</FormikForm>
			) : null }

			{ mode === 'register' && clientType === 'individual' ? (
				<FormikForm< RegisterForm >
					key={ formKey }
					initialValues={ EMPTY_REGISTER }
					schema={ REGISTER_SCHEMA }
					onAttempt={ attempt }
					onSubmit={ submitRegister }
				>
					{ () => (
						<>
							<div className="cs-account-form__row">
								<FormField< RegisterForm >
									name="firstName"
									label="Imię"
									autoComplete="given-name"
								/>
								<FormField< RegisterForm >
									name="lastName"
									label="Nazwisko"
									autoComplete="family-name"
								/>
							</div>
							<FormField< RegisterForm >
								name="email"
								label="Email"
								type="email"
								autoComplete="email"
							/>
							<FormField< RegisterForm >
								name="password"
								label="Hasło"
								type="password"
								toggle
								autoComplete="new-password"
							/>
							<FormField< RegisterForm >
								name="confirmPassword"
								label="Potwierdź hasło"
								type="password"
								toggle
								autoComplete="new-password"
							/>
							<SubmitButton
								label="Zarejestruj się"
								busyLabel="Rejestracja..."
								block
							/>
						</>
					) }
				</FormikForm>
			) : null }

			{ mode === 'register' &&
			clientType === 'professional' &&
			enquirySent ? (
				// In place of the form, focused: the shopper scrolled the dialog down to the button, and
				// a message above the form would be out of sight.
				<div
					ref={ thanks }
					tabIndex={ -1 }
					className="cs-account-thanks"
				>
					<SuccessBox message={ ENQUIRY_SUCCESS } />
				</div>
			) : null }

			{ mode === 'register' &&
			clientType === 'professional' &&
			! enquirySent ? (
				<FormikForm< EnquiryForm >
					key={ formKey }
					initialValues={ EMPTY_ENQUIRY }
					schema={ ENQUIRY_SCHEMA }
					onAttempt={ attempt }
					onSubmit={ submitEnquiry }
				>
					{ () => (
						<>
							<p className="cs-account-form__intro">
								Wypełnij formularz współpracy. Po weryfikacji
								danych firmy założymy konto profesjonalne i
								wyślemy link do ustawienia hasła.
							</p>
							<FormField< EnquiryForm >
								name="companyName"
								label="Nazwa firmy"
								autoComplete="organization"
							/>
							<FormField< EnquiryForm >
								name="nip"
								label="NIP"
								inputMode="numeric"
								maxLength={ NIP_MAX_LENGTH }
								format={ formatNip }
								blurError={ ( nip ) => nipError( nip ) }
							/>
							<FormikNipLookup< EnquiryForm >
								fields={ {
									nip: 'nip',
									name: 'companyName',
									street: 'street',
									postcode: 'postcode',
									city: 'city',
								} }
							/>
							<FormField< EnquiryForm >
								name="street"
								label="Ulica"
								autoComplete="address-line1"
							/>
							<div className="cs-account-form__row">
								<FormField< EnquiryForm >
									name="postcode"
									label="Kod pocztowy"
									inputMode="numeric"
									maxLength={ 6 }
									autoComplete="postal-code"
									placeholder="00-000"
									format={ formatPostcode }
								/>
								<FormField< EnquiryForm >
									name="city"
									label="Miasto"
									autoComplete="address-level2"
								/>
							</div>
							<FormField< EnquiryForm >
								name="phone"
								label="Telefon"
								type="tel"
								autoComplete="tel"
							/>
							<div className="cs-account-form__row">
								<FormField< EnquiryForm >
									name="firstName"
									label="Imię reprezentanta"
									autoComplete="given-name"
								/>
								<FormField< EnquiryForm >
									name="lastName"
									label="Nazwisko reprezentanta"
									autoComplete="family-name"
								/>
							</div>
							<FormField< EnquiryForm >
								name="email"
								label="Email"
								type="email"
								autoComplete="email"
							/>
							<SubmitButton
								label="Wyślij zapytanie"
								busyLabel="Wysyłanie..."
								block
							/>
						</>
					) }
				</FormikForm>
			) : null }
		</Modal>
	);
}
