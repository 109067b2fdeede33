/**
 * The cart panel's 'Razem' says what it holds (lines + Dostawa − Rabat = Razem, equal to the cart the
 * server holds), and a failed shipping-method change at checkout is reported beside the shipping
 * choice while the radio, the locker picker and the totals show what the server holds: a change the
 * server does not take (a rate it does not offer), an error status, and a change whose answer is lost
 * after the server made it. At 1280 and 390 px; screenshots test-results/e2e/75-…png.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, SCREENSHOTS, VIEWPORTS, launchBrowser } from './support.mjs';

const PRODUCT_NAME = 'E2E totals: serum testowe';
const COUPON = 'E2ETOTALS10';
const plain = ( text ) => text.replace( /\u00a0|\u202f/g, ' ' ).trim();
const zl = ( text ) => Number( plain( text ).replace( /[^\d,]/g, '' ).replace( ',', '.' ) );
const cents = ( n ) => Math.round( n * 100 );

let session;
let productId;

before( async () => {
	session = await launchBrowser();
	productId = fixture( BASE_URL, 'product', PRODUCT_NAME, 'unlimited' ).id;
	fixture( BASE_URL, 'coupon', COUPON, 100000 );
} );
after( async () => {
	fixture( BASE_URL, 'cleanup', 'E2E totals: ' );
	await session?.close();
} );

/** The cart the server holds for this page's Cart-Token (a request of its own, not the page's state). */
async function serverCart( page ) {
	const token = await page.evaluate( () => window.localStorage.getItem( 'cosmetics_cart_token' ) );
	assert.ok( token, 'the page has a Cart-Token' );
	const response = await fetch( `${ BASE_URL }/wp-json/wc/store/v1/cart`, { headers: { 'Cart-Token': token } } );
	assert.equal( response.status, 200 );
	return response.json();
}

const heldRate = ( cart ) => cart.shipping_rates[ 0 ].shipping_rates.find( ( r ) => r.selected );

/** The charged amount a summary row shows (after a struck-through amount, when there is one). */
async function rowAmount( panel, row ) {
	const cell = panel.locator( `[data-testid="cart-${ row }"]` );
	if ( ! ( await cell.count() ) ) {
		return 0;
	}
	const after = cell.locator( '.cs-summary__after' );
	const text = ( await after.count() ) ? await after.innerText() : await cell.innerText();
	return zl( text.replace( 'Darmowa', '0' ) );
}

