/**
 * Search E2E on the local shop: tests/search-cases.json's Polish queries through the storefront (its own
 * products, SKUs SZUK-…, made by the fixtures and removed afterwards; the demo shop's products may be
 * found beside them and are left out of the comparison), and the search box's suggestions at 1280 and
 * 390 px: typing, arrow keys, Enter, Escape, a suggestion click, "Czy chodziło Ci o", the help when
 * nothing is found, axe on the open list (test-results/e2e/35-…png).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, VIEWPORTS, appTookOver, launchBrowser, screenshot } from './support.mjs';

const CASES = JSON.parse( readFileSync( new URL( '../search-cases.json', import.meta.url ), 'utf8' ) ).cases;
const axeSource = readFileSync( createRequire( import.meta.url ).resolve( 'axe-core/axe.min.js' ), 'utf8' );

/** sku → {id, slug} of the case products on this shop. */
let ours;
let session;
before( async () => {
	ours = fixture( BASE_URL, 'search-products' ).products;
	session = await launchBrowser();
} );
after( async () => {
	await session?.close();
	fixture( BASE_URL, 'search-products-remove' );
} );

const skuOf = ( id ) => Object.keys( ours ).find( ( sku ) => ours[ sku ].id === Number( id ) );
const isProducts = ( url ) => /wc\/store\/v1\/products(?:\?|&|$)/.test( decodeURIComponent( url ) );
const searchedFor = ( query ) => ( response ) => isProducts( response.url() ) && new URL( response.url() ).searchParams.get( 'search' ) === query;
const suggestRequest = ( url ) => decodeURIComponent( url ).includes( 'cosmetics/v1/search/suggest' );

async function openShop( context ) {
	const page = await context.newPage();
	const errors = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'networkidle' } );
	await appTookOver( page );
	return { page, errors, box: page.getByRole( 'combobox', { name: 'Szukaj produktów' } ) };
}

/**
 * Searches as a shopper does (type, Enter) and waits until the results on screen are exactly the products
 * the storefront's request answered (or the no-results help when it answered none). @returns the ids shown.
 */
async function searchFor( page, box, query ) {
	const answered = page.waitForResponse( searchedFor( query ) );
	await box.fill( query );
	await box.press( 'Enter' );
	const ids = ( await ( await answered ).json() ).map( ( product ) => product.id );
	await page.locator( '.cs-shop__searched', { hasText: `Wyniki wyszukiwania: „${ query }”` } ).waitFor();
	await page.waitForFunction(
		( expected ) => {
			const results = document.querySelector( '.cs-shop__results' );
			if ( ! results || results.getAttribute( 'aria-busy' ) !== 'false' ) {
				return false;
			}
			if ( ! expected.length ) {
				return !! results.querySelector( '.cs-no-results' );
			}
			const shown = [ ...results.querySelectorAll( ':scope > .cs-grid .cs-card__title a' ) ].map( ( a ) => Number( a.getAttribute( 'href' ).split( '/' ).pop() ) );
			return shown.join( ',' ) === expected.join( ',' );
		},
		ids
	);
	return ids;
}

