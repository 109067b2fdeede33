/**
 * The shop's category tree (spec: only the top-level categories with the configured ids — default 20,
 * 22, 24 — and their direct children), and slug look-ups for the URL's category.
 */
import type { StoreCategorySummary } from '../api/catalogue';

export interface CategoryNode {
	category: StoreCategorySummary;
	children: StoreCategorySummary[];
}

/** The configured top-level categories in the configured order, each with its direct children. */
export function categoryTree(
	categories: readonly StoreCategorySummary[],
	topLevelIds: readonly number[]
): CategoryNode[] {
	const byId = new Map(
		categories.map( ( category ) => [ category.id, category ] )
	);
	const seen = new Set< number >();
	const nodes: CategoryNode[] = [];
	for ( const id of topLevelIds ) {
		const category = byId.get( id );
		if ( ! category || seen.has( id ) ) {
			continue;
		}
		seen.add( id );
		nodes.push( {
			category,
			children: categories.filter( ( child ) => child.parent === id ),
		} );
	}
	return nodes;
}

/** The category with this slug (slugs are unique per taxonomy); compared case-insensitively, decoded. */
export function findCategoryBySlug(
	categories: readonly StoreCategorySummary[],
	slug: string
): StoreCategorySummary | undefined {
	const wanted = safeDecode( slug ).toLowerCase();
	return categories.find(
		( category ) => safeDecode( category.slug ).toLowerCase() === wanted
	);
}

/** The slug as the URL shows it (WordPress keeps non-ASCII slugs percent-encoded). */
export function categorySlug(
	category: Pick< StoreCategorySummary, 'slug' >
): string {
	return safeDecode( category.slug );
}

/** WordPress stores non-ASCII slugs percent-encoded ("%c5%bc..."); the URL may carry either form. */
function safeDecode( value: string ): string {
	try {
		return decodeURIComponent( value );
	} catch {
		return value;
	}
}
