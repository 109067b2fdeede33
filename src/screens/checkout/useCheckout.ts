import { useFormik, type FormikProps } from 'formik';
import { useAtom, useStore } from 'jotai';
import {
	useEffect,
	useRef,
	useState,
	type FormEvent,
	type RefObject,
} from 'react';
import {
	EXTENSION_NAMESPACE,
	placeOrder,
	type PaymentMethodInfo,
	type StoreCart,
	type StoreShippingRate,
	ParcelLocker,
} from '../../api';
import { isApiError } from '../../api';
import { schemaOf } from '../../components/forms/schema';
import {
	BILLING_FIELDS,
	CHECKOUT_MESSAGES,
	checkoutErrors,
	isLockerRate,
	type BillingForm,
} from '../../domain/checkout';
import {
	CHECKOUT_FORM_FIELDS,
	checkoutFieldErrors,
	EMPTY_CHECKOUT_FORM,
	type CheckoutFormValues,
} from '../../domain/checkoutForm';
import { checkoutPayload, orderBilling } from '../../domain/checkoutPayload';
import { paymentChoiceError, paymentData } from '../../domain/payment';
import { cartStateAtom, useCartActions, useCartState } from '../../state/cart';
import { lastOrderAtom } from '../../state/order';
import { useSession } from '../../state/session';

/** The guest form's schema: each field's message is checkoutFieldErrors' (domain/checkout.ts). */
export const CHECKOUT_SCHEMA = schemaOf< CheckoutFormValues >(
	CHECKOUT_FORM_FIELDS,
	checkoutFieldErrors
);

export interface Checkout {
	cart: StoreCart;
	guest: boolean;
	/** The guest form (billing, buyer type, company data, note). */
	form: FormikProps< CheckoutFormValues >;
	submit: ( event: FormEvent ) => void;
	/** The error box's messages, in the spec's order; the box takes focus when they change. */
	errors: string[];
	errorBox: RefObject< HTMLDivElement >;
	busy: boolean;
	loading: boolean;
	rates: StoreShippingRate[];
	selectedRate: StoreShippingRate | null;
	lockerRate: boolean;
	chooseRate: ( rate: StoreShippingRate ) => void;
	shippingError: string;
	locker: ParcelLocker | null;
	pickLocker: ( locker: ParcelLocker ) => void;
	pickerOpen: boolean;
	setPickerOpen: ( open: boolean ) => void;
	methods: PaymentMethodInfo[];
	payment: string;
	setPayment: ( id: string ) => void;
	/** The option chosen for each method that asks for one (a bank). */
	choices: Record< string, string >;
	setChoice: ( method: string, value: string ) => void;
	/** The chosen method's "choose" message after a submit without it ('' otherwise). */
	choiceError: string;
}

/**
 * The checkout's state and its Store API calls: the guest form (formik), the shipping choice and the
 * locker, the payment method, and placing the order. Null until the cart is there.
 */
