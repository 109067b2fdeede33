/**
 * The shop on several servers — nginx with a guest page cache, round-robin over two PHP-FPM web
 * nodes (a, b), one MariaDB, one Redis object cache — started by scripts/test/cluster.mjs
 * (`npm run test:cluster`). `X-Cosmetics-Node: a|b` pins a request to one node (and past the page
 * cache); every PHP answer names its node in `X-Cosmetics-Upstream`.
 *
 * Fixtures are made by the test (scripts/site/shop-fixtures.php) and removed after; waits are on answers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { redisCommand } from '../../scripts/lib/redis.mjs';
import { cartWith, checkoutPayload, couponRace, shopper } from '../../scripts/lib/store-shopper.mjs';
import { ADMIN, explained, launchBrowser, logIn, recordTrouble, screenshot, VIEWPORTS } from '../e2e/support.mjs';

const BASE_URL = process.env.CLUSTER_BASE_URL ?? 'http://127.0.0.1:8897';
const REDIS_PORT = Number( process.env.CLUSTER_REDIS_PORT );
const TTL = Number( process.env.CLUSTER_PAGE_CACHE_TTL || 8 );
const PREFIX = 'Cluster: ';
const run = Date.now().toString( 36 );
const NODES = [ 'a', 'b' ];
const on = ( node ) => ( { 'X-Cosmetics-Node': node } );

/** A request; `node` pins it. Answers { status, json, text, headers }. */
async function call( method, path, { node, token, body, headers = {} } = {} ) {
	const response = await fetch( `${ BASE_URL }${ path }`, {
		method,
		redirect: 'manual',
		headers: { ...( body ? { 'Content-Type': 'application/json' } : {} ), ...( node ? on( node ) : {} ), ...( token ? { Authorization: `Bearer ${ token }` } : {} ), ...headers },
		body: body ? JSON.stringify( body ) : undefined,
	} );
	const text = await response.text();
	let json = null;
	try {
		json = JSON.parse( text );
	} catch {}
	return { status: response.status, json, text, headers: response.headers };
}

const login = ( node, username, password ) => call( 'POST', '/wp-json/jwt-auth/v1/token', { node, body: { username, password } } );
const validates = async ( node, token ) => ( await call( 'POST', '/wp-json/jwt-auth/v1/token/validate', { node, token } ) ).json?.valid === true;
const flushObjectCache = async () => assert.equal( await redisCommand( REDIS_PORT, 'FLUSHALL' ), '+OK' );
/** A price as the storefront prints it: 123,45 zł (any space before zł). */
const shown = ( price ) => new RegExp( `${ price.replace( '.', ',' ) }(\\s|&nbsp;|\\u00a0)*zł` );

before( async () => {
	assert.ok( REDIS_PORT > 0, 'CLUSTER_REDIS_PORT names the topology’s Redis (scripts/test/cluster.mjs sets it)' );
	assert.equal( await redisCommand( REDIS_PORT, 'PING' ), '+PONG' );
} );
after( () => fixture( BASE_URL, 'cleanup', PREFIX ) );

describe( 'the topology', () => {
	test( 'nginx spreads requests over both web nodes; a pinned request stays on its node; WordPress uses the Redis object cache', async () => {
		const seen = new Set();
		for ( let i = 0; i < 4; i++ ) {
			seen.add( ( await call( 'GET', '/wp-json/' ) ).headers.get( 'x-cosmetics-upstream' ) );
		}
		assert.equal( seen.size, 2, `round-robin over two nodes: ${ [ ...seen ].join( ', ' ) }` );
		for ( const node of NODES ) {
			const answers = await Promise.all( [ 1, 2, 3 ].map( () => call( 'GET', '/wp-json/', { node } ) ) );
			assert.equal( new Set( answers.map( ( a ) => a.headers.get( 'x-cosmetics-upstream' ) ) ).size, 1, `node ${ node } pinned` );
			assert.match( answers[ 0 ].headers.get( 'x-cosmetics-upstream' ), new RegExp( `node-${ node }/php-fpm\\.sock$` ) );
		}
		const keys = await redisCommand( REDIS_PORT, 'DBSIZE' );
		assert.match( keys, /^:\d+$/ );
		assert.ok( Number( keys.slice( 1 ) ) > 0, 'WordPress keeps its object cache in Redis' );
	} );
} );

