/**
 * One cart per customer across a login (WooCommerce's own rule for a cookie login, done for the
 * storefront's JWT login): a guest adds A on a device and logs in as a customer whose account cart
 * already holds B (added on another device); the device shows A and B, the other device's next look
 * shows A and B, and a third device the customer logs into afterwards shows A and B. A logout empties
 * the device. Fixtures (a fresh customer) are made by the test (scripts/shop-fixtures.php).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, VIEWPORTS, appCartItems, appTookOver, launchBrowser } from './support.mjs';

const run = Date.now().toString( 36 );
let session;
let productA;
let productB;
let customer;

before( async () => {
	session = await launchBrowser();
	const response = await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=50&type=simple` );
	const products = ( await response.json() ).filter( ( p ) => p.is_in_stock && ! p.is_on_backorder && p.low_stock_remaining === null && p.is_purchasable && Number( p.prices.price ) > 0 );
	assert.ok( products.length >= 2, 'the demo shop has two in-stock simple products' );
	[ productA, productB ] = products;
	customer = fixture( BASE_URL, 'user', 'customer', `cart-login-${ run }@example.com` );
} );
after( async () => {
	await session?.close();
} );

/** A Store API call as a device makes it: Bearer JWT, the Cart-Token and Nonce it was last given. */
function storeDevice( jwt ) {
	const headers = { Authorization: `Bearer ${ jwt }` };
	return async ( method, path, body ) => {
		const response = await fetch( `${ BASE_URL }/wp-json/wc/store/v1${ path }`, {
			method,
			headers: { ...headers, ...( body ? { 'Content-Type': 'application/json' } : {} ) },
			body: body ? JSON.stringify( body ) : undefined,
		} );
		for ( const name of [ 'Cart-Token', 'Nonce' ] ) {
			const value = response.headers.get( name );
			if ( value ) headers[ name ] = value;
		}
		const json = await response.json();
		assert.ok( response.ok, `${ method } ${ path } → ${ response.status } ${ JSON.stringify( json ).slice( 0, 300 ) }` );
		return json;
	};
}

const names = ( items ) => ( items ?? [] ).map( ( item ) => item.name ).sort();

async function logInThroughDialog( page ) {
	await page.locator( '.cs-navbar' ).getByRole( 'button', { name: 'Logowanie' } ).click();
	const login = page.getByRole( 'dialog', { name: 'Logowanie' } );
	await login.getByRole( 'button', { name: 'Klient indywidualny' } ).click();
	await login.getByLabel( 'Email' ).fill( customer.email );
	await login.getByLabel( 'Hasło', { exact: true } ).fill( customer.password );
	await login.getByRole( 'button', { name: 'Zaloguj się' } ).click();
	await page.locator( '.cs-account-menu__toggle' ).waitFor();
}

/** The lines the app's cart panel shows (product names), once it shows $count of them. */
async function panelLines( page, count ) {
	await page.getByRole( 'button', { name: /Koszyk/ } ).first().click();
	const panel = page.getByRole( 'dialog', { name: 'Koszyk' } );
	await panel.waitFor();
	await page.waitForFunction( ( n ) => document.querySelectorAll( '[role="dialog"] [data-testid="cart-line"]' ).length >= n, count, { timeout: 15000 } ).catch( () => undefined );
	const lines = await panel.locator( '[data-testid="cart-line"]' ).allInnerTexts();
	await page.keyboard.press( 'Escape' );
	await panel.waitFor( { state: 'detached' } );
	return lines;
}

describe( 'a login brings the guest cart into the account cart', () => {
	test( 'guest A on this device + account B from another device → A and B here, there and on a third device; a logout empties the device', async () => {
		// Another device: the customer, logged in, puts B in the account's cart.
		const other = storeDevice( customer.token );
		await other( 'GET', '/cart' );
		await other( 'POST', '/cart/add-item', { id: productB.id, quantity: 1 } );

		// This device: a guest adds A through the app.
		const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
		const page = await context.newPage();
		await page.goto( `${ BASE_URL }/sklep/product/${ productA.id }`, { waitUntil: 'domcontentloaded' } );
		await appTookOver( page );
		await page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click();
		const panel = page.getByRole( 'dialog', { name: 'Koszyk' } );
		await panel.locator( '[data-testid="cart-line"]' ).first().waitFor();
		await page.keyboard.press( 'Escape' );
		await panel.waitFor( { state: 'detached' } );
		assert.deepEqual( names( await appCartItems( page ) ), [ productA.name ], 'the guest cart holds A' );

		// The guest logs in: one cart, the account's B and the guest's A.
		await logInThroughDialog( page );
		// What the shopper sees: the cart button counts the account's two products.
		await page.getByRole( 'button', { name: 'Koszyk, produktów: 2' } ).first().waitFor();
		const expected = [ productA.name, productB.name ].sort();
		assert.deepEqual( names( await appCartItems( page ) ), expected, 'after the login the device\'s cart is the account\'s: A and B' );
		const lines = await panelLines( page, 2 );
		assert.equal( lines.length, 2, `the panel shows two lines: ${ lines.join( ' | ' ) }` );
		assert.ok( lines.some( ( l ) => l.includes( productA.name ) ) && lines.some( ( l ) => l.includes( productB.name ) ), `the panel shows A and B: ${ lines.join( ' | ' ) }` );

		// The other device, still logged in, sees the same cart.
		assert.deepEqual( names( ( await other( 'GET', '/cart' ) ).items ), expected, 'the other device sees A and B' );

		// A third device the customer logs into afterwards: the same cart.
		const third = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
		const thirdPage = await third.newPage();
		await thirdPage.goto( `${ BASE_URL }/regulamin`, { waitUntil: 'domcontentloaded' } );
		await appTookOver( thirdPage );
		await logInThroughDialog( thirdPage );
		await thirdPage.getByRole( 'button', { name: 'Koszyk, produktów: 2' } ).first().waitFor();
		assert.deepEqual( names( await appCartItems( thirdPage ) ), expected, 'a third device logging in sees A and B' );
		await third.close();

		// A logout leaves this device empty.
		await page.locator( '.cs-account-menu__toggle' ).click();
		await page.getByRole( 'button', { name: 'Wyloguj się' } ).click();
		await page.locator( '.cs-navbar' ).getByRole( 'button', { name: 'Logowanie' } ).waitFor();
		assert.equal( await appCartItems( page ), null, 'after the logout the device has no cart' );
		await context.close();
	} );
} );
