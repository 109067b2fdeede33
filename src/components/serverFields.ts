import { type RefObject, useLayoutEffect } from 'react';

/** The server's first screen, on show until React's first commit replaces it (ServerMarkup). */
export const SERVER_MARKUP_SELECTOR = '.cs-app--server';

/** A field of the server's forms the app takes over: a text or number box, or a select. */
export type ServerField = HTMLInputElement | HTMLSelectElement;

/**
 * The server's named fields a shopper types into or chooses in (its search box, a product's quantity
 * and choice of variant), by name, until the app's field takes each over.
 */
const fields = new Map< string, ServerField >();

/** The server field that has the focus, or had it when React's commit removed it. */
let focused: ServerField | null = null;

function tracked( target: EventTarget | null ): ServerField | null {
	return ( target instanceof HTMLInputElement ||
		target instanceof HTMLSelectElement ) &&
		fields.get( target.name ) === target
		? target
		: null;
}

/** Whether the shopper changed the field from what the server drew. */
function changed( field: ServerField ): boolean {
	if ( field instanceof HTMLInputElement ) {
		return field.value !== field.defaultValue;
	}
	const drawn =
		Array.from( field.options ).find(
			( option ) => option.defaultSelected
		) ?? field.options[ 0 ];
	return field.value !== ( drawn?.value ?? '' );
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
	root.querySelectorAll< ServerField >(
		// The fields a shopper types into or chooses in (the shop's forms' hidden fields carry the
		// address's other filters: the search form's box, not a sort form's hidden `search`).
		`${ SERVER_MARKUP_SELECTOR } input[name]:not([type="hidden"]), ${ SERVER_MARKUP_SELECTOR } select[name]`
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
 * The app's field `name` takes over the server's: the text the shopper typed into it or the option
 * chosen (passed to `take`, and set on the app's field at once so the caret stays where it was), and
 * the focus with the caret. Runs once, in the commit that replaced the server's markup; `take` may run
 * for several fields in that commit (a product's quantity and each of its selects), so it updates
 * state from what it is given, not from a value captured at render.
 */
export function useServerFieldTakeover< Field extends ServerField >(
	name: string,
	input: RefObject< Field >,
	take: ( value: string ) => void
): void {
	useLayoutEffect( () => {
		const field = fields.get( name );
		const own = input.current;
		if ( ! field || ! own ) {
			return;
		}
		fields.delete( name );
		// A select takes only a value it offers (the server's select may have been given another).
		const offered =
			! ( own instanceof HTMLSelectElement ) ||
			Array.from( own.options ).some(
				( option ) => option.value === field.value
			);
		if ( changed( field ) && field.value !== own.value && offered ) {
			own.value = field.value;
			take( field.value );
		}
		if ( focused === field ) {
			focused = null;
			own.focus();
			// The caret, where there is one: a number box (the quantity) has none, and setting one
			// throws (the whole takeover failed, the page blank: review 31c finding 1).
			if (
				field instanceof HTMLInputElement &&
				own instanceof HTMLInputElement &&
				field.selectionStart !== null &&
				own.selectionStart !== null
			) {
				own.setSelectionRange(
					field.selectionStart,
					field.selectionEnd
				);
			}
		}
		// Mount only: the server's field is gone after the first commit.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
}
