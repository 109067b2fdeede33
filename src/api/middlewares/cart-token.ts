/**
 * Store API session round-trip.
 *
 * Requests to `/wc/store/...` carry `Cart-Token` (stored in localStorage, tokens.ts) and `Nonce` (the
 * Store API nonce: first `config.storeApiNonce`, then the latest one the server sent). Every response
 * that carries a `Cart-Token` or `Nonce` header - success or error alike, WooCommerce adds both to
 * error answers of cart routes too - replaces the stored value.
 *
 * WooCommerce (StoreApi/Routes/V1/AbstractCartRoute.php) requires the Nonce only for cart writes
 * without a valid Cart-Token; sending both always is what its own blocks do.
 */
import { getConfig } from '../../config';
import { withHeader, type Middleware } from '../chain';
import { getCartToken, setCartToken } from '../tokens';

export const STORE_API_PREFIX = '/wc/store/';

let storeApiNonce: string | null = null;

/** The Store API nonce to send: the latest one received, else the page's `storeApiNonce`. */
export function getStoreApiNonce(): string {
	return storeApiNonce ?? getConfig().storeApiNonce;
}

/** Sets the Store API nonce; null goes back to the page's `storeApiNonce`. */
export function setStoreApiNonce( nonce: string | null ): void {
	storeApiNonce = nonce;
}

export function isStoreApiPath( path: string ): boolean {
	return path.startsWith( STORE_API_PREFIX );
}

export const cartTokenMiddleware: Middleware = async ( request, next ) => {
	let outgoing = request;
	if ( isStoreApiPath( request.path ) ) {
		const cartToken = getCartToken();
		if ( cartToken ) {
			outgoing = withHeader( outgoing, 'Cart-Token', cartToken );
		}
		const nonce = getStoreApiNonce();
		if ( nonce ) {
			outgoing = withHeader( outgoing, 'Nonce', nonce );
		}
	}

	const response = await next( outgoing );

	const newCartToken = response.headers.get( 'Cart-Token' );
	if ( newCartToken ) {
		setCartToken( newCartToken );
	}
	const newNonce = response.headers.get( 'Nonce' );
	if ( newNonce ) {
		setStoreApiNonce( newNonce );
	}
	return response;
};
