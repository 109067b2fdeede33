/**
 * Lighthouse (speed and what search engines see): Lighthouse 12 (the devDependency), mobile preset (its default config:
 * a phone's screen, simulated slow 4G and a 4× slower CPU, cold cache each run), on the local shop with
 * the site public (blog_public=1 for the run, put back after):
 *
 * - ours: `/`, `/sklep`, a category, a product, `/checkout` with one product in the cart, `/kontakt`;
 * - WooCommerce's own classic pages on the same site, the same stack and the same run: the shop page
 *   `/?post_type=product` and the same product's classic page `/produkt/<slug>/`, requested with the header
 *   `X-Cosmetics-Baseline: woocommerce` (the dev shop then leaves out the storefront's 301, see
 *   scripts/site/mu-plugins/cosmetics-dev-site.php).
 *
 * Each page is measured LIGHTHOUSE_RUNS times (default 3, interleaved: every page once, then again) and
 * the run with the median performance score is printed: performance, LCP, CLS, TBT, FCP and Speed Index
 * side by side, then the other three categories, the LCP element and the biggest opportunities of our
 * pages. Asserts nothing (a score depends on the machine's load; the targets the
 * figures are read against: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 150 ms and no metric worse
 * than WooCommerce's classic pages; SEO, accessibility and best practices 100 — audits below 100 are listed).
 *
 * The cart: the storefront keeps the Store API's Cart-Token in localStorage (`cosmetics_cart_token`,
 * src/api/tokens.ts). Before the checkout run the script adds the product through the Store API
 * (`cart/add-item` with a fresh Cart-Token), writes the token into the origin's localStorage through a
 * page of the same origin, clears the browser's HTTP cache and runs Lighthouse with
 * `disableStorageReset` (so the token stays; the cache is still cold as for the other pages).
 *
 *   node scripts/bench/lighthouse.mjs [base URL]     (or BENCH_ONLY=lighthouse npm run bench)
 *
 * Then `takeoverTimes`: first contentful paint → the app's takeover on /sklep and a product page, median
 * of 5 with the mobile throttling applied (TAKEOVER_ONLY=1 runs only that).
 *
 * Chromium: CHROME_PATH (default /usr/bin/chromium), headless, no sandbox. LIGHTHOUSE_PAGES=product,/checkout
 * measures only those rows (a name, or its first words: `WooCommerce`); LIGHTHOUSE_SAVE=<folder> keeps each run's full report (JSON) there.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture } from '../lib/shop-fixtures.mjs';
import { topCategory } from '../lib/store-shopper.mjs';

const CATEGORIES = [ 'performance', 'accessibility', 'best-practices', 'seo' ];
const METRICS = [
	[ 'LCP', 'largest-contentful-paint', ( v ) => `${ ( v / 1000 ).toFixed( 2 ) } s` ],
	[ 'CLS', 'cumulative-layout-shift', ( v ) => v.toFixed( 3 ) ],
	[ 'TBT', 'total-blocking-time', ( v ) => `${ Math.round( v ) } ms` ],
	[ 'FCP', 'first-contentful-paint', ( v ) => `${ ( v / 1000 ).toFixed( 2 ) } s` ],
	[ 'SI', 'speed-index', ( v ) => `${ ( v / 1000 ).toFixed( 2 ) } s` ],
];
const BASELINE_HEADERS = { 'X-Cosmetics-Baseline': 'woocommerce' };
const CART_TOKEN_KEY = 'cosmetics_cart_token';

/** The pages, the category and the product picked from the shop's own catalogue (Store API). */
async function pagesOf( baseUrl ) {
	const category = await topCategory( baseUrl );
	// A simple product in stock from the demo catalogue (its SKU has the demo's form; other tests add
	// "Bench: …" and "E2E …" products without photos), so the cart can hold it.
	const products = await ( await fetch( `${ baseUrl }/wp-json/wc/store/v1/products?per_page=20&catalog_visibility=catalog&type=simple&stock_status=instock&orderby=title&order=asc` ) ).json();
	const product = products.find( ( p ) => /^[A-Z]{2}-\d{3}$/.test( p.sku ) && p.images.length ) ?? products[ 0 ];
	return {
		product,
		pages: [
			{ name: '/', path: '/' },
			{ name: '/sklep', path: '/sklep' },
			{ name: 'category', path: `/sklep/category/${ category.slug }` },
			{ name: 'product', path: `/sklep/product/${ product.id }` },
			{ name: '/checkout (cart: 1 product)', path: '/checkout', cart: true },
			{ name: '/kontakt', path: '/kontakt' },
			{ name: 'WooCommerce classic shop', path: '/?post_type=product', baseline: true },
			{ name: 'WooCommerce classic product', path: `/produkt/${ product.slug }/`, baseline: true },
		],
	};
}

