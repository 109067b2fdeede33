/**
 * Coupons (spec sections 5, 8, 9). The server decides (WooCommerce + the plugin's messages); these are
 * the code normalisation, the client-side mirror of the rules and the section 9 maths, and the message
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

const round2 = ( n: number ) => Math.round( n * 100 ) / 100;

/**
 * Section 9: easypack_inpost_discount discounts shipping, capped at the shipping cost; percent applies
 * to subtotal plus shipping; fixed_cart is capped at subtotal plus shipping; fixed_product is capped at
 * the subtotal (amount per item unit); other types give nothing. The total never goes below 0.
 */
export function couponDiscount( type: DiscountType, amount: number, subtotal: number, shipping: number, units = 1 ): number {
	const a = Math.max( 0, amount );
	switch ( type ) {
		case 'easypack_inpost_discount':
			return round2( Math.min( a, shipping ) );
		case 'percent':
			return round2( ( ( subtotal + shipping ) * Math.min( a, 100 ) ) / 100 );
		case 'fixed_cart':
			return round2( Math.min( a, subtotal + shipping ) );
		case 'fixed_product':
			return round2( Math.min( a * Math.max( 0, units ), subtotal ) );
		default:
			return 0;
	}
}

export function orderTotal( subtotal: number, shipping: number, discount: number ): number {
	return Math.max( 0, round2( subtotal + shipping - discount ) );
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
