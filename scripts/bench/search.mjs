/**
 * Search (`npm run bench`, group search): the plugin's search beside WooCommerce's own, in the same run,
 * on the demo shop, the 10 000-product benchmark site and a 100 000-product one (scripts/lib/bench-site.mjs,
 * dir bench-100k; BENCH_SEARCH_100K=0 leaves it out: its first run generates and indexes it, minutes).
 * - full search: the Store API products request the storefront makes for a search (`search`, relevance,
 *   50 a page, search visibility) with the index, and the same search with `X-Cosmetics-Baseline: store-api`
 *   (scripts/site/store-api-baseline.php: WooCommerce without this plugin, its `LIKE '%…%'` scan; it has no
 *   relevance, so its default order);
 * - suggestions: GET cosmetics/v1/search/suggest for what a shopper has typed so far (2, 4 letters, a word
 *   and a half, the whole query);
 * each BENCH_SEARCH_RUNS (5) rounds over the queries, interleaved; p50 and p95 of the time until the
 * whole answer is read on 127.0.0.1 (the server's time plus a loopback round trip), and for the benchmark
 * sites the server's own PHP time (Server-Timing `wp`, scripts/bench/timing.php) and the search's own share
 *   of it (`search`: a search query's words, lemmas, typos and SQL, the index's join or WooCommerce's LIKE
 *   scan; of a suggestion, everything but drawing its products through the Store API);
 * - the index: rows and bytes of its tables per site (scripts/bench/search.php), so how it grows per product,
 *   and how long building it took on the generated sites.
 * Nothing here asserts a timing; the goals (suggestions p95 ≤ 50 ms, full search p95 ≤ 100 ms at 10 000
 * products) are printed beside the figures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteDir } from '../lib/site-dir.mjs';

const RUNS = Number( process.env.BENCH_SEARCH_RUNS ?? 5 );
const BENCH_DIR = dirname( fileURLToPath( import.meta.url ) );
const LISTING_FIELDS = 'extensions,id,is_in_stock,is_on_backorder,name,on_sale,permalink,prices,images,categories,stock_availability';

/**
 * Queries a shopper types, in the forms shoppers use (inflected, without Polish letters, one typo) and
 * three exact phrases WooCommerce's LIKE finds too: the generated catalogues' names (scripts/bench/catalogue.php:
 * Krem, Serum, Tonik, Maska, Balsam, Olejek, Żel, Peeling, Emulsja, Pianka with nawilżający, odżywczy,
 * kojący, rozświetlający, oczyszczający, ujędrniający, regenerujący, matujący), most of them also the
 * demo shop's words.
 */
const QUERIES = [ 'kremy', 'kremu nawilżającego', 'serum odżywcze', 'toniki kojące', 'maski rozświetlające', 'balsamu oczyszczającego', 'olejki', 'zel regenerujacy', 'peelingi matujace', 'serun', 'krem nawilżający', 'serum odżywczy', 'balsam' ];

const quantile = ( values, q ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.min( sorted.length - 1, Math.ceil( q * sorted.length ) - 1 ) ];
};

/** What a shopper has typed on the way to the query: 2 and 4 letters, a word and a half, all of it. */
function typing( query ) {
	const steps = [ query.slice( 0, 2 ), query.slice( 0, 4 ) ];
	const space = query.indexOf( ' ' );
	if ( space > 0 ) steps.push( query.slice( 0, space + 3 ) );
	steps.push( query );
	return [ ...new Set( steps.filter( ( step ) => step.trim().length >= 2 ) ) ];
}

/** One request: wall time until the body is read, the server's PHP time when it says, the result count. */
async function timed( url, headers = {}, status = 200 ) {
	const started = performance.now();
	const response = await fetch( url, { headers } );
	const body = await response.text();
	const wall = performance.now() - started;
	if ( response.status !== status ) throw new Error( `${ url }: HTTP ${ response.status } ${ body.slice( 0, 200 ) }` );
	const timing = response.headers.get( 'server-timing' ) ?? '';
	const server = /wp;dur=([\d.]+)/.exec( timing );
	const search = /search;dur=([\d.]+)/.exec( timing );
	return { wall, server: server ? Number( server[ 1 ] ) : null, search: search ? Number( search[ 1 ] ) : null, total: Number( response.headers.get( 'x-wp-total' ) ?? JSON.parse( body ).total ?? 0 ) };
}

