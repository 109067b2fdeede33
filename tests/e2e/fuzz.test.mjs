/**
 * Hostile input leaves no trace but a 4xx. Every route of the plugin's namespaces, as the REST index
 * (GET /wp-json/) lists it with its methods and args, gets for every arg: wrong types, arrays where a
 * scalar is expected (`x[]=1` in the query, JSON arrays and objects), huge numbers (2^63-1, -1,
 * 1e308), long strings (1 MB in bodies), Polish diacritics, emoji, RTL text, NUL bytes, invalid UTF-8
 * in query strings, and malformed JSON bodies; the Store API checkout gets hostile extension data and
 * a customer_note over its limit. No answer may be a 5xx, and the site's debug.log may gain no line
 * that points into the plugin (its path, its namespace, or a database error or PHP warning it caused).
 *
 * Bounded: a few hundred requests, 4 at a time. Nothing here needs the demo data: routes come from
 * the index, the checkout uses whatever product is in stock, and the logged-in pass (read-only routes
 * as the demo professional, where page/per_page reach SQL) runs only when that account can log in.
 * Rate-limited routes (login, register, reset, resend, codes, enquiry) may answer 429; they get the
 * payloads their schema refuses, plus one request of valid-typed hostile text, so that the run spends
 * almost none of the per-IP budgets the other E2E tests log in with.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { debugLogSince, debugLogSize, pluginLogEntries } from '../../scripts/lib/debug-log.mjs';
import { BASE_URL } from './support.mjs';

const NAMESPACES = [ 'custom/v1', 'custom-auth/v1', 'custom-api/v1', 'cev/v1', 'alg-wc-ev/v1', 'myplugin/v1', 'cosmetics/v1', 'jwt-auth/v1' ];
const RATE_LIMITED = /\/(token|register|send-reset-password|reset-password|resend-verification|verify-email|verify|add-company|email-verified-by-email)$/;
const PRO = { username: 'salon.bella@example.com', password: 'Haslo!2345', client_type: 'professional' };
const CONCURRENCY = 4;
const MB = 'a'.repeat( 1024 * 1024 );
// The PHP built-in server drops connections whose URL is over ~64 KB (a web server answers 414), so
// query strings carry 8 KB: past every length limit of the plugin all the same.
const LONG_QUERY = 'ą'.repeat( 4096 );
const UNICODE = 'Zażółć gęślą jaźń 💄🧴 مرحبا بالعالم \u202Eabc\u202C';

/**
 * Hostile values, as JSON body values and as query values; `for` says which kind of arg gets it
 * (every value is a wrong type or out of range for some kind of arg; sending each to every arg would
 * double the run for little more).
 */
const HOSTILE = [
	{ name: 'array', json: [ 1, 'x' ], query: [ '1' ], for: [ 'string', 'integer', 'number', 'boolean', 'object' ] },
	{ name: 'object', json: { a: { b: [ 1 ] } }, query: { a: '1' }, for: [ 'string', 'integer', 'array' ] },
	{ name: '2^63-1', json: 9223372036854775807n, query: '9223372036854775807', for: [ 'string', 'integer', 'number', 'boolean', 'array' ] },
	{ name: '-1', json: -1, query: '-1', for: [ 'integer', 'number' ] },
	{ name: '1e308', json: 1e308, query: '1e308', for: [ 'integer', 'number' ] },
	{ name: 'long string', json: MB, query: LONG_QUERY, for: [ 'string', 'integer' ] },
	{ name: 'unicode, RTL, NUL', json: `${ UNICODE }\u0000b`, query: `${ UNICODE }\u0000b`, valid: true, for: [ 'string', 'integer', 'number', 'boolean' ] },
	{ name: 'invalid UTF-8', json: null, query: { raw: '%FF%FE%C3%28' }, valid: true, for: [ 'string' ] },
];

let logStart = 0;
const problems = [];
let sent = 0;
let proToken = '';
const timings = [];

const logSize = () => debugLogSize();
const newLogText = () => debugLogSince( logStart );

/** JSON with BigInt as a bare number (2^63-1 must reach PHP as a number, not a string). */
function toJson( value ) {
	return JSON.stringify( value, ( _k, v ) => ( typeof v === 'bigint' ? `@@${ v }@@` : v ) ).replace( /"@@(-?\d+)@@"/g, '$1' );
}

