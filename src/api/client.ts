/**
 * The typed client: `request<T>()` runs OUR middlewares, in this order (outermost first), around the
 * api-fetch transport:
 *
 *   unauthorized   401 -> clear auth tokens + global logout event, rethrow
 *   error mapping  non-2xx / no response -> ApiError with the Polish catalogue message
 *   timeout        20 s (or `timeout`), honours the caller's AbortSignal
 *   REST nonce     X-WP-Nonce, refreshed from responses, one retry on an expired nonce
 *   Bearer JWT     Authorization when a token is stored
 *   Cart-Token     Cart-Token + Nonce for /wc/store/..., both stored from every response
 *   transport      apiFetch({ path, parse: false }) -> Response for any status
 *
 * The body is parsed as JSON here, after the chain. Resolves only for 2xx; rejects with an ApiError,
 * or with an AbortError when the caller aborted (see `isAbortError`).
 */
import {
	compose,
	type ApiRequest,
	type HttpMethod,
	type Middleware,
} from './chain';
import { invalidJsonError } from './errors';
import { cartTokenMiddleware } from './middlewares/cart-token';
import { errorMappingMiddleware } from './middlewares/error-mapping';
import { jwtMiddleware } from './middlewares/jwt';
import { restNonceMiddleware } from './middlewares/rest-nonce';
import { REQUEST_TIMEOUT_MS, timeoutMiddleware } from './middlewares/timeout';
import { unauthorizedMiddleware } from './middlewares/unauthorized';
import { setupApi } from './setup';
import { apiFetchTransport } from './transport';

export interface RequestOptions {
	/**
	 * REST path relative to the REST root, starting with "/" ("/wc/store/v1/cart",
	 * "/jwt-auth/v1/token"). Absolute URLs are refused: tokens are only ever sent to this site.
	 */
	path: string;
	/** Defaults to GET. PUT, PATCH and DELETE travel as POST + X-HTTP-Method-Override (api-fetch). */
	method?: HttpMethod;
	/** JSON body. */
	data?: unknown;
	/** Extra headers; they win over headers the middlewares would add. */
	headers?: Record< string, string >;
	/** Cancels the request; the promise then rejects with an AbortError. */
	signal?: AbortSignal;
	/** Milliseconds before the request counts as "no response"; default 20000. */
	timeout?: number;
}

export interface ApiResponse< T > {
	/** The parsed JSON body (null for an empty body, e.g. 204). */
	data: T;
	headers: Headers;
	status: number;
}

export const defaultMiddlewares: readonly Middleware[] = [
	unauthorizedMiddleware,
	errorMappingMiddleware,
	timeoutMiddleware,
	restNonceMiddleware,
	jwtMiddleware,
	cartTokenMiddleware,
];

const handler = compose( defaultMiddlewares, apiFetchTransport );

function toApiRequest( options: RequestOptions ): ApiRequest {
	if ( ! options.path.startsWith( '/' ) ) {
		throw new TypeError(
			`api request path must start with "/": ${ options.path }`
		);
	}
	return {
		path: options.path,
		method: options.method ?? 'GET',
		headers: { ...options.headers },
		data: options.data,
		signal: options.signal,
		timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
	};
}

async function parseBody( response: Response ): Promise< unknown > {
	const text = await response.text();
	if ( text === '' ) {
		return null;
	}
	try {
		return JSON.parse( text ) as unknown;
	} catch {
		throw invalidJsonError( response.status );
	}
}

/**
 * Performs a REST request. `T` is the caller's statement of the response shape (types/store-api.ts
 * for the Store API); the body is not validated at runtime.
 */
export async function request< T >(
	options: RequestOptions
): Promise< ApiResponse< T > > {
	setupApi();
	const response = await handler( toApiRequest( options ) );
	const data = ( await parseBody( response ) ) as T;
	return { data, headers: response.headers, status: response.status };
}
