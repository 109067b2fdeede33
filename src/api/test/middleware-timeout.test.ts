import { isAbortError } from '../errors';
import {
	REQUEST_TIMEOUT_MS,
	RequestTimeoutError,
	timeoutMiddleware,
} from '../middlewares/timeout';
import { jsonResponse, pendingUntilAborted } from './support/http';
import { makeRequest } from './support/request';
import type { ApiRequest } from '../chain';

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

function hangingNext() {
	const seen: ApiRequest[] = [];
	const next = jest.fn( ( request: ApiRequest ) => {
		seen.push( request );
		return pendingUntilAborted( request.signal );
	} );
	return { next, seen };
}

describe( 'timeout middleware', () => {
	it( 'is 20000 ms by default (spec)', () => {
		expect( REQUEST_TIMEOUT_MS ).toBe( 20000 );
	} );

	it( 'rejects with RequestTimeoutError and aborts the transport after the timeout', async () => {
		const { next, seen } = hangingNext();
		const result = timeoutMiddleware(
			makeRequest( { timeout: 20000 } ),
			next
		);
		// Caught at once, so the rejection is not unhandled while the timers run.
		const outcome = result.catch( ( error: unknown ) => error );

		await jest.advanceTimersByTimeAsync( 19999 );
		expect( seen[ 0 ]?.signal?.aborted ).toBe( false );
		await jest.advanceTimersByTimeAsync( 1 );

		expect( await outcome ).toBeInstanceOf( RequestTimeoutError );
		expect( seen[ 0 ]?.signal?.aborted ).toBe( true );
	} );

	it( 'resolves with the response when it comes in time, and clears the timer', async () => {
		const next = jest.fn( () =>
			Promise.resolve( jsonResponse( { ok: true } ) )
		);
		const response = await timeoutMiddleware( makeRequest(), next );
		expect( response.status ).toBe( 200 );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'passes the caller abort through as an AbortError, not a timeout', async () => {
		const { next, seen } = hangingNext();
		const caller = new AbortController();
		const result = timeoutMiddleware(
			makeRequest( { signal: caller.signal } ),
			next
		);

		caller.abort();

		const error: unknown = await result.catch( ( e: unknown ) => e );
		expect( isAbortError( error ) ).toBe( true );
		expect( error ).not.toBeInstanceOf( RequestTimeoutError );
		expect( seen[ 0 ]?.signal?.aborted ).toBe( true );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'does not even start a request whose signal is already aborted', async () => {
		const { next } = hangingNext();
		const caller = new AbortController();
		caller.abort();
		const error: unknown = await timeoutMiddleware(
			makeRequest( { signal: caller.signal } ),
			next
		).catch( ( e: unknown ) => e );
		expect( isAbortError( error ) ).toBe( true );
		expect( next ).not.toHaveBeenCalled();
	} );

	it( 'rethrows a transport failure as is', async () => {
		const failure = {
			code: 'fetch_error',
			message: 'Could not get a valid response from the server.',
		};
		const next = jest.fn( () => Promise.reject( failure ) );
		await expect( timeoutMiddleware( makeRequest(), next ) ).rejects.toBe(
			failure
		);
	} );
} );
