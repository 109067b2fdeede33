/**
 * Growth: the demo shop beside the 10 000-product / 1 000 000-price-history-row
 * benchmark site (scripts/lib/bench-site.mjs), both on the same web stack, in the same run:
 * - TTFB of `/sklep` and of a category page (the top category with the most products), and the wall
 *   time of the Omnibus lowest-prices-batch for 50 ids; BENCH_GROWTH_RUNS (7) interleaved samples each,
 *   medians, and the ratio benchmark site / demo shop (goal ≤ 1.5);
 * - what each costs in SQL on the benchmark site: one request each with SAVEQUERIES (the site's
 *   mu-plugin scripts/bench/timing.php, header X-Bench-Profile), the query shapes by total time, and
 *   EXPLAIN of the price-history SELECTs;
 * - the price-history table's size per row, measured on the benchmark site, and its growth per year at
 *   50 price changes a day, without and with the pruning (Pricing\PriceHistoryPruning); then the pruning
 *   itself on the 1 000 000 rows inside a transaction rolled back after (scripts/bench/prune.php: rows
 *   left, batches, seconds, every product's Omnibus answers in both tiers unchanged; ~1.5 min,
 *   BENCH_GROWTH_PRUNE=0 leaves it out).
 * Timings are noisy on a shared machine; nothing here asserts one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { topCategory } from '../lib/store-shopper.mjs';

const RUNS = Number( process.env.BENCH_GROWTH_RUNS ?? 7 );
const CHANGES_PER_DAY = 50;

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted.length % 2 ? sorted[ ( sorted.length - 1 ) / 2 ] : ( sorted[ sorted.length / 2 - 1 ] + sorted[ sorted.length / 2 ] ) / 2;
};

/** Time to the response's headers (TTFB as the client sees it), then the body is read. */
async function ttfb( url, init = {} ) {
	const started = performance.now();
	const response = await fetch( url, { redirect: 'manual', ...init, headers: { 'Accept-Encoding': 'gzip, br', ...init.headers } } );
	const first = performance.now() - started;
	const body = await response.arrayBuffer();
	if ( response.status !== 200 ) {
		throw new Error( `${ url }: HTTP ${ response.status } ${ Buffer.from( body ).toString( 'utf8' ).slice( 0, 200 ) }` );
	}
	return { first, whole: performance.now() - started, bytes: body.byteLength };
}

/** The three things measured, on one site. */
async function subjects( baseUrl, idsQuery ) {
	const category = await topCategory( baseUrl );
	const ids = ( await ( await fetch( `${ baseUrl }/wp-json/wc/store/v1/products?${ idsQuery }` ) ).json() ).map( ( p ) => p.id );
	const batch = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify( { product_ids: ids, customer_type: 'individual' } ) };
	return {
		category,
		ids,
		measures: {
			'/sklep TTFB': ( init ) => ttfb( `${ baseUrl }/sklep`, init ).then( ( r ) => r.first ),
			[ 'category TTFB' ]: ( init ) => ttfb( `${ baseUrl }/sklep/category/${ category.slug }`, init ).then( ( r ) => r.first ),
			[ 'Omnibus batch, 50 ids' ]: ( init ) => ttfb( `${ baseUrl }/wp-json/custom/v1/lowest-prices-batch`, { ...batch, ...init, headers: { ...batch.headers, ...init?.headers } } ).then( ( r ) => r.whole ),
		},
	};
}

const ms = ( v ) => `${ v.toFixed( 0 ) } ms`;

