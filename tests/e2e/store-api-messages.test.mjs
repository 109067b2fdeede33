/**
 * WooCommerce's own Store API errors reach the shopper in the storefront's Polish, on an English site
 * and over WooCommerce's own Polish pack alike (includes/CartCheckout/PolishStoreApiMessages.php; the dev
 * shop runs pl_PL): sold out when adding, sold out by the time of the checkout, more than the stock. Fixtures are made by the test and removed after.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { cartWith, checkoutPayload, shopper } from '../../scripts/lib/store-shopper.mjs';
import { BASE_URL } from './support.mjs';

const PREFIX = 'Test komunikaty: ';
/** English as WooCommerce writes it: a few of its words in a row. */
const ENGLISH = /\b(is|are|cannot|the|your|please|stock|cart)\b/i;

let soldOut;
let lastOne;
before( () => {
	soldOut = fixture( BASE_URL, 'product', `${ PREFIX }wyprzedany`, 0 ).id;
	lastOne = fixture( BASE_URL, 'product', `${ PREFIX }ostatni`, 1 ).id;
} );
after( () => fixture( BASE_URL, 'cleanup', PREFIX ) );

test( 'adding a sold-out product, or more than the stock, is refused in Polish', async () => {
	const s = shopper( BASE_URL );
	await s.call( 'GET', '/cart' );
	const none = await s.call( 'POST', '/cart/add-item', { id: soldOut, quantity: 1 } );
	assert.equal( none.status, 400 );
	assert.equal( none.data.message, `Nie można dodać produktu „${ PREFIX }wyprzedany” do koszyka, ponieważ nie ma go w magazynie.` );
	const many = await s.call( 'POST', '/cart/add-item', { id: lastOne, quantity: 3 } );
	assert.equal( many.status, 400 );
	assert.equal( many.data.message, `Nie można dodać tylu sztuk produktu „${ PREFIX }ostatni” do koszyka, ponieważ w magazynie jest ich za mało (pozostało: 1).` );
} );

test( 'a quantity above the stock, a line or a coupon that is not in the cart: Polish', async () => {
	const s = await cartWith( BASE_URL, lastOne );
	const line = ( await s.call( 'GET', '/cart' ) ).data.items[ 0 ];
	const many = await s.call( 'POST', '/cart/update-item', { key: line.key, quantity: 50 } );
	assert.ok( many.status >= 400, `status ${ many.status }` );
	const gone = await s.call( 'POST', '/cart/remove-item', { key: 'nie-ma-takiej' } );
	const coupon = await s.call( 'POST', '/cart/remove-coupon', { code: 'nie-ma-takiego' } );
	for ( const answer of [ many, gone, coupon ] ) {
		assert.ok( answer.status >= 400 && answer.status < 500, `status ${ answer.status }` );
		assert.doesNotMatch( answer.data.message, ENGLISH, answer.data.message );
		assert.doesNotMatch( answer.data.message, /&quot;/, answer.data.message );
	}
} );

test( 'a product sold out between the cart and the checkout: the checkout says so in Polish', async () => {
	const s = await cartWith( BASE_URL, lastOne );
	fixture( BASE_URL, 'product', `${ PREFIX }ostatni`, 0 );
	const answer = await s.call( 'POST', '/checkout', checkoutPayload( null ) );
	assert.ok( answer.status >= 400 && answer.status < 500, `status ${ answer.status }` );
	assert.match( answer.data.message, /nie ma (już )?w magazynie/, answer.data.message );
	assert.doesNotMatch( answer.data.message, ENGLISH, answer.data.message );
} );
