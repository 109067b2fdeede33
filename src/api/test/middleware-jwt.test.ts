import { jwtMiddleware } from '../middlewares/jwt';
import { saveAuthTokens } from '../tokens';
import { jsonResponse } from './support/http';
import { makeRequest, recordingNext } from './support/request';

beforeEach( () => {
	localStorage.clear();
	sessionStorage.clear();
} );

describe( 'Bearer JWT middleware', () => {
	it( 'sends no Authorization header when no token is stored', async () => {
		const next = recordingNext( jsonResponse( {} ) );
		await jwtMiddleware( makeRequest(), next );
		expect( next.requests[ 0 ]?.headers ).not.toHaveProperty(
			'Authorization'
		);
	} );

	it( 'sends the remembered token (localStorage)', async () => {
		saveAuthTokens( 'jwt.local', { id: 1 }, true );
		const next = recordingNext( jsonResponse( {} ) );
		await jwtMiddleware( makeRequest(), next );
		expect( next.requests[ 0 ]?.headers.Authorization ).toBe(
			'Bearer jwt.local'
		);
	} );

	it( 'sends the session token (sessionStorage) when remember-me is off', async () => {
		saveAuthTokens( 'jwt.session', { id: 1 }, false );
		const next = recordingNext( jsonResponse( {} ) );
		await jwtMiddleware(
			makeRequest( { path: '/wc/store/v1/cart' } ),
			next
		);
		expect( next.requests[ 0 ]?.headers.Authorization ).toBe(
			'Bearer jwt.session'
		);
	} );

	it( 'leaves an Authorization header set by the caller alone', async () => {
		saveAuthTokens( 'jwt.stored', { id: 1 }, true );
		const next = recordingNext( jsonResponse( {} ) );
		await jwtMiddleware(
			makeRequest( { headers: { authorization: 'Basic abc' } } ),
			next
		);
		expect( next.requests[ 0 ]?.headers ).toEqual( {
			authorization: 'Basic abc',
		} );
	} );
} );