describe( 'the case file through the storefront', () => {
	test( `${ CASES.length } Polish queries find what they must, leave out what they must not, and put the right product first`, async () => {
		const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
		const { page, box, errors } = await openShop( context );
		const failures = [];
		for ( const item of CASES ) {
			const found = ( await searchFor( page, box, item.query ) ).map( skuOf ).filter( Boolean );
			const why = `${ item.query } (${ item.why }): found ${ JSON.stringify( found ) }`;
			for ( const sku of item.includes ?? [] ) {
				if ( ! found.includes( sku ) ) failures.push( `${ why } lacks ${ sku }` );
			}
			for ( const sku of item.excludes ?? [] ) {
				if ( found.includes( sku ) ) failures.push( `${ why } has ${ sku }` );
			}
			if ( item.first && found[ 0 ] !== item.first ) failures.push( `${ why }: ${ item.first } is not first` );
		}
		// The sort select offers relevance while a search is on, and it is the default.
		assert.equal( await page.getByRole( 'combobox', { name: 'Sortuj' } ).inputValue(), 'relevance' );
		await context.close();
		assert.deepEqual( failures, [] );
		assert.deepEqual( errors, [] );
	} );
} );

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	describe( `suggestions as the shopper types on ${ device } (${ viewport.width } px)`, () => {
		test( 'from the second letter, the newest question only; arrows, Escape, Enter, a click; the count read out', async () => {
			const context = await session.browser.newContext( { viewport } );
			const { page, box, errors } = await openShop( context );
			const asked = [];
			page.on( 'request', ( request ) => suggestRequest( request.url() ) && asked.push( new URL( request.url() ).searchParams.get( 'q' ) ) );
			const list = page.getByRole( 'listbox', { name: 'Podpowiedzi wyszukiwania' } );
			const options = list.getByRole( 'option' );

			// One letter asks nothing; typing on asks once for what the box holds when the shopper pauses.
			await box.pressSequentially( 'k' );
			await page.waitForTimeout( 600 );
			assert.deepEqual( asked, [] );
			const answered = page.waitForResponse( ( response ) => suggestRequest( response.url() ) && new URL( response.url() ).searchParams.get( 'q' ) === 'krem pod' );
			await box.pressSequentially( 'rem pod', { delay: 20 } );
			await answered;
			await list.waitFor();
			assert.deepEqual( asked, [ 'krem pod' ], 'fast typing asks once, after the pause' );
			assert.equal( await box.getAttribute( 'aria-expanded' ), 'true' );
			const products = list.locator( '.cs-combobox__option--product' );
			const count = await products.count();
			assert.ok( count >= 1 && count <= 6, `1–6 products (${ count })` );
			assert.ok( ( await products.allInnerTexts() ).some( ( text ) => text.includes( 'Krem pod oczy z kofeiną i peptydami' ) ) );
			assert.ok( ( await list.locator( 'mark' ).allInnerTexts() ).some( ( text ) => /^krem$/i.test( text ) ), 'the typed words are marked' );
			assert.match( await products.first().locator( '.cs-price' ).innerText(), /zł/ );
			assert.match( await page.locator( '.cs-combobox [role="status"]' ).innerText(), /\d+ (produkt|podpowied)/ );
			if ( device === 'phone' ) {
				for ( const box of await options.evaluateAll( ( els ) => els.map( ( el ) => el.getBoundingClientRect().height ) ) ) {
					assert.ok( box >= 44, `an option is tall enough for a thumb (${ box } px)` );
				}
			}
			await screenshot( page, `35-search-suggestions-${ device }` );

			// axe on the open list.
			await page.addScriptTag( { content: axeSource } );
			const axe = await page.evaluate( () => window.axe.run( document.querySelector( '.cs-combobox' ), { resultTypes: [ 'violations' ] } ) );
			assert.deepEqual( axe.violations.filter( ( v ) => [ 'serious', 'critical' ].includes( v.impact ) ).map( ( v ) => `${ v.id }: ${ v.help }` ), [] );

			// Arrow keys move the active option (the focus stays in the box), round through the box itself.
			const ids = await options.evaluateAll( ( els ) => els.map( ( el ) => el.id ) );
			await box.press( 'ArrowDown' );
			assert.equal( await box.getAttribute( 'aria-activedescendant' ), ids[ 0 ] );
			assert.equal( await options.first().getAttribute( 'aria-selected' ), 'true' );
			await box.press( 'ArrowDown' );
			assert.equal( await box.getAttribute( 'aria-activedescendant' ), ids[ 1 ] );
			await box.press( 'ArrowUp' );
			await box.press( 'ArrowUp' );
			assert.equal( await box.getAttribute( 'aria-activedescendant' ), null, 'back in the box' );
			await box.press( 'ArrowUp' );
			assert.equal( await box.getAttribute( 'aria-activedescendant' ), ids[ ids.length - 1 ], 'round to the last' );
			assert.match( await options.last().innerText(), /^Pokaż wszystkie wyniki \(\d+\)$/ );
			assert.ok( await box.evaluate( ( el ) => el === document.activeElement ) );

			// Escape closes the list and keeps the words; a second Escape clears the box.
			await box.press( 'Escape' );
			await list.waitFor( { state: 'hidden' } );
			assert.equal( await box.getAttribute( 'aria-expanded' ), 'false' );
			assert.equal( await box.inputValue(), 'krem pod' );
			await box.press( 'Escape' );
			assert.equal( await box.inputValue(), '' );

			// Arrow to a product and Enter opens its page.
			await box.fill( 'krem pod oczy kofeina' );
			await list.getByRole( 'option', { name: /Krem pod oczy z kofeiną i peptydami/ } ).waitFor();
			const position = ( await options.allInnerTexts() ).findIndex( ( text ) => text.includes( 'Krem pod oczy z kofeiną i peptydami' ) );
			for ( let i = 0; i <= position; i++ ) await box.press( 'ArrowDown' );
			await box.press( 'Enter' );
			await page.waitForURL( `**/sklep/product/${ ours[ 'SZUK-KREM-OCZY' ].id }` );
			await page.getByRole( 'heading', { level: 1, name: 'Krem pod oczy z kofeiną i peptydami' } ).waitFor();

			// A click on a suggestion opens it too.
			await page.goBack();
			await box.fill( 'sylvanea' );
			await list.getByRole( 'option', { name: /Krem odżywczy na noc/ } ).click();
			await page.waitForURL( `**/sklep/product/${ ours[ 'SZUK-KREM-NOC' ].id }` );
			await page.getByRole( 'heading', { level: 1, name: 'Krem odżywczy na noc' } ).waitFor();

			// Enter without a chosen option: all results, at an address the shopper can share.
			await page.goBack();
			const ids2 = await searchFor( page, box, 'kremy' );
			assert.ok( ids2.includes( ours[ 'SZUK-KREM-NOC' ].id ) );
			assert.equal( new URL( page.url() ).searchParams.get( 'search' ), 'kremy' );
			await list.waitFor( { state: 'hidden' } );
			await context.close();
			assert.deepEqual( errors, [] );
		} );

		test( '"Czy chodziło Ci o" for a near miss, and what to do when nothing is found', async () => {
			const context = await session.browser.newContext( { viewport } );
			const { page, box, errors } = await openShop( context );
			const list = page.getByRole( 'listbox', { name: 'Podpowiedzi wyszukiwania' } );

			await box.fill( 'lakeir' );
			const corrected = list.getByRole( 'option', { name: 'Czy chodziło Ci o: lakier?' } );
			await corrected.waitFor();
			const answered = page.waitForResponse( searchedFor( 'lakier' ) );
			await corrected.click();
			const ids = ( await ( await answered ).json() ).map( ( product ) => product.id );
			await page.locator( '.cs-shop__searched', { hasText: 'Wyniki wyszukiwania: „lakier”' } ).waitFor();
			assert.ok( ids.includes( ours[ 'SZUK-LAKIER-WISNIA' ].id ) );
			assert.equal( await box.inputValue(), 'lakier' );

			// Every word finds something, all of them nothing: each word alone, with its count.
			await searchFor( page, box, 'kofeina lakier' );
			const help = page.locator( '.cs-no-results' );
			await help.getByText( 'Nie znaleziono produktów' ).waitFor();
			await help.getByText( 'Żaden produkt nie ma wszystkich tych słów. Szukaj jednego z nich:' ).waitFor();
			const chips = help.locator( '.cs-no-results__words .cs-chip' );
			assert.equal( await chips.count(), 2 );
			assert.match( await chips.first().innerText(), /kofeina.*\d/s );
			await help.getByRole( 'heading', { name: 'Co możesz zrobić' } ).waitFor();
			await help.getByRole( 'navigation', { name: 'Popularne kategorie' } ).getByRole( 'link' ).first().waitFor();
			const bestsellers = help.locator( '.cs-no-results__grid .cs-card' );
			await bestsellers.first().waitFor();
			assert.ok( ( await bestsellers.count() ) <= 4 );
			await screenshot( page, `35-search-no-results-${ device }` );

			// A word's chip searches for it.
			const alone = page.waitForResponse( searchedFor( 'kofeina' ) );
			await chips.first().click();
			assert.ok( ( await ( await alone ).json() ).some( ( product ) => product.id === ours[ 'SZUK-KREM-OCZY' ].id ) );
			await page.locator( '.cs-shop__searched', { hasText: 'Wyniki wyszukiwania: „kofeina”' } ).waitFor();
			await context.close();
			assert.deepEqual( errors, [] );
		} );
	} );
}

