/**
 * Checkout benchmarks on the local shop, through the Store API exactly as the storefront
 * calls it (Cart-Token, one request per action):
 * - round trips per action (add to cart, coupon apply, select shipping, checkout submit);
 * - Store API checkout p50/p95 over BENCH_ORDERS (50) orders each: plain (courier, no extension data)
 *   versus the plugin's extension data (company + NIP; and locker), interleaved, overhead ratio;
 * - 20 parallel checkouts of a product with stock 5 → exactly 5 orders, stock 0;
 * - double submits of one cart → one order: a guest's, and a logged-in shopper's in ROUNDS (20) rounds
 *   of 2 and of 5 simultaneous submits for each way of naming the cart (JWT + Cart-Token, JWT alone, mixed);
 * - a usage-limit-1 coupon raced by 10 parallel checkouts → one order carries it;
 * - checkout → payment page address, p50/p95 over BENCH_PAYMENTS (30) orders each, interleaved: PayU
 *   through its own plugin and the local double of its API (BLIK, the bank chosen in the shop) beside a
 *   bank transfer (whose "payment page" is the order page); skipped, saying why, without PayU's plugin.
 */
import { payuOn, skipPayu } from '../lib/payu-shop.mjs';
import { fixture } from '../lib/shop-fixtures.mjs';
import { LOGGED_IN_MIXES, cartWith as cartOf, checkoutPayload, couponRace, loggedInSubmits, shopper } from '../lib/store-shopper.mjs';

const payload = ( extensions ) => checkoutPayload( extensions, 'bench@example.com' );
const cartWith = ( baseUrl, productId, rateMethod ) => cartOf( baseUrl, productId, { rateMethod } );
const ROUNDS = Number( process.env.BENCH_RACE_ROUNDS ?? 20 );

const ORDERS = Number( process.env.BENCH_ORDERS ?? 50 );
const PAYMENTS = Number( process.env.BENCH_PAYMENTS ?? 30 );
const PARALLEL = Number( process.env.BENCH_PARALLEL ?? 20 );

const COMPANY = { customer_type: 'company', company_name: 'Bench sp. z o.o.', company_nip: '526-000-12-46' };

const pct = ( values, p ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.min( sorted.length - 1, Math.ceil( ( p / 100 ) * sorted.length ) - 1 ) ];
};

export async function benchCheckout( baseUrl ) {
	try {
		const only = process.env.BENCH_CHECKOUT_ONLY; // 'double' or 'payments': that part alone
		if ( only === 'double' ) {
			await doubleSubmit( baseUrl );
		} else if ( only === 'payments' ) {
			await paymentPage( baseUrl, fixture( baseUrl, 'product', 'Bench: kasa', 'unlimited' ).id );
		} else {
			await allCheckoutBenchmarks( baseUrl );
		}
	} finally {
		fixture( baseUrl, 'cleanup' );
	}
}

