import { useAtom, useStore } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { getProfile } from '../../api/accounts';
import { EXTENSION_NAMESPACE, placeOrder, type CheckoutPayload, type StoreShippingRate } from '../../api/cart';
import { isApiError } from '../../api/errors';
import type { ParcelLocker } from '../../api/orders';
import { SummaryList } from '../../components/MoneySummary';
import { SafeHtml } from '../../components/SafeHtml';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { getConfig } from '../../config';
import { cartLines, cartTotals, rateCost, rateCostBeforeDiscount } from '../../domain/cart';
import {
	BILLING_FIELDS,
	billingErrors,
	CHECKOUT_MESSAGES,
	checkoutErrors,
	companyErrors,
	EMPTY_BILLING,
	isLockerRate,
	missingProfileFields,
	redirectPath,
	type BillingField,
	type BillingForm,
	type CompanyForm,
	type CustomerType,
} from '../../domain/checkout';
import { LOCKER_TEXTS, lockerAddress } from '../../domain/lockers';
import { formatMoney } from '../../domain/money';
import { formatNip, NIP_HINT, NIP_MAX_LENGTH, nipError } from '../../domain/nip';
import { profileCompany, type ProfileCompany } from '../../domain/profileCompany';
import { decodeEntities } from '../../domain/text';
import { cartStateAtom, useCartActions, useCartState } from '../../state/cart';
import { lastOrderAtom } from '../../state/order';
import { useSession } from '../../state/session';
import { CouponBox } from './CouponBox';
import { LockerPicker } from './LockerPicker';
import '../../styles/checkout.css';

const SUCCESS_DELAY_MS = 1200;

/**
 * The checkout's back link and title, the same while the cart loads and with the form (the server's
 * markup draws them too: ServerMarkup::checkout_heading), so the title is painted once, first.
 */
function CheckoutHeading() {
	return (
		<>
			<Link to="/sklep" className="cs-link cs-checkout__back">
				Powrót do sklepu
			</Link>
			<h1>Zamówienie</h1>
		</>
	);
}

/** /checkout: guest or logged-in billing, shipping with parcel lockers, payment, coupon, summary, order. */
export function CheckoutScreen() {
	useDocumentTitle( 'Zamówienie' );
	const session = useSession();
	const { cart, loaded } = useCartState();
	const [ lastOrder ] = useAtom( lastOrderAtom );

	if ( lastOrder ) {
		return <CheckoutSuccess number={ lastOrder.order_number } redirectUrl={ lastOrder.payment_result.redirect_url } />;
	}
	if ( session.status === 'loading' || ! loaded ) {
		return (
			<div className="cs-container cs-checkout">
				<CheckoutHeading />
				{ /* The room of the form to come: the footer stays below the first screen. */ }
				<div className="cs-screen-loading" role="status">
					Ładowanie...
				</div>
			</div>
		);
	}
	if ( ! cart || cart.items.length === 0 ) {
		return <Navigate to="/sklep" replace />;
	}
	return <CheckoutForm />;
}

function CheckoutSuccess( { number, redirectUrl }: { number: string; redirectUrl: string } ) {
	const navigate = useNavigate();
	const [ , setLastOrder ] = useAtom( lastOrderAtom );
	useEffect( () => {
		const path = redirectPath( redirectUrl, getConfig().basePath );
		// lastOrder stays set until the order page has mounted (it clears it): clearing it here first
		// would let this screen see an empty cart and redirect to /sklep instead.
		const timer = setTimeout( () => {
			if ( path ) {
				navigate( path, { replace: true } );
			} else {
				window.location.replace( redirectUrl );
			}
		}, SUCCESS_DELAY_MS );
		return () => clearTimeout( timer );
	}, [ redirectUrl, navigate, setLastOrder ] );
	return (
		<section className="cs-container cs-checkout cs-checkout__success" aria-labelledby="cs-order-placed">
			<h1 id="cs-order-placed">Zamówienie złożone!</h1>
			<p>
				Numer zamówienia: <strong>{ number }</strong>
			</p>
			<Link to="/sklep" className="cs-button cs-button--primary" onClick={ () => setLastOrder( null ) }>
				Kontynuuj zakupy
			</Link>
		</section>
	);
}

