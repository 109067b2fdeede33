/**
 * Shop staff: professional prices on the product edit screen (simple product and variations), the
 * products list column and quick edit, the "Historia cen (30 dni)" box. Changes no price of the demo
 * shop: the edited products are the test's own ("E2E ceny: …", removed afterwards) and the quick edit
 * save it makes is refused (sale above the professional price).
 * Screenshots test-results/e2e/21-admin-product-*.png.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, adminSession, explained, openProductEditor, screenshot } from './support.mjs';

const PREFIX = 'E2E ceny: ';
let session;
let page;
before( async () => {
	( { session, page } = await adminSession() );
} );
after( async () => {
	await session?.close();
	fixture( BASE_URL, 'cleanup', PREFIX );
} );

test( 'a simple product: both fields beside WooCommerce prices; an invalid sale price is refused with a Polish notice', explained( () => page, async () => {
	const { id } = fixture( BASE_URL, 'product', `${ PREFIX }Krem`, 'unlimited', '100', '80.5' );
	await openProductEditor( page, id );
	const price = page.getByLabel( /^Cena profesjonalna \(zł\)/ );
	const sale = page.getByLabel( /^Promocyjna cena profesjonalna \(zł\)/ );
	await price.waitFor( { state: 'visible' } );
	// Inside WooCommerce's own pricing group, after its regular and sale price.
	const pricing = page.locator( '#general_product_data .options_group.pricing' );
	assert.equal( await pricing.locator( '#_regular_price, #_professional_price, #_professional_sale_price' ).count(), 3 );
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
} ) );

test( 'each variation has its own professional price fields', explained( () => page, async () => {
	const { id } = fixture( BASE_URL, 'variable', `${ PREFIX }Krem w dwóch pojemnościach`, '100::100,120::120' );
	// WooCommerce's product script loads the variations when their tab is opened.
	await openProductEditor( page, id );
	await page.locator( '.variations_tab a' ).click();
	await page.locator( '.woocommerce_variation' ).first().waitFor();
	await page.locator( '.woocommerce_variation h3' ).first().click();
	const field = page.locator( 'input[name="variable_professional_price[0]"]' );
	await field.waitFor( { state: 'visible' } );
	assert.ok( await page.locator( 'input[name="variable_professional_sale_price[0]"]' ).isVisible() );
	await page.locator( '.woocommerce_variation' ).first().screenshot( { path: 'test-results/e2e/21-admin-product-variation-desktop.png' } );
} ) );

test( 'the products list shows the column and quick edit is filled with the prices', explained( () => page, async () => {
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
} ) );
