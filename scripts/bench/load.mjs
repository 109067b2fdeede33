/**
 * Under load, on the local shop, with autocannon's programmatic API: each scenario
 * BENCH_LOAD_CONNECTIONS (50) connections for BENCH_LOAD_SECONDS (30) s, one after the other in one run,
 * every one beside its WooCommerce baseline:
 * - browse: `/sklep` vs WooCommerce's classic shop page (`/?post_type=product` with the dev shop's header
 *   `X-Cosmetics-Baseline: woocommerce`, which stops the plugin's 301); a storefront product page vs
 *   WooCommerce's classic product page (same header). Requests as a browser sends them (gzip, br);
 * - Store API add to cart: each connection its own guest cart (GET /cart once for its Cart-Token), then
 *   one item added per request; beside it the same on the bare Store API (below);
 * - a full checkout as guests: each connection repeats GET /cart (a new Cart-Token: a new guest), add
 *   to cart, POST /checkout with the storefront's extension data; the product has a stock made for the
 *   run. Beside it the bare Store API: the same with `X-Cosmetics-Baseline: store-api`, on which the dev
 *   shop loads WooCommerce without the plugin (scripts/site/mu-plugins/cosmetics-dev-site.php);
 * - a sell-out: the same checkout loop on a product with stock BENCH_LOAD_SELLOUT (25).
 * Printed per scenario: requests/s, latency p50/p95/p99 (autocannon's, every request), non-2xx and
 * errors (connection errors, timeouts); for the checkout loops also each step's own latency and
 * unexpected answers. Stock is checked after each checkout scenario: never negative, orders never more
 * than the stock they started with, stock = start − units sold (0 oversold).
 *
 * Rate limits: the plugin's per-IP limits (Platform\Limits) guard only the account routes (login, register,
 * codes, reset, enquiries), none of which a scenario calls, and WooCommerce's Store API rate limiting is
 * off unless a shop turns it on. Nothing is raised or bypassed for the benchmark: a 429 would show as
 * a non-2xx answer in the table (and fail the "0 errors" goal), never silently.
 *
 * Timings are noisy on a shared machine; nothing here asserts one. The goals are printed with each row.
 */
import autocannon from 'autocannon';
import { fixture } from '../lib/shop-fixtures.mjs';
import { checkoutPayload } from '../lib/store-shopper.mjs';

const CONNECTIONS = Number( process.env.BENCH_LOAD_CONNECTIONS ?? 50 );
const SECONDS = Number( process.env.BENCH_LOAD_SECONDS ?? 30 );
const STOCK = Number( process.env.BENCH_LOAD_STOCK ?? 100000 );
const SELLOUT = Number( process.env.BENCH_LOAD_SELLOUT ?? 25 );

const BROWSER = { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'gzip, br', 'User-Agent': 'Mozilla/5.0 (bench-load)' };
const WOOCOMMERCE = { 'X-Cosmetics-Baseline': 'woocommerce' };
const BARE = { 'X-Cosmetics-Baseline': 'store-api' };
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

const header = ( headers, name ) => {
	const key = Object.keys( headers ?? {} ).find( ( k ) => k.toLowerCase() === name );
	const value = key ? headers[ key ] : null;
	return Array.isArray( value ) ? value[ 0 ] : value;
};

const pct = ( values, p ) => {
	if ( ! values.length ) return NaN;
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.min( sorted.length - 1, Math.max( 0, Math.ceil( ( p / 100 ) * sorted.length ) - 1 ) ) ];
};

/**
 * One scenario: autocannon runs `steps` in a loop on every connection ({ name, method, path, headers?,
 * body?, expect }). Each request's latency is timed here too (from the moment autocannon builds it,
 * right before it is written, to its answer), which gives p95 (autocannon's own histogram has p90 and
 * p97.5, no p95) and each step's own figures. After the last step the connection starts afresh: no
 * Cart-Token, a new guest (autocannon starts each connection's context afresh then, too).
 */
