/**
 * Error mapping: turns every failure below it into an ApiError carrying the Polish catalogue message.
 *
 * - non-2xx response -> ApiError with the status and the WP error body's code/message/data;
 * - no response (network failure, offline, timeout) -> ApiError with status 0 and the
 *   "Brak odpowiedzi z serwera {host} ..." message;
 * - an AbortError (the caller cancelled) and an ApiError pass through unchanged.
 *
 * Above this middleware a handler resolves only with 2xx responses.
 */
import type { Middleware } from '../chain';
import {
	apiErrorFromResponse,
	isAbortError,
	isApiError,
	noResponseError,
} from '../errors';

export const errorMappingMiddleware: Middleware = async ( request, next ) => {
	let response: Response;
	try {
		response = await next( request );
	} catch ( error: unknown ) {
		if ( isAbortError( error ) || isApiError( error ) ) {
			throw error;
		}
		throw noResponseError( error );
	}
	if ( response.ok ) {
		return response;
	}
	throw await apiErrorFromResponse( response );
};
