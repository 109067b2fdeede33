/**
 * Payments from the outside, without a browser, with PayU's own plugin against the local double of its
 * API (scripts/lib/payu-shop.mjs): nobody can mark an order paid but PayU's signed word about this
 * order's money (a wrong signature, another order's PayU order, another amount or currency change
 * nothing; a repeated notification is harmless; the return address and the order routes change nothing);
 * a double submit opens one order and one PayU transaction; PayU down or slow; a notification with no
 * return; refunds made by staff through PayU on the order page and in the account; an unpaid online
 * order's stock given back by WooCommerce's own hold-stock job; an overdue bank transfer cancelled with
 * the customer's e-mail, and not when staff switched that off.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import {
	cartWith,
	checkoutPayload,
	shopper,
} from '../../scripts/lib/store-shopper.mjs';
import { BASE_URL, mailTo } from './support.mjs';
import { payuOn, skipPayu } from '../../scripts/lib/payu-shop.mjs';

if ( skipPayu ) {
	console.log( `payments-server.test.mjs skipped: ${ skipPayu }` );
}

const PRODUCT = 'E2E Płatności serwer – krem';
let payu;
let product;

before( async () => {
	if ( skipPayu ) {
		return;
	}
	payu = await payuOn( BASE_URL );
	product = fixture( BASE_URL, 'listed', PRODUCT, '64.50', 'unlimited' );
} );
after( async () => {
	if ( payu ) {
		fixture( BASE_URL, 'cleanup', 'E2E Płatności serwer' );
		await payu.restore();
	}
} );

/** A guest's order paid with `method`: { shopper, order (checkout answer), payuOrder (the double's) }. */
async function placeWithPayu(
	method = 'payulistbanks',
	data = [ { key: 'selected-bank', value: 'm' } ],
	productId = product.id
) {
	const s = await cartWith( BASE_URL, productId );
	const placed = await s.call( 'POST', '/checkout', {
		...checkoutPayload(
			{ customer_type: 'individual' },
			'serwer@example.com'
		),
		payment_method: method,
		payment_data: data,
	} );
	assert.equal( placed.status, 200, JSON.stringify( placed.data ) );
	const payuOrder =
		placed.data.payment_result.redirect_url.split( '/pay/' )[ 1 ];
	assert.ok(
		payuOrder,
		`PayU's page: ${ placed.data.payment_result.redirect_url }`
	);
	return { s, order: placed.data, payuOrder };
}

/** The shopper pays on the double's page without a browser (a form post, as the page sends it). */
async function payOnPayuPage( payuOrder, form = 'action=pay&method=m' ) {
	return fetch( `${ payu.double.url }/pay/${ payuOrder }`, {
		method: 'POST',
		body: form,
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		redirect: 'manual',
	} );
}

const orderPage = async ( id, key ) =>
	(
		await fetch(
			`${ BASE_URL }/wp-json/cosmetics/v1/orders/${ id }?key=${ encodeURIComponent(
				key
			) }`
		)
	).json();

