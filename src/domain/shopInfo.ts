/**
 * The seller's address as the storefront prints it: the parts staff filled in, nothing invented
 * (an empty field of the settings is left out, with its separator).
 */
import type { ShopInfo } from '../config';

type Address = Pick< ShopInfo, 'sellerName' | 'street' | 'postcode' | 'city' >;

/** "ul. Chmielna 10 lok. 2" / "00-020 Warszawa"; empty parts and lines left out. */
export function addressLines( info: Address, withSeller = false ): string[] {
	const town = [ info.postcode, info.city ]
		.map( ( part ) => part.trim() )
		.filter( Boolean )
		.join( ' ' );
	return [ withSeller ? info.sellerName : '', info.street, town ]
		.map( ( line ) => line.trim() )
		.filter( Boolean );
}

/** "ul. Chmielna 10 lok. 2, 00-020 Warszawa", or '' when no part is filled in. */
export function addressLine( info: Address ): string {
	return addressLines( info ).join( ', ' );
}
