/**
 * Cart rules (spec sections 3, 4, 9): badge, loyalty points, stock cap, lines from Store API items.
 */
import type { StoreCart, StoreCartItem, StoreShippingRate } from '../api/cart';
import type { MoneySummary } from './summary';
import { DEFAULT_STOCK_CAP } from './stock';
import type { StoreCurrency } from '../api/store-api';
import { currencyOf, minorOrZero as money, toMinorUnits } from './money';
import { decodeEntities } from './text';

export const BADGE_CAP = 99;
export const CART_ERROR_TIMEOUT_MS = 3000;
export const MAX_STOCK_MESSAGE = 'Osiągnięto maksymalny stan magazynowy';

/** Section 8, cart errors. */
export const CART_MESSAGES = {
	load: 'Błąd podczas ładowania koszyka',
	add: 'Błąd podczas dodawania do koszyka',
	remove: 'Błąd podczas usuwania z koszyka',
	update: 'Błąd podczas aktualizacji ilości',
	clear: 'Błąd podczas czyszczenia koszyka',
	order: 'Błąd podczas tworzenia zamówienia',
} as const;

/** "99+" above 99; '' for an empty cart (no badge). */
export function badgeText( count: number ): string {
	if ( count <= 0 ) {
		return '';
	}
	return count > BADGE_CAP ? `${ BADGE_CAP }+` : String( count );
}

/** 25 % of the price in whole currency units, floored (the price in minor units: 4999, 2 → 12). */
export function loyaltyPoints( minor: number, minorUnit: number ): number {
	return minor > 0 ? Math.floor( minor / ( 4 * 10 ** minorUnit ) ) : 0;
}

/** The most of an item the shopper may have: the Store API's quantity limit, else low stock, else 999. */
export function stockCap(
	item: Pick< StoreCartItem, 'quantity_limits' | 'low_stock_remaining' >
): number {
	const max = item.quantity_limits?.maximum;
	if ( typeof max === 'number' && max > 0 ) {
		return max;
	}
	return item.low_stock_remaining ?? DEFAULT_STOCK_CAP;
}

/** Requested quantity capped at the stock: the quantity to send and whether the cap was hit. */
export function capQuantity(
	requested: number,
	cap: number
): { quantity: number; capped: boolean } {
	const wanted = Math.max( 0, Math.floor( requested ) );
	return wanted > cap
		? { quantity: cap, capped: true }
		: { quantity: wanted, capped: false };
}

export interface CartLine {
	key: string;
	productId: number;
	name: string;
	quantity: number;
	/** Unit price in minor units of `currency`. */
	price: number;
	regularPrice: number;
	/** Line total before coupons in minor units, tax included (the coupon's discount is the Rabat line). */
	lineTotal: number;
	currency: StoreCurrency;
	image: string | null;
	sku: string;
	stock: number;
	loyaltyPoints: number;
	attributes: string;
}

export function cartLines( cart: StoreCart | null ): CartLine[] {
	if ( ! cart ) {
		return [];
	}
	return cart.items.map( ( item ) => {
		const price = money( item.prices.price );
		return {
			key: item.key,
			productId: item.id,
			name: item.name,
			quantity: item.quantity,
			price,
			regularPrice: money( item.prices.regular_price ),
			lineTotal:
				money( item.totals.line_subtotal ) +
				money( item.totals.line_subtotal_tax ),
			currency: currencyOf( item.totals ),
			image: item.images[ 0 ]?.thumbnail ?? null,
			sku: item.sku,
			stock: stockCap( item ),
			loyaltyPoints: loyaltyPoints(
				price,
				item.prices.currency_minor_unit
			),
			attributes: item.variation
				.map( ( v ) => `${ v.attribute }: ${ v.value }` )
				.join( ', ' ),
		};
	} );
}

export function itemCount( cart: StoreCart | null ): number {
	return cart
		? cart.items.reduce( ( sum, item ) => sum + item.quantity, 0 )
		: 0;
}

/** The cart's money summary (Produkty, Dostawa, Rabat, Razem), all from the Store API's totals. */
export function cartTotals( cart: StoreCart ): MoneySummary {
	const t = cart.totals;
	return {
		currency: currencyOf( t ),
		products: money( t.total_items ) + money( t.total_items_tax ),
		shipping:
			t.total_shipping === null
				? null
				: money( t.total_shipping ) + money( t.total_shipping_tax ),
		shippingBeforeDiscount: shippingBeforeDiscount( cart ),
		discount: money( t.total_discount ) + money( t.total_discount_tax ),
		total: money( t.total_price ),
		couponCode: cart.coupons[ 0 ]
			? cart.coupons[ 0 ].code.toUpperCase()
			: null,
	};
}

/** The name of the rate chosen for the (first) package, or null when none is. */
export function selectedRateName( cart: StoreCart | null ): string | null {
	const rate = cart?.shipping_rates
		.flatMap( ( pkg ) => pkg.shipping_rates )
		.find( ( r ) => r.selected );
	return rate ? decodeEntities( rate.name ) : null;
}

/** The plugin keeps a coupon-lowered rate's cost before the discount in the rate's meta (a decimal in major units, incl. tax). */
export const COST_BEFORE_DISCOUNT_META = 'cosmetics_cost_before_discount';

/** A rate's cost before a coupon lowered it in minor units, or null when none did. */
export function rateCostBeforeDiscount(
	rate: Pick< StoreShippingRate, 'meta_data' | 'currency_minor_unit' >
): number | null {
	const meta = rate.meta_data.find(
		( m ) => m.key === COST_BEFORE_DISCOUNT_META
	);
	const value = meta ? Number( meta.value ) : NaN;
	return Number.isFinite( value )
		? toMinorUnits( value, rate.currency_minor_unit )
		: null;
}

/** What a rate charges in minor units, tax included. */
export function rateCost(
	rate: Pick< StoreShippingRate, 'price' | 'taxes' >
): number {
	return money( rate.price ) + money( rate.taxes );
}

/** The selected rates' costs before coupons; null when no selected rate was lowered. */
function shippingBeforeDiscount( cart: StoreCart ): number | null {
	let lowered = false;
	let sum = 0;
	for ( const pkg of cart.shipping_rates ) {
		const selected = pkg.shipping_rates.find( ( r ) => r.selected );
		if ( ! selected ) {
			continue;
		}
		const before = rateCostBeforeDiscount( selected );
		lowered = lowered || before !== null;
		sum += before ?? rateCost( selected );
	}
	return lowered ? sum : null;
}