describe( 'PayU notifications', { skip: skipPayu }, () => {
	test( "only PayU's signed word about this order's money marks it paid; everything else is refused, logged and changes nothing", async () => {
		await payu.double.configure( { notify: 'manual' } );
		const { order, payuOrder } = await placeWithPayu();
		const other = await placeWithPayu();
		const state = () => fixture( BASE_URL, 'order-state', order.order_id );
		assert.equal( state().status, 'pending' );

		// The shopper comes back from PayU's page before any notification: the return changes nothing.
		const back = await payOnPayuPage( payuOrder );
		assert.equal( back.status, 302 );
		const returned = new URL( back.headers.get( 'location' ) );
		assert.equal(
			returned.pathname,
			`/zamowienie/${ order.order_id }`,
			"PayU's return lands on the storefront's order page"
		);
		await fetch( returned );
		await fetch( `${ BASE_URL }/?wc-api=WC_Gateway_PayuListBanks` ); // a GET to the notification address
		assert.equal( state().status, 'pending' );
		assert.equal(
			( await orderPage( order.order_id, order.order_key ) ).payment
				.state,
			'awaiting'
		);

		const refused = async ( tamper, why ) => {
			const answer = await payu.double.notify( payuOrder, { tamper } );
			assert.equal( answer.status, 400, `${ why }: ${ answer.body }` );
			assert.equal( answer.body, 'Refused', `${ why }: the answer tells nothing of the shop's orders` );
			assert.equal(
				state().status,
				'pending',
				`${ why }: the order is unchanged`
			);
		};
		await refused( { signature: 'not-a-signature' }, 'a wrong signature' );
		await refused( { totalAmount: 1 }, 'another amount' );
		await refused( { currencyCode: 'EUR' }, 'another currency' );
		await refused(
			{ extOrderId: `${ other.order.order_id }_x` },
			"this PayU order's payment named as another order's"
		);
		await refused(
			{ orderId: other.payuOrder },
			"another PayU order's payment for this order"
		);
		const notes = state().notes.join( '\n' );
		for ( const reason of [
			'amount 1',
			'currency EUR',
			'was not created for this order',
		] ) {
			assert.ok(
				notes.includes( reason ),
				`the order's notes say why: ${ reason }`
			);
		}
		// WooCommerce's log (WooCommerce → Status → Logs, source cosmetics-storefront-payments) has each.
		const logs = resolve( '.site/wordpress/wp-content/uploads/wc-logs' );
		const log = readdirSync( logs )
			.filter( ( f ) => f.startsWith( 'cosmetics-storefront-payments-' ) )
			.map( ( f ) => readFileSync( join( logs, f ), 'utf8' ) )
			.join( '\n' );
		for ( const reason of [
			'wrong signature',
			'amount 1',
			'currency EUR',
		] ) {
			assert.ok(
				log.includes( `for order ${ order.order_id }: ${ reason }` ) ||
					log.includes( `${ reason } (order ${ order.order_id })` ),
				`logged: ${ reason }`
			);
		}
		assert.equal(
			fixture( BASE_URL, 'order-state', other.order.order_id ).status,
			'pending',
			'the other order is unchanged too'
		);

		// PayU's own notification: paid. Sent again: harmless.
		const ok = await payu.double.notify( payuOrder );
		assert.equal( ok.status, 200, ok.body );
		assert.equal( state().status, 'processing' );
		const again = await payu.double.notify( payuOrder );
		assert.equal( again.status, 200 );
		assert.equal( state().status, 'processing' );
		assert.equal(
			( await orderPage( order.order_id, order.order_key ) ).payment
				.state,
			'paid'
		);
	} );

	test( 'a notification that comes without the shopper ever returning gives the same result', async () => {
		await payu.double.configure( { notify: 'before' } );
		const { order, payuOrder } = await placeWithPayu( 'payublik', [] );
		await payOnPayuPage( payuOrder, 'action=pay&method=blik&blik=777321' ); // the shopper closes the tab after paying
		assert.equal(
			( await orderPage( order.order_id, order.order_key ) ).payment
				.state,
			'paid'
		);
	} );

	test( 'the order routes cannot be used to pay: a tampered key reads nothing, a payment needs PayU', async () => {
		await payu.double.configure( { notify: 'manual' } );
		const { order } = await placeWithPayu();
		const tampered = await fetch(
			`${ BASE_URL }/wp-json/cosmetics/v1/orders/${ order.order_id }?key=${ order.order_key }x`
		);
		assert.equal( tampered.status, 404 );
		// Paying again through the Store API with another's key: refused, nothing changes.
		const s = shopper( BASE_URL );
		await s.call( 'GET', '/cart' );
		const pay = await s.call(
			'POST',
			`/checkout/${ order.order_id }?key=wc_order_wrong`,
			{
				key: 'wc_order_wrong',
				billing_email: 'serwer@example.com',
				billing_address: checkoutPayload().billing_address,
				payment_method: 'bacs',
			}
		);
		assert.ok( pay.status >= 400, `refused: ${ pay.status }` );
		assert.equal(
			fixture( BASE_URL, 'order-state', order.order_id ).status,
			'pending'
		);
	} );
} );

