/**
 * Global api-fetch middlewares, registered once per page.
 *
 * - Root URL: `config.restRoot` (correct for sub-directory installs and plain permalinks).
 * - Preloading: answers GETs whose path the plugin preloaded into the page (`config.preload`, built
 *   with `rest_preload_api_request`, keyed by REST path). Paths are compared after
 *   `normalizeRestPath` (query arguments sorted, see preloaded.ts); each preloaded answer is used once.
 *
 * `apiFetch.use` puts a middleware in front of the earlier ones, so preloading (registered last) runs
 * first and sees the path exactly as the client passed it.
 *
 * - A request carrying `Authorization: Bearer` skips the preloaded answers: the page computed them for
 *   the cookie user (a guest), and a JWT-only professional must not get guest prices (accounts).
 *
 * `request()` calls this too, so the first request can never miss the preload; the entry point calls
 * it explicitly as well, before rendering.
 */
import apiFetch from '@wordpress/api-fetch';
import { getConfig } from '../config';
import { createPreloadingMiddleware } from './preloaded';

let installed = false;

function hasBearer( headers: unknown ): boolean {
	if ( typeof headers !== 'object' || headers === null ) {
		return false;
	}
	return Object.entries( headers as Record< string, unknown > ).some(
		( [ name, value ] ) =>
			name.toLowerCase() === 'authorization' &&
			typeof value === 'string' &&
			/^Bearer\s/i.test( value )
	);
}

export function setupApi(): void {
	if ( installed ) {
		return;
	}
	installed = true;
	const config = getConfig();
	apiFetch.use( apiFetch.createRootURLMiddleware( config.restRoot ) );
	const preloading = createPreloadingMiddleware( config.preload );
	apiFetch.use( ( options, next ) =>
		hasBearer( options.headers )
			? next( options )
			: preloading( options, next )
	);
}
