import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FOCUSABLE, keepTabInside } from '../focusTrap';

/**
 * A centred modal dialog: focus moves in and stays inside (Tab wraps), Escape and the close button
 * close it, and focus returns to where it was. `onClose` decides: the verification panel refuses
 * (it shows why instead of closing).
 */
export function Modal( { title, onClose, children, className = '', closeLabel = 'Zamknij', describedBy }: { title: string; onClose: () => void; children: ReactNode; className?: string; closeLabel?: string; describedBy?: string } ) {
	const panel = useRef< HTMLDivElement >( null );
	const titleId = useId();
	const onCloseRef = useRef( onClose );
	onCloseRef.current = onClose;

	useEffect( () => {
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		const { overflow } = document.body.style;
		document.body.style.overflow = 'hidden';
		const first = panel.current?.querySelector< HTMLElement >( 'input:not([disabled]):not([type="hidden"])' ) ?? panel.current?.querySelector< HTMLElement >( FOCUSABLE );
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
	}, [] );

	return (
		<div className="cs-modal">
			<div className="cs-modal__backdrop" aria-hidden="true" onClick={ () => onCloseRef.current() } />
			<div className={ `cs-modal__panel ${ className }` } role="dialog" aria-modal="true" aria-labelledby={ titleId } aria-describedby={ describedBy } ref={ panel } tabIndex={ -1 }>
				<div className="cs-modal__header">
					<h2 id={ titleId } className="cs-modal__title">
						{ title }
					</h2>
					<button type="button" className="cs-icon-button cs-modal__close" onClick={ () => onCloseRef.current() } aria-label={ closeLabel }>
						<span aria-hidden="true">×</span>
					</button>
				</div>
				<div className="cs-modal__body">{ children }</div>
			</div>
		</div>
	);
}
