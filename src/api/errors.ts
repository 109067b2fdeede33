/**
 * The one error type the api layer throws for a failed call.
 *
 * - `status`: HTTP status, or 0 when there was no response (network failure, offline, timeout).
 * - `statusText`: the response's reason phrase ('' without one); a spec message quotes it.
 * - `code`: the WordPress / WooCommerce error code from the body ("rest_invalid_param",
 *   "woocommerce_rest_cart_invalid_product"...), or for status 0 "fetch_error", "offline_error" or
 *   "request_timeout"; null when unknown.
 * - `message`: the Polish catalogue message (messages.ts), ready to show.
 * - `serverMessage`: the body's own `message`, untranslated, if any.
 * - `data`: the body's `data` member if any (WP_Error data, e.g. Store API cart errors carry the cart).
 *
 * A request cancelled by its caller (AbortSignal) is not an ApiError: the AbortError is rethrown as
 * is, see `isAbortError`.
 */
import {
	messageForStatus,
	noResponseMessage,
	GENERIC_MESSAGES,
} from './messages';

export interface ApiErrorInit {
	status: number;
	/** The HTTP reason phrase ('Bad Request'); '' when none (HTTP/2, no response). */
	statusText?: string;
	code: string | null;
	message: string;
	serverMessage: string | null;
	data?: unknown;
}

export class ApiError extends Error {
	readonly status: number;
	readonly statusText: string;
	readonly code: string | null;
	readonly serverMessage: string | null;
	readonly data: unknown;

	constructor( init: ApiErrorInit ) {
		super( init.message );
		Object.setPrototypeOf( this, new.target.prototype );
		this.name = 'ApiError';
		this.status = init.status;
		this.statusText = init.statusText ?? '';
		this.code = init.code;
		this.serverMessage = init.serverMessage;
		this.data = init.data;
	}

	/** True when the server never answered (network failure, offline, timeout). */
	get isNoResponse(): boolean {
		return this.status === 0;
	}
}

export function isApiError( error: unknown ): error is ApiError {
	return error instanceof ApiError;
}

/** True for the rejection of a request its caller aborted (DOMException named AbortError). */
export function isAbortError( error: unknown ): boolean {
	return (
		typeof error === 'object' &&
		error !== null &&
		'name' in error &&
		( error as { name: unknown } ).name === 'AbortError'
	);
}

function stringMember( value: unknown, key: string ): string | null {
	if ( typeof value !== 'object' || value === null || ! ( key in value ) ) {
		return null;
	}
	const member: unknown = ( value as Record< string, unknown > )[ key ];
	return typeof member === 'string' && member !== '' ? member : null;
}

function dataMember( value: unknown ): unknown {
	if (
		typeof value !== 'object' ||
		value === null ||
		! ( 'data' in value )
	) {
		return undefined;
	}
	return ( value as { data: unknown } ).data;
}

/** Parses a body as JSON; `undefined` when it is empty or not JSON. */
export async function readJsonBody( response: Response ): Promise< unknown > {
	let text: string;
	try {
		text = await response.text();
	} catch {
		return undefined;
	}
	if ( text === '' ) {
		return undefined;
	}
	try {
		return JSON.parse( text ) as unknown;
	} catch {
		return undefined;
	}
}

/** Builds the ApiError for a non-2xx response, reading the WP error body `{ code, message, data }`. */
export async function apiErrorFromResponse(
	response: Response
): Promise< ApiError > {
	const body = await readJsonBody( response );
	const serverMessage = stringMember( body, 'message' );
	return new ApiError( {
		status: response.status,
		statusText: response.statusText,
		code: stringMember( body, 'code' ),
		message: messageForStatus( response.status, serverMessage ),
		serverMessage,
		data: dataMember( body ),
	} );
}

/**
 * Builds the ApiError for a request that got no response. `cause` is what the transport threw:
 * api-fetch's `{ code: 'fetch_error' | 'offline_error', message }`, or the timeout middleware's
 * RequestTimeoutError (code "request_timeout").
 */
export function noResponseError( cause: unknown ): ApiError {
	return new ApiError( {
		status: 0,
		code: stringMember( cause, 'code' ) ?? 'fetch_error',
		message: noResponseMessage(),
		serverMessage: null,
	} );
}

/** A 2xx answer whose body is not JSON (e.g. PHP notices printed before it). */
export function invalidJsonError( status: number ): ApiError {
	return new ApiError( {
		status,
		code: 'invalid_json',
		message: GENERIC_MESSAGES.serverError,
		serverMessage: null,
	} );
}

/**
 * The message to show for any rejection of an api call: the ApiError's catalogue message, else the
 * generic unexpected-error text.
 */
export function errorMessage( error: unknown ): string {
	return isApiError( error ) ? error.message : GENERIC_MESSAGES.unexpected;
}
