/**
 * Text from the Store API arrives HTML-encoded ("Krem &#8211; 50 ml"). React escapes what it renders,
 * so names are decoded to plain text first; no markup is ever injected.
 */
const NAMED: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
	ndash: '\u2013',
	mdash: '\u2014',
	hellip: '\u2026',
	oacute: 'ó',
	Oacute: 'Ó',
};

export function decodeEntities( text: string ): string {
	return text.replace( /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, ( match, entity: string ) => {
		if ( entity[ 0 ] === '#' ) {
			const code = entity[ 1 ] === 'x' || entity[ 1 ] === 'X' ? parseInt( entity.slice( 2 ), 16 ) : parseInt( entity.slice( 1 ), 10 );
			return Number.isFinite( code ) && code > 0 && code <= 0x10ffff ? String.fromCodePoint( code ) : match;
		}
		return NAMED[ entity ] ?? match;
	} );
}

/** Plain text of an HTML fragment (tags dropped, entities decoded). */
export function htmlToText( html: string ): string {
	return decodeEntities( html.replace( /<[^>]*>/g, ' ' ) ).replace( /\s+/g, ' ' ).trim();
}
