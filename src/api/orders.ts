/**
 * The plugin's order and parcel-locker routes (includes/Rest/OrderRoute.php, LockersRoute.php).
 */
import type { ProfileAddress } from '../domain/validation';
import { request } from './client';
import type { StoreCurrency } from './store-api';

/** The order's address: WooCommerce's address fields (one shape, ProfileAddress), e-mail and phone always sent, no state. */
export type OrderAddress = Omit<
	ProfileAddress,
	'state' | 'email' | 'phone'
> & { email: string; phone: string };

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

export async function getOrder(
	id: number,
	key: string
): Promise< OrderDetails > {
	return ( await request< OrderDetails >( { path: orderPath( id, key ) } ) )
		.data;
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
