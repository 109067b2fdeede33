/**
 * The shopper's session as the whole storefront reads it. Owned by the accounts issue (5): it
 * validates/refreshes the stored JWT at start-up and fires `cosmetics:login` / `cosmetics:logout`.
 * Until it lands, everyone is a guest.
 */
export interface SessionUser {
	id: number;
	email: string;
	displayName: string;
	firstName: string;
	lastName: string;
	clientType: 'individual' | 'professional';
	emailVerified: boolean;
}

export interface Session {
	status: 'loading' | 'guest' | 'authenticated';
	user: SessionUser | null;
}

const GUEST: Session = { status: 'guest', user: null };

export function useSession(): Session {
	return GUEST;
}

/** Opens the login/registration dialog (the home page's and the side menu's entry). */
export function useLoginDialog(): { open: () => void } {
	return { open: () => undefined };
}
