import {
	CART_HANDOFF_COOKIE,
	clearAuthTokens,
	clearCartToken,
	getAuthToken,
	getCartToken,
	getStoredUserData,
	isRemembered,
	replaceAuthToken,
	saveAuthTokens,
	setCartToken,
	takeCartHandoff,
} from '../tokens';

beforeEach( () => {
	localStorage.clear();
	sessionStorage.clear();
} );

describe( 'auth token storage', () => {
	it( 'has no token when nothing is stored', () => {
		expect( getAuthToken() ).toBeNull();
		expect( getStoredUserData() ).toBeNull();
		expect( isRemembered() ).toBe( false );
	} );

	it( 'stores a remembered session in localStorage with remember_me "true"', () => {
		saveAuthTokens( 'jwt-a', { id: 7, clientType: 'individual' }, true );

		expect( localStorage.getItem( 'jwt_token' ) ).toBe( 'jwt-a' );
		expect( localStorage.getItem( 'user_data' ) ).toBe(
			'{"id":7,"clientType":"individual"}'
		);
		expect( localStorage.getItem( 'remember_me' ) ).toBe( 'true' );
		expect( sessionStorage.length ).toBe( 0 );
		expect( getAuthToken() ).toBe( 'jwt-a' );
		expect( getStoredUserData() ).toEqual( {
			id: 7,
			clientType: 'individual',
		} );
	} );

	it( 'stores a session without remember-me in sessionStorage with remember_me "false"', () => {
		saveAuthTokens( 'jwt-b', { id: 8 }, false );

		expect( sessionStorage.getItem( 'jwt_token' ) ).toBe( 'jwt-b' );
		expect( sessionStorage.getItem( 'remember_me' ) ).toBe( 'false' );
		expect( localStorage.getItem( 'jwt_token' ) ).toBeNull();
		expect( getAuthToken() ).toBe( 'jwt-b' );
	} );

	it( 'reads localStorage only when remember_me is "true" there', () => {
		localStorage.setItem( 'jwt_token', 'stale-local' );
		sessionStorage.setItem( 'jwt_token', 'session-token' );
		expect( getAuthToken() ).toBe( 'session-token' );

		localStorage.setItem( 'remember_me', 'true' );
		expect( getAuthToken() ).toBe( 'stale-local' );
	} );

	it( 'clears old tokens of the other storage when a new session is saved', () => {
		saveAuthTokens( 'remembered', { id: 1 }, true );
		saveAuthTokens( 'not-remembered', { id: 2 }, false );

		expect( localStorage.getItem( 'jwt_token' ) ).toBeNull();
		expect( localStorage.getItem( 'remember_me' ) ).toBeNull();
		expect( getAuthToken() ).toBe( 'not-remembered' );
	} );

	it( 'replaces the token in the storage the session lives in', () => {
		saveAuthTokens( 'old', { id: 1 }, true );
		replaceAuthToken( 'refreshed' );
		expect( localStorage.getItem( 'jwt_token' ) ).toBe( 'refreshed' );
		expect( sessionStorage.getItem( 'jwt_token' ) ).toBeNull();
	} );

	it( 'clearAuthTokens removes jwt_token, user_data and remember_me from both storages', () => {
		for ( const storage of [ localStorage, sessionStorage ] ) {
			storage.setItem( 'jwt_token', 't' );
			storage.setItem( 'user_data', '{}' );
			storage.setItem( 'remember_me', 'true' );
			storage.setItem( 'unrelated', 'kept' );
		}
		setCartToken( 'cart' );

		clearAuthTokens();

		for ( const storage of [ localStorage, sessionStorage ] ) {
			expect( storage.getItem( 'jwt_token' ) ).toBeNull();
			expect( storage.getItem( 'user_data' ) ).toBeNull();
			expect( storage.getItem( 'remember_me' ) ).toBeNull();
			expect( storage.getItem( 'unrelated' ) ).toBe( 'kept' );
		}
		expect( getCartToken() ).toBe( 'cart' );
	} );

	it( 'treats unparsable user data as absent', () => {
		sessionStorage.setItem( 'user_data', '{not json' );
		expect( getStoredUserData() ).toBeNull();
	} );

	it( 'behaves as logged out when storage throws', () => {
		const getItem = jest
			.spyOn( Storage.prototype, 'getItem' )
			.mockImplementation( () => {
				throw new DOMException( 'denied', 'SecurityError' );
			} );
		expect( getAuthToken() ).toBeNull();
		expect( getCartToken() ).toBeNull();
		getItem.mockRestore();
	} );
} );

describe( 'cart token storage', () => {
	it( 'keeps the cart token in localStorage under cosmetics_cart_token', () => {
		expect( getCartToken() ).toBeNull();
		setCartToken( 'eyJ.cart' );
		expect( localStorage.getItem( 'cosmetics_cart_token' ) ).toBe(
			'eyJ.cart'
		);
		expect( getCartToken() ).toBe( 'eyJ.cart' );
		clearCartToken();
		expect( getCartToken() ).toBeNull();
	} );
} );

describe( 'takeCartHandoff', () => {
	afterEach( () => {
		document.cookie = `${ CART_HANDOFF_COOKIE }=; Max-Age=0; Path=/`;
	} );

	it( "reads the server's Cart-Token once and deletes the cookie", () => {
		document.cookie = `${ CART_HANDOFF_COOKIE }=aaa.bbb.ccc; Path=/`;
		expect( takeCartHandoff( '/' ) ).toBe( 'aaa.bbb.ccc' );
		expect( takeCartHandoff( '/' ) ).toBeNull();
	} );

	it( 'ignores what is no token', () => {
		document.cookie = `${ CART_HANDOFF_COOKIE }=${ encodeURIComponent(
			'<script>'
		) }; Path=/`;
		expect( takeCartHandoff( '/' ) ).toBeNull();
		expect( takeCartHandoff( '/' ) ).toBeNull();
	} );
} );
