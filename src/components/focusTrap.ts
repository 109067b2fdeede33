/**
 * Keyboard focus inside a dialog (the drawers and the account dialogs): what can take focus, and Tab /
 * Shift+Tab wrapping around inside the panel so focus never leaves an open modal dialog.
 */
export const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** On Tab at the last item (or Shift+Tab at the first, or focus outside) moves focus round inside `panel`. */
export function keepTabInside( event: KeyboardEvent, panel: HTMLElement | null ): void {
	if ( event.key !== 'Tab' || ! panel ) {
		return;
	}
	const items = Array.from( panel.querySelectorAll< HTMLElement >( FOCUSABLE ) );
	const first = items[ 0 ];
	const last = items[ items.length - 1 ];
	if ( ! first || ! last ) {
		return;
	}
	const active = document.activeElement;
	if ( event.shiftKey && ( active === first || ! panel.contains( active ) ) ) {
		event.preventDefault();
		last.focus();
	} else if ( ! event.shiftKey && ( active === last || ! panel.contains( active ) ) ) {
		event.preventDefault();
		first.focus();
	}
}
