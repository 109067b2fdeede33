/**
 * The account dialogs (login/registration, password reset request, email verification panel),
 * mounted once by the layout. Owned by the accounts issue (5).
 */
export function AccountDialogs() {
	return null;
}
