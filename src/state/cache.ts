/**
 * The one client cache for server data (DESIGN.md: jotai atoms; spec section 9: products, product and
 * categories cached 5 minutes). Entries are keyed by the REST path they come from, so a key names
 * exactly one answer. An entry is loading, ready (with the time it was fetched) or failed; failed
 * entries are not served again: the next `ensure` (reload, a new visit) asks the server again.
 *
 * - `ensure(store, key, load)`: starts `load` unless the key is loading or holds a fresh answer, so
 *   concurrent users of one key share one request.
 * - `useCachedQuery(key, load)`: ensures on mount, when the key changes and after `clearCache`, and
 *   renders the entry.
 *
 * Requests are not aborted when a screen goes away: their answers are still worth keeping.
 */
import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';

export const CACHE_TTL_MS = 5 * 60 * 1000;

export type CacheEntry< T = unknown > =
	| { status: 'loading' }
	| { status: 'ready'; data: T; fetchedAt: number }
	| { status: 'error'; error: unknown };

type Store = ReturnType< typeof useStore >;

/** key -> entry. */
export const cacheAtom = atom< Readonly< Record< string, CacheEntry > > >( {} );

/**
 * How many times the cache was cleared. Users of a key ensure it again when this changes (a login or
 * logout forgets every answer while screens still show them: they must ask again, not wait for an
 * entry nobody loads), and an answer asked for before a clear is not stored after it.
 */
export const cacheGenerationAtom = atom( 0 );

/** The entry of `key` in `store`. */
export function readEntry< T >(
	store: Store,
	key: string
): CacheEntry< T > | undefined {
	return store.get( cacheAtom )[ key ] as CacheEntry< T > | undefined;
}

export function isFresh(
	entry: CacheEntry | undefined,
	now = Date.now()
): boolean {
	return entry?.status === 'ready' && now - entry.fetchedAt < CACHE_TTL_MS;
}

function setEntry(
	store: Store,
	key: string,
	entry: CacheEntry | undefined
): void {
	// Only this key changes: an expired answer elsewhere stays until its own key is read again (a
	// screen still shows it and refetches on its next visit); dropping it here would leave that
	// screen waiting for an entry nobody loads.
	store.set( cacheAtom, ( entries ) => {
		const next = { ...entries };
		if ( entry ) {
			next[ key ] = entry;
		} else {
			delete next[ key ];
		}
		return next;
	} );
}

/** Forgets every answer (prices depend on who is logged in: logout and login start afresh). */
export function clearCache( store: Store ): void {
	store.set( cacheAtom, {} );
	store.set( cacheGenerationAtom, ( generation ) => generation + 1 );
}

/** Stores an answer obtained elsewhere (e.g. a product out of a products page) unless a fresh one is there. */
export function prime< T >( store: Store, key: string, data: T ): void {
	const entry = readEntry( store, key );
	if ( ! isFresh( entry ) && entry?.status !== 'loading' ) {
		setEntry( store, key, {
			status: 'ready',
			data,
			fetchedAt: Date.now(),
		} );
	}
}

/** Starts `load` for `key` unless it is loading or fresh. Resolves when the entry is settled. */
export function ensure< T >(
	store: Store,
	key: string,
	load: () => Promise< T >,
	onData?: ( data: T ) => void
): void {
	const entry = readEntry( store, key );
	if ( entry?.status === 'loading' || isFresh( entry ) ) {
		return;
	}
	setEntry( store, key, { status: 'loading' } );
	const generation = store.get( cacheGenerationAtom );
	const current = () => store.get( cacheGenerationAtom ) === generation;
	let promise: Promise< T >;
	try {
		promise = load();
	} catch ( error ) {
		promise = Promise.reject( error );
	}
	promise.then(
		( data ) => {
			if ( current() ) {
				setEntry( store, key, {
					status: 'ready',
					data,
					fetchedAt: Date.now(),
				} );
				onData?.( data );
			}
		},
		( error: unknown ) => {
			if ( current() ) {
				setEntry( store, key, { status: 'error', error } );
			}
		}
	);
}

/** Forgets `key`'s entry and loads it again (the error screens' 'Odśwież'). */
export function reload< T >(
	store: Store,
	key: string,
	load: () => Promise< T >,
	onData?: ( data: T ) => void
): void {
	setEntry( store, key, undefined );
	ensure( store, key, load, onData );
}

export type QueryState< T > =
	| { status: 'idle' }
	| { status: 'loading' }
	| { status: 'ready'; data: T }
	| { status: 'error'; error: unknown };

/** A stable atom per key reading that key's entry (re-renders only when that entry changes). */
export function useEntry< T >(
	key: string | null
): CacheEntry< T > | undefined {
	const entryAtom = useMemo(
		() =>
			atom( ( get ) =>
				key === null
					? undefined
					: ( get( cacheAtom )[ key ] as CacheEntry< T > | undefined )
			),
		[ key ]
	);
	return useAtomValue( entryAtom );
}

/**
 * The cached answer of `key`, loaded by `load` when missing or older than 5 minutes. `key` null: no
 * query (state 'idle'). `load` may change between renders; the one of the latest render is used.
 */
export function useCachedQuery< T >(
	key: string | null,
	load: () => Promise< T >,
	onData?: ( data: T ) => void
): QueryState< T > & { reload: () => void } {
	const store = useStore();
	const entry = useEntry< T >( key );
	const generation = useAtomValue( cacheGenerationAtom );
	const loadRef = useRef( load );
	loadRef.current = load;
	const onDataRef = useRef( onData );
	onDataRef.current = onData;

	useEffect( () => {
		if ( key !== null ) {
			ensure(
				store,
				key,
				() => loadRef.current(),
				( data: T ) => onDataRef.current?.( data )
			);
		}
	}, [ store, key, generation ] );

	const reloadKey = useCallback( () => {
		if ( key !== null ) {
			reload(
				store,
				key,
				() => loadRef.current(),
				( data: T ) => onDataRef.current?.( data )
			);
		}
	}, [ store, key ] );

	let state: QueryState< T >;
	if ( key === null ) {
		state = { status: 'idle' };
	} else if ( ! entry || entry.status === 'loading' ) {
		state = { status: 'loading' };
	} else if ( entry.status === 'error' ) {
		state = { status: 'error', error: entry.error };
	} else {
		state = { status: 'ready', data: entry.data };
	}
	return { ...state, reload: reloadKey };
}