/** A guest cart holding one $productId: the Store API's Cart-Token naming it. */
async function cartTokenWith( baseUrl, productId ) {
	const cart = await fetch( `${ baseUrl }/wp-json/wc/store/v1/cart` );
	const token = cart.headers.get( 'Cart-Token' );
	const added = await fetch( `${ baseUrl }/wp-json/wc/store/v1/cart/add-item`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Cart-Token': token },
		body: JSON.stringify( { id: productId, quantity: 1 } ),
	} );
	if ( ! added.ok ) {
		throw new Error( `add-item answered ${ added.status }: ${ ( await added.text() ).slice( 0, 200 ) }` );
	}
	return added.headers.get( 'Cart-Token' ) ?? token;
}

/** Runs $use with a headless Chromium (CHROME_PATH) that Lighthouse drives through puppeteer, then closes it. */
async function withBrowser( use ) {
	const chrome = await chromeLauncher.launch( {
		chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
		chromeFlags: [ '--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1' ],
	} );
	try {
		const browser = await puppeteer.connect( { browserURL: `http://127.0.0.1:${ chrome.port }`, defaultViewport: null } );
		await use( browser );
		await browser.disconnect();
	} finally {
		await chrome.kill();
	}
}

/** One Lighthouse run of $page; for the checkout a cart first (see the header). */
async function runOnce( browser, baseUrl, page, product ) {
	const tab = await browser.newPage();
	try {
		const flags = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
		if ( page.baseline ) {
			flags.extraHeaders = BASELINE_HEADERS;
		}
		if ( page.cart ) {
			const token = await cartTokenWith( baseUrl, product.id );
			const cdp = await tab.createCDPSession();
			await cdp.send( 'Storage.clearDataForOrigin', { origin: new URL( baseUrl ).origin, storageTypes: 'all' } );
			await tab.goto( `${ baseUrl }/wp-json/`, { waitUntil: 'load' } );
			await tab.evaluate( ( [ key, value ] ) => window.localStorage.setItem( key, value ), [ CART_TOKEN_KEY, token ] );
			await tab.goto( 'about:blank' );
			await cdp.send( 'Network.clearBrowserCache' );
			await cdp.detach();
			flags.disableStorageReset = true;
		}
		const { lhr } = await lighthouse( `${ baseUrl }${ page.path }`, flags, undefined, tab );
		return lhr;
	} finally {
		await tab.close();
	}
}

function summary( lhr ) {
	const scores = Object.fromEntries( CATEGORIES.map( ( c ) => [ c, lhr.categories[ c ]?.score == null ? null : Math.round( lhr.categories[ c ].score * 100 ) ] ) );
	const metrics = Object.fromEntries( METRICS.map( ( [ label, id ] ) => [ label, lhr.audits[ id ]?.numericValue ?? null ] ) );
	const failing = [];
	for ( const category of [ 'accessibility', 'best-practices', 'seo' ] ) {
		for ( const ref of lhr.categories[ category ]?.auditRefs ?? [] ) {
			const audit = lhr.audits[ ref.id ];
			if ( ref.weight > 0 && audit.score !== null && audit.score < 1 ) {
				const items = ( audit.details?.items ?? [] )
					.slice( 0, 3 )
					.map( ( item ) => item.node?.snippet ?? item.node?.selector ?? item.source?.url ?? item.url ?? item.description ?? '' )
					.filter( Boolean );
				failing.push( `${ category }: ${ ref.id } — ${ audit.title }${ items.length ? ` (${ items.join( '; ' ).slice( 0, 300 ) })` : '' }` );
			}
		}
	}
	const lcpItems = lhr.audits[ 'largest-contentful-paint-element' ]?.details?.items ?? [];
	const lcpNode = lcpItems[ 0 ]?.items?.[ 0 ]?.node ?? lcpItems[ 0 ]?.node;
	const lcpPhases = ( lcpItems[ 1 ]?.items ?? [] ).map( ( p ) => `${ p.phase } ${ Math.round( p.timing ) } ms` ).join( ', ' );
	const opportunities = Object.values( lhr.audits )
		.filter( ( a ) => a.details?.type === 'opportunity' && ( a.numericValue ?? 0 ) > 0 && a.score !== null && a.score < 1 )
		.sort( ( a, b ) => ( b.numericValue ?? 0 ) - ( a.numericValue ?? 0 ) )
		.slice( 0, 4 )
		.map( ( a ) => `${ a.id } ${ Math.round( a.numericValue ) } ms` );
	return { scores, metrics, failing, lcp: lcpNode ? `${ ( lcpNode.snippet ?? lcpNode.selector ?? '' ).slice( 0, 160 ) }${ lcpPhases ? ` [${ lcpPhases }]` : '' }` : '–', opportunities };
}

