/**
 * The shopper's session as the whole storefront reads it (spec accounts-pages-errors.md section 4).
 *
 * - Start-up: the token is read from localStorage (remember me) or sessionStorage and validated
 *   (one request); if invalid and remember-me was set, a refresh is attempted; if that fails, or
 *   there was no remember-me, the user is logged out. No stored token: a guest at once, no request.
 * - Login: one request (the server runs the whole login sequence); all old tokens are cleared first,
 *   then token, user data and remember_me are stored (tokens.ts); `cosmetics:login` is raised.
 * - Logout, or any 401 answer (api layer): every token is cleared and `cosmetics:logout` raised,
 *   which resets this state. Logout also revokes the token on the server.
 *
 * The dialogs' state (which dialog is open) lives here too, so that any screen can open them.
 */
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import {
	clearAuthTokens,
	getAuthToken,
	getStoredUserData,
	isRemembered,
	replaceAuthToken,
	saveAuthTokens,
	endStoredSession,
	onLogout,
	dispatchLogin,
	holdAuthenticatedRequests,
	isApiError,
} from '../api';
import {
	refreshToken,
	requestToken,
	revokeSession,
	validateToken,
	type AuthData,
	type ClientType,
} from '../api';

export interface SessionUser {
	id: number;
	email: string;
	displayName: string;
	firstName: string;
	lastName: string;
	clientType: 'individual' | 'professional';
	emailVerified: boolean;
}

export interface Session {
	status: 'loading' | 'guest' | 'authenticated';
	user: SessionUser | null;
}

type Store = ReturnType< typeof useStore >;

const GUEST: Session = { status: 'guest', user: null };

/** The stored user record (spec: auth data plus id and clientType, default individual). */
export function userFromRecord( record: unknown ): SessionUser | null {
	if ( typeof record !== 'object' || record === null ) {
		return null;
	}
	const r = record as Record< string, unknown >;
	const id = typeof r.id === 'number' ? r.id : r.user_id;
	if ( typeof id !== 'number' || typeof r.user_email !== 'string' ) {
		return null;
	}
	const str = ( value: unknown ) =>
		typeof value === 'string' ? value : '';
	return {
		id,
		email: r.user_email,
		displayName: str( r.user_display_name ) || r.user_email,
		firstName: str( r.first_name ),
		lastName: str( r.last_name ),
		clientType:
			r.clientType === 'professional' ? 'professional' : 'individual',
		emailVerified: r.emailVerified !== false,
	};
}

/** What the page starts with, synchronously: a guest without a token, else 'loading' with the stored user. */
export function initialSession(): Session {
	if ( ! getAuthToken() ) {
		return GUEST;
	}
	return { status: 'loading', user: userFromRecord( getStoredUserData() ) };
}

export const sessionAtom = atom< Session >( initialSession() );

/** The record stored under user_data (the token lives under jwt_token only). */
function recordOf( data: AuthData ): Omit< AuthData, 'token' > {
	const { token: _token, ...record } = data;
	return record;
}

export interface SessionApi {
	validateToken: typeof validateToken;
	refreshToken: typeof refreshToken;
	requestToken: typeof requestToken;
	revokeSession: typeof revokeSession;
}

const defaultApi: SessionApi = {
	validateToken,
	refreshToken,
	requestToken,
	revokeSession,
};

/** The start-up check (see the header). Resolves with the session it set. */
export async function startSession(
	store: Store,
	api: SessionApi = defaultApi
): Promise< Session > {
	const token = getAuthToken();
	if ( ! token ) {
		store.set( sessionAtom, GUEST );
		return GUEST;
	}
	const remembered = isRemembered();
	try {
		const answer = await api.validateToken();
		if ( answer.valid && answer.user ) {
			const user = userFromRecord( answer.user );
			saveAuthTokens( token, recordOf( answer.user ), remembered );
			const session: Session = { status: 'authenticated', user };
			store.set( sessionAtom, session );
			return session;
		}
	} catch ( error: unknown ) {
		if ( isApiError( error ) && error.status === 0 ) {
			// No answer: keep the stored session; the next call that needs it decides.
			const session: Session = {
				status: 'authenticated',
				user: userFromRecord( getStoredUserData() ),
			};
			store.set( sessionAtom, session );
			return session;
		}
	}
	if ( remembered ) {
		try {
			const refreshed = await api.refreshToken( token );
			saveAuthTokens( refreshed.token, recordOf( refreshed ), true );
			const session: Session = {
				status: 'authenticated',
				user: userFromRecord( refreshed ),
			};
			store.set( sessionAtom, session );
			return session;
		} catch {
			// Falls through to logout.
		}
	}
	endSession( store );
	return GUEST;
}

