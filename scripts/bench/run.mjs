#!/usr/bin/env node
/**
 * `npm run bench`: benchmarks. Each prints its figures; none fails on timing.
 * - shop: against the local shop (started if needed), in a browser;
 * - catalogue: against the separate benchmark site .site/bench/ (scripts/lib/bench-site.mjs: its own
 *   WordPress and MariaDB with 10 000 generated products and 1 000 000 price-history rows; the demo
 *   shop's data is never touched). Its first run assembles and generates it (a few minutes).
 * - budget: a Lighthouse-style budget of `/` and `/sklep` on the local shop (initial JS gzipped
 *   without WordPress's own React, requests before the app's first render, largest image).
 * - ratelimit: parallel hits on one rate-limit bucket of the local shop, all of which must count.
 * - lighthouse: Lighthouse 12 (mobile preset, simulated throttling) of /, /sklep, a category, a product,
 *   /checkout with a cart and /kontakt beside WooCommerce's classic shop and product pages, with the site
 *   public (scripts/bench/lighthouse.mjs): performance, LCP, CLS, TBT, FCP, Speed Index and
 *   accessibility, best practices, SEO (the audits below 100 are listed).
 * - load: 50 connections × 30 s per scenario with autocannon on /sklep, a product page, Store API add to
 *   cart and a full guest checkout, beside WooCommerce's classic pages and a bare Store API checkout,
 *   and the stock check after them (scripts/bench/load.mjs; BENCH_LOAD_SECONDS / _CONNECTIONS to shorten).
 * - growth: /sklep, a category page and the Omnibus batch of 50 ids on the demo shop beside the benchmark
 *   site (ratio), their SQL with SAVEQUERIES and EXPLAIN, the price history's size and growth a year
 *   (scripts/bench/growth.mjs).
 * - ttfb: median TTFB (warm and cold: after a price change) and raw HTML size of /, /sklep, a category
 *   and WooCommerce's classic shop page, interleaved (scripts/bench/ttfb.mjs).
 * - search: the plugin's search beside WooCommerce's own (full search and suggestions, p50/p95) on the
 *   demo shop, the benchmark site and a 100 000-product one, and the index's size (scripts/bench/search.mjs).
 * - cluster: the shop on several servers (scripts/bench/cluster.mjs): guest /sklep with the page
 *   cache vs without, checkouts on one web node vs two; its own topology, started and stopped here.
 * `BENCH_ONLY=catalogue npm run bench` runs one group.
 * The local shop it starts runs on the production stack (nginx + PHP-FPM with OPcache, as a shop serves it: the
 * figures mean something for one; SITE_SERVER=php for PHP's built-in server); a shop already running is used as it is, and the web
 * server that answers is printed.
 */
import { DEFAULT_BASE_URL, ensureRunningShop } from '../lib/running-shop.mjs';
import { ensureMachine } from '../lib/machine.mjs';
import { BENCH_PRO, startBenchSite } from '../lib/bench-site.mjs';
import { gzipSync } from 'node:zlib';
import { launchBrowser, recordRestRequests } from '../../tests/e2e/support.mjs';
// Cart and checkout.
import { benchCheckout } from './checkout.mjs';
// Accounts: rate-limit counters under parallel hits.
import { benchRateLimit } from './ratelimit.mjs';
// Found by search engines: Lighthouse scores.
import { lighthouseScores, takeoverTimes } from './lighthouse.mjs';
// Faster than WooCommerce: under load.
import { benchLoad } from './load.mjs';
import { benchGrowth } from './growth.mjs';
// Speed: TTFB and HTML size of /, /sklep, a category and WooCommerce's classic shop page.
import { benchTtfb } from './ttfb.mjs';
// The shop on several servers (page cache, two web nodes, Redis).
import { benchCluster } from './cluster.mjs';
// Search: the index beside WooCommerce's own search, on the demo shop and 10 000 / 100 000 products.
import { benchSearch } from './search.mjs';

process.env.SITE_SERVER ??= 'nginx';
ensureMachine( 'bench' );

const RUNS = Number( process.env.BENCH_RUNS ?? 5 );
const CALLS = Number( process.env.BENCH_CALLS ?? 20 );
const ONLY = ( process.env.BENCH_ONLY ?? 'shop,ttfb,budget,catalogue,checkout,ratelimit,lighthouse,load,growth,search,cluster' ).split( ',' ).map( ( s ) => s.trim() );

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

// ------------------------------------------------------------------------------------------------
// Budget: what a first visit to / and /sklep costs, in a cold browser context at 390 px
// (the phone budget; the bundle is the same at 1280 px). The local PHP server does not compress, so
// each script is gzipped here (level 6, what nginx/Apache default to) to give the transfer size.

