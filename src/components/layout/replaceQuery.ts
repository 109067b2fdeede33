/**
 * The query of the history entry on screen rewritten in place: what a screen shows without a
 * navigation, written into its address so a reload, a shared link or Back and Forward find it again
 * (the shop's pages shown after 'Załaduj więcej': `page=N`). history.replaceState with the entry's own
 * state: no new entry, the router's key and index of the entry kept (so the position Layout remembers for
 * it, and Back and Forward to it, stay). The router is not told: its location keeps the address it drew,
 * the screen knows the rest. Layout is (onQueryReplaced): it remembers the entry's scroll position only
 * while the browser's address is the entry's.
 */
type Listener = () => void;

const listeners = new Set< Listener >();

/** Replaces the entry's query (`?…`, or '' for none), keeping its path and #fragment. */
export function replaceQuery( search: string ): void {
	const { pathname, hash } = window.location;
	window.history.replaceState(
		window.history.state,
		'',
		`${ pathname }${ search }${ hash }`
	);
	listeners.forEach( ( listener ) => listener() );
}

/** Calls `listener` after each replaceQuery; returns the unsubscribe function. */
export function onQueryReplaced( listener: Listener ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}
