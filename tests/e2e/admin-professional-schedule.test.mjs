/**
 * Shop staff: professional prices follow the calendar and common sense, at 1440 px.
 * - A professional sale price whose WooCommerce sale is scheduled a week ahead is not live: an approved
 *   professional pays the professional price through the Store API until the start; with "Własne daty"
 *   starting yesterday it is live; the editor says which.
 * - A professional price at or above the regular price warns while typing and asks before saving.
 * - Bulk edit sets professional prices (a value, then − 10 %); the column is readable; quick edit has
 *   the fields with WooCommerce's prices.
 * - A variable product's bulk actions set and change every variation's professional price.
 * Products are the test's own ("E2E pro: …", removed afterwards); the professional is a fixture account.
 * Screenshots test-results/e2e/22-admin-pro-*.png.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, SCREENSHOTS, WIDE, adminSession, explained, openProductEditor } from './support.mjs';
import { join } from 'node:path';

const PREFIX = 'E2E pro: ';

let session;
let page;
let professional;
const answers = []; // What the next window.prompt/confirm gets: string (prompt), true/false (confirm).
const dialogs = [];

before( async () => {
	( { session, page } = await adminSession( WIDE ) );
	page.on( 'dialog', async ( dialog ) => {
		dialogs.push( { type: dialog.type(), message: dialog.message() } );
		const answer = answers.shift();
		if ( answer === false || answer === undefined ) {
			await dialog.dismiss();
		} else {
			await dialog.accept( typeof answer === 'string' ? answer : undefined );
		}
	} );
	professional = fixture( BASE_URL, 'user', 'customer', `e2e-pro-schedule-${ Date.now() }@example.com`, 'professional' );
} );
after( async () => {
	await session?.close();
	fixture( BASE_URL, 'cleanup', PREFIX );
} );

/** A product's prices through the Store API, as a guest or as the approved professional. */
async function storePrices( id, { pro = false } = {} ) {
	const response = await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products/${ id }`, {
		headers: pro ? { Authorization: `Bearer ${ professional.token }` } : {},
	} );
	assert.equal( response.status, 200 );
	const data = await response.json();
	return { price: data.prices.price, regular: data.prices.regular_price, onSale: data.on_sale, tier: data.extensions?.[ 'cosmetics-storefront' ]?.price_tier };
}

/** YYYY-MM-DD `days` from today (UTC). */
const day = ( days ) => new Date( Date.now() + days * 86400000 ).toISOString().slice( 0, 10 );

async function saveProduct() {
	await Promise.all( [ page.waitForURL( /message=/ ), page.locator( '#publish' ).click() ] );
	await page.locator( '#_regular_price' ).waitFor( { state: 'visible' } );
}

test( 'a professional sale scheduled a week ahead is not live before its date; own dates from yesterday are', explained( () => page, async () => {
	const { id } = fixture( BASE_URL, 'product', `${ PREFIX }Krem grudniowy`, 'unlimited', '100' );
	await openProductEditor( page, id );
	await page.locator( '#_sale_price' ).fill( '90' );
	await page.locator( 'a.sale_schedule' ).click();
	await page.locator( '#_sale_price_dates_from' ).fill( day( 8 ) );
	await page.locator( '#_sale_price_dates_to' ).fill( day( 14 ) );
	await page.getByLabel( /^Cena profesjonalna \(zł\)/ ).fill( '80' );
	await page.getByLabel( /^Promocyjna cena profesjonalna \(zł\)/ ).fill( '60' );
	const mode = page.getByLabel( 'Termin promocji profesjonalnej' );
	assert.equal( await mode.inputValue(), 'woocommerce', 'WooCommerce\'s sale dates by default' );
	assert.equal( await page.getByLabel( 'Promocja profesjonalna od' ).isVisible(), false, 'own dates only for "Własne daty"' );
	await saveProduct();

	const status = page.locator( '.cosmetics-professional-schedule-status' );
	assert.match( await status.innerText(), /Promocja profesjonalna zaplanowana: \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4} \(daty promocji WooCommerce\)/ );
	await page.locator( '#woocommerce-product-data' ).screenshot( { path: join( SCREENSHOTS, '22-admin-pro-scheduled-desktop.png' ) } );

	assert.deepEqual( await storePrices( id, { pro: true } ), { price: '8000', regular: '8000', onSale: false, tier: 'professional' }, 'the professional price, not the sale before its date' );
	assert.deepEqual( await storePrices( id ), { price: '10000', regular: '10000', onSale: false, tier: 'individual' }, 'WooCommerce\'s own sale waits too' );

	// Own dates, from yesterday: live now.
	await mode.selectOption( 'own' );
	await page.getByLabel( 'Promocja profesjonalna od' ).fill( day( -1 ) );
	await page.getByLabel( 'Promocja profesjonalna do' ).fill( day( 3 ) );
	await saveProduct();
	assert.equal( await page.getByLabel( 'Termin promocji profesjonalnej' ).inputValue(), 'own' );
	assert.equal( await page.getByLabel( 'Promocja profesjonalna od' ).inputValue(), day( -1 ) );
	assert.match( await status.innerText(), /Promocja profesjonalna obowiązuje teraz: .* \(własne daty\)/ );
	assert.deepEqual( await storePrices( id, { pro: true } ), { price: '6000', regular: '8000', onSale: true, tier: 'professional' } );
	assert.equal( ( await storePrices( id ) ).price, '10000', 'the guest still waits for WooCommerce\'s sale' );
	await page.locator( '#woocommerce-product-data' ).screenshot( { path: join( SCREENSHOTS, '22-admin-pro-own-dates-desktop.png' ) } );
} ) );

test( 'a professional price at or above the regular price warns and asks before saving', explained( () => page, async () => {
	const { id } = fixture( BASE_URL, 'product', `${ PREFIX }Tonik`, 'unlimited', '100' );
	await openProductEditor( page, id );
	const price = page.getByLabel( /^Cena profesjonalna \(zł\)/ );
	await price.fill( '80' );
	await saveProduct();

	await price.fill( '120' );
	const warning = page.locator( '.cosmetics-professional-warning[role="status"]' );
	await warning.waitFor();
	assert.match( await warning.innerText(), /Cena profesjonalna \(120 zł\) nie jest niższa niż cena regularna \(100(,00)? zł\): klienci profesjonalni zapłacą tyle samo lub więcej niż pozostali\./ );
	await page.locator( '#woocommerce-product-data' ).screenshot( { path: join( SCREENSHOTS, '22-admin-pro-warning-desktop.png' ) } );

	// "Anuluj": nothing is sent.
	const url = page.url();
	dialogs.length = 0;
	answers.push( false );
	await page.locator( '#publish' ).click();
	assert.equal( dialogs.length, 1 );
	assert.equal( dialogs[ 0 ].type, 'confirm' );
	assert.match( dialogs[ 0 ].message, /^Cena profesjonalna nie jest niższa niż cena regularna:\nProdukt: 120 zł ≥ 100(,00)? zł\n\nZapisać mimo to\?$/ );
	assert.equal( page.url(), url );
	assert.equal( ( await storePrices( id, { pro: true } ) ).price, '8000', 'not saved' );

	// "OK": saved as typed.
	answers.push( true );
	await saveProduct();
	assert.equal( await price.inputValue(), '120' );
	assert.equal( ( await storePrices( id, { pro: true } ) ).price, '12000' );

	// Below the regular price again: no question.
	await price.fill( '85' );
	assert.equal( await warning.count(), 0 );
	dialogs.length = 0;
	await saveProduct();
	assert.equal( dialogs.length, 0 );
} ) );

test( 'bulk edit sets professional prices; the column is readable at 1440 px; quick edit has them with the prices', explained( () => page, async () => {
	const a = fixture( BASE_URL, 'product', `${ PREFIX }Serum A`, 'unlimited', '100' );
	const b = fixture( BASE_URL, 'product', `${ PREFIX }Serum B`, 'unlimited', '90' );
	const list = `${ BASE_URL }/wp-admin/edit.php?post_type=product&s=${ encodeURIComponent( `${ PREFIX }Serum` ) }`;

	const bulk = async ( ids, choice, value ) => {
		await page.goto( list );
		for ( const id of ids ) {
			await page.locator( `#cb-select-${ id }` ).check();
		}
		await page.locator( '#bulk-action-selector-top' ).selectOption( 'edit' );
		await page.locator( '#doaction' ).click();
		const editor = page.locator( '#bulk-edit' );
		await editor.waitFor( { state: 'visible' } );
		await editor.getByLabel( 'Cena profesjonalna (zł)', { exact: true } ).selectOption( choice );
		const input = editor.getByLabel( 'Cena profesjonalna (zł): wartość', { exact: true } );
		await input.waitFor( { state: 'visible' } );
		await input.fill( value );
		await editor.screenshot( { path: join( SCREENSHOTS, '22-admin-pro-bulk-edit-desktop.png' ) } );
		await Promise.all( [ page.waitForURL( /bulk_edit|updated=/ ), editor.locator( '#bulk_edit' ).click() ] );
	};

	await bulk( [ a.id, b.id ], 'set', '70' );
	assert.equal( ( await storePrices( a.id, { pro: true } ) ).price, '7000' );
	assert.equal( ( await storePrices( b.id, { pro: true } ) ).price, '7000' );
	await bulk( [ a.id ], 'decrease', '10%' );
	assert.equal( ( await storePrices( a.id, { pro: true } ) ).price, '6300' );
	assert.equal( ( await storePrices( b.id, { pro: true } ) ).price, '7000', 'only the chosen product' );

	await page.goto( list );
	const header = page.locator( 'th#cosmetics_professional_price' );
	const box = await header.boundingBox();
	assert.ok( box && box.width >= 80, `column width ${ box?.width }` );
	assert.ok( ( await header.evaluate( ( th ) => th.scrollHeight ) ) < 60, 'the header is not a letter per line' );
	assert.match( await page.locator( `#post-${ a.id } td.column-cosmetics_professional_price` ).innerText(), /63,00\s*zł/ );
	await page.screenshot( { path: join( SCREENSHOTS, '22-admin-pro-products-list-desktop.png' ) } );

	const row = page.locator( `#post-${ a.id }` );
	await row.hover();
	await row.locator( 'button.editinline' ).click();
	const quick = page.locator( 'tr.inline-edit-row.inline-editor' );
	const fields = quick.locator( '.price_fields .cosmetics-professional-quick-edit' );
	await fields.waitFor( { state: 'visible' } );
	assert.equal( await fields.locator( 'input[name="_professional_price"]' ).inputValue(), '63' );
	const regularBox = await quick.locator( 'input[name="_regular_price"]' ).boundingBox();
	const proBox = await fields.locator( 'input[name="_professional_price"]' ).boundingBox();
	assert.ok( proBox.y > regularBox.y && proBox.y - regularBox.y < 120 && Math.abs( proBox.x - regularBox.x ) < 2, 'right under WooCommerce\'s prices, aligned with them' );
	await quick.screenshot( { path: join( SCREENSHOTS, '22-admin-pro-quick-edit-desktop.png' ) } );
	await quick.locator( 'button.cancel' ).click();
} ) );

