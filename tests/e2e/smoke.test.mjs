/**
 * Smoke: home -> shop -> product on desktop and phone widths, the 404 screen, and no REST request
 * during the first render of / and /sklep (their data is preloaded into the page).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, VIEWPORTS, launchBrowser, recordRestRequests, screenshot } from './support.mjs';

let session;
before( async () => {
	session = await launchBrowser();
} );
after( async () => {
	await session?.close();
} );

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	describe( `storefront on ${ device } (${ viewport.width } px)`, () => {
		test( 'home, shop and a product page', async () => {
			const context = await session.browser.newContext( { viewport } );
			const page = await context.newPage();
			const errors = [];
			page.on( 'pageerror', ( error ) => errors.push( error.message ) );

			const homeRequests = recordRestRequests( page );
			await page.goto( `${ BASE_URL }/`, { waitUntil: 'networkidle' } );
			await page.getByRole( 'heading', { level: 1 } ).waitFor();
			assert.deepEqual( homeRequests, [], 'the first render of / makes no REST request' );
			await screenshot( page, `01-home-${ device }` );

			await page.getByRole( 'link', { name: 'Przejdź do sklepu' } ).click();
			await page.waitForURL( `${ BASE_URL }/sklep` );
			await page.locator( '.cs-card' ).first().waitFor();
			const cards = await page.locator( '.cs-card' ).count();
			assert.ok( cards >= 40, `the shop lists the demo products (saw ${ cards })` );
			await screenshot( page, `02-shop-${ device }` );

			const firstName = ( await page.locator( '.cs-card__title' ).first().innerText() ).trim();
			await page.locator( '.cs-card__title a' ).first().click();
			await page.waitForURL( /\/sklep\/product\/\d+$/ );
			await page.getByRole( 'heading', { level: 1, name: firstName } ).waitFor();
			await screenshot( page, `03-product-${ device }` );

			assert.deepEqual( errors, [], 'no script errors' );
			await context.close();
		} );
	} );
}

test( 'a full page load of /sklep renders the products without a REST request', async () => {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
	const page = await context.newPage();
	const requests = recordRestRequests( page );
	const response = await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'networkidle' } );
	assert.equal( response.status(), 200 );
	await page.locator( '.cs-card' ).first().waitFor();
	assert.deepEqual( requests, [], 'products and categories come preloaded' );
	await context.close();
} );

test( 'a product URL loads directly', async () => {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.phone } );
	const page = await context.newPage();
	await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'networkidle' } );
	const href = await page.locator( '.cs-card__title a' ).first().getAttribute( 'href' );
	const response = await page.goto( `${ BASE_URL }${ href }`, { waitUntil: 'networkidle' } );
	assert.equal( response.status(), 200 );
	await page.locator( '.cs-product__title' ).waitFor();
	await context.close();
} );

test( 'an unknown path shows the 404 screen with status 404', async () => {
	for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
		const context = await session.browser.newContext( { viewport } );
		const page = await context.newPage();
		const response = await page.goto( `${ BASE_URL }/nie-ma-takiej-strony`, { waitUntil: 'networkidle' } );
		assert.equal( response.status(), 404 );
		await page.getByRole( 'heading', { level: 1, name: 'Strona jest modernizowana' } ).waitFor();
		await screenshot( page, `04-not-found-${ device }` );
		await context.close();
	}
} );
