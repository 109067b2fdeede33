/**
 * VAT invoices with the shop's invoicing plugin, Flexible Invoices (unmodified, from the cache), at 1280
 * and 390 px, and NIP lookups answered by a local double of the VAT register (scripts/lib/invoices-shop.mjs):
 * a guest company types its NIP at the checkout (the register down first: the typed data stays; then the
 * company found: name and address filled) and pays by transfer; staff mark the order paid and issue the
 * invoice in the order screen (the plugin's own button); the order page offers its PDF, whose text names
 * the buyer's company and NIP and the shop as seller. A professional customer's order: the invoice in the
 * account's order list. Another order's key, no key, a guessed document: refused. Screenshots
 * test-results/e2e/97-…png.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { invoicesOn, skipInvoices } from '../../scripts/lib/invoices-shop.mjs';
import { VAT_REGISTER } from '../../scripts/lib/vat-register-double.mjs';
import { ADMIN, BASE_URL, VIEWPORTS, atCheckout, launchBrowser, logIn, screenshot } from './support.mjs';

if ( skipInvoices ) {
	console.log( `invoices.test.mjs skipped: ${ skipInvoices }` );
}

const PRODUCT = 'E2E Faktury – krem';
const PRO = { email: 'salon.bella@example.com', password: 'Haslo!2345' };
const plain = ( text ) => text.replace( /\u00a0|\u202f/g, ' ' ).replace( /\s+/g, ' ' ).trim();

let session;
let invoices;
let product;
let tmp;
/** Orders placed here: { id, key, documentUrl } */
const placed = [];

before( async () => {
	if ( skipInvoices ) {
		return;
	}
	invoices = await invoicesOn( BASE_URL );
	product = fixture( BASE_URL, 'listed', PRODUCT, '50.00', 'unlimited' );
	session = await launchBrowser();
	tmp = mkdtempSync( join( tmpdir(), 'cs-invoices-' ) );
} );
after( async () => {
	await session?.close();
	if ( invoices ) {
		fixture( BASE_URL, 'cleanup', 'E2E Faktury' );
		await invoices.restore();
	}
	if ( tmp ) {
		rmSync( tmp, { recursive: true, force: true } );
	}
} );

/** The text of a PDF in the order it is drawn (poppler's pdftotext -raw), spaces folded. */
function pdfText( bytes, name ) {
	const file = join( tmp, name );
	writeFileSync( file, bytes );
	return plain( execFileSync( 'pdftotext', [ '-raw', file, '-' ], { encoding: 'utf8' } ) );
}

/** The invoice's buyer: its text from "Nabywca:" to the document's number. */
const buyerOf = ( text, number ) => text.slice( text.indexOf( 'Nabywca:' ), text.indexOf( number ) );

