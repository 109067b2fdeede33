/**
 * Catalogue calls on the Store API (public, no credentials).
 *
 * PRELOAD CONTRACT - the plugin preloads the first shop render into the page (PHP,
 * `rest_preload_api_request`) under exactly these two paths:
 *
 *   productsPath( { page: 1, per_page: 50 } ) === '/wc/store/v1/products?page=1&per_page=50'
 *   CATEGORIES_PATH === '/wc/store/v1/products/categories?_fields=id%2Cname%2Cparent%2Cslug&hide_empty=false&per_page=100'
 *
 * A searched, sorted or price-narrowed address preloads its own list instead of the first:
 * `listingPath( productQuery( … ) )` with the address's filters, built by the server character for
 * character (includes/Domain/ShopFilters.php `store_query`, `rest_path`; src/domain/test/shop-filter-cases.json).
 *
 * (includes/Storefront/preload-paths.json lists them; src/screens/shop/test checks the first render
 * requests exactly those, and test/setup.test.ts checks the real api-fetch preloading middleware.) Paths are built with the query
 * keys sorted and values encoded like `normalizeRestPath` (preloaded.ts), so a path built here is
 * already in the form the preloading middleware compares.
 */
import { request, type RequestOptions } from './client';
import { byCodeUnit, preloadedAnswers } from './preloaded';
import type { StoreProduct, StoreProductCategory } from './store-api';

/**
 * The fields of a product the shop's lists show (a card: photo and category from the plugin's
 * extension data `card_image` and `card_category`, name, price, Omnibus line, stock: the plugin's
 * extension `low_stock_remaining`, not the Store API's, see src/domain/stock.ts), asked for with WordPress's `_fields`
 * (core filters any REST answer by it). The preloaded /sklep carries these only (50 full
 * products weighed ~470 KB of the page). A list's product is a summary, never a full product: the
 * product screen asks for its own (see StoreProductSummary).
 */
export const LISTING_FIELDS = [
	'extensions',
	'id',
	'is_in_stock',
	'is_on_backorder',
	'name',
	'on_sale',
	'prices',
] as const;

/** A product as a list gives it (`_fields` = LISTING_FIELDS). */
export type StoreProductSummary = Pick<
	StoreProduct,
	( typeof LISTING_FIELDS )[ number ]
>;

export const PRODUCTS_PATH = '/wc/store/v1/products';
/**
 * Every category, empty ones included (spec section 7: hide_empty false, per_page 100; section 9:
 * categories page size 100), so that any slug in a URL maps to its id.
 */
export const CATEGORIES_PATH =
	'/wc/store/v1/products/categories?_fields=id%2Cname%2Cparent%2Cslug&hide_empty=false&per_page=100';

/** A category as CATEGORIES_PATH gives it: only what the shop's tree and slug look-ups read. */
export type StoreCategorySummary = Pick<
	StoreProductCategory,
	'id' | 'name' | 'parent' | 'slug'
>;
/** Variations of one variable product in one request (a variable product has far fewer than 100). */
export const VARIATIONS_PAGE_SIZE = 100;

/** Products collection query (Store API Routes/V1/Products.php collection params). */
export interface ProductQuery {
	page?: number;
	/** 0..100; the shop passes 50. */
	per_page?: number;
	search?: string;
	/** Category ID(s): the Store API takes ids only, so a slug must be converted by the caller. */
	category?: number | readonly number[];
	orderby?:
		| 'relevance'
		| 'date'
		| 'modified'
		| 'id'
		| 'include'
		| 'title'
		| 'slug'
		| 'price'
		| 'popularity'
		| 'rating'
		| 'menu_order'
		| 'comment_count';
	order?: 'asc' | 'desc';
	/** In the currency's smallest unit (grosze): 800 zł is 80000. */
	min_price?: number;
	/** In the currency's smallest unit (grosze): 800 zł is 80000. */
	max_price?: number;
	/** Product type; 'variation' lists variations (with `parent`). */
	type?: string;
	/** Parent product id(s): with type 'variation', the variations of those products. */
	parent?: number | readonly number[];
	/**
	 * Which of the product's catalogue visibilities a list shows: 'catalog' (the shop's lists: visible
	 * or "shop only"), 'search' (search results: visible or "search only"). Without it the Store API
	 * lists hidden products too.
	 */
	catalog_visibility?: 'catalog' | 'search';
	/** Only products in stock (the Store API's stock_status filter). */
	stock_status?: 'instock';
	/** WordPress's field filter (comma-separated); the shop's lists pass LISTING_FIELDS. */
	_fields?: string;
}

export interface ProductsPage {
	products: StoreProductSummary[];
	/** X-WP-Total. */
	total: number;
	/** X-WP-TotalPages. */
	totalPages: number;
}

type CallOptions = Pick< RequestOptions, 'signal' >;

function queryValue( value: string | number | readonly number[] ): string {
	return typeof value === 'object' ? value.join( ',' ) : String( value );
}

/**
 * Builds a REST path with a query string: undefined and empty values left out, keys sorted, keys
 * and values encoded with encodeURIComponent (the form normalizeRestPath produces).
 */
export function buildPath(
	base: string,
	query: Record< string, string | number | readonly number[] | undefined >
): string {
	const pairs = Object.entries( query )
		.filter(
			(
				entry
			): entry is [ string, string | number | readonly number[] ] => {
				const value = entry[ 1 ];
				return (
					value !== undefined &&
					value !== '' &&
					! ( typeof value === 'object' && value.length === 0 )
				);
			}
		)
		.sort( ( [ a ], [ b ] ) => byCodeUnit( a, b ) )
		.map(
			( [ key, value ] ) =>
				`${ encodeURIComponent( key ) }=${ encodeURIComponent(
					queryValue( value )
				) }`
		);
	return pairs.length ? `${ base }?${ pairs.join( '&' ) }` : base;
}