describe( 'placing and paying again', { skip: skipPayu }, () => {
	test( 'a double submit: one order, one PayU transaction', async () => {
		await payu.double.configure( { notify: 'manual', delayMs: 800 } );
		const before = ( await payu.double.state() ).orders.length;
		const s = await cartWith( BASE_URL, product.id );
		const body = {
			...checkoutPayload(
				{ customer_type: 'individual' },
				'podwojnie@example.com'
			),
			payment_method: 'payulistbanks',
			payment_data: [ { key: 'selected-bank', value: 'm' } ],
		};
		const answers = await Promise.all( [
			s.call( 'POST', '/checkout', body ),
			s.call( 'POST', '/checkout', body ),
		] );
		await payu.double.configure( { delayMs: 0 } );
		const placed = answers.filter( ( a ) => a.status === 200 );
		assert.equal(
			placed.length,
			1,
			answers
				.map( ( a ) => `${ a.status } ${ a.data?.message ?? '' }` )
				.join( '; ' )
		);
		assert.equal(
			( await payu.double.state() ).orders.length - before,
			1,
			'one PayU order'
		);

		// "Zapłać ponownie" sent twice: one new PayU transaction.
		const { order_id: id, order_key: key } = placed[ 0 ].data;
		await payu.double.notify(
			placed[ 0 ].data.payment_result.redirect_url.split( '/pay/' )[ 1 ],
			{ status: 'CANCELED' }
		);
		assert.equal( fixture( BASE_URL, 'order-state', id ).status, 'failed' );
		const payAgain = {
			key,
			billing_email: 'podwojnie@example.com',
			billing_address: body.billing_address,
			shipping_address: body.shipping_address,
			payment_method: 'payublik',
			payment_data: [],
		};
		const retried = ( await payu.double.state() ).orders.length;
		const again = await Promise.all(
			[ 1, 2 ].map( () =>
				s.call(
					'POST',
					`/checkout/${ id }?key=${ key }&pay_for_order=true`,
					payAgain
				)
			)
		);
		assert.deepEqual(
			again.map( ( a ) => a.status ).sort(),
			[ 200, 409 ],
			again
				.map( ( a ) => `${ a.status } ${ a.data?.message ?? '' }` )
				.join( '; ' )
		);
		assert.equal(
			( await payu.double.state() ).orders.length - retried,
			1,
			'one PayU order for the payment made again'
		);
	} );

	test( 'paying again while the first PayU payment is open cancels it at PayU first: one payment ever taken; one already taken refuses paying again', async () => {
		await payu.double.configure( { notify: 'before' } );
		const first = await placeWithPayu( 'payucreditcard', [] );
		const { order_id: id, order_key: key } = first.order;
		const payAgain = ( method ) =>
			first.s.call( 'POST', `/checkout/${ id }?key=${ key }&pay_for_order=true`, {
				...checkoutPayload( { customer_type: 'individual' }, 'serwer@example.com' ),
				key,
				billing_email: 'serwer@example.com',
				payment_method: method,
				payment_data: [],
			} );
		const payuStatus = async ( payuOrder ) => ( await payu.double.state() ).orders.find( ( o ) => o.orderId === payuOrder )?.status;

		// Someone with the order's key alone (no e-mail, a request WooCommerce refuses) cancels nothing.
		const stranger = await fetch( `${ BASE_URL }/wp-json/wc/store/v1/checkout/${ id }?key=${ key }&pay_for_order=true`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { payment_method: 'payublik', billing_address: {}, shipping_address: {} } ),
		} );
		assert.ok( stranger.status >= 400 && stranger.status < 500, `${ stranger.status }` );
		assert.equal( await payuStatus( first.payuOrder ), 'NEW' );

		// The shopper left PayU's page open and pays again with BLIK (the key in the address only): the card
		// payment is cancelled first.
		const again = await first.s.call( 'POST', `/checkout/${ id }?key=${ key }&pay_for_order=true`, {
			...checkoutPayload( { customer_type: 'individual' }, 'serwer@example.com' ),
			billing_email: 'serwer@example.com',
			payment_method: 'payublik',
			payment_data: [],
		} );
		assert.equal( again.status, 200, JSON.stringify( again.data ) );
		assert.equal( await payuStatus( first.payuOrder ), 'CANCELED' );
		// The old page can no longer take money.
		await payOnPayuPage( first.payuOrder, 'action=pay&method=c&card=4444333322221111' );
		assert.equal( await payuStatus( first.payuOrder ), 'CANCELED' );
		const second = again.data.payment_result.redirect_url.split( '/pay/' )[ 1 ];
		await payOnPayuPage( second, 'action=pay&method=blik&blik=777123' );
		const paid = fixture( BASE_URL, 'order-state', id );
		assert.equal( paid.status, 'processing', JSON.stringify( paid.notes ) );
		assert.equal( paid.transaction, second );
		const taken = ( await payu.double.state() ).orders.filter( ( o ) => o.extOrderId?.startsWith( `${ id }_` ) && o.status === 'COMPLETED' );
		assert.equal( taken.length, 1, 'one payment taken' );

		// Paid on PayU's page, its notification late: paying again is refused, nothing new at PayU.
		await payu.double.configure( { notify: 'manual' } );
		const late = await placeWithPayu( 'payublik', [] );
		await payOnPayuPage( late.payuOrder, 'action=pay&method=blik&blik=777123' );
		const lateAgain = await late.s.call( 'POST', `/checkout/${ late.order.order_id }?key=${ late.order.order_key }&pay_for_order=true`, {
			...checkoutPayload( { customer_type: 'individual' }, 'serwer@example.com' ),
			key: late.order.order_key,
			billing_email: 'serwer@example.com',
			payment_method: 'bacs',
			payment_data: [],
		} );
		assert.equal( lateAgain.status, 409, JSON.stringify( lateAgain.data ) );
		assert.equal( lateAgain.data.code, 'cosmetics_payment_made' );
		await payu.double.notify( late.payuOrder );
		assert.equal( fixture( BASE_URL, 'order-state', late.order.order_id ).status, 'processing' );
		await payu.double.configure( { notify: 'before' } );
	} );

	test( "a bank that is not on PayU's list: the list's own words, PayU never asked", async () => {
		const s = await cartWith( BASE_URL, product.id );
		const before = ( await payu.double.state() ).orders.length;
		for ( const value of [ 'zzz', '', 'x'.repeat( 5000 ) ] ) {
			const placed = await s.call( 'POST', '/checkout', {
				...checkoutPayload( { customer_type: 'individual' }, 'bank@example.com' ),
				payment_method: 'payulistbanks',
				payment_data: value ? [ { key: 'selected-bank', value } ] : [],
			} );
			assert.equal( placed.status, 400, JSON.stringify( placed.data ) );
			assert.equal( placed.data.code, 'cosmetics_payment_choice' );
			assert.equal( placed.data.message, 'Wybierz bank, z którego zapłacisz.' );
		}
		assert.equal( ( await payu.double.state() ).orders.length, before, 'no PayU order' );
	} );

	test( 'PayU down: a plain Polish message, the cart kept, nothing paid; PayU back: the same order is paid', async () => {
		await payu.double.configure( { down: true, notify: 'before' } );
		const s = await cartWith( BASE_URL, product.id );
		const body = {
			...checkoutPayload(
				{ customer_type: 'individual' },
				'awaria@example.com'
			),
			payment_method: 'payublik',
			payment_data: [],
		};
		const failed = await s.call( 'POST', '/checkout', body );
		assert.equal( failed.status, 400 );
		assert.equal(
			failed.data.message,
			'Nie udało się połączyć z operatorem płatności. Spróbuj ponownie za chwilę albo wybierz inną metodę płatności.'
		);
		const cart = await s.call( 'GET', '/cart' );
		assert.equal( cart.data.items.length, 1, 'the cart is kept' );
		await payu.double.configure( { down: false } );
		const placed = await s.call( 'POST', '/checkout', body );
		assert.equal( placed.status, 200, JSON.stringify( placed.data ) );
		const state = fixture( BASE_URL, 'order-state', placed.data.order_id );
		assert.equal( state.paid, false );
		assert.equal( state.status, 'pending' );
	} );

	test( 'PayU slow (25 s): the checkout waits for it and goes on', async () => {
		await payu.double.configure( { ordersDelayMs: 25000 } );
		const s = await cartWith( BASE_URL, product.id );
		const placed = await s.call( 'POST', '/checkout', {
			...checkoutPayload(
				{ customer_type: 'individual' },
				'wolno@example.com'
			),
			payment_method: 'payucreditcard',
			payment_data: [],
		} );
		await payu.double.configure( { ordersDelayMs: 0 } );
		assert.equal( placed.status, 200, JSON.stringify( placed.data ) );
		assert.ok(
			placed.ms > 20000,
			`it took ${ Math.round( placed.ms ) } ms`
		);
		assert.match( placed.data.payment_result.redirect_url, /\/pay\// );
	} );
} );

