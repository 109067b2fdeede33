/**
 * The global logout event and the one sequence that ends a stored session (`endStoredSession`: the
 * tokens forgotten, then the event). Logout, a failed start-up check, a deleted account (through
 * state/session.ts endSession) and any 401 answer (middlewares/unauthorized.ts) all end here; the
 * session state listens to the event and makes the shopper a guest.
 */
import { clearAuthTokens } from './tokens';
import { windowEvent } from './window-event';

export const LOGOUT_EVENT = 'cosmetics:logout';

const logout = windowEvent( LOGOUT_EVENT );

/** Raises the global logout event on `window`. */
export const dispatchLogout = logout.dispatch;

/** Follows the global logout event; answers a function that stops. */
export const onLogout = logout.on;

/** Ends the stored session: every auth token forgotten, then the global logout event raised. */
export function endStoredSession(): void {
	clearAuthTokens();
	dispatchLogout();
}
