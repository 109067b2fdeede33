/**
 * The storefront's formik form: validated on submit only (the spec's forms show their errors after
 * the submit button, not while typing), `noValidate` (the messages are the spec's, not the
 * browser's), each attempt first clearing the form's server message (`onAttempt`), any edit telling
 * `onEdit` (a success or server message goes away as the shopper types, as before formik). After a
 * refused submit focus moves to the first field marked invalid (or the form's message list when the
 * messages are the form's), so keyboard and screen-reader users land on the first error; after a
 * server refusal focus goes to its message instead of being lost with the disabled button; what was
 * typed stays (formik keeps the values when the server fails).
 */
import {
	Formik,
	useFormikContext,
	type FormikHelpers,
	type FormikProps,
	type FormikValues,
} from 'formik';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { ObjectSchema } from 'yup';

/** The form's message box (role=alert), made focusable without entering the Tab order. */
function messageBox( form: HTMLFormElement | null ): HTMLElement | null {
	const box = form?.querySelector< HTMLElement >( '[role="alert"]' ) ?? null;
	if ( box && ! box.hasAttribute( 'tabindex' ) ) {
		box.tabIndex = -1;
	}
	return box;
}

function FocusFirstError( { form }: { form: RefObject< HTMLFormElement > } ) {
	const { submitCount, isSubmitting, errors } = useFormikContext();
	const handled = useRef( 0 );
	const refused = Object.keys( errors ).length > 0;
	useEffect( () => {
		if ( isSubmitting || submitCount === handled.current ) {
			return;
		}
		handled.current = submitCount;
		const element = form.current;
		if ( refused ) {
			// The first field in error, or the form's own message list when no field is marked.
			(
				element?.querySelector< HTMLElement >(
					'[aria-invalid="true"]'
				) ?? messageBox( element )
			)?.focus();
		} else if ( element ) {
			// A server refusal: to its message (the busy submit button was disabled and had lost focus).
			const box = messageBox( element );
			if ( box ) {
				box.focus();
			} else if (
				! element.ownerDocument.activeElement ||
				element.ownerDocument.activeElement ===
					element.ownerDocument.body
			) {
				element
					.querySelector< HTMLElement >( '[type="submit"]' )
					?.focus();
			}
		}
	}, [ submitCount, isSubmitting, refused, form ] );
	return null;
}

export function FormikForm< T extends FormikValues >( {
	initialValues,
	schema,
	className = 'cs-account-form',
	onAttempt,
	onEdit,
	onSubmit,
	children,
}: {
	initialValues: T;
	schema: ObjectSchema< T >;
	className?: string;
	onAttempt?: () => void;
	onEdit?: ( form: FormikProps< T > ) => void;
	onSubmit: (
		values: T,
		helpers: FormikHelpers< T >
	) => Promise< void > | void;
	children: ( form: FormikProps< T > ) => ReactNode;
} ) {
	const element = useRef< HTMLFormElement >( null );
	return (
		<Formik< T >
			initialValues={ initialValues }
			validationSchema={ schema }
			validateOnChange={ false }
			validateOnBlur={ false }
			onSubmit={ onSubmit }
		>
			{ ( form ) => (
				<form
					ref={ element }
					className={ className }
					noValidate
					onChange={ onEdit ? () => onEdit( form ) : undefined }
					onSubmit={ ( event ) => {
						onAttempt?.();
						form.handleSubmit( event );
					} }
				>
					<FocusFirstError form={ element } />
					{ children( form ) }
				</form>
			) }
		</Formik>
	);
}
