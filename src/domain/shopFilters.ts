/**
 * The shop's filters (spec shop-cart-checkout.md section 2 "Shop /sklep", section 7 GET /products):
 * what lives in the address, and how the filters become a Store API products query.
 *
 * ADDRESS (read by the app and by the server, includes/Domain/ShopFilters.php, on the same cases:
 * src/domain/test/shop-filter-cases.json; the server's first screen draws the toolbar as GET forms
 * that write these same addresses, issue 31):
 *
 *   /sklep?category={slug}&search={text}&sort={sort}&price_min={zł}&price_max={zł}&page={n}
 *   /sklep/category/{slug}?search={text}&sort={sort}&price_min={zł}&price_max={zł}&page={n}
 *
 * - `category`: a category slug (the path's `/sklep/category/{slug}` wins over it).
 * - `search`: the search text (`searchText`: broken UTF-8, control and format characters, markup and %-escapes
 *   written as text taken out, spaces collapsed, trimmed, at most SEARCH_MAX_LENGTH characters: what the
 *   heading shows is what the Store API searches, whose sanitize_text_field() leaves such a text alone);
 *   blank is no search. The category slug is clean text too (`cleanText`).
 * - `sort`: `date` (newest), `price-asc`, `price-desc`, `relevance` (a search's own order). Written only
 *   when it is not the list's default (newest; relevance while searching); `relevance` without a search
 *   means nothing. Any other value is ignored (the default).
 * - `price_min`, `price_max`: whole złoty, 0 to 800 (the price filter's inputs). Written only when they
 *   narrow the range (above 0, below 800). A value that is not a number (digits, one `.` or `,` decimal
 *   part) is ignored; a number is rounded and clamped to 0–800; a minimum above the maximum is swapped.
 * - `page`: the page asked for (`urlPage`: digits 1 to 999999 written plainly, else 1), pages 1 to it
 *   shown at once (`urlPages`, at most MAX_URL_PAGES): the server's 'Załaduj więcej' link, and the
 *   app's button, which writes it into the address in place (`withShownPages`; no new history entry)
 *   once the pages are shown, last, after the other parameters as they stand. A change of filters is a
 *   new list's address, without it (page 1). A page past the list's last one is the 404 screen
 *   (`pageExists`), on the server too.
 * The app writes them in this order, as the server's forms do (their fields stand in that order).
 *
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

/** The address's parameters (see the header). */
export const URL_PARAMS = {
	category: 'category',
	search: 'search',
	sort: 'sort',
	priceMin: 'price_min',
	priceMax: 'price_max',
} as const;

/** The filters carried by the URL. */
export interface UrlFilters {
	/** Category slug, or null for every category. */
	category: string | null;
	/** The search (searchText: '' for none). */
	search: string;
	/** The sort the address chose; null: none (the list's default). */
	sort: SortOption | null;
	/** The price range (FULL_PRICE_RANGE: no filter). */
	price: PriceRange;
}

/** What an address is written from: the sort and price range may be left out (none). */
export type ShopAddress = Pick< UrlFilters, 'category' | 'search' > &
	Partial< Pick< UrlFilters, 'sort' | 'price' > >;

const URL_PRICE = /^\s*\d{1,9}(?:[.,]\d{0,9})?\s*$/;

/** The longest search (characters), as the search box's maxLength (includes/Domain/ShopFilters.php). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * Text from the address as it may be shown (a category's slug, a search before its own rules): broken
 * UTF-8 (which URLSearchParams decodes as U+FFFD) dropped, white-space control characters a space,
 * other control characters (C0, DEL, C1) and invisible format characters (Unicode Cf: zero-width
 * spaces and joiners, direction overrides, the soft hyphen, a BOM) dropped, trimmed. As ShopFilters::text.
 */
export function cleanText( raw: string ): string {
	return raw
		.replace( /[\t\n\v\f\r\x85]/g, ' ' )
		.replace( /[\x00-\x1f\x7f-\x9f\ufffd]|\p{Cf}/gu, '' )
		.trim();
}

