/**
 * Speed: the preloaded /sklep listing is cached, and staff changing a product's price and stock in
 * wp-admin (the product edit screen) see them on the very next /sklep: in the server's HTML (no
 * JavaScript, as a crawler reads it), in the preloaded answer and on the screen the app renders.
 * Also the HTTP caching headers of a guest's page, a page with a WooCommerce session cookie, a private
 * screen and the Store API. The product is the test's own ("E2E lista: …", deleted afterwards); it is
 * the newest, so the first on /sklep. Screenshots test-results/e2e/60-listing-cache-{desktop,phone}.png.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, VIEWPORTS, adminSession, explained, openProductEditor, pageConfig, recordRestRequests } from './support.mjs';

const NAME = 'E2E lista: Krem z pamięci podręcznej';
const LISTING = '/wc/store/v1/products?_fields=extensions%2Cid%2Cis_in_stock%2Cis_on_backorder%2Cname%2Con_sale%2Cprices&catalog_visibility=catalog&page=1&per_page=50';
const plain = ( text ) => text.replace( /\u00a0|\u202f/g, ' ' );

let session;
let page;
let id;
before( async () => {
	( { id } = fixture( BASE_URL, 'listed', NAME, '41.00', '20' ) );
	( { session, page } = await adminSession() );
} );
after( async () => {
	await session?.close();
	if ( id ) fixture( BASE_URL, 'delete-product', id );
} );

/** /sklep as a guest without cookies reads it (no JavaScript): its status, headers, card and preloaded product. */
async function shopWithoutJs( headers = {} ) {
	const response = await fetch( `${ BASE_URL }/sklep`, { headers } );
	const html = await response.text();
	assert.equal( response.status, 200 );
	const card = html.split( '<li><article class="cs-card">' ).find( ( part ) => part.includes( `/sklep/product/${ id }"` ) );
	const config = pageConfig( html );
	const product = config.preload[ LISTING ]?.body.find( ( p ) => p.id === id );
	return { response, html, card: card ? plain( card.slice( 0, card.indexOf( '</article>' ) ) ) : null, product };
}

/** The product's own page as a guest without JavaScript: the product answer preloaded into it. */
async function productPageWithoutJs() {
	const response = await fetch( `${ BASE_URL }/sklep/product/${ id }` );
	const html = await response.text();
	assert.equal( response.status, 200 );
	const config = pageConfig( html );
	return config.preload[ `/wc/store/v1/products/${ id }` ]?.body;
}

test( 'headers: a guest\'s page may be kept only to ask again; a session, a private screen and the Store API are kept by nobody', async () => {
	const guest = await fetch( `${ BASE_URL }/sklep` );
	assert.equal( guest.headers.get( 'cache-control' ), 'public, no-cache' );
	assert.match( guest.headers.get( 'vary' ) ?? '', /Cookie/ );
	const session = await fetch( `${ BASE_URL }/sklep`, { headers: { Cookie: 'wp_woocommerce_session_abc=1' } } );
	assert.match( session.headers.get( 'cache-control' ) ?? '', /no-store/ );
	assert.match( session.headers.get( 'cache-control' ) ?? '', /private/ );
	const checkout = await fetch( `${ BASE_URL }/checkout` );
	assert.match( checkout.headers.get( 'cache-control' ) ?? '', /no-store/ );
	const products = await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=1` );
	assert.equal( products.headers.get( 'cache-control' ), 'no-cache, private' );
	const cart = await fetch( `${ BASE_URL }/wp-json/wc/store/v1/cart` );
	assert.match( cart.headers.get( 'cache-control' ) ?? '', /no-store/ );
} );

test( 'a price and a stock changed on the product edit screen are on the next /sklep and product page, with and without JavaScript', explained( () => page, async () => {
	// Twice: the second page comes from the listing cache.
	for ( let i = 0; i < 2; i++ ) {
		const before = await shopWithoutJs();
		assert.ok( before.card, 'the test\'s product is on /sklep' );
		assert.match( before.card, /41,00 zł/ );
		assert.match( before.card, /Dostępny/ );
		assert.equal( before.product?.prices.price, '4100' );
		assert.equal( ( await productPageWithoutJs() )?.prices.price, '4100', 'the product page' );
	}

	await openProductEditor( page, id );
	await page.fill( '#_regular_price', '37,50' );
	await page.click( '#woocommerce-product-data li.inventory_options a' );
	await page.locator( '#_stock' ).waitFor( { state: 'visible' } );
	await page.fill( '#_stock', '3' );
	await Promise.all( [ page.waitForURL( /message=/ ), page.click( '#publish' ) ] );
	assert.equal( await page.inputValue( '#_regular_price' ), '37,50', 'saved' );

	const after = await shopWithoutJs();
	assert.match( after.card, /37,50 zł/, 'the server\'s HTML' );
	assert.match( after.card, /Tylko 3 szt\./ );
	assert.equal( after.product?.prices.price, '3750', 'the preloaded answer' );
	assert.equal( after.product?.extensions[ 'cosmetics-storefront' ].low_stock_remaining, 3 );
	const productAfter = await productPageWithoutJs();
	assert.equal( productAfter?.prices.price, '3750', 'the product page\'s preloaded answer' );
	assert.equal( productAfter?.extensions[ 'cosmetics-storefront' ].low_stock_remaining, 3 );

	// The screen the app renders (a guest: a context of its own), from the page's answers alone.
	const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
	try {
		const shop = await context.newPage();
		const rest = recordRestRequests( shop );
		await shop.goto( `${ BASE_URL }/sklep` );
		// The app's sort control replaces the server's disabled placeholder: the cards are the app's now.
		await shop.locator( 'select.cs-select:not([disabled])' ).first().waitFor();
		const card = shop.locator( '.cs-card' ).filter( { has: shop.locator( `a[href$="/sklep/product/${ id }"]` ) } );
		await card.waitFor();
		const text = plain( await card.innerText() );
		assert.match( text, /37,50 zł/ );
		assert.match( text, /Tylko 3 szt\./ );
		assert.deepEqual( rest, [], 'no REST request on the first render' );
		await shop.screenshot( { path: 'test-results/e2e/60-listing-cache-desktop.png' } );
		await shop.setViewportSize( VIEWPORTS.phone );
		await card.scrollIntoViewIfNeeded();
		await shop.screenshot( { path: 'test-results/e2e/60-listing-cache-phone.png' } );
	} finally {
		await context.close();
	}
} ) );
