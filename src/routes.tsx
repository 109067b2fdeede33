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
import { ProductScreen } from './screens/product/ProductScreen';
import { ShopScreen } from './screens/shop/ShopScreen';
import { WithdrawalScreen } from './screens/withdrawal/WithdrawalScreen';
// Accounts (issue 5).
import { VerificationGate } from './components/account/VerificationGate';
import { ProfileScreen } from './screens/profile/ProfileScreen';
import { ResetPasswordScreen } from './screens/reset-password/ResetPasswordScreen';
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
				<Route path="sklep" element={ <VerificationGate><ShopScreen /></VerificationGate> } />
				<Route path="sklep/category/:category" element={ <VerificationGate><ShopScreen /></VerificationGate> } />
				<Route path="sklep/product/:id" element={ <VerificationGate><ProductScreen /></VerificationGate> } />
				<Route path="checkout" element={ <VerificationGate><CheckoutScreen /></VerificationGate> } />
				<Route path="zamowienie/:orderId" element={ <OrderReceivedScreen /> } />
				<Route path="zamowienie" element={ <OrderReceivedScreen /> } />
				<Route path="profil" element={ <ProfileScreen /> } />
				<Route path="kontakt" element={ <ContactScreen /> } />
				<Route path="reset_hasla" element={ <ResetPasswordScreen /> } />
				<Route path="regulamin" element={ <LegalScreen key="regulamin" slug="regulamin" /> } />
				<Route path="polityka-zwrotow" element={ <LegalScreen key="polityka-zwrotow" slug="polityka-zwrotow" /> } />
				<Route path="polityka-prywatnosci" element={ <LegalScreen key="polityka-prywatnosci" slug="polityka-prywatnosci" /> } />
				<Route path="odstapienie-od-umowy" element={ <WithdrawalScreen /> } />
				<Route path="*" element={ <NotFoundScreen /> } />
			</Route>
		</Routes>
	);
}
