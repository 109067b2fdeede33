/**
 * Variable products (Store API): the parent lists its attributes (those with `has_variations` are the
 * shopper's choices, terms by slug) and `variations: [{ id, attributes: [{ name, value }] }]` where
 * `name` is the attribute's label and `value` a term slug, or null for "any value".
 */
import type { StoreProduct, StoreProductAttribute } from '../api/store-api';
import { decodeEntities } from './text';

/** attribute name -> chosen term slug ('' = not chosen). */
export type VariationSelection = Readonly< Record< string, string > >;

export function variationAttributes(
	product: Pick< StoreProduct, 'attributes' >
): StoreProductAttribute[] {
	return product.attributes.filter(
		( attribute ) => attribute.has_variations
	);
}

/** The product's default choice (terms flagged `default`), '' where none. */
export function defaultSelection(
	product: Pick< StoreProduct, 'attributes' >
): VariationSelection {
	const selection: Record< string, string > = {};
	for ( const attribute of variationAttributes( product ) ) {
		selection[ attribute.name ] =
			attribute.terms.find( ( term ) => term.default )?.slug ?? '';
	}
	return selection;
}

const same = ( a: string, b: string ) => a.toLowerCase() === b.toLowerCase();

/**
 * The variation id matching a complete choice (every variation attribute chosen), else null. A
 * variation's null value accepts any choice.
 */
export function findVariationId(
	product: Pick< StoreProduct, 'attributes' | 'variations' >,
	selection: VariationSelection
): number | null {
	const attributes = variationAttributes( product );
	if (
		attributes.length === 0 ||
		attributes.some( ( attribute ) => ! selection[ attribute.name ] )
	) {
		return null;
	}
	const match = product.variations.find( ( variation ) =>
		variation.attributes.every( ( { name, value } ) => {
			const chosen = selection[ name ];
			return (
				value === null ||
				value === '' ||
				( chosen !== undefined && same( chosen, value ) )
			);
		} )
	);
	return match?.id ?? null;
}

/** Whether choosing `slug` for `attribute` can still lead to a variation, given the other choices. */
export function isTermAvailable(
	product: Pick< StoreProduct, 'variations' >,
	selection: VariationSelection,
	attribute: string,
	slug: string
): boolean {
	return product.variations.some( ( variation ) =>
		variation.attributes.every( ( { name, value } ) => {
			if ( value === null || value === '' ) {
				return true;
			}
			if ( name === attribute ) {
				return same( value, slug );
			}
			const chosen = selection[ name ];
			return ! chosen || same( chosen, value );
		} )
	);
}

/**
 * Letters WordPress's remove_accents() spells without their mark that NFD does not take apart (its
 * spelling for every locale but German, Danish, Catalan and Serbian, where some differ).
 */
const PLAIN_LETTERS: Readonly< Record< string, string > > = {
	ł: 'l',
	Ł: 'L',
	ß: 's',
	æ: 'ae',
	Æ: 'AE',
	ø: 'o',
	Ø: 'O',
	œ: 'oe',
	Œ: 'OE',
	đ: 'd',
	Đ: 'D',
	ð: 'd',
	Ð: 'D',
	þ: 'th',
	Þ: 'TH',
};

/**
 * The form field WooCommerce reads an attribute's choice from (`attribute_` + sanitize_title of the
 * attribute: its taxonomy `pa_…`, or a custom attribute's name): the name of the picker's select on the
 * server's form (Screens\VariationPicker, posted to WC_Form_Handler) and of the app's, which takes the
 * server's over by it. WordPress's sanitize_title() for what an attribute's name holds (letters with or
 * without accents, digits, spaces, dots, dashes); a letter remove_accents() keeps is percent-encoded,
 * as sanitize_title_with_dashes() does. Same cases as the server: src/domain/test/variation-field-cases.json.
 */
export function variationFieldName(
	attribute: Pick< StoreProductAttribute, 'name' | 'taxonomy' >
): string {
	const raw = decodeEntities(
		( attribute.taxonomy ?? attribute.name ).replace( /<[^>]*>/g, '' )
	);
	const plain = Array.from( raw, ( char ) => PLAIN_LETTERS[ char ] ?? char )
		.join( '' )
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /[\u00a0\u2013\u2014]/g, '-' );
	const slug = Array.from( plain, ( char ) => {
		if ( /[a-z0-9 _-]/.test( char ) ) {
			return char;
		}
		if ( char === '.' || char === '/' ) {
			return '-';
		}
		return char.charCodeAt( 0 ) > 0x7f
			? encodeURIComponent( char ).toLowerCase()
			: '';
	} )
		.join( '' )
		.replace( /\s+/g, '-' )
		.replace( /-+/g, '-' )
		.replace( /^-+|-+$/g, '' );
	return `attribute_${ slug }`;
}
