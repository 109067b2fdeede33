/**
 * Public surface of the api layer. Everything the rest of the bundle needs comes from here; nothing
 * outside src/api imports @wordpress/api-fetch.
 */
export { request, type ApiResponse, type RequestOptions } from './client';
export type { HttpMethod } from './chain';
export { ApiError, isApiError, isAbortError, errorMessage } from './errors';
export { GENERIC_MESSAGES, noResponseMessage } from './messages';
export { LOGOUT_EVENT, dispatchLogout, onLogout } from './logout';
export {
	getAuthToken,
	getStoredUserData,
	isRemembered,
	saveAuthTokens,
	replaceAuthToken,
	clearAuthTokens,
	getCartToken,
	clearCartToken,
} from './tokens';
export { REQUEST_TIMEOUT_MS } from './middlewares/timeout';
export { setupApi } from './setup';
export {
	CATEGORIES_PATH,
	PRODUCTS_PATH,
	productsPath,
	productPath,
	listProducts,
	getProduct,
	listCategories,
	listVariations,
	variationsPath,
	type ProductQuery,
	type ProductsPage,
} from './catalogue';
export type * from './store-api';
// Shell: legal pages and the withdrawal function.
export {
	getLegalPage,
	legalPagePath,
	getWithdrawal,
	withdrawFromContract,
	type LegalPage,
	type LegalSlug,
	type WithdrawalStatus,
} from './shell';
// Accounts.
export { LOGIN_EVENT, dispatchLogin, onLogin } from './login';
export * from './accounts';

// Everything else the screens, components and state use (issue 32: they import the api layer from here only).
export * as cartApi from './cart';
export { EXTENSION_NAMESPACE, placeOrder } from './cart';
export type {
	CheckoutResult,
	PaymentChoice,
	PaymentMethodInfo,
	PaymentNoticeParagraph,
	StoreCart,
	StoreShippingRate,
} from './cart';
export {
	POPULAR_CATEGORIES_PATH,
	listPopularCategories,
	listingPath,
	preloadedCatalogue,
} from './catalogue';
export type { StoreCategorySummary, StoreProductSummary } from './catalogue';
export { noResponseError } from './errors';
export { endStoredSession } from './logout';
export { lookupNip } from './nip';
export type { NipStatus, RegisterCompany } from './nip';
export { getOrder, getOrderForPayment, listLockers, payOrder } from './orders';
export type {
	BankTransferDetails,
	OrderAddress,
	OrderDetails,
	OrderDocument,
	ParcelLocker,
} from './orders';
export { markPreloadedUsed, preloadedAnswer } from './preloaded';
export { suggest, suggestPath } from './search';
export type { SearchSuggestions } from './search';
export { holdAuthenticatedRequests } from './session-ready';
export { setStorefrontPage, storefrontPageError } from './storefront-page';
export {
	STOREFRONT_SETTINGS_PATH,
	asCategoryTerms,
	asMediaImage,
	asStorefrontSettings,
} from './storefront-settings';
export { setCartToken, takeCartHandoff } from './tokens';
