/**
 * Bearer JWT: `Authorization: Bearer <token>` when a token is stored (tokens.ts). Requests only ever
 * go to the site's own REST root (the client accepts paths, not URLs), so the token never leaves it.
 */
import { withHeader, type Middleware } from '../chain';
import { getAuthToken } from '../tokens';

export const jwtMiddleware: Middleware = ( request, next ) => {
	const token = getAuthToken();
	return next(
		token
			? withHeader( request, 'Authorization', `Bearer ${ token }` )
			: request
	);
};
