/**
 * Styles with their screens: the up-front stylesheet holds the first screen's CSS only; a lazy
 * screen (contact, withdrawal) and the account dialogs bring theirs with their chunk, found through
 * webpack's runtime on the shop's own URL. Each is styled on a direct load and when first opened
 * inside the app, at 1280 and 390 px. Screenshots test-results/e2e/screen-styles-*.png.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, VIEWPORTS, explained, launchBrowser, recordTrouble, screenshot } from './support.mjs';

let session;
let page;
before( async () => {
	session = await launchBrowser();
} );
after( async () => {
	await session?.close();
} );

/** A computed style of the first element matching `selector`. */
const styleOf = ( selector, property ) => page.locator( selector ).first().evaluate( ( element, name ) => getComputedStyle( element ).getPropertyValue( name ), property );

/** The chunk stylesheets the page has (webpack adds a <link> per chunk CSS). */
const chunkStyles = () => page.evaluate( () => [ ...document.querySelectorAll( 'link[rel="stylesheet"]' ) ].map( ( link ) => link.href ).filter( ( href ) => /\/build\/[\w-]+\.css\?ver=[0-9a-f]{12}$/.test( href ) ).map( ( href ) => href.replace( /^.*\/build\//, '' ).replace( /\?.*$/, '' ) ) );

describe( 'styles come with their screens', () => {
	test( 'the up-front stylesheet leaves out the lazy screens\' and dialogs\' rules', async () => {
		const context = await session.browser.newContext();
		page = await context.newPage();
		const response = await page.goto( `${ BASE_URL }/`, { waitUntil: 'domcontentloaded' } );
		assert.equal( response.status(), 200 );
		const href = await page.locator( 'link#cosmetics-storefront-css' ).getAttribute( 'href' );
		const css = await ( await page.request.get( new URL( href, BASE_URL ).href ) ).text();
		for ( const screenRule of [ '.cs-contact__card', '.cs-withdrawal__form', '.cs-checkout__layout', '.cs-order__table', '.cs-modal__panel', '.cs-profile__tabs' ] ) {
			assert.ok( ! css.includes( screenRule ), `${ screenRule } is not in the up-front CSS` );
		}
		for ( const firstScreenRule of [ '.cs-navbar', '.cs-card', '.cs-home-cards', '.cs-legal__text', '.cs-cart-panel', '.cs-account-menu' ] ) {
			assert.ok( css.includes( firstScreenRule ), `${ firstScreenRule } stays up front` );
		}
		await context.close();
	} );

	for ( const [ name, viewport ] of Object.entries( VIEWPORTS ) ) {
		test( `${ name }: a direct load of contact and of withdrawal is styled`, explained( () => page, async () => {
			const context = await session.browser.newContext( { viewport } );
			page = await context.newPage();
			recordTrouble( page );
			await page.goto( `${ BASE_URL }/kontakt`, { waitUntil: 'domcontentloaded' } );
			await page.locator( '.cs-contact__card' ).first().waitFor();
			await page.waitForFunction( () => [ ...document.styleSheets ].some( ( sheet ) => /contact\.css/.test( sheet.href ?? '' ) ) );
			assert.equal( await styleOf( '.cs-contact', 'display' ), 'grid' );
			assert.notEqual( await styleOf( '.cs-contact__card', 'box-shadow' ), 'none' );
			assert.ok( ( await chunkStyles() ).includes( 'contact.css' ) );
			await screenshot( page, `screen-styles-contact-${ name }` );

			await page.goto( `${ BASE_URL }/odstapienie-od-umowy`, { waitUntil: 'domcontentloaded' } );
			await page.locator( '.cs-withdrawal__card' ).first().waitFor();
			await page.waitForFunction( () => [ ...document.styleSheets ].some( ( sheet ) => /withdrawal\.css/.test( sheet.href ?? '' ) ) );
			assert.equal( await styleOf( '.cs-withdrawal__card', 'display' ), 'grid' );
			assert.notEqual( await styleOf( '.cs-withdrawal__card', 'box-shadow' ), 'none' );
			await screenshot( page, `screen-styles-withdrawal-${ name }` );
			await context.close();
		} ) );

		test( `${ name }: contact opened inside the app and the login dialog are styled on first open`, explained( () => page, async () => {
			const context = await session.browser.newContext( { viewport } );
			page = await context.newPage();
			recordTrouble( page );
			await page.goto( `${ BASE_URL }/`, { waitUntil: 'domcontentloaded' } );
			await page.locator( '.cs-app:not(.cs-app--server) .cs-navbar' ).first().waitFor();
			assert.deepEqual( ( await chunkStyles() ).filter( ( file ) => file === 'contact.css' ), [], 'no contact CSS before contact opens' );
			if ( name === 'phone' ) {
				await page.locator( '.cs-menu-button' ).click();
				await page.getByRole( 'dialog', { name: 'Menu' } ).getByRole( 'link', { name: 'Kontakt' } ).click();
			} else {
				await page.locator( '.cs-navbar a[href$="/kontakt"]' ).first().click();
			}
			await page.locator( '.cs-contact__card' ).first().waitFor();
			assert.equal( await styleOf( '.cs-contact', 'display' ), 'grid' );
			assert.notEqual( await styleOf( '.cs-contact__card', 'box-shadow' ), 'none' );

			if ( name === 'phone' ) {
				await page.locator( '.cs-menu-button' ).click();
				await page.getByRole( 'dialog', { name: 'Menu' } ).getByRole( 'button', { name: 'Logowanie' } ).click();
			} else {
				await page.locator( '.cs-account-menu__login.cs-account-menu--bar' ).click();
			}
			const dialog = page.locator( '.cs-modal' );
			await dialog.waitFor();
			assert.equal( await styleOf( '.cs-modal', 'position' ), 'fixed' );
			assert.equal( await styleOf( '.cs-modal__panel', 'background-color' ), 'rgb(255, 255, 255)' );
			assert.ok( ( await chunkStyles() ).includes( 'account-dialogs.css' ) );
			await screenshot( page, `screen-styles-login-${ name }` );
			await context.close();
		} ) );
	}
} );
