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
 *
 * A page served from a full page cache may be a day old: its Store API nonce has expired, and
 * a guest's first cart write (no Cart-Token yet) is refused with 403 `woocommerce_rest_invalid_nonce`
 * (or `…missing_nonce`) before WooCommerce runs the route. That refusal carries a fresh Nonce and
 * Cart-Token, so the request is sent once more with them; the shopper sees nothing.
 *
 * The login (`POST /jwt-auth/v1/token`) carries the Cart-Token too: the server brings that (guest) cart
 * into the account's and answers with the Cart-Token of the account's session, kept from then on
 * (includes/CartCheckout/LoginCart.php).
 */
import { getConfig } from '../../config';
import { withHeader, type ApiRequest, type Middleware } from '../chain';
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

/** The login: the device's cart goes with it (see above). */
export const LOGIN_PATH = '/jwt-auth/v1/token';

function isLoginPath( path: string ): boolean {
	return path === LOGIN_PATH || path.startsWith( `${ LOGIN_PATH }?` );
}

const NONCE_REFUSALS = [
	'woocommerce_rest_invalid_nonce',
	'woocommerce_rest_missing_nonce',
];

function withStoreApiHeaders( request: ApiRequest ): ApiRequest {
	let outgoing = request;
	const cartToken = getCartToken();
	if ( cartToken ) {
		outgoing = withHeader( outgoing, 'Cart-Token', cartToken );
	}
	const nonce = getStoreApiNonce();
	if ( nonce ) {
		outgoing = withHeader( outgoing, 'Nonce', nonce );
	}
	return outgoing;
}

/**
 * Keeps the Cart-Token and Nonce a response carries; whether it carried a new Nonce. `sent` is the
 * Cart-Token the device held when the request left: if the device's cart changed meanwhile (a login
 * handed it the account's, a logout emptied it), an answer about the old cart leaves it as it is now.
 */
function remember( response: Response, sent: string | null ): boolean {
	const newCartToken = response.headers.get( 'Cart-Token' );
	if ( newCartToken && getCartToken() === sent ) {
		setCartToken( newCartToken );
	}
	const newNonce = response.headers.get( 'Nonce' );
	const renewed = !! newNonce && newNonce !== getStoreApiNonce();
	if ( newNonce ) {
		setStoreApiNonce( newNonce );
	}
	return renewed;
}

async function refusedForNonce( response: Response ): Promise< boolean > {
	if ( response.status !== 403 ) {
		return false;
	}
	try {
		const body: unknown = JSON.parse( await response.clone().text() );
		const code =
			typeof body === 'object' && body !== null
				? ( body as { code?: unknown } ).code
				: undefined;
		return typeof code === 'string' && NONCE_REFUSALS.includes( code );
	} catch {
		return false;
	}
}

export const cartTokenMiddleware: Middleware = async ( request, next ) => {
	const sent = getCartToken();
	if ( ! isStoreApiPath( request.path ) ) {
		const cartToken = isLoginPath( request.path ) ? sent : null;
		const response = await next(
			cartToken ? withHeader( request, 'Cart-Token', cartToken ) : request
		);
		remember( response, sent );
		return response;
	}
	const response = await next( withStoreApiHeaders( request ) );
	const renewed = remember( response, sent );
	if ( ! renewed || ! ( await refusedForNonce( response ) ) ) {
		return response;
	}
	// Refused before the route ran, with a fresh Nonce (and Cart-Token): safe to send once more.
	const resent = getCartToken();
	const retried = await next( withStoreApiHeaders( request ) );
	remember( retried, resent );
	return retried;
};
