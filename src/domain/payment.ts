/**
 * Payment rules of the checkout and the order page, without React: what a method needs from the shopper
 * (a bank chosen: payment_data for its gateway), what the order page says for each state the server
 * decides (includes/Domain/PaymentState.php), how long it keeps asking while a payment is awaited, and
 * when it offers "Zapłać ponownie".
 */
import type { PaymentChoice, PaymentMethodInfo } from '../api/cart';
import type { OrderPaymentSummary, PaymentStateName } from '../api/orders';

export const PAYMENT_MESSAGES = {
	noMethod: 'Wybierz metodę płatności.',
	redirecting: 'Za chwilę przejdziesz na stronę płatności.',
	goToPayment: 'Przejdź do płatności',
	connecting: 'Łączymy z operatorem płatności...',
	retry: 'Zapłać ponownie',
	retryTitle: 'Zapłać ponownie',
	loginToRetry:
		'To zamówienie należy do konta klienta: zaloguj się, aby zapłacić ponownie.',
	retryFailed:
		'Nie udało się rozpocząć płatności. Spróbuj ponownie za chwilę albo wybierz inną metodę płatności.',
	methodsFailed:
		'Nie udało się pobrać metod płatności. Odśwież stronę i spróbuj ponownie.',
	checking: 'Sprawdzamy status płatności...',
	refreshFailed:
		'Nie udało się sprawdzić statusu płatności. Odśwież stronę, aby zobaczyć aktualny stan.',
} as const;

/** What the order page says under the state's label. */
export const PAYMENT_EXPLANATIONS: Record< PaymentStateName, string > = {
	awaiting:
		'Operator płatności jeszcze nie potwierdził wpłaty. Ta strona sprawdza to sama – nie musisz jej odświeżać.',
	review: 'Wpłata dotarła do operatora i czeka na zatwierdzenie przez sklep. Napiszemy, gdy zamówienie przejdzie do realizacji.',
	awaiting_transfer:
		'Zamówienie wyślemy po zaksięgowaniu wpłaty. Przelej dokładnie tę kwotę, z tym tytułem, w podanym terminie.',
	on_delivery: 'Zapłacisz kurierowi przy odbiorze przesyłki.',
	paid: 'Płatność przyjęta. Dziękujemy!',
	failed: 'Płatność nie została zrealizowana. Możesz zapłacić ponownie – tą samą albo inną metodą.',
	cancelled:
		'Płatność została przerwana. Możesz zapłacić ponownie – tą samą albo inną metodą.',
	order_cancelled: 'To zamówienie zostało anulowane.',
	refunded: 'Zwróciliśmy całą wpłatę.',
	partially_refunded: 'Zwróciliśmy część wpłaty.',
	not_needed: 'To zamówienie nie wymaga płatności.',
};

/** Said instead of the awaiting text once the page stopped asking, or when the provider sent the shopper back with an error. */
export const PAYMENT_NOT_CONFIRMED =
	'Płatność nie została jeszcze potwierdzona. Jeśli jej nie dokończono, możesz zapłacić ponownie.';

/** Whether this browser can pay with Apple Pay (Safari's ApplePaySession says so). */
export function applePayAvailable(): boolean {
	try {
		const session = (
			window as unknown as {
				ApplePaySession?: { canMakePayments: () => boolean };
			}
		 ).ApplePaySession;
		return Boolean( session?.canMakePayments() );
	} catch {
		return false;
	}
}

/** The options of a method's choice this browser can use (PayU lists Apple Pay among its banks). */
export function usableOptions(
	choice: PaymentChoice
): PaymentChoice[ 'options' ] {
	return choice.options.filter(
		( option ) => option.requires !== 'apple_pay' || applePayAvailable()
	);
}

/** The payment_data the method's gateway reads: the chosen option under the method's key. */
export function paymentData(
	method: PaymentMethodInfo | undefined,
	chosen: string | undefined
): Array< { key: string; value: string } > {
	return method?.choice && chosen
		? [ { key: method.choice.key, value: chosen } ]
		: [];
}

/** The method's "choose" message when it needs a choice and none (or one it does not offer) is made; '' otherwise. */
export function paymentChoiceError(
	method: PaymentMethodInfo | undefined,
	chosen: string | undefined
): string {
	if ( ! method ) {
		return PAYMENT_MESSAGES.noMethod;
	}
	if (
		method.choice &&
		! usableOptions( method.choice ).some(
			( option ) => option.value === chosen
		)
	) {
		return method.choice.required;
	}
	return '';
}

/**
 * Delays between the order page's checks while a payment is awaited: often at first (a provider's
 * notification usually comes within seconds of the shopper's return), then more seldom; 70 s in all,
 * after which the page offers to pay again (and to check once more).
 */
export const PAYMENT_POLL_DELAYS_MS: readonly number[] = [
	2000, 2000, 3000, 3000, 5000, 5000, 10000, 10000, 15000, 15000,
];

/** The next delay of the schedule, or null when the page has asked enough. */
export function nextPollDelay( attempt: number ): number | null {
	return PAYMENT_POLL_DELAYS_MS[ attempt ] ?? null;
}

/**
 * Whether the order page offers "Zapłać ponownie": a payment that failed or was cancelled at once; one
 * still awaited only once the page stopped waiting for its confirmation or the provider sent the shopper
 * back with an error (so a payment just made is not paid twice while its notification is on its way).
 */
export function offersRetry(
	payment: OrderPaymentSummary,
	{
		waitingOver,
		returnedWithError,
	}: { waitingOver: boolean; returnedWithError: boolean }
): boolean {
	if ( ! payment.retry ) {
		return false;
	}
	return payment.state !== 'awaiting' || waitingOver || returnedWithError;
}

/** "61 1090 …" → "61109010140000071219812874": what a copy button puts in the clipboard for an account. */
export function accountDigits( number: string ): string {
	const compact = number.replace( /[\s-]+/g, '' );
	return /^(PL)?\d{26}$/i.test( compact )
		? compact.replace( /^PL/i, '' )
		: number;
}
