import type { ApiRequest, Handler } from '../../chain';

/** A chain request with defaults, for calling one middleware directly. */
export function makeRequest(
	overrides: Partial< ApiRequest > = {}
): ApiRequest {
	return {
		path: '/wp/v2/users/me',
		method: 'GET',
		headers: {},
		timeout: 20000,
		...overrides,
	};
}

/** A `next` handler that records the requests it got and answers with the given responses in turn. */
export function recordingNext(
	...responses: Array< Response | ( () => Promise< Response > ) >
): jest.Mock< Promise< Response >, [ ApiRequest ] > & {
	requests: ApiRequest[];
} {
	const requests: ApiRequest[] = [];
	const next = jest.fn< Promise< Response >, [ ApiRequest ] >(
		( request ) => {
			requests.push( request );
			const answer = responses.shift();
			if ( answer === undefined ) {
				return Promise.reject(
					new Error( 'unexpected extra request' )
				);
			}
			return typeof answer === 'function'
				? answer()
				: Promise.resolve( answer );
		}
	);
	return Object.assign( next, { requests } );
}

export type { Handler };
