/**
 * The global login event `cosmetics:login`, raised on `window` after a login (or a token refresh)
 * that changes the user. The cart re-fetches on it; the catalogue cache is forgotten on it,
 * as prices depend on the tier.
 */
import { windowEvent } from './window-event';

export const LOGIN_EVENT = 'cosmetics:login';

const login = windowEvent( LOGIN_EVENT );

export const dispatchLogin = login.dispatch;

/** Follows the login event; answers a function that stops. */
export const onLogin = login.on;
