/**
 * The first screen works before the app (issue 31): "Dodaj do koszyka" on the server's product screen is
 * a form WooCommerce answers (includes/Storefront/AddToCartForm.php), at 390 px:
 * - with the bundle's requests blocked, a shopper sets the quantity, adds, and is told so on the product
 *   page; the app, once it runs, shows that same cart;
 * - with JavaScript off entirely, the same through WooCommerce's cookie session, handed to the app later;
 * - with the bundle slowed, a tap before the takeover ends with exactly one item, and the cart opens;
 *   "+" tapped before the takeover is the app's quantity;
 * - the bar's cart button is a link to the checkout before the app.
 * The product is the test's own (scripts/site/shop-fixtures.php `product`, hidden from the catalogue).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, VIEWPORTS, appCartItems, appTookOver, holdBundle, launchBrowser, screenshot } from './support.mjs';

const NAME = 'E2E Krem z formularza';
const BUNDLE = /\/build\/storefront\.js/;

/** The cart the app's stored Cart-Token names, as the Store API answers it (items by name → quantity). */
async function appCart( page ) {
	const items = await appCartItems( page );
	return items && Object.fromEntries( items.map( ( item ) => [ item.name, item.quantity ] ) );
}

describe( 'the first screen works before the app', () => {
	/** $use with a page of a new 390 px browser context, closed after. */
	const onPhone = async ( use ) => {
		const context = await shop.browser.newContext( { viewport: VIEWPORTS.phone } );
		try {
			await use( await context.newPage() );
		} finally {
			await context.close();
		}
	};

	let shop;
	let productUrl;
	before( async () => {
		const { id } = fixture( BASE_URL, 'product', NAME, '10', '39.00' );
		productUrl = `${ BASE_URL }/sklep/product/${ id }`;
		shop = await launchBrowser();
	} );
	after( async () => {
		await shop?.close();
	} );

	test( 'with the bundle blocked, a phone adds two through the server form; the app then shows that cart', async () =>
		onPhone( async ( page ) => {
			await page.route( BUNDLE, ( route ) => route.abort() );
			await page.goto( productUrl );
			const quantity = page.getByRole( 'spinbutton', { name: 'Ilość', exact: true } );
			assert.equal( await quantity.inputValue(), '1' );
			await page.getByRole( 'button', { name: 'Zwiększ ilość' } ).click();
			assert.equal( await quantity.inputValue(), '2' );
			await Promise.all( [ page.waitForURL( /[?&]koszyk=[a-z0-9]{16}#cs-cart-notice$/ ), page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click() ] );
			await page.getByRole( 'status' ).filter( { hasText: `Dodano do koszyka: ${ NAME } (2 szt.).` } ).waitFor();
			await screenshot( page, 'before-the-app-added-390' );
			// The bar's cart button leads to the checkout, where the cart is.
			assert.equal( await page.getByRole( 'link', { name: 'Koszyk' } ).getAttribute( 'href' ), '/checkout' );

			// The app, once its bundle comes: the same cart, opened, and the answer's key gone from the address.
			await page.unroute( BUNDLE );
			await page.reload();
			await appTookOver( page );
			await page.getByRole( 'button', { name: 'Koszyk, produktów: 2' } ).waitFor();
			await page.getByRole( 'dialog' ).getByText( NAME ).waitFor();
			assert.doesNotMatch( page.url(), /koszyk=/ );
			assert.deepEqual( await appCart( page ), { [ NAME ]: 2 } );
			await screenshot( page, 'before-the-app-cart-390' );

			// A refusal (the whole stock of 10, with 2 already in the cart) is WooCommerce's, shown under the
			// button; nothing is added.
			await page.route( BUNDLE, ( route ) => route.abort() );
			await page.goto( productUrl );
			await page.getByRole( 'spinbutton', { name: 'Ilość', exact: true } ).fill( '10' );
			await Promise.all( [ page.waitForURL( /koszyk=/ ), page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click() ] );
			const refusal = await page.getByRole( 'alert' ).textContent();
			assert.ok( refusal.trim().length > 10, `WooCommerce's words: ${ refusal }` );
			await page.unroute( BUNDLE );
			await page.reload();
			await appTookOver( page );
			assert.deepEqual( await appCart( page ), { [ NAME ]: 2 }, 'the refused add changed nothing' );
		} ) );

	test( 'with JavaScript off, WooCommerce keeps the cart in its session, and the app takes it over later', async () => {
		const off = await shop.browser.newContext( { viewport: VIEWPORTS.phone, javaScriptEnabled: false } );
		const on = await shop.browser.newContext( { viewport: VIEWPORTS.phone } );
		try {
			const page = await off.newPage();
			await page.goto( productUrl );
			assert.equal( await page.getByRole( 'button', { name: 'Zwiększ ilość' } ).count(), 0, 'no dead − and + without JavaScript' );
			await Promise.all( [ page.waitForURL( /koszyk=/ ), page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click() ] );
			await page.getByText( `Dodano do koszyka: ${ NAME } (1 szt.).` ).waitFor();

			// The same browser with JavaScript on (its cookies): the app shows that cart.
			await on.addCookies( await off.cookies() );
			const app = await on.newPage();
			await app.goto( productUrl );
			await appTookOver( app );
			await app.getByRole( 'button', { name: 'Koszyk, produktów: 1' } ).waitFor();
			assert.deepEqual( await appCart( app ), { [ NAME ]: 1 } );
			assert.ok( ! ( await on.cookies() ).some( ( cookie ) => cookie.name === 'cosmetics_cart_handoff' ), 'the handoff cookie is read once' );
		} finally {
			await off.close();
			await on.close();
		}
	} );

	test( 'with the bundle slowed, a tap before the takeover ends with exactly one item', async () =>
		onPhone( async ( page ) => {
			const release = await holdBundle( page );
			await page.goto( productUrl );
			await Promise.all( [ page.waitForURL( /koszyk=/ ), page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click() ] );
			release();
			await appTookOver( page );
			await page.getByRole( 'button', { name: 'Koszyk, produktów: 1' } ).waitFor();
			await page.getByRole( 'dialog' ).getByText( NAME ).waitFor();
			assert.deepEqual( await appCart( page ), { [ NAME ]: 1 } );
			await screenshot( page, 'before-the-app-one-tap-390' );
		} ) );

	test( 'a second tap while the post is on its way is no second post (review 31a finding 1); the message is in view', async () =>
		onPhone( async ( page ) => {
			await page.route( BUNDLE, ( route ) => route.abort() );
			await page.goto( productUrl );
			// The post's answer held until both taps are in: a slow phone's network.
			let posts = 0;
			let letThrough;
			const held = new Promise( ( resolve ) => ( letThrough = resolve ) );
			await page.route( ( url ) => url.href === productUrl, async ( route ) => {
				if ( route.request().method() !== 'POST' ) {
					return route.continue();
				}
				posts++;
				await held;
				return route.continue();
			} );
			// Two taps 300 ms apart, in the page (Playwright waits out a navigation under way before acting).
			let secondTap;
			const tappedTwice = new Promise( ( resolve ) => ( secondTap = resolve ) );
			await page.exposeFunction( 'csSecondTap', () => secondTap() );
			await page.evaluate( () => {
				const button = document.querySelector( '.cs-product__add' );
				button.click();
				setTimeout( () => {
					button.click();
					window.csSecondTap();
				}, 300 );
			} );
			await tappedTwice;
			letThrough();
			await page.waitForURL( /koszyk=/ );
			const status = page.getByRole( 'status' ).filter( { hasText: `Dodano do koszyka: ${ NAME } (1 szt.).` } );
			await status.waitFor();
			assert.equal( posts, 1, 'one post' );
			// The answer's address ends at the message: the browser scrolls it into view and reads from there.
			await page.waitForFunction( () => {
				const box = document.getElementById( 'cs-cart-notice' )?.getBoundingClientRect();
				return box && box.top > -1 && box.bottom < window.innerHeight + 1 && document.activeElement?.id === 'cs-cart-notice';
			} );
			// The app, once it comes, holds the one item (a new shopper: the cart was handed over).
			await page.unrouteAll( { behavior: 'ignoreErrors' } );
			await page.reload();
			await appTookOver( page );
			assert.deepEqual( await appCart( page ), { [ NAME ]: 1 } );
		} ) );

	test( 'a quantity set before the takeover is the app\'s quantity', async () =>
		onPhone( async ( page ) => {
			const release = await holdBundle( page );
			await page.goto( productUrl );
			await page.getByRole( 'button', { name: 'Zwiększ ilość' } ).click();
			await page.getByRole( 'button', { name: 'Zwiększ ilość' } ).click();
			release();
			await appTookOver( page );
			assert.equal( await page.locator( '.cs-app:not(.cs-app--server) .cs-product__buy input[type=number]' ).inputValue(), '3' );
		} ) );
} );