describe( 'refunds and unpaid orders', { skip: skipPayu }, () => {
	test( 'a refund staff make through PayU shows on the order page and in the account', async () => {
		await payu.double.configure( { notify: 'before' } );
		const customer = fixture(
			BASE_URL,
			'user',
			'customer',
			'platnosci.zwrot@example.com'
		);
		const s = await cartWith( BASE_URL, product.id, {
			jwt: customer.token,
		} );
		const placed = await s.call( 'POST', '/checkout', {
			...checkoutPayload(
				{ customer_type: 'individual' },
				customer.email
			),
			payment_method: 'payulistbanks',
			payment_data: [ { key: 'selected-bank', value: 'p' } ],
		} );
		assert.equal( placed.status, 200, JSON.stringify( placed.data ) );
		await payOnPayuPage(
			placed.data.payment_result.redirect_url.split( '/pay/' )[ 1 ],
			'action=pay&method=p'
		);
		const { order_id: id, order_key: key } = placed.data;
		assert.equal(
			fixture( BASE_URL, 'order-state', id ).status,
			'processing'
		);
		const refund = fixture(
			BASE_URL,
			'refund',
			id,
			'20.00',
			'Zwrot za uszkodzone opakowanie'
		);
		assert.ok( refund.refund, JSON.stringify( refund ) );
		const page = await orderPage( id, key );
		assert.equal( page.payment.state, 'partially_refunded' );
		assert.equal( page.payment.label, 'Zwrócono część kwoty' );
		assert.deepEqual(
			page.payment.refunds.map( ( r ) => [ r.amount, r.reason ] ),
			[ [ '2000', 'Zwrot za uszkodzone opakowanie' ] ]
		);
		const payuRefunds = ( await payu.double.state() ).orders.find(
			( o ) =>
				o.orderId === fixture( BASE_URL, 'order-state', id ).transaction
		).refunds;
		assert.equal(
			payuRefunds[ 0 ].amount,
			2000,
			'PayU was asked for the refund'
		);
		const mine = await fetch(
			`${ BASE_URL }/wp-json/custom-auth/v1/orders?per_page=50`,
			{ headers: { Authorization: `Bearer ${ customer.token }` } }
		);
		const listed = ( await mine.json() ).find( ( o ) => o.id === id );
		assert.equal(
			listed.payment.label,
			'Zwrócono część kwoty',
			"the account's list says the same"
		);
	} );

	test( "an online payment never made: WooCommerce's hold-stock job cancels the order after the window and its units are free again", async () => {
		await payu.double.configure( { notify: 'manual' } );
		const limited = fixture(
			BASE_URL,
			'listed',
			`${ PRODUCT } (3 szt.)`,
			'30.00',
			'3'
		);
		const first = await cartWith( BASE_URL, limited.id );
		await first.call( 'POST', '/cart/update-item', {
			key: ( await first.call( 'GET', '/cart' ) ).data.items[ 0 ].key,
			quantity: 3,
		} );
		const placed = await first.call( 'POST', '/checkout', {
			...checkoutPayload(
				{ customer_type: 'individual' },
				'porzucone@example.com'
			),
			payment_method: 'payublik',
			payment_data: [],
		} );
		assert.equal( placed.status, 200, JSON.stringify( placed.data ) );
		const id = placed.data.order_id;
		// Held for the order: another shopper cannot have them now.
		const second = await cartWith( BASE_URL, limited.id ).catch(
			( error ) => error
		);
		assert.ok(
			second instanceof Error ||
				(
					await second.call(
						'POST',
						'/checkout',
						checkoutPayload(
							{ customer_type: 'individual' },
							'druga@example.com'
						)
					)
				).status >= 400,
			'the units are held'
		);
		// The hold-stock window (WooCommerce → Ustawienia → Produkty → Magazyn, 60 minutes) passes.
		fixture( BASE_URL, 'backdate-order', id, 61 );
		const job = fixture( BASE_URL, 'cancel-unpaid' );
		assert.ok(
			job.cancelled.includes( id ),
			`WooCommerce's job cancelled it: ${ JSON.stringify( job ) }`
		);
		assert.ok(
			job.next,
			"and it is scheduled again (Action Scheduler, run by the site's cron runner)"
		);
		assert.equal(
			fixture( BASE_URL, 'order-state', id ).status,
			'cancelled'
		);
		assert.equal(
			fixture( BASE_URL, 'report', limited.id ).stock,
			3,
			'all 3 in stock'
		);
		const third = await cartWith( BASE_URL, limited.id );
		await third.call( 'POST', '/cart/update-item', {
			key: ( await third.call( 'GET', '/cart' ) ).data.items[ 0 ].key,
			quantity: 3,
		} );
		const bought = await third.call(
			'POST',
			'/checkout',
			checkoutPayload(
				{ customer_type: 'individual' },
				'trzecia@example.com'
			)
		);
		assert.equal(
			bought.status,
			200,
			`the units can be bought again: ${ JSON.stringify( bought.data ) }`
		);
	} );

	test( "a bank transfer not made within the terms' 7 days: the order is cancelled, its stock returned and the customer told why; not when staff switched it off", async () => {
		const limited = fixture(
			BASE_URL,
			'listed',
			`${ PRODUCT } (przelew)`,
			'25.00',
			'5'
		);
		const place = async ( email ) => {
			const s = await cartWith( BASE_URL, limited.id );
			const placed = await s.call(
				'POST',
				'/checkout',
				checkoutPayload( { customer_type: 'individual' }, email )
			);
			assert.equal( placed.status, 200, JSON.stringify( placed.data ) );
			return placed.data.order_id;
		};
		const late = await place( 'przelew.spozniony@example.com' );
		const recent = await place( 'przelew.w.terminie@example.com' );
		assert.equal(
			fixture( BASE_URL, 'report', limited.id ).stock,
			3,
			'two units taken by the two orders'
		);
		fixture( BASE_URL, 'backdate-order', late, 8 * 24 * 60 + 5 );
		fixture( BASE_URL, 'backdate-order', recent, 6 * 24 * 60 );

		const saved = fixture(
			BASE_URL,
			'option-raw',
			'cosmetics_storefront_payments'
		).raw;
		try {
			fixture(
				BASE_URL,
				'option-set',
				'cosmetics_storefront_payments',
				JSON.stringify( {
					transfer_days: 7,
					cancel_unpaid_transfers: false,
				} )
			);
			assert.deepEqual(
				fixture( BASE_URL, 'overdue-transfers' ).cancelled,
				[],
				'switched off: nothing cancelled'
			);
			fixture(
				BASE_URL,
				'option-set',
				'cosmetics_storefront_payments',
				JSON.stringify( {
					transfer_days: 7,
					cancel_unpaid_transfers: true,
				} )
			);
			const since = Date.now();
			assert.deepEqual(
				fixture( BASE_URL, 'overdue-transfers' ).cancelled,
				[ late ]
			);
			assert.equal(
				fixture( BASE_URL, 'order-state', late ).status,
				'cancelled'
			);
			assert.equal(
				fixture( BASE_URL, 'order-state', recent ).status,
				'on-hold',
				'within its 7 days: kept'
			);
			assert.equal(
				fixture( BASE_URL, 'report', limited.id ).stock,
				4,
				"the cancelled order's unit is back"
			);
			const mail = await mailTo(
				'przelew.spozniony@example.com',
				/zostało anulowane – brak wpłaty/,
				since
			);
			assert.match( mail, /umowa sprzedaży uległa rozwiązaniu/ );
		} finally {
			fixture(
				BASE_URL,
				'option-put-raw',
				'cosmetics_storefront_payments',
				saved ?? ''
			);
		}
	} );
} );
