import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState< T > =
	| { status: 'loading' }
	| { status: 'success'; data: T }
	| { status: 'error'; error: unknown };

/**
 * Runs `load` when `key` changes and tracks its state; a stale answer (key changed meanwhile) is
 * dropped. `reload()` runs it again.
 */
export function useAsync< T >( load: () => Promise< T >, key: string ): AsyncState< T > & { reload: () => void } {
	const [ state, setState ] = useState< AsyncState< T > >( { status: 'loading' } );
	const [ attempt, setAttempt ] = useState( 0 );
	const loadRef = useRef( load );
	loadRef.current = load;

	useEffect( () => {
		let current = true;
		setState( { status: 'loading' } );
		loadRef.current().then(
			( data ) => current && setState( { status: 'success', data } ),
			( error: unknown ) => current && setState( { status: 'error', error } )
		);
		return () => {
			current = false;
		};
	}, [ key, attempt ] );

	const reload = useCallback( () => setAttempt( ( n ) => n + 1 ), [] );
	return { ...state, reload };
}
