/**
 * Global api-fetch middlewares, registered once per page.
 *
 * - Root URL: `config.restRoot` (correct for sub-directory installs and plain permalinks).
 * - Preloading: answers GETs whose path the plugin preloaded into the page (`config.preload`, built
 *   with `rest_preload_api_request`, keyed by REST path). Paths are compared after api-fetch's
 *   `normalizePath` (query arguments sorted); each preloaded answer is used once.
 *
 * `apiFetch.use` puts a middleware in front of the earlier ones, so preloading (registered last) runs
 * first and sees the path exactly as the client passed it.
 *
 * `request()` calls this too, so the first request can never miss the preload; the entry point calls
 * it explicitly as well, before rendering.
 */
import apiFetch from '@wordpress/api-fetch';
import { getConfig } from '../config';

let installed = false;

export function setupApi(): void {
	if ( installed ) {
		return;
	}
	installed = true;
	const config = getConfig();
	apiFetch.use( apiFetch.createRootURLMiddleware( config.restRoot ) );
	apiFetch.use( apiFetch.createPreloadingMiddleware( config.preload ) );
}
