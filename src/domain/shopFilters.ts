/**
 * The shop's filters (spec shop-cart-checkout.md section 2 "Shop /sklep", section 7 GET /products):
 * what lives in the URL (category slug and search), the sort and price range, and how they become a
 * Store API products query.
 *
 * URL: `/sklep?category={slug}&search={text}`, or `/sklep/category/{slug}?search={text}`.
 * Store API (Routes/V1/Products.php): `category` takes term ids (a slug is mapped through the
 * categories list by the caller), `min_price`/`max_price` are in minor units, `orderby`/`order`.
 */
import type { ProductQuery } from '../api/catalogue';
import { toMinorUnits } from './money';

export type SortOption = 'relevance' | 'date' | 'price-asc' | 'price-desc';

type SortChoice = { value: SortOption; label: string };

export const SORT_OPTIONS: ReadonlyArray< SortChoice > = [
	{ value: 'date', label: 'Najnowsze' },
	{ value: 'price-asc', label: 'Cena: od najniższej' },
	{ value: 'price-desc', label: 'Cena: od najwyższej' },
];

/** A search's own order (the server's search scores its results): offered, and the default, while searching. */
export const RELEVANCE: SortChoice = { value: 'relevance', label: 'Trafność' };

export const DEFAULT_SORT: SortOption = 'date';

export function isSortOption( value: unknown ): value is SortOption {
	return (
		value === RELEVANCE.value ||
		SORT_OPTIONS.some( ( option ) => option.value === value )
	);
}

/** The sorts the select offers: "Trafność" first while a search is on. */
export function sortOptions( searching: boolean ): ReadonlyArray< SortChoice > {
	return searching ? [ RELEVANCE, ...SORT_OPTIONS ] : SORT_OPTIONS;
}

/**
 * The sort a list uses: the shopper's choice (null: none made), relevance by default while searching,
 * the listing's default otherwise (relevance means nothing without a search).
 */
export function effectiveSort(
	chosen: SortOption | null,
	searching: boolean
): SortOption {
	if ( searching ) {
		return chosen ?? RELEVANCE.value;
	}
	return chosen === null || chosen === RELEVANCE.value
		? DEFAULT_SORT
		: chosen;
}

/**
 * Sort option to the Store API's orderby/order. Date (newest first) is the Store API's own default
 * (orderby=date, order=desc), so it adds nothing to the query: the first shop page keeps the exact path
 * the page preloads.
 */
export function sortQuery(
	sort: SortOption
): Pick< ProductQuery, 'orderby' | 'order' > {
	switch ( sort ) {
		case 'relevance':
			return { orderby: 'relevance' };
		case 'price-asc':
			return { orderby: 'price', order: 'asc' };
		case 'price-desc':
			return { orderby: 'price', order: 'desc' };
		default:
			return {};
	}
}

/** Price filter bounds in złoty: inputs from 0 to 800, step 1; 0–800 is the default (no filter). */
export const PRICE_MIN = 0;
export const PRICE_MAX = 800;

export interface PriceRange {
	min: number;
	max: number;
}

export const FULL_PRICE_RANGE: PriceRange = { min: PRICE_MIN, max: PRICE_MAX };

/** A typed value to a whole number of złoty in 0..800; blank or not a number gives `fallback`. */
export function clampPrice( value: string | number, fallback: number ): number {
	const number =
		typeof value === 'number'
			? value
			: Number( String( value ).trim().replace( ',', '.' ) );
	if (
		( typeof value === 'string' && value.trim() === '' ) ||
		! Number.isFinite( number )
	) {
		return fallback;
	}
	return Math.min( PRICE_MAX, Math.max( PRICE_MIN, Math.round( number ) ) );
}

/** Both ends clamped, and swapped when the minimum was typed above the maximum. */
export function normalisePriceRange(
	min: string | number,
	max: string | number
): PriceRange {
	const low = clampPrice( min, PRICE_MIN );
	const high = clampPrice( max, PRICE_MAX );
	return low <= high ? { min: low, max: high } : { min: high, max: low };
}

