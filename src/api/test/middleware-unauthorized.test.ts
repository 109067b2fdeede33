import { ApiError } from '../errors';
import * as logout from '../logout';
import { onLogout } from '../logout';
import { unauthorizedMiddleware } from '../middlewares/unauthorized';
import { getAuthToken, saveAuthTokens } from '../tokens';
import { jsonResponse } from './support/http';
import { makeRequest } from './support/request';

function apiError( status: number, code: string | null ): ApiError {
	return new ApiError( { status, code, message: 'm', serverMessage: null } );
}

let logouts: jest.Mock;
let unsubscribe: () => void;

beforeEach( () => {
	localStorage.clear();
	sessionStorage.clear();
	saveAuthTokens( 'jwt', { id: 1 }, true );
	logouts = jest.fn();
	unsubscribe = onLogout( logouts );
} );
afterEach( () => unsubscribe() );

describe( '401 middleware', () => {
	it( 'on 401 clears all tokens, raises the logout event and rethrows', async () => {
		const error = apiError( 401, 'jwt_auth_invalid_token' );
		await expect(
			unauthorizedMiddleware( makeRequest(), () =>
				Promise.reject( error )
			)
		).rejects.toBe( error );
		expect( getAuthToken() ).toBeNull();
		expect( localStorage.getItem( 'user_data' ) ).toBeNull();
		expect( localStorage.getItem( 'remember_me' ) ).toBeNull();
		expect( logouts ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'ends the session by the one logout sequence (endStoredSession), not a copy of it', async () => {
		const end = jest.spyOn( logout, 'endStoredSession' );
		await expect(
			unauthorizedMiddleware( makeRequest(), () =>
				Promise.reject( apiError( 401, 'jwt_auth_invalid_token' ) )
			)
		).rejects.toBeInstanceOf( ApiError );
		expect( end ).toHaveBeenCalledTimes( 1 );
		end.mockRestore();
	} );

	it.each( [ 400, 403, 404, 500, 0 ] )(
		'leaves the session alone on status %i',
		async ( status ) => {
			await expect(
				unauthorizedMiddleware( makeRequest(), () =>
					Promise.reject( apiError( status, null ) )
				)
			).rejects.toBeInstanceOf( ApiError );
			expect( getAuthToken() ).toBe( 'jwt' );
			expect( logouts ).not.toHaveBeenCalled();
		}
	);

	it( 'does not log out for the Store API missing-nonce 401 (a cart CSRF header, not the session)', async () => {
		await expect(
			unauthorizedMiddleware(
				makeRequest( { path: '/wc/store/v1/cart/add-item' } ),
				() =>
					Promise.reject(
						apiError( 401, 'woocommerce_rest_missing_nonce' )
					)
			)
		).rejects.toBeInstanceOf( ApiError );
		expect( getAuthToken() ).toBe( 'jwt' );
		expect( logouts ).not.toHaveBeenCalled();
	} );

	it( 'passes successful responses through', async () => {
		const response = jsonResponse( {} );
		await expect(
			unauthorizedMiddleware( makeRequest(), () =>
				Promise.resolve( response )
			)
		).resolves.toBe( response );
		expect( logouts ).not.toHaveBeenCalled();
	} );
} );
