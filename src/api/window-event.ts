/**
 * A storefront-wide event on `window` (the login and logout events): a CustomEvent, so code outside
 * the bundle can listen too. One way to raise and to follow such an event.
 */
export interface WindowEvent {
	/** Raises the event on `window`. */
	dispatch: () => void;
	/** Follows the event; answers a function that stops (use it as a React effect's cleanup). */
	on: ( callback: () => void ) => () => void;
}

export function windowEvent( name: string ): WindowEvent {
	return {
		dispatch: () => {
			window.dispatchEvent( new CustomEvent( name ) );
		},
		on: ( callback ) => {
			const listener = (): void => callback();
			window.addEventListener( name, listener );
			return () => window.removeEventListener( name, listener );
		},
	};
}
