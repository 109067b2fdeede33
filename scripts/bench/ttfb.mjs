/**
 * Speed: what a first page load costs the server. Median TTFB of 7 interleaved requests
 * each (a guest without cookies, so no request is served differently from the next) for `/`, `/sklep`,
 * a category page and WooCommerce's own classic shop page (`/?post_type=product` with the header the
 * dev shop honours to leave it unredirected), with the raw HTML size of each. `/sklep` and the
 * category are measured twice: cold (the first request after a catalogue change, which computes and
 * stores the preloaded listing) and warm (served from the listing cache). A catalogue change is made
 * by touching a product the benchmark creates (scripts/site/shop-fixtures.php), so the demo data stays as it was.
 *
 * Timings on a shared machine are noisy: the figures are printed, never asserted.
 */
import { fixture } from '../lib/shop-fixtures.mjs';
import { topCategory } from '../lib/store-shopper.mjs';

const RUNS = Number( process.env.BENCH_TTFB_RUNS ?? 7 );

/** One GET: time to the first byte of the body and the whole body's size in bytes. */
async function ttfb( url, headers = {} ) {
	const started = performance.now();
	const response = await fetch( url, { headers: { 'Accept-Encoding': 'identity', ...headers }, redirect: 'manual' } );
	const reader = response.body.getReader();
	const first = await reader.read();
	const firstByte = performance.now() - started;
	let bytes = first.value?.length ?? 0;
	for ( let chunk = await reader.read(); ! chunk.done; chunk = await reader.read() ) {
		bytes += chunk.value.length;
	}
	if ( response.status !== 200 ) {
		throw new Error( `${ url }: HTTP ${ response.status }` );
	}
	return { ms: firstByte, bytes };
}

const median = ( list ) => {
	const sorted = [ ...list ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ];
};

export async function benchTtfb( baseUrl ) {
	const category = ( await topCategory( baseUrl ) ).slug;
	const woo = { 'X-Cosmetics-Baseline': 'woocommerce' };
	const targets = [
		{ name: '/', url: `${ baseUrl }/` },
		{ name: '/sklep', url: `${ baseUrl }/sklep`, listing: true },
		{ name: `/sklep/category/${ category }`, url: `${ baseUrl }/sklep/category/${ encodeURIComponent( category ) }`, listing: true },
		{ name: 'WooCommerce /?post_type=product', url: `${ baseUrl }/?post_type=product`, headers: woo },
	];
	const NAME = 'Bench: TTFB – zmiana katalogu';
	const { id } = fixture( baseUrl, 'listed', NAME, '10.00', 'unlimited' );
	try {
		// Warm PHP's OPcache and the listing cache once.
		for ( const target of targets ) await ttfb( target.url, target.headers );
		const warm = new Map( targets.map( ( t ) => [ t.name, [] ] ) );
		const cold = new Map( targets.filter( ( t ) => t.listing ).map( ( t ) => [ t.name, [] ] ) );
		const sizes = new Map();
		for ( let run = 0; run < RUNS; run++ ) {
			// A price change through WooCommerce: the next request of each list computes it again (cold).
			fixture( baseUrl, 'listed', NAME, `${ 10 + run + 1 }.00`, 'unlimited' );
			for ( const target of targets.filter( ( t ) => t.listing ) ) {
				cold.get( target.name ).push( ( await ttfb( target.url, target.headers ) ).ms );
			}
			// Then one of each, interleaved, so a slow moment of the machine hits all alike (warm).
			for ( const target of targets ) {
				const sample = await ttfb( target.url, target.headers );
				warm.get( target.name ).push( sample.ms );
				sizes.set( target.name, sample.bytes );
			}
		}
		const home = median( warm.get( '/' ) );
		console.log( `\nTTFB of a first page load, guest, median of ${ RUNS } interleaved requests each (raw HTML, no compression):` );
		console.log( `  ${ 'page'.padEnd( 44 ) }${ 'warm'.padStart( 9 ) }${ 'cold'.padStart( 9 ) }${ '÷ /'.padStart( 7 ) }${ 'HTML (KiB)'.padStart( 12 ) }` );
		for ( const target of targets ) {
			const w = median( warm.get( target.name ) );
			const c = cold.has( target.name ) ? `${ median( cold.get( target.name ) ).toFixed( 0 ) } ms` : '–';
			console.log(
				`  ${ target.name.padEnd( 44 ) }${ `${ w.toFixed( 0 ) } ms`.padStart( 9 ) }${ c.padStart( 9 ) }${ ( w / home ).toFixed( 2 ).padStart( 7 ) }${ ( sizes.get( target.name ) / 1024 ).toFixed( 1 ).padStart( 12 ) }`
			);
		}
		const shop = median( warm.get( '/sklep' ) );
		console.log( `  /sklep ÷ / (warm): ${ ( shop / home ).toFixed( 2 ) } (goal ≤ 1.20); /sklep HTML ${ sizes.get( '/sklep' ) } bytes = ${ ( sizes.get( '/sklep' ) / 1024 ).toFixed( 1 ) } KiB (goal ≤ 120 KB)` );
		console.log( '  cold = the first request after a price change of a product (the listing cache is computed again); the machine may be shared: figures are noisy.' );
	} finally {
		fixture( baseUrl, 'delete-product', id );
	}
}
