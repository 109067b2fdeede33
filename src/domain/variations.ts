/**
 * Variable products (Store API): the parent lists its attributes (those with `has_variations` are the
 * shopper's choices, terms by slug) and `variations: [{ id, attributes: [{ name, value }] }]` where
 * `name` is the attribute's label and `value` a term slug, or null for "any value".
 */
import type { StoreProduct, StoreProductAttribute } from '../api/store-api';

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
