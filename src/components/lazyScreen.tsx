import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { noResponseError } from '../api';
import { ConnectionError } from './ConnectionError';

/** While a screen's code is fetched: the space it will take, announced as loading. */
export function ScreenLoading() {
	return (
		<div className="cs-container cs-screen-loading" role="status">
			<span className="cs-visually-hidden">Ładowanie…</span>
		</div>
	);
}

/**
 * A screen kept out of the first bundle (home, shop and product pages do not need it): its code and
 * its CSS are fetched when its route is first opened (the login dialog's files are prefetched, see
 * AccountDialogs.tsx). If that fails (offline, or the shop was updated since the page
 * loaded), the connection-error screen offers a reload. `fallback` is what shows meanwhile (a dialog
 * shows nothing rather than a screen-sized placeholder).
 */
export function lazyScreen< P extends object >(
	load: () => Promise< ComponentType< P > >,
	fallback: ReactNode = <ScreenLoading />
): ComponentType< P > {
	let loading: Promise< { default: ComponentType< P > } > | null = null;
	const once = () => {
		loading ??= load().then(
			( component ) => ( { default: component } ),
			( error: unknown ) => {
				const Failed = () => (
					<ConnectionError
						error={ noResponseError( error ) }
						onRetry={ () => window.location.reload() }
					/>
				);
				return { default: Failed as ComponentType< P > };
			}
		);
		return loading;
	};
	// React.lazy types its props with refs; screens take none, so it is typed as the screen it wraps.
	const Screen = lazy( once ) as unknown as ComponentType< P >;
	function LazyScreen( props: P ) {
		return (
			<Suspense fallback={ fallback }>
				<Screen { ...props } />
			</Suspense>
		);
	}
	return LazyScreen;
}