function CheckoutForm() {
	const session = useSession();
	const guest = session.status !== 'authenticated';
	const { cart, loading } = useCartState();
	const actions = useCartActions();
	const [ , setLastOrder ] = useAtom( lastOrderAtom );

	const [ customerType, setCustomerType ] = useState< CustomerType >( 'individual' );
	const [ billing, setBilling ] = useState< BillingForm >( EMPTY_BILLING );
	const [ company, setCompany ] = useState< CompanyForm >( { companyName: '', nip: '' } );
	const [ fieldErrors, setFieldErrors ] = useState< Partial< Record< BillingField | 'companyName' | 'nip', string > > >( {} );
	const [ note, setNote ] = useState( '' );
	const [ payment, setPayment ] = useState( 'bacs' );
	const [ locker, setLocker ] = useState< ParcelLocker | null >( null );
	const [ pickerOpen, setPickerOpen ] = useState( false );
	const [ errors, setErrors ] = useState< string[] >( [] );
	const [ busy, setBusy ] = useState( false );
	const submitting = useRef( false );
	const pickerButton = useRef< HTMLButtonElement >( null );
	const errorBox = useRef< HTMLDivElement >( null );

	const pkg = cart?.shipping_rates[ 0 ];
	const rates = pkg?.shipping_rates ?? [];
	// The shopper's choice shows at once; the server's answer (the new cart) follows.
	const [ chosenRateId, setChosenRateId ] = useState< string | null >( null );
	const [ shippingError, setShippingError ] = useState( '' );
	const rateAttempt = useRef( 0 );
	const store = useStore();
	const selectedRate = rates.find( ( rate ) => rate.rate_id === chosenRateId ) ?? rates.find( ( rate ) => rate.selected ) ?? null;
	const lockerRate = isLockerRate( selectedRate );
	const extension = cart?.extensions[ EXTENSION_NAMESPACE ];
	const methods = ( extension?.payment_methods ?? [] ).filter( ( m ) => ! cart || cart.payment_methods.includes( m.id ) );
	const profileBilling = cart?.billing_address;

	useEffect( () => {
		const first = methods[ 0 ];
		if ( first && ! methods.some( ( m ) => m.id === payment ) ) {
			setPayment( first.id );
		}
	}, [ methods, payment ] );

	// The cart's billing address (a returning customer's saved data) fills an untouched form once.
	const prefilled = useRef( false );
	useEffect( () => {
		if ( prefilled.current || ! profileBilling ) {
			return;
		}
		prefilled.current = true;
		const saved: BillingForm = {
			first_name: profileBilling.first_name,
			last_name: profileBilling.last_name,
			address_1: profileBilling.address_1,
			city: profileBilling.city,
			postcode: profileBilling.postcode,
			email: profileBilling.email,
			phone: profileBilling.phone,
		};
		if ( Object.values( saved ).some( ( v ) => v ) ) {
			setBilling( ( current ) => ( Object.values( current ).some( ( v ) => v ) ? current : saved ) );
		}
	}, [ profileBilling ] );

	useEffect( () => {
		if ( errors.length ) {
			errorBox.current?.focus();
		}
	}, [ errors ] );

	if ( ! cart ) {
		return null;
	}
	const lines = cartLines( cart );
	const totals = cartTotals( cart );

	// The shopper's choice shows at once; if the server refuses it (or its answer is lost), the radio,
	// the locker and the totals go back to what the server holds and the reason shows beside the choice.
	const chooseRate = ( rate: StoreShippingRate ) => {
		const attempt = ++rateAttempt.current;
		setShippingError( '' );
		setChosenRateId( rate.rate_id );
		setPickerOpen( isLockerRate( rate ) );
		if ( rate.selected ) {
			return;
		}
		void actions.selectRate( rate.rate_id, pkg?.package_id ?? 0 ).then( ( failure ) => {
			if ( attempt !== rateAttempt.current ) {
				return;
			}
			setChosenRateId( null );
			const held = store.get( cartStateAtom ).cart?.shipping_rates[ 0 ]?.shipping_rates.find( ( r ) => r.selected ) ?? null;
			if ( ! isLockerRate( held ) ) {
				setPickerOpen( false );
				// Spec: another method clears the chosen locker (only once the server holds it).
				setLocker( null );
			}
			setShippingError( failure ?? '' );
		} );
	};

	const billingForOrder = (): BillingForm =>
		guest
			? billing
			: {
					first_name: profileBilling?.first_name ?? '',
					last_name: profileBilling?.last_name ?? '',
					address_1: profileBilling?.address_1 ?? '',
					city: profileBilling?.city ?? '',
					postcode: profileBilling?.postcode ?? '',
					email: profileBilling?.email || session.user?.email || '',
					phone: profileBilling?.phone ?? '',
			  };

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( submitting.current ) {
			return;
		}
		const data = billingForOrder();
		const messages = checkoutErrors( { guest, billing: data, customerType, company, rate: selectedRate, needsShipping: cart.needs_shipping, lockerName: locker?.name ?? null } );
		if ( guest ) {
			setFieldErrors( { ...billingErrors( billing ), ...( customerType === 'company' ? companyErrors( company ) : {} ) } );
		}
		if ( messages.length ) {
			setErrors( messages );
			return;
		}
		const isCompany = guest && customerType === 'company';
		const address = {
			first_name: data.first_name.trim(),
			last_name: data.last_name.trim(),
			company: isCompany ? company.companyName.trim() : profileBilling?.company ?? '',
			address_1: data.address_1.trim(),
			address_2: guest ? '' : profileBilling?.address_2 ?? '',
			city: data.city.trim(),
			state: '',
			postcode: data.postcode.trim(),
			country: 'PL',
			phone: data.phone.trim(),
		};
		const payload: CheckoutPayload = {
			billing_address: { ...address, email: data.email.trim() },
			shipping_address: address,
			customer_note: note,
			payment_method: payment,
			extensions: {
				[ EXTENSION_NAMESPACE ]: {
					customer_type: isCompany ? 'company' : 'individual',
					...( isCompany ? { company_name: company.companyName.trim(), company_nip: company.nip } : {} ),
					...( lockerRate && locker ? { paczkomat_name: locker.name, paczkomat_address: lockerAddress( locker ), paczkomat_details: locker.location_description } : {} ),
				},
			},
		};
		submitting.current = true;
		setBusy( true );
		setErrors( [] );
		try {
			const result = await placeOrder( payload );
			actions.emptied();
			setLastOrder( result );
		} catch ( error ) {
			const list: string[] = [ CHECKOUT_MESSAGES.submitFailed ];
			if ( isApiError( error ) && error.status === 400 && error.serverMessage && error.code?.startsWith( 'cosmetics_' ) ) {
				list.push( error.serverMessage );
			} else if ( isApiError( error ) && error.status >= 400 && error.status < 500 && error.serverMessage ) {
				list.push( error.message );
			}
			setErrors( list );
			// The server may have fixed the cart (stock); take its view.
			void actions.reload();
		} finally {
			submitting.current = false;
			setBusy( false );
		}
	};

	const setField = ( name: BillingField, value: string ) => {
		setBilling( ( b ) => ( { ...b, [ name ]: value } ) );
		setFieldErrors( ( e ) => ( { ...e, [ name ]: undefined } ) );
	};

	return (
		<div className="cs-container cs-checkout">
			<CheckoutHeading />
			{ errors.length ? (
				<div className="cs-checkout__errors" role="alert" tabIndex={ -1 } ref={ errorBox } data-testid="checkout-errors">
					<p>
						<strong>{ CHECKOUT_MESSAGES.errorsTitle }</strong>
					</p>
					<ul>
						{ errors.map( ( message ) => (
							<li key={ message }>{ message }</li>
						) ) }
					</ul>
				</div>
			) : null }
			<form className="cs-checkout__layout" onSubmit={ ( e ) => void submit( e ) } noValidate>
				<div className="cs-checkout__main">
					<section className="cs-checkout__section" aria-labelledby="cs-billing-title">
						<h2 id="cs-billing-title">Dane do zamówienia</h2>
						{ guest ? (
							<GuestBilling
								customerType={ customerType }
								setCustomerType={ setCustomerType }
								billing={ billing }
								setField={ setField }
								company={ company }
								setCompany={ setCompany }
								fieldErrors={ fieldErrors }
								setFieldErrors={ setFieldErrors }
							/>
						) : (
							<ProfileSummary />
						) }
					</section>

					<fieldset className="cs-checkout__section">
						<legend>
							<h2>Dostawa</h2>
						</legend>
						{ rates.length === 0 ? <p>{ CHECKOUT_MESSAGES.noShipping }</p> : null }
						{ shippingError ? (
							<p className="cs-form-error" role="alert" data-testid="shipping-error">
								{ shippingError }
							</p>
						) : null }
						{ rates.map( ( rate ) => {
							const price = rateCost( rate );
							// The server lowers a rate a coupon discounts and keeps its cost before the discount.
							const before = rateCostBeforeDiscount( rate );
							const isChosen = rate.rate_id === selectedRate?.rate_id;
							const shown = price === 0 ? 'Darmowa' : formatMoney( price, rate );
							return (
								<label key={ rate.rate_id } className="cs-radio">
									<input type="radio" name="shipping" value={ rate.rate_id } checked={ isChosen } onChange={ () => chooseRate( rate ) } disabled={ busy } />
									<span className="cs-radio__label">{ decodeEntities( rate.name ) }</span>
									<span className="cs-radio__price">
										{ before !== null && before > price ? (
											<>
												<s>{ formatMoney( before, rate ) }</s> { shown }
											</>
										) : (
											shown
										) }
									</span>
								</label>
							);
						} ) }
						{ lockerRate ? (
							<div className="cs-checkout__locker" data-testid="locker-choice">
								{ locker ? (
									<p>
										{ LOCKER_TEXTS.chosen( locker.name ) }
										<br />
										<span className="cs-checkout__locker-address">{ lockerAddress( locker ) }</span>
									</p>
								) : (
									<p className="cs-form-error">{ CHECKOUT_MESSAGES.noLocker }</p>
								) }
								<button type="button" ref={ pickerButton } className="cs-button" onClick={ () => setPickerOpen( true ) }>
									{ locker ? LOCKER_TEXTS.change : LOCKER_TEXTS.choose }
								</button>
							</div>
						) : null }
					</fieldset>

					<fieldset className="cs-checkout__section">
						<legend>
							<h2>Płatność</h2>
						</legend>
						{ methods.map( ( method ) => (
							<div key={ method.id } className="cs-radio-block">
								<label className="cs-radio">
									<input type="radio" name="payment" value={ method.id } checked={ payment === method.id } onChange={ () => setPayment( method.id ) } disabled={ busy } />
									<span className="cs-radio__label">{ method.title }</span>
								</label>
								{ payment === method.id && method.description ? <SafeHtml html={ method.description } className="cs-radio__description" /> : null }
							</div>
						) ) }
					</fieldset>

					<section className="cs-checkout__section">
						<Field label="Uwagi do zamówienia">
							{ ( id ) => <textarea id={ id } className="cs-input" rows={ 4 } value={ note } onChange={ ( e ) => setNote( e.target.value ) } /> }
						</Field>
					</section>
				</div>

				<aside className="cs-checkout__summary" aria-labelledby="cs-summary-title">
					<h2 id="cs-summary-title">Podsumowanie zamówienia</h2>
					<ul className="cs-checkout__items">
						{ lines.map( ( line ) => (
							<li key={ line.key }>
								<span className="cs-checkout__item-name">{ decodeEntities( line.name ) }</span>
								<span className="cs-checkout__item-qty">Ilość: { line.quantity }</span>
								<span className="cs-checkout__item-price">{ formatMoney( line.lineTotal, line.currency ) }</span>
							</li>
						) ) }
					</ul>
					<CouponBox />
					<SummaryList summary={ totals } className="cs-checkout__totals" testId="summary" />
					<button type="submit" className="cs-button cs-button--primary cs-checkout__submit" disabled={ busy || loading || lines.length === 0 }>
						{ busy ? 'Przetwarzanie...' : 'Złóż zamówienie' }
					</button>
				</aside>
			</form>
			<LockerPicker
				open={ pickerOpen }
				onClose={ () => setPickerOpen( false ) }
				returnFocus={ pickerButton }
				onPick={ ( picked ) => {
					setLocker( picked );
					setPickerOpen( false );
				} }
			/>
		</div>
	);
}

