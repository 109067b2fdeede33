/**
 * The shop attacked from outside, over real HTTP (no browser needed for most): a storefront token is
 * never more than a storefront credential however the route is named; a bad token is a fast 401;
 * simultaneous submits of one logged-in cart make one order; a usage-limit-1 coupon raced by parallel
 * checkouts is used once. Fixtures are made by the test (scripts/site/shop-fixtures.php) and removed after.
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { LOGGED_IN_MIXES, cartWith, checkoutPayload, couponRace, loggedInSubmits } from '../../scripts/lib/store-shopper.mjs';
import { BASE_URL, VIEWPORTS, launchBrowser } from './support.mjs';

const PREFIX = 'Test security: ';
const run = Date.now().toString( 36 );
const ROUNDS = Number( process.env.E2E_RACE_ROUNDS ?? 4 );

/** A raw HTTP request: the path goes out exactly as written (fetch would normalise `..` and `//`). */
function raw( method, path, { headers = {}, body } = {} ) {
	const url = new URL( BASE_URL );
	return new Promise( ( resolve, reject ) => {
		const req = httpRequest( { host: url.hostname, port: url.port, method, path, headers: { ...headers, ...( body ? { 'Content-Length': Buffer.byteLength( body ) } : {} ) } }, ( res ) => {
			let text = '';
			res.setEncoding( 'utf8' );
			res.on( 'data', ( chunk ) => ( text += chunk ) );
			res.on( 'end', () => {
				let json = null;
				try {
					json = JSON.parse( text );
				} catch {}
				resolve( { status: res.statusCode, json, text } );
			} );
		} );
		req.on( 'error', reject );
		req.setTimeout( 30000, () => req.destroy( new Error( `timeout: ${ method } ${ path }` ) ) );
		req.end( body );
	} );
}

const form = ( fields ) => new URLSearchParams( fields ).toString();
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