/** Staff, in the order screen: the order marked paid (processing), then the plugin's "issue invoice". */
async function staffIssueInvoice( orderId ) {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
	const page = await context.newPage();
	try {
		await logIn( page, ADMIN.user, ADMIN.password );
		await page.goto( `${ BASE_URL }/wp-admin/admin.php?page=wc-orders&action=edit&id=${ orderId }`, { waitUntil: 'domcontentloaded' } );
		await page.locator( '#order_status' ).selectOption( 'wc-processing' );
		await Promise.all( [ page.waitForURL( /message=1|action=edit/, { waitUntil: 'domcontentloaded' } ), page.locator( 'button.save_order' ).click() ] );
		await page.locator( '#order_status' ).waitFor();
		assert.equal( await page.locator( '#order_status' ).inputValue(), 'wc-processing' );
		const issued = page.waitForResponse( ( response ) => response.url().includes( 'action=fi_generate_document' ) );
		await page.locator( 'a.generate-invoice' ).click();
		const answer = await ( await issued ).json();
		assert.equal( answer.success, true, JSON.stringify( answer ) );
		// The order screen, again (the plugin's button may leave it for its JSON answer: its script does not
		// run on WooCommerce's HPOS order screen): the plugin lists the invoice it issued.
		await page.goto( `${ BASE_URL }/wp-admin/admin.php?page=wc-orders&action=edit&id=${ orderId }`, { waitUntil: 'domcontentloaded' } );
		await page.locator( 'a.view-document', { hasText: answer.data.invoice_number } ).waitFor( { state: 'attached' } );
		await screenshot( page, '97-invoices-admin-order' );
		return answer.data.invoice_number;
	} finally {
		await context.close();
	}
}

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	describe( `a guest company's invoice on ${ device } (${ viewport.width } px)`, { skip: skipInvoices }, () => {
		test( 'NIP fills the company (the register down first), transfer, staff issue the invoice, its PDF on the order page', async () => {
			const context = await session.browser.newContext( { viewport, acceptDownloads: true } );
			try {
				const { page, errors } = await atCheckout( context, product.id );
				await page.getByRole( 'tab', { name: 'Firma' } ).click();
				const status = page.getByTestId( 'nip-lookup' );
				const name = page.getByLabel( 'Nazwa firmy' );

				// The register down: said plainly; what the buyer typed stays; the order can still be placed.
				await name.fill( 'Moja nazwa' );
				await page.getByLabel( 'NIP' ).fill( VAT_REGISTER.down );
				await page.getByText( 'Wykaz podatników VAT chwilowo nie odpowiada.', { exact: false } ).waitFor();
				assert.equal( await name.inputValue(), 'Moja nazwa' );

				// The company found: an active VAT payer; its name and address filled in (the name typed
				// before is the buyer's: it stays; cleared, the next lookup fills it).
				await name.fill( '' );
				await page.getByLabel( 'NIP' ).fill( '' );
				await page.getByLabel( 'NIP' ).pressSequentially( VAT_REGISTER.active );
				await page.getByText( 'Firma jest czynnym podatnikiem VAT.', { exact: false } ).waitFor();
				assert.equal( await status.getAttribute( 'role' ), 'status' );
				assert.equal( await page.getByLabel( 'NIP' ).inputValue(), '525-000-00-15' );
				assert.equal( await name.inputValue(), 'SALON URODY PRÓBNA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ' );
				assert.equal( await page.getByLabel( 'Adres', { exact: true } ).inputValue(), 'ul. Kwiatowa 12 lok. 3' );
				assert.equal( await page.getByLabel( 'Kod pocztowy' ).inputValue(), '00-950' );
				assert.equal( await page.getByLabel( 'Miasto' ).inputValue(), 'Warszawa' );
				await page.getByLabel( 'Imię' ).fill( 'Ewa' );
				await page.getByLabel( 'Nazwisko' ).fill( 'Fakturowa' );
				await page.getByLabel( 'Email' ).fill( `faktura.${ device }@example.com` );
				await page.getByLabel( 'Telefon' ).fill( '600700800' );
				await screenshot( page, `97-invoices-checkout-${ device }` );
				await page.getByRole( 'radio', { name: 'Przelew bankowy' } ).check();
				await page.getByRole( 'button', { name: 'Złóż zamówienie' } ).click();
				await page.waitForURL( /\/zamowienie\/\d+\?key=/ );
				await page.getByRole( 'heading', { name: 'Zamówienie otrzymane' } ).waitFor();
				const url = new URL( page.url() );
				const order = { id: Number( url.pathname.split( '/' ).pop() ), key: url.searchParams.get( 'key' ) };
				assert.equal( await page.locator( '.cs-order-documents' ).count(), 0, 'no invoice before staff issue one' );

				const number = await staffIssueInvoice( order.id );
				assert.match( number, /^FV \d+\/\d{2}\/\d{4}$/ );

				await page.reload( { waitUntil: 'domcontentloaded' } );
				const link = page.getByRole( 'link', { name: `Faktura VAT ${ number } (PDF)` } );
				await link.waitFor();
				assert.match( plain( await page.locator( '.cs-order-documents' ).innerText() ), /wystawiona \d+ \p{L}+ \d{4}/u );
				await screenshot( page, `97-invoices-order-${ device }` );
				const [ download ] = await Promise.all( [ page.waitForEvent( 'download' ), link.click() ] );
				assert.match( download.suggestedFilename(), /^FV_\d+_\d{2}_\d{4}\.pdf$/ );
				const text = pdfText( await ( await download.createReadStream() ).toArray().then( Buffer.concat ), `${ device }.pdf` );
				assert.equal(
					buyerOf( text, number ),
					'Nabywca: SALON URODY PRÓBNA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ ul. Kwiatowa 12 lok. 3 00-950 Warszawa Polska NIP: 5250000015 ',
					text
				);
				const seller = fixture( BASE_URL, 'option', 'cosmetics_storefront_shop_info' ).value;
				assert.ok( text.includes( seller.seller_name ), `the shop is the seller: ${ text }` );
				placed.push( { ...order, documentUrl: await link.getAttribute( 'href' ) } );
				assert.deepEqual( errors, [] );
			} finally {
				await context.close();
			}
		} );
	} );
}

