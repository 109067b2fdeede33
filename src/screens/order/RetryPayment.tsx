import { useRef, useState, type FormEvent } from 'react';
import {
	getOrderForPayment,
	isApiError,
	payOrder,
	type OrderDetails,
	type PaymentMethodInfo,
} from '../../api';
import { PaymentMethods } from '../../components/payments/PaymentMethods';
import { redirectPath } from '../../domain/checkout';
import {
	PAYMENT_MESSAGES,
	paymentChoiceError,
	paymentData,
} from '../../domain/payment';
import { getConfig } from '../../config';

type Step =
	| { name: 'closed' }
	| { name: 'loading' }
	| { name: 'choosing'; methods: PaymentMethodInfo[] }
	| { name: 'failed'; message: string };

/**
 * "Zapłać ponownie": the same order paid again, with the same or another method (the methods WooCommerce
 * offers for this order), through WooCommerce's Store API route for paying an existing order; an online
 * method leads to the provider's page again, a bank transfer back to this page with its data.
 */
export function RetryPayment( {
	order,
	orderKey,
	onPaid,
}: {
	order: OrderDetails;
	orderKey: string;
	/** The order changed without leaving the page (a bank transfer chosen): load it again. */
	onPaid: () => void;
} ) {
	const [ step, setStep ] = useState< Step >( { name: 'closed' } );
	const [ payment, setPayment ] = useState( order.payment.method );
	const [ choices, setChoices ] = useState< Record< string, string > >( {} );
	const [ submitted, setSubmitted ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const sending = useRef( false );

	const open = () => {
		setStep( { name: 'loading' } );
		getOrderForPayment( order.id, orderKey ).then(
			( fresh ) => {
				const methods = fresh.payment.methods ?? [];
				const first = methods[ 0 ];
				if ( ! fresh.payment.retry || ! first ) {
					onPaid(); // Settled meanwhile (a late notification): show what it is now.
					setStep( { name: 'closed' } );
					return;
				}
				if ( ! methods.some( ( m ) => m.id === payment ) ) {
					setPayment( first.id );
				}
				setStep( { name: 'choosing', methods } );
			},
			() =>
				setStep( {
					name: 'failed',
					message: PAYMENT_MESSAGES.methodsFailed,
				} )
		);
	};

	if ( step.name === 'closed' || step.name === 'failed' ) {
		return (
			<div className="cs-payment__retry">
				{ step.name === 'failed' ? (
					<p className="cs-payment__error" role="alert">
						{ step.message }
					</p>
				) : null }
				<button
					type="button"
					className="cs-button cs-button--primary"
					onClick={ open }
				>
					{ PAYMENT_MESSAGES.retry }
				</button>
			</div>
		);
	}
	if ( step.name === 'loading' ) {
		return (
			<p className="cs-payment__retry" role="status">
				Ładowanie metod płatności...
			</p>
		);
	}

	const method = step.methods.find( ( m ) => m.id === payment );
	const choiceError = paymentChoiceError( method, choices[ payment ] );
	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		setSubmitted( true );
		if ( sending.current || choiceError ) {
			return;
		}
		sending.current = true;
		setBusy( true );
		setError( '' );
		try {
			const result = await payOrder( order.id, {
				key: orderKey,
				billing_email: order.billing.email,
				billing_address: { ...order.billing, state: '' },
				shipping_address: { ...order.shipping, state: '' },
				payment_method: payment,
				payment_data: paymentData( method, choices[ payment ] ),
			} );
			const url = result.payment_result.redirect_url;
			if ( url && ! redirectPath( url, getConfig().basePath ) ) {
				window.location.assign( url );
				return; // The provider's page: the page stays busy until it goes.
			}
			setStep( { name: 'closed' } );
			onPaid();
		} catch ( failure ) {
			setError(
				isApiError( failure ) &&
					failure.status >= 400 &&
					failure.status < 500 &&
					failure.serverMessage
					? failure.message
					: PAYMENT_MESSAGES.retryFailed
			);
		}
		sending.current = false;
		setBusy( false );
	};

	return (
		<form className="cs-payment__retry" onSubmit={ submit } noValidate>
			<PaymentMethods
				methods={ step.methods }
				payment={ payment }
				setPayment={ setPayment }
				choices={ choices }
				setChoice={ ( id, value ) =>
					setChoices( ( current ) => ( {
						...current,
						[ id ]: value,
					} ) )
				}
				choiceError={ submitted ? choiceError : '' }
				busy={ busy }
				legend="Wybierz metodę płatności"
			/>
			{ error ? (
				<p className="cs-payment__error" role="alert">
					{ error }
				</p>
			) : null }
			<button
				type="submit"
				className="cs-button cs-button--primary"
				disabled={ busy }
			>
				{ busy ? 'Przetwarzanie...' : 'Zapłać' }
			</button>
			<p role="status" className="cs-payment__busy">
				{ busy && method?.kind === 'online'
					? PAYMENT_MESSAGES.connecting
					: '' }
			</p>
		</form>
	);
}
