/** The storefront's one form field lives with the forms; the account screens import it from here too. */
export { Field } from '../forms/Field';

/** The dialogs' error box: heading 'Wystąpił błąd' and the message. */
export function ErrorBox( { message }: { message: string } ) {
	return (
		<div className="cs-account-alert cs-account-alert--error" role="alert">
			<p className="cs-account-alert__title">Wystąpił błąd</p>
			<p>{ message || 'Wystąpił nieoczekiwany błąd' }</p>
		</div>
	);
}

export function SuccessBox( { message }: { message: string } ) {
	return (
		<div
			className="cs-account-alert cs-account-alert--success"
			role="status"
		>
			<p>{ message }</p>
		</div>
	);
}
