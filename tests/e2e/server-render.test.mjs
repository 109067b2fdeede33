/**
 * Issue 12, points 5 and 6: the first screen comes from the server and the app takes it over without a
 * request and without moving anything.
 *
 * - A simple and a variable product page, /sklep and a category page at 390 and 1280 px: no REST
 *   request until the shopper acts (product, variations, Omnibus data, list and categories preloaded
 *   and primed into the app's cache) and a cumulative layout shift of at most 0.05 (Chromium's Layout
 *   Instability API, from before the first paint until the page is idle).
 * - With JavaScript off the same product page and /sklep are a readable page: heading, price, photo,
 *   the product links. Screenshots test-results/e2e/45-no-js-{product,shop}-{desktop,phone}.png (and
 *   46-app-… after the app took over).
 *
 * Fixtures are picked by what they are (the first simple product with a photo and the first variable
 * product the Store API lists; the category of that product), never by demo ids.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, VIEWPORTS, launchBrowser, layoutShift, recordRestRequests, screenshot, watchLayoutShifts } from './support.mjs';

const MAX_CLS = 0.05;

let session;
let pages;
before( async () => {
	session = await launchBrowser();
	const listing = await ( await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products?catalog_visibility=catalog&per_page=100` ) ).json();
	const simple = listing.find( ( product ) => product.type === 'simple' && product.images.length && product.categories.length );
	const variable = listing.find( ( product ) => product.type === 'variable' );
	assert.ok( simple && variable, 'the shop lists a simple product with a photo and a variable product' );
	pages = {
		simple: `/sklep/product/${ simple.id }`,
		variable: `/sklep/product/${ variable.id }`,
		shop: '/sklep',
		category: `/sklep/category/${ simple.categories[ 0 ].slug }`,
	};
} );
after( async () => {
	await session?.close();
} );

/** The app has rendered over the server's markup: React's shell (no cs-app--server) with its cart button. */
const appTookOver = ( page ) => page.locator( '#cosmetics-storefront > .cs-app:not(.cs-app--server) .cs-navbar__actions button' ).first().waitFor( { state: 'attached' } );

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	describe( `server-rendered first screen on ${ device } (${ viewport.width } px)`, () => {
		test( 'product (simple and variable), shop and category: 0 REST requests and CLS ≤ 0.05 as the app takes over', async ( t ) => {
			const context = await session.browser.newContext( { viewport } );
			try {
				for ( const [ name, path ] of Object.entries( pages ) ) {
					const page = await context.newPage();
					const errors = [];
					page.on( 'pageerror', ( error ) => errors.push( error.message ) );
					await watchLayoutShifts( page );
					const requests = recordRestRequests( page );
					// The server's markup is there before any script runs.
					const response = await page.goto( `${ BASE_URL }${ path }`, { waitUntil: 'networkidle' } );
					assert.equal( response.status(), 200, path );
					const html = await response.text();
					assert.match( html, /<div id="cosmetics-storefront" class="cosmetics-storefront"><script>[^<]*<\/script><div class="cs-app cs-app--server">/, `${ path }: server markup in the mount element` );
					await appTookOver( page );
					await page.waitForLoadState( 'networkidle' );
					assert.equal( await page.locator( 'h1' ).count(), 1, `${ path }: one h1` );
					assert.deepEqual( requests, [], `${ path }: no REST request until the shopper acts` );
					const shift = await layoutShift( page );
					t.diagnostic( `${ path }: CLS ${ shift.toFixed( 4 ) }` );
					assert.ok( shift <= MAX_CLS, `${ path }: layout shift ${ shift } > ${ MAX_CLS }` );
					assert.deepEqual( errors, [], `${ path }: no script error` );
					if ( name === 'simple' || name === 'shop' ) {
						await screenshot( page, `46-app-${ name === 'simple' ? 'product' : 'shop' }-${ device }` );
					}
					await page.close();
				}
			} finally {
				await context.close();
			}
		} );

		test( 'with JavaScript off a product page and /sklep are readable pages', async () => {
			const context = await session.browser.newContext( { viewport, javaScriptEnabled: false } );
			try {
				const page = await context.newPage();
				await page.goto( `${ BASE_URL }${ pages.simple }`, { waitUntil: 'load' } );
				const heading = page.locator( 'h1.cs-product__title' );
				assert.ok( await heading.isVisible(), 'the product name is the visible h1' );
				assert.match( await page.locator( '.cs-product__price' ).innerText(), /\d,\d\d\s?zł/ );
				const photo = page.locator( '.cs-gallery img' );
				assert.ok( await photo.isVisible() );
				assert.ok( ( await photo.getAttribute( 'alt' ) ).length > 0, 'the photo has alt text' );
				assert.ok( await photo.evaluate( ( img ) => img.complete && img.naturalWidth > 0 ), 'the photo loads' );
				const box = await heading.boundingBox();
				assert.ok( box.width <= viewport.width, 'the heading fits the width' );
				assert.ok( ( await page.evaluate( () => document.documentElement.scrollWidth ) ) <= viewport.width, 'no horizontal scroll' );
				await screenshot( page, `45-no-js-product-${ device }` );

				await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'load' } );
				assert.equal( ( await page.locator( 'h1' ).innerText() ).trim(), 'Sklep' );
				assert.ok( ( await page.locator( '.cs-card__title a' ).count() ) > 0, 'product links' );
				assert.ok( await page.locator( '.cs-card' ).first().isVisible() );
				assert.ok( ( await page.evaluate( () => document.documentElement.scrollWidth ) ) <= viewport.width, 'no horizontal scroll' );
				await screenshot( page, `45-no-js-shop-${ device }` );
			} finally {
				await context.close();
			}
		} );
	} );
}
