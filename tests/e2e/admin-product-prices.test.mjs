/**
 * Shop staff: professional prices on the product edit screen (simple product and variations), the
 * products list column and quick edit, the "Historia cen (30 dni)" box. Changes no price of the demo
 * shop: the only save it makes is refused (sale above the professional price).
 * Screenshots test-results/e2e/21-admin-product-*.png.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, adminSession, screenshot } from './support.mjs';

let session;
let page;
before( async () => {
	( { session, page } = await adminSession() );
} );
after( async () => {
	await session?.close();
} );

/**
 * Opens a product's edit screen and waits until WooCommerce's product data box is live (its own
 * script shows the pricing group or the variations tab; until then both are hidden). If it never
 * comes alive, the failure names what broke: page errors, console errors and failed requests.
 */
async function openProductEditor( id ) {
	const problems = [];
	const onError = ( error ) => problems.push( `page error: ${ error.message }` );
	const onConsole = ( message ) => message.type() === 'error' && problems.push( `console: ${ message.text() }` );
	const onFailed = ( request ) => problems.push( `request failed: ${ request.url() } (${ request.failure()?.errorText })` );
	const onResponse = ( response ) => response.status() >= 400 && problems.push( `HTTP ${ response.status() }: ${ response.url() }` );
	page.on( 'pageerror', onError );
	page.on( 'console', onConsole );
	page.on( 'requestfailed', onFailed );
	page.on( 'response', onResponse );
	try {
		await page.goto( `${ BASE_URL }/wp-admin/post.php?post=${ id }&action=edit`, { waitUntil: 'load' } );
		await page.waitForFunction(
			() => Boolean( window.jQuery ) && window.jQuery( '#woocommerce-product-data .woocommerce_options_panel:visible' ).length > 0,
			undefined,
			{ timeout: 45000 }
		);
	} catch ( error ) {
		throw new Error( `the product data box of product ${ id } never came alive: ${ error.message }\n${ problems.join( '\n' ) || 'no page error, console error or failed request' }` );
	} finally {
		page.off( 'pageerror', onError );
		page.off( 'console', onConsole );
		page.off( 'requestfailed', onFailed );
		page.off( 'response', onResponse );
	}
}

/** A demo product of the given type that has a professional price (Store API search). */
async function demoProductId( type ) {
	const products = await ( await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products?type=${ type }&per_page=50` ) ).json();
	assert.ok( products.length, `the demo shop has a ${ type } product` );
	return products[ 0 ].id;
}

test( 'a simple product: both fields beside WooCommerce prices; an invalid sale price is refused with a Polish notice', async () => {
	const id = await demoProductId( 'simple' );
	await openProductEditor( id );
	const price = page.getByLabel( /^Cena profesjonalna \(zł\)/ );
	const sale = page.getByLabel( /^Promocyjna cena profesjonalna \(zł\)/ );
	await price.waitFor();
	const before = { price: await price.inputValue(), sale: await sale.inputValue() };
	assert.match( before.price, /^\d+(,\d+)?$/, 'the stored price, with a decimal comma' );
	await page.locator( '#woocommerce-product-data' ).scrollIntoViewIfNeeded();
	await page.locator( '#woocommerce-product-data' ).screenshot( { path: 'test-results/e2e/21-admin-product-simple-desktop.png' } );

	// Typing a sale above the price warns at once (WooCommerce's error tip).
	await sale.fill( '999999' );
	await page.locator( '.wc_error_tip' ).filter( { hasText: 'nie może być wyższa niż cena profesjonalna' } ).waitFor();

	// Saving anyway: nothing changes and the notice says why.
	await page.locator( '#publish' ).click();
	await page.waitForURL( /message=/ );
	const notice = page.locator( '#woocommerce_errors' );
	await notice.waitFor();
	assert.match( await notice.innerText(), /Promocyjna cena profesjonalna nie może być wyższa niż cena profesjonalna\. Ceny profesjonalne nie zostały zmienione\./ );
	assert.equal( await price.inputValue(), before.price );
	assert.equal( await sale.inputValue(), before.sale );
	await screenshot( page, '21-admin-product-error-desktop' );

	// The 30-day price history box.
	const box = page.locator( '#cosmetics-price-history' );
	await box.scrollIntoViewIfNeeded();
	assert.match( await box.innerText(), /Historia cen \(30 dni\)/ );
	await box.screenshot( { path: 'test-results/e2e/21-admin-product-history-desktop.png' } );
} );

test( 'each variation has its own professional price fields', async () => {
	const id = await demoProductId( 'variable' );
	await openProductEditor( id );
	await page.locator( '.variations_tab a' ).click();
	await page.locator( '.woocommerce_variation' ).first().waitFor();
	await page.locator( '.woocommerce_variation h3' ).first().click();
	const field = page.locator( 'input[name="variable_professional_price[0]"]' );
	await field.waitFor( { state: 'visible' } );
	assert.ok( await page.locator( 'input[name="variable_professional_sale_price[0]"]' ).isVisible() );
	await page.locator( '.woocommerce_variation' ).first().screenshot( { path: 'test-results/e2e/21-admin-product-variation-desktop.png' } );
} );

test( 'the products list shows the column and quick edit is filled with the prices', async () => {
	await page.goto( `${ BASE_URL }/wp-admin/edit.php?post_type=product` );
	const header = page.locator( 'th#cosmetics_professional_price' );
	assert.equal( ( await header.innerText() ).trim(), 'Cena profesjonalna' );
	const row = page.locator( '#the-list tr' ).filter( { has: page.locator( '.cosmetics-professional-inline:not([data-price=""])' ) } ).first();
	const expected = await row.locator( '.cosmetics-professional-inline' ).getAttribute( 'data-price' );
	await row.hover();
	await row.locator( 'button.editinline' ).click();
	const editor = page.locator( 'tr.inline-edit-row.inline-editor' );
	const input = editor.locator( 'input[name="_professional_price"]' );
	await input.waitFor( { state: 'visible' } );
	assert.equal( await input.inputValue(), expected );
	await editor.screenshot( { path: 'test-results/e2e/21-admin-quick-edit-desktop.png' } );

	// A sale price above the professional price is refused before anything is sent (letters never
	// get that far: WooCommerce's price inputs drop them as they change).
	const posts = [];
	page.on( 'request', ( request ) => request.method() === 'POST' && request.url().includes( 'admin-ajax.php' ) && posts.push( request.postData() ?? '' ) );
	await editor.locator( 'input[name="_professional_sale_price"]' ).fill( '999999' );
	await editor.locator( 'button.save' ).click();
	await editor.locator( '.notice-error' ).filter( { hasText: 'Promocyjna cena profesjonalna nie może być wyższa niż cena profesjonalna.' } ).waitFor();
	assert.equal( posts.filter( ( body ) => body.includes( 'action=inline-save' ) ).length, 0, 'nothing was saved' );
	await editor.locator( 'button.cancel' ).click();
	await page.goto( `${ BASE_URL }/wp-admin/edit.php?post_type=product` );
	await screenshot( page, '21-admin-products-list-desktop' );
} );
