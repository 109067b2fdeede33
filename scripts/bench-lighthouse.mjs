/**
 * Lighthouse scores (issue 12): Lighthouse 12 (the devDependency), mobile preset (its default config:
 * a phone's screen, simulated slow 4G and CPU), on `/`, `/sklep`, a category, a product and `/kontakt`
 * of the local shop with the site public (blog_public=1 for the run, put back after). Prints a table of
 * the four categories per page; asserts nothing (the target is SEO, accessibility and best practices 100).
 * Each failing audit of those three categories is listed under the table.
 *
 *   node scripts/bench-lighthouse.mjs [base URL]     (or BENCH_ONLY=lighthouse npm run bench)
 *
 * Chromium: CHROME_PATH (default /usr/bin/chromium), headless, no sandbox.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { fixture } from './lib/shop-fixtures.mjs';

const CATEGORIES = [ 'performance', 'accessibility', 'best-practices', 'seo' ];

/** The five pages, the category and the product picked from the shop's own catalogue (Store API). */
async function pagesOf( baseUrl ) {
	const categories = await ( await fetch( `${ baseUrl }/wp-json/wc/store/v1/products/categories?per_page=100` ) ).json();
	// The top category with the most products (not WooCommerce's catch-all, which fixtures fill).
	const category = categories.filter( ( c ) => c.parent === 0 ).sort( ( a, b ) => b.count - a.count )[ 0 ];
	const [ product ] = await ( await fetch( `${ baseUrl }/wp-json/wc/store/v1/products?per_page=1&catalog_visibility=catalog&type=simple` ) ).json();
	return [
		[ '/', '/' ],
		[ '/sklep', '/sklep' ],
		[ 'category', `/sklep/category/${ category.slug }` ],
		[ 'product', `/sklep/product/${ product.id }` ],
		[ '/kontakt', '/kontakt' ],
	];
}

/**
 * @returns {Promise<Array<{ name: string, path: string, scores: Record<string, number|null>, failing: string[] }>>}
 */
export async function lighthouseScores( baseUrl, { log = console.log } = {} ) {
	const pages = await pagesOf( baseUrl );
	const { before } = fixture( baseUrl, 'blog-public', 1 );
	const chrome = await chromeLauncher.launch( {
		chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
		chromeFlags: [ '--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1' ],
	} );
	const rows = [];
	try {
		for ( const [ name, path ] of pages ) {
			const result = await lighthouse( `${ baseUrl }${ path }`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES } );
			const { lhr } = result;
			const scores = Object.fromEntries( CATEGORIES.map( ( c ) => [ c, lhr.categories[ c ]?.score == null ? null : Math.round( lhr.categories[ c ].score * 100 ) ] ) );
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
			rows.push( { name, path, scores, failing } );
		}
	} finally {
		await chrome.kill();
		fixture( baseUrl, 'blog-public', before === '1' ? 1 : 0 );
	}
	const cell = ( value ) => String( value ?? '–' ).padStart( 13 );
	log( '\nLighthouse 12, mobile preset (site public):' );
	log( `  ${ 'page'.padEnd( 48 ) }${ CATEGORIES.map( ( c ) => c.padStart( 15 ) ).join( '' ) }` );
	for ( const row of rows ) {
		log( `  ${ `${ row.name } (${ row.path })`.slice( 0, 47 ).padEnd( 48 ) }${ CATEGORIES.map( ( c ) => `  ${ cell( row.scores[ c ] ) }` ).join( '' ) }` );
	}
	for ( const row of rows.filter( ( r ) => r.failing.length ) ) {
		log( `  ${ row.path } below 100:\n    ${ row.failing.join( '\n    ' ) }` );
	}
	return rows;
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	await lighthouseScores( process.argv[ 2 ] ?? process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8888' );
}
