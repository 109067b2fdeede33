/**
 * The navigation bar's account entry: 'Logowanie' for guests, the user menu (display name, email,
 * 'Mój profil', 'Wyloguj się') when logged in. Owned by the accounts issue (5); `variant` 'menu' is
 * the mobile side menu's entry. Renders nothing until that issue lands.
 */
export function AccountMenu( _props: { variant?: 'bar' | 'menu' } ) {
	return null;
}
