/**
 * The company behind a NIP, from the Ministry of Finance's VAT register, asked by the server
 * (includes/Invoices/Rest/NipLookupRoute.php): its status as a VAT payer with the sentence to show, and its name
 * and address (street, postcode, city) to fill the form with; `unavailable` when the register did not
 * answer (the shopper types the data and goes on).
 */
import { request } from './client';

export type NipStatus =
	| 'active'
	| 'exempt'
	| 'not_registered'
	| 'not_found'
	| 'unavailable';

export interface RegisterCompany {
	name: string;
	street: string;
	postcode: string;
	city: string;
}

export interface NipLookup {
	nip: string;
	status: NipStatus;
	message: string;
	company: RegisterCompany | null;
}

export async function lookupNip(
	nip: string,
	options: { signal?: AbortSignal } = {}
): Promise< NipLookup > {
	return (
		await request< NipLookup >( {
			path: `/cosmetics/v1/nip/${ encodeURIComponent( nip ) }`,
			signal: options.signal,
		} )
	).data;
}