export async function scenario( name, baseUrl, steps, { duration = SECONDS, connections = CONNECTIONS } = {} ) {
	const times = Object.fromEntries( steps.map( ( s ) => [ s.name, [] ] ) );
	const all = [];
	const unexpected = {};
	const requests = steps.map( ( step, index ) => ( {
		method: step.method,
		path: step.path,
		setupRequest: ( request, context ) => {
			context.started = performance.now();
			return {
				...request,
				headers: {
					...step.headers,
					...( context.token ? { 'Cart-Token': context.token } : {} ),
					...( context.nonce ? { Nonce: context.nonce } : {} ),
				},
				body: step.body ? JSON.stringify( step.body ) : undefined,
			};
		},
		onResponse: ( status, body, context, responseHeaders ) => {
			const ms = performance.now() - context.started;
			times[ step.name ].push( ms );
			all.push( ms );
			context.token = header( responseHeaders, 'cart-token' ) ?? context.token;
			context.nonce = header( responseHeaders, 'nonce' ) ?? context.nonce;
			if ( status !== step.expect ) {
				let code = '';
				try {
					code = JSON.parse( body ).code ?? '';
				} catch {}
				const key = `${ step.name } ${ status } ${ code }`.trim();
				unexpected[ key ] = ( unexpected[ key ] ?? 0 ) + 1;
			}
			if ( index === steps.length - 1 ) {
				delete context.token; // The next round is a new guest.
				delete context.nonce;
			}
		},
	} ) );
	const result = await autocannon( { url: baseUrl, connections, duration, timeout: 30, requests } );
	const figures = ( v ) => ( { n: v.length, p50: pct( v, 50 ), p95: pct( v, 95 ), p99: pct( v, 99 ) } );
	return {
		name,
		rps: result.requests.average,
		...figures( all ),
		total: result.requests.total,
		non2xx: result.non2xx,
		errors: result.errors, // autocannon's errors include its timeouts
		steps: steps.length > 1 ? Object.fromEntries( Object.entries( times ).map( ( [ k, v ] ) => [ k, figures( v ) ] ) ) : {},
		unexpected,
	};
}

/** Browse: one URL, as a browser asks for it. */
export async function browse( name, baseUrl, path, headers = {}, options = {} ) {
	const first = await fetch( `${ baseUrl }${ path }`, { headers: { ...BROWSER, ...headers }, redirect: 'manual' } );
	await first.arrayBuffer();
	if ( first.status !== 200 ) {
		throw new Error( `${ name }: ${ path } answers HTTP ${ first.status } before the load` );
	}
	return scenario( name, baseUrl, [ { name: 'page', method: 'GET', path, headers: { ...BROWSER, ...headers }, expect: 200 } ], options );
}

const store = ( step, headers = {} ) => ( { ...step, path: `/wp-json/wc/store/v1${ step.path }`, headers: { ...JSON_HEADERS, ...headers } } );

export const checkoutSteps = ( productId, extensions, headers = {} ) => [
	store( { name: 'cart', method: 'GET', path: '/cart', expect: 200 }, headers ),
	store( { name: 'add', method: 'POST', path: '/cart/add-item', body: { id: productId, quantity: 1 }, expect: 201 }, headers ),
	store( { name: 'checkout', method: 'POST', path: '/checkout', body: checkoutPayload( extensions, 'load@example.com' ), expect: 200 }, headers ),
];

/**
 * Orders against stock after a checkout scenario. autocannon stops at the scenario's end, but the
 * checkouts it left in flight still run in PHP-FPM: an order is written before its stock is taken. So
 * the figures are read until they are settled (the same twice in a row, a second apart, at most 90 s),
 * then judged: stock never negative, units sold never more than the stock at the start, stock = start −
 * units sold. Returns a line and whether anything was oversold or out of step.
 */
export async function stockCheck( baseUrl, productId, initial ) {
	let sales = fixture( baseUrl, 'sales', productId );
	for ( const until = Date.now() + 90000; Date.now() < until; ) {
		await new Promise( ( r ) => setTimeout( r, 1000 ) );
		const again = fixture( baseUrl, 'sales', productId );
		const settled = JSON.stringify( again ) === JSON.stringify( sales );
		sales = again;
		if ( settled && sales.stock === initial - sales.units ) {
			break;
		}
	}
	const oversold = sales.stock < 0 || sales.units > initial || sales.stock !== initial - sales.units;
	return {
		sales,
		oversold,
		line: `started with ${ initial }, ${ sales.orders } orders (${ sales.units } units), stock now ${ sales.stock } → ${ oversold ? 'WRONG (oversold or stock out of step)' : '0 oversold, stock = start − units sold' }`,
	};
}

