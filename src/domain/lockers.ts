/**
 * Parcel-locker picker rules: search by city, postcode or code (same folding as the server's
 * Lockers::search), default centre Warsaw, the line shown for the chosen locker.
 */
import type { ParcelLocker } from '../api/orders';

export const WARSAW: [ number, number ] = [ 52.2297, 21.0122 ];

export const LOCKER_TEXTS = {
	chosen: ( name: string ) => `Wybrany paczkomat: ${ name }`,
	change: 'Zmień paczkomat',
	choose: 'Wybierz paczkomat',
	title: 'Wybierz paczkomat',
	search: 'Miasto, kod pocztowy lub kod paczkomatu',
	none: 'Nie znaleziono paczkomatów',
} as const;

export function fold( text: string ): string {
	return text
		.toLowerCase()
		.replace( /ł/g, 'l' )
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' );
}

export function filterLockers(
	lockers: readonly ParcelLocker[],
	query: string
): ParcelLocker[] {
	const q = fold( query.trim() );
	if ( ! q ) {
		return [ ...lockers ];
	}
	return lockers.filter( ( locker ) =>
		[
			locker.name,
			locker.city,
			locker.postcode,
			locker.postcode.replace( '-', '' ),
			locker.address.line1,
		].some( ( text ) => fold( text ).includes( q ) )
	);
}

/** One line of address: "ul. Marszałkowska 104, 00-017 Warszawa". */
export function lockerAddress(
	locker: Pick< ParcelLocker, 'address' >
): string {
	return [ locker.address.line1, locker.address.line2 ]
		.filter( Boolean )
		.join( ', ' );
}

/** Centre of the lockers found (their mean), Warsaw when none. */
export function lockersCentre(
	lockers: readonly ParcelLocker[]
): [ number, number ] {
	if ( ! lockers.length ) {
		return WARSAW;
	}
	const lat =
		lockers.reduce( ( s, l ) => s + l.location.latitude, 0 ) /
		lockers.length;
	const lng =
		lockers.reduce( ( s, l ) => s + l.location.longitude, 0 ) /
		lockers.length;
	return [ lat, lng ];
}
