import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
	errorMessage,
	getWithdrawal,
	isAbortError,
	isApiError,
	withdrawFromContract,
	type WithdrawalStatus,
} from '../../api';
import { FormField } from '../../components/forms/FormField';
import { FormikForm } from '../../components/forms/FormikForm';
import { schemaOf } from '../../components/forms/schema';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LEGAL_PATHS, TERMS } from '../../domain/legal';
import {
	validateOrderNumber,
	type OrderNumberForm,
} from '../../domain/validation';
import { useSession } from '../../state/session';
import '../../styles/info-cards.css';
import '../../styles/withdrawal.css';

/** The server's own Polish message for the withdrawal route's errors (404, 403 expired, 409). */
function withdrawalError( error: unknown ): string {
	if (
		isApiError( error ) &&
		error.serverMessage &&
		error.code?.startsWith( 'cosmetics_' )
	) {
		return error.serverMessage;
	}
	return errorMessage( error );
}

export const ORDER_NUMBER_SCHEMA = schemaOf< OrderNumberForm >(
	[ 'number' ],
	validateOrderNumber
);

type Load =
	| { status: 'idle' }
	| { status: 'loading' }
	| { status: 'error'; message: string }
	| { status: 'ready'; data: WithdrawalStatus };

function periodText( data: WithdrawalStatus ): string {
	switch ( data.periodStart ) {
		case 'delivered':
			return `${ TERMS.withdrawalDays } dni od dostarczenia (przesyłka doręczona ${ data.periodStartDate })`;
		case 'completed':
			return `${ TERMS.withdrawalDays } dni od dostarczenia (liczymy od dnia zrealizowania zamówienia, ${ data.periodStartDate })`;
		default:
			return `${ TERMS.withdrawalDays } dni od dostarczenia (zamówienie nie jest jeszcze zrealizowane, liczymy od dnia złożenia zamówienia, ${ data.periodStartDate })`;
	}
}

/** Without an order in the address: how to get here, and for a logged-in customer an order number field. */
function Start() {
	const session = useSession();
	const navigate = useNavigate();
	return (
		<div className="cs-withdrawal__card">
			<p>
				Jako konsument możesz odstąpić od umowy bez podania przyczyny w
				ciągu { TERMS.withdrawalDays } dni od dostarczenia zamówienia.
				Otwórz link „Odstąp od umowy” z e-maila z potwierdzeniem
				zamówienia – zaprowadzi Cię do Twojego zamówienia.
			</p>
			{ session.status === 'authenticated' ? (
				<FormikForm< OrderNumberForm >
					initialValues={ { number: '' } }
					schema={ ORDER_NUMBER_SCHEMA }
					className="cs-withdrawal__form"
					onSubmit={ ( { number } ) =>
						navigate(
							`${
								LEGAL_PATHS.withdrawal
							}?order=${ number.trim() }`
						)
					}
				>
					{ () => (
						<>
							<FormField< OrderNumberForm >
								name="number"
								label="Numer zamówienia"
								look="shop"
								inputMode="numeric"
							/>
							<button
								type="submit"
								className="cs-button cs-button--primary"
							>
								Dalej
							</button>
						</>
					) }
				</FormikForm>
			) : null }
			<p className="cs-muted">
				Nie masz linku?{ ' ' }
				<Link to={ LEGAL_PATHS.contact }>Skontaktuj się z nami</Link> –
				odpowiadamy w ciągu 24 godzin. Zasady zwrotów opisuje{ ' ' }
				<Link to={ LEGAL_PATHS.returns }>Polityka zwrotów</Link>.
			</p>
		</div>
	);
}

/**
 * /odstapienie-od-umowy?order={id}&key={order key}: the online withdrawal function. The customer sees
 * the order and the deadline, presses 'Odstąp od umowy', confirms, and gets the confirmation (date
 * and time, also by e-mail).
 */
