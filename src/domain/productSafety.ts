/**
 * Product safety and ingredients (GPSR 2023/988 Art. 19, Cosmetics Regulation): the server
 * sends what staff entered with a single product under
 * `extensions['cosmetics-storefront'].product_safety` (includes/Catalogue/ProductSafety/SafetyData.php) — brand,
 * manufacturer, EU responsible person, INCI list, warnings, GTIN, and the variations' own GTINs. Lists
 * carry null. Nothing here fills in what is missing: an absent field is left out of the page.
 */
import {
	EXTENSION_NAMESPACE,
	type StoreProduct,
	type StoreProductSafety,
} from '../api/store-api';
import { decodeEntities } from './text';

export interface SafetyParty {
	name: string | null;
	/** Postal address, lines separated by "\n". */
	address: string | null;
	/** Country name (Polish), as the server wrote it. */
	country: string | null;
	email: string | null;
	/** Contact page, http(s) only. */
	url: string | null;
}

export interface ProductSafety {
	brand: string | null;
	manufacturer: SafetyParty | null;
	responsiblePerson: SafetyParty | null;
	/** The INCI list as entered. */
	ingredients: string | null;
	/** One warning or precaution per line. */
	warnings: string[];
	gtin: string | null;
	/** Variation id → its own GTIN (a variation without one has its parent's). */
	variationGtins: Record< number, string >;
}

/**
 * A text as staff typed it: WordPress's sanitising stores a lone "<" as "&lt;" (and then "&" and quotes
 * as entities too), so the plain texts are decoded; React escapes what it renders.
 */
const text = ( value: unknown ): string | null =>
	typeof value === 'string' && value.trim() !== ''
		? decodeEntities( value.trim() )
		: null;

function party( value: unknown ): SafetyParty | null {
	if ( typeof value !== 'object' || value === null ) {
		return null;
	}
	const record = value as Record< string, unknown >;
	const url = text( record.url );
	const result: SafetyParty = {
		name: text( record.name ),
		address: text( record.address ),
		country: text( record.country ),
		email: text( record.email ),
		url: url && /^https?:\/\//i.test( url ) ? url : null,
	};
	return Object.values( result ).some( ( item ) => item !== null )
		? result
		: null;
}

/** The product's safety data as the server sent it, or null when it sent none (a list item, an older server). */
export function productSafety(
	product: Pick< StoreProduct, 'extensions' >
): ProductSafety | null {
	const extension = product.extensions?.[ EXTENSION_NAMESPACE ];
	if ( typeof extension !== 'object' || extension === null ) {
		return null;
	}
	const data = ( extension as Record< string, unknown > ).product_safety;
	if ( typeof data !== 'object' || data === null ) {
		return null;
	}
	// Read defensively: the wire type says what the server sends, each value is still checked.
	const record = data as Partial<
		Record< keyof StoreProductSafety, unknown >
	>;
	const variationGtins: Record< number, string > = {};
	if (
		typeof record.variation_gtins === 'object' &&
		record.variation_gtins !== null
	) {
		for ( const [ id, gtin ] of Object.entries(
			record.variation_gtins as Record< string, unknown >
		) ) {
			const value = text( gtin );
			if ( /^[1-9]\d*$/.test( id ) && value ) {
				variationGtins[ Number( id ) ] = value;
			}
		}
	}
	return {
		brand: text( record.brand ),
		manufacturer: party( record.manufacturer ),
		responsiblePerson: party( record.responsible_person ),
		ingredients: text( record.ingredients ),
		warnings: warningLines( record.warnings ),
		gtin: text( record.gtin ),
		variationGtins,
	};
}

/** Warnings as lines: one per line staff typed, blank lines dropped. */
export function warningLines( value: unknown ): string[] {
	return typeof value === 'string'
		? decodeEntities( value )
				.split( /\r?\n/ )
				.map( ( line ) => line.trim() )
				.filter( Boolean )
		: [];
}

export interface Identifier {
	label: string;
	value: string;
}

/**
 * What identifies the product shown: brand, GTIN/EAN (the chosen variation's own, else the product's)
 * and SKU (the variation's, else the product's; decoded, the Store API sends it entity-encoded). Only what exists.
 */
export function identifiers(
	safety: ProductSafety,
	product: { sku: string },
	variation: { id: number; sku: string } | null
): Identifier[] {
	const out: Identifier[] = [];
	if ( safety.brand ) {
		out.push( { label: 'Marka', value: safety.brand } );
	}
	const gtin =
		( variation ? safety.variationGtins[ variation.id ] : undefined ) ??
		safety.gtin;
	if ( gtin ) {
		out.push( { label: 'GTIN/EAN', value: gtin } );
	}
	const sku = variation?.sku || product.sku;
	if ( sku ) {
		// The Store API sends the SKU entity-encoded ("AB&#038;CD-01"); the extension's own texts are plain.
		out.push( { label: 'SKU', value: decodeEntities( sku ) } );
	}
	return out;
}

/**
 * Whether the page has a safety section at all: some GPSR information was entered (a manufacturer,
 * a responsible person, warnings or a GTIN). A SKU alone makes none: it is in "Szczegóły" already, and
 * an empty-looking section would suggest information that does not exist.
 */
export function hasSafetySection(
	safety: ProductSafety | null
): safety is ProductSafety {
	return (
		!! safety &&
		( !! safety.manufacturer ||
			!! safety.responsiblePerson ||
			safety.warnings.length > 0 ||
			!! safety.gtin ||
			Object.keys( safety.variationGtins ).length > 0 )
	);
}
