/**
 * The global login event `cosmetics:login`, raised on `window` after a login (or a token refresh)
 * that changes the user. The cart re-fetches on it; the catalogue cache is forgotten on it,
 * as prices depend on the tier.
 */
export const LOGIN_EVENT = 'cosmetics:login';

export function dispatchLogin(): void {
	window.dispatchEvent( new CustomEvent( LOGIN_EVENT ) );
}

/** @return A function that unsubscribes. */
export function onLogin( callback: () => void ): () => void {
	const listener = (): void => callback();
	window.addEventListener( LOGIN_EVENT, listener );
	return () => window.removeEventListener( LOGIN_EVENT, listener );
}
