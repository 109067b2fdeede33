import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | null {
	return typeof window !== 'undefined' &&
		typeof window.matchMedia === 'function'
		? window.matchMedia( QUERY )
		: null;
}

/** Whether the user asked the system for less motion; follows changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
	const [ reduced, setReduced ] = useState( () => query()?.matches ?? false );
	useEffect( () => {
		const list = query();
		if ( ! list ) {
			return undefined;
		}
		const update = () => setReduced( list.matches );
		update();
		list.addEventListener?.( 'change', update );
		return () => list.removeEventListener?.( 'change', update );
	}, [] );
	return reduced;
}