const f1 = ( v ) => ( Number.isFinite( v ) ? v.toFixed( 1 ) : '—' );
const f0 = ( v ) => ( Number.isFinite( v ) ? v.toFixed( 0 ) : '—' );

export function printTable( title, rows ) {
	console.log( `\n${ title }` );
	console.log( `  ${ 'scenario'.padEnd( 62 ) } ${ 'req/s'.padStart( 7 ) } ${ 'p50 ms'.padStart( 8 ) } ${ 'p95 ms'.padStart( 8 ) } ${ 'p99 ms'.padStart( 8 ) } ${ 'requests'.padStart( 9 ) } ${ 'non-2xx'.padStart( 8 ) } ${ 'errors'.padStart( 7 ) }` );
	for ( const r of rows ) {
		console.log( `  ${ r.name.padEnd( 62 ) } ${ f1( r.rps ).padStart( 7 ) } ${ f0( r.p50 ).padStart( 8 ) } ${ f0( r.p95 ).padStart( 8 ) } ${ f0( r.p99 ).padStart( 8 ) } ${ String( r.total ).padStart( 9 ) } ${ String( r.non2xx ).padStart( 8 ) } ${ String( r.errors ).padStart( 7 ) }` );
		for ( const [ step, t ] of Object.entries( r.steps ?? {} ) ) {
			console.log( `    step ${ step.padEnd( 57 ) } ${ ''.padStart( 7 ) } ${ f0( t.p50 ).padStart( 8 ) } ${ f0( t.p95 ).padStart( 8 ) } ${ f0( t.p99 ).padStart( 8 ) } ${ String( t.n ).padStart( 9 ) }` );
		}
		for ( const [ what, n ] of Object.entries( r.unexpected ?? {} ) ) {
			console.log( `    unexpected answers: ${ what } × ${ n }` );
		}
	}
}

