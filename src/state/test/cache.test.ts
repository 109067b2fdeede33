import { createStore } from 'jotai';
import {
	CACHE_TTL_MS,
	cacheAtom,
	clearCache,
	ensure,
	isFresh,
	prime,
	readEntry,
	reload,
} from '../cache';

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'catalogue cache', () => {
	afterEach( () => jest.restoreAllMocks() );

	it( 'serves a fresh answer without asking again, and shares one request between users of a key', async () => {
		const store = createStore();
		const load = jest.fn( () => Promise.resolve( [ 'a' ] ) );
		ensure( store, 'k', load );
		ensure( store, 'k', load );
		await flush();
		ensure( store, 'k', load );
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( readEntry( store, 'k' ) ).toMatchObject( {
			status: 'ready',
			data: [ 'a' ],
		} );
	} );

	it( 'asks again once the answer is 5 minutes old', async () => {
		const store = createStore();
		const now = jest.spyOn( Date, 'now' ).mockReturnValue( 1_000_000 );
		const load = jest.fn( () => Promise.resolve( 1 ) );
		ensure( store, 'k', load );
		await flush();
		now.mockReturnValue( 1_000_000 + CACHE_TTL_MS - 1 );
		ensure( store, 'k', load );
		expect( load ).toHaveBeenCalledTimes( 1 );
		now.mockReturnValue( 1_000_000 + CACHE_TTL_MS );
		ensure( store, 'k', load );
		expect( load ).toHaveBeenCalledTimes( 2 );
		expect( CACHE_TTL_MS ).toBe( 300000 );
	} );

	it( 'does not keep a failure: the next visit asks again', async () => {
		const store = createStore();
		const load = jest
			.fn()
			.mockRejectedValueOnce( new Error( 'down' ) )
			.mockResolvedValueOnce( 'ok' );
		ensure( store, 'k', load );
		await flush();
		expect( readEntry( store, 'k' ) ).toEqual( {
			status: 'error',
			error: new Error( 'down' ),
		} );
		ensure( store, 'k', load );
		await flush();
		expect( readEntry( store, 'k' ) ).toMatchObject( {
			status: 'ready',
			data: 'ok',
		} );
	} );

	it( 'reload asks again even when fresh; prime stores an answer obtained elsewhere', async () => {
		const store = createStore();
		prime( store, 'p', { id: 1 } );
		const load = jest.fn( () => Promise.resolve( { id: 2 } ) );
		ensure( store, 'p', load );
		expect( load ).not.toHaveBeenCalled();
		reload( store, 'p', load );
		await flush();
		expect( readEntry( store, 'p' ) ).toMatchObject( { data: { id: 2 } } );
	} );

	it( 'keeps other answers when one is written, even expired ones (their screens refetch them)', async () => {
		const store = createStore();
		const now = jest.spyOn( Date, 'now' ).mockReturnValue( 0 );
		prime( store, 'old', 1 );
		now.mockReturnValue( CACHE_TTL_MS + 1 );
		prime( store, 'new', 2 );
		expect( Object.keys( store.get( cacheAtom ) ).sort() ).toEqual( [
			'new',
			'old',
		] );
		expect( isFresh( readEntry( store, 'old' ) ) ).toBe( false );
	} );

	it( 'forgets everything on clearCache', () => {
		const store = createStore();
		prime( store, 'a', 1 );
		clearCache( store );
		expect( store.get( cacheAtom ) ).toEqual( {} );
	} );

	it( 'drops an answer asked for before clearCache (a guest price must not land after a login)', async () => {
		const store = createStore();
		let resolveGuest!: ( value: string ) => void;
		ensure(
			store,
			'k',
			() =>
				new Promise< string >(
					( resolve ) => ( resolveGuest = resolve )
				)
		);
		clearCache( store );
		ensure( store, 'k', () => Promise.resolve( 'professional' ) );
		await flush();
		resolveGuest( 'guest' );
		await flush();
		expect( readEntry( store, 'k' ) ).toMatchObject( {
			status: 'ready',
			data: 'professional',
		} );
	} );
} );
