import { createStore } from 'jotai';
import { ApiError } from '../../api/errors';
import { LOGIN_EVENT } from '../../api/login';
import * as logout from '../../api/logout';
import { LOGOUT_EVENT } from '../../api/logout';
import type { AuthData } from '../../api/accounts';
import {
	initialSession,
	logIn,
	logOut,
	sessionAtom,
	startSession,
	userFromRecord,
	type SessionApi,
} from '../session';

const auth = ( change: Partial< AuthData > = {} ): AuthData => ( {
	token: 'tok.en.1',
	user_email: 'anna@example.com',
	user_display_name: 'Anna Kowalska',
	user_nicename: 'anna',
	user_id: 7,
	id: 7,
	first_name: 'Anna',
	last_name: 'Kowalska',
	clientType: 'individual',
	emailVerified: true,
	...change,
} );

const apiError = ( status: number, code: string | null = null ) =>
	new ApiError( { status, code, message: 'x', serverMessage: null } );

function fakeApi(
	change: Partial< SessionApi > = {}
): jest.Mocked< SessionApi > {
	return {
		validateToken: jest.fn( async () => ( { valid: true, user: auth() } ) ),
		refreshToken: jest.fn( async () => auth( { token: 'tok.en.2' } ) ),
		requestToken: jest.fn( async () => auth() ),
		revokeSession: jest.fn( async () => undefined ),
		...change,
	} as jest.Mocked< SessionApi >;
}

function events() {
	const seen: string[] = [];
	const login = () => seen.push( 'login' );
	const loggedOut = () => seen.push( 'logout' );
	window.addEventListener( LOGIN_EVENT, login );
	window.addEventListener( LOGOUT_EVENT, loggedOut );
	return {
		seen,
		stop: () => {
			window.removeEventListener( LOGIN_EVENT, login );
			window.removeEventListener( LOGOUT_EVENT, loggedOut );
		},
	};
}

function storeSession( remember: boolean, token = 'tok.en.1' ) {
	const storage = remember ? localStorage : sessionStorage;
	storage.setItem( 'jwt_token', token );
	storage.setItem(
		'user_data',
		JSON.stringify( { ...auth(), token: undefined } )
	);
	localStorage.setItem( 'remember_me', remember ? 'true' : 'false' );
	if ( ! remember ) {
		sessionStorage.setItem( 'remember_me', 'false' );
		localStorage.removeItem( 'remember_me' );
	}
}

beforeEach( () => {
	localStorage.clear();
	sessionStorage.clear();
} );

describe( 'start-up', () => {
	it( 'no stored token: a guest at once, without a request', async () => {
		const api = fakeApi();
		expect( initialSession() ).toEqual( { status: 'guest', user: null } );
		expect( await startSession( createStore(), api ) ).toEqual( {
			status: 'guest',
			user: null,
		} );
		expect( api.validateToken ).not.toHaveBeenCalled();
	} );

	it( 'a stored token starts as loading with the stored user, then validates (one request)', async () => {
		storeSession( true );
		expect( initialSession().status ).toBe( 'loading' );
		expect( initialSession().user?.displayName ).toBe( 'Anna Kowalska' );
		const api = fakeApi( {
			validateToken: jest.fn( async () => ( {
				valid: true,
				user: auth( { clientType: 'professional' } ),
			} ) ),
		} );
		const store = createStore();
		const session = await startSession( store, api );
		expect( session.status ).toBe( 'authenticated' );
		expect( session.user?.clientType ).toBe( 'professional' );
		expect( api.validateToken ).toHaveBeenCalledTimes( 1 );
		expect( api.refreshToken ).not.toHaveBeenCalled();
		expect( localStorage.getItem( 'jwt_token' ) ).toBe( 'tok.en.1' );
	} );

	it( 'invalid + remember me: refreshes and stores the new token', async () => {
		storeSession( true );
		const api = fakeApi( {
			validateToken: jest.fn( async () => ( { valid: false } ) ),
		} );
		const session = await startSession( createStore(), api );
		expect( api.refreshToken ).toHaveBeenCalledWith( 'tok.en.1' );
		expect( session.status ).toBe( 'authenticated' );
		expect( localStorage.getItem( 'jwt_token' ) ).toBe( 'tok.en.2' );
		expect( localStorage.getItem( 'remember_me' ) ).toBe( 'true' );
	} );

	it( 'invalid + remember me + refresh fails: logged out, everything cleared, logout event', async () => {
		storeSession( true );
		const { seen, stop } = events();
		const api = fakeApi( {
			validateToken: jest.fn( async () => ( { valid: false } ) ),
			refreshToken: jest.fn( async () =>
				Promise.reject( apiError( 401 ) )
			),
		} );
		expect( await startSession( createStore(), api ) ).toEqual( {
			status: 'guest',
			user: null,
		} );
		expect( localStorage.getItem( 'jwt_token' ) ).toBeNull();
		expect( localStorage.getItem( 'user_data' ) ).toBeNull();
		expect( seen ).toEqual( [ 'logout' ] );
		stop();
	} );

	it( 'invalid without remember me: logged out without a refresh', async () => {
		storeSession( false );
		const api = fakeApi( {
			validateToken: jest.fn( async () => ( { valid: false } ) ),
		} );
		expect( ( await startSession( createStore(), api ) ).status ).toBe(
			'guest'
		);
		expect( api.refreshToken ).not.toHaveBeenCalled();
		expect( sessionStorage.getItem( 'jwt_token' ) ).toBeNull();
	} );

	it( 'no answer from the server keeps the stored session', async () => {
		storeSession( true );
		const api = fakeApi( {
			validateToken: jest.fn( async () =>
				Promise.reject( apiError( 0 ) )
			),
		} );
		expect( ( await startSession( createStore(), api ) ).status ).toBe(
			'authenticated'
		);
		expect( localStorage.getItem( 'jwt_token' ) ).toBe( 'tok.en.1' );
	} );
} );

