/**
 * Orders show what the courier needs, at 1440 px:
 * - a guest's parcel-locker order (Store API checkout, a company with a NIP typed "526-000-12-46"):
 *   the order screen's shipping block and the orders list's preview show the locker's code and address;
 *   the NIP is stored as digits and shown formatted;
 * - the customer's order e-mail words the withdrawal period from delivery ("14 dni od dostarczenia"),
 *   with no date computed from the order date.
 * The product and the locker are the test's own picks (a fixture product, the first locker the shop's
 * list offers for "Warszawa"). Screenshots test-results/e2e/23-admin-order-*.png.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { cartWith, checkoutPayload } from '../../scripts/lib/store-shopper.mjs';
import { BASE_URL, MAIL_DIR, SCREENSHOTS, WIDE, adminSession, explained } from './support.mjs';

const PREFIX = 'E2E kurier: ';

let session;
let page;
let order;
let locker;
let started;

/** Quoted-printable / base64 bodies decoded well enough to search for Polish text. */
function decodeMail( raw ) {
	const [ head, ...rest ] = raw.split( /\r?\n\r?\n/ );
	let body = rest.join( '\n\n' );
	if ( /Content-Transfer-Encoding:\s*base64/i.test( head ) ) {
		body = Buffer.from( body.replace( /\s+/g, '' ), 'base64' ).toString( 'utf8' );
	} else if ( /Content-Transfer-Encoding:\s*quoted-printable/i.test( head ) ) {
		body = Buffer.from( body.replace( /=\r?\n/g, '' ).replace( /=([0-9A-F]{2})/gi, ( _, hex ) => String.fromCharCode( parseInt( hex, 16 ) ) ), 'latin1' ).toString( 'utf8' );
	}
	return { head, body };
}

before( async () => {
	started = Date.now();
	const { id } = fixture( BASE_URL, 'product', `${ PREFIX }Krem`, 'unlimited', '40' );
	const lockers = await ( await fetch( `${ BASE_URL }/wp-json/cosmetics/v1/lockers?search=Warszawa&limit=1` ) ).json();
	locker = lockers.lockers[ 0 ];
	assert.ok( locker?.name, 'the shop offers a locker in Warszawa' );

	const shopper = await cartWith( BASE_URL, id, { rateMethod: 'inpost_paczkomaty' } );
	const email = `e2e-kurier-${ Date.now() }@example.com`;
	const placed = await shopper.call( 'POST', '/checkout', checkoutPayload( { customer_type: 'company', company_name: 'Salon Kurierski', company_nip: '526-000-12-46', paczkomat_name: locker.name }, email ) );
	assert.equal( placed.status, 200, JSON.stringify( placed.data ).slice( 0, 300 ) );
	order = { id: placed.data.order_id, email };

	( { session, page } = await adminSession( WIDE ) );
} );
after( async () => {
	await session?.close();
	fixture( BASE_URL, 'cleanup', PREFIX );
} );

const lockerAddress = () => `${ locker.address.line1 }, ${ locker.address.line2 }`;

/** The orders screen of this shop (HPOS or posts storage). */
async function ordersListUrl() {
	await page.goto( `${ BASE_URL }/wp-admin/admin.php?page=wc-orders` );
	return page.url().includes( 'page=wc-orders' ) ? `${ BASE_URL }/wp-admin/admin.php?page=wc-orders` : `${ BASE_URL }/wp-admin/edit.php?post_type=shop_order`;
}

