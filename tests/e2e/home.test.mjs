/**
 * Home page category cards on desktop and phone widths: six cards under the hero linking to
 * /sklep?category={slug} with the spec's slugs, images rotating every 3.5 s (not with reduced
 * motion), nothing shifting as images load, no REST request for them. Screenshots
 * test-results/e2e/20-home-cards-{desktop,phone}.png.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, VIEWPORTS, launchBrowser, layoutShift, recordRestRequests, screenshot, watchLayoutShifts } from './support.mjs';

/** The spec's cards (accounts-pages-errors.md section 2), the default settings of the demo shop. */
const SPEC_CARDS = [
	[ 'Podstawowa pielęgnacja', '/sklep?category=pielegnacja-skory' ],
	[ 'Anti-aging', '/sklep?category=makijaz' ],
	[ 'Pielęgnacja okolic oczu', '/sklep?category=perfumy' ],
	[ 'Problemy skórne i korekta', '/sklep?category=samopoczucie' ],
	[ 'Pielęgnacja ciała', '/sklep?category=zabiegi' ],
	[ 'Linie zabiegowe', '/sklep?category=zabiegi' ],
];

let session;
before( async () => {
	session = await launchBrowser();
} );
after( async () => {
	await session?.close();
} );

/** Index of the visible image of each card. */
const activeImages = ( page ) =>
	page.$$eval( '.cs-home-card', ( cards ) =>
		cards.map( ( card ) => [ ...card.querySelectorAll( 'img' ) ].findIndex( ( img ) => img.classList.contains( 'is-active' ) ) )
	);

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	describe( `home category cards on ${ device } (${ viewport.width } px)`, () => {
		test( 'six cards with the spec links, rotating images, no layout shift, no REST request', async () => {
			const context = await session.browser.newContext( { viewport } );
			const page = await context.newPage();
			const errors = [];
			page.on( 'pageerror', ( error ) => errors.push( error.message ) );
			await watchLayoutShifts( page );
			const requests = recordRestRequests( page );

			await page.goto( `${ BASE_URL }/`, { waitUntil: 'networkidle' } );
			const section = page.getByRole( 'region', { name: 'Znajdź pielęgnację dla siebie' } );
			await section.waitFor();
			assert.deepEqual( requests, [], 'the cards come with the page' );

			const links = section.getByRole( 'list' ).getByRole( 'link' );
			assert.equal( await links.count(), 6 );
			const seen = [];
			for ( let i = 0; i < 6; i++ ) {
				const link = links.nth( i );
				assert.ok( await link.isVisible(), `card ${ i + 1 } is visible` );
				seen.push( [ ( await link.innerText() ).trim(), await link.getAttribute( 'href' ) ] );
			}
			assert.deepEqual( seen, SPEC_CARDS );

			// Every card shows a loaded photo (the demo products have featured images), decorative.
			await page.locator( '.cs-home-card__image.is-active' ).last().scrollIntoViewIfNeeded();
			await page.waitForFunction( () =>
				[ ...document.querySelectorAll( '.cs-home-card__image.is-active' ) ].every( ( img ) => img.complete && img.naturalWidth > 0 )
			);
			assert.equal( await page.locator( '.cs-home-card__image.is-active' ).count(), 6 );
			assert.equal( await page.locator( '.cs-home-card img:not([alt=""])' ).count(), 0, 'images are decorative' );
			const boxes = await page.$$eval( '.cs-home-card__media', ( media ) => media.map( ( el ) => el.getBoundingClientRect().width / el.getBoundingClientRect().height ) );
			boxes.forEach( ( ratio ) => assert.ok( Math.abs( ratio - 1 ) < 0.02, `square image box, reserved before loading (saw ${ ratio })` ) );

			// Full-page screenshot from the top (the sticky navigation bar stays at the top).
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			await page.waitForTimeout( 1300 ); // Let a crossfade settle.
			await screenshot( page, `20-home-cards-${ device }` );

			const shift = await layoutShift( page );
			assert.ok( shift < 0.02, `no layout shift while images load (CLS ${ shift })` );

			// The images rotate every 3.5 s.
			const start = await activeImages( page );
			await page.waitForTimeout( 3700 );
			const next = await activeImages( page );
			assert.notDeepEqual( next, start, 'the images moved on after 3.5 s' );

			// A card leads to the shop filtered by its category.
			await links.first().click();
			await page.waitForURL( `${ BASE_URL }/sklep?category=pielegnacja-skory` );
			assert.deepEqual( errors, [], 'no script errors' );
			await context.close();
		} );
	} );
}

test( 'with reduced motion the cards keep their first image', async () => {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' } );
	const page = await context.newPage();
	await page.goto( `${ BASE_URL }/`, { waitUntil: 'networkidle' } );
	await page.locator( '.cs-home-card' ).first().waitFor();
	await page.waitForTimeout( 3800 );
	assert.deepEqual( await activeImages( page ), [ 0, 0, 0, 0, 0, 0 ] );
	assert.equal( await page.getByRole( 'button', { name: /zmianę zdjęć/ } ).count(), 0 );
	await context.close();
} );

test( 'the rotation can be paused with the keyboard', async () => {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.phone } );
	const page = await context.newPage();
	await page.goto( `${ BASE_URL }/`, { waitUntil: 'networkidle' } );
	const pause = page.getByRole( 'button', { name: 'Wstrzymaj zmianę zdjęć' } );
	await pause.focus();
	await page.keyboard.press( 'Enter' );
	await page.getByRole( 'button', { name: 'Wznów zmianę zdjęć', pressed: true } ).waitFor();
	const paused = await activeImages( page );
	await page.waitForTimeout( 3800 );
	assert.deepEqual( await activeImages( page ), paused );
	await context.close();
} );
