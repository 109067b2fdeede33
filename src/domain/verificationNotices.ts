/**
 * The notices of the e-mailed verification link's return (?email_verified=1 or 0), shown in the login
 * dialog. Kept apart from the account messages (accountMessages.ts) because the layout sets them from
 * the first bundle: importing the catalogue there would put every account message in storefront.js
 * instead of the dialogs' and screens' chunks.
 */
export const EMAIL_VERIFIED = 'Email Verified!';
export const EMAIL_LINK_FAILED = 'Nie udało się zweryfikować adresu email';