test( 'the order screen\'s shipping block shows the locker; the NIP is stored as digits, shown formatted', explained( () => page, async () => {
	const list = await ordersListUrl();
	const edit = list.includes( 'page=wc-orders' ) ? `${ BASE_URL }/wp-admin/admin.php?page=wc-orders&action=edit&id=${ order.id }` : `${ BASE_URL }/wp-admin/post.php?post=${ order.id }&action=edit`;
	await page.goto( edit );
	const shipping = page.locator( '#order_data .order_data_column' ).filter( { has: page.locator( '.cosmetics-order-locker' ) } );
	const box = shipping.locator( '.cosmetics-order-locker' );
	await box.waitFor();
	assert.equal( await box.getByRole( 'heading', { name: 'Dostawa do paczkomatu InPost' } ).count(), 1 );
	const text = await box.innerText();
	assert.ok( text.includes( locker.name ), text );
	assert.ok( text.includes( locker.address.line1 ) && text.includes( locker.address.line2 ), text );
	assert.ok( text.includes( 'Przesyłkę nadaj do tego paczkomatu, nie na adres powyżej.' ) );
	// It is the shipping column (the one with WooCommerce's shipping address edit fields).
	assert.equal( await shipping.locator( '[name="_shipping_address_1"]' ).count(), 1 );

	const billing = await page.locator( '.cosmetics-order-company' ).innerText();
	assert.match( billing, /NIP:\s*526-000-12-46/ );
	const stored = await page.evaluate( async ( { base, id } ) => {
		const nonce = await ( await fetch( `${ base }/wp-admin/admin-ajax.php?action=rest-nonce` ) ).text();
		const data = await ( await fetch( `${ base }/wp-json/wc/v3/orders/${ id }`, { headers: { 'X-WP-Nonce': nonce } } ) ).json();
		return data.meta_data.find( ( m ) => m.key === '_company_nip' )?.value;
	}, { base: BASE_URL, id: order.id } );
	assert.equal( stored, '5260001246', 'one stored form: digits' );
	await page.locator( '#order_data' ).screenshot( { path: join( SCREENSHOTS, '23-admin-order-locker-desktop.png' ) } );
} ) );

test( 'the orders list preview shows the locker as the shipping details', explained( () => page, async () => {
	const list = await ordersListUrl();
	await page.goto( list );
	const row = page.locator( `#order-${ order.id }, #post-${ order.id }` ).first();
	await row.locator( 'a.order-preview' ).click();
	const modal = page.locator( '.wc-order-preview' );
	const addresses = modal.locator( '.wc-order-preview-addresses' );
	await addresses.waitFor();
	const shipping = addresses.locator( '.wc-order-preview-address' ).nth( 1 );
	const text = await shipping.innerText();
	assert.ok( text.includes( `Paczkomat InPost ${ locker.name }` ), text );
	assert.ok( text.includes( locker.address.line1 ) && text.includes( locker.address.line2 ), text );
	assert.ok( ! text.includes( 'ul. Testowa 1' ), 'not the customer\'s home address' );
	const map = await shipping.locator( 'a[href*="maps"]' ).first().getAttribute( 'href' );
	assert.ok( map.includes( encodeURIComponent( lockerAddress() ) ), map );
	await page.screenshot( { path: join( SCREENSHOTS, '23-admin-order-preview-desktop.png' ) } );
	await modal.locator( '.modal-close' ).first().click();
} ) );

test( 'the customer\'s order e-mail counts the withdrawal period from delivery, with no date', explained( () => page, async () => {
	const mails = readdirSync( MAIL_DIR )
		.map( ( name ) => join( MAIL_DIR, name ) )
		.filter( ( file ) => statSync( file ).mtimeMs >= started - 1000 )
		.map( ( file ) => decodeMail( readFileSync( file, 'utf8' ) ) )
		.filter( ( mail ) => new RegExp( `^To: .*${ order.email.replace( /[.+]/g, '\\$&' ) }`, 'mi' ).test( mail.head ) );
	const withLink = mails.find( ( mail ) => mail.body.includes( `order=${ order.id }` ) );
	assert.ok( withLink, `the customer's order e-mail (of ${ mails.length }) carries the withdrawal link` );
	const body = withLink.body.replace( /<[^>]+>/g, ' ' ).replace( /\s+/g, ' ' );
	assert.match( body, /Możesz odstąpić od umowy bez podania przyczyny w ciągu 14 dni od dostarczenia zamówienia:/ );
	assert.doesNotMatch( body, /14 dni od dostarczenia zamówienia \(do/, 'no deadline computed from the order date' );
} ) );
