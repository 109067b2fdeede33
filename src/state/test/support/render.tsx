/** Renders a screen in a router with a fresh jotai store (a cache of its own per test). */
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import {
	MemoryRouter,
	Route,
	Routes,
	useLocation,
	useNavigate,
	type NavigateFunction,
} from 'react-router-dom';
import { ROUTER_FUTURE } from '../../../routes';

export let lastLocation = '';
/** The router's navigate, for back/forward in tests (navigate(-1)). */
export let navigateTo: NavigateFunction = () => undefined;

function LocationProbe() {
	const location = useLocation();
	navigateTo = useNavigate();
	lastLocation = `${ location.pathname }${ location.search }`;
	return null;
}

export function renderRoutes(
	path: string,
	routes: Array< { path: string; element: ReactElement } >,
	store = createStore()
) {
	const result = render(
		<Provider store={ store }>
			<MemoryRouter initialEntries={ [ path ] } future={ ROUTER_FUTURE }>
				<Routes>
					{ routes.map( ( route ) => (
						<Route
							key={ route.path }
							path={ route.path }
							element={ route.element }
						/>
					) ) }
				</Routes>
				<LocationProbe />
			</MemoryRouter>
		</Provider>
	);
	return { ...result, store };
}