/** WordPress's own React (wp-includes/js/dist/vendor/react*.js): the budget leaves it out. */
const isWordPressReact = ( url ) => /\/wp-includes\/js\/dist\/vendor\/react(-dom|-jsx-runtime)?(\.min)?\.js/.test( url );

async function budgetOf( browser, baseUrl, path, renderedSelector ) {
	const context = await browser.newContext( { viewport: { width: 390, height: 844 } } );
	const page = await context.newPage();
	const requests = [];
	let rendered = false;
	page.on( 'request', ( request ) => ! rendered && requests.push( request ) );
	const responses = [];
	page.on( 'response', ( response ) => responses.push( response ) );
	await page.goto( `${ baseUrl }${ path }`, { waitUntil: 'commit' } );
	await page.locator( renderedSelector ).first().waitFor( { timeout: 60000 } );
	rendered = true;
	const beforeRender = requests.length;
	const byType = {};
	for ( const request of requests ) {
		byType[ request.resourceType() ] = ( byType[ request.resourceType() ] ?? 0 ) + 1;
	}
	await page.waitForLoadState( 'networkidle' );

	const js = { plugin: 0, wordpress: 0, react: 0, other: 0, raw: 0 };
	let largestImage = { bytes: 0, url: '' };
	for ( const response of responses ) {
		const request = response.request();
		const type = request.resourceType();
		if ( type !== 'script' && type !== 'image' ) {
			continue;
		}
		const body = await response.body().catch( () => null );
		if ( ! body ) {
			continue;
		}
		const url = response.url();
		if ( type === 'image' ) {
			if ( body.length > largestImage.bytes ) {
				largestImage = { bytes: body.length, url };
			}
			continue;
		}
		if ( ! requests.includes( request ) ) {
			continue; // Loaded after the first render (e.g. the sanitiser chunk): not initial JS.
		}
		const gz = gzipSync( body, { level: 6 } ).length;
		if ( isWordPressReact( url ) ) {
			js.react += gz;
		} else if ( url.includes( '/wp-content/plugins/' ) && url.includes( '/build/' ) ) {
			js.plugin += gz;
			js.raw += body.length;
		} else if ( url.includes( '/wp-includes/' ) ) {
			js.wordpress += gz;
			js.raw += body.length;
		} else {
			js.other += gz;
			js.raw += body.length;
		}
	}
	await context.close();
	return { beforeRender, byType, js, largestImage };
}

async function budget( browser, baseUrl ) {
	const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;
	// The app's first render (the server's first screen comes before any script: AppStart).
	const app = '#cosmetics-storefront > .cs-app:not(.cs-app--server)';
	for ( const [ path, selector ] of [ [ '/', `${ app } #cs-main h1` ], [ '/sklep', `${ app } .cs-card` ] ] ) {
		const b = await budgetOf( browser, baseUrl, path, selector );
		const initial = b.js.plugin + b.js.wordpress + b.js.other;
		console.log( `\nBudget of ${ path } (cold, 390 px):` );
		console.log( `  initial JS (until the app's first render), gzipped, without WordPress's React: ${ kb( initial ) } (storefront bundle ${ kb( b.js.plugin ) }, WordPress packages ${ kb( b.js.wordpress ) }, WooCommerce order attribution and other ${ kb( b.js.other ) }; raw ${ kb( b.js.raw ) }; React left out: ${ kb( b.js.react ) })` );
		console.log( `  requests before the app's first render: ${ b.beforeRender } (${ Object.entries( b.byType ).map( ( [ type, n ] ) => `${ type } ${ n }` ).join( ', ' ) })` );
		console.log( `  largest image: ${ b.largestImage.bytes ? `${ kb( b.largestImage.bytes ) } (${ b.largestImage.url.replace( baseUrl, '' ) })` : 'none' }` );
	}
}

// ------------------------------------------------------------------------------------------------
// Catalogue: lowest prices and the professional listing on 10 000 products / 1 000 000 history rows.

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted.length % 2 ? sorted[ ( sorted.length - 1 ) / 2 ] : ( sorted[ sorted.length / 2 - 1 ] + sorted[ sorted.length / 2 ] ) / 2;
};
const ms = ( value ) => `${ value.toFixed( 1 ) } ms`;

