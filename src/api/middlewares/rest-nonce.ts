/**
 * REST nonce: `X-WP-Nonce` (the `wp_rest` nonce) on every request, for cookie-authenticated users.
 *
 * - Starts from `config.restNonce`; WordPress sends a fresh nonce in the `X-WP-Nonce` response
 *   header of cookie-authenticated requests, and the latest one received is used from then on.
 * - WordPress core registers its own nonce middleware on api-fetch (script-loader), which overwrites
 *   an X-WP-Nonce header that differs from its copy; so a refreshed nonce is written to
 *   `apiFetch.nonceMiddleware.nonce` as well.
 * - api-fetch's built-in recovery from an expired nonce (403 `rest_cookie_invalid_nonce`: fetch a new
 *   one from `apiFetch.nonceEndpoint`, retry) only works with `parse: true`; with our `parse: false`
 *   it never triggers, so it is done here, once per request. WordPress rejects such a request before
 *   running the route, so retrying a write is safe.
 * - An empty nonce is not sent: an empty X-WP-Nonce header of a logged-in user would be refused.
 */
import apiFetch from '@wordpress/api-fetch';
import { getConfig } from '../../config';
import { withHeader, type ApiRequest, type Middleware } from '../chain';

const INVALID_NONCE_CODE = 'rest_cookie_invalid_nonce';

let restNonce: string | null = null;

/** The `wp_rest` nonce to send: the latest one received, else the page's `restNonce`. */
export function getRestNonce(): string {
	return restNonce ?? getConfig().restNonce;
}

/** Sets the REST nonce (null goes back to the page's `restNonce`) and keeps core's copy in step. */
export function setRestNonce( nonce: string | null ): void {
	restNonce = nonce;
	const coreMiddleware = apiFetch.nonceMiddleware;
	if ( nonce && coreMiddleware ) {
		coreMiddleware.nonce = nonce;
	}
}

function withNonce( request: ApiRequest ): ApiRequest {
	const nonce = getRestNonce();
	return nonce ? withHeader( request, 'X-WP-Nonce', nonce ) : request;
}

function remember( response: Response ): void {
	const nonce = response.headers.get( 'X-WP-Nonce' );
	if ( nonce && nonce !== getRestNonce() ) {
		setRestNonce( nonce );
	}
}

async function isInvalidNonce( response: Response ): Promise< boolean > {
	if ( response.status !== 403 ) {
		return false;
	}
	try {
		const body: unknown = JSON.parse( await response.clone().text() );
		return (
			typeof body === 'object' &&
			body !== null &&
			( body as { code?: unknown } ).code === INVALID_NONCE_CODE
		);
	} catch {
		return false;
	}
}

/** Asks WordPress for a fresh nonce (admin-ajax `rest-nonce`); null when it cannot be had. */
async function fetchFreshNonce(
	signal: AbortSignal | undefined
): Promise< string | null > {
	const endpoint = apiFetch.nonceEndpoint;
	if ( ! endpoint ) {
		return null;
	}
	try {
		const response = await globalThis.fetch( endpoint, {
			credentials: 'same-origin',
			signal,
		} );
		if ( ! response.ok ) {
			return null;
		}
		const nonce = ( await response.text() ).trim();
		// admin-ajax answers "0" or "-1" when it cannot serve the action.
		return /^[a-f0-9]+$/i.test( nonce ) && nonce !== '0' ? nonce : null;
	} catch {
		return null;
	}
}

export const restNonceMiddleware: Middleware = async ( request, next ) => {
	const sentNonce = getRestNonce();
	const response = await next( withNonce( request ) );
	remember( response );

	if ( ! sentNonce || ! ( await isInvalidNonce( response ) ) ) {
		return response;
	}
	const fresh = await fetchFreshNonce( request.signal );
	if ( ! fresh ) {
		return response;
	}
	setRestNonce( fresh );
	const retried = await next( withNonce( request ) );
	remember( retried );
	return retried;
};
