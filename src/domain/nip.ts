/**
 * Polish tax number (NIP), mirrored from includes/Domain/Nip.php for instant feedback: 10 digits
 * (typed plain or with spaces/dashes), weights 6,5,7,2,3,4,5,6,7 over the first nine, the sum mod 11
 * equals the last digit and is not 10. Both sides are tested against src/domain/test/nip-cases.json.
 */
const WEIGHTS = [ 6, 5, 7, 2, 3, 4, 5, 6, 7 ] as const;

export const NIP_HINT = '10 cyfr lub XXX-XXX-XX-XX';

/** Formatted NIP length (XXX-XXX-XX-XX). */
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
	const sum = WEIGHTS.reduce(
		( total, weight, i ) => total + Number( digits[ i ] ) * weight,
		0
	);
	const check = sum % 11;
	return check !== 10 && check === Number( digits[ 9 ] );
}

/** Auto-format while typing: digits only, at most 10, shown as XXX-XXX-XX-XX (partial groups as typed). */
export function formatNip( value: string ): string {
	const digits = nipDigits( value ).slice( 0, 10 );
	const parts = [
		digits.slice( 0, 3 ),
		digits.slice( 3, 6 ),
		digits.slice( 6, 8 ),
		digits.slice( 8, 10 ),
	];
	return parts.filter( ( part ) => part !== '' ).join( '-' );
}

/** The message for a NIP field on blur / submit, or null. `invalid`: the form's own wording. */
export function nipError(
	value: string,
	invalid: string = NIP_MESSAGES.invalid
): string | null {
	if ( value.trim() === '' ) {
		return NIP_MESSAGES.required;
	}
	return isValidNip( value ) ? null : invalid;
}
