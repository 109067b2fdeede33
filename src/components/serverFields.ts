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

/** A link or button of the server's screen, by what the app's same control has too (the parity test holds them alike). */
type Control = { tag: string; href: string | null; text: string };

/** The server's link or button that has the focus, or had it when React's commit removed it. */
let focusedControl: Control | null = null;

/** The element the server's screen is in (the app's root). */
let watchedRoot: HTMLElement | null = null;

function control( target: EventTarget | null ): Control | null {
	return ( target instanceof HTMLAnchorElement ||
		target instanceof HTMLButtonElement ) &&
		target.closest( SERVER_MARKUP_SELECTOR )
		? {
				tag: target.tagName.toLowerCase(),
				href: target.getAttribute( 'href' ),
				text: target.textContent?.trim() ?? '',
		  }
		: null;
}

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
	watchedRoot = root;
	focused = tracked( root.ownerDocument.activeElement );
	focusedControl = control( root.ownerDocument.activeElement );
	root.addEventListener( 'focusin', ( event ) => {
		focused = tracked( event.target );
		focusedControl = control( event.target );
	} );
	root.addEventListener( 'focusout', ( event ) => {
		const field = tracked( event.target );
		const left = focusedControl;
		const target = event.target;
		queueMicrotask( () => {
			if ( field && field === focused && field.isConnected ) {
				focused = null;
			}
			if (
				left &&
				left === focusedControl &&
				target instanceof Node &&
				target.isConnected
			) {
				focusedControl = null;
			}
		} );
	} );
}

/**
 * A link or button of the server's screen that had the keyboard's focus when React's first commit
 * replaced it (a card's link tabbed to while the bundle started) hands it to the app's same control,
 * so the focus does not fall back to the page's start. The app may draw that control a little later
 * (the list shows its cards in steps, useStepwiseReveal): it is looked for as the app's markup grows,
 * for 5 s, and only while the focus is still nowhere (the shopper did not move it). Called in the
 * takeover's commit (App's TookOver).
 */
export function handOverFocusedControl(): void {
	const wanted = focusedControl;
	const root = watchedRoot;
	focusedControl = null;
	if ( ! wanted || ! root ) {
		return;
	}
	const owner = root.ownerDocument;
	const focusedNowhere = () =>
		owner.activeElement === null || owner.activeElement === owner.body;
	const handedOver = (): boolean => {
		if ( ! focusedNowhere() ) {
			return true;
		}
		const own = Array.from(
			root.querySelectorAll< HTMLElement >( wanted.tag )
		).find(
			( candidate ) =>
				candidate.getAttribute( 'href' ) === wanted.href &&
				( candidate.textContent?.trim() ?? '' ) === wanted.text
		);
		own?.focus( { preventScroll: true } );
		return own !== undefined;
	};
	if ( handedOver() ) {
		return;
	}
	const observer = new MutationObserver( () => {
		if ( handedOver() ) {
			stop();
		}
	} );
	const timer = window.setTimeout( () => stop(), 5000 );
	function stop() {
		observer.disconnect();
		window.clearTimeout( timer );
	}
	observer.observe( root, { childList: true, subtree: true } );
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
