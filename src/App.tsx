import { BrowserRouter } from 'react-router-dom';
import { getConfig } from './config';
import { StorefrontRoutes } from './routes';

export function App() {
	return (
		<BrowserRouter basename={ getConfig().basePath }>
			<StorefrontRoutes />
		</BrowserRouter>
	);
}