export async function benchGrowth( shopUrl, site ) {
	const demo = await subjects( shopUrl, 'per_page=50&orderby=title&order=asc' );
	const bench = await subjects( site.url, 'per_page=50&page=97' );
	console.log( `\nGrowth: demo shop ${ shopUrl } beside the benchmark site ${ site.url } (${ site.server }), ${ RUNS } interleaved samples, medians.` );
	console.log( `  categories: demo "${ demo.category.name }" (${ demo.category.count } products), benchmark "${ bench.category.name }" (${ bench.category.count }); a page shows up to 50, so the demo's category page draws ${ Math.min( 50, demo.category.count ) } cards and the benchmark's 50 (/sklep: 50 on both). Omnibus batch: ${ demo.ids.length } ids on the demo shop, ${ bench.ids.length } on the benchmark site.` );

	const samples = Object.fromEntries( Object.keys( demo.measures ).map( ( k ) => [ k, { demo: [], bench: [] } ] ) );
	for ( const name of Object.keys( demo.measures ) ) {
		await demo.measures[ name ](); // warm-up: OPcache, object caches, MariaDB's buffer pool
		await bench.measures[ name ]();
	}
	for ( let run = 0; run < RUNS; run++ ) {
		for ( const name of Object.keys( demo.measures ) ) {
			const order = run % 2 ? [ 'bench', 'demo' ] : [ 'demo', 'bench' ];
			for ( const which of order ) {
				samples[ name ][ which ].push( await ( which === 'demo' ? demo : bench ).measures[ name ]() );
			}
		}
	}
	console.log( `  ${ ''.padEnd( 24 ) } ${ 'demo shop'.padStart( 10 ) } ${ '10k / 1M'.padStart( 10 ) } ${ 'ratio'.padStart( 6 ) }  goal ≤ 1.5` );
	for ( const [ name, s ] of Object.entries( samples ) ) {
		const ratio = median( s.bench ) / median( s.demo );
		console.log( `  ${ name.padEnd( 24 ) } ${ ms( median( s.demo ) ).padStart( 10 ) } ${ ms( median( s.bench ) ).padStart( 10 ) } ${ ratio.toFixed( 2 ).padStart( 6 ) }  ${ ratio <= 1.5 ? 'met' : 'NOT MET' }` );
	}

	// What each costs in SQL, on the benchmark site.
	let history = null;
	for ( const [ name, profile ] of [ [ '/sklep TTFB', 'sklep' ], [ 'category TTFB', 'category' ], [ 'Omnibus batch, 50 ids', 'omnibus' ] ] ) {
		await bench.measures[ name ]( { headers: { 'X-Bench-Profile': profile } } );
		const report = JSON.parse( readFileSync( join( site.wordpress, 'wp-content', 'bench-profile', `${ profile }.json` ), 'utf8' ) );
		history = report.history;
		console.log( `\n  SQL of ${ name.replace( ' TTFB', '' ) } on the benchmark site (SAVEQUERIES): ${ report.queries } queries, ${ report.query_ms.toFixed( 1 ) } ms in MariaDB of ${ report.wall_ms.toFixed( 0 ) } ms in PHP.` );
		if ( report.rest.length && ! name.startsWith( 'Omnibus' ) ) {
			console.log( `    REST requests inside the page (the preload): ${ report.rest.map( ( r ) => `${ r.route.slice( 0, 70 ) } ${ r.ms.toFixed( 0 ) } ms` ).join( '; ' ) }` );
		}
		console.log( '    slowest query shapes:' );
		for ( const shape of report.shapes.slice( 0, 6 ) ) {
			const caller = String( shape.caller ).split( ', ' ).slice( -2 ).join( ' ← ' );
			console.log( `    ${ shape.ms.toFixed( 1 ).padStart( 7 ) } ms  ×${ String( shape.count ).padEnd( 4 ) } ${ shape.shape.slice( 0, 150 ) }${ shape.shape.length > 150 ? '…' : '' }` );
			console.log( `    ${ ''.padStart( 16 ) } from ${ caller.slice( 0, 140 ) }` );
			for ( const row of shape.explain ?? [] ) {
				console.log( `    ${ ''.padStart( 16 ) } EXPLAIN ${ row.table }: type ${ row.type }, key ${ row.key ?? '—' } (${ row.key_len ?? '' }), rows ${ row.rows }${ row.Extra ? `, ${ row.Extra }` : '' }` );
			}
		}
	}

	// Size and growth of the price history.
	const perRow = ( history.data_bytes + history.index_bytes ) / history.rows;
	const low = CHANGES_PER_DAY * 365;
	const high = low * 2;
	const mib = ( bytes ) => `${ ( bytes / 1048576 ).toFixed( 1 ) } MiB`;
	console.log( `\n  Price history on the benchmark site: ${ history.rows.toLocaleString( 'en' ) } rows, data ${ mib( history.data_bytes ) } + indexes ${ mib( history.index_bytes ) } = ${ perRow.toFixed( 0 ) } bytes a row (${ ( history.data_bytes / history.rows ).toFixed( 0 ) } of them data).` );
	console.log( `  At ${ CHANGES_PER_DAY } price changes a day (one row per tier whose prices changed: 1 or 2 a change): ${ low.toLocaleString( 'en' ) }–${ high.toLocaleString( 'en' ) } rows a year, ${ mib( low * perRow ) }–${ mib( high * perRow ) } a year without pruning.` );
	console.log( `  With the daily pruning it stops growing: per product and tier the rows of the last 30 days (or of the 30 before a running discount began) plus one; at ${ CHANGES_PER_DAY } changes a day that is at most ${ ( CHANGES_PER_DAY * 2 * 30 ).toLocaleString( 'en' ) } recent rows (${ mib( CHANGES_PER_DAY * 2 * 30 * perRow ) }) plus 1 row per product and tier, and the windows of long-running discounts.` );

	if ( process.env.BENCH_GROWTH_PRUNE !== '0' ) {
		const out = execFileSync( 'php', [ '-d', 'memory_limit=1024M', join( dirname( fileURLToPath( import.meta.url ) ), 'prune.php' ) ], {
			env: { ...process.env, COSMETICS_WP_DIR: site.wordpress, COSMETICS_SITE_HOST: new URL( site.url ).host },
			encoding: 'utf8',
		} );
		const p = JSON.parse( out.trim().split( '\n' ).pop() );
		console.log( `  Pruning the benchmark site's history now (in a transaction, rolled back after): ${ p.before.toLocaleString( 'en' ) } → ${ p.after.toLocaleString( 'en' ) } rows (${ p.deleted.toLocaleString( 'en' ) } deleted) in ${ p.batches } batches of up to 200 products, ${ p.seconds } s; Omnibus answers of all ${ p.products.toLocaleString( 'en' ) } products in both tiers unchanged: ${ p.answers_same ? 'yes' : 'NO' }; a second run deletes ${ p.second_run }.` );
	}
}