/**
 * What a typed or addressed search searches for ('' none), shown in the heading and the title and sent
 * to the Store API: the clean text without markup (a script or style element with its content, any tag,
 * then any `<` or `>` left) and without %-escapes written as text (`%41`), its runs of spaces one space,
 * trimmed, at most SEARCH_MAX_LENGTH characters (code points). The Store API's sanitize_text_field()
 * leaves such a text as it is. As ShopFilters::search; cases in shop-filter-cases.json.
 */
export function searchText( raw: string ): string {
	let text = cleanText( raw )
		.replace( /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '' )
		.replace( /<[a-z/!?][^<>]*>/gi, '' )
		.replace( /[<>]/g, '' );
	for (
		let before = '';
		before !== text;
		text = text.replace( /%[0-9a-f]{2}/gi, '' )
	) {
		before = text;
	}
	text = text.replace( / {2,}/g, ' ' ).trim();
	const chars = Array.from( text );
	return chars.length > SEARCH_MAX_LENGTH
		? chars.slice( 0, SEARCH_MAX_LENGTH ).join( '' ).trim()
		: text;
}

/** An end of the price range from the address: a number (rounded, clamped to 0–800), else `fallback`. */
function urlPrice( raw: string | null, fallback: number ): number {
	return raw !== null && URL_PRICE.test( raw )
		? clampPrice( raw, fallback )
		: fallback;
}

/**
 * Reads the URL's filters: the category from `/sklep/category/{slug}` (wins) or `?category=`, and
 * `?search=`, `?sort=`, `?price_min=`, `?price_max=` (invalid values ignored). `pathCategory` is the
 * route parameter (already decoded by the router).
 */
export function readUrlFilters(
	pathCategory: string | undefined,
	params: URLSearchParams
): UrlFilters {
	const category = cleanText(
		pathCategory ?? params.get( URL_PARAMS.category ) ?? ''
	);
	const sort = params.get( URL_PARAMS.sort );
	return {
		category: category || null,
		search: searchText( params.get( URL_PARAMS.search ) ?? '' ),
		sort: isSortOption( sort ) ? sort : null,
		price: normalisePriceRange(
			urlPrice( params.get( URL_PARAMS.priceMin ), PRICE_MIN ),
			urlPrice( params.get( URL_PARAMS.priceMax ), PRICE_MAX )
		),
	};
}

/**
 * The address's query parameters for these filters, in the address's order, defaults left out (see the
 * header). `categoryInPath`: the category is in the path, not a parameter.
 */
export function urlParams(
	filters: ShopAddress,
	categoryInPath = false
): Array< [ string, string ] > {
	const params: Array< [ string, string ] > = [];
	const search = searchText( filters.search );
	if ( filters.category && ! categoryInPath ) {
		params.push( [ URL_PARAMS.category, filters.category ] );
	}
	if ( search ) {
		params.push( [ URL_PARAMS.search, search ] );
	}
	const sort = filters.sort ?? null;
	if (
		effectiveSort( sort, search !== '' ) !==
		effectiveSort( null, search !== '' )
	) {
		params.push( [ URL_PARAMS.sort, sort ?? DEFAULT_SORT ] );
	}
	const price = filters.price ?? FULL_PRICE_RANGE;
	if ( price.min > PRICE_MIN ) {
		params.push( [ URL_PARAMS.priceMin, String( price.min ) ] );
	}
	if ( price.max < PRICE_MAX ) {
		params.push( [ URL_PARAMS.priceMax, String( price.max ) ] );
	}
	return params;
}

/** The path of the list (router path, before the basename): `/sklep` or `/sklep/category/{slug}`. */
export function shopPath(
	category: string | null,
	categoryInPath = false
): string {
	return category && categoryInPath
		? `/sklep/category/${ encodeURIComponent( category ) }`
		: '/sklep';
}

/**
 * The shop URL (router path, before the basename) for these filters. `categoryInPath`: keep the
 * `/sklep/category/{slug}` form the shopper came through. The search is kept as typed except for the
 * outer white space; an empty one, the default sort and the full price range are left out.
 */
