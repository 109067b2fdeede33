/**
 * What the cart panel's 'Razem' is made of. WooCommerce includes shipping in the cart's total once it
 * has calculated it (a rate is chosen for the session's address), so the panel names that part: its
 * lines (before discounts) + Dostawa − Rabat add up to Razem.
 */
import type { StoreCart } from '../api/cart';
import { cartTotals } from './cart';

export interface CartPanelSummary {
	/** The shipping in the total (0 for a free chosen rate), or null when the total holds none. */
	shipping: { amount: number; rateName: string | null } | null;
	/** The discount taken off the total, or null without one. */
	discount: { amount: number; code: string | null } | null;
	total: number;
}

/** Sums of minor-unit parts are exact in cents; floating point is not. */
const cents = ( amount: number ): number => Math.round( amount * 100 ) / 100;

export function cartPanelSummary( cart: StoreCart | null ): CartPanelSummary {
	const totals = cartTotals( cart );
	const chosen = cart?.shipping_rates.flatMap( ( pkg ) => pkg.shipping_rates ).find( ( rate ) => rate.selected ) ?? null;
	// A calculated shipping of 0 without any chosen rate is no delivery at all, not a free one.
	const included = totals.shipping !== null && ( totals.shipping > 0 || chosen !== null );
	return {
		shipping: included && totals.shipping !== null ? { amount: cents( totals.shipping ), rateName: chosen ? chosen.name : null } : null,
		discount: totals.discount > 0 ? { amount: cents( totals.discount ), code: totals.couponCode } : null,
		total: totals.total,
	};
}
