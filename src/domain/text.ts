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
	lsquo: '\u2018',
	rsquo: '\u2019',
	ldquo: '\u201c',
	rdquo: '\u201d',
	bdquo: '\u201e',
	laquo: '\u00ab',
	raquo: '\u00bb',
	oacute: 'ó',
	Oacute: 'Ó',
};

/**
 * The browser's own decoder for the other named entities (&trade;, &eacute;, &euro; …): a textarea's
 * content is text, so only the entity is decoded, never markup.
 */
let decoder: HTMLTextAreaElement | undefined;

function decodeNamed( entity: string ): string {
	if ( typeof document === 'undefined' ) {
		return entity;
	}
	decoder ??= document.createElement( 'textarea' );
	decoder.innerHTML = entity;
	return decoder.value;
}

export function decodeEntities( text: string ): string {
	return text.replace(
		/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi,
		( match, entity: string ) => {
			if ( entity[ 0 ] === '#' ) {
				const code =
					entity[ 1 ] === 'x' || entity[ 1 ] === 'X'
						? parseInt( entity.slice( 2 ), 16 )
						: parseInt( entity.slice( 1 ), 10 );
				return Number.isFinite( code ) && code > 0 && code <= 0x10ffff
					? String.fromCodePoint( code )
					: match;
			}
			return NAMED[ entity ] ?? decodeNamed( match );
		}
	);
}

/**
 * Plain text of an HTML fragment (tags dropped, entities decoded): product summaries, and WordPress's
 * and WooCommerce's error messages ("&quot;Krem&quot;", "<strong>"), which are shown as text. Nothing
 * is parsed as a document, so no markup ever runs.
 */
export function htmlToText( html: string ): string {
	// A block's edge separates words ("<p>a</p><p>b</p>" reads "a b"); an inline tag does not ("<strong>wygasł</strong>.").
	const text = html
		.replace(
			/<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|hr)\b[^>]*>/gi,
			' '
		)
		.replace( /<[^>]*>/g, '' );
	return decodeEntities( text ).replace( /\s+/g, ' ' ).trim();
}

/**
 * A product's name as the shopper reads it: the Store API sends the name as stored, with any markup staff
 * typed (`<b>`, a `<!-- -->` comment) that WooCommerce's own pages render as HTML; here, as in the
 * server's first screen (Screens\Html::text), tags are dropped and entities decoded, so the app shows
 * the same words as the page it takes over.
 */
export const productName = ( name: string ): string => htmlToText( name );

/**
 * The first letter as a person sees it (one grapheme: "Ś" typed as S + combining acute, an emoji,
 * never half of a surrogate pair), composed; '' for blank text.
 */
export function firstLetter( text: string ): string {
	const trimmed = text.trim().normalize( 'NFC' );
	if ( ! trimmed ) {
		return '';
	}
	if ( typeof Intl !== 'undefined' && 'Segmenter' in Intl ) {
		const first = new Intl.Segmenter( 'pl', { granularity: 'grapheme' } )
			.segment( trimmed )
			[ Symbol.iterator ]()
			.next();
		if ( ! first.done ) {
			return first.value.segment;
		}
	}
	return Array.from( trimmed )[ 0 ] ?? '';
}
