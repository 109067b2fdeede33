import { useId, useState, type InputHTMLAttributes } from 'react';

/** A labelled input with its hint and error (tied by aria-describedby); password fields get show/hide. */
export function Field( { label, error, hint, type = 'text', toggle = false, ...input }: { label: string; error?: string; hint?: string; toggle?: boolean } & InputHTMLAttributes< HTMLInputElement > ) {
	const id = useId();
	const errorId = `${ id }-error`;
	const hintId = `${ id }-hint`;
	const describedBy = [ hint ? hintId : '', error ? errorId : '' ].filter( Boolean ).join( ' ' );
	const [ visible, setVisible ] = useState( false );
	return (
		<div className="cs-account-field">
			<label htmlFor={ id } className="cs-account-field__label">
				{ label }
			</label>
			<div className="cs-account-field__control">
				<input
					id={ id }
					className="cs-account-field__input"
					type={ toggle && visible ? 'text' : type }
					aria-invalid={ error ? true : undefined }
					aria-describedby={ describedBy || undefined }
					{ ...input }
				/>
				{ toggle ? (
					<button type="button" className="cs-account-field__toggle" onClick={ () => setVisible( ( v ) => ! v ) } aria-pressed={ visible }>
						{ visible ? 'Ukryj hasło' : 'Pokaż hasło' }
					</button>
				) : null }
			</div>
			{ hint ? (
				<p id={ hintId } className="cs-account-field__hint">
					{ hint }
				</p>
			) : null }
			{ error ? (
				<p id={ errorId } className="cs-account-field__error">
					{ error }
				</p>
			) : null }
		</div>
	);
}

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
		<div className="cs-account-alert cs-account-alert--success" role="status">
			<p>{ message }</p>
		</div>
	);
}
