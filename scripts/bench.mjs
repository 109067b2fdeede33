#!/usr/bin/env node
/**
 * `npm run bench`: benchmarks against the local shop. Each prints its figures; none fails on timing.
 * Later issues add their benchmarks to BENCHMARKS.
 */
import { DEFAULT_BASE_URL, ensureRunningShop } from './lib/running-shop.mjs';
import { launchBrowser, recordRestRequests } from '../tests/e2e/support.mjs';

const RUNS = Number( process.env.BENCH_RUNS ?? 5 );

/** First render of /sklep: time until product cards show, and the requests made until then. */
async function firstRenderOfShop( browser, baseUrl ) {
	const samples = [];
	for ( let run = 0; run < RUNS; run++ ) {
		const context = await browser.newContext( { viewport: { width: 1280, height: 900 } } );
		const page = await context.newPage();
		const all = [];
		page.on( 'request', ( request ) => all.push( request.resourceType() ) );
		const rest = recordRestRequests( page );
		const started = Date.now();
		await page.goto( `${ baseUrl }/sklep`, { waitUntil: 'commit' } );
		await page.locator( '.cs-card' ).first().waitFor( { timeout: 60000 } );
		const renderedMs = Date.now() - started;
		const timing = await page.evaluate( () => {
			const nav = performance.getEntriesByType( 'navigation' )[ 0 ];
			return { ttfb: nav.responseStart, domContentLoaded: nav.domContentLoadedEventEnd };
		} );
		const count = ( type ) => all.filter( ( t ) => t === type ).length;
		samples.push( {
			renderedMs,
			ttfb: timing.ttfb,
			dcl: timing.domContentLoaded,
			requests: all.length,
			rest: rest.length,
			scripts: count( 'script' ),
			styles: count( 'stylesheet' ),
			images: count( 'image' ),
		} );
		await context.close();
	}
	const median = ( key ) => {
		const sorted = samples.map( ( s ) => s[ key ] ).sort( ( a, b ) => a - b );
		return sorted[ Math.floor( sorted.length / 2 ) ];
	};
	console.log( `\nFirst render of /sklep (${ RUNS } runs, cold browser context each, median):` );
	console.log( `  time to first product card: ${ median( 'renderedMs' ).toFixed( 0 ) } ms` );
	console.log( `  server response (TTFB):     ${ median( 'ttfb' ).toFixed( 0 ) } ms` );
	console.log( `  DOMContentLoaded:           ${ median( 'dcl' ).toFixed( 0 ) } ms` );
	console.log(
		`  requests until first card:  ${ median( 'requests' ) } (REST ${ median( 'rest' ) }, scripts ${ median( 'scripts' ) }, ` +
			`stylesheets ${ median( 'styles' ) }, images ${ median( 'images' ) })`
	);
}

const BENCHMARKS = [ firstRenderOfShop ];

const shop = await ensureRunningShop( process.env.BENCH_BASE_URL ?? DEFAULT_BASE_URL );
const session = await launchBrowser();
try {
	for ( const benchmark of BENCHMARKS ) {
		await benchmark( session.browser, shop.baseUrl );
	}
} finally {
	await session.close();
	await shop.stop();
}
