import {
	dispatchLogout,
	endStoredSession,
	LOGOUT_EVENT,
	onLogout,
} from '../logout';
import { getAuthToken, getStoredUserData, saveAuthTokens } from '../tokens';

describe( 'global logout event', () => {
	it( 'is named cosmetics:logout', () => {
		expect( LOGOUT_EVENT ).toBe( 'cosmetics:logout' );
	} );

	it( 'notifies subscribers until they unsubscribe', () => {
		const callback = jest.fn();
		const unsubscribe = onLogout( callback );

		dispatchLogout();
		expect( callback ).toHaveBeenCalledTimes( 1 );

		unsubscribe();
		dispatchLogout();
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'is a CustomEvent on window, so code outside the bundle can listen too', () => {
		const listener = jest.fn();
		window.addEventListener( 'cosmetics:logout', listener );
		dispatchLogout();
		window.removeEventListener( 'cosmetics:logout', listener );
		expect( listener ).toHaveBeenCalledWith( expect.any( CustomEvent ) );
	} );
} );

describe( 'endStoredSession', () => {
	it( 'forgets every token, then raises the logout event once', () => {
		saveAuthTokens( 'jwt', { id: 1 }, true );
		const seen: Array< string | null > = [];
		const unsubscribe = onLogout( () => seen.push( getAuthToken() ) );
		endStoredSession();
		unsubscribe();
		expect( seen ).toEqual( [ null ] );
		expect( getStoredUserData() ).toBeNull();
	} );
} );