function encodeQuery( params ) {
	const parts = [];
	for ( const [ key, value ] of Object.entries( params ) ) {
		if ( Array.isArray( value ) ) {
			value.forEach( ( v ) => parts.push( `${ encodeURIComponent( key ) }[]=${ encodeURIComponent( v ) }` ) );
		} else if ( value && typeof value === 'object' && 'raw' in value ) {
			parts.push( `${ encodeURIComponent( key ) }=${ value.raw }` );
		} else if ( value && typeof value === 'object' ) {
			Object.entries( value ).forEach( ( [ k, v ] ) => parts.push( `${ encodeURIComponent( key ) }[${ encodeURIComponent( k ) }]=${ encodeURIComponent( v ) }` ) );
		} else {
			parts.push( `${ encodeURIComponent( key ) }=${ encodeURIComponent( value ) }` );
		}
	}
	return parts.join( '&' );
}

/** A plausible value for an arg, so that a request examines the one arg being fuzzed. */
function plausible( schema ) {
	const type = Array.isArray( schema.type ) ? schema.type[ 0 ] : schema.type;
	if ( schema.enum?.length ) {
		return schema.enum[ 0 ];
	}
	switch ( type ) {
		case 'integer':
		case 'number':
			return Math.max( 1, schema.minimum ?? 1 );
		case 'boolean':
			return true;
		case 'array':
			return schema.items ? [ plausible( schema.items ) ] : [];
		case 'object':
			return {};
		default:
			return /email/i.test( schema.description ?? '' ) ? 'fuzz@example.com' : 'x';
	}
}

async function send( label, method, url, { query = '', body, headers = {} } = {} ) {
	sent++;
	const full = `${ BASE_URL }/wp-json${ url }${ query ? ( url.includes( '?' ) ? '&' : '?' ) + query : '' }`;
	let status;
	let text = '';
	const started = Date.now();
	try {
		const response = await fetch( full, {
			method,
			headers: { ...( body !== undefined ? { 'Content-Type': 'application/json' } : {} ), ...headers },
			body,
			redirect: 'manual',
		} );
		status = response.status;
		text = await response.text();
		timings.push( [ Date.now() - started, `${ label } → ${ status }` ] );
	} catch ( error ) {
		problems.push( `${ label }: ${ method } ${ url } → no answer (${ error.cause?.code ?? error.message })` );
		return { status: 0, text, label };
	}
	if ( status >= 500 ) {
		problems.push( `${ label }: ${ method } ${ url } → ${ status } ${ text.slice( 0, 300 ) }` );
	}
	return { status, text, label };
}

/** A number arg must refuse a number past its maximum (2^63-1, 1e308) with a 4xx, whoever asks. */
const unbounded = [];
async function expectRefused( types, value, answer ) {
	const { status, label } = await answer;
	if ( [ '2^63-1', '1e308' ].includes( value.name ) && types.some( ( t ) => t === 'integer' || t === 'number' ) && ! ( status >= 400 && status < 500 ) ) {
		unbounded.push( `${ label } → ${ status }` );
	}
}

async function pool( jobs ) {
	let next = 0;
	await Promise.all(
		Array.from( { length: CONCURRENCY }, async () => {
			while ( next < jobs.length ) {
				await jobs[ next++ ]();
			}
		} )
	);
}

/** Every (route, method) of the plugin's namespaces, with its args and a concrete path. */
async function pluginEndpoints() {
	const index = await ( await fetch( `${ BASE_URL }/wp-json/` ) ).json();
	const endpoints = [];
	for ( const [ route, spec ] of Object.entries( index.routes ) ) {
		if ( ! NAMESPACES.includes( spec.namespace ) || route === `/${ spec.namespace }` ) {
			continue;
		}
		for ( const endpoint of spec.endpoints ) {
			for ( const method of endpoint.methods ) {
				if ( method === 'PUT' || method === 'PATCH' ) {
					continue; // The same handler as POST (EDITABLE): one of them is enough.
				}
				const pathArgs = [ ...route.matchAll( /\(\?P<(\w+)>[^)]*\)/g ) ].map( ( m ) => m[ 1 ] );
				endpoints.push( { route, method, args: endpoint.args ?? {}, pathArgs } );
			}
		}
	}
	return endpoints;
}

function concretePath( route, pathArgs, overrides = {} ) {
	let path = route;
	for ( const name of pathArgs ) {
		path = path.replace( new RegExp( `\\(\\?P<${ name }>[^)]*\\)` ), name in overrides ? overrides[ name ] : name === 'slug' ? 'regulamin' : '1' );
	}
	return path;
}