/** Logs in through wp-login.php; returns the cookie header and a REST nonce for that session. */
async function logIn( baseUrl, { email, password } ) {
	const jar = new Map( [ [ 'wordpress_test_cookie', 'WP%20Cookie%20check' ] ] );
	const cookie = () => [ ...jar ].map( ( [ k, v ] ) => `${ k }=${ v }` ).join( '; ' );
	const keep = ( response ) => {
		for ( const line of response.headers.getSetCookie() ) {
			const [ pair ] = line.split( ';' );
			const at = pair.indexOf( '=' );
			jar.set( pair.slice( 0, at ), pair.slice( at + 1 ) );
		}
	};
	const login = await fetch( `${ baseUrl }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie() },
		body: new URLSearchParams( { log: email, pwd: password, testcookie: '1', 'wp-submit': 'Log In' } ),
	} );
	keep( login );
	if ( login.status !== 302 ) throw new Error( `Logging in as ${ email } failed (HTTP ${ login.status }).` );
	const nonce = await ( await fetch( `${ baseUrl }/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { Cookie: cookie() } } ) ).text();
	if ( ! /^[0-9a-f]{10}$/.test( nonce ) ) throw new Error( `No REST nonce for ${ email }: ${ nonce.slice( 0, 80 ) }` );
	return { Cookie: cookie(), 'X-WP-Nonce': nonce };
}

/** One timed request: wall time, the route's own time and the whole WordPress request time, SQL queries. */
async function timed( url, init = {} ) {
	const started = performance.now();
	const response = await fetch( url, init );
	const body = await response.json();
	const wall = performance.now() - started;
	if ( ! response.ok ) throw new Error( `${ url }: HTTP ${ response.status } ${ JSON.stringify( body ).slice( 0, 200 ) }` );
	const timing = Object.fromEntries(
		( response.headers.get( 'server-timing' ) ?? '' )
			.split( ',' )
			.map( ( part ) => /^\s*(\w+);dur=([\d.]+)/.exec( part ) )
			.filter( Boolean )
			.map( ( m ) => [ m[ 1 ], Number( m[ 2 ] ) ] )
	);
	return { wall, route: timing.route, wp: timing.wp, queries: Number( response.headers.get( 'x-bench-queries' ) ), body };
}

async function lowestPricesBatch( baseUrl ) {
	// 50 ids from the middle of the catalogue, variable products included.
	const ids = ( await timed( `${ baseUrl }/wp-json/wc/store/v1/products?per_page=50&page=97` ) ).body.map( ( p ) => p.id );
	const call = () =>
		timed( `${ baseUrl }/wp-json/custom/v1/lowest-prices-batch`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { product_ids: ids, customer_type: 'individual' } ),
		} );
	for ( let i = 0; i < 3; i++ ) await call(); // warm-up
	const samples = [];
	for ( let i = 0; i < CALLS; i++ ) samples.push( await call() );
	const answered = Object.keys( samples[ 0 ].body.prices ).length;
	console.log( `\nlowest-prices-batch, ${ ids.length } ids (${ CALLS } calls after 3 warm-up, p50):` );
	console.log( `  route (callback) time:   ${ ms( median( samples.map( ( s ) => s.route ) ) ) }` );
	console.log( `  WordPress request time:  ${ ms( median( samples.map( ( s ) => s.wp ) ) ) }` );
	console.log( `  client wall time:        ${ ms( median( samples.map( ( s ) => s.wall ) ) ) }` );
	console.log( `  SQL queries in the route: ${ [ ...new Set( samples.map( ( s ) => s.queries ) ) ].join( '/' ) } (${ answered } prices answered)` );
}

async function professionalListingVersusStoreApi( baseUrl ) {
	const headers = await logIn( baseUrl, BENCH_PRO );
	for ( const sort of [ 'orderby=date&order=desc', 'orderby=price&order=asc' ] ) {
		const ours = `${ baseUrl }/wp-json/custom-api/v1/products-by-professional-price?per_page=50&page=1&${ sort }`;
		const store = `${ baseUrl }/wp-json/wc/store/v1/products?per_page=50&page=1&${ sort }`;
		for ( let i = 0; i < 2; i++ ) {
			await timed( ours, { headers } );
			await timed( store, { headers } );
		}
		const a = [];
		const b = [];
		for ( let i = 0; i < CALLS; i++ ) {
			// Side by side, alternating which goes first.
			if ( i % 2 ) {
				a.push( await timed( ours, { headers } ) );
				b.push( await timed( store, { headers } ) );
			} else {
				b.push( await timed( store, { headers } ) );
				a.push( await timed( ours, { headers } ) );
			}
		}
		const same = a[ 0 ].body.every( ( item ) => {
			const other = b[ 0 ].body.find( ( p ) => p.id === item.id );
			return ! other || JSON.stringify( other.prices ) === JSON.stringify( item.prices );
		} );
		const wp = ( list ) => median( list.map( ( s ) => s.wp ) );
		console.log( `\nProfessional listing vs Store API products, page of 50, ${ sort }, as an approved professional (${ CALLS } calls each, p50):` );
		console.log( `  products-by-professional-price: request ${ ms( wp( a ) ) }, route ${ ms( median( a.map( ( s ) => s.route ) ) ) }, wall ${ ms( median( a.map( ( s ) => s.wall ) ) ) }, ${ a[ 0 ].queries } queries` );
		console.log( `  wc/store/v1/products:           request ${ ms( wp( b ) ) }, route ${ ms( median( b.map( ( s ) => s.route ) ) ) }, wall ${ ms( median( b.map( ( s ) => s.wall ) ) ) }, ${ b[ 0 ].queries } queries` );
		console.log( `  ratio (listing / Store API, request time p50): ${ ( wp( a ) / wp( b ) ).toFixed( 2 ) }; prices of the common products equal: ${ same }` );
	}
}

