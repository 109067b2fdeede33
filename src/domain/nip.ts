/**
 * Polish tax number (NIP), mirrored from includes/Domain/Nip.php for instant feedback: 10 digits,
 * weights 6,5,7,2,3,4,5,6,7 over the first nine, the sum mod 11 equals the last digit and is not 10.
 * Both sides are tested against src/domain/test/nip-cases.json.
 */
const WEIGHTS = [ 6, 5, 7, 2, 3, 4, 5, 6, 7 ] as const;

/** Formatted NIP length (XXX-XXX-XX-XX). */
export const NIP_MAX_LENGTH = 13;

export function nipDigits( value: string ): string {
	return value.replace( /\D+/g, '' );
}

export function isValidNip( value: string ): boolean {
	if ( ! /^\d{10}$/.test( value ) ) {
		return false;
	}
	const sum = WEIGHTS.reduce( ( total, weight, i ) => total + Number( value[ i ] ) * weight, 0 );
	const check = sum % 11;
	return check !== 10 && check === Number( value[ 9 ] );
}

/** Auto-format while typing: digits only, at most 10, shown as XXX-XXX-XX-XX. */
export function formatNip( value: string ): string {
	const digits = nipDigits( value ).slice( 0, 10 );
	const parts = [ digits.slice( 0, 3 ), digits.slice( 3, 6 ), digits.slice( 6, 8 ), digits.slice( 8, 10 ) ];
	return parts.filter( ( part ) => part !== '' ).join( '-' );
}
