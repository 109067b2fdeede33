/**
 * The shop works before the app (issue 31, "one first screen, not two"): at 390 px with the bundle's
 * requests blocked, a shopper searches, sorts, narrows by price and picks a category through the server's
 * GET forms and links, each time reading the list the server drew (Screens\ShopScreen); then the same
 * addresses open in the app, which shows the same list from the answer preloaded for it (no list asked
 * again), and writes those same addresses itself when the shopper does the same there.
 * The products are the test's own (scripts/site/shop-fixtures.php `listed`, a word nothing else has), three of
 * them in the demo shop's "Pielęgnacja ciała" (a known slug).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, VIEWPORTS, appTookOver, launchBrowser, recordRestRequests, screenshot } from './support.mjs';

const BUNDLE = /\/build\/storefront\.js/;
const WORD = 'zorbix';
const CATEGORY = 'pielegnacja-ciala';
/** name → price; all but the mist in CATEGORY. */
const PRODUCTS = {
	'E2E Zorbix balsam lekki': '19.00',
	'E2E Zorbix mgiełka': '35.00',
	'E2E Zorbix balsam gęsty': '49.00',
	'E2E Zorbix balsam nocny': '99.00',
};

/** The names on the list's cards, in order. */
const cards = ( page ) => page.locator( '.cs-shop__results .cs-card__title a' ).allTextContents();

/** A Store API list or the category list (not one product), however the REST address is written. */
const LIST_REQUEST = /wc\/store\/v1\/products(?!\/\d)/;
const lists = ( requests ) => requests.filter( ( request ) => LIST_REQUEST.test( decodeURIComponent( request ) ) );

/** Whether the server's first screen is still all there is (the app has not taken over). */
const serverDrawn = ( page ) => page.locator( '#cosmetics-storefront > .cs-app--server .cs-shop' ).count().then( ( n ) => n === 1 );