/** The panel's lines + Dostawa − Rabat, and its Razem, in grosze; the lines add up to Produkty. */
async function panelSums( panel ) {
	const lines = await panel.locator( '.cs-cart-line__total' ).allInnerTexts();
	const [ products, shipping, discount, total ] = await Promise.all( [ 'products', 'shipping', 'discount', 'total' ].map( ( row ) => rowAmount( panel, row ) ) );
	const linesSum = lines.reduce( ( sum, t ) => sum + cents( zl( t ) ), 0 );
	assert.equal( linesSum, cents( products ), 'the lines add up to Produkty' );
	return { addedUp: linesSum + cents( shipping ) - cents( discount ), total: cents( total ), shipping: cents( shipping ), discount: cents( discount ) };
}

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	describe( `cart totals and shipping changes on ${ device } (${ viewport.width } px)`, () => {
		test( 'the cart panel: lines + Dostawa − Rabat = Razem = the server\'s total; a failed shipping change at checkout shows the server\'s cart', async () => {
			const context = await session.browser.newContext( { viewport, reducedMotion: 'reduce' } );
			const page = await context.newPage();
			const errors = [];
			page.on( 'pageerror', ( error ) => errors.push( error.message ) );

			await page.goto( `${ BASE_URL }/sklep/product/${ productId }`, { waitUntil: 'domcontentloaded' } );
			await page.getByRole( 'button', { name: 'Zwiększ ilość' } ).first().click();
			await page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click();
			const panel = page.getByRole( 'dialog', { name: 'Koszyk' } );
			await panel.locator( '[data-testid="cart-line"]' ).first().waitFor();

			let held = await serverCart( page );
			let sums = await panelSums( panel );
			assert.equal( sums.total, Number( held.totals.total_price ), 'Razem is the server\'s total' );
			assert.equal( sums.addedUp, sums.total, `lines + Dostawa − Rabat = Razem (${ JSON.stringify( sums ) })` );
			if ( held.totals.total_shipping !== null && heldRate( held ) ) {
				assert.equal( sums.shipping, Number( held.totals.total_shipping ) + Number( held.totals.total_shipping_tax ), 'the Dostawa line is the shipping in the total' );
				assert.match( await panel.locator( '.cs-cart-panel__totals-shipping dt' ).innerText(), new RegExp( heldRate( held ).name ) );
			}
			await page.screenshot( { path: join( SCREENSHOTS, `75-cart-panel-${ device }.png` ) } );

			// Checkout: a coupon, then the panel again.
			await panel.getByRole( 'button', { name: 'Przejdź do płatności' } ).click();
			await page.waitForURL( /\/checkout$/ );
			await page.getByLabel( 'Kod rabatowy' ).fill( COUPON );
			await page.getByRole( 'button', { name: 'Użyj kupon' } ).click();
			await page.locator( '[data-testid="coupon-applied"]' ).waitFor();

			// The shipping choice: the server holds one rate; a locker rate is there to change to.
			held = await serverCart( page );
			const rates = held.shipping_rates[ 0 ].shipping_rates;
			const from = heldRate( held );
			const locker = rates.find( ( r ) => r.method_id === 'inpost_paczkomaty' );
			assert.ok( from && locker && from.rate_id !== locker.rate_id, `a courier rate is held and a locker rate is offered (${ rates.map( ( r ) => r.rate_id ).join( ', ' ) })` );
			const radio = ( rate ) => page.getByRole( 'radio', { name: new RegExp( rate.name ) } );
			const summaryTotal = async () => cents( zl( await page.locator( '[data-testid="summary-total"]' ).innerText() ) );
			assert.equal( await radio( from ).isChecked(), true );

			// 1. The server does not take the change (a rate it does not offer: WooCommerce answers 200 and
			// keeps its own choice).
			await page.route( '**/wc/store/v1/cart/select-shipping-rate**', ( route ) => {
				const body = JSON.parse( route.request().postData() );
				return route.continue( { postData: JSON.stringify( { ...body, rate_id: `${ body.rate_id }-withdrawn` } ) } );
			} );
			await radio( locker ).check();
			const shippingGroup = page.getByRole( 'group', { name: 'Dostawa' } );
			const alert = shippingGroup.locator( '[data-testid="shipping-error"]' );
			await alert.waitFor();
			assert.match( await alert.innerText(), /^Błąd podczas wyboru metody wysyłki/ );
			await page.waitForFunction( ( name ) => [ ...document.querySelectorAll( 'input[name="shipping"]' ) ].find( ( i ) => i.checked )?.closest( 'label' )?.textContent.includes( name ), from.name );
			assert.equal( await radio( locker ).isChecked(), false, 'the radio is back on the server\'s rate' );
			assert.equal( await page.getByRole( 'dialog', { name: 'Wybierz paczkomat' } ).count(), 0, 'no locker picker for a courier' );
			assert.equal( await page.locator( '[data-testid="locker-choice"]' ).count(), 0 );
			held = await serverCart( page );
			assert.equal( heldRate( held ).rate_id, from.rate_id, 'the server still holds the courier' );
			assert.equal( await summaryTotal(), Number( held.totals.total_price ), 'the totals are the server\'s' );
			await alert.scrollIntoViewIfNeeded();
			await page.screenshot( { path: join( SCREENSHOTS, `75-checkout-shipping-refused-${ device }.png` ) } );
			await page.unroute( '**/wc/store/v1/cart/select-shipping-rate**' );

			// 1b. The change fails with an error status (the request never reached the shop): the same.
			await page.route( '**/wc/store/v1/cart/select-shipping-rate**', ( route ) =>
				route.fulfill( { status: 503, contentType: 'application/json', body: JSON.stringify( { code: 'e2e_unavailable', message: 'Service Unavailable', data: { status: 503 } } ) } )
			);
			await radio( locker ).check();
			await page.waitForFunction( ( name ) => [ ...document.querySelectorAll( 'input[name="shipping"]' ) ].find( ( i ) => i.checked )?.closest( 'label' )?.textContent.includes( name ), from.name );
			assert.match( await alert.innerText(), /^Błąd podczas wyboru metody wysyłki/ );
			assert.equal( await page.getByRole( 'dialog', { name: 'Wybierz paczkomat' } ).count(), 0 );
			assert.equal( await summaryTotal(), Number( ( await serverCart( page ) ).totals.total_price ) );
			await page.unroute( '**/wc/store/v1/cart/select-shipping-rate**' );

			// 2. The server makes the change but its answer is lost on the way: the server's new rate, no error.
			await page.route( '**/wc/store/v1/cart/select-shipping-rate**', async ( route ) => {
				await route.fetch();
				await route.abort( 'connectionreset' );
			} );
			// After the lost answer the page reads the cart afresh.
			const reread = page.waitForResponse( ( r ) => r.request().method() === 'GET' && /\/wc\/store\/v1\/cart(\?|$)/.test( r.url() ) );
			await radio( locker ).check();
			await reread;
			await page.getByRole( 'dialog', { name: 'Wybierz paczkomat' } ).waitFor();
			assert.equal( await page.locator( '[data-testid="shipping-error"]' ).count(), 0, 'no error: the server holds the choice' );
			held = await serverCart( page );
			assert.equal( heldRate( held ).rate_id, locker.rate_id, 'the server made the change' );
			await page.waitForFunction( ( total ) => {
				const text = document.querySelector( '[data-testid="summary-total"]' )?.textContent ?? '';
				return Math.round( Number( text.replace( /[^\d,]/g, '' ).replace( ',', '.' ) ) * 100 ) === total;
			}, Number( held.totals.total_price ) );
			assert.equal( await radio( locker ).isChecked(), true );
			await page.keyboard.press( 'Escape' );
			await page.unroute( '**/wc/store/v1/cart/select-shipping-rate**' );

			// 3. A change that works, back to the courier: the panel adds up with the coupon too.
			const answered = page.waitForResponse( ( r ) => r.url().includes( '/cart/select-shipping-rate' ) );
			await radio( from ).check();
			assert.equal( ( await answered ).status(), 200 );
			await page.waitForFunction( () => ! document.querySelector( '[data-testid="locker-choice"]' ) );
			held = await serverCart( page );
			await page.waitForFunction( ( total ) => {
				const text = document.querySelector( '[data-testid="summary-total"]' )?.textContent ?? '';
				return Math.round( Number( text.replace( /[^\d,]/g, '' ).replace( ',', '.' ) ) * 100 ) === total;
			}, Number( held.totals.total_price ) );
			await page.screenshot( { path: join( SCREENSHOTS, `75-checkout-${ device }.png` ), fullPage: true } );
			await page.getByRole( 'button', { name: /^Koszyk/ } ).click();
			await panel.locator( '[data-testid="cart-discount"]' ).waitFor();
			sums = await panelSums( panel );
			assert.equal( sums.total, Number( held.totals.total_price ), 'Razem is the server\'s total' );
			assert.equal( sums.addedUp, sums.total, `with a coupon: lines + Dostawa − Rabat = Razem (${ JSON.stringify( sums ) })` );
			assert.match( await panel.locator( '.cs-cart-panel__totals-discount dt' ).innerText(), new RegExp( `Rabat \\(${ COUPON }\\)` ) );
			await page.screenshot( { path: join( SCREENSHOTS, `75-cart-panel-coupon-${ device }.png` ) } );

			assert.deepEqual( errors, [] );
			await context.close();
		} );
	} );
}