/** A new catalogue version on the site (nothing kept from before is read again): a fair first ask. */
function newCatalogueVersion( wordpress ) {
	execFileSync( 'php', [ join( BENCH_DIR, 'search.php' ), 'forget' ], { env: { ...process.env, COSMETICS_WP_DIR: wordpress }, encoding: 'utf8' } );
}

const searchUrl = ( base, query, relevance ) =>
	`${ base }/wp-json/wc/store/v1/products?${ new URLSearchParams( { ...( query ? { search: query } : {} ), per_page: '50', catalog_visibility: 'search', _fields: LISTING_FIELDS, ...( relevance ? { orderby: 'relevance' } : {} ) } ) }`;
const suggestUrl = ( base, typed ) => `${ base }/wp-json/cosmetics/v1/search/suggest?${ new URLSearchParams( { q: typed } ) }`;

/** The index's tables on a site (scripts/bench/search.php). */
function indexSize( wordpress ) {
	const out = execFileSync( 'php', [ join( BENCH_DIR, 'search.php' ) ], { env: { ...process.env, COSMETICS_WP_DIR: wordpress }, encoding: 'utf8' } );
	return JSON.parse( out.trim().split( '\n' ).pop() );
}

/** Seconds the benchmark site's indexing step took (its marker, scripts/lib/bench-site.mjs), or null. */
function indexingSeconds( site, products ) {
	const marker = join( site.dir, 'state', `search-${ products }.done` );
	try {
		return JSON.parse( readFileSync( marker, 'utf8' ) ).seconds ?? null;
	} catch {
		return null;
	}
}

async function measure( name, base, wordpress ) {
	// Beside them what every such request costs without a search: the same page of 50 products without
	// one, and a REST request that does nothing (a route that does not exist: WordPress and WooCommerce
	// loaded, the routes registered, a 404), the floor under any answer of this server.
	const KINDS = [ 'full search, index', 'full search, WooCommerce', 'suggestions, first ask', 'suggestions, asked again', 'same page, no search', 'REST floor (404)' ];
	const kinds = Object.fromEntries( KINDS.map( ( kind ) => [ kind, [] ] ) );
	const server = Object.fromEntries( KINDS.map( ( kind ) => [ kind, [] ] ) );
	const search = Object.fromEntries( KINDS.map( ( kind ) => [ kind, [] ] ) );
	const found = {};
	const record = ( kind, result ) => {
		kinds[ kind ].push( result.wall );
		if ( result.server !== null ) server[ kind ].push( result.server );
		if ( result.search !== null ) search[ kind ].push( result.search );
	};
	// Warm-up: OPcache, the object cache, MariaDB's buffer pool (both searches, every table they read).
	for ( const query of QUERIES ) {
		await timed( searchUrl( base, query, true ) );
		await timed( searchUrl( base, query, false ), { 'X-Cosmetics-Baseline': 'store-api' } );
	}
	newCatalogueVersion( wordpress );
	for ( let run = 0; run < RUNS; run++ ) {
		for ( const query of QUERIES ) {
			const mine = ( found[ query ] ??= { times: { index: [], woocommerce: [] } } );
			const ours = () => timed( searchUrl( base, query, true ) ).then( ( r ) => ( record( 'full search, index', r ), mine.times.index.push( r.wall ), ( mine.index = r.total ) ) );
			const theirs = () => timed( searchUrl( base, query, false ), { 'X-Cosmetics-Baseline': 'store-api' } ).then( ( r ) => ( record( 'full search, WooCommerce', r ), mine.times.woocommerce.push( r.wall ), ( mine.woocommerce = r.total ) ) );
			for ( const step of run % 2 ? [ theirs, ours ] : [ ours, theirs ] ) await step();
			// The first round asks each text for the first time in this catalogue state (what the plugin keeps
			// between requests, kept by the catalogue version, is then new); later rounds ask again.
			for ( const typed of typing( query ) ) record( run ? 'suggestions, asked again' : 'suggestions, first ask', await timed( suggestUrl( base, typed ) ) );
			record( 'same page, no search', await timed( searchUrl( base, '', false ) ) );
			record( 'REST floor (404)', await timed( `${ base }/wp-json/cosmetics/v1/bench-no-such-route`, {}, 404 ) );
		}
	}
	return { name, kinds, server, search, found };
}

const ms = ( v ) => ( v === undefined ? '—' : `${ v.toFixed( 1 ) } ms` );

