/**
 * Payments as a shopper makes them, at 1280 and 390 px, with PayU's own plugin against a local double of
 * PayU's API (scripts/lib/payu-shop.mjs): a bank chosen in the shop and paid on PayU's page (the
 * notification before the return); BLIK with a wrong code, then the right one (the notification after
 * the return: the order page follows it without a reload); a card payment cancelled on PayU's page, then
 * the same order paid again with another method; a bank transfer's data and QR code (decoded here and
 * compared field by field); cash on delivery. Screenshots test-results/e2e/95-…png.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, VIEWPORTS, atCheckout, launchBrowser, screenshot } from './support.mjs';
import { payuOn, skipPayu } from '../../scripts/lib/payu-shop.mjs';

if ( skipPayu ) {
	console.log( `payments.test.mjs skipped: ${ skipPayu }` );
}

const PRODUCT = 'E2E Płatności – serum';
const plain = ( text ) => text.replace( /\u00a0|\u202f/g, ' ' ).trim();

let session;
let payu;
let product;
let shopNip;

before( async () => {
	if ( skipPayu ) {
		return;
	}
	payu = await payuOn( BASE_URL );
	product = fixture( BASE_URL, 'listed', PRODUCT, '89.99', 'unlimited' );
	shopNip =
		fixture( BASE_URL, 'option', 'cosmetics_storefront_shop_info' ).value
			?.nip ?? '';
	session = await launchBrowser();
} );
after( async () => {
	await session?.close();
	if ( payu ) {
		fixture( BASE_URL, 'cleanup', 'E2E Płatności' );
		await payu.restore();
	}
} );

/** A guest with the product in the cart, at the checkout, the form filled in. */
async function checkoutAsGuest( viewport, email ) {
	const context = await session.browser.newContext( { viewport } );
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ], {
		origin: BASE_URL,
	} );
	const { page, errors } = await atCheckout( context, product.id );
	await page.getByLabel( 'Imię' ).fill( 'Ewa' );
	await page.getByLabel( 'Nazwisko' ).fill( 'Płacząca' );
	await page.getByLabel( 'Adres', { exact: true } ).fill( 'ul. Kwiatowa 5' );
	await page.getByLabel( 'Miasto' ).fill( 'Łódź' );
	await page.getByLabel( 'Kod pocztowy' ).fill( '90-001' );
	await page.getByLabel( 'Email' ).fill( email );
	await page.getByLabel( 'Telefon' ).fill( '600700800' );
	const total = plain(
		await page.locator( '[data-testid="summary-total"]' ).innerText()
	);
	return { context, page, errors, total };
}

