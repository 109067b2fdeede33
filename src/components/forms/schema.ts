/**
 * yup schemas for the storefront's forms, built on the rules in src/domain: each field's test asks
 * the domain validator for the whole form and fails with that field's message, so a rule, its
 * messages, their order and their comma-joining stay in one place (validation.ts, checkout.ts) and
 * the jest tables there keep proving them. Only the forms' chunks load this (and yup).
 */
import {
	object,
	string,
	ValidationError,
	type ObjectSchema,
	type ObjectShape,
} from 'yup';
import type { FieldErrors } from '../../domain/validation';

/** A form's values: every field a string (as typed). */
export type FormValues< T > = { [ K in keyof T ]: string };

/** The domain's validator of a form: field → message (absent when the field is fine). */
export type FormValidator< T extends FormValues< T > > = (
	values: T
) => FieldErrors< Extract< keyof T, string > >;

/** A yup schema whose field messages are exactly the domain validator's. */
export function schemaOf< T extends FormValues< T > >(
	fields: ReadonlyArray< Extract< keyof T, string > >,
	validate: FormValidator< T >
): ObjectSchema< T > {
	const shape: ObjectShape = {};
	for ( const field of fields ) {
		shape[ field ] = string()
			.default( '' )
			.test( field, '', ( _value, context ) => {
				const message = validate( context.parent as T )[ field ];
				return message ? context.createError( { message } ) : true;
			} );
	}
	return object( shape ) as unknown as ObjectSchema< T >;
}

/** Field → message for `values` through the schema (what formik shows after a submit). */
export function schemaErrors< T extends FormValues< T > >(
	schema: ObjectSchema< T >,
	values: T
): FieldErrors< Extract< keyof T, string > > {
	try {
		schema.validateSync( values, { abortEarly: false } );
		return {};
	} catch ( error: unknown ) {
		const errors: FieldErrors< Extract< keyof T, string > > = {};
		const inner =
			( error as { inner?: Array< { path?: string; message: string } > } )
				.inner ?? [];
		for ( const { path, message } of inner ) {
			const key = path as Extract< keyof T, string > | undefined;
			if ( key && ! errors[ key ] ) {
				errors[ key ] = message;
			}
		}
		return errors;
	}
}

/** Where a form's own messages (not a field's) land in formik's errors: `errors.form[0]`, `[1]`, … */
export const FORM_MESSAGES = 'form';

/**
 * formik hands yup '' as undefined (its prepareDataForValidation); the domain validators take the
 * form as typed, so the empty strings come back before they are asked.
 */
function asTyped( value: unknown ): unknown {
	if ( value === undefined ) {
		return '';
	}
	if ( Array.isArray( value ) ) {
		return value.map( asTyped );
	}
	if ( value !== null && typeof value === 'object' ) {
		return Object.fromEntries(
			Object.entries( value ).map( ( [ key, item ] ) => [
				key,
				asTyped( item ),
			] )
		);
	}
	return value;
}

/**
 * A yup schema for a form whose messages belong to the whole form (the profile's one comma-joined
 * line, the reset page's list): one test asks the domain validator and reports its messages in its
 * order under FORM_MESSAGES, which formMessages() reads back.
 */
export function messagesSchemaOf< T extends object >(
	validate: ( values: T ) => string | readonly string[] | undefined
): ObjectSchema< T > {
	return object().test( FORM_MESSAGES, '', ( value, context ) => {
		const found = validate( asTyped( value ) as T );
		const messages = typeof found === 'string' ? [ found ] : found ?? [];
		if ( ! messages.length ) {
			return true;
		}
		return new ValidationError(
			messages.map( ( message, index ) =>
				context.createError( {
					path: `${ FORM_MESSAGES }.${ index }`,
					message,
				} )
			)
		);
	} ) as unknown as ObjectSchema< T >;
}

/** The form's own messages in formik's errors (see messagesSchemaOf), in order; [] when none. */
export function formMessages( errors: object ): string[] {
	const list: unknown = ( errors as Record< string, unknown > )[
		FORM_MESSAGES
	];
	return Array.isArray( list )
		? list.filter(
				( message ): message is string => typeof message === 'string'
		  )
		: [];
}
