/**
 * The one text field of the formik forms: the storefront's Field (label, hint, error tied by
 * aria-describedby, aria-invalid, show/hide for passwords) bound to a formik field by name. As the
 * spec's forms behave: errors appear on submit, and editing a field clears that field's error;
 * `format` shapes what is typed (NIP, postcode), `blurError` checks a field when it is left;
 * `look` picks the account forms' or the shop's look (checkout).
 */
import { useFormikContext } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { Field, type FieldLook } from './Field';
import type { FormValues } from './schema';

type InputProps = Omit<
	InputHTMLAttributes< HTMLInputElement >,
	'name' | 'value' | 'onChange' | 'onBlur' | 'children'
>;

export function FormField< T extends FormValues< T > >( {
	name,
	label,
	hint,
	toggle,
	format,
	blurError,
	look,
	...input
}: {
	name: Extract< keyof T, string >;
	label: string;
	hint?: string;
	toggle?: boolean;
	format?: ( typed: string ) => string;
	blurError?: ( value: string ) => string | undefined;
	look?: FieldLook;
} & InputProps ) {
	const { values, errors, setFieldValue, setFieldError } =
		useFormikContext< T >();
	const error = errors[ name ];
	return (
		<Field
			{ ...input }
			name={ name }
			label={ label }
			hint={ hint }
			toggle={ toggle }
			look={ look }
			value={ values[ name ] }
			error={ typeof error === 'string' ? error : undefined }
			onChange={ ( event ) => {
				void setFieldValue(
					name,
					format ? format( event.target.value ) : event.target.value,
					false
				);
				setFieldError( name, undefined );
			} }
			onBlur={
				blurError
					? () => setFieldError( name, blurError( values[ name ] ) )
					: undefined
			}
		/>
	);
}
