/**
 * The transport at the bottom of the chain: the only call to `@wordpress/api-fetch` in the bundle.
 *
 * api-fetch is called with `parse: false` and with `path` (never `url`), so that its global
 * middlewares registered in setup.ts still apply: the preloading middleware answers preloaded GETs
 * from the page, and the root URL middleware turns the path into a URL under the REST root.
 *
 * With `parse: false` api-fetch resolves with the Response for 2xx and rejects with the Response
 * itself for any other status; it rejects with `{ code: 'fetch_error' | 'offline_error', message }`
 * when fetch fails, and rethrows an AbortError. The transport resolves with the Response for every
 * status (the middlewares above read headers of error answers too) and rethrows everything else.
 */
import apiFetch from '@wordpress/api-fetch';
import type { Handler } from './chain';

function isResponse( value: unknown ): value is Response {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as { status?: unknown } ).status === 'number' &&
		typeof ( value as { text?: unknown } ).text === 'function' &&
		typeof ( value as { headers?: { get?: unknown } } ).headers?.get ===
			'function'
	);
}

export const apiFetchTransport: Handler = async ( request ) => {
	try {
		return await apiFetch< Response, false >( {
			path: request.path,
			method: request.method,
			headers: request.headers,
			data: request.data,
			signal: request.signal,
			parse: false,
		} );
	} catch ( error: unknown ) {
		if ( isResponse( error ) ) {
			return error;
		}
		throw error;
	}
};