async function allCheckoutBenchmarks( baseUrl ) {
	const { id: productId } = fixture( baseUrl, 'product', 'Bench: kasa', 'unlimited' );

	// Round trips per action, as the storefront makes them.
	{
		const s = shopper( baseUrl );
		await s.call( 'GET', '/cart' );
		s.reset();
		const added = await s.call( 'POST', '/cart/add-item', { id: productId, quantity: 1 } );
		const add = s.calls();
		s.reset();
		await s.call( 'POST', '/cart/apply-coupon', { code: 'RABAT10' } );
		const coupon = s.calls();
		s.reset();
		const locker = added.data.shipping_rates[ 0 ].shipping_rates.find( ( r ) => r.method_id === 'inpost_paczkomaty' );
		await s.call( 'POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: locker.rate_id } );
		const select = s.calls();
		s.reset();
		const done = await s.call( 'POST', '/checkout', payload( { ...COMPANY, paczkomat_name: 'WAW01M' } ) );
		console.log( '\nCheckout round trips (each answer carries the new cart; no re-fetch):' );
		console.log( `  add to cart ${ add }, coupon apply ${ coupon }, select shipping ${ select }, checkout submit ${ s.calls() } (status ${ done.status })` );
	}

	// p50/p95 of the checkout request: plain vs with the plugin's extension data, interleaved.
	const samples = { plain: [], company: [], locker: [] };
	for ( let i = 0; i < ORDERS; i++ ) {
		for ( const kind of Object.keys( samples ) ) {
			const s = await cartWith( baseUrl, productId, kind === 'locker' ? 'inpost_paczkomaty' : 'flat_rate' );
			const ext = kind === 'plain' ? null : kind === 'company' ? COMPANY : { ...COMPANY, paczkomat_name: 'WAW01M' };
			const r = await s.call( 'POST', '/checkout', payload( ext ) );
			if ( r.status !== 200 ) {
				throw new Error( `checkout (${ kind }) ${ r.status }: ${ r.data.message }` );
			}
			samples[ kind ].push( r.ms );
		}
	}
	const p50 = ( k ) => pct( samples[ k ], 50 );
	const p95 = ( k ) => pct( samples[ k ], 95 );
	console.log( `\nStore API POST /checkout, ${ ORDERS } orders each, interleaved (ms, client wall time on the local shop):` );
	for ( const k of Object.keys( samples ) ) {
		console.log( `  ${ k.padEnd( 8 ) } p50 ${ p50( k ).toFixed( 1 ) }  p95 ${ p95( k ).toFixed( 1 ) }` );
	}
	console.log( `  overhead ratio p50: company ${ ( p50( 'company' ) / p50( 'plain' ) ).toFixed( 3 ) }, locker ${ ( p50( 'locker' ) / p50( 'plain' ) ).toFixed( 3 ) } (target ≤ 1.15)` );

	// Concurrency: 20 parallel checkouts of a product with stock 5.
	{
		const { id } = fixture( baseUrl, 'product', 'Bench: zapas 5', '5' );
		const carts = await Promise.all( Array.from( { length: PARALLEL }, () => cartWith( baseUrl, id, 'flat_rate' ) ) );
		const results = await Promise.all( carts.map( ( s ) => s.call( 'POST', '/checkout', payload( null ) ) ) );
		const ok = results.filter( ( r ) => r.status === 200 ).length;
		const codes = [ ...new Set( results.filter( ( r ) => r.status !== 200 ).map( ( r ) => `${ r.status } ${ r.data.code }` ) ) ];
		const report = fixture( baseUrl, 'report', String( id ) );
		console.log( `\n${ PARALLEL } parallel checkouts of a product with stock 5: ${ ok } succeeded, ${ report.orders } orders, stock ${ report.stock }; refused: ${ codes.join( ', ' ) || 'none' }` );
		if ( ok !== 5 || report.orders !== 5 || report.stock !== 0 ) {
			throw new Error( 'concurrency: expected exactly 5 orders and stock 0' );
		}
	}

	await doubleSubmit( baseUrl );
	await paymentPage( baseUrl, productId );
}

/**
 * From "Złóż zamówienie" to the address of the page where the shopper pays: the Store API checkout's
 * answer (payment_result.redirect_url). PayU's includes its plugin asking PayU (here: its double, on this
 * machine, so the figure is the shop's own share of the time; PayU's real API adds its own).
 */
async function paymentPage( baseUrl, productId ) {
	if ( skipPayu ) {
		console.log( `
Checkout → payment page address: skipped (${ skipPayu }).` );
		return;
	}
	const payu = await payuOn( baseUrl );
	try {
		await payu.double.configure( { notify: 'manual' } );
		const methods = {
			'bank transfer (bacs)': { payment_method: 'bacs' },
			'PayU BLIK': { payment_method: 'payublik', payment_data: [] },
			'PayU, bank chosen in the shop': { payment_method: 'payulistbanks', payment_data: [ { key: 'selected-bank', value: 'm' } ] },
		};
		const samples = Object.fromEntries( Object.keys( methods ).map( ( k ) => [ k, [] ] ) );
		for ( let i = 0; i < PAYMENTS; i++ ) {
			for ( const [ name, method ] of Object.entries( methods ) ) {
				const s = await cartWith( baseUrl, productId, 'flat_rate' );
				const r = await s.call( 'POST', '/checkout', { ...payload( null ), ...method } );
				if ( r.status !== 200 || ! r.data.payment_result?.redirect_url ) {
					throw new Error( `checkout (${ name }) ${ r.status }: ${ r.data?.message }` );
				}
				samples[ name ].push( r.ms );
			}
		}
		console.log( `
Checkout → payment page address (POST /checkout until payment_result.redirect_url), ${ PAYMENTS } orders each, interleaved (ms):` );
		for ( const [ name, values ] of Object.entries( samples ) ) {
			console.log( `  ${ name.padEnd( 30 ) } p50 ${ pct( values, 50 ).toFixed( 1 ) }  p95 ${ pct( values, 95 ).toFixed( 1 ) }` );
		}
		console.log( `  PayU's API answered by its local double on this machine: the figures are the shop's and the plugin's own time.` );
	} finally {
		await payu.restore();
	}
}

/** Double submits of one cart (guest, then logged in) and the coupon race. */
async function doubleSubmit( baseUrl ) {
	const { id } = fixture( baseUrl, 'product', 'Bench: podwójne', 'unlimited' );
	const s = await cartWith( baseUrl, id, 'flat_rate' );
	const both = await Promise.all( [ s.call( 'POST', '/checkout', payload( null ) ), s.call( 'POST', '/checkout', payload( null ) ) ] );
	const guestOrders = fixture( baseUrl, 'report', String( id ) ).orders;
	console.log( `\nGuest double submit (two simultaneous checkouts of one cart): statuses ${ both.map( ( r ) => r.status ).join( ', ' ) }; ${ guestOrders } order(s)` );

	const user = fixture( baseUrl, 'user', 'customer', 'bench-race@example.com' );
	let wrong = guestOrders === 1 ? 0 : 1;
	console.log( `Logged-in double submits, ${ ROUNDS } rounds each (rounds with exactly one order):` );
	for ( const mix of Object.keys( LOGGED_IN_MIXES ) ) {
		for ( const parallel of [ 2, 5 ] ) {
			const rounds = await loggedInSubmits( baseUrl, { productId: id, jwt: user.token, email: user.email, mix, rounds: ROUNDS, parallel } );
			const good = rounds.filter( ( r ) => r.ok === 1 ).length;
			const refusals = [ ...new Set( rounds.flatMap( ( r ) => r.messages ) ) ];
			wrong += ROUNDS - good;
			console.log( `  ${ mix.padEnd( 17 ) } ${ parallel } at once: ${ good }/${ ROUNDS } (orders per round: ${ rounds.map( ( r ) => r.ok ).join( '' ) }); others told: ${ refusals.join( ' | ' ) || '—' }` );
		}
	}

	fixture( baseUrl, 'coupon', 'bench-wyscig', 1 );
	const race = await couponRace( baseUrl, { productId: id, coupon: 'bench-wyscig', parallel: 10 } );
	const carried = fixture( baseUrl, 'coupon-orders', 'bench-wyscig' ).orders;
	wrong += carried === 1 ? 0 : 1;
	console.log( `Coupon with usage limit 1, 10 parallel checkouts: ${ race.ok } placed, ${ carried } order(s) carry it; refused: ${ [ ...new Set( race.refused ) ].join( ' | ' ) || 'none' }` );
	if ( wrong ) {
		throw new Error( 'double submits / coupon race: expected exactly one order each time' );
	}
}