export async function benchLoad( baseUrl ) {
	console.log( `\nUnder load: autocannon, ${ CONNECTIONS } connections, ${ SECONDS } s per scenario, one scenario at a time; latency is per request, client side.` );
	console.log( '  Shared machine: the load generator runs on the same cores as nginx, PHP-FPM and MariaDB; figures are noisy.' );
	const [ product ] = await ( await fetch( `${ baseUrl }/wp-json/wc/store/v1/products?per_page=1&catalog_visibility=catalog&type=simple&orderby=title&order=asc` ) ).json();
	if ( ! product ) throw new Error( 'no simple product in the catalogue' );
	// The plugin points product links at the storefront: WooCommerce's own page is /produkt/<slug>/.
	const classicProduct = `/produkt/${ product.slug }/`;
	const goals = [];

	try {
		// Browse, each page beside WooCommerce's own.
		const shop = await browse( 'GET /sklep (storefront)', baseUrl, '/sklep' );
		const classicShop = await browse( 'GET /?post_type=product (WooCommerce classic)', baseUrl, '/?post_type=product', WOOCOMMERCE );
		const page = await browse( `GET /sklep/product/${ product.id } (storefront)`, baseUrl, `/sklep/product/${ product.id }` );
		const classicPage = await browse( `GET ${ classicProduct } (WooCommerce classic)`, baseUrl, classicProduct, WOOCOMMERCE );
		printTable( 'Browse (as a browser asks: gzip, br; guests):', [ shop, classicShop, page, classicPage ] );
		goals.push( [ '/sklep throughput ≥ WooCommerce classic shop page', shop.rps >= classicShop.rps, `${ f1( shop.rps ) } vs ${ f1( classicShop.rps ) } req/s` ] );
		goals.push( [ 'product page throughput ≥ WooCommerce classic product page', page.rps >= classicPage.rps, `${ f1( page.rps ) } vs ${ f1( classicPage.rps ) } req/s` ] );

		// Store API add to cart: each connection its own guest cart.
		const { id: cartProduct } = fixture( baseUrl, 'product', 'Bench: obciążenie koszyk', 'unlimited' );
		// Each connection: GET /cart once (a new guest, its Cart-Token), then adds one item per request.
		const add = ( headers ) => [
			store( { name: 'cart', method: 'GET', path: '/cart', expect: 200 }, headers ),
			...Array.from( { length: 2000 }, () => store( { name: 'add', method: 'POST', path: '/cart/add-item', body: { id: cartProduct, quantity: 1 }, expect: 201 }, headers ) ),
		];
		const adds = await scenario( 'POST /cart/add-item (storefront)', baseUrl, add( {} ) );
		const bareAdds = await scenario( 'POST /cart/add-item (bare Store API)', baseUrl, add( BARE ) );
		printTable( `Store API add to cart, ${ CONNECTIONS } guest carts (one Cart-Token each):`, [ adds, bareAdds ] );

		// Full checkout as guests: a new Cart-Token every round.
		const { id: ours } = fixture( baseUrl, 'product', 'Bench: obciążenie kasa', String( STOCK ) );
		const { id: bare } = fixture( baseUrl, 'product', 'Bench: obciążenie kasa bez wtyczki', String( STOCK ) );
		const checkout = await scenario( 'checkout round: cart → add → order (storefront)', baseUrl, checkoutSteps( ours, { customer_type: 'individual' } ) );
		const oursStock = await stockCheck( baseUrl, ours, STOCK );
		const bareCheckout = await scenario( 'checkout round: cart → add → order (bare Store API)', baseUrl, checkoutSteps( bare, null, BARE ) );
		const bareStock = await stockCheck( baseUrl, bare, STOCK );
		printTable( 'Full checkout as guests, a new guest (Cart-Token) every round (rows: all requests; steps: each request type):', [ checkout, bareCheckout ] );
		console.log( `  stock, storefront: ${ oursStock.line }` );
		console.log( `  stock, bare Store API: ${ bareStock.line }` );
		const ratio = checkout.steps.checkout.p95 / bareCheckout.steps.checkout.p95;
		goals.push( [ 'checkout p95 ≤ 1.15 × bare Store API checkout p95', Number.isFinite( ratio ) ? ratio <= 1.15 : null, `POST /checkout p95 ${ f0( checkout.steps.checkout.p95 ) } vs ${ f0( bareCheckout.steps.checkout.p95 ) } ms = ${ ratio.toFixed( 2 ) }×` ] );

		// Sell-out: many guests for a few units.
		const { id: scarce } = fixture( baseUrl, 'product', 'Bench: obciążenie wyprzedaż', String( SELLOUT ) );
		const sellout = await scenario( `sell-out: stock ${ SELLOUT }, ${ CONNECTIONS } guests buying`, baseUrl, checkoutSteps( scarce, { customer_type: 'individual' } ), {} );
		const scarceStock = await stockCheck( baseUrl, scarce, SELLOUT );
		printTable( 'Sell-out (refusals expected once the stock is gone: out of stock, empty cart):', [ sellout ] );
		console.log( `  stock: ${ scarceStock.line }${ scarceStock.sales.orders === SELLOUT ? ' (sold out exactly)' : '' }` );

		const rows = [ shop, classicShop, page, classicPage, adds, bareAdds, checkout, bareCheckout ];
		const errors = rows.reduce( ( n, r ) => n + r.errors + r.non2xx + Object.values( r.unexpected ?? {} ).reduce( ( a, b ) => a + b, 0 ), 0 );
		const sellErrors = sellout.errors;
		goals.push( [ '0 errors (connection errors, timeouts, non-2xx, unexpected answers; the sell-out counts connection errors only)', errors + sellErrors === 0, `${ errors + sellErrors }` ] );
		goals.push( [ '0 oversold', ! oursStock.oversold && ! bareStock.oversold && ! scarceStock.oversold, [ oursStock, bareStock, scarceStock ].map( ( s ) => `${ s.sales.orders } orders / stock ${ s.sales.stock }` ).join( '; ' ) ] );
	} finally {
		const removed = fixture( baseUrl, 'cleanup', 'Bench: obciążenie' );
		console.log( `  cleanup: ${ removed.removed } bench products and their orders removed` );
	}

	console.log( '\nGoals under load (reported, not asserted):' );
	for ( const [ goal, met, figures ] of goals ) {
		// null: no figures (no request of that kind answered within the run: make it longer).
		console.log( `  ${ met === null ? 'no data' : met ? 'met    ' : 'NOT MET' }  ${ goal }: ${ figures }` );
	}
}