describe( 'accounts across nodes', () => {
	let user;
	before( () => ( user = fixture( BASE_URL, 'user', 'customer', `cluster-${ run }@example.com` ) ) );

	test( 'log in on A, use the token on B; log out on A: B refuses the token at once', async () => {
		const token = ( await login( 'a', user.email, user.password ) ).json?.token;
		assert.ok( token, 'a token from node A' );
		assert.ok( await validates( 'b', token ), 'node B takes the token' );
		assert.equal( ( await call( 'GET', '/wp-json/custom-auth/v1/profile', { node: 'b', token } ) ).status, 200, 'and answers the shopper’s profile' );
		const out = await call( 'POST', '/wp-json/cosmetics/v1/logout', { node: 'a', token } );
		assert.ok( out.status < 300, `logout on A: ${ out.status }` );
		assert.equal( await validates( 'b', token ), false, 'node B refuses the token after the logout on A' );
		assert.equal( ( await call( 'GET', '/wp-json/custom-auth/v1/profile', { node: 'b', token } ) ).status, 401 );
	} );

	test( 'a password change on A: B refuses the old token on the next request', async () => {
		const token = ( await login( 'a', user.email, user.password ) ).json?.token;
		assert.ok( await validates( 'b', token ) );
		const changed = await call( 'POST', '/wp-json/custom/v1/change-password', { node: 'a', token, body: { current_password: user.password, new_password: `Nowe!${ run }Haslo1` } } );
		assert.equal( changed.status, 200, `change-password on A: ${ changed.text.slice( 0, 200 ) }` );
		assert.equal( await validates( 'b', token ), false, 'node B refuses the old token' );
		assert.ok( await validates( 'b', changed.json.token ), 'and takes the one the change issued' );
		user.password = `Nowe!${ run }Haslo1`;
	} );

	test( 'login attempts split over A and B hit 429 at the same count as on one node; a cache flush forgets nothing', async () => {
		const victim = fixture( BASE_URL, 'user', 'customer', `cluster-limit-${ run }@example.com` );
		const statuses = [];
		for ( let i = 0; i < 7; i++ ) {
			if ( i === 2 ) {
				await flushObjectCache(); // the counts live in the database, not in the cache
			}
			statuses.push( ( await login( NODES[ i % 2 ], victim.email, 'zle-haslo' ) ).status );
		}
		// Limits::LOGIN_FAILURES_PER_ACCOUNT = 5: five refusals of the password, then 429, whichever node.
		assert.deepEqual( statuses, [ 401, 401, 401, 401, 401, 429, 429 ], statuses.join( ', ' ) );
	} );

	test( 'a token issued before an object cache flush still works after it', async () => {
		const token = ( await login( 'b', user.email, user.password ) ).json?.token;
		await flushObjectCache();
		assert.ok( await validates( 'a', token ) );
	} );
} );