function Field( { label, error, hint, children }: { label: string; error?: string; hint?: string; children: ( id: string, describedBy: string | undefined ) => ReactNode } ) {
	const id = useId();
	const describedBy = [ error ? `${ id }-error` : '', hint ? `${ id }-hint` : '' ].filter( Boolean ).join( ' ' ) || undefined;
	return (
		<div className="cs-field">
			<label htmlFor={ id } className="cs-field__label">
				{ label }
			</label>
			{ children( id, describedBy ) }
			{ hint ? (
				<p id={ `${ id }-hint` } className="cs-field__hint">
					{ hint }
				</p>
			) : null }
			{ error ? (
				<p id={ `${ id }-error` } className="cs-form-error">
					{ error }
				</p>
			) : null }
		</div>
	);
}

const INPUT_TYPES: Partial< Record< BillingField, { type: string; autoComplete: string; placeholder?: string } > > = {
	first_name: { type: 'text', autoComplete: 'given-name' },
	last_name: { type: 'text', autoComplete: 'family-name' },
	address_1: { type: 'text', autoComplete: 'address-line1' },
	city: { type: 'text', autoComplete: 'address-level2' },
	postcode: { type: 'text', autoComplete: 'postal-code', placeholder: '00-000' },
	email: { type: 'email', autoComplete: 'email' },
	phone: { type: 'tel', autoComplete: 'tel' },
};

