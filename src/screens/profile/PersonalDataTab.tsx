/**
 * 'Dane osobowe': view mode and edit mode ('Edytuj', then 'Zapisz' or 'Anuluj', which restores the
 * last saved copy); the customer-type toggle works only in edit mode and only for individual
 * accounts (switching to private clears the company fields); a separate shipping address is detected
 * when its address, city or postcode differ from billing; the save message shows for 5 s. A new
 * e-mail address asks for the current password (the server refuses the change without it). A formik
 * form whose yup schema asks validateProfile (its one comma-joined message, shown in the error box).
 */
import { useStore } from 'jotai';
import type { FormikHelpers, FormikProps } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { getProfile, updateProfile, type Profile } from '../../api';
import { failureOf } from '../../components/account/failure';
import { ErrorBox, Field, SuccessBox } from '../../components/account/Field';
import { FormikForm } from '../../components/forms/FormikForm';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { formMessages, messagesSchemaOf } from '../../components/forms/schema';
import {
	PROFILE_SAVED,
	profileSaveErrorMessage,
} from '../../domain/accountMessages';
import { formatNip, NIP_MAX_LENGTH, nipDigits } from '../../domain/nip';
import { FormikNipLookup } from '../../components/forms/useNipLookup';
import {
	emailChanged,
	formatPostcode,
	hasSeparateShipping,
	validateProfile,
	type ProfileAddress,
	type ProfileForm,
} from '../../domain/validation';
import { updateSessionUser } from '../../state/session';

export const SAVED_MESSAGE_MS = 5000;

const COUNTRIES: Array< [ string, string ] > = [
	[ 'PL', 'Polska' ],
	[ 'DE', 'Niemcy' ],
	[ 'CZ', 'Czechy' ],
	[ 'SK', 'Słowacja' ],
	[ 'AT', 'Austria' ],
];

function meta( profile: Profile, key: string ): string {
	return profile.meta_data.find( ( item ) => item.key === key )?.value ?? '';
}

export function formFromProfile( profile: Profile ): ProfileForm {
	const company =
		meta( profile, '_customer_type' ) === 'company' ||
		profile.clientType === 'professional';
	return {
		firstName: profile.first_name,
		lastName: profile.last_name,
		email: profile.email,
		customerType: company ? 'company' : 'individual',
		companyName:
			meta( profile, '_company_name' ) ||
			( company ? profile.billing.company : '' ),
		companyNip: formatNip( meta( profile, '_company_nip' ) ),
		billing: {
			...profile.billing,
			email: profile.billing.email || profile.email,
			country: profile.billing.country || 'PL',
		},
		separateShipping: hasSeparateShipping(
			profile.billing,
			profile.shipping
		),
		shipping: {
			...profile.shipping,
			country: profile.shipping.country || 'PL',
		},
		currentPassword: '',
	};
}

type Load =
	| { status: 'loading' }
	| { status: 'error' }
	| { status: 'done'; profile: Profile };

/** The profile's yup schema: validateProfile's one message (a new address needs the current password). */
export function profileSchema( savedEmail: string ) {
	return messagesSchemaOf< ProfileForm >( ( form ) =>
		validateProfile( form, savedEmail )
	);
}

export function PersonalDataTab() {
	const [ load, setLoad ] = useState< Load >( { status: 'loading' } );

	useEffect( () => {
		getProfile().then(
			( profile ) => setLoad( { status: 'done', profile } ),
			() => setLoad( { status: 'error' } )
		);
	}, [] );

	if ( load.status === 'loading' ) {
		return <p role="status">Ładowanie danych...</p>;
	}
	if ( load.status === 'error' ) {
		return <ErrorBox message="Nie udało się załadować danych klienta" />;
	}
	return (
		<PersonalDataForm
			profile={ load.profile }
			onSaved={ ( profile ) => setLoad( { status: 'done', profile } ) }
		/>
	);
}

