/**
 * Polish tax id (NIP), mirror of includes/Domain/Nip.php (spec section 5): digits only, exactly 10;
 * weights 6,5,7,2,3,4,5,6,7 over the first nine; the sum mod 11 equals the last digit and is not 10.
 */
const WEIGHTS = [ 6, 5, 7, 2, 3, 4, 5, 6, 7 ] as const;

export const NIP_HINT = '10 cyfr lub XXX-XXX-XX-XX';
export const NIP_MAX_LENGTH = 13;
export const NIP_MESSAGES = {
	required: 'NIP jest wymagany',
	invalid: 'Nieprawidłowy numer NIP',
	companyRequired: 'Nazwa firmy jest wymagana',
} as const;

export function nipDigits( value: string ): string {
	return value.replace( /\D+/g, '' );
}

export function isValidNip( value: string ): boolean {
	if ( ! /^[\d\s-]+$/.test( value ) ) {
		return false;
	}
	const digits = nipDigits( value );
	if ( digits.length !== 10 ) {
		return false;
	}
	const sum = WEIGHTS.reduce( ( total, weight, index ) => total + weight * Number( digits[ index ] ), 0 );
	const check = sum % 11;
	return check !== 10 && check === Number( digits[ 9 ] );
}

/** Auto-format while typing: at most 10 digits, shown as XXX-XXX-XX-XX (partial groups as typed). */
export function formatNipInput( value: string ): string {
	const d = nipDigits( value ).slice( 0, 10 );
	const parts = [ d.slice( 0, 3 ), d.slice( 3, 6 ), d.slice( 6, 8 ), d.slice( 8, 10 ) ].filter( Boolean );
	return parts.join( '-' );
}

/** The message for a NIP field on blur / submit, or null. */
export function nipError( value: string ): string | null {
	if ( value.trim() === '' ) {
		return NIP_MESSAGES.required;
	}
	return isValidNip( value ) ? null : NIP_MESSAGES.invalid;
}
