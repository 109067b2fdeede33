/**
 * Generic error catalogue for any platform call (spec shop-cart-checkout.md section 8, "Generic
 * platform", the WordPress/WooCommerce variant). Binding character for character.
 *
 * These are the messages an `ApiError` carries by default. Screens translate errors into their own
 * context-specific messages (login, cart, coupon...) from `ApiError.status` and `ApiError.code`.
 */
import { getConfig } from '../config';
import { htmlToText } from '../domain/text';

export const GENERIC_MESSAGES = {
	unauthorized: 'Błąd autoryzacji - sprawdź Consumer Key i Consumer Secret',
	forbidden: 'Brak uprawnień - sprawdź uprawnienia API w WooCommerce',
	notFound: 'Nie znaleziono zasobu - sprawdź URL WordPress/WooCommerce',
	serverError: 'Błąd serwera WordPress - sprawdź logi serwera',
	/**
	 * Other 4xx without a server message. Not in the generic catalogue; this is the spec's own
	 * "otherwise" text (accounts spec, Login).
	 */
	unexpected: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.',
} as const;

/** "No response" message, {host} being the host of the REST root (e.g. 127.0.0.1:8888). */
export function noResponseMessage( host: string = restHost() ): string {
	return `Brak odpowiedzi z serwera ${ host } - sprawdź czy WordPress jest uruchomiony i dostępny`;
}

/** Host (with port) of the configured REST root; a relative root resolves against the page. */
export function restHost(): string {
	const { restRoot } = getConfig();
	try {
		return new URL( restRoot, window.location.href ).host;
	} catch {
		return restRoot;
	}
}

/**
 * The catalogue message for an HTTP error status. 401, 403, 404 and 5xx have fixed messages; any
 * other status shows the server's message (as plain text) when it sent one.
 */
export function messageForStatus(
	status: number,
	serverMessage: string | null
): string {
	if ( status === 401 ) {
		return GENERIC_MESSAGES.unauthorized;
	}
	if ( status === 403 ) {
		return GENERIC_MESSAGES.forbidden;
	}
	if ( status === 404 ) {
		return GENERIC_MESSAGES.notFound;
	}
	if ( status >= 500 ) {
		return GENERIC_MESSAGES.serverError;
	}
	const text = serverMessage ? htmlToText( serverMessage ) : '';
	return text || GENERIC_MESSAGES.unexpected;
}
