/**
 * A local double of PayU's REST API 2.1 (https://developers.payu.com/europe/api/), for the dev shop and
 * the payments tests: PayU's own WooCommerce plugin (unmodified) talks to it as it would to PayU, and
 * nothing ever reaches PayU's hosts.
 *
 * How the plugin reaches it: the PayU PHP SDK (openpayu_php) sends every call with cURL to
 * https://secure.snd.payu.com (sandbox) or https://secure.payu.com, through the HTTP proxy named by
 * OpenPayU_Configuration::setProxyHost/Port — the SDK's documented proxy setting, which the dev site's
 * mu-plugin sets to this server. This server is that proxy: it answers CONNECT for PayU's two API hosts
 * only (anything else: 403), ends TLS itself with a certificate of the dev shop's test CA
 * (scripts/lib/test-tls.mjs; PHP trusts it through `curl.cainfo`) and answers the API:
 *
 *   POST /pl/standard/user/oauth/authorize   OAuth client_credentials → access_token
 *   GET  /api/v2_1/paymethods                 payByLinks (banks, BLIK, card, installments, pay later…)
 *   POST /api/v2_1/orders                     order → 302 { status: SUCCESS, redirectUri, orderId }
 *   GET  /api/v2_1/orders/{id}                { orders: [ … ] }
 *   DELETE /api/v2_1/orders/{id}              cancel
 *   PUT  /api/v2_1/orders/{id}/status         accept a WAITING_FOR_CONFIRMATION payment
 *   POST /api/v2_1/orders/{id}/refund(s)      refund (then a refund notification)
 *   GET  /api/v2_1/orders/{id}/refunds        the order's refunds
 *
 * Over plain HTTP on the same port, for the shopper's browser: the payment page `/pay/{orderId}` (PayU's
 * redirectUri) with the method choice, a BLIK code field (codes starting 777 pass, as in PayU's sandbox),
 * a card form (4444 3333 2222 1111 passes), "Zapłać" and "Anuluj"; then the shopper goes back to the
 * order's continueUrl (with `error=501` when the payment did not go through, as PayU does) and the shop
 * gets a notification signed as PayU signs them: header OpenPayu-Signature
 * `sender=checkout;signature=md5(body + second key);algorithm=MD5;content=DOCUMENT`.
 *
 * It runs in a process of its own (startPayuDouble). Test controls (JSON, `/__double/…`): GET state (orders, every notification with the shop's answer,
 * requests), POST config { down, delayMs, ordersDelayMs, notify: 'before'|'after'|'manual', afterMs }, POST
 * orders/{id}/notify { status, tamper: { signature, totalAmount, currencyCode, extOrderId, orderId } },
 * POST reset. `down` refuses the API (503 to CONNECT), `delayMs` answers every call late,
 * `ordersDelayMs` only the creation of an order (a slow payment start).
 */
import { spawn } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { TLSSocket, createSecureContext } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { serverCertificate } from './test-tls.mjs';

export const PAYU_API_HOSTS = [ 'secure.snd.payu.com', 'secure.payu.com' ];

/** The payment methods the double offers (GET paymethods): PayU's method codes, names as PayU shows them. */
export const PAYU_METHODS = [
	{ value: 'm', name: 'mTransfer', min: 50, max: 99999999 },
	{ value: 'p', name: 'Płacę z iPKO', min: 50, max: 99999999 },
	{ value: 'o', name: 'Pekao24Przelew', min: 50, max: 99999999 },
	{
		value: 'pkex',
		name: 'Płacę z Pekao',
		status: 'DISABLED',
		min: 50,
		max: 99999999,
	},
	{ value: 'g', name: 'Płacę z ING', min: 50, max: 99999999 },
	{ value: 'blik', name: 'BLIK', min: 100, max: 99999999 },
	{
		value: 'c',
		name: 'Płatność online kartą płatniczą',
		min: 50,
		max: 99999999,
	},
	{ value: 'ap', name: 'Google Pay', min: 50, max: 99999999 },
	{ value: 'jp', name: 'Apple Pay', min: 50, max: 99999999 },
	{ value: 'ai', name: 'Raty PayU', min: 30000, max: 5000000 },
	{ value: 'dpp', name: 'PayPo', min: 1000, max: 300000 },
	{ value: 'dpkl', name: 'Klarna', min: 3500, max: 3000000 },
	{ value: 'dpt', name: 'Twisto', min: 100, max: 150000 },
	{ value: 'ppf', name: 'PragmaPay', min: 50000, max: 5000000 },
	{ value: 'dpts', name: 'Twisto pay in 3', min: 10000, max: 150000 },
	{ value: 't', name: 'Płatność testowa', min: 50, max: 99999999 },
];

