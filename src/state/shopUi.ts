/**
 * The shop's filters that are not in the URL (spec: only category and search are): sort and price
 * range. Kept for the session, so coming back from a product page finds the list as it was.
 */
import { atom } from 'jotai';
import {
	FULL_PRICE_RANGE,
	type PriceRange,
	type SortOption,
} from '../domain/shopFilters';

/** The sort the shopper chose; null: none (the list's default: newest, or relevance for a search). */
export const shopSortAtom = atom< SortOption | null >( null );
export const shopPriceAtom = atom< PriceRange >( FULL_PRICE_RANGE );