describe( 'checkouts across nodes', () => {
	test( '40 parallel checkouts over both nodes of a product with stock 5: exactly 5 orders', async () => {
		const { id } = fixture( BASE_URL, 'product', `${ PREFIX }stan 5 ${ run }`, 5 );
		const carts = [];
		for ( let i = 0; i < 40; i += 10 ) {
			carts.push( ...( await Promise.all( Array.from( { length: 10 }, ( _, j ) => cartWith( BASE_URL, id, { headers: on( NODES[ ( i + j ) % 2 ] ) } ) ) ) ) );
		}
		const answers = await Promise.all( carts.map( ( s, i ) => s.call( 'POST', '/checkout', checkoutPayload( null, `stock${ i }@example.com` ) ) ) );
		const report = fixture( BASE_URL, 'report', id );
		assert.equal( answers.filter( ( a ) => a.status === 200 ).length, 5, `statuses ${ answers.map( ( a ) => a.status ).join( ',' ) }` );
		assert.deepEqual( report, { stock: 0, orders: 5 } );
	} );

	test( '10 parallel checkouts over both nodes of a product with stock 10: 10 orders, none refused', async () => {
		// A unit is never counted twice while another order reduces its stock (Checkout\ReservedStock):
		// the last shoppers get the last units.
		const { id } = fixture( BASE_URL, 'product', `${ PREFIX }stan 10 ${ run }`, 10 );
		const carts = await Promise.all( Array.from( { length: 10 }, ( _, i ) => cartWith( BASE_URL, id, { headers: on( NODES[ i % 2 ] ) } ) ) );
		const answers = await Promise.all( carts.map( ( s, i ) => s.call( 'POST', '/checkout', checkoutPayload( null, `stock10-${ i }@example.com` ) ) ) );
		assert.deepEqual(
			answers.map( ( a ) => a.status ),
			Array( 10 ).fill( 200 ),
			answers
				.filter( ( a ) => a.status !== 200 )
				.map( ( a ) => a.data?.message )
				.join( ' | ' )
		);
		assert.deepEqual( fixture( BASE_URL, 'report', id ), { stock: 0, orders: 10 } );
	} );

	test( 'one logged-in cart submitted on A and B at once: one order', async () => {
		const { id } = fixture( BASE_URL, 'product', `${ PREFIX }koszyk ${ run }`, 'unlimited' );
		const user = fixture( BASE_URL, 'user', 'customer', `cluster-cart-${ run }@example.com` );
		for ( let round = 0; round < 3; round++ ) {
			const s = await cartWith( BASE_URL, id, { jwt: user.token, headers: on( 'a' ) } );
			const answers = await Promise.all( [ 'a', 'b', 'a', 'b' ].map( ( node, i ) => s.call( 'POST', '/checkout', checkoutPayload( null, user.email ), { headers: on( node ), withCartToken: i < 2 } ) ) );
			assert.equal( answers.filter( ( a ) => a.status === 200 ).length, 1, `round ${ round + 1 }: statuses ${ answers.map( ( a ) => a.status ).join( ', ' ) }` );
		}
		assert.equal( fixture( BASE_URL, 'report', id ).orders, 3 );
	} );

	test( 'a usage-limit-1 coupon raced over both nodes: one discounted order', async () => {
		const { id } = fixture( BASE_URL, 'product', `${ PREFIX }kupon ${ run }`, 'unlimited' );
		const code = `klaster-${ run }`;
		fixture( BASE_URL, 'coupon', code, 1 );
		const race = await couponRace( BASE_URL, { productId: id, coupon: code, parallel: 10, headers: ( i ) => on( NODES[ i % 2 ] ) } );
		assert.equal( fixture( BASE_URL, 'coupon-orders', code ).orders, 1, `${ race.ok } placed; ${ race.refused.join( ' | ' ) }` );
		assert.equal( race.ok, 1 );
		for ( const refusal of race.refused ) {
			assert.match( refusal, /^4\d\d Kupon osiągnął limit użyć$/ );
		}
	} );

	test( 'an object cache flush in the middle of a purchase: the cart and the order are whole', async () => {
		const { id } = fixture( BASE_URL, 'product', `${ PREFIX }flush ${ run }`, 'unlimited' );
		const s = await cartWith( BASE_URL, id, { headers: on( 'a' ) } );
		await flushObjectCache();
		const cart = await s.call( 'GET', '/cart', undefined, { headers: on( 'b' ) } );
		assert.equal( cart.data.items.length, 1, 'the cart (WooCommerce’s session in the database) survives the flush' );
		const added = await s.call( 'POST', '/cart/add-item', { id, quantity: 1 }, { headers: on( 'b' ) } );
		assert.equal( added.status, 201 );
		await flushObjectCache();
		const done = await s.call( 'POST', '/checkout', checkoutPayload( null, `flush-${ run }@example.com` ), { headers: on( 'a' ) } );
		assert.equal( done.status, 200, done.data?.message );
		assert.equal( fixture( BASE_URL, 'report', id ).orders, 1 );
	} );
} );

