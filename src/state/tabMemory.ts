/**
 * Values kept for the tab's life (sessionStorage): a reload of the page keeps them, another tab does
 * not see them. Storage that is full, refused (private mode, a sandbox) or holds something else reads
 * as nothing; the value then lives as long as the page.
 */

/** The value stored under `key`, parsed, or undefined. */
export function readTabMemory( key: string ): unknown {
	try {
		const text = window.sessionStorage.getItem( key );
		return text === null ? undefined : JSON.parse( text );
	} catch {
		return undefined;
	}
}

/** Stores `value` (as JSON) under `key`; silently kept for this page only when storage refuses. */
export function writeTabMemory( key: string, value: unknown ): void {
	try {
		window.sessionStorage.setItem( key, JSON.stringify( value ) );
	} catch {
		// Full or refused: nothing to do, the page keeps its own copy.
	}
}
