/**
 * Timeout: a request that has not answered within `request.timeout` ms (20000 by default, spec
 * "Request timeout 20000 ms") is aborted and rejected with a RequestTimeoutError, which the error
 * mapping turns into the "no response" ApiError.
 *
 * The transport gets a signal of our own that aborts on timeout AND when the caller's signal
 * aborts; a caller's abort rejects with an AbortError (not an ApiError), so callers can ignore it.
 *
 * The timer covers the wait for the response (headers); reading the body is not timed.
 */
import type { Middleware } from '../chain';

export const REQUEST_TIMEOUT_MS = 20000;

export class RequestTimeoutError extends Error {
	readonly code = 'request_timeout';

	constructor( readonly timeout: number ) {
		super( `No response within ${ timeout } ms` );
		Object.setPrototypeOf( this, new.target.prototype );
		this.name = 'RequestTimeoutError';
	}
}

function abortError(): DOMException {
	return new DOMException( 'The request was aborted.', 'AbortError' );
}

export const timeoutMiddleware: Middleware = ( request, next ) =>
	new Promise< Response >( ( resolve, reject ) => {
		const controller = new AbortController();
		const callerSignal = request.signal;

		if ( callerSignal?.aborted ) {
			reject( abortError() );
			return;
		}

		const onCallerAbort = (): void => {
			cleanup();
			controller.abort();
			reject( abortError() );
		};
		const timer = setTimeout( () => {
			cleanup();
			controller.abort();
			reject( new RequestTimeoutError( request.timeout ) );
		}, request.timeout );
		function cleanup(): void {
			clearTimeout( timer );
			callerSignal?.removeEventListener( 'abort', onCallerAbort );
		}
		callerSignal?.addEventListener( 'abort', onCallerAbort );

		// A promise settles once: whatever comes after a timeout or an abort is ignored.
		next( { ...request, signal: controller.signal } ).then(
			( response ) => {
				cleanup();
				resolve( response );
			},
			( error: unknown ) => {
				cleanup();
				reject( error );
			}
		);
	} );