describe( 'a price change on A, seen on B', () => {
	test( 'wp-admin on A saves a new price: B’s next /sklep and product page show it, and the Omnibus history records it once', explained( () => page, async () => {
		const { id } = fixture( BASE_URL, 'listed', `${ PREFIX }cena ${ run }`, '41.00', 'unlimited' );
		// Node B has the listing and the product in its caches.
		for ( const path of [ '/sklep', `/sklep/product/${ id }` ] ) {
			assert.match( ( await call( 'GET', path, { node: 'b' } ) ).text, shown( '41.00' ), `${ path } on B before` );
		}
		const historyBefore = fixture( BASE_URL, 'price-history', id ).rows.length;

		const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop, extraHTTPHeaders: on( 'a' ) } );
		page = await context.newPage();
		recordTrouble( page );
		await logIn( page, ADMIN.user, ADMIN.password, BASE_URL );
		await page.goto( `${ BASE_URL }/wp-admin/post.php?post=${ id }&action=edit`, { waitUntil: 'domcontentloaded' } );
		await page.locator( '#_regular_price' ).waitFor( { state: 'visible' } );
		await page.locator( '#_regular_price' ).fill( '37,50' );
		const saved = page.waitForResponse( ( r ) => r.url().includes( '/wp-admin/post.php' ) && r.request().method() === 'POST' );
		await Promise.all( [ page.waitForURL( /message=/ ), page.locator( '#publish' ).click() ] );
		assert.match( ( await saved ).headers()[ 'x-cosmetics-upstream' ] ?? '', /node-a\//, 'the save ran on node A' );
		await context.close();

		for ( const path of [ '/sklep', `/sklep/product/${ id }` ] ) {
			const html = ( await call( 'GET', path, { node: 'b' } ) ).text;
			assert.match( html, shown( '37.50' ), `${ path } on B shows the new price` );
			assert.doesNotMatch( html, shown( '41.00' ), `${ path } on B shows no old price` );
		}
		const rows = fixture( BASE_URL, 'price-history', id ).rows.slice( historyBefore );
		// One row per price tier (the professional tier follows the regular price here), not one per node.
		const byTier = {};
		for ( const row of rows ) {
			( byTier[ row.tier ] ??= [] ).push( row );
		}
		assert.deepEqual( byTier.individual?.map( ( r ) => Number( r.price ) ), [ 37.5 ], `the change is recorded once: ${ JSON.stringify( rows ) }` );
		for ( const [ tier, recorded ] of Object.entries( byTier ) ) {
			assert.equal( recorded.length, 1, `${ tier }: ${ JSON.stringify( recorded ) }` );
		}
	} ) );

	let session;
	let page;
	before( async () => ( session = await launchBrowser() ) );
	after( async () => session?.close() );
} );

