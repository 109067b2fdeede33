/**
 * The api layer's own middleware chain.
 *
 * Every request of the bundle goes through `request()` (client.ts), which runs an explicit list of
 * middlewares around a transport that calls `@wordpress/api-fetch` with `parse: false`. Unlike
 * api-fetch's global middlewares, ours see the `Response` of every answer, success or error, so they
 * can read response headers (Cart-Token, Nonce, X-WP-Nonce) and the status.
 *
 * Contract of a handler: it resolves with the `Response` for ANY HTTP status (2xx, 4xx, 5xx) and
 * rejects only when there is no response (network failure, timeout, abort) or, above the
 * error-mapping middleware, with an `ApiError`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as it travels through the chain: defaults resolved, headers always an object. */
export interface ApiRequest {
	/** REST path relative to the REST root, starting with "/", e.g. "/wc/store/v1/cart". */
	path: string;
	method: HttpMethod;
	headers: Record< string, string >;
	/** JSON body (api-fetch serialises it and sets Content-Type). */
	data?: unknown;
	/** The caller's abort signal (the timeout middleware replaces it with its own, linked one). */
	signal?: AbortSignal;
	/** Milliseconds before the request counts as "no response". */
	timeout: number;
}

export type Handler = ( request: ApiRequest ) => Promise< Response >;

export type Middleware = (
	request: ApiRequest,
	next: Handler
) => Promise< Response >;

/**
 * Composes middlewares around a handler. The first middleware is the outermost: it sees the
 * request first and the response (or error) last.
 */
export function compose(
	middlewares: readonly Middleware[],
	handler: Handler
): Handler {
	return middlewares.reduceRight< Handler >(
		( next, middleware ) => ( request ) => middleware( request, next ),
		handler
	);
}

/** Whether the request already carries a header (names compare case-insensitively). */
export function hasHeader( request: ApiRequest, name: string ): boolean {
	const wanted = name.toLowerCase();
	return Object.keys( request.headers ).some(
		( key ) => key.toLowerCase() === wanted
	);
}

/**
 * Returns the request with the header added, unless the caller already set that header: an explicit
 * header given to `request()` always wins over the one a middleware would add.
 */
export function withHeader(
	request: ApiRequest,
	name: string,
	value: string
): ApiRequest {
	if ( hasHeader( request, name ) ) {
		return request;
	}
	return { ...request, headers: { ...request.headers, [ name ]: value } };
}
