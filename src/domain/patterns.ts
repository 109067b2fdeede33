/**
 * The e-mail and postcode shapes, once: the account forms (validation.ts) and the checkout
 * (checkout.ts) test against these. A module of their own so that the cart state, which the first
 * screen loads, can reach the checkout's rules without the account forms' code.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const POSTCODE_PATTERN = /^\d{2}-\d{3}$/;
