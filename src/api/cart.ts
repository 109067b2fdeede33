/**
 * Store API cart and checkout calls (WooCommerce 9.4.3, src/StoreApi/Routes/V1: Cart, CartAddItem,
 * CartUpdateItem, CartRemoveItem, CartItems (DELETE), CartApplyCoupon, CartRemoveCoupon,
 * CartSelectShippingRate, Checkout; shapes from Schemas/V1/CartSchema, CartItemSchema,
 * CartCouponSchema, CartShippingRateSchema, CheckoutSchema). Every cart write answers with the whole
 * new cart: callers use that answer as the cart (one request per action, no re-fetch).
 * Cart-Token and Nonce travel through the cart-token middleware.
 */
import {
	ORDER_ATTRIBUTION_NAMESPACE,
	orderAttributionData,
} from './attribution';
import type { ProfileAddress } from '../domain/validation';
import { request } from './client';
import {
	EXTENSION_NAMESPACE,
	type StoreCurrency,
	type StoreImage,
} from './store-api';

export const CART_PATH = '/wc/store/v1/cart';
export const CHECKOUT_PATH = '/wc/store/v1/checkout';
export { EXTENSION_NAMESPACE };

export interface StoreCartItemPrices extends StoreCurrency {
	price: string;
	regular_price: string;
	sale_price: string;
	price_range: { min_amount: string; max_amount: string } | null;
	raw_prices: {
		precision: number;
		price: string;
		regular_price: string;
		sale_price: string;
	};
}

export interface StoreCartItemTotals extends StoreCurrency {
	line_subtotal: string;
	line_subtotal_tax: string;
	line_total: string;
	line_total_tax: string;
}

export interface StoreCartItem {
	key: string;
	id: number;
	type: string;
	quantity: number;
	quantity_limits: {
		minimum: number;
		maximum: number;
		multiple_of: number;
		editable: boolean;
	};
	name: string;
	short_description: string;
	description: string;
	sku: string;
	low_stock_remaining: number | null;
	backorders_allowed: boolean;
	show_backorder_badge: boolean;
	sold_individually: boolean;
	permalink: string;
	images: StoreImage[];
	variation: Array< { attribute: string; value: string } >;
	item_data: Array< {
		name?: string;
		key?: string;
		value: string;
		display?: string;
	} >;
	prices: StoreCartItemPrices;
	totals: StoreCartItemTotals;
	catalog_visibility: string;
	extensions: Record< string, unknown >;
}

export interface StoreCartCoupon {
	code: string;
	discount_type: string;
	totals: StoreCurrency & {
		total_discount: string;
		total_discount_tax: string;
	};
}

export interface StoreShippingRate extends StoreCurrency {
	rate_id: string;
	name: string;
	description: string;
	delivery_time: string;
	price: string;
	taxes: string;
	instance_id: number;
	method_id: string;
	meta_data: Array< { key: string; value: string } >;
	selected: boolean;
}

export interface StoreShippingPackage {
	package_id: number | string;
	name: string;
	destination: Record< string, string >;
	items: Array< { key: string; name: string; quantity: number } >;
	shipping_rates: StoreShippingRate[];
}

export interface StoreCartTotals extends StoreCurrency {
	total_items: string;
	total_items_tax: string;
	total_fees: string;
	total_fees_tax: string;
	total_discount: string;
	total_discount_tax: string;
	total_shipping: string | null;
	total_shipping_tax: string | null;
	total_price: string;
	total_tax: string;
	tax_lines: Array< { name: string; price: string; rate: string } >;
}

/** The Store API's address: the profile's shape without the e-mail, the phone always present. */
export type StoreAddress = Omit< ProfileAddress, 'email' | 'phone' > & {
	phone: string;
};

export interface StoreBillingAddress extends StoreAddress {
	email: string;
}

/** The plugin's cart extension data (includes/CartCheckout/CartExtension.php). */
export interface CartExtensionData {
	payment_methods: PaymentMethodInfo[];
}

/** How a method is paid (includes/Domain/PaymentState.php kind()). */
export type PaymentKind = 'online' | 'transfer' | 'on_delivery';

/** One paragraph of a provider's notice: its text, what "więcej" reveals, its link. */
export interface PaymentNoticeParagraph {
	text: string;
	more: string;
	link: { url: string; label: string } | null;
}

/** What the shopper must choose in the shop for the method (a bank), sent as payment_data[key]. */
export interface PaymentChoice {
	key: string;
	label: string;
	/** The message when nothing is chosen. */
	required: string;
	options: Array< {
		value: string;
		label: string;
		image: string;
		/** What the browser must be able to do for the option to be offered ('' nothing). */
		requires: '' | 'apple_pay';
	} >;
}

