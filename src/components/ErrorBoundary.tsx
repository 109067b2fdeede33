import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { GENERIC_MESSAGES } from '../api';
import { ConnectionError } from './ConnectionError';

type Props = {
	children: ReactNode;
	fallback: ReactNode;
	/** A new value draws the children again after a failure (never remounts them otherwise). */
	resetKey?: string;
};

/**
 * What a part of the app throws while React draws it or runs its effects is shown as `fallback` in its
 * place; without a boundary React unmounts the whole app, and the shopper is left with a blank page (a
 * quantity box focused at the takeover once did that: review 31c finding 1). React logs the error.
 */
export class ErrorBoundary extends Component< Props, { failed: boolean } > {
	override state = { failed: false };

	static getDerivedStateFromError() {
		return { failed: true };
	}

	override componentDidUpdate( previous: Props ) {
		if ( this.state.failed && previous.resetKey !== this.props.resetKey ) {
			this.setState( { failed: false } );
		}
	}

	override render() {
		return this.state.failed ? this.props.fallback : this.props.children;
	}
}

const reload = () => window.location.reload();

/**
 * The screen of the address on show: an error in it is said in its place, the shell (menu, cart,
 * account) stays and works; another address (a link, Back) draws the screen again. Only after a
 * failure: a screen that works keeps its state across its own address changes (a filter written into
 * the query, the filters' dialog open).
 */
export function ScreenBoundary( { children }: { children: ReactNode } ) {
	const { key } = useLocation();
	return (
		<ErrorBoundary
			resetKey={ key }
			fallback={
				<ConnectionError
					title="Wystąpił błąd"
					error={ null }
					onRetry={ reload }
				/>
			}
		>
			{ children }
		</ErrorBoundary>
	);
}

/** The whole app failed (the shell or the router): what happened and a reload, with no link the router would draw. */
export function AppFailed() {
	return (
		<section
			className="cs-container cs-message-screen"
			aria-labelledby="cs-app-failed-title"
		>
			<h1 id="cs-app-failed-title">Wystąpił błąd</h1>
			<p role="alert">{ GENERIC_MESSAGES.unexpected }</p>
			<div className="cs-actions">
				<button
					type="button"
					className="cs-button cs-button--primary"
					onClick={ reload }
				>
					Odśwież
				</button>
			</div>
		</section>
	);
}
