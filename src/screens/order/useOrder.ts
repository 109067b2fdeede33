import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api';
import { getOrder, type OrderDetails } from '../../api';
import { nextPollDelay } from '../../domain/payment';

export const ORDER_MESSAGES = {
	noId: 'Brak ID zamówienia',
	loadFailed: 'Nie udało się załadować szczegółów zamówienia',
	notFound: 'Nie znaleziono zamówienia',
	loading: 'Ładowanie szczegółów zamówienia...',
} as const;

export type OrderState =
	| { status: 'loading' }
	| { status: 'error'; message: string }
	| { status: 'ready'; order: OrderDetails };

export interface OrderView {
	state: OrderState;
	/** The page asked the server about an awaited payment as long as it waits (PAYMENT_POLL_DELAYS_MS). */
	waitingOver: boolean;
	/** A check while waiting failed (the page keeps what it showed). */
	checkFailed: boolean;
	/** Asks again from the start (after "Zapłać ponownie", or the shopper's "Sprawdź ponownie"). */
	refresh: () => void;
}

/**
 * The order of /zamowienie/{id}: loaded once, then, while its payment is awaited (not `settled`),
 * asked again on PAYMENT_POLL_DELAYS_MS's schedule — so the page follows the provider's notification
 * without a reload — and never while the tab is hidden (asked at once when it shows again). It stops
 * when the payment is settled or the schedule ends.
 */
export function useOrder( id: number | null, key: string ): OrderView {
	const [ state, setState ] = useState< OrderState >(
		id
			? { status: 'loading' }
			: { status: 'error', message: ORDER_MESSAGES.noId }
	);
	const [ waitingOver, setWaitingOver ] = useState( false );
	const [ checkFailed, setCheckFailed ] = useState( false );
	const [ generation, setGeneration ] = useState( 0 );
	// Checks made: each answered one (the same order or not, failed or not) schedules the next.
	const [ checks, setChecks ] = useState( 0 );
	const attempt = useRef( 0 );

	useEffect( () => {
		if ( ! id ) {
			setState( { status: 'error', message: ORDER_MESSAGES.noId } );
			return;
		}
		const controller = new AbortController();
		setState( ( current ) =>
			current.status === 'ready' ? current : { status: 'loading' }
		);
		getOrder( id, key, controller.signal )
			.then( ( order ) => setState( { status: 'ready', order } ) )
			.catch( ( error: unknown ) => {
				if ( controller.signal.aborted ) {
					return;
				}
				setState( ( current ) =>
					current.status === 'ready'
						? current
						: {
								status: 'error',
								message:
									isApiError( error ) && error.status === 404
										? ORDER_MESSAGES.notFound
										: ORDER_MESSAGES.loadFailed,
						  }
				);
			} );
		return () => controller.abort();
	}, [ id, key, generation ] );

	const awaited =
		state.status === 'ready' && ! state.order.payment.settled
			? state.order
			: null;

	useEffect( () => {
		if ( ! awaited || ! id || waitingOver ) {
			return;
		}
		const delay = nextPollDelay( attempt.current );
		if ( delay === null ) {
			setWaitingOver( true );
			return;
		}
		const controller = new AbortController();
		let timer: ReturnType< typeof setTimeout > | undefined;
		const ask = () => {
			if ( document.visibilityState === 'hidden' ) {
				return; // Asked when the tab shows again.
			}
			attempt.current += 1;
			getOrder( id, key, controller.signal ).then(
				( order ) => {
					setCheckFailed( false );
					setState( { status: 'ready', order } );
					setChecks( ( n ) => n + 1 );
				},
				() => {
					if ( ! controller.signal.aborted ) {
						setCheckFailed( true );
						setChecks( ( n ) => n + 1 );
					}
				}
			);
		};
		const visible = () => {
			if ( document.visibilityState === 'visible' && ! timer ) {
				ask();
			}
		};
		timer = setTimeout( () => {
			timer = undefined;
			ask();
		}, delay );
		document.addEventListener( 'visibilitychange', visible );
		return () => {
			clearTimeout( timer );
			controller.abort();
			document.removeEventListener( 'visibilitychange', visible );
		};
	}, [ awaited, id, key, waitingOver, checks ] );

	const refresh = useCallback( () => {
		attempt.current = 0;
		setWaitingOver( false );
		setCheckFailed( false );
		setGeneration( ( g ) => g + 1 );
	}, [] );

	return { state, waitingOver, checkFailed, refresh };
}
