/**
 * Coupons (spec sections 5, 8). The server decides (WooCommerce + the plugin's messages, and the
 * section 9 maths in includes/Domain/CouponRules.php: the client shows the cart's totals, it computes
 * no discount); these are the code normalisation, the client-side mirror of the rules and the message
 * to show under the input for an error answer.
 */
export const COUPON_MESSAGES = {
	empty: 'Wprowadź kod kuponu',
	invalid: 'Nieprawidłowy kupon',
	applyFailed: 'Błąd podczas stosowania kuponu',
	notFound: 'Kupon nie został znaleziony',
	notExists: 'Kupon nie istnieje',
	validationFailed: 'Błąd podczas walidacji kuponu',
	inactive: 'Kupon nie jest aktywny',
	expired: 'Kupon wygasł',
	limit: 'Kupon osiągnął limit użyć',
} as const;

export const minAmountMessage = ( min: number ) => `Minimalna kwota zamówienia: ${ min } PLN`;
export const maxAmountMessage = ( max: number ) => `Maksymalna kwota zamówienia: ${ max } PLN`;

export function normaliseCouponCode( input: string ): string {
	return input.trim().toUpperCase();
}

export type DiscountType = 'percent' | 'fixed_cart' | 'fixed_product' | 'easypack_inpost_discount' | 'other';

export function discountType( raw: string ): DiscountType {
	return raw === 'percent' || raw === 'fixed_cart' || raw === 'fixed_product' || raw === 'easypack_inpost_discount' ? raw : 'other';
}

export interface CouponData {
	code: string;
	discount_type: string;
	amount: number;
	status?: string;
	/** ISO date or null. */
	date_expires?: string | null;
	minimum_amount?: number;
	maximum_amount?: number;
	usage_limit?: number | null;
	usage_count?: number;
}

/** Section 5 rules, in the spec's order; null when the coupon may be used. */
export function couponRuleError( coupon: CouponData | null, orderAmount: number, now: Date = new Date() ): string | null {
	if ( ! coupon ) {
		return COUPON_MESSAGES.notExists;
	}
	if ( coupon.status !== undefined && coupon.status !== 'publish' ) {
		return COUPON_MESSAGES.inactive;
	}
	if ( coupon.date_expires && new Date( coupon.date_expires ).getTime() < now.getTime() ) {
		return COUPON_MESSAGES.expired;
	}
	if ( coupon.minimum_amount && coupon.minimum_amount > 0 && orderAmount < coupon.minimum_amount ) {
		return minAmountMessage( coupon.minimum_amount );
	}
	if ( coupon.maximum_amount && coupon.maximum_amount > 0 && orderAmount > coupon.maximum_amount ) {
		return maxAmountMessage( coupon.maximum_amount );
	}
	if ( coupon.usage_limit && ( coupon.usage_count ?? 0 ) >= coupon.usage_limit ) {
		return COUPON_MESSAGES.limit;
	}
	return null;
}

/** The text under the coupon input for a failed apply: the server's message, else the generic one. */
export function couponErrorMessage( error: unknown ): string {
	if ( typeof error === 'object' && error !== null && 'status' in error && 'serverMessage' in error ) {
		const { status, serverMessage } = error as { status: number; serverMessage: string | null };
		if ( status === 400 && serverMessage ) {
			return serverMessage;
		}
		if ( status === 404 ) {
			return COUPON_MESSAGES.notFound;
		}
	}
	return COUPON_MESSAGES.applyFailed;
}
