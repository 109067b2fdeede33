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

describe( 'Bearer JWT middleware while the session start-up check runs (accounts)', () => {
	it( 'holds token-carrying requests until the check settles, then sends the token it left', async () => {
		const { holdAuthenticatedRequests } = await import(
			'../session-ready'
		);
		saveAuthTokens( 'jwt.stale', { id: 1 }, true );
		let settle: () => void = () => undefined;
		holdAuthenticatedRequests(
			new Promise< void >( ( resolve ) => ( settle = resolve ) )
		);
		const next = recordingNext( jsonResponse( {} ) );
		const pending = jwtMiddleware(
			makeRequest( { path: '/wc/store/v1/products' } ),
			next
		);
		await Promise.resolve();
		expect( next.requests ).toHaveLength( 0 );

		// The token routes themselves do not wait.
		const validate = recordingNext( jsonResponse( {} ) );
		await jwtMiddleware(
			makeRequest( {
				path: '/jwt-auth/v1/token/validate',
				method: 'POST',
			} ),
			validate
		);
		expect( validate.requests[ 0 ]?.headers.Authorization ).toBe(
			'Bearer jwt.stale'
		);

		saveAuthTokens( 'jwt.fresh', { id: 1 }, true );
		settle();
		await pending;
		expect( next.requests[ 0 ]?.headers.Authorization ).toBe(
			'Bearer jwt.fresh'
		);
	} );

	it( 'guests never wait', async () => {
		const { holdAuthenticatedRequests } = await import(
			'../session-ready'
		);
		holdAuthenticatedRequests( new Promise( () => undefined ) );
		const next = recordingNext( jsonResponse( {} ) );
		await jwtMiddleware( makeRequest(), next );
		expect( next.requests ).toHaveLength( 1 );
	} );
} );
