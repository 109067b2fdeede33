/**
 * Payment data as the server sends it (includes/Payments: CheckoutMethods, OrderPayment, BankTransfer),
 * for tests.
 */
import type { PaymentMethodInfo } from '../../cart';
import type {
	BankTransferDetails,
	OrderPaymentDetails,
	OrderPaymentSummary,
} from '../../orders';

const KINDS: Record< string, PaymentMethodInfo[ 'kind' ] > = {
	bacs: 'transfer',
	cod: 'on_delivery',
};

export function paymentMethod(
	id: string,
	title: string,
	overrides: Partial< PaymentMethodInfo > = {}
): PaymentMethodInfo {
	return {
		id,
		title,
		description: '',
		kind: KINDS[ id ] ?? 'online',
		icon: '',
		notice: [],
		choice: null,
		...overrides,
	};
}

/** PayU's bank list method with two banks and its notice. */
export const PAYU_BANKS = paymentMethod(
	'payulistbanks',
	'Płatność online z PayU',
	{
		description: '<p>Wybierz metodę płatności.</p>',
		icon: 'https://shop.test/payu.svg',
		notice: [
			{
				text: 'Zlecenie wykonuje PayU SA;',
				more: 'Zlecenie jest przekazywane do realizacji po otrzymaniu wpłaty.',
				link: null,
			},
			{
				text: 'Płacąc akceptujesz',
				more: '',
				link: {
					url: 'https://payu.test/terms.pdf',
					label: 'Zasady płatności PayU',
				},
			},
		],
		choice: {
			key: 'selected-bank',
			label: 'Wybierz bank',
			required: 'Wybierz bank, z którego zapłacisz.',
			options: [
				{
					value: 'm',
					label: 'mTransfer',
					image: 'https://payu.test/m.svg',
					requires: '',
				},
				{
					value: 'jp',
					label: 'Apple Pay',
					image: 'https://payu.test/jp.svg',
					requires: 'apple_pay',
				},
				{ value: 'p', label: 'Płacę z iPKO', image: '', requires: '' },
			],
		},
	}
);

export function paymentSummary(
	overrides: Partial< OrderPaymentSummary > = {}
): OrderPaymentSummary {
	return {
		method: 'bacs',
		title: 'Przelew bankowy',
		kind: 'transfer',
		state: 'awaiting_transfer',
		label: 'Czekamy na Twój przelew',
		retry: false,
		settled: true,
		...overrides,
	};
}

export const TRANSFER: BankTransferDetails = {
	accounts: [
		{
			holder: 'Sklep Kosmetyczny Sp. z o.o.',
			bank: 'Bank Przykładowy S.A.',
			number: '61 1090 1014 0000 0712 1981 2874',
			iban: 'PL61 1090 1014 0000 0712 1981 2874',
			bic: 'WBKPPLPP',
		},
	],
	title: 'Zamówienie nr 55',
	amount: '10199',
	deadline: '2026-11-29',
	qr: '5252448487|PL|61109010140000071219812874|010199|Sklep Kosmetyczny Sp|Zamówienie nr 55|||',
};

export function paymentDetails(
	overrides: Partial< OrderPaymentDetails > = {}
): OrderPaymentDetails {
	return {
		...paymentSummary(),
		transfer: TRANSFER,
		on_delivery: null,
		refunds: [],
		...overrides,
	};
}
