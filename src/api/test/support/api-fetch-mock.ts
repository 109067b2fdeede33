/**
 * Module factory for `jest.mock( '@wordpress/api-fetch', ... )`: the default export is a jest.fn
 * (the tests give it an implementation returning Response objects, as api-fetch does with
 * `parse: false`) carrying the static members the api layer uses.
 *
 * Usage in a test file:
 *   jest.mock( '@wordpress/api-fetch', () => require( './support/api-fetch-mock' ).apiFetchModule() );
 */
import type {
	ApiFetch,
	APIFetchMiddleware,
	APIFetchOptions,
} from '@wordpress/api-fetch';

export interface ApiFetchMock
	extends jest.Mock< Promise< unknown >, [ APIFetchOptions ] > {
	use: jest.Mock< void, [ APIFetchMiddleware ] >;
	createRootURLMiddleware: jest.Mock< APIFetchMiddleware, [ string ] >;
	nonceMiddleware?: { nonce: string };
	nonceEndpoint?: string;
}

const passThrough: APIFetchMiddleware = ( options, next ) => next( options );

export function apiFetchModule(): { __esModule: true; default: ApiFetchMock } {
	const mock = Object.assign(
		jest.fn< Promise< unknown >, [ APIFetchOptions ] >(),
		{
			use: jest.fn< void, [ APIFetchMiddleware ] >(),
			createRootURLMiddleware: jest.fn< APIFetchMiddleware, [ string ] >(
				() => passThrough
			),
		}
	);
	return { __esModule: true, default: mock };
}

/** The mocked default export, typed. */
export function mockedApiFetch( apiFetch: ApiFetch ): ApiFetchMock {
	return apiFetch as unknown as ApiFetchMock;
}
