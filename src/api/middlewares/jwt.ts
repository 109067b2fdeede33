/**
 * Bearer JWT: `Authorization: Bearer <token>` when a token is stored (tokens.ts). Requests only ever
 * go to the site's own REST root (the client accepts paths, not URLs), so the token never leaves it.
 * While the session's start-up check runs, other requests wait for it (session-ready.ts), then read
 * the token it left (refreshed, or none).
 */
import { withHeader, type Middleware } from '../chain';
import { isTokenRoute, whenSessionReady } from '../session-ready';
import { getAuthToken } from '../tokens';

export const jwtMiddleware: Middleware = async ( request, next ) => {
	if ( ! isTokenRoute( request.path ) && getAuthToken() ) {
		await whenSessionReady();
	}
	const token = getAuthToken();
	return next(
		token
			? withHeader( request, 'Authorization', `Bearer ${ token }` )
			: request
	);
};