export function shopUrl(
	filters: ShopAddress,
	categoryInPath = false
): string {
	const query = new URLSearchParams(
		urlParams( filters, categoryInPath )
	).toString();
	const path = shopPath( filters.category, categoryInPath );
	return query ? `${ path }?${ query }` : path;
}

/**
 * The hidden fields of the shop's GET form for `own` (the search box, the sort select, the price
 * inputs: its visible fields): the address's other filters, split into those standing before its own
 * fields and after them, so that the browser, submitting without the app, writes the parameters in the
 * app's order (the page's first script leaves out blank and default fields: Layout::start_script).
 */
export function formFields(
	filters: ShopAddress,
	own: 'search' | 'sort' | 'price',
	categoryInPath = false
): { before: Array< [ string, string ] >; after: Array< [ string, string ] > } {
	const firstName: string =
		own === 'price' ? URL_PARAMS.priceMin : URL_PARAMS[ own ];
	const ownNames: string[] =
		own === 'price'
			? [ URL_PARAMS.priceMin, URL_PARAMS.priceMax ]
			: [ firstName ];
	const order: string[] = Object.values( URL_PARAMS );
	const first = order.indexOf( firstName );
	const others = urlParams( filters, categoryInPath ).filter(
		( [ name ] ) => ! ownNames.includes( name )
	);
	return {
		before: others.filter( ( [ name ] ) => order.indexOf( name ) < first ),
		after: others.filter( ( [ name ] ) => order.indexOf( name ) > first ),
	};
}

export interface ShopFilters {
	category: string | null;
	search: string;
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
	const search = searchText( filters.search );
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

/** The address's parameter of the pages shown (see the header). */
export const PAGE_PARAM = 'page';

/** The most pages a `?page=` address shows at once (includes/Domain/ShopFilters.php MAX_PAGES). */
export const MAX_URL_PAGES = 10;

/**
 * `?page=N` (the server's 'Załaduj więcej' link for crawlers and visitors without JavaScript): the page
 * asked for, a whole number from 1 to 999999 written plainly (digits only: no sign, space or leading
 * zero); anything else is 1. As ShopFilters::page; cases in shop-filter-cases.json.
 */
export function urlPage( params: URLSearchParams ): number {
	const raw = params.get( PAGE_PARAM ) ?? '';
	return /^[1-9]\d{0,5}$/.test( raw ) ? Number( raw ) : 1;
}

/**
 * How many pages of 50 the address shows at once: pages 1 to `urlPage`, as after N - 1 clicks on
 * 'Załaduj więcej'; at most MAX_URL_PAGES.
 */
export function urlPages( params: URLSearchParams ): number {
	return Math.max( 1, Math.min( urlPage( params ), MAX_URL_PAGES ) );
}

/**
 * Whether the list has the page the address asks for (`totalPages`: its first answer's
 * X-WP-TotalPages, 0 for an empty list): page 1 always does; a page past the last is the 404 screen
 * (NotFoundScreen), as the server draws it (ShopFilters::page_exists).
 */
export function pageExists( page: number, totalPages: number ): boolean {
	return page === 1 || page <= totalPages;
}

/** A query parameter's name (`name=value`, `name`), decoded as URLSearchParams reads it; null if malformed. */
function paramName( part: string ): string | null {
	const name = part.split( '=', 1 )[ 0 ] ?? '';
	try {
		return decodeURIComponent( name.replace( /\+/g, ' ' ) );
	} catch {
		return null;
	}
}

/**
 * The address's query (`location.search`: `?…` or '') once the list shows `pages` pages: its other
 * parameters kept as they stand (as written, in their order), `page=N` last, as the server's
 * 'Załaduj więcej' link writes it (its list's own address, then `page`); none for one page.
 */
export function withShownPages( search: string, pages: number ): string {
	const kept = search
		.replace( /^\?/, '' )
		.split( '&' )
		.filter( ( part ) => part !== '' && paramName( part ) !== PAGE_PARAM );
	if ( Number.isInteger( pages ) && pages > 1 ) {
		kept.push( `${ PAGE_PARAM }=${ pages }` );
	}
	return kept.length ? `?${ kept.join( '&' ) }` : '';
}