/** The requests for one endpoint: each arg gets each hostile value, the others plausible ones. */
function requestsFor( { route, method, args, pathArgs }, headers, label ) {
	const jobs = [];
	const limited = RATE_LIMITED.test( route );
	const bodyArgs = Object.keys( args ).filter( ( name ) => ! pathArgs.includes( name ) );
	const base = Object.fromEntries( bodyArgs.filter( ( n ) => args[ n ].required ).map( ( n ) => [ n, plausible( args[ n ] ) ] ) );
	const isGet = method === 'GET';
	const path = concretePath( route, pathArgs );

	for ( const name of Object.keys( args ) ) {
		const types = [ args[ name ].type ?? 'string' ].flat();
		for ( const value of HOSTILE ) {
			if ( ! types.some( ( type ) => value.for.includes( type ) ) ) {
				continue;
			}
			if ( value.valid && limited ) {
				continue; // One combined request below.
			}
			if ( pathArgs.includes( name ) ) {
				if ( typeof value.query !== 'string' || value.name === 'long string' ) {
					continue;
				}
				const url = concretePath( route, pathArgs, { [ name ]: encodeURIComponent( value.query ) } );
				jobs.push( () => expectRefused( types, value, send( `${ label } ${ name }=${ value.name } (path)`, method, url, isGet ? { headers, query: encodeQuery( base ) } : { headers, body: toJson( base ) } ) ) );
				continue;
			}
			if ( isGet || value.json === null ) {
				if ( value.query === null ) {
					continue;
				}
				const query = encodeQuery( { ...base, [ name ]: value.query } );
				jobs.push( () => expectRefused( types, value, send( `${ label } ${ name }=${ value.name } (query)`, method, path, isGet ? { headers, query } : { headers, query: encodeQuery( { [ name ]: value.query } ), body: toJson( base ) } ) ) );
			} else {
				jobs.push( () => expectRefused( types, value, send( `${ label } ${ name }=${ value.name } (JSON)`, method, path, { headers, body: toJson( { ...base, [ name ]: value.json } ) } ) ) );
			}
		}
	}
	if ( ! isGet ) {
		if ( bodyArgs.length ) {
			const arrays = encodeQuery( Object.fromEntries( bodyArgs.map( ( n ) => [ n, [ '1' ] ] ) ) );
			jobs.push( () => send( `${ label } x[]=1 in the query for every arg`, method, path, { headers, query: arrays, body: toJson( base ) } ) );
		}
		jobs.push( () => send( `${ label } malformed JSON`, method, path, { headers, body: '{"a": [1, 2' } ) );
		jobs.push( () => send( `${ label } JSON that is a list`, method, path, { headers, body: '[1,2,3]' } ) );
	}
	if ( bodyArgs.length ) {
		// Valid-typed hostile text in every string arg at once (the only request of a rate-limited route that may pass its schema).
		const texts = Object.fromEntries( bodyArgs.filter( ( n ) => [ args[ n ].type ].flat().includes( 'string' ) && ! args[ n ].enum ).map( ( n ) => [ n, `${ UNICODE } a\u0000b` ] ) );
		if ( Object.keys( texts ).length ) {
			jobs.push( () => send( `${ label } unicode in every text arg`, method, path, isGet ? { headers, query: encodeQuery( { ...base, ...texts } ) } : { headers, body: toJson( { ...base, ...texts } ) } ) );
		}
	}
	return jobs;
}

