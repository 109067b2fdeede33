/**
 * Every route of the spec, in one place. The plugin's rewrite rules (includes/Storefront/Router.php)
 * serve the storefront page for the same paths: both are tested against src/test/route-cases.json.
 */
import { Route, Routes } from 'react-router-dom';
import type { LegalSlug } from './api';
import { VerificationGate } from './components/account/VerificationGate';
import { Layout } from './components/layout/Layout';
import { lazyScreen } from './components/lazyScreen';
import { HomeScreen } from './screens/home/HomeScreen';
import { NotFoundScreen } from './screens/not-found/NotFoundScreen';
import { ProductScreen } from './screens/product/ProductScreen';
import { ShopScreen } from './screens/shop/ShopScreen';

// Screens most visits never open come in their own files, fetched on first use.
const CheckoutScreen = lazyScreen( () =>
	import(
		/* webpackChunkName: "checkout" */ './screens/checkout/CheckoutScreen'
	).then( ( m ) => m.CheckoutScreen )
);
const OrderReceivedScreen = lazyScreen( () =>
	import(
		/* webpackChunkName: "order" */ './screens/order/OrderReceivedScreen'
	).then( ( m ) => m.OrderReceivedScreen )
);
const ProfileScreen = lazyScreen( () =>
	import(
		/* webpackChunkName: "profile" */ './screens/profile/ProfileScreen'
	).then( ( m ) => m.ProfileScreen )
);
const ResetPasswordScreen = lazyScreen( () =>
	import(
		/* webpackChunkName: "reset-password" */ './screens/reset-password/ResetPasswordScreen'
	).then( ( m ) => m.ResetPasswordScreen )
);
const ContactScreen = lazyScreen( () =>
	import(
		/* webpackChunkName: "contact" */ './screens/contact/ContactScreen'
	).then( ( m ) => m.ContactScreen )
);
const LegalScreen = lazyScreen< { slug: LegalSlug } >( () =>
	import(
		/* webpackChunkName: "legal" */ './screens/legal/LegalScreen'
	).then( ( m ) => m.LegalScreen )
);
const WithdrawalScreen = lazyScreen( () =>
	import(
		/* webpackChunkName: "withdrawal" */ './screens/withdrawal/WithdrawalScreen'
	).then( ( m ) => m.WithdrawalScreen )
);

/** React Router v7 behaviour, opted into now (used by the app's router and by tests). */
export const ROUTER_FUTURE = {
	v7_startTransition: true,
	v7_relativeSplatPath: true,
} as const;

export function StorefrontRoutes() {
	return (
		<Routes>
			<Route element={ <Layout /> }>
				<Route index element={ <HomeScreen /> } />
				<Route
					path="sklep"
					element={
						<VerificationGate>
							<ShopScreen />
						</VerificationGate>
					}
				/>
				<Route
					path="sklep/category/:category"
					element={
						<VerificationGate>
							<ShopScreen />
						</VerificationGate>
					}
				/>
				<Route
					path="sklep/product/:id"
					element={
						<VerificationGate>
							<ProductScreen />
						</VerificationGate>
					}
				/>
				<Route
					path="checkout"
					element={
						<VerificationGate>
							<CheckoutScreen />
						</VerificationGate>
					}
				/>
				<Route
					path="zamowienie/:orderId"
					element={ <OrderReceivedScreen /> }
				/>
				<Route path="profil" element={ <ProfileScreen /> } />
				<Route path="kontakt" element={ <ContactScreen /> } />
				<Route path="reset_hasla" element={ <ResetPasswordScreen /> } />
				<Route
					path="regulamin"
					element={ <LegalScreen key="regulamin" slug="regulamin" /> }
				/>
				<Route
					path="polityka-zwrotow"
					element={
						<LegalScreen
							key="polityka-zwrotow"
							slug="polityka-zwrotow"
						/>
					}
				/>
				<Route
					path="polityka-prywatnosci"
					element={
						<LegalScreen
							key="polityka-prywatnosci"
							slug="polityka-prywatnosci"
						/>
					}
				/>
				<Route
					path="odstapienie-od-umowy"
					element={ <WithdrawalScreen /> }
				/>
				<Route path="*" element={ <NotFoundScreen /> } />
			</Route>
		</Routes>
	);
}
