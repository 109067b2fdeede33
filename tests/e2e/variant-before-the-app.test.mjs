/**
 * A variable product's "Dodaj do koszyka" before the app (issue 31): the server's product screen draws
 * the app's picker (Screens\VariationPicker) in the add-to-cart form WooCommerce answers
 * (includes/Storefront/AddToCartForm.php), at 390 px:
 * - with the bundle's requests blocked, a shopper chooses a variant, adds two and is told which; the app,
 *   once it runs, holds exactly that variation ×2; WooCommerce refuses a variation out of stock and a
 *   missing choice, in Polish, and adds nothing;
 * - with JavaScript off entirely, the selects and the button alone do the same;
 * - with the bundle slowed, the variant and quantity chosen before the takeover are the app's, and a tap
 *   before the takeover ends with exactly one item.
 * The product is the test's own (scripts/site/shop-fixtures.php `variable`: Pojemność 30 ml with 10 in stock,
 * 50 ml out of stock, 70 ml with 5), deleted after.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, VIEWPORTS, appCartItems, appTookOver, holdBundle, launchBrowser, screenshot } from './support.mjs';

const NAME = 'E2E Mgiełka z wariantami';
const BUNDLE = /\/build\/storefront\.js/;

describe( "a variable product's add-to-cart before the app", () => {
	let shop;
	let productUrl;
	let productId;
	/** Variation ids by Pojemność. */
	let variation;

	/** The app's cart as variation id → quantity. */
	const appCart = async ( page ) => {
		const items = await appCartItems( page );
		return items && Object.fromEntries( items.map( ( item ) => [ item.id, item.quantity ] ) );
	};

	/** $use with a page of a new browser context ($options: viewport 390 px unless given), closed after. */
	const inContext = async ( options, use ) => {
		const context = await shop.browser.newContext( { viewport: VIEWPORTS.phone, ...options } );
		try {
			await use( await context.newPage() );
		} finally {
			await context.close();
		}
	};
	const onPhone = ( use ) => inContext( {}, use );

	/** The server's form posted by its button; resolves on the answer's page. */
	const add = ( page ) => Promise.all( [ page.waitForURL( /[?&]koszyk=[a-z0-9]{16}#cs-cart-notice$/ ), page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click() ] );

	before( async () => {
		const made = fixture( BASE_URL, 'variable', NAME, '40.00::40.00:10,55.00::55.00:0,70.00::70.00:5' );
		productId = made.id;
		variation = { '30 ml': made.variations[ 0 ], '50 ml': made.variations[ 1 ], '70 ml': made.variations[ 2 ] };
		productUrl = `${ BASE_URL }/sklep/product/${ productId }`;
		shop = await launchBrowser();
	} );
	after( async () => {
		await shop?.close();
		if ( productId ) {
			fixture( BASE_URL, 'delete-product', productId );
		}
	} );

	test( 'with the bundle blocked, a phone chooses a variant and adds two; the app then holds exactly that variation ×2', async () =>
		onPhone( async ( page ) => {
			await page.route( BUNDLE, ( route ) => route.abort() );
			await page.goto( productUrl );
			const size = page.getByRole( 'combobox', { name: 'Pojemność' } );
			assert.equal( await size.inputValue(), '', 'no choice yet, as the app starts' );
			assert.deepEqual( await size.locator( 'option' ).allTextContents(), [ 'Wybierz…', '30 ml', '50 ml', '70 ml' ] );
			await page.getByText( 'Wybierz wariant, aby zobaczyć dostępność' ).waitFor();
			await screenshot( page, 'variant-before-the-app-390' );

			await size.selectOption( '70 ml' );
			await page.getByRole( 'button', { name: 'Zwiększ ilość' } ).click();
			assert.equal( await page.getByRole( 'spinbutton', { name: 'Ilość', exact: true } ).inputValue(), '2' );
			await add( page );
			await page.getByRole( 'status' ).filter( { hasText: `Dodano do koszyka: ${ NAME } (Pojemność: 70 ml, 2 szt.).` } ).waitFor();
			await screenshot( page, 'variant-before-the-app-added-390' );

			// A variation out of stock, and no choice at all: WooCommerce's refusal, in Polish, under the button.
			await page.goto( productUrl );
			await page.getByRole( 'combobox', { name: 'Pojemność' } ).selectOption( '50 ml' );
			await add( page );
			assert.match( await page.getByRole( 'alert' ).textContent(), /nie ma w magazynie/ );
			// The refusal's page keeps the choice it refused (the shopper changes it, not starts again).
			assert.equal( await page.getByRole( 'combobox', { name: 'Pojemność' } ).inputValue(), '50 ml' );
			await page.goto( productUrl );
			await add( page );
			const missing = await page.getByRole( 'alert' ).textContent();
			assert.match( missing, /wybra?[ćcłl]? .*opcje produktu|Wybierz wariant produktu/i, `WooCommerce's words: ${ missing }` );
			assert.match( missing, new RegExp( NAME ) );

			// The app, once its bundle comes: exactly that variation, two of it, and the cart opens.
			await page.unroute( BUNDLE );
			await page.goto( productUrl );
			await appTookOver( page );
			await page.getByRole( 'button', { name: 'Koszyk, produktów: 2' } ).waitFor();
			assert.deepEqual( await appCart( page ), { [ variation[ '70 ml' ] ]: 2 } );
		} ) );

	test( 'with JavaScript off, the selects and the button alone add the chosen variant', async () =>
		inContext( { javaScriptEnabled: false }, async ( page ) => {
			await page.goto( productUrl );
			await page.getByRole( 'combobox', { name: 'Pojemność' } ).selectOption( '30 ml' );
			await page.getByRole( 'spinbutton', { name: 'Ilość', exact: true } ).fill( '3' );
			await add( page );
			await page.getByText( `Dodano do koszyka: ${ NAME } (Pojemność: 30 ml, 3 szt.).` ).waitFor();
		} ) );

	test( 'a variant and quantity chosen before the takeover are the app\'s', async () =>
		onPhone( async ( page ) => {
			const release = await holdBundle( page );
			await page.goto( productUrl );
			await page.getByRole( 'combobox', { name: 'Pojemność' } ).selectOption( '70 ml' );
			await page.getByRole( 'button', { name: 'Zwiększ ilość' } ).click();
			await page.getByRole( 'button', { name: 'Zwiększ ilość' } ).click();
			release();
			await appTookOver( page );
			const app = page.locator( '#cosmetics-storefront > .cs-app:not(.cs-app--server)' );
			assert.equal( await app.getByRole( 'combobox', { name: 'Pojemność' } ).inputValue(), '70 ml' );
			assert.equal( await app.getByRole( 'spinbutton', { name: 'Ilość', exact: true } ).inputValue(), '3' );
			await app.getByText( 'Tylko 5 szt.' ).waitFor();
			await app.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click();
			await page.getByRole( 'button', { name: 'Koszyk, produktów: 3' } ).waitFor();
			assert.deepEqual( await appCart( page ), { [ variation[ '70 ml' ] ]: 3 } );
		} ) );

	test( 'with the bundle slowed, a tap before the takeover ends with exactly one item of the chosen variant', async () =>
		onPhone( async ( page ) => {
			const release = await holdBundle( page );
			await page.goto( productUrl );
			await page.getByRole( 'combobox', { name: 'Pojemność' } ).selectOption( '30 ml' );
			await add( page );
			release();
			await appTookOver( page );
			await page.getByRole( 'button', { name: 'Koszyk, produktów: 1' } ).waitFor();
			assert.deepEqual( await appCart( page ), { [ variation[ '30 ml' ] ]: 1 } );
		} ) );

	test( 'the page before the app on a desktop', async () =>
		inContext( { viewport: VIEWPORTS.desktop }, async ( page ) => {
			await page.route( BUNDLE, ( route ) => route.abort() );
			await page.goto( productUrl );
			await page.getByRole( 'combobox', { name: 'Pojemność' } ).waitFor();
			await screenshot( page, 'variant-before-the-app-1280' );
		} ) );
} );
