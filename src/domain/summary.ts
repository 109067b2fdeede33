/**
 * The money summary every screen shows under its lines (checkout, cart panel, order page, profile's
 * orders): Produkty (lines before discounts), Dostawa (charged; the cost before a coupon struck
 * through beside it), Rabat (with the code), Razem. Every amount is the server's (WooCommerce's), so
 * Produkty + Dostawa − Rabat = Razem = what is charged (spec §9 maths are decided on the server).
 */
import type { StoreCurrency } from '../api/store-api';
import { currencyOf, formatMoney, minorOrZero as minor } from './money';

/** Every amount in integer minor units of `currency` (sums are exact), tax included. */
export interface MoneySummary {
	currency: StoreCurrency;
	/** Lines before discounts. */
	products: number;
	/** Shipping charged; null when not known yet (no address / no rate). */
	shipping: number | null;
	/** Shipping before a coupon lowered it; null or equal to shipping when it did not. */
	shippingBeforeDiscount: number | null;
	/** The coupon's discount on the products. */
	discount: number;
	couponCode: string | null;
	total: number;
}

export interface SummaryRow {
	key: 'products' | 'shipping' | 'discount' | 'total';
	label: string;
	text: string;
	/** The struck-through amount shown before `text` (shipping before the coupon), or null. */
	struck: string | null;
}

export interface SummaryOptions {
	/** Free shipping reads 'Darmowa' in the checkout and 'Darmowa wysyłka' on the order page (spec 2). */
	freeShipping?: string;
	/** The chosen rate's name, shown beside 'Dostawa' (the cart panel, where no rate list is in view). */
	shippingName?: string | null;
	/** Leave the Dostawa row out while no shipping is known (the cart panel: Razem holds none then). */
	omitUnknownShipping?: boolean;
}

export function summaryRows(
	summary: MoneySummary,
	{
		freeShipping = 'Darmowa',
		shippingName = null,
		omitUnknownShipping = false,
	}: SummaryOptions = {}
): SummaryRow[] {
	const {
		currency,
		products,
		shipping,
		shippingBeforeDiscount,
		discount,
		couponCode,
		total,
	} = summary;
	const formatPrice = ( amount: number ) => formatMoney( amount, currency );
	const reduced =
		shipping !== null &&
		shippingBeforeDiscount !== null &&
		shippingBeforeDiscount > shipping;
	const rows: SummaryRow[] = [
		{
			key: 'products',
			label: 'Produkty',
			text: formatPrice( products ),
			struck: null,
		},
	];
	if ( shipping !== null || ! omitUnknownShipping ) {
		let shippingText = '—';
		if ( shipping === 0 ) {
			shippingText = freeShipping;
		} else if ( shipping !== null ) {
			shippingText = formatPrice( shipping );
		}
		rows.push( {
			key: 'shipping',
			label: shippingName ? `Dostawa (${ shippingName })` : 'Dostawa',
			text: shippingText,
			struck: reduced ? formatPrice( shippingBeforeDiscount ) : null,
		} );
	}
	if ( discount > 0 ) {
		rows.push( {
			key: 'discount',
			label: couponCode ? `Rabat (${ couponCode })` : 'Rabat',
			text: `−${ formatPrice( discount ) }`,
			struck: null,
		} );
	}
	rows.push( {
		key: 'total',
		label: 'Razem',
		text: formatPrice( total ),
		struck: null,
	} );
	return rows;
}

/** Whether the shown amounts add up to the total, to the minor unit. */
export function addsUp( {
	products,
	shipping,
	discount,
	total,
}: MoneySummary ): boolean {
	return products + ( shipping ?? 0 ) - discount === total;
}

/** From the plugin's order answers (minor-unit strings with the Store API's currency fields). */
export function orderSummary(
	order: StoreCurrency & {
		products_total: string;
		shipping_total: string;
		shipping_before_discount: string;
		discount_total: string;
		total: string;
		coupon: string | null;
	}
): MoneySummary {
	return {
		currency: currencyOf( order ),
		products: minor( order.products_total ),
		shipping: minor( order.shipping_total ),
		shippingBeforeDiscount: minor( order.shipping_before_discount ),
		discount: minor( order.discount_total ),
		couponCode: order.coupon || null,
		total: minor( order.total ),
	};
}