/**
 * @returns {Promise<Array<{ name: string, path: string, baseline: boolean, scores: Record<string, number|null>, metrics: Record<string, number|null>, failing: string[] }>>}
 */
export async function lighthouseScores( baseUrl, { log = console.log, runs = Number( process.env.LIGHTHOUSE_RUNS ?? 3 ) } = {} ) {
	const { pages: all, product } = await pagesOf( baseUrl );
	const only = ( process.env.LIGHTHOUSE_PAGES ?? '' ).split( ',' ).map( ( s ) => s.trim() ).filter( Boolean );
	const pages = only.length ? all.filter( ( p ) => only.some( ( name ) => p.name === name || p.name.startsWith( `${ name } ` ) ) ) : all;
	const { before } = fixture( baseUrl, 'blog-public', 1 );
	const samples = new Map( pages.map( ( p ) => [ p, [] ] ) );
	try {
		await withBrowser( async ( browser ) => {
			for ( let run = 0; run < runs; run++ ) {
				for ( const page of pages ) {
					const lhr = await runOnce( browser, baseUrl, page, product );
					if ( process.env.LIGHTHOUSE_SAVE ) {
						writeFileSync( join( process.env.LIGHTHOUSE_SAVE, `${ page.name.replace( /[^a-z0-9]+/gi, '-' ).replace( /^-|-$/g, '' ) || 'home' }-${ run + 1 }.json` ), JSON.stringify( lhr ) );
					}
					samples.get( page ).push( summary( lhr ) );
				}
			}
		} );
	} finally {
		fixture( baseUrl, 'blog-public', before === '1' ? 1 : 0 );
	}
	const rows = pages.map( ( page ) => {
		const sorted = [ ...samples.get( page ) ].sort( ( a, b ) => ( a.scores.performance ?? 0 ) - ( b.scores.performance ?? 0 ) );
		return { name: page.name, path: page.path, baseline: Boolean( page.baseline ), ...sorted[ Math.floor( sorted.length / 2 ) ] };
	} );

	const label = ( row ) => `${ row.name }${ row.name === row.path ? '' : ` (${ row.path })` }`.slice( 0, 51 ).padEnd( 52 );
	log( `\nLighthouse 12, mobile preset, simulated throttling (site public; median of ${ runs } run${ runs === 1 ? '' : 's' } by performance score):` );
	log( `  ${ 'page'.padEnd( 52 ) }${ 'perf'.padStart( 6 ) }${ METRICS.map( ( [ m ] ) => m.padStart( 10 ) ).join( '' ) }${ [ 'a11y', 'BP', 'SEO' ].map( ( c ) => c.padStart( 6 ) ).join( '' ) }` );
	for ( const row of rows ) {
		const metrics = METRICS.map( ( [ m, , format ] ) => ( row.metrics[ m ] == null ? '–' : format( row.metrics[ m ] ) ).padStart( 10 ) ).join( '' );
		const others = [ 'accessibility', 'best-practices', 'seo' ].map( ( c ) => String( row.scores[ c ] ?? '–' ).padStart( 6 ) ).join( '' );
		log( `  ${ label( row ) }${ String( row.scores.performance ?? '–' ).padStart( 6 ) }${ metrics }${ others }` );
	}
	log( '  (WooCommerce rows: its classic templates on the same site with X-Cosmetics-Baseline: woocommerce; targets: perf ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 150 ms)' );
	for ( const row of rows ) {
		log( `  ${ row.path }: LCP element ${ row.lcp }${ row.opportunities.length ? `; opportunities: ${ row.opportunities.join( ', ' ) }` : '' }` );
	}
	for ( const row of rows.filter( ( r ) => ! r.baseline && r.failing.length ) ) {
		log( `  ${ row.path } below 100:\n    ${ row.failing.join( '\n    ' ) }` );
	}
	return rows;
}

