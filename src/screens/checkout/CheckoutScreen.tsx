import { FormikProvider } from 'formik';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Field } from '../../components/forms/Field';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { getConfig } from '../../config';
import { redirectPath } from '../../domain/checkout';
import { PAYMENT_MESSAGES } from '../../domain/payment';
import { useCartState } from '../../state/cart';
import { lastOrderAtom } from '../../state/order';
import { useSession } from '../../state/session';
import { CheckoutErrors } from './CheckoutErrors';
import { GuestBilling } from './GuestBilling';
import { LockerPicker } from './LockerPicker';
import { OrderSummary } from './OrderSummary';
import { PaymentMethods } from '../../components/payments/PaymentMethods';
import { ProfileSummary } from './ProfileSummary';
import { ShippingMethods } from './ShippingMethods';
import { useCheckout } from './useCheckout';
import '../../styles/form-sections.css';
import '../../styles/checkout.css';

const SUCCESS_DELAY_MS = 1200;

/**
 * The checkout's back link and title, the same while the cart loads and with the form (the server's
 * markup draws them too: Screens\Layout::screen_header), so the title is painted once, first.
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
		return (
			<CheckoutSuccess
				number={ lastOrder.order_number }
				redirectUrl={ lastOrder.payment_result.redirect_url }
				orderPath={ `/zamowienie/${
					lastOrder.order_id
				}?key=${ encodeURIComponent( lastOrder.order_key ) }` }
			/>
		);
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

function CheckoutSuccess( {
	number,
	redirectUrl,
	orderPath,
}: {
	number: string;
	redirectUrl: string;
	/** The order page, where the shopper comes back to (also with Back from a provider's page). */
	orderPath: string;
} ) {
	const navigate = useNavigate();
	const [ , setLastOrder ] = useAtom( lastOrderAtom );
	const path = redirectPath( redirectUrl, getConfig().basePath );
	useEffect( () => {
		// lastOrder stays set until the order page has mounted (it clears it): clearing it here first
		// would let this screen see an empty cart and redirect to /sklep instead.
		const timer = setTimeout( () => {
			if ( path ) {
				navigate( path, { replace: true } );
				return;
			}
			// A provider's payment page: this history entry becomes the order's page first, so Back
			// from the provider (a payment given up) lands on the order, which offers to pay again.
			window.history.replaceState(
				window.history.state,
				'',
				getConfig().basePath.replace( /\/$/, '' ) + orderPath
			);
			window.location.assign( redirectUrl );
		}, SUCCESS_DELAY_MS );
		// Back from the provider may show this page from the browser's memory: load the order instead.
		const shown = ( event: PageTransitionEvent ) => {
			if ( event.persisted ) {
				window.location.reload();
			}
		};
		window.addEventListener( 'pageshow', shown );
		return () => {
			clearTimeout( timer );
			window.removeEventListener( 'pageshow', shown );
		};
	}, [ path, redirectUrl, orderPath, navigate ] );
	return (
		<section
			className="cs-container cs-checkout cs-checkout__success"
			aria-labelledby="cs-order-placed"
		>
			<h1 id="cs-order-placed">Zamówienie złożone!</h1>
			<p>
				Numer zamówienia: <strong>{ number }</strong>
			</p>
			{ path ? null : (
				<p role="status">
					{ PAYMENT_MESSAGES.redirecting }{ ' ' }
					<a href={ redirectUrl }>{ PAYMENT_MESSAGES.goToPayment }</a>
				</p>
			) }
			<Link
				to="/sklep"
				className="cs-button cs-button--primary"
				onClick={ () => setLastOrder( null ) }
			>
				Kontynuuj zakupy
			</Link>
		</section>
	);
}

/** The form: billing (guest form or profile), shipping and locker, payment, note; the summary beside it. */
function CheckoutForm() {
	const checkout = useCheckout();
	const pickerButton = useRef< HTMLButtonElement >( null );
	if ( ! checkout ) {
		return null;
	}
	const { form, guest, busy } = checkout;
	return (
		<div className="cs-container cs-checkout">
			<CheckoutHeading />
			<CheckoutErrors
				errors={ checkout.errors }
				box={ checkout.errorBox }
			/>
			<FormikProvider value={ form }>
				<form
					className="cs-checkout__layout"
					onSubmit={ checkout.submit }
					noValidate
				>
					<div className="cs-checkout__main">
						<section
							className="cs-checkout__section"
							aria-labelledby="cs-billing-title"
						>
							<h2 id="cs-billing-title">Dane do zamówienia</h2>
							{ guest ? <GuestBilling /> : <ProfileSummary /> }
						</section>
						<ShippingMethods
							rates={ checkout.rates }
							selectedRate={ checkout.selectedRate }
							chooseRate={ checkout.chooseRate }
							shippingError={ checkout.shippingError }
							busy={ busy }
							lockerRate={ checkout.lockerRate }
							locker={ checkout.locker }
							openPicker={ () => checkout.setPickerOpen( true ) }
							pickerButton={ pickerButton }
						/>
						<PaymentMethods
							methods={ checkout.methods }
							payment={ checkout.payment }
							setPayment={ checkout.setPayment }
							choices={ checkout.choices }
							setChoice={ checkout.setChoice }
							choiceError={ checkout.choiceError }
							busy={ busy }
						/>
						<section className="cs-checkout__section">
							<Field label="Uwagi do zamówienia" look="shop">
								{ ( control ) => (
									<textarea
										{ ...control }
										rows={ 4 }
										name="note"
										value={ form.values.note }
										onChange={ form.handleChange }
									/>
								) }
							</Field>
						</section>
					</div>
					<OrderSummary
						cart={ checkout.cart }
						busy={ busy }
						loading={ checkout.loading }
						busyNote={
							checkout.methods.find(
								( m ) => m.id === checkout.payment
							)?.kind === 'online'
								? PAYMENT_MESSAGES.connecting
								: ''
						}
					/>
				</form>
			</FormikProvider>
			<LockerPicker
				open={ checkout.pickerOpen }
				onClose={ () => checkout.setPickerOpen( false ) }
				returnFocus={ pickerButton }
				onPick={ checkout.pickLocker }
			/>
		</div>
	);
}