/** Whether the range leaves out some prices (0–800 leaves out none). */
export function narrowsPrice( range: PriceRange ): boolean {
	return range.min > PRICE_MIN || range.max < PRICE_MAX;
}

/**
 * Price range to the Store API's min_price/max_price in minor units (grosze, 2 decimals for PLN). An end
 * left at the range's edge adds nothing: 0–800 is "every price", as the Store API treats a 0 minimum.
 */
export function priceQuery(
	range: PriceRange,
	minorUnit = 2
): Pick< ProductQuery, 'min_price' | 'max_price' > {
	const query: Pick< ProductQuery, 'min_price' | 'max_price' > = {};
	if ( range.min > PRICE_MIN ) {
		query.min_price = toMinorUnits( range.min, minorUnit );
	}
	if ( range.max < PRICE_MAX ) {
		query.max_price = toMinorUnits( range.max, minorUnit );
	}
	return query;
}

/** The filters carried by the URL. */
export interface UrlFilters {
	/** Category slug, or null for every category. */
	category: string | null;
	/** Search text as typed ('' for none). */
	search: string;
}

/**
 * Reads the URL's filters: the category from `/sklep/category/{slug}` (wins) or `?category=`, and
 * `?search=`. `pathCategory` is the route parameter (already decoded by the router).
 */
export function readUrlFilters(
	pathCategory: string | undefined,
	params: URLSearchParams
): UrlFilters {
	const category = ( pathCategory ?? params.get( 'category' ) ?? '' ).trim();
	return { category: category || null, search: params.get( 'search' ) ?? '' };
}

/**
 * The shop URL (router path, before the basename) for these filters. `categoryInPath`: keep the
 * `/sklep/category/{slug}` form the shopper came through. The search is kept as typed except for the
 * outer white space; an empty one is left out.
 */
export function shopUrl( filters: UrlFilters, categoryInPath = false ): string {
	const params = new URLSearchParams();
	const search = filters.search.trim();
	let path = '/sklep';
	if ( filters.category ) {
		if ( categoryInPath ) {
			path = `/sklep/category/${ encodeURIComponent(
				filters.category
			) }`;
		} else {
			params.set( 'category', filters.category );
		}
	}
	if ( search ) {
		params.set( 'search', search );
	}
	const query = params.toString();
	return query ? `${ path }?${ query }` : path;
}

export interface ShopFilters extends UrlFilters {
	sort: SortOption;
	price: PriceRange;
}

/**
 * The products query (without page/per_page) for the filters. `categoryId`: the id the slug maps to
 * (undefined when no category is chosen). Undefined members are left out of the request path.
 */
export function productQuery(
	filters: ShopFilters,
	categoryId: number | undefined,
	minorUnit = 2
): Omit< ProductQuery, 'page' | 'per_page' > {
	const query: Omit< ProductQuery, 'page' | 'per_page' > = {
		...sortQuery( filters.sort ),
		...priceQuery( filters.price, minorUnit ),
	};
	const search = filters.search.trim();
	// A product hidden from the catalogue (or from search) is not listed, as in WooCommerce's own shop.
	query.catalog_visibility = search ? 'search' : 'catalog';
	if ( search ) {
		query.search = search;
	}
	if ( categoryId !== undefined ) {
		query.category = categoryId;
	}
	return query;
}

/** The most pages a `?page=` address shows at once (includes/Frontend/Preload.php MAX_PAGES). */
export const MAX_URL_PAGES = 10;

/**
 * `?page=N` (the server's 'Załaduj więcej' link for crawlers and visitors without JavaScript): the
 * list shows pages 1 to N, as after N - 1 clicks on 'Załaduj więcej'; at most MAX_URL_PAGES. Anything
 * else: 1.
 */
export function urlPages( params: URLSearchParams ): number {
	const raw = params.get( 'page' ) ?? '';
	return /^[1-9]\d{0,5}$/.test( raw )
		? Math.min( Number( raw ), MAX_URL_PAGES )
		: 1;
}