/** Places the order and waits for PayU's page; returns the order's id and key from the address it left. */
async function placeAndReachPayu( page ) {
	const left = page.waitForURL( /\/zamowienie\/\d+\?key=/ );
	await page.getByRole( 'button', { name: 'Złóż zamówienie' } ).click();
	await page.getByText( 'Zamówienie złożone!' ).waitFor();
	await left; // the checkout's entry becomes the order's page, so Back from PayU lands there
	const order = new URL( page.url() );
	await page.waitForURL( /127\.0\.0\.1:\d+\/pay\// );
	return {
		id: Number( order.pathname.split( '/' ).pop() ),
		key: order.searchParams.get( 'key' ),
	};
}

/** Places the order with a method paid outside a provider (transfer, on delivery): its order page, its id. */
async function placeOffline( page, method ) {
	await page.getByRole( 'radio', { name: method } ).check();
	await page.getByRole( 'button', { name: 'Złóż zamówienie' } ).click();
	await page.waitForURL( /\/zamowienie\/\d+\?key=/ );
	return Number( new URL( page.url() ).pathname.split( '/' ).pop() );
}

const amountOf = ( text ) => plain( text ).replace( /[^\d,]/g, '' );

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	describe(
		`paying with PayU on ${ device } (${ viewport.width } px)`,
		{ skip: skipPayu },
		() => {
			test( "a bank chosen in the shop, paid on PayU's page: the notification before the return; paid", async () => {
				await payu.double.configure( { notify: 'before' } );
				const { context, page, errors, total } = await checkoutAsGuest(
					viewport,
					`bank.${ device }@example.com`
				);
				await page
					.getByRole( 'radio', { name: 'Płatność online z PayU' } )
					.check();
				// PayU's own notice, in PayU's words, with its terms.
				await page
					.getByText( 'Zlecenie wykonuje PayU SA', { exact: false } )
					.waitFor();
				assert.ok(
					await page
						.getByRole( 'link', { name: 'Zasady płatności PayU' } )
						.getAttribute( 'href' )
				);
				assert.equal(
					await page
						.getByRole( 'radio', { name: 'Apple Pay' } )
						.count(),
					0,
					'Apple Pay only where the browser has it'
				);
				assert.equal(
					await page
						.getByRole( 'radio', { name: /Raty PayU/ } )
						.count(),
					0,
					'installments start at 300 zł: not offered for 89,99 zł'
				);
				await page
					.getByRole( 'button', { name: 'Złóż zamówienie' } )
					.click();
				const box = page.locator( '[data-testid="checkout-errors"]' );
				await box
					.getByText( 'Wybierz bank, z którego zapłacisz.' )
					.waitFor();
				await page.getByText( 'mTransfer' ).click();
				await screenshot( page, `95-payu-bank-chosen-${ device }` );
				const order = await placeAndReachPayu( page );
				assert.equal(
					amountOf(
						await page
							.locator( '[data-testid="payu-amount"]' )
							.innerText()
					),
					amountOf( total ),
					"PayU asks for the checkout's total"
				);
				await page
					.getByRole( 'button', { name: 'Zapłać', exact: true } )
					.click();
				await page.waitForURL(
					new RegExp( `/zamowienie/${ order.id }\\?key=` )
				);
				await page
					.locator( '[data-testid="payment-label"]' )
					.filter( { hasText: 'Opłacone' } )
					.waitFor();
				await screenshot( page, `95-payu-paid-${ device }` );
				const state = fixture( BASE_URL, 'order-state', order.id );
				assert.equal( state.status, 'processing' );
				assert.ok( state.paid );
				const sent = ( await payu.double.state() ).orders.find(
					( o ) => o.orderId === state.transaction
				);
				assert.equal(
					sent.method,
					'm',
					'the bank chosen in the shop reached PayU'
				);
				assert.deepEqual( errors, [] );
				await context.close();
			} );

			test( 'BLIK: a wrong code, then the right one; the notification after the return is followed without a reload', async () => {
				await payu.double.configure( {
					notify: 'after',
					afterMs: 2500,
				} );
				const { context, page, errors } = await checkoutAsGuest(
					viewport,
					`blik.${ device }@example.com`
				);
				await page.getByRole( 'radio', { name: 'Blik' } ).check();
				const order = await placeAndReachPayu( page );
				await page.getByLabel( 'Kod BLIK' ).fill( '123456' );
				await page
					.getByRole( 'button', { name: 'Zapłać', exact: true } )
					.click();
				await page
					.locator( '[data-testid="payu-error"]' )
					.getByText( 'Nieprawidłowy kod BLIK' )
					.waitFor();
				await page.getByLabel( 'Kod BLIK' ).fill( '777123' );
				await page
					.getByRole( 'button', { name: 'Zapłać', exact: true } )
					.click();
				await page.waitForURL(
					new RegExp( `/zamowienie/${ order.id }` )
				);
				let loads = 0;
				page.on( 'load', () => loads++ );
				await page
					.locator( '[data-testid="payment-label"]' )
					.filter( { hasText: 'Czekamy na potwierdzenie płatności' } )
					.waitFor();
				await screenshot( page, `95-payu-awaiting-${ device }` );
				assert.equal(
					await page
						.getByRole( 'button', { name: 'Zapłać ponownie' } )
						.count(),
					0,
					'no second payment offered while the first is being confirmed'
				);
				await page
					.locator( '[data-testid="payment-label"]' )
					.filter( { hasText: 'Opłacone' } )
					.waitFor( { timeout: 20000 } );
				assert.equal(
					loads,
					0,
					'the page followed the notification without a reload'
				);
				assert.equal(
					fixture( BASE_URL, 'order-state', order.id ).status,
					'processing'
				);
				assert.deepEqual( errors, [] );
				await context.close();
			} );

			test( "a card payment cancelled on PayU's page; the same order paid again with another method", async () => {
				await payu.double.configure( { notify: 'before' } );
				const { context, page, errors } = await checkoutAsGuest(
					viewport,
					`again.${ device }@example.com`
				);
				await page
					.getByRole( 'radio', { name: 'Płatność kartą z PayU' } )
					.check();
				const order = await placeAndReachPayu( page );
				await page
					.getByRole( 'button', { name: 'Anuluj płatność' } )
					.click();
				await page.waitForURL( /error=501/ );
				await page
					.locator( '[data-testid="payment-label"]' )
					.filter( { hasText: 'Płatność anulowana' } )
					.waitFor();
				await screenshot( page, `95-payu-cancelled-${ device }` );
				await page
					.getByRole( 'button', { name: 'Zapłać ponownie' } )
					.click();
				await page
					.getByRole( 'radio', { name: 'Płatność online z PayU' } )
					.check();
				await page
					.getByRole( 'button', { name: 'Zapłać', exact: true } )
					.click();
				await page
					.getByText( 'Wybierz bank, z którego zapłacisz.' )
					.waitFor();
				await page.getByText( 'Płacę z iPKO' ).click();
				await screenshot( page, `95-payu-pay-again-${ device }` );
				await page
					.getByRole( 'button', { name: 'Zapłać', exact: true } )
					.click();
				await page.waitForURL( /127\.0\.0\.1:\d+\/pay\// );
				await page
					.getByRole( 'button', { name: 'Zapłać', exact: true } )
					.click();
				await page.waitForURL(
					new RegExp( `/zamowienie/${ order.id }\\?key=` )
				);
				await page
					.locator( '[data-testid="payment-label"]' )
					.filter( { hasText: 'Opłacone' } )
					.waitFor();
				const state = fixture( BASE_URL, 'order-state', order.id );
				assert.equal( state.status, 'processing' );
				assert.equal(
					state.method,
					'payulistbanks',
					'paid with the method chosen the second time'
				);
				assert.equal(
					state.transactions.length,
					2,
					'two PayU orders: the cancelled one and the paid one'
				);
				assert.deepEqual( errors, [] );
				await context.close();
			} );

			test( 'bank transfer: account, title, exact amount, deadline, copy buttons and the QR code banking apps read', async () => {
				const { context, page, errors, total } = await checkoutAsGuest(
					viewport,
					`transfer.${ device }@example.com`
				);
				const id = await placeOffline( page, 'Przelew bankowy' );
				const transfer = page.locator( '[data-testid="transfer"]' );
				await transfer.waitFor();
				const text = async ( testId ) =>
					plain(
						await transfer
							.locator( `[data-testid="${ testId }"]` )
							.innerText()
					);
				assert.equal(
					await text( 'transfer-title' ),
					`Zamówienie nr ${ id }`
				);
				assert.equal(
					amountOf( await text( 'transfer-amount' ) ),
					amountOf( total )
				);
				const account = await text( 'transfer-account' );
				assert.match(
					account,
					/^\d{2}( \d{4}){6}$/,
					'the account as Polish banks print it'
				);
				const deadline = new Date(
					Date.now() + 7 * 86400000
				).toLocaleDateString( 'pl-PL', {
					day: 'numeric',
					month: 'long',
					year: 'numeric',
					timeZone: 'Europe/Warsaw',
				} );
				assert.equal(
					await text( 'transfer-deadline' ),
					deadline,
					'the terms: 7 days from the order'
				);
				await transfer
					.getByRole( 'button', { name: 'Kopiuj: numer konta' } )
					.click();
				await transfer.getByText( 'Skopiowano: numer konta' ).waitFor();
				assert.equal(
					await page.evaluate( () => navigator.clipboard.readText() ),
					account.replace( / /g, '' )
				);

				// The QR code, read as a phone's banking app would: every field of the Polish banks' 2D format.
				const qr = transfer.locator( '[data-testid="transfer-qr"]' );
				await qr.waitFor();
				await screenshot( page, `95-transfer-${ device }` );
				const png = PNG.sync.read( await qr.screenshot() );
				const read = jsQR(
					new Uint8ClampedArray( png.data ),
					png.width,
					png.height
				);
				assert.ok( read, 'the QR code decodes' );
				const fields = Buffer.from( read.binaryData )
					.toString( 'utf8' )
					.split( '|' );
				assert.equal( fields.length, 9, fields.join( '|' ) );
				const [ nip, country, digits, amount, name, title ] = fields;
				assert.equal(
					nip,
					shopNip.replace( /\D/g, '' ),
					"the shop's NIP"
				);
				assert.equal( country, 'PL' );
				assert.equal( digits, account.replace( / /g, '' ) );
				assert.equal(
					amount,
					amountOf( total ).replace( ',', '' ).padStart( 6, '0' ),
					'the amount in grosze, six digits'
				);
				assert.equal(
					name,
					'Sklep Kosmetyczny Sp. z o.o.'.slice( 0, 20 ),
					"the account holder's name, 20 characters"
				);
				assert.equal( title, `Zamówienie nr ${ id }` );
				assert.equal(
					fixture( BASE_URL, 'order-state', id ).status,
					'on-hold'
				);
				assert.deepEqual( errors, [] );
				await context.close();
			} );

			test( 'cash on delivery: the amount for the courier', async () => {
				const { context, page, errors, total } = await checkoutAsGuest(
					viewport,
					`cod.${ device }@example.com`
				);
				await placeOffline( page, 'Płatność przy odbiorze' );
				const due = page.locator(
					'[data-testid="payment-on-delivery"]'
				);
				await due.waitFor();
				assert.equal(
					amountOf( await due.innerText() ),
					amountOf( total )
				);
				assert.equal(
					plain(
						await page
							.locator( '[data-testid="payment-label"]' )
							.innerText()
					),
					'Płatność przy odbiorze'
				);
				await screenshot( page, `95-cod-${ device }` );
				assert.deepEqual( errors, [] );
				await context.close();
			} );
		}
	);
}
