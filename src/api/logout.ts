/**
 * The global logout event. Raised on logout and on any 401 answer (after the stored tokens were
 * cleared); the session state listens to it and resets the auth state.
 */

export const LOGOUT_EVENT = 'cosmetics:logout';

/** Raises the global logout event on `window`. */
export function dispatchLogout(): void {
	window.dispatchEvent( new CustomEvent( LOGOUT_EVENT ) );
}

/**
 * Subscribes to the global logout event.
 *
 * @return A function that unsubscribes (use it as a React effect's cleanup).
 */
export function onLogout( callback: () => void ): () => void {
	const listener = (): void => callback();
	window.addEventListener( LOGOUT_EVENT, listener );
	return () => window.removeEventListener( LOGOUT_EVENT, listener );
}
