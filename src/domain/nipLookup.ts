/**
 * Filling a company form from the VAT register (api/nip.ts): a field is filled when it is empty or
 * still holds what an earlier lookup wrote into it; what the shopper typed (or the form held) stays.
 * The sentence saying what was filled, and what the register has that differs from what was kept.
 */
import type { RegisterCompany } from '../api/nip';

export const NIP_LOOKUP_MESSAGES = {
	checking: 'Sprawdzamy NIP w wykazie podatników VAT…',
	failed: 'Nie udało się sprawdzić NIP w wykazie podatników VAT. Wpisz dane firmy samodzielnie – możesz kontynuować.',
} as const;

const FIELDS = [ 'name', 'street', 'postcode', 'city' ] as const;

/**
 * The fields to set: the register's values for fields that are empty or still hold what the lookup
 * wrote (`written`: only the fields it wrote, each with the value it wrote), never a field the shopper
 * changed, never an empty value.
 */
export function fillFromRegister(
	current: RegisterCompany,
	company: RegisterCompany,
	written: Partial< RegisterCompany >
): Partial< RegisterCompany > {
	const changes: Partial< RegisterCompany > = {};
	for ( const key of FIELDS ) {
		const typed = current[ key ].trim();
		const ours =
			written[ key ] !== undefined && written[ key ] === current[ key ];
		if (
			( typed === '' || ours ) &&
			company[ key ] !== '' &&
			company[ key ] !== current[ key ]
		) {
			changes[ key ] = company[ key ];
		}
	}
	return changes;
}

/**
 * What the lookup wrote that is still in the form after `changes`: the earlier writes the shopper has
 * not changed since, and these changes.
 */
export function writtenAfter(
	current: RegisterCompany,
	written: Partial< RegisterCompany >,
	changes: Partial< RegisterCompany >
): Partial< RegisterCompany > {
	const kept: Partial< RegisterCompany > = {};
	for ( const key of FIELDS ) {
		if (
			written[ key ] !== undefined &&
			written[ key ] === current[ key ]
		) {
			kept[ key ] = written[ key ];
		}
	}
	return { ...kept, ...changes };
}

/**
 * The sentence after the register's status: what was filled in, and the register's name or address
 * where the form keeps another one (so that a company's NIP never goes out with a home address unseen).
 */
export function fillSentence(
	after: RegisterCompany,
	company: RegisterCompany,
	changes: Partial< RegisterCompany >
): string {
	const filled = [
		changes.name !== undefined ? 'nazwę firmy' : '',
		changes.street !== undefined ||
		changes.postcode !== undefined ||
		changes.city !== undefined
			? 'adres'
			: '',
	].filter( Boolean );
	const parts: string[] = [];
	if ( filled.length > 0 ) {
		parts.push( `Uzupełniliśmy ${ filled.join( ' i ' ) } z wykazu.` );
	}
	if ( company.name !== '' && after.name.trim() !== company.name ) {
		parts.push( `Nazwa w wykazie: ${ company.name }.` );
	}
	const address = ( c: RegisterCompany ) =>
		`${ c.street }, ${ c.postcode } ${ c.city }`.trim();
	if (
		company.street !== '' &&
		( after.street.trim() !== company.street ||
			after.postcode.trim() !== company.postcode ||
			after.city.trim() !== company.city )
	) {
		parts.push(
			`Adres w wykazie: ${ address( company ) } – zostawiliśmy wpisany.`
		);
	}
	return parts.join( ' ' );
}