test( 'the search page stays out of search engines and its address works as a link', async () => {
	const response = await fetch( `${ BASE_URL }/sklep?search=${ encodeURIComponent( 'krem pod oczy' ) }` );
	const html = await response.text();
	assert.equal( response.status, 200 );
	assert.match( html, /<meta name=['"]robots['"] content=['"][^'"]*noindex/ );
	// Opened as a link, the address shows its results (the app's: the server draws no search yet).
	const context = await session.browser.newContext( { viewport: VIEWPORTS.phone } );
	try {
		const page = await context.newPage();
		await page.goto( `${ BASE_URL }/sklep?search=${ encodeURIComponent( 'krem pod oczy' ) }` );
		await appTookOver( page );
		await page.locator( '.cs-card', { hasText: 'Krem pod oczy z kofeiną i peptydami' } ).first().waitFor();
		assert.equal( await page.getByRole( 'combobox' ).first().inputValue(), 'krem pod oczy' );
	} finally {
		await context.close();
	}
} );

test( "removing the case products leaves the shop's own categories and brands", async () => {
	const terms = async () => {
		const categories = await ( await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products/categories?per_page=100` ) ).json();
		const brands = await ( await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products/brands?per_page=100` ) ).json();
		return [ ...categories, ...brands ].map( ( term ) => term.id ).sort( ( a, b ) => a - b );
	};
	const made = Object.values( ours ).map( ( product ) => product.id );
	const withCases = await terms();
	assert.equal( fixture( BASE_URL, 'search-products-remove' ).removed, made.length );
	const left = await terms();
	assert.ok( left.length > 0 && left.every( ( id ) => withCases.includes( id ) ), 'only terms are gone, none new' );
	// The demo shop's categories are still there: every one a listed product names.
	const listing = await ( await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=100` ) ).json();
	assert.ok( listing.length > 0 && listing.every( ( product ) => product.categories.every( ( category ) => left.includes( category.id ) ) ) );
	assert.ok( listing.some( ( product ) => product.categories.length ), 'products keep their categories' );
} );