/** A payment method as the checkout offers it (includes/Payments/CheckoutMethods.php). */
export interface PaymentMethodInfo {
	id: string;
	title: string;
	/** HTML: sanitise before rendering. */
	description: string;
	kind: PaymentKind;
	/** The method's logo ('' without one). */
	icon: string;
	/** The provider's notice (PayU's terms and data controller), empty for most methods. */
	notice: PaymentNoticeParagraph[];
	choice: PaymentChoice | null;
}

export interface StoreCart {
	items: StoreCartItem[];
	coupons: StoreCartCoupon[];
	fees: unknown[];
	totals: StoreCartTotals;
	shipping_address: StoreAddress;
	billing_address: StoreBillingAddress;
	needs_payment: boolean;
	needs_shipping: boolean;
	has_calculated_shipping: boolean;
	shipping_rates: StoreShippingPackage[];
	items_count: number;
	items_weight: number;
	errors: Array< { code: string; message: string } >;
	/** Ids of the payment methods available for this cart. */
	payment_methods: string[];
	extensions: Record< string, unknown > & {
		[ EXTENSION_NAMESPACE ]?: CartExtensionData;
	};
}

async function cartCall(
	path: string,
	method: 'GET' | 'POST' | 'DELETE',
	data?: unknown
): Promise< StoreCart > {
	const response = await request< StoreCart >( { path, method, data } );
	return response.data;
}

export function getCart(): Promise< StoreCart > {
	return cartCall( CART_PATH, 'GET' );
}

export function addCartItem(
	id: number,
	quantity: number
): Promise< StoreCart > {
	return cartCall( `${ CART_PATH }/add-item`, 'POST', { id, quantity } );
}

export function updateCartItem(
	key: string,
	quantity: number
): Promise< StoreCart > {
	return cartCall( `${ CART_PATH }/update-item`, 'POST', { key, quantity } );
}

export function removeCartItem( key: string ): Promise< StoreCart > {
	return cartCall( `${ CART_PATH }/remove-item`, 'POST', { key } );
}

/** DELETE /cart/items answers with the (empty) item list, not the cart: the cart is then known to be empty. */
export async function clearCartItems(): Promise< void > {
	await request< unknown >( {
		path: `${ CART_PATH }/items`,
		method: 'DELETE',
	} );
}

export function applyCoupon( code: string ): Promise< StoreCart > {
	return cartCall( `${ CART_PATH }/apply-coupon`, 'POST', { code } );
}

export function removeCoupon( code: string ): Promise< StoreCart > {
	return cartCall( `${ CART_PATH }/remove-coupon`, 'POST', { code } );
}

export function selectShippingRate(
	rateId: string,
	packageId: number | string = 0
): Promise< StoreCart > {
	return cartCall( `${ CART_PATH }/select-shipping-rate`, 'POST', {
		package_id: packageId,
		rate_id: rateId,
	} );
}

/** The plugin's checkout extension data (includes/CartCheckout/CheckoutFields.php). */
export interface CheckoutExtensionData {
	customer_type: 'individual' | 'company';
	company_name?: string;
	company_nip?: string;
	paczkomat_name?: string;
	paczkomat_address?: string;
	paczkomat_details?: string;
}

export interface CheckoutPayload {
	billing_address: StoreBillingAddress;
	shipping_address: StoreAddress;
	customer_note: string;
	payment_method: string;
	payment_data?: Array< { key: string; value: string } >;
	extensions: { [ EXTENSION_NAMESPACE ]: CheckoutExtensionData };
}

export interface CheckoutResult {
	order_id: number;
	status: string;
	order_key: string;
	order_number: string;
	customer_note: string;
	customer_id: number;
	billing_address: StoreBillingAddress;
	shipping_address: StoreAddress;
	payment_method: string;
	payment_result: {
		payment_status: string;
		payment_details: Array< { key: string; value: string } >;
		redirect_url: string;
	};
	extensions: Record< string, unknown >;
}

/** Places the order; WooCommerce's order attribution data goes with it when its script has collected some. */
export async function placeOrder(
	payload: CheckoutPayload
): Promise< CheckoutResult > {
	const attribution = orderAttributionData();
	const data = attribution
		? {
				...payload,
				extensions: {
					...payload.extensions,
					[ ORDER_ATTRIBUTION_NAMESPACE ]: attribution,
				},
		  }
		: payload;
	const response = await request< CheckoutResult >( {
		path: CHECKOUT_PATH,
		method: 'POST',
		data,
		timeout: PAYMENT_TIMEOUT_MS,
	} );
	return response.data;
}

/**
 * A checkout that starts an online payment waits for the provider (PayU's SDK gives it up to 60 s, a
 * checkout of the same cart may wait 30 s for another): the shopper is told what is going on, and the
 * answer is waited for rather than given up after the usual 20 s.
 */
export const PAYMENT_TIMEOUT_MS = 95000;
