/**
 * Checkout benchmarks on the local shop (issue 4), through the Store API exactly as the storefront
 * calls it (Cart-Token, one request per action):
 * - round trips per action (add to cart, coupon apply, select shipping, checkout submit);
 * - Store API checkout p50/p95 over BENCH_ORDERS (50) orders each: plain (courier, no extension data)
 *   versus the plugin's extension data (company + NIP; and locker), interleaved, overhead ratio;
 * - 20 parallel checkouts of a product with stock 5 → exactly 5 orders, stock 0;
 * - a double submit of one cart → one order.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const ORDERS = Number( process.env.BENCH_ORDERS ?? 50 );
const PARALLEL = Number( process.env.BENCH_PARALLEL ?? 20 );

function fixture( baseUrl, ...args ) {
	const host = new URL( baseUrl ).host;
	const out = execFileSync( 'php', [ resolve( 'scripts/bench-checkout-fixture.php' ), ...args ], {
		env: { ...process.env, COSMETICS_WP_DIR: resolve( '.site/wordpress' ), COSMETICS_SITE_HOST: host },
		encoding: 'utf8',
	} );
	return JSON.parse( out.trim().split( '\n' ).pop() );
}

/** A shopper: a Store API session of its own (Cart-Token), counting its round trips. */
function shopper( baseUrl ) {
	let token = null;
	let calls = 0;
	const call = async ( method, path, body ) => {
		calls++;
		const started = performance.now();
		const response = await fetch( `${ baseUrl }/wp-json/wc/store/v1${ path }`, {
			method,
			headers: { 'Content-Type': 'application/json', ...( token ? { 'Cart-Token': token } : {} ) },
			body: body ? JSON.stringify( body ) : undefined,
		} );
		const ms = performance.now() - started;
		token = response.headers.get( 'Cart-Token' ) ?? token;
		const data = await response.json();
		return { status: response.status, data, ms };
	};
	return { call, calls: () => calls, reset: () => ( calls = 0 ) };
}

const ADDRESS = { first_name: 'Jan', last_name: 'Bench', company: '', address_1: 'ul. Testowa 1', address_2: '', city: 'Warszawa', state: '', postcode: '00-950', country: 'PL', phone: '500600700' };
const payload = ( extensions ) => ( {
	billing_address: { ...ADDRESS, email: 'bench@example.com' },
	shipping_address: ADDRESS,
	payment_method: 'bacs',
	customer_note: '',
	...( extensions ? { extensions: { 'cosmetics-storefront': extensions } } : {} ),
} );
const COMPANY = { customer_type: 'company', company_name: 'Bench sp. z o.o.', company_nip: '526-000-12-46' };

async function cartWith( baseUrl, productId, rateMethod ) {
	const s = shopper( baseUrl );
	await s.call( 'GET', '/cart' );
	const added = await s.call( 'POST', '/cart/add-item', { id: productId, quantity: 1 } );
	if ( added.status !== 201 ) {
		throw new Error( `add-item ${ added.status }: ${ added.data.message }` );
	}
	const rate = added.data.shipping_rates[ 0 ].shipping_rates.find( ( r ) => r.method_id === rateMethod );
	if ( ! rate.selected ) {
		await s.call( 'POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: rate.rate_id } );
	}
	return s;
}

const pct = ( values, p ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.min( sorted.length - 1, Math.ceil( ( p / 100 ) * sorted.length ) - 1 ) ];
};

export async function benchCheckout( baseUrl ) {
	try {
		await ( process.env.BENCH_CHECKOUT_ONLY === 'double' ? doubleSubmit( baseUrl ) : allCheckoutBenchmarks( baseUrl ) );
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
}

/** Double submit of one cart: two checkout requests at once → one order. */
async function doubleSubmit( baseUrl ) {
	{
		const { id } = fixture( baseUrl, 'product', 'Bench: podwójne', '10' );
		const s = await cartWith( baseUrl, id, 'flat_rate' );
		const both = await Promise.all( [ s.call( 'POST', '/checkout', payload( null ) ), s.call( 'POST', '/checkout', payload( null ) ) ] );
		const report = fixture( baseUrl, 'report', String( id ) );
		console.log( `Double submit (two simultaneous checkouts of one cart): statuses ${ both.map( ( r ) => r.status ).join( ', ' ) }; ${ report.orders } order(s), stock ${ report.stock }` );
		if ( report.orders !== 1 ) {
			throw new Error( 'double submit: expected one order' );
		}
	}
}