function PersonalDataForm( {
	profile,
	onSaved,
}: {
	profile: Profile;
	onSaved: ( profile: Profile ) => void;
} ) {
	const inputId = useId();
	const store = useStore();
	const [ editing, setEditing ] = useState( false );
	const [ serverError, setServerError ] = useState( '' );
	const [ saved, setSaved ] = useState( false );
	const timer = useRef< number >();
	const schema = useMemo(
		() => profileSchema( profile.email ),
		[ profile.email ]
	);
	const initialValues = useMemo(
		() => formFromProfile( profile ),
		[ profile ]
	);

	useEffect( () => () => window.clearTimeout( timer.current ), [] );

	const individual = profile.clientType === 'individual';

	const save = async (
		form: ProfileForm,
		{ resetForm }: FormikHelpers< ProfileForm >
	) => {
		const newEmail = emailChanged( profile.email, form.email );
		const company = form.customerType === 'company';
		const billing: ProfileAddress = {
			...form.billing,
			company: company ? form.companyName : '',
		};
		try {
			const updated = await updateProfile( {
				first_name: form.firstName.trim(),
				last_name: form.lastName.trim(),
				email: form.email.trim(),
				billing,
				shipping: form.separateShipping
					? form.shipping
					: { ...billing, email: undefined, phone: undefined },
				meta_data: [
					{ key: '_customer_type', value: form.customerType },
					{
						key: '_company_name',
						value: company ? form.companyName.trim() : '',
					},
					{
						key: '_company_nip',
						value: company ? nipDigits( form.companyNip ) : '',
					},
				],
				...( newEmail
					? { current_password: form.currentPassword }
					: {} ),
			} );
			onSaved( updated );
			resetForm( { values: formFromProfile( updated ) } );
			setEditing( false );
			setSaved( true );
			window.clearTimeout( timer.current );
			timer.current = window.setTimeout(
				() => setSaved( false ),
				SAVED_MESSAGE_MS
			);
			updateSessionUser( store, {
				firstName: updated.first_name,
				lastName: updated.last_name,
				email: updated.email,
				displayName:
					`${ updated.first_name } ${ updated.last_name }`.trim() ||
					updated.email,
				emailVerified: updated.emailVerified,
			} );
		} catch ( caught: unknown ) {
			setServerError( profileSaveErrorMessage( failureOf( caught ) ) );
		}
	};

	// Any edit clears the message (the schema's or the server's), as before formik.
	const edited = ( { setErrors }: FormikProps< ProfileForm > ) => {
		setServerError( '' );
		setErrors( {} );
	};

	return (
		<FormikForm< ProfileForm >
			initialValues={ initialValues }
			schema={ schema }
			className="cs-account-form cs-profile__data"
			onAttempt={ () => setServerError( '' ) }
			onEdit={ edited }
			onSubmit={ save }
		>
			{ ( {
				values: form,
				errors,
				setFieldValue,
				setValues,
				resetForm,
			} ) => {
				const error = serverError || formMessages( errors )[ 0 ];
				const newEmail = emailChanged( profile.email, form.email );
				const set = ( path: string, value: string | boolean ) =>
					void setFieldValue( path, value, false );
				const setType = ( type: ProfileForm[ 'customerType' ] ) => {
					void setValues(
						type === 'individual'
							? {
									...form,
									customerType: type,
									companyName: '',
									companyNip: '',
							  }
							: { ...form, customerType: type },
						false
					);
				};
				const cancel = () => {
					resetForm( { values: formFromProfile( profile ) } );
					setEditing( false );
					setServerError( '' );
				};
				const address = ( kind: 'billing' | 'shipping' ) => {
					const a = form[ kind ];
					const f = (
						label: string,
						key: keyof ProfileAddress,
						extra: Record< string, unknown > = {}
					) => (
						<Field
							label={ label }
							value={ a[ key ] ?? '' }
							disabled={ ! editing }
							onChange={ ( e ) =>
								set(
									`${ kind }.${ key }`,
									key === 'postcode'
										? formatPostcode( e.target.value )
										: e.target.value
								)
							}
							{ ...extra }
						/>
					);
					return (
						<div className="cs-profile__grid">
							{ f( 'Imię', 'first_name', {
								autoComplete: 'given-name',
							} ) }
							{ f( 'Nazwisko', 'last_name', {
								autoComplete: 'family-name',
							} ) }
							{ f( 'Adres', 'address_1', {
								autoComplete: 'address-line1',
							} ) }
							{ f( 'Adres (cd.)', 'address_2', {
								autoComplete: 'address-line2',
							} ) }
							{ f( 'Kod pocztowy', 'postcode', {
								autoComplete: 'postal-code',
								maxLength: 6,
							} ) }
							{ f( 'Miasto', 'city', {
								autoComplete: 'address-level2',
							} ) }
							<div className="cs-account-field">
								<label
									className="cs-account-field__label"
									htmlFor={ `cs-country-${ kind }` }
								>
									Kraj
								</label>
								<select
									id={ `cs-country-${ kind }` }
									className="cs-account-field__input"
									value={ a.country || 'PL' }
									disabled={ ! editing }
									onChange={ ( e ) =>
										set(
											`${ kind }.country`,
											e.target.value
										)
									}
								>
									{ COUNTRIES.map( ( [ code, name ] ) => (
										<option key={ code } value={ code }>
											{ name }
										</option>
									) ) }
								</select>
							</div>
							{ kind === 'billing'
								? f( 'Email (rozliczenie)', 'email', {
										type: 'email',
										autoComplete: 'email',
								  } )
								: null }
							{ kind === 'billing'
								? f( 'Telefon', 'phone', {
										type: 'tel',
										autoComplete: 'tel',
								  } )
								: null }
						</div>
					);
				};
				return (
					<>
						{ saved ? (
							<SuccessBox message={ PROFILE_SAVED } />
						) : null }
						{ error ? <ErrorBox message={ error } /> : null }
						<fieldset className="cs-profile__section">
							<legend>Dane konta</legend>
							<div className="cs-profile__grid">
								<Field
									label="Imię"
									value={ form.firstName }
									disabled={ ! editing }
									autoComplete="given-name"
									onChange={ ( e ) =>
										set( 'firstName', e.target.value )
									}
								/>
								<Field
									label="Nazwisko"
									value={ form.lastName }
									disabled={ ! editing }
									autoComplete="family-name"
									onChange={ ( e ) =>
										set( 'lastName', e.target.value )
									}
								/>
								<Field
									label="Email"
									type="email"
									value={ form.email }
									disabled={ ! editing }
									autoComplete="email"
									onChange={ ( e ) =>
										set( 'email', e.target.value )
									}
								/>
								{ editing && newEmail ? (
									<Field
										label="Obecne hasło"
										type="password"
										toggle
										autoComplete="current-password"
										hint="Zmiana adresu email wymaga obecnego hasła. Na nowy adres wyślemy kod weryfikacyjny."
										value={ form.currentPassword }
										onChange={ ( e ) =>
											set(
												'currentPassword',
												e.target.value
											)
										}
									/>
								) : null }
							</div>
						</fieldset>
						<fieldset className="cs-profile__section">
							<legend>Typ klienta</legend>
							<div className="cs-account-radios">
								<label htmlFor={ `${ inputId }-individual` }>
									<input
										id={ `${ inputId }-individual` }
										type="radio"
										name="cs-customer-type"
										checked={
											form.customerType === 'individual'
										}
										disabled={ ! editing || ! individual }
										onChange={ () =>
											setType( 'individual' )
										}
									/>{ ' ' }
									Osoba prywatna
								</label>
								<label htmlFor={ `${ inputId }-company` }>
									<input
										id={ `${ inputId }-company` }
										type="radio"
										name="cs-customer-type"
										checked={
											form.customerType === 'company'
										}
										disabled={ ! editing || ! individual }
										onChange={ () => setType( 'company' ) }
									/>{ ' ' }
									Firma
								</label>
							</div>
							{ ! individual ? (
								<p className="cs-account-muted">
									Konto klienta profesjonalnego. Aby zmienić
									dane firmy, skontaktuj się ze sklepem.
								</p>
							) : null }
							{ form.customerType === 'company' ? (
								<div className="cs-profile__grid">
									<Field
										label="Nazwa firmy"
										value={ form.companyName }
										disabled={ ! editing }
										onChange={ ( e ) =>
											set( 'companyName', e.target.value )
										}
									/>
									<Field
										label="NIP"
										inputMode="numeric"
										maxLength={ NIP_MAX_LENGTH }
										value={ form.companyNip }
										disabled={ ! editing }
										onChange={ ( e ) =>
											set(
												'companyNip',
												formatNip( e.target.value )
											)
										}
									/>
									<FormikNipLookup< ProfileForm >
										fields={ {
											nip: 'companyNip',
											name: 'companyName',
											street: 'billing.address_1',
											postcode: 'billing.postcode',
											city: 'billing.city',
										} }
										enabled={ editing && individual }
									/>
								</div>
							) : null }
						</fieldset>
						<fieldset className="cs-profile__section">
							<legend>Adres rozliczeniowy</legend>
							{ address( 'billing' ) }
						</fieldset>
						<fieldset className="cs-profile__section">
							<legend>Adres dostawy</legend>
							<label
								className="cs-account-check"
								htmlFor={ `${ inputId }-separate-shipping` }
							>
								<input
									id={ `${ inputId }-separate-shipping` }
									type="checkbox"
									checked={ form.separateShipping }
									disabled={ ! editing }
									onChange={ ( e ) =>
										set(
											'separateShipping',
											e.target.checked
										)
									}
								/>{ ' ' }
								Inny adres dostawy niż rozliczeniowy
							</label>
							{ form.separateShipping ? (
								address( 'shipping' )
							) : (
								<p className="cs-account-muted">
									Taki sam jak adres rozliczeniowy.
								</p>
							) }
						</fieldset>
						{ individual ? (
							<div className="cs-profile__actions">
								{ editing ? (
									<>
										<SubmitButton
											label="Zapisz"
											busyLabel="Zapisywanie..."
										/>
										<button
											type="button"
											className="cs-button"
											onClick={ cancel }
										>
											Anuluj
										</button>
									</>
								) : (
									<button
										type="button"
										className="cs-button cs-button--primary"
										onClick={ ( event ) => {
											event.preventDefault();
											setEditing( true );
											setSaved( false );
										} }
									>
										Edytuj
									</button>
								) }
							</div>
						) : null }
					</>
				);
			} }
		</FormikForm>
	);
}
