import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { FOCUSABLE, keepTabInside } from './focusTrap';

/**
 * A slide-in panel (the shop's filters on phones): a modal dialog that keeps focus inside while open,
 * closes on Escape, on the close button and on a click outside, locks the page's scroll, and gives
 * focus back to `returnFocus` (the button that opened it) when it closes.
 */
export function Drawer( { open, onClose, title, returnFocus, children, footer, className }: { open: boolean; onClose: () => void; title: string; returnFocus: RefObject< HTMLElement >; children: ReactNode; footer?: ReactNode; /** Extra class (e.g. the cart's right-hand panel, shown at every width). */ className?: string } ) {
	const panel = useRef< HTMLDivElement >( null );
	const titleId = useId();
	const onCloseRef = useRef( onClose );
	onCloseRef.current = onClose;

	useEffect( () => {
		if ( ! open ) {
			return;
		}
		const opener = returnFocus.current;
		const { overflow } = document.body.style;
		document.body.style.overflow = 'hidden';
		panel.current?.querySelector< HTMLElement >( FOCUSABLE )?.focus();

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
			opener?.focus();
		};
	}, [ open, returnFocus ] );

	if ( ! open ) {
		return null;
	}
	return (
		<div className={ className ? `cs-drawer ${ className }` : 'cs-drawer' }>
			<div className="cs-drawer__backdrop" onClick={ onClose } aria-hidden="true" />
			<div className="cs-drawer__panel" role="dialog" aria-modal="true" aria-labelledby={ titleId } ref={ panel }>
				<div className="cs-drawer__header">
					<h2 id={ titleId } className="cs-drawer__title">
						{ title }
					</h2>
					<button type="button" className="cs-icon-button" onClick={ onClose } aria-label="Zamknij">
						<span aria-hidden="true">×</span>
					</button>
				</div>
				<div className="cs-drawer__body">{ children }</div>
				{ footer ? <div className="cs-drawer__footer">{ footer }</div> : null }
			</div>
		</div>
	);
}