describe( "a professional customer's invoice in the account (390 px)", { skip: skipInvoices }, () => {
	test( "the salon's order, invoiced by staff, in Moje zamówienia with its PDF; nobody else's is reachable", async () => {
		// Logged in at 1280 px (the phone's menu hides the login button), then on the phone.
		const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop, acceptDownloads: true } );
		const page = await context.newPage();
		try {
			await page.goto( `${ BASE_URL }/sklep/product/${ product.id }`, { waitUntil: 'domcontentloaded' } );
			await page.locator( '.cs-navbar' ).getByRole( 'button', { name: 'Logowanie' } ).click();
			const login = page.getByRole( 'dialog', { name: 'Logowanie' } );
			await login.getByRole( 'button', { name: 'Klient profesjonalny' } ).click();
			await login.getByLabel( 'Email' ).fill( PRO.email );
			await login.getByLabel( 'Hasło', { exact: true } ).fill( PRO.password );
			await login.getByRole( 'button', { name: 'Zaloguj się' } ).click();
			await page.locator( '.cs-account-menu__toggle' ).waitFor();
			await page.setViewportSize( VIEWPORTS.phone );
			await page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click();
			await page.getByRole( 'button', { name: 'Przejdź do płatności' } ).click();
			await page.waitForURL( /\/checkout$/ );
			const summary = plain( await page.locator( '[data-testid="profile-summary"]' ).innerText() );
			await page.getByRole( 'radio', { name: 'Przelew bankowy' } ).check();
			await page.getByRole( 'button', { name: 'Złóż zamówienie' } ).click();
			await page.waitForURL( /\/zamowienie\/\d+\?key=/ );
			const url = new URL( page.url() );
			const order = { id: Number( url.pathname.split( '/' ).pop() ), key: url.searchParams.get( 'key' ) };
			const number = await staffIssueInvoice( order.id );

			// The company as the profile holds it (the salon's approved data) is the invoice's buyer.
			await page.goto( `${ BASE_URL }/profil`, { waitUntil: 'domcontentloaded' } );
			const nip = ( await page.getByLabel( 'NIP' ).inputValue() ).replace( /-/g, '' );
			const company = await page.getByLabel( 'Nazwa firmy' ).inputValue();
			assert.match( nip, /^\d{10}$/ );
			assert.ok( summary.includes( company ), summary );
			await page.getByRole( 'tab', { name: 'Moje zamówienia' } ).click();
			const row = page.locator( '.cs-order', { has: page.getByText( `Zamówienie nr ${ order.id }`, { exact: false } ) } ).first();
			const link = row.getByRole( 'link', { name: `Faktura VAT ${ number } (PDF)` } );
			await link.waitFor();
			await link.scrollIntoViewIfNeeded();
			await screenshot( page, '97-invoices-account-phone' );
			const [ download ] = await Promise.all( [ page.waitForEvent( 'download' ), link.click() ] );
			const text = pdfText( await ( await download.createReadStream() ).toArray().then( Buffer.concat ), 'pro.pdf' );
			const buyer = buyerOf( text, number );
			assert.ok( buyer.startsWith( `Nabywca: ${ company } ` ) && buyer.endsWith( ` NIP: ${ nip } ` ), text );

			// As an attacker: another order's document through this order's key, this order's document
			// without its key or with another order's key, a guessed document id — the same 404.
			const mine = await link.getAttribute( 'href' );
			const guest = placed[ 0 ];
			assert.ok( guest, 'a guest order was invoiced first' );
			const documentOf = ( href ) => Number( /\/documents\/(\d+)/.exec( href )[ 1 ] );
			const attempts = [
				`${ BASE_URL }/wp-json/cosmetics/v1/orders/${ order.id }/documents/${ documentOf( guest.documentUrl ) }?key=${ order.key }`,
				`${ BASE_URL }/wp-json/cosmetics/v1/orders/${ guest.id }/documents/${ documentOf( guest.documentUrl ) }?key=${ order.key }`,
				`${ BASE_URL }/wp-json/cosmetics/v1/orders/${ guest.id }/documents/${ documentOf( guest.documentUrl ) }`,
				`${ BASE_URL }/wp-json/cosmetics/v1/orders/${ order.id }/documents/${ documentOf( mine ) + 1 }?key=${ order.key }`,
				`${ BASE_URL }/?rest_route=/cosmetics/v1/orders/${ guest.id }/documents/${ documentOf( guest.documentUrl ) }&key=${ order.key }`,
			];
			const stranger = await session.browser.newContext();
			for ( const attempt of attempts ) {
				const answer = await stranger.request.get( attempt );
				assert.equal( answer.status(), 404, attempt );
				assert.notEqual( answer.headers()[ 'content-type' ], 'application/pdf' );
			}
			// Parallel downloads (review finding: each drew the PDF anew and held the shop's workers): all
			// answered at once, from the PDF kept once drawn.
			const parallel = await Promise.all( Array.from( { length: 8 }, () => stranger.request.get( guest.documentUrl, { timeout: 20000 } ) ) );
			assert.deepEqual( parallel.map( ( answer ) => answer.status() ), Array( 8 ).fill( 200 ) );
			// The guest's own link still works; the salon's works without the key only for the salon.
			assert.equal( ( await stranger.request.get( guest.documentUrl ) ).status(), 200 );
			assert.equal( ( await stranger.request.get( mine.replace( /\?key=.*$/, '' ) ) ).status(), 404 );
			await stranger.close();
		} finally {
			await context.close();
		}
	} );
} );
