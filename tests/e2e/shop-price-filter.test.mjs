/**
 * The app's price filter in Chromium (review 31b, finding 2): a value typed into one end while the list
 * of the other end's value is on its way is the shopper's, not overwritten when that list arrives; both
 * ends then make one address and one list. The Store API products request is held (page.route) until
 * the second end has been typed, so the order of events does not depend on the machine's speed.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, VIEWPORTS, appTookOver, launchBrowser } from './support.mjs';

/** A Store API list of products (not one product, not the categories), however the REST address is written. */
const isList = ( url ) => /wc\/store\/v1\/products(?![/\w])/.test( decodeURIComponent( url ) );

let session;
before( async () => {
	session = await launchBrowser();
} );
after( async () => {
	await session?.close();
} );

test( 'a maximum typed before the minimum\'s address is drawn survives it and its held list; both make one address and list', async () => {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
	try {
		const page = await context.newPage();
		const errors = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'domcontentloaded' } );
		await appTookOver( page );
		await page.waitForFunction( () => document.querySelectorAll( '.cs-grid .cs-card' ).length === 50 && ! document.querySelector( '.cs-app--server' ) );

		// The first list the filter asks for is held until released.
		let release;
		const released = new Promise( ( resolve ) => ( release = resolve ) );
		let heldSeen;
		const held = new Promise( ( resolve ) => ( heldSeen = resolve ) );
		let holding = true;
		await page.route( ( url ) => isList( url.href ), async ( route ) => {
			if ( holding ) {
				holding = false;
				heldSeen( route.request().url() );
				await released;
			}
			await route.continue().catch( () => undefined );
		} );

		const sidebar = page.getByRole( 'complementary', { name: 'Filtry' } );
		const min = sidebar.getByRole( 'spinbutton', { name: 'Od' } );
		const max = sidebar.getByRole( 'spinbutton', { name: 'Do' } );
		await min.click();
		await page.keyboard.press( 'Control+A' );
		await page.keyboard.type( '20' );
		// Tab to "Do" and its first keystrokes in one task, before the router's transition to the
		// minimum's address is drawn (what a slow phone or autofill does; page.keyboard's keys are each a
		// task of their own, between which this machine's Chromium draws the transition): leaving "Od"
		// applies 20, "Do" holds 60 before the address is drawn. The script's value and input event are
		// what a keystroke gives React.
		await max.evaluate( ( input ) => {
			input.focus();
			Object.getOwnPropertyDescriptor( HTMLInputElement.prototype, 'value' ).set.call( input, '60' );
			input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		} );
		assert.match( decodeURIComponent( await held ), /[?&]min_price=2000\b/, 'the minimum alone is asked for first' );
		await sidebar.getByRole( 'link', { name: 'Wyczyść cenę' } ).waitFor();
		assert.equal( await max.evaluate( ( input ) => input === document.activeElement ), true, '"Do" has the focus' );
		assert.equal( await min.inputValue(), '20', '"Od" shows the 20 it applied' );
		assert.equal( await max.inputValue(), '60', '"Do" keeps the 60 typed before the minimum\'s address was drawn' );

		// The minimum's list arrives while "Do" holds 60, not applied yet.
		const answered = page.waitForResponse( ( response ) => isList( response.url() ) && /[?&]min_price=2000\b/.test( decodeURIComponent( response.url() ) ) && ! /max_price/.test( response.url() ) );
		release();
		await answered;
		await page.waitForURL( /\/sklep\?price_min=20$/ );
		await page.waitForFunction( () => ! document.querySelector( '.cs-grid--stale' ) && ! document.querySelector( '.cs-shop__results[aria-busy="true"]' ) );
		assert.equal( await min.inputValue(), '20', '"Od" keeps 20' );
		assert.equal( await max.inputValue(), '60', '"Do" keeps the 60 typed while the list loaded' );

		// Leaving "Do" applies both ends together.
		const both = page.waitForResponse( ( response ) => isList( response.url() ) && /[?&]max_price=6000\b/.test( decodeURIComponent( response.url() ) ) && /[?&]min_price=2000\b/.test( decodeURIComponent( response.url() ) ) );
		await page.keyboard.press( 'Enter' );
		await both;
		await page.waitForURL( /\/sklep\?price_min=20&price_max=60$/ );
		await page.waitForFunction( () => ! document.querySelector( '.cs-grid--stale' ) && ! document.querySelector( '.cs-shop__results[aria-busy="true"]' ) );
		assert.equal( await min.inputValue(), '20' );
		assert.equal( await max.inputValue(), '60' );
		const prices = await page.locator( '.cs-card .cs-price' ).evaluateAll( ( els ) => els.map( ( el ) => Number( ( el.querySelector( 'ins' ) ?? el ).textContent.replace( /[^\d,]/g, '' ).replace( ',', '.' ) ) ) );
		assert.ok( prices.length > 0 && prices.every( ( price ) => price >= 20 && price <= 60 ), `every price within 20–60 zł: ${ prices }` );
		assert.deepEqual( errors, [], 'no script errors' );
	} finally {
		await context.close();
	}
} );
