/**
 * Every drawer and dialog covers the viewport wherever the page is scrolled, at 1280 and 390 px: the
 * cart panel, the phone's side menu, the shop's filters drawer on phones and the login dialog, each
 * opened at scrollY 0 and after scrolling past the bar's translucency threshold (the translucent bar's
 * backdrop filter once made the fixed drawers inside it 60–68 px tall). On a phone "Dodaj do koszyka"
 * scrolls the page to the button, so the panel it opens is checked too. Screenshots
 * test-results/e2e/70-…png (the viewport, as the shopper sees it).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, SCREENSHOTS, VIEWPORTS, launchBrowser } from './support.mjs';

const PRODUCT_NAME = 'E2E drawers: krem testowy';

let session;
let productId;

before( async () => {
	session = await launchBrowser();
	productId = fixture( BASE_URL, 'product', PRODUCT_NAME, 'unlimited' ).id;
} );
after( async () => {
	await session?.close();
} );

/** The box of the first match, and whether the element at its centre belongs to it (nothing covers it). */
function boxOf( page, selector ) {
	return page.evaluate( ( sel ) => {
		const el = document.querySelector( sel );
		if ( ! el ) {
			return null;
		}
		const r = el.getBoundingClientRect();
		const hit = document.elementFromPoint( r.left + r.width / 2, r.top + Math.min( r.height / 2, 20 ) );
		return { top: r.top, left: r.left, bottom: r.bottom, right: r.right, width: r.width, height: r.height, onTop: !! hit && el.contains( hit ) };
	}, selector );
}

async function scrollAndWait( page, y ) {
	await page.evaluate( ( top ) => window.scrollTo( 0, top ), y );
	await page.waitForFunction( ( top ) => Math.abs( window.scrollY - top ) < 2 || window.scrollY > 50, y );
	if ( y > 50 ) {
		await page.waitForFunction( () => document.querySelector( 'header.cs-navbar' )?.classList.contains( 'cs-navbar--translucent' ) );
	}
}

/** A side drawer: its panel runs from the top to the bottom of the viewport; its backdrop covers it all. */
async function assertDrawerCovers( page, viewport, what ) {
	const panel = await boxOf( page, '.cs-drawer__panel[role="dialog"]' );
	assert.ok( panel, `${ what }: the panel is open` );
	assert.ok( Math.abs( panel.top ) <= 1, `${ what }: the panel starts at the top of the viewport (top ${ panel.top })` );
	assert.ok( Math.abs( panel.bottom - viewport.height ) <= 1, `${ what }: the panel reaches the bottom of the viewport (height ${ panel.height } of ${ viewport.height })` );
	assert.ok( panel.onTop, `${ what }: nothing of the page lies over the panel` );
	const backdrop = await boxOf( page, '.cs-drawer__backdrop' );
	assert.ok( backdrop.top <= 0 && backdrop.left <= 0 && backdrop.bottom >= viewport.height && backdrop.right >= viewport.width, `${ what }: the backdrop covers the viewport (${ JSON.stringify( backdrop ) })` );
}

/** The last control of the drawer is inside the viewport and not covered by the page. */
async function assertReachable( page, locator, viewport, what ) {
	const box = await locator.boundingBox();
	assert.ok( box, `${ what }: shown` );
	assert.ok( box.y >= 0 && box.y + box.height <= viewport.height, `${ what }: inside the viewport (${ box.y }–${ box.y + box.height } of ${ viewport.height })` );
	const onTop = await locator.evaluate( ( el ) => {
		const r = el.getBoundingClientRect();
		const hit = document.elementFromPoint( r.left + r.width / 2, r.top + r.height / 2 );
		return !! hit && el.contains( hit );
	} );
	assert.ok( onTop, `${ what }: not covered by the page` );
}

