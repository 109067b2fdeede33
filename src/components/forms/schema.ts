/**
 * yup schemas for the storefront's forms, built on the rules in src/domain: each field's test asks
 * the domain validator for the whole form and fails with that field's message, so a rule, its
 * messages, their order and their comma-joining stay in one place (validation.ts, checkout.ts) and
 * the jest tables there keep proving them. Only the forms' chunks load this (and yup).
 */
import { object, string, type ObjectSchema, type ObjectShape } from 'yup';
import type { FieldErrors } from '../../domain/validation';

/** A form's values: every field a string (as typed). */
export type FormValues< T > = { [ K in keyof T ]: string };

/** The domain's validator of a form: field → message (absent when the field is fine). */
export type FormValidator< T extends FormValues< T > > = ( values: T ) => FieldErrors< Extract< keyof T, string > >;

/** A yup schema whose field messages are exactly the domain validator's. */
export function schemaOf< T extends FormValues< T > >( fields: ReadonlyArray< Extract< keyof T, string > >, validate: FormValidator< T > ): ObjectSchema< T > {
	const shape: ObjectShape = {};
	for ( const field of fields ) {
		shape[ field ] = string().default( '' ).test( field, '', ( _value, context ) => {
			const message = validate( context.parent as T )[ field ];
			return message ? context.createError( { message } ) : true;
		} );
	}
	return object( shape ) as unknown as ObjectSchema< T >;
}

/** Field → message for `values` through the schema (what formik shows after a submit). */
export function schemaErrors< T extends FormValues< T > >( schema: ObjectSchema< T >, values: T ): FieldErrors< Extract< keyof T, string > > {
	try {
		schema.validateSync( values, { abortEarly: false } );
		return {};
	} catch ( error: unknown ) {
		const errors: FieldErrors< Extract< keyof T, string > > = {};
		const inner = ( error as { inner?: Array< { path?: string; message: string } > } ).inner ?? [];
		for ( const { path, message } of inner ) {
			const key = path as Extract< keyof T, string > | undefined;
			if ( key && ! errors[ key ] ) {
				errors[ key ] = message;
			}
		}
		return errors;
	}
}
