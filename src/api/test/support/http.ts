/**
 * Test support for the api layer: jsdom has `Headers` but no `Response`; this installs a small,
 * faithful-enough `Response` (status, ok, headers, text/json once, clone) on the global scope when it
 * is missing, so tests and api-fetch's preloading middleware (`new window.Response(...)`) can build
 * real-looking answers. Plus builders for WordPress/WooCommerce shaped answers.
 */
import { getConfig, type StorefrontConfig } from '../../../config';

interface MiniResponseInit {
	status?: number;
	statusText?: string;
	headers?: HeadersInit;
}

class MiniResponse {
	readonly status: number;
	readonly statusText: string;
	readonly headers: Headers;
	readonly ok: boolean;
	readonly type = 'basic';
	readonly url = '';
	readonly redirected = false;
	private readonly bodyText: string;
	private used = false;

	constructor( body?: string | null, init: MiniResponseInit = {} ) {
		this.status = init.status ?? 200;
		this.statusText = init.statusText ?? '';
		this.headers = new Headers( init.headers );
		this.ok = this.status >= 200 && this.status < 300;
		this.bodyText = body ?? '';
	}

	get bodyUsed(): boolean {
		return this.used;
	}

	async text(): Promise< string > {
		if ( this.used ) {
			throw new TypeError( 'Body has already been consumed.' );
		}
		this.used = true;
		return this.bodyText;
	}

	async json(): Promise< unknown > {
		return JSON.parse( await this.text() ) as unknown;
	}

	clone(): MiniResponse {
		if ( this.used ) {
			throw new TypeError( 'Body has already been consumed.' );
		}
		return new MiniResponse( this.bodyText, {
			status: this.status,
			statusText: this.statusText,
			headers: this.headers,
		} );
	}
}

export function installResponsePolyfill(): void {
	const scope = globalThis as { Response?: unknown };
	if ( typeof scope.Response === 'undefined' ) {
		scope.Response = MiniResponse;
	}
}

installResponsePolyfill();

/** A JSON answer as WordPress sends it. */
export function jsonResponse(
	body: unknown,
	status = 200,
	headers: Record< string, string > = {}
): Response {
	return new Response( body === undefined ? '' : JSON.stringify( body ), {
		status,
		headers: {
			'Content-Type': 'application/json; charset=UTF-8',
			...headers,
		},
	} );
}

/** A WP_Error answer: `{ code, message, data: { status } }`. */
export function wpErrorResponse(
	status: number,
	code: string,
	message: string,
	headers: Record< string, string > = {}
): Response {
	return jsonResponse( { code, message, data: { status } }, status, headers );
}

/** What api-fetch rejects with when fetch itself fails (network down, DNS, CORS). */
export const FETCH_ERROR = {
	code: 'fetch_error',
	message: 'Could not get a valid response from the server.',
} as const;

/** A promise that never settles unless the signal aborts, then rejects like fetch does. */
export function pendingUntilAborted(
	signal: AbortSignal | null | undefined
): Promise< never > {
	return new Promise( ( _resolve, reject ) => {
		signal?.addEventListener( 'abort', () =>
			reject(
				new DOMException( 'The operation was aborted.', 'AbortError' )
			)
		);
	} );
}

/**
 * Sets the page configuration the plugin would print (window.cosmeticsStorefront), starting from
 * config.ts's fallback so fields added there later need no change here.
 */
export function setPageConfig(
	overrides: Partial< StorefrontConfig > = {}
): void {
	window.cosmeticsStorefront = undefined;
	window.cosmeticsStorefront = {
		...getConfig(),
		restRoot: 'http://127.0.0.1:8888/wp-json/',
		restNonce: 'restnonce1',
		storeApiNonce: 'storenonce1',
		wooCommerceActive: true,
		preload: {},
		...overrides,
	};
}