/** Runs `measure( baseUrl, browser? )` on the local shop (started if needed), then stops what it started. */
async function onLocalShop( measure, { browser = false } = {} ) {
	const shop = await ensureRunningShop( process.env.BENCH_BASE_URL ?? process.env.E2E_BASE_URL ?? DEFAULT_BASE_URL );
	const server = ( await fetch( `${ shop.baseUrl }/wp-includes/js/jquery/jquery.min.js`, { method: 'HEAD' } ) ).headers.get( 'server' ) ?? '';
	console.log( `Web server of ${ shop.baseUrl }: ${ /nginx/i.test( server ) ? 'nginx + PHP-FPM' : `not nginx (${ server || 'no Server header' }: PHP's built-in server?)` }` );
	const session = browser ? await launchBrowser() : null;
	try {
		await measure( shop.baseUrl, session?.browser );
	} finally {
		await session?.close();
		await shop.stop();
	}
}

const GROUPS = {
	shop: () => onLocalShop( ( baseUrl, browser ) => firstRenderOfShop( browser, baseUrl ), { browser: true } ),
	ttfb: () => onLocalShop( benchTtfb ),
	budget: () => onLocalShop( ( baseUrl, browser ) => budget( browser, baseUrl ), { browser: true } ),
	catalogue: async () => {
		const site = await startBenchSite();
		try {
			const total = ( await fetch( `${ site.url }/wp-json/wc/store/v1/products?per_page=1` ) ).headers.get( 'x-wp-total' );
			console.log( `\nBenchmark site ${ site.url } (.site/bench): ${ total } products` );
			await lowestPricesBatch( site.url );
			await professionalListingVersusStoreApi( site.url );
		} finally {
			await site.stop();
		}
	},
	// Cart and checkout: on the local shop (creates bench products and orders there).
	checkout: () => onLocalShop( benchCheckout ),
	// Accounts: the rate-limit counter under parallel hits.
	ratelimit: () => onLocalShop( benchRateLimit ),
	// Search engines: Lighthouse (its own Chromium through chrome-launcher).
	lighthouse: () =>
		onLocalShop( async ( baseUrl ) => {
			await lighthouseScores( baseUrl );
			// The first screen before the app: first contentful paint → the app's takeover (issue 31).
			await takeoverTimes( baseUrl );
		} ),
	// Speed: autocannon on the storefront's pages and Store API beside WooCommerce's (scripts/bench/load.mjs).
	load: () => onLocalShop( benchLoad ),
	// Speed: the demo shop beside the 10 000-product benchmark site, SQL costs, price-history growth.
	growth: () =>
		onLocalShop( async ( shopUrl ) => {
			const site = await startBenchSite();
			try {
				await benchGrowth( shopUrl, site );
			} finally {
				await site.stop();
			}
		} ),
	// Search: the demo shop, the 10 000-product benchmark site and a 100 000-product one (its own folder,
	// .site/bench-100k, no price history to speak of, 500 variable products as at 10 000 (each is made
	// through WooCommerce, 0.35 s); BENCH_SEARCH_100K=0 leaves it out).
	search: () =>
		onLocalShop( async ( shopUrl ) => {
			const sites = [];
			try {
				sites.push( { label: '10 000 products', products: 10000, site: await startBenchSite() } );
				if ( process.env.BENCH_SEARCH_100K !== '0' ) {
					const port = Number( process.env.BENCH_SITE_100K_PORT || 8892 );
					sites.push( { label: '100 000 products', products: 100000, site: await startBenchSite( { dir: 'bench-100k', port, products: 100000, rows: 0, variable: 500 } ) } );
				}
				await benchSearch( shopUrl, sites );
			} finally {
				for ( const { site } of sites ) await site.stop();
			}
		} ),
	// Several servers: the two-node topology with the page cache and Redis, started for the group (never a
	// shop found running: its topology is not known).
	cluster: async () => {
		const shop = await ensureRunningShop( `http://127.0.0.1:${ process.env.BENCH_CLUSTER_PORT || 8897 }`, { reuse: false, env: { SITE_TOPOLOGY: 'cluster' } } );
		try {
			await benchCluster( shop.baseUrl );
		} finally {
			await shop.stop();
		}
	},
};

for ( const name of Object.keys( GROUPS ) ) {
	if ( ONLY.includes( name ) ) {
		await GROUPS[ name ]();
	}
}
