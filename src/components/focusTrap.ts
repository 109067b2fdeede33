import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keyboard focus inside a dialog (the drawers and the account dialogs): what can take focus, and Tab /
 * Shift+Tab wrapping around inside the panel so focus never leaves an open modal dialog.
 */
export const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** On Tab at the last item (or Shift+Tab at the first, or focus outside) moves focus round inside `panel`. */
export function keepTabInside(
	event: KeyboardEvent,
	panel: HTMLElement | null
): void {
	if ( event.key !== 'Tab' || ! panel ) {
		return;
	}
	const items = Array.from(
		panel.querySelectorAll< HTMLElement >( FOCUSABLE )
	);
	const first = items[ 0 ];
	const last = items[ items.length - 1 ];
	if ( ! first || ! last ) {
		return;
	}
	const active = panel.ownerDocument.activeElement;
	if (
		event.shiftKey &&
		( active === first || ! panel.contains( active ) )
	) {
		event.preventDefault();
		last.focus();
	} else if (
		! event.shiftKey &&
		( active === last || ! panel.contains( active ) )
	) {
		event.preventDefault();
		first.focus();
	}
}

/**
 * What every modal dialog of the storefront does while `open`: locks the page's scroll, moves focus in
 * (to the first match of `firstFocus`, else the first focusable item, else the panel), keeps Tab inside,
 * closes on Escape (`onClose` decides; the verification panel refuses), and on closing gives focus back
 * to `returnFocus` or, without one, to whatever had focus when it opened.
 */
export function useModalDialog(
	panel: RefObject< HTMLElement >,
	open: boolean,
	onClose: () => void,
	{
		firstFocus,
		returnFocus,
	}: { firstFocus?: string; returnFocus?: RefObject< HTMLElement > } = {}
): void {
	const onCloseRef = useRef( onClose );
	onCloseRef.current = onClose;

	useEffect( () => {
		if ( ! open ) {
			return;
		}
		const { activeElement } = panel.current?.ownerDocument ?? document;
		const active =
			activeElement instanceof HTMLElement ? activeElement : null;
		const opener = returnFocus ? returnFocus.current : active;
		const { overflow } = document.body.style;
		document.body.style.overflow = 'hidden';
		const first =
			( firstFocus
				? panel.current?.querySelector< HTMLElement >( firstFocus )
				: null ) ??
			panel.current?.querySelector< HTMLElement >( FOCUSABLE );
		( first ?? panel.current )?.focus();

		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				event.preventDefault();
				onCloseRef.current();
				return;
			}
			keepTabInside( event, panel.current );
		};
		document.addEventListener( 'keydown', onKeyDown );
		return () => {
			document.removeEventListener( 'keydown', onKeyDown );
			document.body.style.overflow = overflow;
			if ( opener && document.contains( opener ) ) {
				opener.focus();
			}
		};
	}, [ open, panel, firstFocus, returnFocus ] );
}
