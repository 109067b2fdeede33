/**
 * Product safety and ingredients: a staff member fills the "Bezpieczeństwo produktu" tab
 * and WooCommerce's GTIN field of a product the test creates ("E2E GPSR: …", removed afterwards); the
 * products list and the edit screen said what it lacked before; a refused e-mail keeps the stored value
 * with a Polish error; a shopper then sees the "Skład" tab (reached and switched by keyboard) and the
 * "Bezpieczeństwo produktu" section at 1280 and 390 px (its SKU, with an "&", decoded); the page's
 * JSON-LD carries manufacturer and gtin.
 * Screenshots test-results/e2e/30-product-safety-*.png.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, VIEWPORTS, WIDE, adminSession, explained, openProductEditor, recordTrouble, screenshot } from './support.mjs';

const PREFIX = 'E2E GPSR: ';
const INCI = 'Aqua, Glycerin, Niacinamide, Panthenol, Sodium Hyaluronate, Phenoxyethanol';
const MAKER = { name: 'Laboratorium Testowe Sp. z o.o.', street: 'ul. Próbna 1', city: '00-950 Warszawa', email: 'kontakt@laboratorium.example.com' };
const GTIN = '5901234123457';
const SKU = 'GPSR&E2E-01'; // The Store API sends it as "GPSR&#038;E2E-01" (review finding 8).
let session;
let page;
let productId;
let shopperPage = null;

before( async () => {
	fixture( BASE_URL, 'cleanup', PREFIX ); // A fresh product: nothing of an earlier run.
	( { id: productId } = fixture( BASE_URL, 'product', `${ PREFIX }Krem`, 'unlimited', '59.99' ) );
	( { session, page } = await adminSession( WIDE ) );
} );
after( async () => {
	await session?.close();
	fixture( BASE_URL, 'cleanup', PREFIX );
} );

test( 'staff: the list and the editor say what is missing; the tab saves the fields, a refused e-mail keeps its value with a Polish error', explained( () => page, async () => {
	await page.goto( `${ BASE_URL }/wp-admin/edit.php?post_type=product&s=${ encodeURIComponent( PREFIX.trim() ) }` );
	const cell = page.locator( `#post-${ productId } td.column-cosmetics_gpsr` );
	assert.equal( ( await cell.innerText() ).trim(), '⚠ Brakuje: producent; ostrzeżenia i środki ostrożności' );
	await screenshot( page, '30-product-safety-admin-list-before-wide' );

	await openProductEditor( page, productId );
	const notice = page.locator( '.cosmetics-safety-notice' );
	assert.match( await notice.innerText(), /Brakuje danych o bezpieczeństwie produktu \(GPSR\): producent; ostrzeżenia i środki ostrożności\./ );

	await page.locator( '.inventory_options a' ).click();
	await page.locator( '#_global_unique_id' ).fill( GTIN );
	await page.locator( '#_sku' ).fill( SKU );
	await page.locator( '.cosmetics_safety_tab a' ).click();
	await page.locator( '#cosmetics_safety_ingredients' ).waitFor( { state: 'visible' } );
	await page.locator( '#cosmetics_safety_ingredients' ).fill( INCI );
	await page.locator( '#cosmetics_safety_warnings' ).fill( 'Tylko do użytku zewnętrznego.\nUnikać kontaktu z oczami.' );
	await page.locator( '#cosmetics_safety_manufacturer_name' ).fill( MAKER.name );
	await page.locator( '#cosmetics_safety_manufacturer_address' ).fill( `${ MAKER.street }\n${ MAKER.city }` );
	await page.locator( '#cosmetics_safety_manufacturer_country' ).selectOption( 'PL' );
	await page.locator( '#cosmetics_safety_manufacturer_email' ).fill( MAKER.email );
	await page.locator( '#cosmetics_safety_responsible_name' ).fill( 'Osoba Odpowiedzialna Sp. z o.o.' );
	await page.locator( '#cosmetics_safety_responsible_email' ).fill( 'to-nie-jest-adres' );
	await page.locator( '#cosmetics_safety_data' ).screenshot( { path: 'test-results/e2e/30-product-safety-admin-tab-wide.png' } );

	await page.locator( '#publish' ).click();
	await page.waitForURL( /message=/ );
	const errors = page.locator( '#woocommerce_errors' );
	await errors.waitFor();
	assert.match( await errors.innerText(), /Osoba odpowiedzialna w UE – E-mail: nieprawidłowy adres e-mail\. Zachowano poprzednią wartość\./ );
	assert.equal( await page.locator( '.cosmetics-safety-notice' ).count(), 0, 'nothing required is missing any more' );
	await page.locator( '.cosmetics_safety_tab a' ).click();
	assert.equal( await page.locator( '#cosmetics_safety_ingredients' ).inputValue(), INCI );
	assert.equal( await page.locator( '#cosmetics_safety_manufacturer_email' ).inputValue(), MAKER.email );
	assert.equal( await page.locator( '#cosmetics_safety_responsible_email' ).inputValue(), '', 'the refused value was not stored' );
	await screenshot( page, '30-product-safety-admin-saved-wide' );

	await page.goto( `${ BASE_URL }/wp-admin/edit.php?post_type=product&s=${ encodeURIComponent( PREFIX.trim() ) }` );
	assert.equal( ( await cell.innerText() ).trim(), 'Komplet' );

	// Brands carry the same two parties for all their products (Produkty → Marki; not saved here).
	await page.goto( `${ BASE_URL }/wp-admin/edit-tags.php?taxonomy=product_brand&post_type=product` );
	for ( const field of [ 'name', 'address', 'country', 'email', 'url' ] ) {
		assert.equal( await page.locator( `#cosmetics-brand-manufacturer-${ field }, #cosmetics-brand-responsible-${ field }` ).count(), 2, field );
	}
	await screenshot( page, '30-product-safety-admin-brands-wide' );
} ) );

test( 'shopper: the "Skład" tab by keyboard and the safety section at 1280 and 390 px; JSON-LD manufacturer and gtin', explained( () => shopperPage ?? page, async () => {
	for ( const [ label, viewport ] of Object.entries( VIEWPORTS ) ) {
		const context = await session.browser.newContext( { viewport } );
		const shopper = await context.newPage();
		recordTrouble( shopper );
		shopperPage = shopper; // explained() reports this page's trouble.
		await shopper.goto( `${ BASE_URL }/sklep/product/${ productId }` );
		const section = shopper.getByRole( 'region', { name: 'Bezpieczeństwo produktu' } );
		await section.waitFor();
		const text = await section.innerText();
		for ( const expected of [ MAKER.name, MAKER.street, MAKER.city, 'Polska', MAKER.email, 'Osoba Odpowiedzialna Sp. z o.o.', GTIN, SKU, 'Tylko do użytku zewnętrznego.', 'Unikać kontaktu z oczami.' ] ) {
			assert.ok( text.includes( expected ), `${ label }: "${ expected }" in the section:\n${ text }` );
		}

		// The tablist is reached with Tab, and arrow keys switch to "Skład".
		const description = shopper.getByRole( 'tab', { name: 'Opis' } );
		for ( let i = 0; i < 80 && ! ( await description.evaluate( ( el ) => el === document.activeElement ) ); i++ ) {
			await shopper.keyboard.press( 'Tab' );
		}
		assert.ok( await description.evaluate( ( el ) => el === document.activeElement ), `${ label }: the "Opis" tab is reachable with Tab` );
		await shopper.keyboard.press( 'ArrowRight' );
		const ingredients = shopper.getByRole( 'tab', { name: 'Skład' } );
		assert.equal( await ingredients.getAttribute( 'aria-selected' ), 'true' );
		assert.ok( await ingredients.evaluate( ( el ) => el === document.activeElement ) );
		const panel = shopper.getByRole( 'tabpanel', { name: 'Skład' } );
		assert.equal( ( await panel.innerText() ).trim(), INCI );
		await shopper.keyboard.press( 'ArrowLeft' );
		await shopper.keyboard.press( 'Enter' );
		assert.equal( await description.getAttribute( 'aria-selected' ), 'true', 'back to "Opis"' );
		await shopper.keyboard.press( 'ArrowRight' );
		await panel.waitFor();

		const overflow = await shopper.evaluate( () => document.documentElement.scrollWidth - document.documentElement.clientWidth );
		assert.ok( overflow <= 0, `${ label }: no horizontal scroll (${ overflow } px)` );
		await screenshot( shopper, `30-product-safety-shopper-${ label }` );
		await context.close();
	}

	const html = await ( await fetch( `${ BASE_URL }/sklep/product/${ productId }` ) ).text();
	const graph = [ ...html.matchAll( /<script type="application\/ld\+json">(.*?)<\/script>/gs ) ].flatMap( ( m ) => JSON.parse( m[ 1 ] )[ '@graph' ] ?? [] );
	const product = graph.find( ( node ) => node[ '@type' ] === 'Product' );
	assert.ok( product, 'a Product node' );
	assert.equal( product.gtin, GTIN );
	assert.deepEqual( product.manufacturer, { '@type': 'Organization', name: MAKER.name, address: `${ MAKER.street }, ${ MAKER.city }, Polska`, email: MAKER.email } );
} ) );