function GuestBilling( {
	customerType,
	setCustomerType,
	billing,
	setField,
	company,
	setCompany,
	fieldErrors,
	setFieldErrors,
}: {
	customerType: CustomerType;
	setCustomerType: ( type: CustomerType ) => void;
	billing: BillingForm;
	setField: ( name: BillingField, value: string ) => void;
	company: CompanyForm;
	setCompany: ( update: ( c: CompanyForm ) => CompanyForm ) => void;
	fieldErrors: Partial< Record< BillingField | 'companyName' | 'nip', string > >;
	setFieldErrors: ( update: ( e: Partial< Record< BillingField | 'companyName' | 'nip', string > > ) => Partial< Record< BillingField | 'companyName' | 'nip', string > > ) => void;
} ) {
	const tabs: Array< [ CustomerType, string ] > = [
		[ 'individual', 'Osoba prywatna' ],
		[ 'company', 'Firma' ],
	];
	return (
		<>
			<div className="cs-customer-tabs" role="tablist" aria-label="Rodzaj klienta">
				{ tabs.map( ( [ type, label ] ) => (
					<button key={ type } type="button" role="tab" aria-selected={ customerType === type } className={ `cs-tab${ customerType === type ? ' is-active' : '' }` } onClick={ () => setCustomerType( type ) }>
						{ label }
					</button>
				) ) }
			</div>
			<div className="cs-checkout__fields" role="tabpanel">
				{ customerType === 'company' ? (
					<>
						<Field label="Nazwa firmy" error={ fieldErrors.companyName }>
							{ ( id, describedBy ) => (
								<input
									id={ id }
									className="cs-input"
									required
									autoComplete="organization"
									aria-invalid={ !! fieldErrors.companyName }
									aria-describedby={ describedBy }
									value={ company.companyName }
									onChange={ ( e ) => {
										const value = e.target.value;
										setCompany( ( c ) => ( { ...c, companyName: value } ) );
										setFieldErrors( ( er ) => ( { ...er, companyName: undefined } ) );
									} }
								/>
							) }
						</Field>
						<Field label="NIP" error={ fieldErrors.nip } hint={ NIP_HINT }>
							{ ( id, describedBy ) => (
								<input
									id={ id }
									className="cs-input"
									required
									inputMode="numeric"
									maxLength={ NIP_MAX_LENGTH }
									aria-invalid={ !! fieldErrors.nip }
									aria-describedby={ describedBy }
									value={ company.nip }
									onChange={ ( e ) => {
										const value = formatNip( e.target.value );
										setCompany( ( c ) => ( { ...c, nip: value } ) );
										setFieldErrors( ( er ) => ( { ...er, nip: undefined } ) );
									} }
									onBlur={ () => setFieldErrors( ( er ) => ( { ...er, nip: nipError( company.nip ) ?? undefined } ) ) }
								/>
							) }
						</Field>
					</>
				) : null }
				{ BILLING_FIELDS.map( ( { name, label } ) => {
					const input = INPUT_TYPES[ name ];
					return (
						<Field key={ name } label={ label } error={ fieldErrors[ name ] }>
							{ ( id, describedBy ) => (
								<input
									id={ id }
									name={ name }
									className="cs-input"
									required
									type={ input?.type ?? 'text' }
									autoComplete={ input?.autoComplete }
									placeholder={ input?.placeholder }
									pattern={ name === 'postcode' ? '\\d{2}-\\d{3}' : undefined }
									aria-invalid={ !! fieldErrors[ name ] }
									aria-describedby={ describedBy }
									value={ billing[ name ] }
									onChange={ ( e ) => setField( name, e.target.value ) }
								/>
							) }
						</Field>
					);
				} ) }
			</div>
		</>
	);
}