before( async () => {
	logStart = logSize();
	// Log in first: the fuzz's failed logins count against this IP's login limit.
	const login = await fetch( `${ BASE_URL }/wp-json/jwt-auth/v1/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify( PRO ) } );
	proToken = login.ok ? ( await login.json() ).token ?? '' : '';
} );

after( () => {
	console.log( `# fuzz: ${ sent } requests; debug.log grew by ${ logSize() - logStart } bytes` );
	timings.sort( ( a, b ) => b[ 0 ] - a[ 0 ] );
	console.log( `# slowest: ${ timings.slice( 0, 3 ).map( ( [ ms, what ] ) => `${ ms } ms ${ what }` ).join( '; ' ) }` );
} );

test( 'every plugin route answers hostile input with a 4xx (no 5xx; numbers past their maximum refused)', async ( t ) => {
	const endpoints = await pluginEndpoints();
	const namespaces = new Set( endpoints.map( ( e ) => e.route.split( '/' ).slice( 1, 3 ).join( '/' ) ) );
	assert.deepEqual( [ ...namespaces ].sort(), [ ...NAMESPACES ].sort(), 'the index lists routes in every namespace of the plugin' );

	const jobs = endpoints.flatMap( ( endpoint ) => requestsFor( endpoint, {}, `guest ${ endpoint.method } ${ endpoint.route }` ) );
	if ( proToken ) {
		// Validation comes before permission, so the guest pass covers it everywhere; what a guest
		// never reaches (the handlers of routes for logged-in users) gets the same as the professional.
		const readOnly = [];
		// GET only: the token never goes to a route that changes the account (logout, password, profile, deletion).
		for ( const e of endpoints.filter( ( e ) => e.method === 'GET' ) ) {
			const { status } = await send( `guest baseline ${ e.route }`, 'GET', concretePath( e.route, e.pathArgs ) );
			if ( status === 401 || status === 403 ) {
				readOnly.push( e );
			}
		}
		jobs.push( ...readOnly.flatMap( ( e ) => requestsFor( e, { Authorization: `Bearer ${ proToken }` }, `professional ${ e.method } ${ e.route }` ) ) );
	} else {
		t.diagnostic( `the demo professional ${ PRO.username } cannot log in here: routes for logged-in users were fuzzed as a guest only` );
	}
	await pool( jobs );
	t.diagnostic( `${ endpoints.length } endpoints, ${ jobs.length } requests` );
	assert.deepEqual( problems, [], `${ problems.length } answers were 5xx or none:\n${ problems.join( '\n' ) }` );
	assert.deepEqual( unbounded, [], 'every integer and number arg has a maximum' );
} );

test( 'the Store API checkout refuses hostile extension data and a customer_note over 1000 characters', async () => {
	const cart = await fetch( `${ BASE_URL }/wp-json/wc/store/v1/cart` );
	const headers = { 'Cart-Token': cart.headers.get( 'cart-token' ) ?? '', Nonce: cart.headers.get( 'nonce' ) ?? '' };
	const products = await ( await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=5&type=simple&stock_status=instock` ) ).json();
	if ( products[ 0 ] ) {
		await send( 'add to cart', 'POST', '/wc/store/v1/cart/add-item', { headers, body: JSON.stringify( { id: products[ 0 ].id, quantity: 1 } ) } );
	}
	const address = { first_name: 'Ewa', last_name: 'Fuzz', address_1: 'ul. Kwiatowa 5', city: 'Warszawa', postcode: '00-950', country: 'PL', phone: '600700800' };
	const order = ( extra ) => toJson( { billing_address: { ...address, email: 'fuzz@example.com' }, shipping_address: address, payment_method: 'bacs', ...extra } );

	const note = await send( 'checkout note 1001', 'POST', '/wc/store/v1/checkout', { headers, body: order( { customer_note: 'ż'.repeat( 1001 ) } ) } );
	assert.equal( note.status, 400, note.text.slice( 0, 300 ) );
	assert.equal( JSON.parse( note.text ).message, 'Uwagi do zamówienia mogą mieć najwyżej 1000 znaków.' );
	const mb = await send( 'checkout note 1 MB', 'POST', '/wc/store/v1/checkout', { headers, body: order( { customer_note: MB } ) } );
	assert.equal( mb.status, 400 );

	const extensionCases = [
		{ customer_type: 'company', company_name: MB, company_nip: '5260001246' },
		{ customer_type: 'company', company_name: 'Salon', company_nip: [ '5260001246' ] },
		{ customer_type: 'company', company_name: { a: 1 }, company_nip: 9223372036854775807n },
		{ customer_type: [ 'company' ] },
		{ customer_type: MB },
		{ customer_type: 'individual', paczkomat_name: MB },
		{ customer_type: 'individual', paczkomat_address: MB, paczkomat_details: MB },
		{ customer_type: 'individual', paczkomat_name: 1e308 },
	];
	const statuses = [];
	await pool(
		[
			...extensionCases.map( ( ext, i ) => async () => statuses.push( [ `extension ${ i }`, ( await send( `checkout extension ${ i }`, 'POST', '/wc/store/v1/checkout', { headers, body: order( { customer_note: UNICODE, extensions: { 'cosmetics-storefront': ext } } ) } ) ).status ] ) ),
			async () => statuses.push( [ 'extensions a list', ( await send( 'checkout extensions list', 'POST', '/wc/store/v1/checkout', { headers, body: order( { customer_note: [ 'x' ], extensions: [ 1, 2 ] } ) } ) ).status ] ),
			async () => statuses.push( [ 'malformed JSON', ( await send( 'checkout malformed', 'POST', '/wc/store/v1/checkout', { headers, body: '{"customer_note": "a' } ) ).status ] ),
			async () => statuses.push( [ 'note as x[]', ( await send( 'checkout note x[]', 'POST', '/wc/store/v1/checkout', { headers, query: 'customer_note[]=1', body: order( {} ).replace( /"payment_method":"bacs"/, '"payment_method":["bacs"]' ) } ) ).status ] ),
		]
	);
	for ( const [ label, status ] of statuses ) {
		assert.ok( status >= 400 && status < 500, `${ label } → ${ status }` );
	}
} );

test( 'debug.log gained no line pointing into the plugin', () => {
	const entries = pluginLogEntries( newLogText() );
	assert.deepEqual( entries, [], `debug.log:\n${ entries.join( '\n' ).slice( 0, 4000 ) }` );
} );