describe( 'the shop before the app: search, sort, price and category as forms and links', () => {
	let shop;
	const ids = [];
	before( async () => {
		for ( const [ name, price ] of Object.entries( PRODUCTS ) ) {
			ids.push( fixture( BASE_URL, 'listed', name, price, 'unlimited', ...( name.includes( 'mgiełka' ) ? [] : [ CATEGORY ] ) ).id );
		}
		shop = await launchBrowser();
	} );
	after( async () => {
		await shop?.close();
		for ( const id of ids ) {
			fixture( BASE_URL, 'delete-product', id );
		}
	} );

	/** The addresses the server's forms led to, with the list each showed. */
	const visited = [];

	test( 'at 390 px with the bundle blocked, each step is a new address whose list the server draws', async () => {
		const context = await shop.browser.newContext( { viewport: VIEWPORTS.phone } );
		try {
			const page = await context.newPage();
			await page.route( BUNDLE, ( route ) => route.abort() );
			const step = async ( action, address, expected, name ) => {
				await Promise.all( [ page.waitForURL( `${ BASE_URL }${ address }` ), action() ] );
				assert.ok( await serverDrawn( page ), `${ address }: the server's screen` );
				assert.deepEqual( await cards( page ), expected, address );
				visited.push( { address, expected } );
				await screenshot( page, `shop-before-the-app-${ name }-390` );
			};
			await page.goto( `${ BASE_URL }/sklep` );
			await screenshot( page, 'shop-before-the-app-390' );

			// Search: the box and Enter. The search's own order (relevance) is compared with the app's below.
			const box = page.getByRole( 'searchbox', { name: 'Szukaj produktów' } );
			await box.fill( ` ${ WORD } ` );
			await Promise.all( [ page.waitForURL( `${ BASE_URL }/sklep?search=${ WORD }` ), box.press( 'Enter' ) ] );
			assert.ok( await serverDrawn( page ) );
			const found = await cards( page );
			assert.deepEqual( [ ...found ].sort(), Object.keys( PRODUCTS ).sort(), 'the search finds the four' );
			visited.push( { address: `/sklep?search=${ WORD }`, expected: found } );
			await screenshot( page, 'shop-before-the-app-search-390' );
			await page.getByText( `Wyniki wyszukiwania: „${ WORD }”` ).waitFor();
			assert.equal( await page.getByRole( 'combobox', { name: 'Sortuj' } ).inputValue(), 'relevance' );

			// Sort: choosing is enough (the page's first script submits the form).
			await step(
				() => page.getByRole( 'combobox', { name: 'Sortuj' } ).selectOption( 'price-asc' ),
				`/sklep?search=${ WORD }&sort=price-asc`,
				[ 'E2E Zorbix balsam lekki', 'E2E Zorbix mgiełka', 'E2E Zorbix balsam gęsty', 'E2E Zorbix balsam nocny' ],
				'sorted'
			);

			// Price: "Filtry" (a link to the filters) opens the sidebar in place; "Do" 50 and "Filtruj".
			await page.getByRole( 'link', { name: 'Filtry' } ).click();
			const filters = page.getByRole( 'complementary', { name: 'Filtry' } );
			await filters.waitFor();
			await filters.getByRole( 'spinbutton', { name: 'Do' } ).fill( '50' );
			await step(
				() => filters.getByRole( 'button', { name: 'Filtruj' } ).click(),
				`/sklep?search=${ WORD }&sort=price-asc&price_max=50`,
				[ 'E2E Zorbix balsam lekki', 'E2E Zorbix mgiełka', 'E2E Zorbix balsam gęsty' ],
				'price'
			);

			// Category: a link keeping the other filters.
			await page.getByRole( 'link', { name: 'Filtry' } ).click();
			await step(
				() => filters.getByRole( 'link', { name: 'Pielęgnacja ciała' } ).click(),
				`/sklep/category/${ CATEGORY }?search=${ WORD }&sort=price-asc&price_max=50`,
				[ 'E2E Zorbix balsam lekki', 'E2E Zorbix balsam gęsty' ],
				'category'
			);
			assert.equal( await page.getByRole( 'combobox', { name: 'Sortuj' } ).inputValue(), 'price-asc' );
			await page.getByRole( 'link', { name: 'Filtry' } ).click();
			assert.equal( await filters.getByRole( 'spinbutton', { name: 'Do' } ).inputValue(), '50' );

			// "Wyczyść cenę" is a link to the address without the range.
			await step(
				() => filters.getByRole( 'link', { name: 'Wyczyść cenę' } ).click(),
				`/sklep/category/${ CATEGORY }?search=${ WORD }&sort=price-asc`,
				[ 'E2E Zorbix balsam lekki', 'E2E Zorbix balsam gęsty', 'E2E Zorbix balsam nocny' ],
				'category-all-prices'
			);
		} finally {
			await context.close();
		}
	} );

	test( 'the same addresses open in the app with the same list, from the preloaded answer', async () => {
		assert.equal( visited.length, 5, 'the steps above ran' );
		const context = await shop.browser.newContext( { viewport: VIEWPORTS.phone } );
		try {
			for ( const { address, expected } of visited ) {
				const page = await context.newPage();
				const rest = recordRestRequests( page );
				const response = await page.goto( `${ BASE_URL }${ address }` );
				// A guest's page, asked again before each use; never indexed. A search or a price range is one
				// shopper's address among countless ones: no shared cache keeps it (Storefront\ShopAddress::shared).
				assert.equal( response.headers()[ 'cache-control' ], /[?&](search|price_min|price_max)=/.test( address ) ? 'private, no-cache' : 'public, no-cache', address );
				// (The dev shop discourages search engines altogether: "nofollow" too; PHPUnit ShopFormsTest checks "follow".)
				assert.match( await page.locator( 'meta[name="robots"]' ).getAttribute( 'content' ), /\bnoindex\b/, address );
				assert.equal( await page.locator( 'link[rel="canonical"]' ).getAttribute( 'href' ), `${ BASE_URL }${ address.split( '?' )[ 0 ] }`, address );
				await appTookOver( page );
				await page.locator( '#cosmetics-storefront > .cs-app:not(.cs-app--server) .cs-shop__count' ).waitFor();
				assert.deepEqual( await cards( page ), expected, `${ address }: the app's list is the server's` );
				assert.equal( page.url(), `${ BASE_URL }${ address }`, 'the app keeps the address' );
				assert.deepEqual( lists( rest ), [], `${ address }: the list and the categories come from the page` );
				await page.close();
			}
		} finally {
			await context.close();
		}
	} );

	test( 'the app writes the addresses the server\'s forms wrote', async () => {
		const context = await shop.browser.newContext( { viewport: VIEWPORTS.phone } );
		try {
			const page = await context.newPage();
			const rest = recordRestRequests( page );
			await page.goto( `${ BASE_URL }/sklep?search=${ WORD }` );
			await appTookOver( page );
			// A list the page did not carry is asked for (what the test above sees none of).
			await Promise.all( [
				page.waitForURL( `${ BASE_URL }/sklep?search=${ WORD }&sort=price-asc` ),
				page.waitForResponse( ( response ) => LIST_REQUEST.test( decodeURIComponent( response.url() ) ) ),
				page.getByRole( 'combobox', { name: 'Sortuj' } ).selectOption( 'price-asc' ),
			] );
			assert.equal( lists( rest ).length, 1, 'the sorted list, asked once' );
			assert.match( decodeURIComponent( lists( rest )[ 0 ] ), /orderby=price/ );
			await page.getByRole( 'button', { name: 'Filtry' } ).click();
			const drawer = page.getByRole( 'dialog', { name: 'Filtry' } );
			await drawer.getByRole( 'spinbutton', { name: 'Do' } ).fill( '50' );
			await Promise.all( [
				page.waitForURL( `${ BASE_URL }/sklep?search=${ WORD }&sort=price-asc&price_max=50` ),
				drawer.getByRole( 'button', { name: 'Filtruj' } ).click(),
			] );
			await Promise.all( [
				page.waitForURL( `${ BASE_URL }/sklep/category/${ CATEGORY }?search=${ WORD }&sort=price-asc&price_max=50` ),
				drawer.getByRole( 'link', { name: 'Pielęgnacja ciała' } ).click(),
			] );
			await page.locator( '.cs-shop__count' ).filter( { hasText: 'Wyświetlono 2 z 2 produktów' } ).waitFor();
			assert.deepEqual( await cards( page ), [ 'E2E Zorbix balsam lekki', 'E2E Zorbix balsam gęsty' ] );
		} finally {
			await context.close();
		}
	} );

	test( 'a search that found nothing: the server draws its helps, the app shows the same without asking for them', async () => {
		const address = `/sklep?search=${ WORD }+qwxyzv`;
		/** What the help offers: its headings, chips and cards, in order. */
		const helps = ( page, app ) =>
			page.locator( `#cosmetics-storefront > .cs-app${ app ? ':not(.cs-app--server)' : '.cs-app--server' } .cs-no-results` ).locator( 'h2, .cs-chip, .cs-card__title' ).allTextContents();
		const context = await shop.browser.newContext( { viewport: VIEWPORTS.phone } );
		try {
			const before = await context.newPage();
			await before.route( BUNDLE, ( route ) => route.abort() );
			await before.goto( `${ BASE_URL }${ address }` );
			const drawn = await helps( before, false );
			assert.equal( drawn[ 0 ], `${ WORD } (4 produkty)`, 'the word that finds products alone, first' );
			assert.ok( drawn.includes( 'Popularne kategorie' ) && drawn.includes( 'Bestsellery' ), drawn.join( ' | ' ) );
			assert.equal( await before.getByRole( 'link', { name: `${ WORD } (4 produkty)` } ).getAttribute( 'href' ), `/sklep?search=${ WORD }` );

			const page = await context.newPage();
			const rest = recordRestRequests( page );
			await page.goto( `${ BASE_URL }${ address }` );
			await appTookOver( page );
			await page.locator( '#cosmetics-storefront > .cs-app:not(.cs-app--server) .cs-no-results' ).waitFor();
			assert.deepEqual( await helps( page, true ), drawn, "the app's first screen is the server's" );
			assert.deepEqual( rest.filter( ( request ) => LIST_REQUEST.test( request ) || /search\/suggest/.test( decodeURIComponent( request ) ) ), [], 'the helps come from the page' );
		} finally {
			await context.close();
		}
	} );

	test( 'without JavaScript on a phone the list comes first and "Filtry" leads to the filters below it', async () => {
		const context = await shop.browser.newContext( { viewport: VIEWPORTS.phone, javaScriptEnabled: false } );
		try {
			const page = await context.newPage();
			await page.goto( `${ BASE_URL }/sklep?search=${ WORD }` );
			const filters = page.getByRole( 'complementary', { name: 'Filtry' } );
			const list = page.locator( '.cs-shop__results' );
			assert.ok( ( await list.boundingBox() ).y < ( await filters.boundingBox() ).y, 'the results above the filters' );
			await page.getByRole( 'link', { name: 'Filtry' } ).click();
			await page.waitForURL( `${ BASE_URL }/sklep?search=${ WORD }#cs-server-filters` );
			await filters.getByRole( 'spinbutton', { name: 'Do' } ).waitFor();
			const box = await filters.boundingBox();
			assert.ok( box.y >= 0 && box.y < VIEWPORTS.phone.height, `the filters in view (top at ${ box.y })` );
			await screenshot( page, 'shop-no-javascript-filters-390' );
		} finally {
			await context.close();
		}
	} );

	test( 'the shop before the app at 390 and 1280 px (screenshots), its sort a select with the app\'s options', async () => {
		for ( const [ name, viewport ] of [ [ '390', VIEWPORTS.phone ], [ '1280', VIEWPORTS.desktop ] ] ) {
			const context = await shop.browser.newContext( { viewport } );
			try {
				const page = await context.newPage();
				await page.route( BUNDLE, ( route ) => route.abort() );
				await page.goto( `${ BASE_URL }/sklep` );
				const sort = page.getByRole( 'combobox', { name: 'Sortuj' } );
				assert.deepEqual( await sort.locator( 'option' ).allTextContents(), [ 'Najnowsze', 'Cena: od najniższej', 'Cena: od najwyższej' ] );
				assert.ok( await sort.isVisible() );
				// With JavaScript the sort needs no button.
				assert.equal( await page.getByRole( 'button', { name: 'Pokaż' } ).isVisible(), false );
				await screenshot( page, `shop-before-the-app-plain-${ name }` );
			} finally {
				await context.close();
			}
		}
	} );
} );
