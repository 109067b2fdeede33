import { BrowserRouter } from 'react-router-dom';
import { getConfig } from './config';
import { ROUTER_FUTURE, StorefrontRoutes } from './routes';

export function App() {
	return (
		<BrowserRouter
			basename={ getConfig().basePath }
			future={ ROUTER_FUTURE }
		>
			<StorefrontRoutes />
		</BrowserRouter>
	);
}
