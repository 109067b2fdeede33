/**
 * What a price shows (cards and product page): the current price, the regular one struck through when
 * it is on sale, or 'od {min}' for a variable product whose variations cost different amounts. The
 * Store API's prices are already the shopper's tier's prices (the server decides the tier).
 */
import type { StoreCurrency, StoreProductPrices } from '../api/store-api';
import { currencyOf, parseMinor } from './money';

/** Amounts in minor units, written with `currency` (money.ts formatMoney). */
export interface PriceDisplay {
	currency: StoreCurrency;
	/** The price to pay (for a range: the lowest). */
	current: number;
	/** The regular price, only when higher than `current` (then shown struck through). */
	regular: number | null;
	/** True when the variations' prices differ: show 'od {current}'. */
	from: boolean;
}

export function priceDisplay(
	prices: StoreProductPrices
): PriceDisplay | null {
	const currency = currencyOf( prices );
	const range = prices.price_range;
	if ( range && range.min_amount !== range.max_amount ) {
		const min = parseMinor( range.min_amount );
		return min === null
			? null
			: { currency, current: min, regular: null, from: true };
	}
	const current = parseMinor( prices.price );
	if ( current === null ) {
		return null;
	}
	const regular = parseMinor( prices.regular_price );
	return {
		currency,
		current,
		regular: regular !== null && regular > current ? regular : null,
		from: false,
	};
}