export function useCheckout(): Checkout | null {
	const session = useSession();
	const guest = session.status !== 'authenticated';
	const { cart, loading } = useCartState();
	const actions = useCartActions();
	const [ , setLastOrder ] = useAtom( lastOrderAtom );

	const [ payment, setPayment ] = useState( 'bacs' );
	const [ choices, setChoices ] = useState< Record< string, string > >( {} );
	const [ submitted, setSubmitted ] = useState( false );
	const [ locker, setLocker ] = useState< ParcelLocker | null >( null );
	const [ pickerOpen, setPickerOpen ] = useState( false );
	const [ errors, setErrors ] = useState< string[] >( [] );
	const [ busy, setBusy ] = useState( false );
	const submitting = useRef( false );
	const errorBox = useRef< HTMLDivElement >( null );

	const pkg = cart?.shipping_rates[ 0 ];
	const rates = pkg?.shipping_rates ?? [];
	// The shopper's choice shows at once; the server's answer (the new cart) follows.
	const [ chosenRateId, setChosenRateId ] = useState< string | null >( null );
	const [ shippingError, setShippingError ] = useState( '' );
	const rateAttempt = useRef( 0 );
	const store = useStore();
	const selectedRate =
		rates.find( ( rate ) => rate.rate_id === chosenRateId ) ??
		rates.find( ( rate ) => rate.selected ) ??
		null;
	const lockerRate = isLockerRate( selectedRate );
	const extension = cart?.extensions[ EXTENSION_NAMESPACE ];
	const methods = ( extension?.payment_methods ?? [] ).filter(
		( m ) => ! cart || cart.payment_methods.includes( m.id )
	);
	const profileBilling = cart?.billing_address;

	const chosenMethod = methods.find( ( m ) => m.id === payment );
	const choiceError = paymentChoiceError( chosenMethod, choices[ payment ] );

	/** Every message of the error box for these values, in order (empty: the order can go). */
	const messagesFor = ( values: CheckoutFormValues ): string[] => [
		...checkoutErrors( {
			guest,
			billing: orderBilling(
				guest,
				values,
				profileBilling,
				session.user?.email
			),
			customerType: values.customerType,
			company: values,
			rate: selectedRate,
			needsShipping: cart?.needs_shipping ?? false,
			lockerName: locker?.name ?? null,
		} ),
		...( choiceError ? [ choiceError ] : [] ),
	];

	const place = async ( values: CheckoutFormValues ) => {
		if ( submitting.current || messagesFor( values ).length ) {
			return;
		}
		const payload = checkoutPayload( {
			guest,
			billing: values,
			customerType: values.customerType,
			company: values,
			saved: profileBilling,
			accountEmail: session.user?.email,
			note: values.note,
			payment,
			paymentData: paymentData( chosenMethod, choices[ payment ] ),
			lockerRate,
			locker,
		} );
		submitting.current = true;
		setBusy( true );
		setErrors( [] );
		try {
			const result = await placeOrder( payload );
			actions.emptied();
			setLastOrder( result );
		} catch ( error ) {
			const list: string[] = [ CHECKOUT_MESSAGES.submitFailed ];
			if (
				isApiError( error ) &&
				error.status === 400 &&
				error.serverMessage &&
				error.code?.startsWith( 'cosmetics_' )
			) {
				list.push( error.serverMessage );
			} else if (
				isApiError( error ) &&
				error.status >= 400 &&
				error.status < 500 &&
				error.serverMessage
			) {
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

	// Errors show after a submit (every field's at once) and a field's clears as it is edited
	// (components/forms/FormField); a logged-in customer's data is the profile's, not a form's.
	const form = useFormik< CheckoutFormValues >( {
		initialValues: EMPTY_CHECKOUT_FORM,
		validationSchema: guest ? CHECKOUT_SCHEMA : undefined,
		validateOnChange: false,
		validateOnBlur: false,
		onSubmit: place,
	} );

	useEffect( () => {
		const first = methods[ 0 ];
		if ( first && ! methods.some( ( m ) => m.id === payment ) ) {
			setPayment( first.id );
		}
	}, [ methods, payment ] );

	// The cart's billing address (a returning customer's saved data) fills an untouched form once.
	const prefilled = useRef( false );
	const { setValues } = form;
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
			void setValues(
				( current ) =>
					BILLING_FIELDS.some( ( { name } ) => current[ name ] )
						? current
						: { ...current, ...saved },
				false
			);
		}
	}, [ profileBilling, setValues ] );

	useEffect( () => {
		if ( errors.length ) {
			errorBox.current?.focus();
		}
	}, [ errors ] );

	if ( ! cart ) {
		return null;
	}

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
		void actions
			.selectRate( rate.rate_id, pkg?.package_id ?? 0 )
			.then( ( failure ) => {
				if ( attempt !== rateAttempt.current ) {
					return;
				}
				setChosenRateId( null );
				const held =
					store
						.get( cartStateAtom )
						.cart?.shipping_rates[ 0 ]?.shipping_rates.find(
							( r ) => r.selected
						) ?? null;
				if ( ! isLockerRate( held ) ) {
					setPickerOpen( false );
					// Spec: another method clears the chosen locker (only once the server holds it).
					setLocker( null );
				}
				setShippingError( failure ?? '' );
			} );
	};

	// The error box lists every message (fields, company, shipping, locker); formik then marks the
	// fields and places the order only when nothing is wrong.
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( submitting.current ) {
			return;
		}
		setSubmitted( true );
		const messages = messagesFor( form.values );
		if ( messages.length ) {
			setErrors( messages );
		}
		form.handleSubmit();
	};

	const pickLocker = ( picked: ParcelLocker ) => {
		setLocker( picked );
		setPickerOpen( false );
	};

	return {
		cart,
		guest,
		form,
		submit,
		errors,
		errorBox,
		busy,
		loading,
		rates,
		selectedRate,
		lockerRate,
		chooseRate,
		shippingError,
		locker,
		pickLocker,
		pickerOpen,
		setPickerOpen,
		methods,
		payment,
		setPayment,
		choices,
		setChoice: ( method, value ) =>
			setChoices( ( current ) => ( { ...current, [ method ]: value } ) ),
		choiceError: submitted ? choiceError : '',
	};
}
