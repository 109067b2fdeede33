/**
 * The REST answers the plugin printed into the page (`config.preload`, built with
 * `rest_preload_api_request`: `{ body, headers }` by REST path, successful answers only), read
 * synchronously so that a screen's first render can already show them (the server rendered the same
 * answers into the page: includes/Storefront/ServerMarkup.php). The preloading middleware below
 * (registered by setup.ts) answers the same paths for requests.
 *
 * None while an auth token is stored: the page computed its answers for the cookie user (a guest), and
 * a JWT-only professional must not be shown guest prices (the same rule as setup.ts).
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';
import { getConfig } from '../config';
import { getAuthToken } from './tokens';

export interface PreloadedAnswer {
	data: unknown;
	headers: Headers;
}

function toHeaders( value: unknown ): Headers {
	const headers = new Headers();
	if ( typeof value === 'object' && value !== null ) {
		for ( const [ name, header ] of Object.entries(
			value as Record< string, unknown >
		) ) {
			if ( typeof header === 'string' || typeof header === 'number' ) {
				headers.set( name, String( header ) );
			}
		}
	}
	return headers;
}

/** Preloaded answers by REST path, in the page's order. */
export function preloadedAnswers(): Map< string, PreloadedAnswer > {
	const answers = new Map< string, PreloadedAnswer >();
	if ( getAuthToken() ) {
		return answers;
	}
	for ( const [ path, answer ] of Object.entries(
		getConfig().preload ?? {}
	) ) {
		if ( isPreloadRecord( answer ) ) {
			answers.set( path, {
				data: answer.body,
				headers: toHeaders( answer.headers ),
			} );
		}
	}
	return answers;
}

/**
 * The page's answer at `path` (compared normalised), read without taking it: a screen's first render
 * shows it, and its request is then answered from the page by the middleware below.
 */
export function preloadedAnswer( path: string ): PreloadedAnswer | undefined {
	const wanted = normalizeRestPath( path );
	for ( const [ key, answer ] of preloadedAnswers() ) {
		if ( normalizeRestPath( key ) === wanted ) {
			return answer;
		}
	}
	return undefined;
}

/**
 * A REST path in the one form preloaded keys and requests are compared in: query pairs decoded,
 * sorted by key (then value) in code-unit order, re-encoded with encodeURIComponent. The same form
 * as api-fetch's `normalizePath` for the shop's ASCII query keys, without its `localeCompare`: the
 * first `localeCompare` of a page builds an ICU collator, which cost ~30 ms of main thread in the
 * first render of `/sklep` (CPU profile), time a phone spends blocked.
 */
export function normalizeRestPath( path: string ): string {
	const at = path.indexOf( '?' );
	if ( at < 0 ) {
		return path;
	}
	const query = path.slice( at + 1 );
	if ( query === '' ) {
		return path.slice( 0, at );
	}
	const pairs = query.split( '&' ).map( ( pair ) => {
		const equals = pair.indexOf( '=' );
		const key = equals < 0 ? pair : pair.slice( 0, equals );
		const value = equals < 0 ? '' : pair.slice( equals + 1 );
		return [ decodeQueryPart( key ), decodeQueryPart( value ) ] as const;
	} );
	pairs.sort(
		( a, b ) => byCodeUnit( a[ 0 ], b[ 0 ] ) || byCodeUnit( a[ 1 ], b[ 1 ] )
	);
	return `${ path.slice( 0, at ) }?${ pairs
		.map(
			( [ key, value ] ) =>
				`${ encodeURIComponent( key ) }=${ encodeURIComponent(
					value
				) }`
		)
		.join( '&' ) }`;
}

/** Stable, locale-free string order (what a query string's keys need). */
export function byCodeUnit( a: string, b: string ): number {
	if ( a === b ) {
		return 0;
	}
	return a < b ? -1 : 1;
}

function decodeQueryPart( part: string ): string {
	try {
		return decodeURIComponent( part.replace( /\+/g, ' ' ) );
	} catch {
		return part;
	}
}

/**
 * Preloaded paths (normalised) already used, by a request or by the catalogue cache the mount fills
 * from them (state/catalogue.ts): each answer is used once. Without it, a list the cache took at the
 * start was answered from the page again when its cache entry expired: the page's old prices.
 */
const used = new Set< string >();

/** The answer at `path` was taken (the catalogue cache): a request for it goes to the network. */
export function markPreloadedUsed( path: string ): void {
	used.add( normalizeRestPath( path ) );
}

/**
 * api-fetch middleware answering a GET from the page's preloaded answers (the plugin preloads GETs
 * only: includes/Storefront/preload-paths.json), each answer once, as a parsed body or, with
 * `parse: false`, as a 200 Response carrying the preloaded headers; anything else goes on to the
 * network.
 */
export function createPreloadingMiddleware(
	preload: Record< string, unknown >
): APIFetchMiddleware {
	const answers = new Map< string, PreloadRecord >();
	for ( const [ path, answer ] of Object.entries( preload ) ) {
		if ( isPreloadRecord( answer ) ) {
			answers.set( normalizeRestPath( path ), answer );
		}
	}
	return ( request, next ) => {
		const method = ( request.method ?? 'GET' ).toUpperCase();
		if ( method !== 'GET' || typeof request.path !== 'string' ) {
			return next( request );
		}
		const path = normalizeRestPath( request.path );
		const answer = answers.get( path );
		if ( ! answer || used.has( path ) ) {
			return next( request );
		}
		used.add( path );
		if ( request.parse !== false ) {
			return Promise.resolve( answer.body );
		}
		return Promise.resolve(
			new Response( JSON.stringify( answer.body ), {
				status: 200,
				statusText: 'OK',
				headers: toHeaders( answer.headers ),
			} )
		);
	};
}

interface PreloadRecord {
	body: unknown;
	headers?: unknown;
}

function isPreloadRecord( value: unknown ): value is PreloadRecord {
	return typeof value === 'object' && value !== null && 'body' in value;
}
