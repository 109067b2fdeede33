import { useCallback, useEffect, useState } from 'react';

/** Seconds of the resend cooldowns (verification code and reset link). */
export const RESEND_SECONDS = 60;

/**
 * A per-second countdown: `start()` sets it to `seconds`; `remaining` reaches 0. Computed from a
 * deadline, so a throttled background tab still ends on time.
 */
export function useCountdown( seconds: number = RESEND_SECONDS ): {
	remaining: number;
	start: () => void;
} {
	const [ deadline, setDeadline ] = useState( 0 );
	const [ now, setNow ] = useState( () => Date.now() );
	useEffect( () => {
		if ( ! deadline ) {
			return;
		}
		const timer = window.setInterval( () => {
			const current = Date.now();
			setNow( current );
			if ( current >= deadline ) {
				setDeadline( 0 );
			}
		}, 250 );
		return () => window.clearInterval( timer );
	}, [ deadline ] );
	const start = useCallback( () => {
		const current = Date.now();
		setNow( current );
		setDeadline( current + seconds * 1000 );
	}, [ seconds ] );
	return {
		remaining: deadline
			? Math.max( 0, Math.ceil( ( deadline - now ) / 1000 ) )
			: 0,
		start,
	};
}
