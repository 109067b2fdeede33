/**
 * `BENCH_ONLY=cluster npm run bench`: the shop on several servers, in one run — nginx with the
 * guest page cache, round-robin over two PHP-FPM web nodes, Redis, one MariaDB (scripts/lib/site.mjs
 * topology(); started for the run on BENCH_CLUSTER_PORT, default 8897, and stopped after).
 *
 * - guest GET /sklep served from the page cache vs without it (the same request with a cart cookie,
 *   which the cache must pass to PHP): throughput and p50/p95/p99;
 * - full guest checkout rounds (cart → add → order) pinned to one web node (X-Cosmetics-Node: a) vs
 *   spread over both, with the stock check after each (nothing oversold).
 * autocannon as in scripts/bench/load.mjs; BENCH_CLUSTER_SECONDS (15) and BENCH_CLUSTER_CONNECTIONS (20).
 * One machine: both "nodes" share its cores with nginx, MariaDB, Redis and the load generator, so two
 * nodes show what round-robin costs or gains here, not what a second machine would add.
 */
import { browse, checkoutSteps, printTable, scenario, stockCheck } from './load.mjs';
import { fixture } from '../lib/shop-fixtures.mjs';

const SECONDS = Number( process.env.BENCH_CLUSTER_SECONDS ?? 15 );
const CONNECTIONS = Number( process.env.BENCH_CLUSTER_CONNECTIONS ?? 20 );
const STOCK = 100000;

export async function benchCluster( baseUrl ) {
	const options = { duration: SECONDS, connections: CONNECTIONS };
	console.log( `\nSeveral servers: two PHP-FPM web nodes behind nginx, Redis object cache; autocannon, ${ CONNECTIONS } connections, ${ SECONDS } s per scenario.` );
	console.log( '  One machine (2 cores shared with the load generator and other work): figures are noisy and relative.' );
	try {
		// Warm the cache entry and the nodes' OPcache first (browse() asks once before the load).
		const cached = await browse( 'GET /sklep, guest, from the page cache', baseUrl, '/sklep', {}, options );
		const uncached = await browse( 'GET /sklep, guest with a cart cookie (page cache bypassed)', baseUrl, '/sklep', { Cookie: 'woocommerce_items_in_cart=1' }, options );
		printTable( 'Guest /sklep with and without the page cache:', [ cached, uncached ] );
		console.log( `  page cache: ${ ( cached.rps / uncached.rps ).toFixed( 1 ) }× the throughput, p95 ${ cached.p95.toFixed( 0 ) } vs ${ uncached.p95.toFixed( 0 ) } ms` );

		const { id: one } = fixture( baseUrl, 'product', 'Bench: klaster jeden węzeł', String( STOCK ) );
		const { id: two } = fixture( baseUrl, 'product', 'Bench: klaster dwa węzły', String( STOCK ) );
		const onOne = await scenario( 'checkout round on one node (a)', baseUrl, checkoutSteps( one, { customer_type: 'individual' }, { 'X-Cosmetics-Node': 'a' } ), options );
		const oneStock = await stockCheck( baseUrl, one, STOCK );
		const onTwo = await scenario( 'checkout round over two nodes (round-robin)', baseUrl, checkoutSteps( two, { customer_type: 'individual' } ), options );
		const twoStock = await stockCheck( baseUrl, two, STOCK );
		printTable( 'Guest checkouts (cart → add → order, a new guest every round), one node vs two:', [ onOne, onTwo ] );
		console.log( `  orders/s: one node ${ ( oneStock.sales.orders / SECONDS ).toFixed( 1 ) }, two nodes ${ ( twoStock.sales.orders / SECONDS ).toFixed( 1 ) }; POST /checkout p95 ${ onOne.steps.checkout.p95.toFixed( 0 ) } vs ${ onTwo.steps.checkout.p95.toFixed( 0 ) } ms` );
		console.log( `  stock, one node: ${ oneStock.line }` );
		console.log( `  stock, two nodes: ${ twoStock.line }` );
	} finally {
		const removed = fixture( baseUrl, 'cleanup', 'Bench: klaster' );
		console.log( `  cleanup: ${ removed.removed } bench products and their orders removed` );
	}
}
