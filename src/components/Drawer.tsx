import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useModalDialog } from './focusTrap';
import { Layer } from './Layer';

/**
 * A slide-in panel (the shop's filters on phones): a modal dialog that keeps focus inside while open,
 * closes on Escape, on the close button and on a click outside, locks the page's scroll, and gives
 * focus back to `returnFocus` (the button that opened it) when it closes. Rendered in the body-level
 * layer, so it covers the viewport wherever the page is scrolled (see Layer).
 */
export function Drawer( {
	open,
	onClose,
	title,
	returnFocus,
	children,
	footer,
	className,
}: {
	open: boolean;
	onClose: () => void;
	title: string;
	returnFocus: RefObject< HTMLElement >;
	children: ReactNode;
	footer?: ReactNode;
	/** Extra class (e.g. the cart's right-hand panel, shown at every width). */ className?: string;
} ) {
	const panel = useRef< HTMLDivElement >( null );
	const titleId = useId();
	useModalDialog( panel, open, onClose, { returnFocus } );

	if ( ! open ) {
		return null;
	}
	return (
		<Layer>
			<div
				className={
					className ? `cs-drawer ${ className }` : 'cs-drawer'
				}
			>
				<div
					className="cs-drawer__backdrop"
					onClick={ onClose }
					aria-hidden="true"
				/>
				<div
					className="cs-drawer__panel"
					role="dialog"
					aria-modal="true"
					aria-labelledby={ titleId }
					ref={ panel }
				>
					<div className="cs-drawer__header">
						<h2 id={ titleId } className="cs-drawer__title">
							{ title }
						</h2>
						<button
							type="button"
							className="cs-icon-button"
							onClick={ onClose }
							aria-label="Zamknij"
						>
							<span aria-hidden="true">×</span>
						</button>
					</div>
					<div className="cs-drawer__body">{ children }</div>
					{ footer ? (
						<div className="cs-drawer__footer">{ footer }</div>
					) : null }
				</div>
			</div>
		</Layer>
	);
}
