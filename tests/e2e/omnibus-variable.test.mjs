/**
 * Omnibus on variable products, on the real shop: the lowest-price line stands only under a price it
 * belongs to. Two variable products of its own (fixtures, backdated price history), partly on sale:
 * - "od 49,99": the 49,99 variation is at its normal price; the 50 ml one is 79,99 → 59,99 (69,99
 *   twenty days ago) with 5 left;
 * - "od 39,99": the 39,99 variation is discounted (59,99 twenty days ago); another discount (55) is
 *   not its reference.
 * Cards on /sklep, the product page before and after a choice, and the batch route; screenshots
 * test-results/e2e/35-omnibus-…png at 1280 and 390 px. And the price sort: a variable product sorts
 * by the 'od' price it shows, both ways.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, VIEWPORTS, launchBrowser, screenshot } from './support.mjs';

const PREFIX = 'E2E Omnibus: ';
const PLAIN_OD = `${ PREFIX }krem od 49,99`;
const DISCOUNTED_OD = `${ PREFIX }serum od 39,99`;
const text = ( s ) => ( s ?? '' ).replace( /\s+/g, ' ' ).trim();

let session;
let plainOd;
let discountedOd;
before( async () => {
	// regular:sale:price 20 days ago[:stock]
	plainOd = fixture( BASE_URL, 'variable', PLAIN_OD, '49.99::49.99:12,79.99:59.99:69.99:5' );
	discountedOd = fixture( BASE_URL, 'variable', DISCOUNTED_OD, '80:39.99:59.99,69.99::69.99,60:50:55' );
	// The sort: 'od 29,99' (its dearest 99,99) against one price of 59,99.
	fixture( BASE_URL, 'variable', `${ PREFIX }sort od 29,99`, '29.99::29.99,99.99::99.99' );
	fixture( BASE_URL, 'variable', `${ PREFIX }sort 59,99`, '59.99::59.99' );
	session = await launchBrowser();
} );
after( async () => {
	await session?.close();
	fixture( BASE_URL, 'cleanup', PREFIX );
} );

test( 'the batch route answers for the price each id stands for', async () => {
	const response = await fetch( `${ BASE_URL }/wp-json/custom/v1/lowest-prices-batch`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( { product_ids: [ plainOd.id, ...plainOd.variations, discountedOd.id, discountedOd.variations[ 0 ] ], customer_type: 'individual' } ),
	} );
	assert.equal( response.status, 200 );
	assert.deepEqual( ( await response.json() ).prices, {
		[ plainOd.id ]: null,
		[ plainOd.variations[ 0 ] ]: 49.99,
		[ plainOd.variations[ 1 ] ]: 69.99,
		[ discountedOd.id ]: 59.99,
		[ discountedOd.variations[ 0 ] ]: 59.99,
	} );
} );

test( '"Cena: od najwyższej / od najniższej": a variable product sorts by its "od" price', async () => {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
	const page = await context.newPage();
	await page.goto( `${ BASE_URL }/sklep?search=${ encodeURIComponent( `${ PREFIX }sort` ) }`, { waitUntil: 'networkidle' } );
	await page.locator( '.cs-card' ).nth( 1 ).waitFor();
	const names = () => page.locator( '.cs-card__title' ).allInnerTexts();
	for ( const [ option, expected ] of [
		[ 'price-desc', [ `${ PREFIX }sort 59,99`, `${ PREFIX }sort od 29,99` ] ],
		[ 'price-asc', [ `${ PREFIX }sort od 29,99`, `${ PREFIX }sort 59,99` ] ],
	] ) {
		await page.getByRole( 'combobox', { name: 'Sortuj' } ).selectOption( option );
		await page.waitForFunction( () => ! document.querySelector( '.cs-grid--stale' ) && ! document.querySelector( '.cs-shop__results[aria-busy="true"]' ) );
		await page.waitForFunction( ( first ) => document.querySelector( '.cs-card__title' )?.textContent?.trim() === first, expected[ 0 ], { timeout: 5000 } ).catch( () => undefined );
		assert.deepEqual( ( await names() ).map( ( n ) => n.trim() ), expected, option );
	}
	await context.close();
} );

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	describe( `variable products partly on sale on ${ device } (${ viewport.width } px)`, () => {
		test( 'cards: no line under an "od" price at its normal price; the discounted "od" price\'s own reference', async () => {
			const context = await session.browser.newContext( { viewport } );
			const page = await context.newPage();
			const errors = [];
			page.on( 'pageerror', ( error ) => errors.push( error.message ) );
			await page.goto( `${ BASE_URL }/sklep?search=${ encodeURIComponent( PREFIX.trim() ) }`, { waitUntil: 'networkidle' } );
			const card = ( name ) => page.locator( '.cs-card' ).filter( { has: page.getByRole( 'link', { name, exact: true } ) } );
			await card( PLAIN_OD ).waitFor();
			await card( DISCOUNTED_OD ).waitFor();

			assert.equal( text( await card( PLAIN_OD ).locator( '.cs-price' ).innerText() ), 'od 49,99 zł' );
			assert.equal( await card( PLAIN_OD ).locator( '.cs-omnibus' ).count(), 0, 'no Omnibus line under "od 49,99 zł"' );
			assert.equal( text( await card( DISCOUNTED_OD ).locator( '.cs-price' ).innerText() ), 'od 39,99 zł' );
			assert.equal( text( await card( DISCOUNTED_OD ).locator( '.cs-omnibus' ).innerText() ), 'Najniższa cena z 30 dni przed obniżką: 59,99 zł' );
			await screenshot( page, `35-omnibus-cards-${ device }` );
			assert.deepEqual( errors, [] );
			await context.close();
		} );

		test( 'product page: before a choice the line belongs to the "od" price; after a choice, to the chosen variation', async () => {
			const context = await session.browser.newContext( { viewport } );
			const page = await context.newPage();
			const errors = [];
			page.on( 'pageerror', ( error ) => errors.push( error.message ) );
			const price = page.locator( '.cs-product__price .cs-price' );
			const omnibus = page.locator( '.cs-product__price-block .cs-omnibus' );
			const select = page.getByRole( 'combobox', { name: 'Pojemność' } );

			await page.goto( `${ BASE_URL }/sklep/product/${ plainOd.id }`, { waitUntil: 'networkidle' } );
			await price.waitFor();
			assert.equal( text( await price.innerText() ), 'od 49,99 zł' );
			assert.equal( await omnibus.count(), 0, 'no line under "od 49,99 zł" before a choice' );
			await screenshot( page, `35-omnibus-product-before-choice-${ device }` );

			await select.selectOption( '50 ml' );
			await page.locator( '.cs-product__price ins' ).waitFor();
			assert.match( text( await price.innerText() ), /59,99 zł$/ );
			assert.equal( text( await omnibus.innerText() ), 'Najniższa cena z 30 dni przed obniżką: 69,99 zł' );
			assert.equal( text( await page.locator( '.cs-product__stock' ).innerText() ), 'Tylko 5 szt.', '5 left is low stock whatever WooCommerce\'s low-stock amount' );
			await screenshot( page, `35-omnibus-product-discounted-variation-${ device }` );

			await select.selectOption( '30 ml' );
			await page.locator( '.cs-product__price ins' ).waitFor( { state: 'detached' } );
			assert.equal( text( await price.innerText() ), '49,99 zł' );
			assert.equal( await omnibus.count(), 0, 'the plain variation: no line' );
			assert.equal( text( await page.locator( '.cs-product__stock' ).innerText() ), 'Dostępny' );

			await page.goto( `${ BASE_URL }/sklep/product/${ discountedOd.id }`, { waitUntil: 'networkidle' } );
			await price.waitFor();
			assert.equal( text( await price.innerText() ), 'od 39,99 zł' );
			assert.equal( text( await omnibus.innerText() ), 'Najniższa cena z 30 dni przed obniżką: 59,99 zł' );
			await screenshot( page, `35-omnibus-product-discounted-od-${ device }` );
			assert.deepEqual( errors, [] );
			await context.close();
		} );
	} );
}
