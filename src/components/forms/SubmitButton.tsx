import { useFormikContext } from 'formik';

/**
 * A formik form's submit button: disabled while the form is being submitted, and saying so
 * (`busyLabel`, e.g. "Logowanie..."), so a second click cannot send it twice.
 */
export function SubmitButton( {
	label,
	busyLabel,
	block = false,
}: {
	label: string;
	busyLabel: string;
	block?: boolean;
} ) {
	const { isSubmitting } = useFormikContext();
	return (
		<button
			type="submit"
			className={ `cs-button cs-button--primary${
				block ? ' cs-button--block' : ''
			}` }
			disabled={ isSubmitting }
		>
			{ isSubmitting ? busyLabel : label }
		</button>
	);
}