function print( result ) {
	console.log( `  ${ result.name }` );
	for ( const [ kind, samples ] of Object.entries( result.kinds ) ) {
		const php = result.server[ kind ];
		const own = result.search[ kind ];
		const serverPart =
			( php.length ? `; server (PHP) p50 ${ ms( quantile( php, 0.5 ) ) }, p95 ${ ms( quantile( php, 0.95 ) ) }` : '' ) +
			( own.length ? `; the search itself p50 ${ ms( quantile( own, 0.5 ) ) }, p95 ${ ms( quantile( own, 0.95 ) ) }` : '' );
		console.log( `    ${ kind.padEnd( 26 ) } p50 ${ ms( quantile( samples, 0.5 ) ).padStart( 9 ) }  p95 ${ ms( quantile( samples, 0.95 ) ).padStart( 9 ) }  (${ samples.length } requests${ serverPart })` );
	}
}

function printIndex( label, size, seconds ) {
	const perProduct = size.products ? ( size.index_bytes / size.products / 1024 ).toFixed( 2 ) : '—';
	console.log(
		`  ${ label }: ${ size.products } products, ${ size.index_rows } index rows (${ ( size.index_rows / Math.max( 1, size.products ) ).toFixed( 1 ) } a product), index ${ ( size.index_bytes / 1048576 ).toFixed( 1 ) } MB (${ perProduct } KB a product), ` +
			`typo table ${ size.typo_rows } rows ${ ( size.typo_bytes / 1048576 ).toFixed( 1 ) } MB, dictionary ${ size.lexicon_rows } words ${ ( size.lexicon_bytes / 1048576 ).toFixed( 1 ) } MB (once per shop)` +
			( seconds !== null ? `; built in ${ seconds } s` : '' )
	);
}

/**
 * @param {string} shopUrl the demo shop (its index is read from this checkout's .site/wordpress)
 * @param {Array<{label: string, site: {url: string, server: string, wordpress: string, dir: string}, products: number}>} sites the benchmark sites
 */
export async function benchSearch( shopUrl, sites ) {
	const shopWordpress = join( siteDir( join( BENCH_DIR, '..', '..' ) ), 'wordpress' );
	console.log( `\nSearch: the index beside WooCommerce's own search, ${ QUERIES.length } queries × ${ RUNS } rounds, interleaved; suggestions for 2, 4 letters, a word and a half and the whole query. Time until the answer is read on 127.0.0.1.` );
	console.log( `  queries: ${ QUERIES.join( ', ' ) }` );
	const results = [ await measure( `demo shop ${ shopUrl }`, shopUrl, shopWordpress ) ];
	for ( const { label, site } of sites ) results.push( await measure( `${ label } ${ site.url } (${ site.server })`, site.url, site.wordpress ) );
	results.forEach( print );
	console.log( '  goals at 10 000 products: suggestions p95 ≤ 50 ms, full search p95 ≤ 100 ms. A suggestion asked again is kept (ListingCache) where the site has a persistent object cache, and for up to 3 letters without one (these sites have none).' );
	for ( const result of results ) {
		const lines = Object.entries( result.found ).map( ( [ query, n ] ) => `${ query } ${ n.index }/${ n.woocommerce }` );
		console.log( `  found (index / WooCommerce), ${ result.name.split( ' http' )[ 0 ] }: ${ lines.join( ', ' ) }` );
		// Where both find the same products, both answers draw as many: the search's own cost side by side.
		const same = Object.entries( result.found ).filter( ( [ , n ] ) => n.index === n.woocommerce && n.index > 0 );
		if ( same.length ) {
			const index = same.flatMap( ( [ , n ] ) => n.times.index );
			const woocommerce = same.flatMap( ( [ , n ] ) => n.times.woocommerce );
			console.log( `    where both find the same (${ same.map( ( [ q ] ) => q ).join( ', ' ) }): index p50 ${ ms( quantile( index, 0.5 ) ) } p95 ${ ms( quantile( index, 0.95 ) ) }, WooCommerce p50 ${ ms( quantile( woocommerce, 0.5 ) ) } p95 ${ ms( quantile( woocommerce, 0.95 ) ) }` );
		}
	}
	console.log( '  The index:' );
	if ( existsSync( join( shopWordpress, 'wp-load.php' ) ) ) printIndex( 'demo shop', indexSize( shopWordpress ), null );
	for ( const { label, site, products } of sites ) printIndex( label, indexSize( site.wordpress ), indexingSeconds( site, products ) );
}
