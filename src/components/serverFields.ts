import { type RefObject, useLayoutEffect } from 'react';

/** The server's first screen, on show until React's first commit replaces it (ServerMarkup). */
export const SERVER_MARKUP_SELECTOR = '.cs-app--server';

/** The server's named fields a shopper types into (its search box), by name, until the app's field takes each over. */
const fields = new Map< string, HTMLInputElement >();

/** The server field that has the focus, or had it when React's commit removed it. */
let focused: HTMLInputElement | null = null;

function tracked( target: EventTarget | null ): HTMLInputElement | null {
	return target instanceof HTMLInputElement &&
		fields.get( target.name ) === target
		? target
		: null;
}

/**
 * Watches the server's first screen until the app takes it over: a shopper can type into its search
 * box while the bundle starts, and React's first commit replaces that box with the app's. Called
 * before the first render; `useServerFieldTakeover` hands what was typed, the caret and the focus to
 * the app's field in the same task as the commit, so no keystroke is lost.
 *
 * The browser blurs a focused field when it is removed, with the field still in the document during
 * the event: a blur the shopper made leaves it there afterwards, the commit's removal does not.
 */
export function watchServerFields( root: HTMLElement ): void {
	fields.clear();
	root.querySelectorAll< HTMLInputElement >(
		// The fields a shopper types into (the forms' hidden fields carry the address's other filters:
		// the search form's box, not a sort form's hidden `search`).
		`${ SERVER_MARKUP_SELECTOR } input[name]:not([type="hidden"])`
	).forEach( ( field ) => fields.set( field.name, field ) );
	focused = tracked( root.ownerDocument.activeElement );
	root.addEventListener( 'focusin', ( event ) => {
		focused = tracked( event.target );
	} );
	root.addEventListener( 'focusout', ( event ) => {
		const field = tracked( event.target );
		queueMicrotask( () => {
			if ( field && field === focused && field.isConnected ) {
				focused = null;
			}
		} );
	} );
}

/**
 * The app's field `name` takes over the server's: the text the shopper typed into it (passed to
 * `take`, and set on the input at once so the caret stays where it was), and the focus with the caret.
 * Runs once, in the commit that replaced the server's markup.
 */
export function useServerFieldTakeover(
	name: string,
	input: RefObject< HTMLInputElement >,
	take: ( value: string ) => void
): void {
	useLayoutEffect( () => {
		const field = fields.get( name );
		const own = input.current;
		if ( ! field || ! own ) {
			return;
		}
		fields.delete( name );
		if ( field.value !== field.defaultValue && field.value !== own.value ) {
			own.value = field.value;
			take( field.value );
		}
		if ( focused === field ) {
			focused = null;
			own.focus();
			own.setSelectionRange( field.selectionStart, field.selectionEnd );
		}
		// Mount only: the server's field is gone after the first commit.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
}