describe( 'a storefront token is only a storefront credential', () => {
	const users = {};
	before( () => {
		for ( const role of [ 'customer', 'shop_manager', 'administrator' ] ) {
			users[ role ] = fixture( BASE_URL, 'user', role, `sec-${ role }-${ run }@example.com` );
		}
	} );
	after( () => fixture( BASE_URL, 'cleanup', PREFIX ) );

	/** Every way of naming a route outside the storefront's namespaces, each carrying a write. */
	const attacks = ( victim ) => {
		const evil = `evil-${ run }@example.com`;
		const newAdmin = { username: `evil-${ run }`, email: `evil-admin-${ run }@example.com`, password: 'Evil!12345678', roles: 'administrator' };
		return [
			[ 'GET', '/wp-json/wp/v2/users/me' ],
			[ 'GET', '/?rest_route=/wp/v2/users/me' ],
			[ 'GET', '/?rest_route=%2Fwp%2Fv2%2Fusers%2Fme' ],
			[ 'GET', '/wp-json/wp%2Fv2/users/me' ],
			[ 'GET', '/wp-json//wp/v2/users/me' ],
			[ 'GET', '/wp-json/wc/store/v1/../../../wp/v2/users/me' ],
			[ 'GET', '/wp-json/wc/store/v1/cart?rest_route=/wp/v2/users/me' ],
			[ 'GET', '/wp-json/wc/v3/customers' ],
			[ 'GET', '/wp-json/wp/v2/settings' ],
			[ 'GET', '/?rest_route=/wc/v3/customers' ],
			[ 'POST', '/wp-json/custom-auth/v1/profile', FORM, form( { rest_route: '/wp/v2/users/me', email: evil, password: 'Evil!12345678' } ) ],
			[ 'POST', '/wp-json/wc/store/v1/cart/add-item', FORM, form( { rest_route: '/wp/v2/users/me', email: evil } ) ],
			[ 'POST', '/wp-json/custom-auth/v1/profile', JSON_TYPE, JSON.stringify( { rest_route: '/wp/v2/users/me', email: evil, password: 'Evil!12345678' } ) ],
			[ 'POST', '/?rest_route=/custom-auth/v1/profile', FORM, form( { rest_route: '/wp/v2/users/me', email: evil } ) ],
			[ 'POST', '/wp-json/wc/store/v1/cart', FORM, form( { rest_route: '/wp/v2/users', ...newAdmin } ) ],
			[ 'POST', '/wp-json/wc/store/v1/cart', FORM, form( { rest_route: '/wp/v2/settings', title: 'Przejęty' } ) ],
			[ 'POST', '/wp-json/wp/v2/users/me?_method=PUT', JSON_TYPE, JSON.stringify( { email: evil } ) ],
			[ 'POST', `/wp-json/wp/v2/users/${ victim.id }`, JSON_TYPE, JSON.stringify( { email: evil, password: 'Evil!12345678' } ) ],
			[ 'POST', '/wp-json/wc/store/v1/cart?_method=POST', FORM, form( { rest_route: '/wp/v2/users', ...newAdmin } ) ],
			[ 'POST', '/wp-json/batch/v1', JSON_TYPE, JSON.stringify( { requests: [ { method: 'POST', path: '/wp/v2/users/me', body: { email: evil } }, { method: 'POST', path: '/wp/v2/users', body: newAdmin } ] } ) ],
			[ 'POST', '/wp-json/wc/store/v1/batch', JSON_TYPE, JSON.stringify( { requests: [ { method: 'POST', path: '/wp/v2/users/me', body: { email: evil } } ] } ) ],
			[ 'POST', '/wp-json/custom/v1/change-password', FORM, form( { rest_route: '/wp/v2/users/me', password: 'Evil!12345678' } ) ],
		];
	};

	for ( const role of [ 'customer', 'shop_manager', 'administrator' ] ) {
		test( `${ role } token: no route outside the storefront answers as the user, nothing changes`, async () => {
			const victim = users[ role ];
			const before = fixture( BASE_URL, 'user-state', victim.id );
			const admins = fixture( BASE_URL, 'administrators' ).count;
			const leaks = [];
			for ( const [ method, path, type, body ] of attacks( victim ) ) {
				const headers = { Authorization: `Bearer ${ victim.token }`, Accept: 'application/json', ...( type ? { 'Content-Type': type } : {} ) };
				const answer = await raw( method, path, { headers, body } );
				assert.ok( answer.status < 500, `${ method } ${ path } → ${ answer.status } ${ answer.text.slice( 0, 200 ) }` );
				const text = answer.text;
				// The user's own e-mail in an answer of wp/v2 or wc/v3 means the token opened it.
				if ( ( answer.status >= 200 && answer.status < 300 && ( /"(id|email)":/.test( text ) && text.includes( victim.email ) ) ) || /"roles":\s*\[/.test( text ) || text.includes( '"admin_email"' ) || text.includes( '"title":"Przejęty"' ) ) {
					leaks.push( `${ method } ${ path } → ${ answer.status } ${ text.slice( 0, 160 ) }` );
				}
			}
			assert.deepEqual( leaks, [], 'answers that opened a route outside the storefront' );
			assert.deepEqual( fixture( BASE_URL, 'user-state', victim.id ), before, 'the account was changed' );
			assert.equal( fixture( BASE_URL, 'administrators' ).count, admins, 'an administrator was created' );
		} );
	}

	test( 'a rest_route in the query of another entry point (wp-comments-post.php) lends it no token', async () => {
		const { id: productId } = fixture( BASE_URL, 'product', `${ PREFIX }recenzja`, 'unlimited' );
		for ( const role of [ 'customer', 'administrator' ] ) {
			const victim = users[ role ];
			const answer = await raw( 'POST', '/wp-comments-post.php?rest_route=/wc/store/v1/cart', {
				headers: { Authorization: `Bearer ${ victim.token }`, 'Content-Type': FORM },
				body: form( { comment_post_ID: String( productId ), comment: `Recenzja w cudzym imieniu ${ run }`, rating: '5' } ),
			} );
			assert.ok( answer.status < 500, `${ answer.status }` );
			assert.equal( fixture( BASE_URL, 'comments-by', victim.id ).comments, 0, `a comment was posted as the ${ role }` );
		}
	} );

	test( 'the same token still opens the storefront and the Store API', async () => {
		const { token, email } = users.customer;
		const profile = await raw( 'GET', '/wp-json/custom-auth/v1/profile', { headers: { Authorization: `Bearer ${ token }` } } );
		assert.equal( profile.status, 200, profile.text );
		assert.equal( profile.json.email, email );
		const viaQuery = await raw( 'GET', '/?rest_route=/custom-auth/v1/profile', { headers: { Authorization: `Bearer ${ token }` } } );
		assert.equal( viaQuery.status, 200, viaQuery.text );
		const cart = await raw( 'GET', '/wp-json/wc/store/v1/cart', { headers: { Authorization: `Bearer ${ token }` } } );
		assert.equal( cart.status, 200, cart.text );
		assert.equal( cart.json.billing_address.email, email, 'the Store API answers for the token user' );
	} );
} );

describe( 'a bad token is a fast 401', () => {
	let user;
	before( () => ( user = fixture( BASE_URL, 'user', 'customer', `sec-bad-${ run }@example.com` ) ) );
	after( () => fixture( BASE_URL, 'cleanup', PREFIX ) );

	test( 'invalid, expired-looking and revoked tokens answer 401 for every request shape the storefront sends', async () => {
		const [ head, body ] = user.token.split( '.' );
		const tokens = {
			garbage: 'not.a.token',
			forged: `${ head }.${ body }.AAAA`,
			revoked: null,
		};
		fixture( BASE_URL, 'revoke', user.id );
		tokens.revoked = user.token;
		for ( const [ kind, token ] of Object.entries( tokens ) ) {
			for ( const path of [ '/wp-json/custom-auth/v1/profile?_locale=user', '/wp-json/wc/store/v1/cart?_locale=user', '/?rest_route=/custom-auth/v1/profile&_locale=user', '/wp-json/custom/v1/lowest-price-individual/1?_locale=user' ] ) {
				const answer = await raw( 'GET', path, { headers: { Authorization: `Bearer ${ token }`, Accept: 'application/json', 'Content-Type': 'application/json' } } );
				assert.equal( answer.status, 401, `${ kind } ${ path } → ${ answer.status } ${ answer.text.slice( 0, 200 ) }` );
				assert.equal( answer.json?.code, 'jwt_auth_invalid_token', `${ kind } ${ path }` );
			}
		}
	} );

	test( 'the storefront logs the shopper out on the first 401: a session revoked elsewhere or in another tab', async () => {
		const fresh = fixture( BASE_URL, 'user', 'customer', `sec-tabs-${ run }@example.com` );
		// Logged in as the storefront does it: the login answer stored as saveAuthTokens() stores it.
		const login = await raw( 'POST', '/wp-json/jwt-auth/v1/token', { headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify( { username: fresh.email, password: fresh.password, remember: true } ) } );
		assert.equal( login.status, 200, login.text );
		const { token, ...record } = login.json;
		const session = await launchBrowser();
		try {
			const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
			const seed = await context.newPage();
			await seed.goto( `${ BASE_URL }/regulamin` );
			await seed.evaluate( ( [ jwt, data ] ) => {
				window.localStorage.setItem( 'jwt_token', jwt );
				window.localStorage.setItem( 'user_data', data );
				window.localStorage.setItem( 'remember_me', 'true' );
			}, [ token, JSON.stringify( record ) ] );
			await seed.close();
			const tabA = await context.newPage();
			const tabB = await context.newPage();
			for ( const tab of [ tabA, tabB ] ) {
				await tab.goto( `${ BASE_URL }/profil` );
				await tab.getByRole( 'tab', { name: 'Dane osobowe' } ).waitFor();
			}
			// Revoked on the server (a logout or password change elsewhere): the next call answers 401.
			fixture( BASE_URL, 'revoke', fresh.id );
			await tabB.getByRole( 'tab', { name: 'Moje zamówienia' } ).click();
			await tabB.locator( '.cs-navbar' ).getByRole( 'button', { name: 'Logowanie' } ).waitFor( { timeout: 15000 } );
			assert.equal( await tabB.evaluate( () => window.localStorage.getItem( 'jwt_token' ) ), null, 'tokens cleared' );
			// Tab A still shows the profile; its first call answers 401 and logs it out too.
			await tabA.getByRole( 'tab', { name: 'Moje zamówienia' } ).click();
			await tabA.locator( '.cs-navbar' ).getByRole( 'button', { name: 'Logowanie' } ).waitFor( { timeout: 15000 } );
		} finally {
			await session.close();
		}
	} );
} );

describe( 'checkout races', () => {
	let productId;
	before( () => ( productId = fixture( BASE_URL, 'product', `${ PREFIX }wyścig`, 'unlimited' ).id ) );
	after( () => fixture( BASE_URL, 'cleanup', PREFIX ) );

	for ( const mix of Object.keys( LOGGED_IN_MIXES ) ) {
		for ( const parallel of [ 2, 5 ] ) {
			test( `one logged-in cart, ${ parallel } simultaneous submits (${ mix }): one order, ${ ROUNDS } rounds`, async () => {
				const user = fixture( BASE_URL, 'user', 'customer', `sec-race-${ run }@example.com` );
				const rounds = await loggedInSubmits( BASE_URL, { productId, jwt: user.token, email: user.email, mix, rounds: ROUNDS, parallel } );
				for ( const [ i, round ] of rounds.entries() ) {
					assert.equal( round.ok, 1, `round ${ i + 1 }: ${ round.ok } orders (statuses ${ round.statuses.join( ', ' ) })` );
					for ( const message of round.messages ) {
						assert.ok( typeof message === 'string' && message.length > 0, 'the other submits get an answer with a message' );
					}
				}
			} );
		}
	}

	test( 'the checkout named in upper case is the same checkout: 5 simultaneous submits of one cart, one order', async () => {
		const s = await cartWith( BASE_URL, productId );
		const answers = await Promise.all( [ '/checkout', '/CHECKOUT', '/Checkout', '/checkOUT', '/CHECKOUT' ].map( ( path, i ) => s.call( 'POST', path, checkoutPayload( null, `case${ i }@example.com` ) ) ) );
		assert.equal( answers.filter( ( a ) => a.status === 200 ).length, 1, `statuses ${ answers.map( ( a ) => a.status ).join( ', ' ) }` );
	} );

	for ( const who of [ 'guest', 'logged in' ] ) {
		test( `the checkout named by ?rest_route= is the same checkout (${ who }): 10 simultaneous submits of one cart, one order`, async () => {
			const jwt = who === 'guest' ? undefined : fixture( BASE_URL, 'user', 'customer', `sec-query-${ run }@example.com` ).token;
			const s = await cartWith( BASE_URL, productId, { jwt } );
			const namings = [ 'query', 'index', 'path', 'query', 'index', 'query', 'path', 'index', 'query', 'query' ];
			const answers = await Promise.all( namings.map( ( named, i ) => s.call( 'POST', i % 2 ? '/Checkout' : '/checkout', checkoutPayload( null, `query${ i }@example.com` ), { named } ) ) );
			assert.equal( answers.filter( ( a ) => a.status === 200 ).length, 1, `statuses ${ answers.map( ( a ) => a.status ).join( ', ' ) }` );
		} );
	}

	test( 'a usage-limit-1 coupon raced by 10 parallel checkouts: exactly one order carries it', async () => {
		const code = `wyscig-${ run }`;
		fixture( BASE_URL, 'coupon', code, 1 );
		const race = await couponRace( BASE_URL, { productId, coupon: code, parallel: 10 } );
		assert.equal( fixture( BASE_URL, 'coupon-orders', code ).orders, 1, `orders with the coupon; answers: ${ race.ok } ok, ${ race.refused.join( ' | ' ) }` );
		assert.equal( race.ok, 1 );
		for ( const refusal of race.refused ) {
			assert.match( refusal, /^4\d\d Kupon osiągnął limit użyć$/ );
		}
	} );
} );
