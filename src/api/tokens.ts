/**
 * Browser storage of the tokens the api layer sends.
 *
 * Auth (spec, accounts "Session"): keys `jwt_token`, `user_data`, `remember_me`. With remember-me the
 * token and user data live in localStorage with remember_me 'true'; without it in sessionStorage with
 * remember_me 'false'. Logging in clears all old tokens first; logout and any 401 clear all of them.
 *
 * Cart: the Store API Cart-Token (a signed token naming the WooCommerce session) in localStorage under
 * `cosmetics_cart_token`, so the guest cart survives a closed tab.
 *
 * Storage can be unavailable (privacy modes, blocked cookies): every access is guarded and then
 * behaves as if nothing were stored.
 */

export const JWT_TOKEN_KEY = 'jwt_token';
export const USER_DATA_KEY = 'user_data';
export const REMEMBER_ME_KEY = 'remember_me';
export const CART_TOKEN_KEY = 'cosmetics_cart_token';

const AUTH_KEYS = [ JWT_TOKEN_KEY, USER_DATA_KEY, REMEMBER_ME_KEY ] as const;

type StorageKind = 'localStorage' | 'sessionStorage';

function storage( kind: StorageKind ): Storage | null {
	try {
		return window[ kind ];
	} catch {
		return null;
	}
}

function read( kind: StorageKind, key: string ): string | null {
	try {
		return storage( kind )?.getItem( key ) ?? null;
	} catch {
		return null;
	}
}

function write( kind: StorageKind, key: string, value: string ): void {
	try {
		storage( kind )?.setItem( key, value );
	} catch {
		// Quota exceeded or storage disabled: the session simply will not persist.
	}
}

function remove( kind: StorageKind, key: string ): void {
	try {
		storage( kind )?.removeItem( key );
	} catch {
		// Nothing to remove from an unavailable storage.
	}
}

/** True when the session was stored with remember-me (localStorage remember_me === 'true'). */
export function isRemembered(): boolean {
	return read( 'localStorage', REMEMBER_ME_KEY ) === 'true';
}

function authStorage(): StorageKind {
	return isRemembered() ? 'localStorage' : 'sessionStorage';
}

/** The stored JWT, or null. localStorage when remember_me is 'true', sessionStorage otherwise. */
export function getAuthToken(): string | null {
	const token = read( authStorage(), JWT_TOKEN_KEY );
	return token ? token : null;
}

/**
 * The stored user record, parsed from JSON, or null. Its shape belongs to the session state, which
 * validates it; here it is `unknown`.
 */
export function getStoredUserData(): unknown {
	const raw = read( authStorage(), USER_DATA_KEY );
	if ( ! raw ) {
		return null;
	}
	try {
		return JSON.parse( raw ) as unknown;
	} catch {
		return null;
	}
}

/**
 * Stores a session after login: clears all old tokens first, then writes token, user data and
 * remember_me to localStorage (remember-me, 'true') or sessionStorage ('false').
 */
export function saveAuthTokens(
	token: string,
	userData: unknown,
	rememberMe: boolean
): void {
	clearAuthTokens();
	const kind: StorageKind = rememberMe ? 'localStorage' : 'sessionStorage';
	write( kind, JWT_TOKEN_KEY, token );
	write( kind, USER_DATA_KEY, JSON.stringify( userData ) );
	write( kind, REMEMBER_ME_KEY, rememberMe ? 'true' : 'false' );
}

/** Replaces the token of the current session (token refresh) in the storage it lives in. */
export function replaceAuthToken( token: string ): void {
	write( authStorage(), JWT_TOKEN_KEY, token );
}

/** Removes jwt_token, user_data and remember_me from both storages. */
export function clearAuthTokens(): void {
	for ( const kind of [ 'localStorage', 'sessionStorage' ] as const ) {
		for ( const key of AUTH_KEYS ) {
			remove( kind, key );
		}
	}
}

/** The stored Store API Cart-Token, or null. */
export function getCartToken(): string | null {
	const token = read( 'localStorage', CART_TOKEN_KEY );
	return token ? token : null;
}

export function setCartToken( token: string ): void {
	write( 'localStorage', CART_TOKEN_KEY, token );
}

/** Forgets the cart token: the next Store API request starts (or resumes, by cookie) a session. */
export function clearCartToken(): void {
	remove( 'localStorage', CART_TOKEN_KEY );
}

/**
 * The cookie in which the server hands over the Cart-Token of a cart made without the app (the server's
 * add-to-cart form, includes/Storefront/AddToCartForm.php HANDOFF_COOKIE).
 */
export const CART_HANDOFF_COOKIE = 'cosmetics_cart_handoff';

/**
 * The Cart-Token the server handed over, once: the cookie is deleted as it is read (path: the site's
 * home path, where the server set it). A token that is no signed token's shape is ignored.
 */
export function takeCartHandoff( path: string ): string | null {
	let cookies = '';
	try {
		cookies = document.cookie;
	} catch {
		return null;
	}
	const entry = cookies
		.split( ';' )
		.map( ( part ) => part.trim() )
		.find( ( part ) => part.startsWith( `${ CART_HANDOFF_COOKIE }=` ) );
	if ( ! entry ) {
		return null;
	}
	try {
		document.cookie = `${ CART_HANDOFF_COOKIE }=; Max-Age=0; Path=${ path }; SameSite=Lax`;
	} catch {
		// Not deleted: read again next time, the same token.
	}
	let token = entry.slice( CART_HANDOFF_COOKIE.length + 1 );
	try {
		token = decodeURIComponent( token );
	} catch {
		return null;
	}
	return /^[\w-]+\.[\w-]+\.[\w-]+$/.test( token ) ? token : null;
}
