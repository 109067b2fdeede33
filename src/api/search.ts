/**
 * The shop search's suggestions (includes/Search/Rest/SearchSuggestRoute.php): products as the Store API
 * answers them (the shopper's own prices), matching categories, the whole search's count, the query
 * with a typo corrected ('' when none), and for a search made that found nothing, each word's own count.
 */
import { buildPath } from './catalogue';
import { request } from './client';
import type { StoreProduct } from './store-api';

export interface SearchSuggestions {
	products: StoreProduct[];
	categories: Array< { id: number; name: string; slug: string } >;
	total: number;
	corrected: string;
	/** While typing (not `complete`): how many the search finds once made (what Enter lists). */
	searched?: number;
	/** A search made (`complete`) of two words or more that found nothing: what each word finds alone. */
	words?: Array< { word: string; total: number } >;
}

/**
 * The suggestions for what the shopper typed (the last word as the beginning of a word), or with
 * `complete` for a search made (every word whole): the no-results help asks so.
 */
export async function suggest(
	query: string,
	options: { signal?: AbortSignal; complete?: boolean } = {}
): Promise< SearchSuggestions > {
	return (
		await request< SearchSuggestions >( {
			path: suggestPath( query, options.complete ?? false ),
			signal: options.signal,
		} )
	).data;
}

/** The suggestions' REST path (the server preloads a search's that found nothing: preload-paths.json). */
export function suggestPath( query: string, complete: boolean ): string {
	return buildPath( '/cosmetics/v1/search/suggest', {
		q: query,
		complete: complete ? 'true' : undefined,
	} );
}