/** The logged-in customer's company and NIP from the profile (the cart's address has no NIP); null until read. */
function useProfileCompany(): ProfileCompany | null | undefined {
	const [ company, setCompany ] = useState< ProfileCompany | null | undefined >( undefined );
	useEffect( () => {
		let live = true;
		getProfile().then(
			( profile ) => live && setCompany( profileCompany( profile ) ),
			() => live && setCompany( null )
		);
		return () => {
			live = false;
		};
	}, [] );
	return company;
}

function ProfileSummary() {
	const session = useSession();
	const { cart } = useCartState();
	const fromProfile = useProfileCompany();
	const b = cart?.billing_address;
	const billing = { first_name: b?.first_name ?? '', last_name: b?.last_name ?? '', address_1: b?.address_1 ?? '', city: b?.city ?? '', postcode: b?.postcode ?? '', email: b?.email || session.user?.email || '', phone: b?.phone ?? '' };
	const missing = missingProfileFields( billing );
	if ( missing.length ) {
		return (
			<div className="cs-checkout__profile-missing" data-testid="profile-missing">
				<p>
					<strong>Uzupełnij dane profilu</strong>
				</p>
				<p>Brakujące dane: { missing.join( ', ' ) }</p>
				<Link to="/profil" className="cs-button">
					Uzupełnij dane profilu
				</Link>
			</div>
		);
	}
	// Until (or unless) the profile answers, the cart's billing company.
	const companyName = fromProfile?.name || b?.company || '';
	const companyLine = [ companyName, fromProfile?.nip ? `NIP ${ fromProfile.nip }` : '' ].filter( Boolean ).join( ', ' );
	return (
		<div className="cs-checkout__profile" data-testid="profile-summary">
			<p>
				{ billing.first_name } { billing.last_name }
			</p>
			<p>{ billing.address_1 }</p>
			<p>
				{ billing.postcode } { billing.city }
			</p>
			<p>{ billing.email }</p>
			<p>{ billing.phone }</p>
			{ companyLine ? <p data-testid="profile-company">{ companyLine }</p> : null }
			<Link to="/profil" className="cs-link">
				Edytuj dane w profilu
			</Link>
		</div>
	);
}
