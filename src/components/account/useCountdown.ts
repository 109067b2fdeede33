import { useCallback, useEffect, useState } from 'react';

/** Seconds of the resend cooldowns (verification code and reset link). */
export const RESEND_SECONDS = 60;

/** A per-second countdown: `start()` sets it to `seconds`; `remaining` reaches 0. */
export function useCountdown( seconds: number = RESEND_SECONDS ): { remaining: number; start: () => void } {
	const [ remaining, setRemaining ] = useState( 0 );
	useEffect( () => {
		if ( remaining <= 0 ) {
			return;
		}
		const timer = window.setTimeout( () => setRemaining( ( value ) => value - 1 ), 1000 );
		return () => window.clearTimeout( timer );
	}, [ remaining ] );
	const start = useCallback( () => setRemaining( seconds ), [ seconds ] );
	return { remaining, start };
}