export function WithdrawalScreen() {
	useDocumentTitle( 'Odstąpienie od umowy' );
	const [ params ] = useSearchParams();
	const orderId = Number( params.get( 'order' ) ?? '' );
	const key = params.get( 'key' ) ?? '';
	const hasOrder = Number.isInteger( orderId ) && orderId > 0;

	const [ load, setLoad ] = useState< Load >( { status: 'idle' } );
	const [ confirming, setConfirming ] = useState( false );
	const [ sending, setSending ] = useState( false );
	const [ sendError, setSendError ] = useState( '' );
	const [ done, setDone ] = useState< WithdrawalStatus | null >( null );
	const confirmTitle = useRef< HTMLHeadingElement >( null );
	const doneRef = useRef< HTMLDivElement >( null );
	const pressButton = useRef< HTMLButtonElement >( null );

	useEffect( () => {
		if ( ! hasOrder ) {
			setLoad( { status: 'idle' } );
			return undefined;
		}
		const controller = new AbortController();
		setLoad( { status: 'loading' } );
		setDone( null );
		setConfirming( false );
		getWithdrawal( orderId, key, controller.signal ).then(
			( data ) => setLoad( { status: 'ready', data } ),
			( error: unknown ) =>
				! isAbortError( error ) &&
				setLoad( {
					status: 'error',
					message: withdrawalError( error ),
				} )
		);
		return () => controller.abort();
	}, [ hasOrder, orderId, key ] );

	useEffect( () => {
		if ( confirming ) {
			confirmTitle.current?.focus();
		}
	}, [ confirming ] );
	useEffect( () => {
		if ( done ) {
			doneRef.current?.focus();
		}
	}, [ done ] );

	const confirm = async () => {
		setSending( true );
		setSendError( '' );
		try {
			setDone( await withdrawFromContract( orderId, key ) );
			setConfirming( false );
		} catch ( error ) {
			setSendError( withdrawalError( error ) );
		} finally {
			setSending( false );
		}
	};

	const data = load.status === 'ready' ? load.data : null;
	const withdrawn = done ?? ( data?.withdrawnAt ? data : null );

	return (
		<div className="cs-container cs-page cs-withdrawal">
			<header className="cs-page__header">
				<p className="cs-eyebrow">Zwroty</p>
				<h1 className="cs-page-title">Odstąpienie od umowy</h1>
			</header>
			{ ! hasOrder ? <Start /> : null }
			{ load.status === 'loading' ? (
				<div
					className="cs-withdrawal__card cs-withdrawal__loading"
					aria-busy="true"
				>
					<span className="cs-visually-hidden">
						Ładowanie zamówienia…
					</span>
				</div>
			) : null }
			{ load.status === 'error' ? (
				<div className="cs-withdrawal__card" role="alert">
					<p>{ load.message }</p>
					<p>
						<Link to={ LEGAL_PATHS.contact }>
							Skontaktuj się z nami
						</Link>
					</p>
				</div>
			) : null }
			{ data ? (
				<section
					className="cs-withdrawal__card"
					aria-labelledby="cs-withdrawal-order"
				>
					<h2 id="cs-withdrawal-order" className="cs-section-title">
						Zamówienie nr { data.orderNumber } z dnia{ ' ' }
						{ data.orderDate }
					</h2>
					<dl className="cs-withdrawal__facts">
						{ data.customerName ? (
							<div>
								<dt>Zamawiający</dt>
								<dd>{ data.customerName }</dd>
							</div>
						) : null }
						<div>
							<dt>Termin na odstąpienie</dt>
							<dd>
								do { data.deadlineDate } –{ ' ' }
								{ periodText( data ) }
							</dd>
						</div>
					</dl>

					{ withdrawn ? (
						<div
							className="cs-notice cs-notice--success"
							role="status"
							tabIndex={ -1 }
							ref={ doneRef }
						>
							<p>
								<strong>
									{ done && ! done.alreadyWithdrawn
										? 'Odstąpiłeś od umowy'
										: 'Odstąpienie od umowy zostało już zapisane' }{ ' ' }
									{ withdrawn.withdrawnAtText }.
								</strong>
							</p>
							<p>
								Potwierdzenie z datą i godziną wysłaliśmy na
								adres { withdrawn.email }. Odeślij towar zgodnie
								z{ ' ' }
								<Link to={ LEGAL_PATHS.returns }>
									Polityką zwrotów
								</Link>{ ' ' }
								– zwrot płatności nastąpi w ciągu{ ' ' }
								{ TERMS.refundDays } dni.
							</p>
						</div>
					) : null }

					{ ! withdrawn && data.canWithdraw && ! confirming ? (
						<div className="cs-withdrawal__actions">
							<p>
								Możesz odstąpić od umowy bez podania przyczyny.
							</p>
							<button
								ref={ pressButton }
								type="button"
								className="cs-button cs-button--primary"
								onClick={ () => setConfirming( true ) }
							>
								Odstąp od umowy
							</button>
						</div>
					) : null }

					{ ! withdrawn && data.canWithdraw && confirming ? (
						<div
							className="cs-withdrawal__confirm"
							role="group"
							aria-labelledby="cs-withdrawal-confirm-title"
						>
							<h3
								id="cs-withdrawal-confirm-title"
								tabIndex={ -1 }
								ref={ confirmTitle }
								className="cs-withdrawal__confirm-title"
							>
								Potwierdź odstąpienie od umowy
							</h3>
							<p>
								Oświadczam, że odstępuję od umowy sprzedaży
								zamówienia nr { data.orderNumber }.
								Potwierdzenie wyślemy na adres { data.email }.
							</p>
							{ sendError ? (
								<p className="cs-form-error" role="alert">
									{ sendError }
								</p>
							) : null }
							<div className="cs-actions cs-actions--start">
								<button
									type="button"
									className="cs-button cs-button--primary"
									onClick={ confirm }
									disabled={ sending }
									aria-busy={ sending || undefined }
								>
									{ sending
										? 'Wysyłanie…'
										: 'Potwierdzam odstąpienie od umowy' }
								</button>
								<button
									type="button"
									className="cs-button"
									disabled={ sending }
									onClick={ () => {
										setConfirming( false );
										setSendError( '' );
										window.setTimeout(
											() => pressButton.current?.focus()
										);
									} }
								>
									Anuluj
								</button>
							</div>
						</div>
					) : null }

					{ ! withdrawn && ! data.canWithdraw ? (
						<div className="cs-notice" role="status">
							<p>
								{ data.reason === 'status'
									? 'Od tego zamówienia nie można odstąpić, ponieważ zostało anulowane lub zwrócone.'
									: `Termin na odstąpienie od umowy minął ${ data.deadlineDate }.` }{ ' ' }
								W razie pytań{ ' ' }
								<Link to={ LEGAL_PATHS.contact }>
									skontaktuj się z nami
								</Link>
								.
							</p>
						</div>
					) : null }
				</section>
			) : null }
		</div>
	);
}
