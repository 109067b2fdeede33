/**
 * Every route of the spec, in one place. The plugin's rewrite rules (includes/Frontend/Router.php)
 * serve the storefront page for the same first path segments.
 */
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { HomeScreen } from './screens/home/HomeScreen';
import { NotFoundScreen } from './screens/not-found/NotFoundScreen';
import { PlaceholderScreen } from './screens/placeholder/PlaceholderScreen';
import { ProductScreen } from './screens/product/ProductScreen';
import { ShopScreen } from './screens/shop/ShopScreen';
// Cart and checkout (issue 4).
import { CheckoutScreen } from './screens/checkout/CheckoutScreen';
import { OrderReceivedScreen } from './screens/order/OrderReceivedScreen';

/** React Router v7 behaviour, opted into now (used by the app's router and by tests). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export function StorefrontRoutes() {
	return (
		<Routes>
			<Route element={ <Layout /> }>
				<Route index element={ <HomeScreen /> } />
				<Route path="sklep" element={ <ShopScreen /> } />
				<Route path="sklep/category/:category" element={ <ShopScreen /> } />
				<Route path="sklep/product/:id" element={ <ProductScreen /> } />
				<Route path="checkout" element={ <CheckoutScreen /> } />
				<Route path="zamowienie/:orderId" element={ <OrderReceivedScreen /> } />
				<Route path="zamowienie" element={ <OrderReceivedScreen /> } />
				<Route path="profil" element={ <PlaceholderScreen title="Mój profil" /> } />
				<Route path="kontakt" element={ <PlaceholderScreen title="Kontakt" /> } />
				<Route path="reset_hasla" element={ <PlaceholderScreen title="Zmiana hasła" /> } />
				<Route path="regulamin" element={ <PlaceholderScreen title="Regulamin" /> } />
				<Route path="polityka-zwrotow" element={ <PlaceholderScreen title="Polityka zwrotów" /> } />
				<Route path="polityka-prywatnosci" element={ <PlaceholderScreen title="Polityka prywatności" /> } />
				<Route path="*" element={ <NotFoundScreen /> } />
			</Route>
		</Routes>
	);
}
