/**
 * axe-core (from npm, injected with Playwright) on every route of the storefront, at phone and desktop
 * widths: no serious or critical violation.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { BASE_URL, VIEWPORTS, launchBrowser } from './support.mjs';

const axeSource = readFileSync( createRequire( import.meta.url ).resolve( 'axe-core/axe.min.js' ), 'utf8' );

let session;
let productPath;
before( async () => {
	session = await launchBrowser();
	const products = await ( await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=1&on_sale=true` ) ).json();
	productPath = `/sklep/product/${ products[ 0 ].id }`;
} );
after( async () => {
	await session?.close();
} );

const ROUTES = [ '/', '/sklep', '/sklep?category=makijaz', 'PRODUCT', '/checkout', '/zamowienie/1', '/profil', '/kontakt', '/reset_hasla', '/regulamin', '/polityka-zwrotow', '/polityka-prywatnosci', '/nie-ma-takiej-strony',
	// Shell: the withdrawal function without an order and with a link that is wrong.
	'/odstapienie-od-umowy', '/odstapienie-od-umowy?order=1&key=wc_order_wrong1234' ];

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	test( `no serious or critical axe violation on any storefront route (${ device })`, async () => {
		const context = await session.browser.newContext( { viewport, reducedMotion: 'reduce' } );
		const page = await context.newPage();
		const found = [];
		for ( const route of ROUTES ) {
			const path = route === 'PRODUCT' ? productPath : route;
			await page.goto( `${ BASE_URL }${ path }`, { waitUntil: 'networkidle' } );
			await page.locator( '#cs-main h1' ).first().waitFor();
			await page.addScriptTag( { content: axeSource } );
			const results = await page.evaluate( () => window.axe.run( document.getElementById( 'cosmetics-storefront' ), { resultTypes: [ 'violations' ] } ) );
			for ( const violation of results.violations.filter( ( v ) => [ 'serious', 'critical' ].includes( v.impact ) ) ) {
				found.push( `${ path }: ${ violation.id } (${ violation.impact }) — ${ violation.help } — ${ violation.nodes.slice( 0, 3 ).map( ( n ) => n.target.join( ' ' ) ).join( ' | ' ) }` );
			}
		}
		await context.close();
		assert.deepEqual( found, [] );
	} );
}
