/**
 * Coupons (spec sections 5, 8). The server decides: WooCommerce with the plugin's messages for the
 * section 5 rules (includes/CartCheckout/CouponMessages.php) and the section 9 maths
 * (includes/Domain/CouponRules.php, tests/coupon-cases.json); the client shows the cart's totals and
 * computes no discount and checks no rule. Here: the code normalisation and the message to show
 * under the input for an error answer.
 */
export const COUPON_MESSAGES = {
	empty: 'Wprowadź kod kuponu',
	applyFailed: 'Błąd podczas stosowania kuponu',
	notFound: 'Kupon nie został znaleziony',
} as const;

export function normaliseCouponCode( input: string ): string {
	return input.trim().toUpperCase();
}

/** The coupon form as typed. */
export interface CouponForm {
	code: string;
}

/** The coupon form's own check before the server is asked: a code to send. */
export function couponFormErrors( form: CouponForm ): { code?: string } {
	return normaliseCouponCode( form.code )
		? {}
		: { code: COUPON_MESSAGES.empty };
}

/** The text under the coupon input for a failed apply: the server's message, else the generic one. */
export function couponErrorMessage( error: unknown ): string {
	if (
		typeof error === 'object' &&
		error !== null &&
		'status' in error &&
		'serverMessage' in error
	) {
		const { status, serverMessage } = error as {
			status: number;
			serverMessage: string | null;
		};
		if ( status === 400 && serverMessage ) {
			return serverMessage;
		}
		if ( status === 404 ) {
			return COUPON_MESSAGES.notFound;
		}
	}
	return COUPON_MESSAGES.applyFailed;
}
