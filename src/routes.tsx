/**
 * Every route of the spec, in one place. The plugin's rewrite rules (includes/Frontend/Router.php)
 * serve the storefront page for the same first path segments.
 */
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { ContactScreen } from './screens/contact/ContactScreen';
import { HomeScreen } from './screens/home/HomeScreen';
import { LegalScreen } from './screens/legal/LegalScreen';
import { NotFoundScreen } from './screens/not-found/NotFoundScreen';
import { PlaceholderScreen } from './screens/placeholder/PlaceholderScreen';
import { ProductScreen } from './screens/product/ProductScreen';
import { ShopScreen } from './screens/shop/ShopScreen';
import { WithdrawalScreen } from './screens/withdrawal/WithdrawalScreen';

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
				<Route path="checkout" element={ <PlaceholderScreen title="Zamówienie" /> } />
				<Route path="zamowienie/:orderId" element={ <PlaceholderScreen title="Zamówienie otrzymane" /> } />
				<Route path="profil" element={ <PlaceholderScreen title="Mój profil" /> } />
				<Route path="kontakt" element={ <ContactScreen /> } />
				<Route path="reset_hasla" element={ <PlaceholderScreen title="Zmiana hasła" /> } />
				<Route path="regulamin" element={ <LegalScreen key="regulamin" slug="regulamin" /> } />
				<Route path="polityka-zwrotow" element={ <LegalScreen key="polityka-zwrotow" slug="polityka-zwrotow" /> } />
				<Route path="polityka-prywatnosci" element={ <LegalScreen key="polityka-prywatnosci" slug="polityka-prywatnosci" /> } />
				<Route path="odstapienie-od-umowy" element={ <WithdrawalScreen /> } />
				<Route path="*" element={ <NotFoundScreen /> } />
			</Route>
		</Routes>
	);
}
