/**
 * Filling a company form from the VAT register (api/nip.ts): a field is filled when it is empty or
 * still holds what an earlier lookup put there; what the shopper typed stays. The sentence for a
 * lookup the server could not answer.
 */
import type { RegisterCompany } from '../api/nip';

export const NIP_LOOKUP_MESSAGES = {
	checking: 'Sprawdzamy NIP w wykazie podatników VAT…',
	failed: 'Nie udało się sprawdzić NIP w wykazie podatników VAT. Wpisz dane firmy samodzielnie – możesz kontynuować.',
} as const;

/**
 * The fields to set: the register's values for fields that are empty or unchanged since the last fill
 * (`previous`, null when nothing was filled yet), never a field the shopper changed, never an empty value.
 */
export function fillFromRegister(
	current: RegisterCompany,
	company: RegisterCompany,
	previous: RegisterCompany | null
): Partial< RegisterCompany > {
	const changes: Partial< RegisterCompany > = {};
	for ( const key of [ 'name', 'street', 'postcode', 'city' ] as const ) {
		const typed = current[ key ].trim();
		const untouched =
			typed === '' || ( previous !== null && typed === previous[ key ] );
		if (
			untouched &&
			company[ key ] !== '' &&
			company[ key ] !== current[ key ]
		) {
			changes[ key ] = company[ key ];
		}
	}
	return changes;
}
