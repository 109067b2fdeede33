import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../focusTrap';
import { Layer } from '../Layer';

/**
 * A centred modal dialog: focus moves in and stays inside (Tab wraps), Escape and the close button
 * close it, and focus returns to where it was. `onClose` decides: the verification panel refuses
 * (it shows why instead of closing). Rendered in the body-level layer (see Layer).
 */
export function Modal( {
	title,
	onClose,
	children,
	className = '',
	closeLabel = 'Zamknij',
	describedBy,
}: {
	title: string;
	onClose: () => void;
	children: ReactNode;
	className?: string;
	closeLabel?: string;
	describedBy?: string;
} ) {
	const panel = useRef< HTMLDivElement >( null );
	const titleId = useId();
	useModalDialog( panel, true, onClose, {
		firstFocus: 'input:not([disabled]):not([type="hidden"])',
	} );

	return (
		<Layer>
			<div className="cs-modal">
				{ /* Not the second click of a double-click: a dialog that shrinks under the first one (a message going away) must not close. */ }
				<div
					className="cs-modal__backdrop"
					aria-hidden="true"
					onClick={ ( event ) => event.detail < 2 && onClose() }
				/>
				<div
					className={ `cs-modal__panel ${ className }` }
					role="dialog"
					aria-modal="true"
					aria-labelledby={ titleId }
					aria-describedby={ describedBy }
					ref={ panel }
					tabIndex={ -1 }
				>
					<div className="cs-modal__header">
						<h2 id={ titleId } className="cs-modal__title">
							{ title }
						</h2>
						<button
							type="button"
							className="cs-icon-button cs-modal__close"
							onClick={ () => onClose() }
							aria-label={ closeLabel }
						>
							<span aria-hidden="true">×</span>
						</button>
					</div>
					<div className="cs-modal__body">{ children }</div>
				</div>
			</div>
		</Layer>
	);
}
