/**
 * 401: ends the stored session by the one logout sequence (logout.ts endStoredSession, the same one
 * state/session.ts endSession runs; spec: "Logout, or any 401 answer, clears all tokens and raises a
 * global logout event"), then rethrows the error.
 *
 * One exception: the Store API answers 401 "woocommerce_rest_missing_nonce" when a cart write comes
 * without a Nonce header (and without a valid Cart-Token). That is a missing CSRF header of the cart,
 * not a failed login; logging the user out for it would be wrong.
 */
import type { Middleware } from '../chain';
import { isApiError } from '../errors';
import { endStoredSession } from '../logout';

const NOT_A_SESSION_FAILURE: ReadonlySet< string > = new Set( [
	'woocommerce_rest_missing_nonce',
] );

export const unauthorizedMiddleware: Middleware = async ( request, next ) => {
	try {
		return await next( request );
	} catch ( error: unknown ) {
		if (
			isApiError( error ) &&
			error.status === 401 &&
			! ( error.code !== null && NOT_A_SESSION_FAILURE.has( error.code ) )
		) {
			endStoredSession();
		}
		throw error;
	}
};
