/**
 * The plugin's order and parcel-locker routes (includes/Payments/Rest/OrderRoute.php, LockersRoute.php).
 */
import type { ProfileAddress } from '../domain/validation';
import {
	PAYMENT_TIMEOUT_MS,
	type CheckoutResult,
	type PaymentKind,
	type PaymentMethodInfo,
	type StoreAddress,
	type StoreBillingAddress,
} from './cart';
import { request } from './client';
import type { StoreCurrency } from './store-api';

/** Where an order's payment stands (includes/Domain/PaymentState.php). */
export type PaymentStateName =
	| 'awaiting'
	| 'review'
	| 'awaiting_transfer'
	| 'on_delivery'
	| 'paid'
	| 'failed'
	| 'cancelled'
	| 'order_cancelled'
	| 'refunded'
	| 'partially_refunded'
	| 'not_needed';

/** `payment` of both order routes (includes/Payments/OrderPayment.php summary()). */
export interface OrderPaymentSummary {
	method: string;
	title: string;
	kind: PaymentKind;
	state: PaymentStateName;
	/** The state in the shopper's words. */
	label: string;
	/** The order can be paid again now (online, pending or failed). */
	retry: boolean;
	/** Nothing changes without the shopper or the shop: no need to ask again. */
	settled: boolean;
}

/** The data of a bank transfer (includes/Payments/BankTransfer.php). */
export interface BankTransferDetails {
	accounts: Array< {
		holder: string;
		bank: string;
		/** As Polish banks print it: "61 1090 1014 0000 0712 1981 2874". */
		number: string;
		iban: string;
		bic: string;
	} >;
	title: string;
	/** Minor units. */
	amount: string;
	/** Y-m-d, the last day the transfer counts. */
	deadline: string;
	/** The text of the Polish banks' transfer QR code; null when the transfer cannot be put in one. */
	qr: string | null;
}

/** `payment` of the order page (includes/Payments/OrderPayment.php details()). */
export interface OrderPaymentDetails extends OrderPaymentSummary {
	transfer: BankTransferDetails | null;
	/** Minor units the courier collects, or null. */
	on_delivery: string | null;
	refunds: Array< { amount: string; date: string | null; reason: string } >;
	/** Paying again needs the order's customer logged in (the page was opened by its key alone). */
	login?: boolean;
	/** The methods the order can be paid again with (only when asked for: payOrderMethods). */
	methods?: PaymentMethodInfo[];
}

/** The order's address: WooCommerce's address fields (one shape, ProfileAddress), e-mail and phone always sent, no state. */
export type OrderAddress = Omit<
	ProfileAddress,
	'state' | 'email' | 'phone'
> & { email: string; phone: string };

/**
 * An invoice the shop's invoicing plugin issued for the order (includes/Invoices/FlexibleInvoices.php):
 * `url` is its PDF (the order's key in it), for whoever reads the order.
 */
export interface OrderDocument {
	id: number;
	kind: 'invoice' | 'correction' | 'proforma';
	/** "Faktura VAT", "Faktura korygująca", "Faktura proforma". */
	name: string;
	number: string;
	/** YYYY-MM-DD, or ''. */
	date: string;
	/** The KSeF number when the invoicing plugin stored one, else ''. */
	ksef: string;
	url: string;
}

/** GET cosmetics/v1/orders/{id}?key= — amounts are integer strings in minor units, with the Store API's currency fields. */
export interface OrderDetails extends StoreCurrency {
	id: number;
	number: string;
	status: string;
	/** ISO 8601 with offset, or null. */
	date_created: string | null;
	total: string;
	/** Products before discounts, excl. tax (WooCommerce's order subtotal). */
	subtotal: string;
	/** Incl. tax, as shown: products_total + shipping_total − discount_total = total. */
	products_total: string;
	discount_total: string;
	shipping_total: string;
	/** The shipping cost before a coupon lowered it (equal to shipping_total when none did). */
	shipping_before_discount: string;
	total_tax: string;
	payment_method: string;
	payment_method_title: string;
	payment: OrderPaymentDetails;
	documents: OrderDocument[];
	customer_note: string;
	billing: OrderAddress;
	shipping: OrderAddress;
	/** subtotal: before discounts (shown); total: after the coupon (WooCommerce's line total). */
	line_items: Array< {
		id: number;
		product_id: number;
		name: string;
		sku: string;
		quantity: number;
		subtotal: string;
		total: string;
	} >;
	shipping_lines: Array< {
		method_id: string;
		instance_id: string;
		method_title: string;
		total: string;
		total_before_discount: string;
	} >;
	coupon_lines: Array< { code: string; discount: string } >;
	customer_type: string;
	company_name: string;
	company_nip: string;
	paczkomat: { name: string; address: string; details: string } | null;
}

export function orderPath( id: number, key: string ): string {
	return `/cosmetics/v1/orders/${ id }${
		key ? `?key=${ encodeURIComponent( key ) }` : ''
	}`;
}

/**
 * The query WooCommerce's own pay-for-order page carries: a payment provider's plugin reads it to know
 * the order is being paid (PayU checks its methods' amount limits against the order, not the cart).
 */
function payForOrder( path: string, key: string ): string {
	return `${ path }${ path.includes( '?' ) ? '&' : '?' }pay_for_order=true${
		key && ! path.includes( 'key=' )
			? `&key=${ encodeURIComponent( key ) }`
			: ''
	}`;
}

export async function getOrder(
	id: number,
	key: string,
	signal?: AbortSignal
): Promise< OrderDetails > {
	return (
		await request< OrderDetails >( { path: orderPath( id, key ), signal } )
	).data;
}

/** The order with the methods it can be paid again with (payment.methods). */
export async function getOrderForPayment(
	id: number,
	key: string
): Promise< OrderDetails > {
	return (
		await request< OrderDetails >( {
			path: payForOrder( orderPath( id, key ), key ),
		} )
	).data;
}

export interface PayOrderPayload {
	key: string;
	billing_email: string;
	billing_address: StoreBillingAddress;
	shipping_address: StoreAddress;
	payment_method: string;
	payment_data: Array< { key: string; value: string } >;
}

/** Pays an existing order again: WooCommerce's Store API route for it (POST checkout/{id}). */
export async function payOrder(
	id: number,
	payload: PayOrderPayload
): Promise< CheckoutResult > {
	return (
		await request< CheckoutResult >( {
			path: payForOrder( `/wc/store/v1/checkout/${ id }`, payload.key ),
			method: 'POST',
			data: payload,
			timeout: PAYMENT_TIMEOUT_MS,
		} )
	).data;
}

export interface ParcelLocker {
	/** Locker code, e.g. "WAW01M". */
	name: string;
	address: { line1: string; line2: string };
	location: { latitude: number; longitude: number };
	location_description: string;
	city: string;
	postcode: string;
}

export async function listLockers( search = '' ): Promise< ParcelLocker[] > {
	const query = search ? `?search=${ encodeURIComponent( search ) }` : '';
	return (
		await request< { lockers: ParcelLocker[] } >( {
			path: `/cosmetics/v1/lockers${ query }`,
		} )
	).data.lockers;
}
