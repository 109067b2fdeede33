import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter, useHref, useLocation } from 'react-router-dom';
import { AppFailed, ErrorBoundary } from './components/ErrorBoundary';
import { handOverFocusedControl } from './components/serverFields';
import { getConfig } from './config';
import { ROUTER_FUTURE, StorefrontRoutes } from './routes';

/** The User Timing mark of the app's first commit, which replaced the server's first screen (`npm run bench`). */
export const TOOK_OVER_MARK = 'cs-took-over';

export function App() {
	return (
		<ErrorBoundary fallback={ <AppFailed /> }>
			<StorefrontRouter>
				<TookOver />
				<StorefrontRoutes />
			</StorefrontRouter>
		</ErrorBoundary>
	);
}

/**
 * Marks the moment the app took the page over from the server's markup (its first commit), for
 * Lighthouse's trace (scripts/bench/lighthouse.mjs: first contentful paint → takeover), and gives a
 * focused link or button of the server's screen to the app's own (the fields take theirs themselves).
 */
function TookOver() {
	useLayoutEffect( () => {
		performance.mark?.( TOOK_OVER_MARK );
		handOverFocusedControl();
	}, [] );
	return null;
}

/** The browser's history as the storefront's router (under the page's base path). */
export function StorefrontRouter( { children }: { children: ReactNode } ) {
	return (
		<BrowserRouter
			basename={ getConfig().basePath }
			future={ ROUTER_FUTURE }
		>
			<PopMissedAtStart />
			{ children }
		</BrowserRouter>
	);
}

/**
 * Back or Forward pressed while the router's first render was under way (a transition, rendered in
 * slices the browser's events run between): the address changed before BrowserRouter listened to the
 * history (it starts in its layout effect) and it showed the screen of the address before. Once it
 * listens (this passive effect runs after that layout effect), an address other than the one rendered
 * is that missed Back or Forward: its event is sent again, and the router follows it as one.
 */
function PopMissedAtStart() {
	const rendered = useHref( useLocation() );
	useEffect( () => {
		const { pathname, search } = window.location;
		if ( pathname + search !== rendered.replace( /#.*$/, '' ) ) {
			window.dispatchEvent(
				new PopStateEvent( 'popstate', { state: window.history.state } )
			);
		}
		// Once, at the start: later addresses are the router's own.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
	return null;
}
