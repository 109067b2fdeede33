/**
 * Loads the api layer together with the REAL @wordpress/api-fetch in a fresh module registry, so
 * each test starts with api-fetch's global middlewares and our `setupApi()` flag reset. Tests using
 * this fake `globalThis.fetch` instead of api-fetch.
 */
import type apiFetchDefault from '@wordpress/api-fetch';

type ApiModule = typeof import('../../index');
type NonceModule = typeof import('../../middlewares/rest-nonce');
type PreloadedModule = typeof import('../../preloaded');

export interface RealApi {
	api: ApiModule;
	apiFetch: typeof apiFetchDefault;
	nonce: NonceModule;
	preloaded: PreloadedModule;
}

export function loadRealApi(): RealApi {
	let loaded: RealApi | undefined;
	jest.isolateModules( () => {
		loaded = {
			api: jest.requireActual< ApiModule >( '../../index' ),
			apiFetch: jest.requireActual< { default: typeof apiFetchDefault } >(
				'@wordpress/api-fetch'
			).default,
			nonce: jest.requireActual< NonceModule >(
				'../../middlewares/rest-nonce'
			),
			preloaded:
				jest.requireActual< PreloadedModule >( '../../preloaded' ),
		};
	} );
	if ( ! loaded ) {
		throw new Error( 'modules not loaded' );
	}
	return loaded;
}

export type FetchMock = jest.Mock<
	Promise< Response >,
	[ string, RequestInit ]
>;

/** Replaces globalThis.fetch with a jest mock (restored by the caller's afterEach). */
export function mockGlobalFetch(): FetchMock {
	const fetchMock: FetchMock = jest.fn();
	( globalThis as { fetch?: unknown } ).fetch = fetchMock;
	return fetchMock;
}

export function fetchCall(
	fetchMock: FetchMock,
	index = 0
): { url: string; init: RequestInit; headers: Record< string, string > } {
	const call = fetchMock.mock.calls[ index ];
	if ( ! call ) {
		throw new Error( `fetch call ${ index } missing` );
	}
	const [ url, init ] = call;
	return {
		url,
		init,
		headers: ( init.headers ?? {} ) as Record< string, string >,
	};
}