const BLIK_OK = /^777\d{3}$/;
const CARD_OK = '4444333322221111';

/** Random credentials of one double: what the shop's PayU settings must hold. */
export function payuCredentials() {
	return {
		posId: String( 300000 + Math.floor( Math.random() * 600000 ) ),
		secondKey: randomBytes( 16 ).toString( 'hex' ),
		clientId: '',
		clientSecret: randomBytes( 16 ).toString( 'hex' ),
	};
}

const id = ( length ) => {
	const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
	return Array.from(
		randomBytes( length ),
		( b ) => letters[ b % letters.length ]
	).join( '' );
};

const escapeHtml = ( s ) =>
	String( s ).replace( /[&<>"']/g, ( c ) => `&#${ c.charCodeAt( 0 ) };` );

const money = ( minor, currency ) =>
	`${ ( Number( minor ) / 100 ).toFixed( 2 ).replace( '.', ',' ) } ${
		currency === 'PLN' ? 'zł' : currency
	}`;

function readBody( req ) {
	return new Promise( ( resolve, reject ) => {
		const chunks = [];
		req.on( 'data', ( c ) => chunks.push( c ) );
		req.on( 'end', () =>
			resolve( Buffer.concat( chunks ).toString( 'utf8' ) )
		);
		req.on( 'error', reject );
	} );
}

function json( res, status, body, headers = {} ) {
	const text = JSON.stringify( body );
	res.writeHead( status, {
		'Content-Type': 'application/json;charset=UTF-8',
		'Content-Length': Buffer.byteLength( text ),
		...headers,
	} );
	res.end( text );
}

const sleep = ( ms ) => new Promise( ( r ) => setTimeout( r, ms ) );

/**
 * Starts the double in a process of its own (so that a caller blocked on a synchronous child — a PHP
 * script of the shop that calls PayU — never blocks PayU's answer) and returns its handle: url, port,
 * credentials, and the controls over HTTP (configure, state, notify), stop().
 * @param {{ tlsDir: string, credentials?: ReturnType<typeof payuCredentials>, port?: number, log?: (line: string) => void }} o
 */
export async function startPayuDouble( {
	tlsDir,
	credentials = payuCredentials(),
	port = 0,
	log = () => {},
} ) {
	const child = spawn(
		process.execPath,
		[
			fileURLToPath( import.meta.url ),
			'--serve',
			JSON.stringify( { tlsDir, credentials, port } ),
		],
		{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	const ready = await new Promise( ( resolve, reject ) => {
		let buffer = '';
		child.stdout.setEncoding( 'utf8' );
		child.stdout.on( 'data', ( chunk ) => {
			buffer += chunk;
			let newline;
			while ( ( newline = buffer.indexOf( '\n' ) ) >= 0 ) {
				const line = buffer.slice( 0, newline );
				buffer = buffer.slice( newline + 1 );
				const m = /^PAYU_DOUBLE_READY (\{.*\})$/.exec( line );
				if ( m ) {
					resolve( JSON.parse( m[ 1 ] ) );
				} else if ( line ) {
					log( line );
				}
			}
		} );
		child.once( 'exit', ( code ) =>
			reject( new Error( `The PayU double stopped (exit ${ code })` ) )
		);
	} );
	const control = async ( path, body ) => {
		const res = await fetch(
			`${ ready.url }/__double/${ path }`,
			body === undefined
				? {}
				: {
						method: 'POST',
						headers: { 'Content-Type': 'application/json' },
						body: JSON.stringify( body ),
				  }
		);
		return res.json();
	};
	return {
		url: ready.url,
		port: ready.port,
		credentials: ready.credentials,
		configure: ( next ) => control( 'config', next ),
		state: () => control( 'state' ),
		notify: ( orderId, options = {} ) =>
			control( `orders/${ orderId }/notify`, options ),
		reset: () => control( 'reset', {} ),
		stop: () =>
			new Promise( ( resolve ) => {
				if ( child.exitCode !== null ) {
					resolve();
					return;
				}
				child.once( 'exit', () => resolve() );
				child.kill( 'SIGTERM' );
			} ),
	};
}

/** The double's server, in this process (startPayuDouble runs it in a child). */
export async function servePayuDouble( {
	tlsDir,
	credentials = payuCredentials(),
	port = 0,
	log = () => {},
} ) {
	if ( ! credentials.clientId ) {
		credentials = { ...credentials, clientId: credentials.posId };
	}
	const { key, cert } = serverCertificate(
		tlsDir,
		'payu-double',
		PAYU_API_HOSTS
	);
	const secureContext = createSecureContext( { key, cert } );
	const tokens = new Set();
	const DEFAULTS = {
		down: false,
		delayMs: 0,
		ordersDelayMs: 0,
		notify: 'before',
		afterMs: 300,
	};
	let config = { ...DEFAULTS };
	/** @type {Map<string, any>} */
	const orders = new Map();
	const notifications = [];
	const requests = [];
	const timers = new Set();
	let baseUrl = '';

	const status = ( code, desc ) => ( {
		statusCode: code,
		...( desc ? { statusDesc: desc } : {} ),
	} );
	const publicOrder = ( o ) => ( {
		orderId: o.orderId,
		extOrderId: o.extOrderId,
		orderCreateDate: o.created,
		notifyUrl: o.notifyUrl,
		customerIp: o.customerIp,
		merchantPosId: o.merchantPosId,
		description: o.description,
		currencyCode: o.currencyCode,
		totalAmount: String( o.totalAmount ),
		buyer: o.buyer,
		payMethod: o.paidWith ? { type: o.paidWith.type } : undefined,
		products: o.products,
		status: o.status,
	} );

	/** Sends the order's notification to the shop; returns { status, body } of the shop's answer. */
	async function notify( orderId, { status: forced, tamper = {} } = {} ) {
		const o = orders.get( orderId );
		if ( ! o ) {
			throw new Error( `no order ${ orderId }` );
		}
		const order = {
			...publicOrder( o ),
			...( forced ? { status: forced } : {} ),
		};
		for ( const field of [
			'totalAmount',
			'currencyCode',
			'extOrderId',
			'orderId',
		] ) {
			if ( tamper[ field ] !== undefined ) {
				order[ field ] = String( tamper[ field ] );
			}
		}
		const body = JSON.stringify( {
			order,
			localReceiptDateTime:
				o.status === 'COMPLETED' ? new Date().toISOString() : undefined,
			properties: [ { name: 'PAYMENT_ID', value: o.paymentId } ],
		} );
		return send( o.notifyUrl, body, tamper.signature, {
			kind: 'order',
			orderId,
			status: order.status,
		} );
	}

	async function notifyRefund( o, refund ) {
		const body = JSON.stringify( {
			orderId: o.orderId,
			extOrderId: o.extOrderId,
			refund: {
				refundId: refund.refundId,
				amount: String( refund.amount ),
				currencyCode: o.currencyCode,
				status: refund.status,
				statusDateTime: refund.statusDateTime,
				reason: 'refund',
				reasonDescription: refund.description,
				refundDate: refund.statusDateTime,
			},
		} );
		return send( o.notifyUrl, body, undefined, {
			kind: 'refund',
			orderId: o.orderId,
			status: refund.status,
		} );
	}

	async function send( url, body, signature, about ) {
		const sign =
			signature ??
			createHash( 'md5' )
				.update( body + credentials.secondKey )
				.digest( 'hex' );
		const entry = {
			...about,
			at: new Date().toISOString(),
			url,
			body,
			answer: null,
		};
		notifications.push( entry );
		try {
			const res = await fetch( url, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'OpenPayu-Signature': `sender=checkout;signature=${ sign };algorithm=MD5;content=DOCUMENT`,
				},
				body,
				signal: AbortSignal.timeout( 60000 ),
			} );
			entry.answer = {
				status: res.status,
				body: ( await res.text() ).slice( 0, 2000 ),
			};
		} catch ( error ) {
			entry.answer = {
				status: 0,
				body: String( error.cause?.code ?? error.message ),
			};
		}
		log(
			`PayU double: notification ${ about.kind } ${ about.orderId } ${ about.status } → ${ entry.answer.status }`
		);
		return entry.answer;
	}

	function later( fn, ms ) {
		const t = setTimeout( () => {
			timers.delete( t );
			fn().catch( () => {} );
		}, ms );
		timers.add( t );
	}

	/** The shopper's choice on the payment page settled the order: notify and send them back. */
	async function settle( o, res, newStatus, paidWith ) {
		o.status = newStatus;
		o.paidWith = paidWith;
		const back = new URL( o.continueUrl );
		if ( newStatus === 'CANCELED' ) {
			back.searchParams.set( 'error', '501' );
		}
		if ( config.notify === 'before' ) {
			await notify( o.orderId );
		} else if ( config.notify === 'after' ) {
			later( () => notify( o.orderId ), config.afterMs );
		}
		res.writeHead( 302, { Location: back.toString() } );
		res.end();
	}

	// --- The API (inside the TLS tunnel) ----------------------------------------------------------------

	async function api( req, res ) {
		const url = new URL( req.url, `https://${ req.headers.host }` );
		url.pathname = url.pathname.replace( /(.)\/$/, '$1' ); // the SDK posts orders to …/orders/
		const body = await readBody( req );
		requests.push( {
			method: req.method,
			path: url.pathname,
			at: new Date().toISOString(),
		} );
		if ( config.delayMs ) {
			await sleep( config.delayMs );
		}
		if (
			req.method === 'POST' &&
			url.pathname === '/pl/standard/user/oauth/authorize'
		) {
			const form = new URLSearchParams( body );
			if (
				form.get( 'grant_type' ) !== 'client_credentials' ||
				form.get( 'client_id' ) !== credentials.clientId ||
				form.get( 'client_secret' ) !== credentials.clientSecret
			) {
				return json( res, 401, {
					error: 'invalid_client',
					error_description: 'Bad client credentials',
				} );
			}
			const token = randomBytes( 18 ).toString( 'hex' );
			tokens.add( token );
			return json( res, 200, {
				access_token: token,
				token_type: 'bearer',
				expires_in: 43199,
				grant_type: 'client_credentials',
			} );
		}
		const bearer = /^Bearer (.+)$/i.exec(
			req.headers.authorization ?? ''
		)?.[ 1 ];
		if ( ! bearer || ! tokens.has( bearer ) ) {
			return json( res, 401, {
				error: 'invalid_token',
				error_description: 'Invalid access token',
			} );
		}
		let m;
		if ( req.method === 'GET' && url.pathname === '/api/v2_1/paymethods' ) {
			return json( res, 200, {
				cardTokens: [],
				pexTokens: [],
				payByLinks: PAYU_METHODS.map( ( p ) => ( {
					value: p.value,
					name: p.name,
					brandImageUrl: `${ baseUrl }/logo/${ p.value }.svg`,
					status: p.status ?? 'ENABLED',
					minAmount: p.min,
					maxAmount: p.max,
				} ) ),
				status: status( 'SUCCESS' ),
			} );
		}
		if ( req.method === 'POST' && url.pathname === '/api/v2_1/orders' ) {
			if ( config.ordersDelayMs ) {
				await sleep( config.ordersDelayMs );
			}
			return createOrder( res, body );
		}
		// Refunds: POST …/refunds as PayU documents it, …/refund as its PHP SDK sends it (both are answered).
		if (
			( m =
				/^\/api\/v2_1\/orders\/([A-Z0-9]+)(\/status|\/refunds?)?$/.exec(
					url.pathname
				) )
		) {
			const o = orders.get( m[ 1 ] );
			if ( ! o ) {
				return json( res, 404, {
					status: status(
						'DATA_NOT_FOUND',
						'Could not find data for given criteria.'
					),
				} );
			}
			if ( req.method === 'GET' && ! m[ 2 ] ) {
				return json( res, 200, {
					orders: [ publicOrder( o ) ],
					status: status(
						'SUCCESS',
						'Request processing successful'
					),
				} );
			}
			if ( req.method === 'DELETE' && ! m[ 2 ] ) {
				if ( o.status === 'COMPLETED' ) {
					return json( res, 400, {
						status: status(
							'ERROR_ORDER_NOT_UNIQUE',
							'Order already completed'
						),
					} );
				}
				o.status = 'CANCELED';
				later( () => notify( o.orderId ), 50 );
				return json( res, 200, {
					orderId: o.orderId,
					extOrderId: o.extOrderId,
					status: status(
						'SUCCESS',
						'Request processing successful'
					),
				} );
			}
			if ( req.method === 'PUT' && m[ 2 ] === '/status' ) {
				if ( o.status !== 'WAITING_FOR_CONFIRMATION' ) {
					return json( res, 400, {
						status: status(
							'ERROR_ORDER_STATUS',
							'Wrong order status'
						),
					} );
				}
				o.status = 'COMPLETED';
				later( () => notify( o.orderId ), 50 );
				return json( res, 200, {
					status: status( 'SUCCESS', 'Status was updated' ),
				} );
			}
			if ( m[ 2 ] === '/refunds' && req.method === 'GET' ) {
				return json( res, 200, { refunds: o.refunds } );
			}
			if ( m[ 2 ]?.startsWith( '/refund' ) && req.method === 'POST' ) {
				return refund( res, o, body );
			}
		}
		return json( res, 404, {
			status: status(
				'DATA_NOT_FOUND',
				`No such resource: ${ req.method } ${ url.pathname }`
			),
		} );
	}

	function createOrder( res, body ) {
		let data;
		try {
			data = JSON.parse( body );
		} catch {
			return json( res, 400, {
				status: status( 'ERROR_SYNTAX', 'Invalid JSON' ),
			} );
		}
		const missing = [
			'customerIp',
			'merchantPosId',
			'description',
			'currencyCode',
			'totalAmount',
			'products',
		].filter( ( f ) => data[ f ] === undefined || data[ f ] === '' );
		if ( missing.length ) {
			return json( res, 400, {
				status: status(
					'ERROR_VALUE_MISSING',
					`Missing required field(s): ${ missing.join( ', ' ) }`
				),
			} );
		}
		if ( String( data.merchantPosId ) !== credentials.posId ) {
			return json( res, 403, {
				status: status(
					'ERROR_INCONSISTENT_POS',
					'Invalid merchantPosId'
				),
			} );
		}
		const total = Number( data.totalAmount );
		if ( ! Number.isInteger( total ) || total <= 0 ) {
			return json( res, 400, {
				status: status( 'ERROR_VALUE_INVALID', 'Invalid totalAmount' ),
			} );
		}
		const method = data.payMethods?.payMethod;
		if ( method ) {
			const known = PAYU_METHODS.find(
				( p ) => p.value === method.value
			);
			if (
				method.type !== 'PBL' ||
				! known ||
				known.status === 'DISABLED'
			) {
				return json( res, 400, {
					status: status(
						'ERROR_VALUE_INVALID',
						`Invalid payMethods.payMethod.value: ${
							method.value ?? ''
						}`
					),
				} );
			}
			if ( total < known.min || total > known.max ) {
				return json( res, 400, {
					status: status(
						'ERROR_VALUE_INVALID',
						"Amount out of the method's limits"
					),
				} );
			}
		}
		const orderId = `${ id( 18 ) }P01`;
		const o = {
			orderId,
			extOrderId: data.extOrderId ?? orderId,
			created: new Date().toISOString(),
			notifyUrl: data.notifyUrl,
			continueUrl: data.continueUrl,
			customerIp: data.customerIp,
			merchantPosId: data.merchantPosId,
			description: data.description,
			currencyCode: data.currencyCode,
			totalAmount: total,
			buyer: data.buyer,
			products: data.products,
			method: method?.value ?? null,
			status: 'NEW',
			paymentId: String( Math.floor( 1e9 * Math.random() ) ),
			refunds: [],
			blikAttempts: 0,
		};
		orders.set( orderId, o );
		log(
			`PayU double: order ${ orderId } (${ o.extOrderId }) ${ money(
				total,
				o.currencyCode
			) } ${ o.method ?? 'any method' }`
		);
		const redirectUri = `${ baseUrl }/pay/${ orderId }`;
		return json(
			res,
			302,
			{
				status: status( 'SUCCESS' ),
				redirectUri,
				orderId,
				extOrderId: o.extOrderId,
			},
			{ Location: redirectUri }
		);
	}

	function refund( res, o, body ) {
		let data;
		try {
			data = JSON.parse( body );
		} catch {
			return json( res, 400, {
				status: status( 'ERROR_SYNTAX', 'Invalid JSON' ),
			} );
		}
		if ( o.status !== 'COMPLETED' ) {
			return json( res, 400, {
				status: status(
					'ERROR_VALUE_INVALID',
					'Order is not completed'
				),
			} );
		}
		const refunded = o.refunds.reduce( ( sum, r ) => sum + r.amount, 0 );
		const amount =
			data.refund?.amount === undefined
				? o.totalAmount - refunded
				: Number( data.refund.amount );
		if (
			! Number.isInteger( amount ) ||
			amount <= 0 ||
			amount > o.totalAmount - refunded
		) {
			return json( res, 400, {
				status: status(
					'ERROR_VALUE_INVALID',
					'Refund amount too large'
				),
			} );
		}
		const now = new Date().toISOString();
		const r = {
			refundId: String(
				5000000000 +
					o.refunds.length +
					Math.floor( Math.random() * 1e6 )
			),
			amount,
			description: data.refund?.description ?? '',
			creationDateTime: now,
			status: 'PENDING',
			statusDateTime: now,
		};
		o.refunds.push( r );
		later( async () => {
			r.status = 'FINALIZED';
			r.statusDateTime = new Date().toISOString();
			await notifyRefund( o, r );
		}, 200 );
		return json( res, 200, {
			orderId: o.orderId,
			refund: {
				refundId: r.refundId,
				extRefundId: r.refundId,
				amount: String( amount ),
				currencyCode: o.currencyCode,
				description: r.description,
				creationDateTime: now,
				status: 'PENDING',
				statusDateTime: now,
			},
			status: status( 'SUCCESS', 'Refund queued for processing' ),
		} );
	}

	// --- The payment page and the controls (plain HTTP) ---------------------------------------------------

	function page( res, o, message = '' ) {
		const methods = o.method
			? PAYU_METHODS.filter( ( p ) => p.value === o.method )
			: PAYU_METHODS.filter(
					( p ) =>
						p.status !== 'DISABLED' &&
						o.totalAmount >= p.min &&
						o.totalAmount <= p.max
			  );
		const option = ( p ) =>
			`<label class="m"><input type="radio" name="method" value="${
				p.value
			}"${ methods.length === 1 ? ' checked' : '' }> ${ escapeHtml(
				p.name
			) }</label>`;
		const blik = methods.some( ( p ) => p.value === 'blik' );
		const card = methods.some( ( p ) => p.value === 'c' );
		const html = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayU – płatność (atrapa testowa)</title><style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f5f4;color:#1b1b1b}main{max-width:30rem;margin:0 auto;padding:1rem}
h1{font-size:1.3rem}.box{background:#fff;border-radius:8px;padding:1rem;margin:0 0 1rem}.m{display:block;padding:.5rem 0}
button{font:inherit;padding:.7rem 1rem;border-radius:6px;border:1px solid #438f29;background:#438f29;color:#fff;margin:.25rem .25rem 0 0;min-height:44px}
button.secondary{background:#fff;color:#438f29}input[type=text]{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
.error{color:#a00;font-weight:600}</style></head><body><main>
<h1>PayU – atrapa płatności (test)</h1>
<div class="box"><p>${ escapeHtml(
			o.description
		) }</p><p>Do zapłaty: <strong data-testid="payu-amount">${ money(
			o.totalAmount,
			o.currencyCode
		) }</strong></p></div>
${
	message
		? `<p class="error" role="alert" data-testid="payu-error">${ escapeHtml(
				message
		  ) }</p>`
		: ''
}
<form method="post" class="box">
<fieldset><legend>Metoda płatności</legend>${ methods
			.map( option )
			.join( '' ) }</fieldset>
${
	blik
		? '<p><label>Kod BLIK <input type="text" name="blik" inputmode="numeric" autocomplete="off" maxlength="6"></label></p>'
		: ''
}
${
	card
		? '<p><label>Numer karty <input type="text" name="card" inputmode="numeric" autocomplete="off"></label></p>'
		: ''
}
<button name="action" value="pay">Zapłać</button>
<button name="action" value="cancel" class="secondary">Anuluj płatność</button>
</form></main></body></html>`;
		res.writeHead( 200, {
			'Content-Type': 'text/html; charset=utf-8',
			'Cache-Control': 'no-store',
		} );
		res.end( html );
	}

	async function payPage( req, res, orderId ) {
		const o = orders.get( orderId );
		if ( ! o ) {
			res.writeHead( 404, {
				'Content-Type': 'text/plain; charset=utf-8',
			} );
			return res.end( 'Nie ma takiego zamówienia.' );
		}
		if ( req.method === 'GET' ) {
			if ( o.status !== 'NEW' && o.status !== 'PENDING' ) {
				res.writeHead( 302, { Location: o.continueUrl } );
				return res.end();
			}
			return page( res, o );
		}
		const form = new URLSearchParams( await readBody( req ) );
		if ( o.status !== 'NEW' && o.status !== 'PENDING' ) {
			res.writeHead( 302, { Location: o.continueUrl } );
			return res.end();
		}
		if ( form.get( 'action' ) === 'cancel' ) {
			return settle( o, res, 'CANCELED', null );
		}
		const chosen = form.get( 'method' ) ?? o.method;
		if ( ! chosen ) {
			return page( res, o, 'Wybierz metodę płatności.' );
		}
		if ( chosen === 'blik' ) {
			o.status = 'PENDING';
			if ( ! BLIK_OK.test( form.get( 'blik' ) ?? '' ) ) {
				o.blikAttempts += 1;
				return page(
					res,
					o,
					'Nieprawidłowy kod BLIK. Wpisz nowy kod z aplikacji banku.'
				);
			}
		}
		if (
			chosen === 'c' &&
			( form.get( 'card' ) ?? '' ).replace( /\s/g, '' ) !== CARD_OK
		) {
			o.status = 'PENDING';
			return page( res, o, 'Bank odrzucił płatność kartą.' );
		}
		return settle( o, res, 'COMPLETED', {
			type: chosen === 'c' ? 'CARD_TOKEN' : 'PBL',
			value: chosen,
		} );
	}

	async function control( req, res, path ) {
		const body = req.method === 'POST' ? await readBody( req ) : '';
		const data = body ? JSON.parse( body ) : {};
		if ( path === 'state' ) {
			return json( res, 200, {
				config,
				orders: [ ...orders.values() ],
				notifications,
				requests,
			} );
		}
		if ( path === 'config' && req.method === 'POST' ) {
			config = { ...config, ...data };
			return json( res, 200, config );
		}
		if ( path === 'reset' && req.method === 'POST' ) {
			orders.clear();
			notifications.length = 0;
			requests.length = 0;
			config = { ...DEFAULTS };
			return json( res, 200, { ok: true } );
		}
		const m = /^orders\/([A-Z0-9]+)\/notify$/.exec( path );
		if ( m && req.method === 'POST' ) {
			return json( res, 200, await notify( m[ 1 ], data ) );
		}
		return json( res, 404, { error: 'unknown control' } );
	}

	function logo( res, value ) {
		const p = PAYU_METHODS.find( ( x ) => x.value === value );
		const label = escapeHtml( p ? p.name : value ).slice( 0, 14 );
		res.writeHead( 200, {
			'Content-Type': 'image/svg+xml',
			'Cache-Control': 'max-age=3600',
		} );
		res.end(
			`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40"><rect width="96" height="40" rx="6" fill="#f3f5f4" stroke="#438f29"/><text x="48" y="25" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1b1b1b">${ label }</text></svg>`
		);
	}

	async function browser( req, res ) {
		const url = new URL( req.url, baseUrl );
		let m;
		try {
			if ( ( m = /^\/pay\/([A-Z0-9]+)$/.exec( url.pathname ) ) ) {
				return await payPage( req, res, m[ 1 ] );
			}
			if ( ( m = /^\/__double\/(.+)$/.exec( url.pathname ) ) ) {
				return await control( req, res, m[ 1 ] );
			}
			if ( ( m = /^\/logo\/([a-z]+)\.svg$/.exec( url.pathname ) ) ) {
				return logo( res, m[ 1 ] );
			}
		} catch ( error ) {
			return json( res, 500, { error: error.message } );
		}
		res.writeHead( 404, { 'Content-Type': 'text/plain' } );
		res.end( 'Not found' );
	}

	const inner = createServer( ( req, res ) => {
		api( req, res ).catch( ( error ) =>
			json( res, 500, {
				status: status( 'ERROR_INTERNAL', error.message ),
			} )
		);
	} );
	const server = createServer( browser );
	server.on( 'connect', ( req, socket ) => {
		const [ host, portPart ] = req.url.split( ':' );
		if ( ! PAYU_API_HOSTS.includes( host ) || portPart !== '443' ) {
			log( `PayU double: refused CONNECT ${ req.url } (not PayU's API)` );
			socket.end( 'HTTP/1.1 403 Forbidden\r\n\r\n' );
			return;
		}
		if ( config.down ) {
			socket.end( 'HTTP/1.1 503 Service Unavailable\r\n\r\n' );
			return;
		}
		socket.write( 'HTTP/1.1 200 Connection Established\r\n\r\n' );
		const tls = new TLSSocket( socket, { isServer: true, secureContext } );
		tls.on( 'error', () => socket.destroy() );
		inner.emit( 'connection', tls );
	} );
	await new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', resolve );
	} );
	const actual = server.address().port;
	baseUrl = `http://127.0.0.1:${ actual }`;
	log(
		`PayU double on ${ baseUrl } (proxy for ${ PAYU_API_HOSTS.join(
			', '
		) })`
	);
	return {
		url: baseUrl,
		port: actual,
		credentials,
		stop: () =>
			new Promise( ( resolve ) => {
				for ( const t of timers ) {
					clearTimeout( t );
				}
				server.closeAllConnections?.();
				server.close( () => resolve() );
			} ),
	};
}

// `node scripts/lib/payu-double.mjs --serve '{json}'`: the child startPayuDouble() runs.
if (
	process.argv[ 1 ] === fileURLToPath( import.meta.url ) &&
	process.argv[ 2 ] === '--serve'
) {
	const options = JSON.parse( process.argv[ 3 ] ?? '{}' );
	const served = await servePayuDouble( {
		...options,
		log: ( line ) => process.stdout.write( `${ line }\n` ),
	} );
	process.stdout.write(
		`PAYU_DOUBLE_READY ${ JSON.stringify( {
			url: served.url,
			port: served.port,
			credentials: served.credentials,
		} ) }\n`
	);
	const quit = () => served.stop().then( () => process.exit( 0 ) );
	process.on( 'SIGTERM', quit );
	process.on( 'SIGINT', quit );
}
