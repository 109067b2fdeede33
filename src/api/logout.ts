/**
 * The global logout event and the one sequence that ends a stored session (`endStoredSession`: the
 * tokens forgotten, then the event). Logout, a failed start-up check, a deleted account (through
 * state/session.ts endSession) and any 401 answer (middlewares/unauthorized.ts) all end here; the
 * session state listens to the event and makes the shopper a guest.
 */
import { clearAuthTokens } from './tokens';

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

/** Ends the stored session: every auth token forgotten, then the global logout event raised. */
export function endStoredSession(): void {
	clearAuthTokens();
	dispatchLogout();
}
