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
// Accounts (issue 5).
import { VerificationGate } from './components/account/VerificationGate';
import { ProfileScreen } from './screens/profile/ProfileScreen';
import { ResetPasswordScreen } from './screens/reset-password/ResetPasswordScreen';

/** React Router v7 behaviour, opted into now (used by the app's router and by tests). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export function StorefrontRoutes() {
	return (
		<Routes>
			<Route element={ <Layout /> }>
				<Route index element={ <HomeScreen /> } />
				<Route path="sklep" element={ <VerificationGate><ShopScreen /></VerificationGate> } />
				<Route path="sklep/category/:category" element={ <VerificationGate><ShopScreen /></VerificationGate> } />
				<Route path="sklep/product/:id" element={ <VerificationGate><ProductScreen /></VerificationGate> } />
				<Route path="checkout" element={ <VerificationGate><PlaceholderScreen title="Zamówienie" /></VerificationGate> } />
				<Route path="zamowienie/:orderId" element={ <PlaceholderScreen title="Zamówienie otrzymane" /> } />
				<Route path="profil" element={ <ProfileScreen /> } />
				<Route path="kontakt" element={ <PlaceholderScreen title="Kontakt" /> } />
				<Route path="reset_hasla" element={ <ResetPasswordScreen /> } />
				<Route path="regulamin" element={ <PlaceholderScreen title="Regulamin" /> } />
				<Route path="polityka-zwrotow" element={ <PlaceholderScreen title="Polityka zwrotów" /> } />
				<Route path="polityka-prywatnosci" element={ <PlaceholderScreen title="Polityka prywatności" /> } />
				<Route path="*" element={ <NotFoundScreen /> } />
			</Route>
		</Routes>
	);
}
