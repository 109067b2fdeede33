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