async function shot( page, name ) {
	await page.screenshot( { path: join( SCREENSHOTS, `${ name }.png` ) } );
}

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	const phone = device === 'phone';

	describe( `drawers and dialogs on ${ device } (${ viewport.width } px)`, () => {
		test( 'the cart panel after "Dodaj do koszyka" and from the bar, at the top and scrolled', async () => {
			const context = await session.browser.newContext( { viewport, reducedMotion: 'reduce' } );
			const page = await context.newPage();
			const errors = [];
			page.on( 'pageerror', ( error ) => errors.push( error.message ) );

			// The product page: on a phone the button sits below the fold, so the click scrolls to it.
			await page.goto( `${ BASE_URL }/sklep/product/${ productId }`, { waitUntil: 'domcontentloaded' } );
			const add = page.getByRole( 'button', { name: 'Dodaj do koszyka' } );
			await add.waitFor();
			await add.click();
			const panel = page.getByRole( 'dialog', { name: 'Koszyk' } );
			await panel.locator( '[data-testid="cart-line"]' ).first().waitFor();
			await page.waitForTimeout( 300 );
			await assertDrawerCovers( page, viewport, `cart after add to cart (scrollY ${ await page.evaluate( () => window.scrollY ) })` );
			await assertReachable( page, panel.getByRole( 'button', { name: 'Przejdź do płatności' } ), viewport, 'Przejdź do płatności' );
			await assertReachable( page, panel.getByRole( 'button', { name: 'Kontynuuj zakupy' } ), viewport, 'Kontynuuj zakupy' );
			await shot( page, `70-cart-after-add-${ device }` );
			await page.keyboard.press( 'Escape' );
			await panel.waitFor( { state: 'detached' } );

			await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'domcontentloaded' } );
			await page.locator( '.cs-card' ).first().waitFor();
			for ( const y of [ 0, 900 ] ) {
				await scrollAndWait( page, y );
				await page.getByRole( 'button', { name: /^Koszyk/ } ).click();
				await panel.locator( '[data-testid="cart-line"]' ).first().waitFor();
				await page.waitForTimeout( 300 );
				await assertDrawerCovers( page, viewport, `cart at scrollY ${ y }` );
				await assertReachable( page, panel.getByRole( 'button', { name: 'Kontynuuj zakupy' } ), viewport, `Kontynuuj zakupy at scrollY ${ y }` );
				await shot( page, `70-cart-panel-${ y ? 'scrolled' : 'top' }-${ device }` );
				await page.keyboard.press( 'Escape' );
				await panel.waitFor( { state: 'detached' } );
			}
			assert.deepEqual( errors, [] );
			await context.close();
		} );

		if ( phone ) {
			test( 'the side menu and the filters drawer, at the top and scrolled', async () => {
				const context = await session.browser.newContext( { viewport, reducedMotion: 'reduce' } );
				const page = await context.newPage();
				await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'domcontentloaded' } );
				await page.locator( '.cs-card' ).first().waitFor();
				for ( const y of [ 0, 900 ] ) {
					await scrollAndWait( page, y );
					await page.getByRole( 'button', { name: 'Menu' } ).click();
					const menu = page.getByRole( 'dialog', { name: 'Menu' } );
					await menu.waitFor();
					await page.waitForTimeout( 300 );
					await assertDrawerCovers( page, viewport, `menu at scrollY ${ y }` );
					await assertReachable( page, menu.getByRole( 'link', { name: 'Kontakt' } ), viewport, `menu's Kontakt at scrollY ${ y }` );
					await assertReachable( page, menu.getByRole( 'button', { name: 'Logowanie' } ), viewport, `menu's Logowanie at scrollY ${ y }` );
					await shot( page, `71-side-menu-${ y ? 'scrolled' : 'top' }-${ device }` );
					await page.keyboard.press( 'Escape' );
					await menu.waitFor( { state: 'detached' } );
				}
				// The filters button is in the page (not in the bar); its drawer is a drawer all the same.
				await page.getByRole( 'button', { name: 'Filtry' } ).scrollIntoViewIfNeeded();
				await scrollAndWait( page, await page.evaluate( () => window.scrollY ) );
				await page.getByRole( 'button', { name: 'Filtry' } ).click();
				await page.getByRole( 'dialog', { name: 'Filtry' } ).waitFor();
				await page.waitForTimeout( 300 );
				await assertDrawerCovers( page, viewport, 'filters' );
				await page.keyboard.press( 'Escape' );
				await context.close();
			} );
		}

		test( 'the login dialog, at the top and scrolled', async () => {
			const context = await session.browser.newContext( { viewport, reducedMotion: 'reduce' } );
			const page = await context.newPage();
			await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'domcontentloaded' } );
			await page.locator( '.cs-card' ).first().waitFor();
			for ( const y of [ 0, 900 ] ) {
				await scrollAndWait( page, y );
				if ( phone ) {
					await page.getByRole( 'button', { name: 'Menu' } ).click();
					await page.getByRole( 'dialog', { name: 'Menu' } ).getByRole( 'button', { name: 'Logowanie' } ).click();
				} else {
					await page.getByRole( 'banner' ).getByRole( 'button', { name: 'Logowanie' } ).click();
				}
				const dialog = page.getByRole( 'dialog', { name: 'Logowanie' } );
				await dialog.waitFor();
				const overlay = await boxOf( page, '.cs-modal' );
				assert.ok( overlay.top <= 0 && overlay.left <= 0 && overlay.bottom >= viewport.height && overlay.right >= viewport.width, `login overlay covers the viewport at scrollY ${ y } (${ JSON.stringify( overlay ) })` );
				await assertReachable( page, dialog.getByRole( 'button', { name: 'Zaloguj się' } ), viewport, `Zaloguj się at scrollY ${ y }` );
				await shot( page, `72-login-${ y ? 'scrolled' : 'top' }-${ device }` );
				await page.keyboard.press( 'Escape' );
				await dialog.waitFor( { state: 'detached' } );
			}
			await context.close();
		} );
	} );
}
