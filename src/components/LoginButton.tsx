import { useLoginDialog } from '../state/session';

/** "Zaloguj się": opens the login dialog where the page asks a guest to log in. */
export function LoginButton() {
	const loginDialog = useLoginDialog();
	return (
		<button
			type="button"
			className="cs-button"
			onClick={ () => loginDialog.open() }
		>
			Zaloguj się
		</button>
	);
}