describe( 'login and logout', () => {
	it( 'login clears old tokens, stores with remember me in localStorage, fires cosmetics:login once', async () => {
		sessionStorage.setItem( 'jwt_token', 'old' );
		const { seen, stop } = events();
		const store = createStore();
		const api = fakeApi();
		const user = await logIn(
			store,
			{
				email: ' anna@example.com ',
				password: 'Haslo!2345',
				remember: true,
				clientType: 'professional',
			},
			api
		);
		expect( api.requestToken ).toHaveBeenCalledWith( {
			username: 'anna@example.com',
			password: 'Haslo!2345',
			remember: true,
			client_type: 'professional',
		} );
		expect( api.requestToken ).toHaveBeenCalledTimes( 1 );
		expect( user.id ).toBe( 7 );
		expect( sessionStorage.getItem( 'jwt_token' ) ).toBeNull();
		expect( localStorage.getItem( 'jwt_token' ) ).toBe( 'tok.en.1' );
		expect( localStorage.getItem( 'remember_me' ) ).toBe( 'true' );
		expect(
			JSON.parse( localStorage.getItem( 'user_data' ) ?? '{}' )
		).toMatchObject( {
			id: 7,
			clientType: 'individual',
			user_email: 'anna@example.com',
		} );
		expect( localStorage.getItem( 'user_data' ) ).not.toContain(
			'tok.en.1'
		);
		expect( store.get( sessionAtom ).status ).toBe( 'authenticated' );
		expect( seen ).toEqual( [ 'login' ] );
		stop();
	} );

	it( 'login without remember me goes to sessionStorage with remember_me false', async () => {
		await logIn(
			createStore(),
			{
				email: 'a@b.pl',
				password: 'x',
				remember: false,
				clientType: 'individual',
			},
			fakeApi()
		);
		expect( sessionStorage.getItem( 'jwt_token' ) ).toBe( 'tok.en.1' );
		expect( sessionStorage.getItem( 'remember_me' ) ).toBe( 'false' );
		expect( localStorage.getItem( 'jwt_token' ) ).toBeNull();
	} );

	it( 'a refused login stores nothing and keeps the guest state', async () => {
		const store = createStore();
		const api = fakeApi( {
			requestToken: jest.fn( async () =>
				Promise.reject( apiError( 401 ) )
			),
		} );
		await expect(
			logIn(
				store,
				{
					email: 'a@b.pl',
					password: 'x',
					remember: true,
					clientType: 'individual',
				},
				api
			)
		).rejects.toBeInstanceOf( ApiError );
		expect( localStorage.getItem( 'jwt_token' ) ).toBeNull();
		expect( store.get( sessionAtom ).status ).toBe( 'guest' );
	} );

	it( 'logout revokes on the server, clears everything and fires cosmetics:logout', async () => {
		const store = createStore();
		const api = fakeApi();
		await logIn(
			store,
			{
				email: 'a@b.pl',
				password: 'x',
				remember: true,
				clientType: 'individual',
			},
			api
		);
		const { seen, stop } = events();
		await logOut( store, api );
		expect( api.revokeSession ).toHaveBeenCalledTimes( 1 );
		expect( localStorage.getItem( 'jwt_token' ) ).toBeNull();
		expect( localStorage.getItem( 'remember_me' ) ).toBeNull();
		expect( store.get( sessionAtom ) ).toEqual( {
			status: 'guest',
			user: null,
		} );
		expect( seen ).toEqual( [ 'logout' ] );
		stop();
	} );

	it( "logout and a 401 answer share one sequence: endSession runs the api layer's endStoredSession", async () => {
		const store = createStore();
		const api = fakeApi();
		await logIn(
			store,
			{
				email: 'a@b.pl',
				password: 'x',
				remember: true,
				clientType: 'individual',
			},
			api
		);
		const end = jest.spyOn( logout, 'endStoredSession' );
		await logOut( store, api );
		expect( end ).toHaveBeenCalledTimes( 1 );
		end.mockRestore();
	} );

	it( 'the stored user record defaults to individual and reads unknown shapes as nobody', () => {
		expect(
			userFromRecord( { user_id: 3, user_email: 'x@y.pl' } )?.clientType
		).toBe( 'individual' );
		expect(
			userFromRecord( {
				user_id: 3,
				user_email: 'x@y.pl',
				clientType: 'professional',
			} )?.clientType
		).toBe( 'professional' );
		expect( userFromRecord( 'nonsense' ) ).toBeNull();
		expect( userFromRecord( { id: '3' } ) ).toBeNull();
	} );
} );