export interface LoginInput {
	email: string;
	password: string;
	remember: boolean;
	clientType: ClientType;
}

/** Logs in (one request). Rejects with the ApiError of a refused login; nothing is stored then. */
export async function logIn(
	store: Store,
	input: LoginInput,
	api: SessionApi = defaultApi
): Promise< SessionUser > {
	clearAuthTokens();
	const previous = store.get( sessionAtom ).user?.id ?? 0;
	const data = await api.requestToken( {
		username: input.email.trim(),
		password: input.password,
		remember: input.remember,
		client_type: input.clientType,
	} );
	saveAuthTokens( data.token, recordOf( data ), input.remember );
	const user = userFromRecord( data );
	store.set( sessionAtom, { status: 'authenticated', user } );
	if ( user && user.id !== previous ) {
		dispatchLogin();
	}
	if ( ! user ) {
		throw new Error( 'invalid login answer' );
	}
	return user;
}

/** Logs out: revokes the token on the server (best effort), clears storage, raises the logout event. */
export async function logOut(
	store: Store,
	api: SessionApi = defaultApi
): Promise< void > {
	if ( getAuthToken() ) {
		try {
			await api.revokeSession();
		} catch {
			// The token is forgotten here anyway.
		}
	}
	endSession( store );
}

/**
 * The one way a session ends here (logout, a failed start-up check, a deleted account): every token
 * forgotten, the shopper a guest, `cosmetics:logout` raised for the rest of the storefront.
 */
export function endSession( store: Store ): void {
	store.set( sessionAtom, GUEST );
	endStoredSession();
}

/** After a password change: the server revoked the old token and answered a new one. */
export function replaceSessionToken( token: string ): void {
	replaceAuthToken( token );
}

/** Marks the stored user verified (after the verification panel succeeded). */
export function markVerified( store: Store ): void {
	const session = store.get( sessionAtom );
	if ( session.user ) {
		store.set( sessionAtom, {
			...session,
			user: { ...session.user, emailVerified: true },
		} );
		const record = getStoredUserData();
		const token = getAuthToken();
		if ( token && typeof record === 'object' && record !== null ) {
			saveAuthTokens(
				token,
				{
					...( record as Record< string, unknown > ),
					emailVerified: true,
				},
				isRemembered()
			);
		}
	}
}

/** Updates the names/e-mail of the stored user after a profile save. */
export function updateSessionUser(
	store: Store,
	changes: Partial< SessionUser >
): void {
	const session = store.get( sessionAtom );
	if ( session.user ) {
		store.set( sessionAtom, {
			...session,
			user: { ...session.user, ...changes },
		} );
	}
}

const started = new WeakMap< object, Promise< Session > >();

/**
 * Starts the start-up check once per store; until it settles, requests that would carry the stored
 * token wait (api/session-ready.ts). The entry point calls it before the first render.
 */
export function ensureSessionStarted(
	store: Store,
	api: SessionApi = defaultApi
): Promise< Session > {
	let start = started.get( store );
	if ( ! start ) {
		start = startSession( store, api );
		started.set( store, start );
		holdAuthenticatedRequests( start );
	}
	return start;
}

/** Runs the start-up check (once per store) and follows the global logout event. */
export function useSessionBootstrap(): void {
	const store = useStore();
	useEffect( () => {
		const stop = onLogout( () => store.set( sessionAtom, GUEST ) );
		void ensureSessionStarted( store );
		return stop;
	}, [ store ] );
}

export function useSession(): Session {
	return useAtomValue( sessionAtom );
}

// ------------------------------------------------------------------------------------------------
// Dialogs.

export type DialogState =
	| { view: 'closed' }
	| { view: 'auth'; notice?: string; email?: string }
	| { view: 'reset' }
	| {
			view: 'verify';
			email: string;
			userId?: number;
			retry?: LoginInput;
			notice?: string;
	  };

export const dialogAtom = atom< DialogState >( { view: 'closed' } );

/** Opens the login/registration dialog (the home page's and the side menu's entry). */
export function useLoginDialog(): { open: () => void } {
	const setDialog = useSetAtom( dialogAtom );
	const open = useCallback(
		() => setDialog( { view: 'auth' } ),
		[ setDialog ]
	);
	return { open };
}