describe( 'the page cache for guests', () => {
	let session;
	let page;
	before( async () => ( session = await launchBrowser() ) );
	after( async () => {
		fixture( BASE_URL, 'nonce-life', 0 );
		await session?.close();
	} );

	/** GETs `path` as a guest until the page cache serves it (the first answer fills it). */
	async function cached( path, headers = {} ) {
		const first = await call( 'GET', path, { headers } );
		const second = await call( 'GET', path, { headers } );
		return { first, second };
	}

	test( 'guest pages come from the cache; cookies of a login, a session or a cart, Authorization and the REST API bypass it', async () => {
		// A guest storefront page (the run's own address: /kontakt takes any parameter as the same page).
		const { second } = await cached( `/kontakt?c=${ run }` );
		assert.equal( second.headers.get( 'x-cache-status' ), 'HIT' );
		for ( const cookie of [ 'wordpress_logged_in_abc=x', 'wp_woocommerce_session_abc=x', 'woocommerce_items_in_cart=1', 'woocommerce_cart_hash=abc' ] ) {
			const r = await call( 'GET', `/kontakt?c=${ run }`, { headers: { Cookie: cookie } } );
			assert.equal( r.headers.get( 'x-cache-status' ), 'BYPASS', cookie );
		}
		assert.equal( ( await call( 'GET', `/kontakt?c=${ run }`, { headers: { Authorization: 'Bearer x' } } ) ).headers.get( 'x-cache-status' ), 'BYPASS' );
		// A list's address with a parameter it does not name (a search, a price range too) is the visitor's own
		// (private): countless such addresses would fill the cache (issue 31 review, 8).
		const unbounded = await cached( `/sklep?c=${ run }` );
		assert.notEqual( unbounded.second.headers.get( 'x-cache-status' ), 'HIT', '/sklep?c=…: not kept' );
		const rest = await cached( '/wp-json/wc/store/v1/products?per_page=1' );
		assert.equal( rest.second.headers.get( 'x-cache-status' ), 'BYPASS', 'the REST API is never cached' );
		// Outside review: the other spellings PHP and WordPress accept for a REST route were stored.
		for ( const path of [ `/index.php/wp-json/wp/v2/types?c=${ run }`, `/?rest%5froute=/wp/v2/types&c=${ run }`, `/?%72est_route=/wp/v2/types&c=${ run }` ] ) {
			const other = await cached( path );
			assert.equal( other.second.status, 200, path );
			assert.notEqual( other.second.headers.get( 'x-cache-status' ), 'HIT', `${ path }: a REST answer is never kept` );
		}
		const checkout = await cached( `/checkout?c=${ run }` );
		assert.notEqual( checkout.second.headers.get( 'x-cache-status' ), 'HIT', 'a private screen (no-store) is not kept' );
	} );

	test( 'a professional’s page is never cached, and a professional price never reaches a cached guest page', async () => {
		const { id } = fixture( BASE_URL, 'listed', `${ PREFIX }pro ${ run }`, '80.00', 'unlimited' );
		const pro = fixture( BASE_URL, 'user', 'customer', `cluster-pro-${ run }@example.com`, 'professional' );
		// wp-login.php as the professional: cookie session.
		const form = new URLSearchParams( { log: pro.email, pwd: pro.password, 'wp-submit': 'Zaloguj', testcookie: '1' } );
		const signedIn = await fetch( `${ BASE_URL }/wp-login.php`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' }, body: form } );
		const cookies = signedIn.headers.getSetCookie().map( ( c ) => c.split( ';' )[ 0 ] ).join( '; ' );
		assert.match( cookies, /wordpress_logged_in_/, 'the professional is logged in' );
		const path = `/sklep/product/${ id }`;
		for ( let i = 0; i < 2; i++ ) {
			const r = await call( 'GET', path, { headers: { Cookie: cookies } } );
			assert.equal( r.status, 200 );
			assert.equal( r.headers.get( 'x-cache-status' ), 'BYPASS', 'the professional’s page is not served from or stored in the cache' );
		}
		const guest = await cached( path );
		assert.equal( guest.second.headers.get( 'x-cache-status' ), 'HIT' );
		assert.match( guest.second.text, shown( '80.00' ) );
		assert.doesNotMatch( guest.second.text, /professional_price|cena dla profesjonalist/i, 'no professional price in the cached guest page' );
	} );

	test( `a price change reaches guests within the page cache's lifetime (${ TTL } s here)`, async () => {
		const name = `${ PREFIX }ttl ${ run }`;
		const { id } = fixture( BASE_URL, 'listed', name, '23.00', 'unlimited' );
		const path = `/sklep/product/${ id }`;
		const { second } = await cached( path );
		assert.equal( second.headers.get( 'x-cache-status' ), 'HIT' );
		fixture( BASE_URL, 'listed', name, '19.00', 'unlimited' );
		const changed = Date.now();
		let html = '';
		while ( ! shown( '19.00' ).test( html ) ) {
			assert.ok( Date.now() - changed < ( TTL + 5 ) * 1000, `still the old price ${ ( Date.now() - changed ) / 1000 } s after the change` );
			html = ( await call( 'GET', path ) ).text;
		}
	} );

	test( 'a guest page cached 25 hours ago (its nonces expired) still lets a guest add to cart and check out, no visible error', explained( () => page, async () => {
		const { id } = fixture( BASE_URL, 'listed', `${ PREFIX }stara strona ${ run }`, '29.00', 'unlimited' );
		const path = `/sklep/product/${ id }`;
		const { second } = await cached( path );
		assert.equal( second.headers.get( 'x-cache-status' ), 'HIT' );
		// Every nonce made before is invalid from now on, as the cached page's are after 25 hours.
		fixture( BASE_URL, 'nonce-life', 7 * 86400 );
		const context = await session.browser.newContext( { viewport: VIEWPORTS.phone } );
		page = await context.newPage();
		recordTrouble( page );
		const served = page.waitForResponse( ( r ) => new URL( r.url() ).pathname === path );
		await page.goto( `${ BASE_URL }${ path }`, { waitUntil: 'domcontentloaded' } );
		assert.equal( ( await served ).headers()[ 'x-cache-status' ], 'HIT', 'the browser got the cached page' );
		await page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click();
		const panel = page.getByRole( 'dialog', { name: 'Koszyk' } );
		await panel.locator( '[data-testid="cart-line"]' ).first().waitFor();
		await page.getByRole( 'button', { name: 'Przejdź do płatności' } ).click();
		await page.waitForURL( /\/checkout$/ );
		await page.getByLabel( 'Imię' ).fill( 'Ewa' );
		await page.getByLabel( 'Nazwisko' ).fill( 'Klastrowa' );
		await page.getByLabel( 'Adres', { exact: true } ).fill( 'ul. Kwiatowa 5' );
		await page.getByLabel( 'Miasto' ).fill( 'Warszawa' );
		await page.getByLabel( 'Kod pocztowy' ).fill( '00-950' );
		await page.getByLabel( 'Email' ).fill( `stara-${ run }@example.com` );
		await page.getByLabel( 'Telefon' ).fill( '600700800' );
		await page.getByRole( 'button', { name: 'Złóż zamówienie' } ).click();
		await page.getByRole( 'heading', { name: 'Zamówienie otrzymane' } ).waitFor();
		await screenshot( page, `cluster-old-page-order-phone` );
		assert.equal( await page.getByRole( 'alert' ).count(), 0, 'no error shown' );
		assert.equal( fixture( BASE_URL, 'report', id ).orders, 1 );
		await context.close();
	} ) );
} );
