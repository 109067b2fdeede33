import { useEffect, useRef } from 'react';
import type { OrderDetails } from '../../api';
import { formatAmount } from '../../domain/money';
import { orderDate } from '../../domain/orders';
import {
	offersRetry,
	PAYMENT_EXPLANATIONS,
	PAYMENT_MESSAGES,
	PAYMENT_NOT_CONFIRMED,
} from '../../domain/payment';
import { BankTransferDetails } from './BankTransferDetails';
import { RetryPayment } from './RetryPayment';
import { useSession } from '../../state/session';
import { LoginButton } from '../../components/LoginButton';

/**
 * "Płatność" on the order page: where the payment stands (the server's label), what it means and what
 * to do next — the transfer's data, the amount for the courier, "Zapłać ponownie", the refunds. Read
 * out when it changes (the page follows the provider's notification by itself).
 */
export function PaymentPanel( {
	order,
	orderKey,
	waitingOver,
	checkFailed,
	returnedWithError,
	refresh,
}: {
	order: OrderDetails;
	orderKey: string;
	waitingOver: boolean;
	checkFailed: boolean;
	/** The provider sent the shopper back saying the payment did not go through. */
	returnedWithError: boolean;
	refresh: () => void;
} ) {
	const { payment } = order;
	// Logged in from this page (to pay again): the order is asked for again, as that customer.
	const status = useSession().status;
	const lastStatus = useRef( status );
	useEffect( () => {
		if ( lastStatus.current !== status && status === 'authenticated' ) {
			refresh();
		}
		lastStatus.current = status;
	}, [ status, refresh ] );
	const stillWaiting =
		payment.state === 'awaiting' && ! waitingOver && ! returnedWithError;
	const explanation =
		payment.state === 'awaiting' && ! stillWaiting
			? PAYMENT_NOT_CONFIRMED
			: PAYMENT_EXPLANATIONS[ payment.state ];
	return (
		<section
			className={ `cs-payment cs-payment--${ payment.state }` }
			aria-labelledby="cs-payment-title"
			data-testid="payment"
			data-state={ payment.state }
		>
			<h2 id="cs-payment-title">Płatność</h2>
			<div
				role="status"
				aria-live="polite"
				className="cs-payment__status"
			>
				<p className="cs-payment__label">
					{ stillWaiting ? (
						<span
							className="cs-payment__spinner"
							aria-hidden="true"
						/>
					) : null }
					<strong data-testid="payment-label">
						{ payment.label }
					</strong>
				</p>
				<p className="cs-payment__explanation">{ explanation }</p>
				{ checkFailed ? (
					<p className="cs-payment__error">
						{ PAYMENT_MESSAGES.refreshFailed }
					</p>
				) : null }
			</div>
			{ payment.on_delivery ? (
				<p
					className="cs-payment__amount"
					data-testid="payment-on-delivery"
				>
					Do zapłaty kurierowi:{ ' ' }
					<strong>
						{ formatAmount( payment.on_delivery, order ) }
					</strong>
				</p>
			) : null }
			{ payment.transfer ? (
				<BankTransferDetails
					transfer={ payment.transfer }
					currency={ order }
				/>
			) : null }
			{ payment.refunds.length ? (
				<ul
					className="cs-payment__refunds"
					data-testid="payment-refunds"
				>
					{ payment.refunds.map( ( refund, index ) => (
						<li key={ index }>
							Zwrot { formatAmount( refund.amount, order ) }
							{ refund.date
								? ` · ${ orderDate( refund.date ) }`
								: '' }
							{ refund.reason ? ` · ${ refund.reason }` : '' }
						</li>
					) ) }
				</ul>
			) : null }
			{ offersRetry( payment, { waitingOver, returnedWithError } ) &&
			payment.login ? (
				<p className="cs-payment__retry">
					{ PAYMENT_MESSAGES.loginToRetry } <LoginButton />
				</p>
			) : null }
			{ offersRetry( payment, { waitingOver, returnedWithError } ) &&
			! payment.login ? (
				<RetryPayment
					order={ order }
					orderKey={ orderKey }
					onPaid={ refresh }
				/>
			) : null }
			{ payment.state === 'awaiting' && ! stillWaiting ? (
				<button
					type="button"
					className="cs-link cs-payment__check"
					onClick={ refresh }
				>
					Sprawdź ponownie
				</button>
			) : null }
		</section>
	);
}