export function productsPath( query: ProductQuery = {} ): string {
	return buildPath( PRODUCTS_PATH, { ...query } );
}

export function productPath( id: number ): string {
	return `${ PRODUCTS_PATH }/${ encodeURIComponent( String( id ) ) }`;
}

function headerNumber(
	headers: Headers,
	name: string,
	fallback: number
): number {
	const value = Number.parseInt( headers.get( name ) ?? '', 10 );
	return Number.isNaN( value ) ? fallback : value;
}

/** The path of one page of a shop list: only the fields its cards show (LISTING_FIELDS). */
export function listingPath(
	query: Omit< ProductQuery, '_fields' > = {}
): string {
	return productsPath( { ...query, _fields: LISTING_FIELDS.join( ',' ) } );
}

/** One page of a shop list (product summaries), with the totals from X-WP-Total / X-WP-TotalPages. */
export async function listProducts(
	query: Omit< ProductQuery, '_fields' > = {},
	options: CallOptions = {}
): Promise< ProductsPage > {
	const { data, headers } = await request< StoreProductSummary[] >( {
		path: listingPath( query ),
		signal: options.signal,
	} );
	const products = Array.isArray( data ) ? data : [];
	const total = headerNumber( headers, 'X-WP-Total', products.length );
	return {
		products,
		total,
		totalPages: headerNumber(
			headers,
			'X-WP-TotalPages',
			total > 0 ? 1 : 0
		),
	};
}

export async function getProduct(
	id: number,
	options: CallOptions = {}
): Promise< StoreProduct > {
	const { data } = await request< StoreProduct >( {
		path: productPath( id ),
		signal: options.signal,
	} );
	return data;
}

/** The variations of a variable product (Store API `type=variation&parent={id}`), prices and stock each. */
export function variationsPath( parentId: number ): string {
	return productsPath( {
		type: 'variation',
		parent: parentId,
		per_page: VARIATIONS_PAGE_SIZE,
	} );
}

export async function listVariations(
	parentId: number,
	options: CallOptions = {}
): Promise< StoreProduct[] > {
	const { data } = await request< StoreProduct[] >( {
		path: variationsPath( parentId ),
		signal: options.signal,
	} );
	return Array.isArray( data ) ? data : [];
}

/** Every product category (one request: the shop has fewer than 100). */
export async function listCategories(
	options: CallOptions = {}
): Promise< StoreCategorySummary[] > {
	return categoriesAt( CATEGORIES_PATH, options );
}

/** The categories with the most products (the no-results help's "Popularne kategorie"). */
export const POPULAR_CATEGORIES_PATH =
	'/wc/store/v1/products/categories?_fields=id%2Cname%2Cparent%2Cslug&hide_empty=true&order=desc&orderby=count&per_page=6';

export async function listPopularCategories(
	options: CallOptions = {}
): Promise< StoreCategorySummary[] > {
	return categoriesAt( POPULAR_CATEGORIES_PATH, options );
}

async function categoriesAt(
	path: string,
	options: CallOptions
): Promise< StoreCategorySummary[] > {
	const { data } = await request< StoreCategorySummary[] >( {
		path,
		signal: options.signal,
	} );
	return Array.isArray( data ) ? data : [];
}

/** A catalogue answer the page was served with, under the path (cache key) the screens ask for. */
export type PreloadedCatalogueAnswer =
	| { path: string; kind: 'categories'; data: StoreCategorySummary[] }
	| { path: string; kind: 'product'; data: StoreProduct }
	| { path: string; kind: 'variations'; data: StoreProduct[] }
	| { path: string; kind: 'products'; data: ProductsPage };

const PRODUCT_PATH = /^\/wc\/store\/v1\/products\/\d+$/;

/**
 * The catalogue answers preloaded into the page (includes/Storefront/preload-paths.json), shaped as
 * the calls above return them, so that the first render of the shop, a category or a product needs no
 * request and shows what the server rendered.
 */
export function preloadedCatalogue(): PreloadedCatalogueAnswer[] {
	const found: PreloadedCatalogueAnswer[] = [];
	for ( const [ path, { data, headers } ] of preloadedAnswers() ) {
		if ( path === CATEGORIES_PATH ) {
			found.push( {
				path,
				kind: 'categories',
				data: Array.isArray( data )
					? ( data as StoreCategorySummary[] )
					: [],
			} );
		} else if ( PRODUCT_PATH.test( path ) ) {
			if (
				typeof data === 'object' &&
				data !== null &&
				! Array.isArray( data ) &&
				typeof ( data as { id?: unknown } ).id === 'number'
			) {
				found.push( {
					path,
					kind: 'product',
					data: data as StoreProduct,
				} );
			}
		} else if ( path.startsWith( `${ PRODUCTS_PATH }?` ) ) {
			const params = new URLSearchParams(
				path.slice( PRODUCTS_PATH.length + 1 )
			);
			if ( params.get( 'type' ) === 'variation' ) {
				found.push( {
					path,
					kind: 'variations',
					data: Array.isArray( data )
						? ( data as StoreProduct[] )
						: [],
				} );
			} else if (
				params.get( '_fields' ) === LISTING_FIELDS.join( ',' )
			) {
				const products = Array.isArray( data )
					? ( data as StoreProductSummary[] )
					: [];
				const total = headerNumber(
					headers,
					'X-WP-Total',
					products.length
				);
				found.push( {
					path,
					kind: 'products',
					data: {
						products,
						total,
						totalPages: headerNumber(
							headers,
							'X-WP-TotalPages',
							total > 0 ? 1 : 0
						),
					},
				} );
			}
			// Any other list (not one the bundle asks for) is left out.
		}
	}
	return found;
}
