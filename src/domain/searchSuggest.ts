/**
 * Suggestions as the shopper types in the shop's search box, without React: when to ask (from the
 * second letter, after a pause), how the typed words show in a suggestion (marked at the start of the
 * words they begin, with or without Polish letters), and what a screen reader hears.
 */

export const SUGGEST_MIN_LETTERS = 2;

/** Typing faster than this asks nothing until a pause. */
export const SUGGEST_DEBOUNCE_MS = 200;

const POLISH: Record< string, string > = {
	ą: 'a',
	ć: 'c',
	ę: 'e',
	ł: 'l',
	ń: 'n',
	ó: 'o',
	ś: 's',
	ź: 'z',
	ż: 'z',
};

/** Lower case, Polish letters without their marks (as includes/Domain/TextFold.php folds). */
export function fold( text: string ): string {
	return text
		.toLowerCase()
		.replace( /[ąćęłńóśźż]/g, ( c ) => POLISH[ c ] ?? c )
		.normalize( 'NFD' )
		.replace( /\p{Mn}+/gu, '' );
}

/** The text to ask suggestions for, or null: fewer than two letters or digits typed. */
export function suggestQuery( text: string ): string | null {
	const letters = text.replace( /[^\p{L}\p{N}]+/gu, '' );
	return letters.length >= SUGGEST_MIN_LETTERS ? text.trim() : null;
}

/**
 * The text in parts, the beginnings of its words that a typed word begins (compared folded) marked:
 * "Krem pod oczy" for "kre oc" → [ Kre ]m pod [ oc ]zy.
 */
export function highlight(
	text: string,
	query: string
): Array< { text: string; mark: boolean } > {
	const typed = ( query.match( /[\p{L}\p{N}]+/gu ) ?? [] ).map( fold );
	const parts: Array< { text: string; mark: boolean } > = [];
	const push = ( part: string, mark: boolean ) => {
		if ( part === '' ) {
			return;
		}
		const last = parts[ parts.length - 1 ];
		if ( last && last.mark === mark ) {
			last.text += part;
		} else {
			parts.push( { text: part, mark } );
		}
	};
	for ( const piece of text.split( /([\p{L}\p{N}]+)/u ) ) {
		const folded = fold( piece );
		const longest = typed
			.filter( ( word ) => word && folded.startsWith( word ) )
			.reduce( ( a, b ) => ( b.length > a.length ? b : a ), '' );
		// Folding keeps the length of Polish text, so the typed word's length cuts the original.
		push( piece.slice( 0, longest.length ), true );
		push( piece.slice( longest.length ), false );
	}
	return parts;
}

/** 1 produkt, 2–4 produkty, 5 produktów (12–14 too), 22 produkty (PHP: Domain\PolishCount; cases test/count-cases.json). */
export function count(
	n: number,
	one: string,
	few: string,
	many: string
): string {
	const tens = n % 100;
	const units = n % 10;
	if ( n === 1 ) {
		return `${ n } ${ one }`;
	}
	return `${ n } ${
		units >= 2 && units <= 4 && ( tens < 12 || tens > 14 ) ? few : many
	}`;
}

/** What a screen reader hears when the suggestions change. */
/**
 * How many products "Pokaż wszystkie wyniki" (Enter) lists: the search made, every word whole, as the
 * shop's list searches (the route's `searched`); the suggestions' own count where it has none (an
 * older answer, a search already made).
 */
export function listedCount( answer: {
	total: number;
	searched?: number;
} ): number {
	return answer.searched ?? answer.total;
}

export function suggestionsAnnouncement(
	products: number,
	categories: number,
	total: number
): string {
	if ( products === 0 && categories === 0 ) {
		return 'Brak podpowiedzi.';
	}
	const parts = [
		products ? count( products, 'produkt', 'produkty', 'produktów' ) : '',
		categories
			? count( categories, 'kategoria', 'kategorie', 'kategorii' )
			: '',
	].filter( Boolean );
	const all =
		total > products
			? ` Enter: wszystkie wyniki (${ count(
					total,
					'produkt',
					'produkty',
					'produktów'
			  ) }).`
			: '';
	return `Podpowiedzi: ${ parts.join(
		', '
	) }. Strzałki w dół i w górę wybierają.${ all }`;
}