const median = ( values ) => {
	const sorted = values.filter( ( v ) => typeof v === 'number' ).sort( ( a, b ) => a - b );
	return sorted.length ? sorted[ Math.floor( sorted.length / 2 ) ] : null;
};

/**
 * The window in which the server's first screen is all there is (issue 31): from the first contentful
 * paint until the app has taken over (its first commit, the User Timing mark `cs-took-over` of
 * src/App.tsx), on `/sklep` and a product page, Lighthouse's mobile throttling applied to the page
 * (`throttlingMethod: devtools`: slow 4G, 4× slower CPU, so both moments are observed under the same
 * throttling; the simulated method computes FCP but not a page's own marks), cold cache, median of
 * TAKEOVER_RUNS (5). Asserts nothing.
 */
export async function takeoverTimes( baseUrl, { log = console.log, runs = Number( process.env.TAKEOVER_RUNS ?? 5 ) } = {} ) {
	const { product } = await pagesOf( baseUrl );
	const pages = [
		{ name: '/sklep', path: '/sklep' },
		{ name: 'product', path: `/sklep/product/${ product.id }` },
	];
	const samples = new Map( pages.map( ( p ) => [ p, [] ] ) );
	await withBrowser( async ( browser ) => {
		for ( let run = 0; run < runs; run++ ) {
			for ( const page of pages ) {
				const tab = await browser.newPage();
				try {
					const { lhr } = await lighthouse( `${ baseUrl }${ page.path }`, { output: 'json', logLevel: 'error', onlyCategories: [ 'performance' ], throttlingMethod: 'devtools' }, undefined, tab );
					const fcp = lhr.audits[ 'first-contentful-paint' ]?.numericValue ?? null;
					const mark = ( lhr.audits[ 'user-timings' ]?.details?.items ?? [] ).find( ( item ) => item.name === 'cs-took-over' );
					const tookOver = mark ? mark.startTime : null;
					samples.get( page ).push( { fcp, tookOver, window: fcp !== null && tookOver !== null ? tookOver - fcp : null } );
				} finally {
					await tab.close();
				}
			}
		}
	} );
	const s = ( v ) => ( v === null ? '–' : `${ ( v / 1000 ).toFixed( 2 ) } s` );
	log( `\nThe first screen before the app (Lighthouse 12, mobile, devtools throttling: slow 4G, 4× CPU; median of ${ runs }):` );
	const rows = [];
	for ( const page of pages ) {
		const runsOf = samples.get( page );
		const row = { name: page.name, path: page.path, fcp: median( runsOf.map( ( r ) => r.fcp ) ), tookOver: median( runsOf.map( ( r ) => r.tookOver ) ), window: median( runsOf.map( ( r ) => r.window ) ), missing: runsOf.filter( ( r ) => r.tookOver === null ).length };
		rows.push( row );
		log( `  ${ `${ page.name } (${ page.path })`.padEnd( 36 ) } FCP ${ s( row.fcp ) }, app took over ${ s( row.tookOver ) }: the server's screen alone for ${ s( row.window ) }${ row.missing ? ` (${ row.missing } run(s) without the mark)` : '' }` );
	}
	log( '  In that window the product form adds to the cart, the links and the search form work (issue 31); the rest waits for the app.' );
	return rows;
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const base = process.argv[ 2 ] ?? process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8888';
	if ( process.env.TAKEOVER_ONLY !== '1' ) {
		await lighthouseScores( base );
	}
	await takeoverTimes( base );
}
