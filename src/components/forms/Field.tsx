import {
	useId,
	useState,
	type InputHTMLAttributes,
	type ReactNode,
} from 'react';

/**
 * The storefront's one form field: a label, the control, its hint and its error (both tied to the
 * control by aria-describedby, the control aria-invalid while the error shows); `required` marks the
 * control required as the browser and screen readers know it; password fields get show/hide.
 * Two looks: the account forms' (dialogs, profile; the default) and the shop's (checkout, coupon).
 * `children` draws another control (a textarea, an input with its button) with the ids given.
 */
export type FieldLook = 'account' | 'shop';

const LOOKS: Record<
	FieldLook,
	{
		field: string;
		label: string;
		control: string | null;
		input: string;
		hint: string;
		error: string;
	}
> = {
	account: {
		field: 'cs-account-field',
		label: 'cs-account-field__label',
		control: 'cs-account-field__control',
		input: 'cs-account-field__input',
		hint: 'cs-account-field__hint',
		error: 'cs-account-field__error',
	},
	shop: {
		field: 'cs-field',
		label: 'cs-field__label',
		control: null,
		input: 'cs-input',
		hint: 'cs-field__hint',
		error: 'cs-form-error',
	},
};

/** What a drawn control needs to be the field's: its id, its description and its invalid state. */
export interface FieldControl {
	id: string;
	className: string;
	'aria-describedby': string | undefined;
	'aria-invalid': true | undefined;
}

export type FieldProps = {
	label: string;
	error?: string;
	hint?: string;
	toggle?: boolean;
	look?: FieldLook;
	/** More classes on the field's box. */
	fieldClassName?: string;
	/** The error read out as it appears (role="alert"), for errors that come from the server. */
	alertError?: boolean;
	children?: ( control: FieldControl ) => ReactNode;
} & Omit< InputHTMLAttributes< HTMLInputElement >, 'children' >;

export function Field( {
	label,
	error,
	hint,
	type = 'text',
	toggle = false,
	look = 'account',
	fieldClassName,
	alertError = false,
	children,
	...input
}: FieldProps ) {
	const id = useId();
	const errorId = `${ id }-error`;
	const hintId = `${ id }-hint`;
	const describedBy = [ hint ? hintId : '', error ? errorId : '' ]
		.filter( Boolean )
		.join( ' ' );
	const [ visible, setVisible ] = useState( false );
	const classes = LOOKS[ look ];
	const control: FieldControl = {
		id,
		className: classes.input,
		'aria-describedby': describedBy || undefined,
		'aria-invalid': error ? true : undefined,
	};
	const drawn = children ? (
		children( control )
	) : (
		<input
			{ ...control }
			type={ toggle && visible ? 'text' : type }
			{ ...input }
		/>
	);
	return (
		<div
			className={
				fieldClassName
					? `${ classes.field } ${ fieldClassName }`
					: classes.field
			}
		>
			<label htmlFor={ id } className={ classes.label }>
				{ label }
			</label>
			{ classes.control ? (
				<div className={ classes.control }>
					{ drawn }
					{ toggle ? (
						<button
							type="button"
							className="cs-account-field__toggle"
							onClick={ () => setVisible( ( v ) => ! v ) }
							aria-pressed={ visible }
						>
							{ visible ? 'Ukryj hasło' : 'Pokaż hasło' }
						</button>
					) : null }
				</div>
			) : (
				drawn
			) }
			{ hint ? (
				<p id={ hintId } className={ classes.hint }>
					{ hint }
				</p>
			) : null }
			{ error ? (
				<p
					id={ errorId }
					className={ classes.error }
					role={ alertError ? 'alert' : undefined }
				>
					{ error }
				</p>
			) : null }
		</div>
	);
}
