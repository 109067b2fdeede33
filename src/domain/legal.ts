/**
 * The terms' constants (spec accounts-pages-errors.md section 9, shop-cart-checkout.md section 9).
 * The texts themselves are WordPress pages staff edit; their shipped defaults
 * (includes/Legal/defaults/*.html) are checked against these numbers by src/domain/test/legal.test.ts.
 */
export const TERMS = {
	/** Terms in force from 16 August 2024. */
	inForceFrom: '16.08.2024',
	fulfilmentWorkingDays: 5,
	complaintAnswerDays: 14,
	/** Withdrawal from the contract: 14 days from delivery. */
	withdrawalDays: 14,
	refundDays: 14,
	/** Payment by bank transfer within 7 days or the contract dissolves. */
	transferPaymentDays: 7,
	/** Changes to the terms take effect 7 days after publication. */
	changesEffectiveDays: 7,
} as const;

/** Storefront paths of the legal pages and the withdrawal function. */
export const LEGAL_PATHS = {
	terms: '/regulamin',
	returns: '/polityka-zwrotow',
	privacy: '/polityka-prywatnosci',
	withdrawal: '/odstapienie-od-umowy',
	contact: '/kontakt',
} as const;