test( 'a variable product\'s bulk actions set and change every variation\'s professional price', explained( () => page, async () => {
	const { id, variations } = fixture( BASE_URL, 'variable', `${ PREFIX }Krem w dwóch pojemnościach`, '100::100,120::120' );
	await openProductEditor( page, id );
	await page.locator( '.variations_tab a' ).click();
	await page.locator( '.woocommerce_variation' ).first().waitFor();

	const run = async ( action, answer ) => {
		answers.push( answer );
		const done = page.waitForResponse( ( r ) => r.url().includes( 'admin-ajax.php' ) && ( r.request().postData() ?? '' ).includes( 'action=woocommerce_bulk_edit_variations' ) );
		const reloaded = page.waitForResponse( ( r ) => r.url().includes( 'admin-ajax.php' ) && ( r.request().postData() ?? '' ).includes( 'action=woocommerce_load_variations' ) );
		await page.locator( '#field_to_edit' ).selectOption( action );
		await done;
		await reloaded;
	};
	await run( 'cosmetics_professional_price_set', '50' );
	await run( 'cosmetics_professional_price_change', '-10%' );
	for ( const variation of variations ) {
		assert.equal( ( await storePrices( variation, { pro: true } ) ).price, '4500' );
	}
	await run( 'cosmetics_professional_sale_price_set', '40' );
	assert.deepEqual( await storePrices( variations[ 1 ], { pro: true } ), { price: '4000', regular: '4500', onSale: true, tier: 'professional' } );

	// A change without its sign is refused in the browser: nothing is sent.
	dialogs.length = 0;
	answers.push( '10%', true );
	let sent = false;
	const watch = ( request ) => {
		sent ||= ( request.postData() ?? '' ).includes( 'action=woocommerce_bulk_edit_variations' );
	};
	page.on( 'request', watch );
	await page.locator( '#field_to_edit' ).selectOption( 'cosmetics_professional_price_change' );
	// The prompt and the alert are answered as they come (WooCommerce 9 leaves the select as it is,
	// 11 resets it: neither is a signal); the alert closes the action.
	for ( let waited = 0; dialogs.length < 2 && waited < 15000; waited += 100 ) {
		await page.waitForTimeout( 100 );
	}
	page.off( 'request', watch );
	assert.equal( sent, false, 'nothing sent' );
	assert.deepEqual( dialogs.map( ( d ) => d.type ), [ 'prompt', 'alert' ] );
	assert.match( dialogs[ 1 ].message, /Nie rozumiem tej zmiany/ );
	assert.equal( ( await storePrices( variations[ 0 ], { pro: true } ) ).regular, '4500' );

	await page.locator( '.woocommerce_variation h3' ).first().click();
	await page.locator( 'input[name="variable_professional_price[0]"]' ).waitFor( { state: 'visible' } );
	assert.equal( await page.locator( 'input[name="variable_professional_price[0]"]' ).inputValue(), '45' );
	await page.locator( '.woocommerce_variation' ).first().screenshot( { path: join( SCREENSHOTS, '22-admin-pro-variation-desktop.png' ) } );
} ) );
