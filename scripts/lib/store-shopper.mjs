/**
 * A shopper on the local shop's Store API, calling it as the storefront does: the Cart-Token and the
 * Store API Nonce of every answer go with the next call, and a storefront token (JWT) when logged in.
 * Used by the checkout benchmark and the E2E tests of checkout races.
 */

export const ADDRESS = { first_name: 'Jan', last_name: 'Testowy', company: '', address_1: 'ul. Testowa 1', address_2: '', city: 'Warszawa', state: '', postcode: '00-950', country: 'PL', phone: '500600700' };

/** A Store API checkout body; `extensions` is the plugin's checkout data (company, NIP, locker). */
export const checkoutPayload = ( extensions, email = 'test@example.com' ) => ( {
	billing_address: { ...ADDRESS, email },
	shipping_address: ADDRESS,
	payment_method: 'bacs',
	customer_note: '',
	...( extensions ? { extensions: { 'cosmetics-storefront': extensions } } : {} ),
} );

/**
 * @param {string} baseUrl
 * @param {{ jwt?: string, headers?: object }} [o] jwt: a storefront token, sent as Authorization: Bearer;
 *   headers: sent with every call (the cluster tests pin a web node with X-Cosmetics-Node)
 */
export function shopper( baseUrl, { jwt, headers: always = {} } = {} ) {
	let cartToken = null;
	let nonce = null;
	let calls = 0;
	/**
	 * @param {{ withCartToken?: boolean, named?: string }} [o] withCartToken false: leave the Cart-Token out
	 *   (a logged-in cart is the user's anyway); named: how the URL names the route — 'path' (/wp-json/…,
	 *   the default), 'query' (/?rest_route=…) or 'index' (/index.php?rest_route=…); headers: this call's own
	 */
	const call = async ( method, path, body, { withCartToken = true, named = 'path', headers = {} } = {} ) => {
		calls++;
		const started = performance.now();
		const route = `/wc/store/v1${ path }`;
		const url = { path: `${ baseUrl }/wp-json${ route }`, query: `${ baseUrl }/?rest_route=${ route }`, index: `${ baseUrl }/index.php?rest_route=${ route }` }[ named ];
		const response = await fetch( url, {
			method,
			headers: {
				'Content-Type': 'application/json',
				...always,
				...headers,
				...( cartToken && withCartToken ? { 'Cart-Token': cartToken } : {} ),
				...( nonce ? { Nonce: nonce } : {} ),
				...( jwt ? { Authorization: `Bearer ${ jwt }` } : {} ),
			},
			body: body ? JSON.stringify( body ) : undefined,
		} );
		const ms = performance.now() - started;
		cartToken = response.headers.get( 'Cart-Token' ) ?? cartToken;
		nonce = response.headers.get( 'Nonce' ) ?? nonce;
		const data = await response.json().catch( () => null );
		return { status: response.status, data, ms };
	};
	return { call, calls: () => calls, reset: () => ( calls = 0 ) };
}

/** A shopper whose cart holds one of the product, shipped by `rateMethod`, with `coupon` applied. */
export async function cartWith( baseUrl, productId, { rateMethod = 'flat_rate', jwt, coupon, headers } = {} ) {
	const s = shopper( baseUrl, { jwt, headers } );
	await s.call( 'GET', '/cart' );
	const added = await s.call( 'POST', '/cart/add-item', { id: productId, quantity: 1 } );
	if ( added.status !== 201 ) {
		throw new Error( `add-item ${ added.status }: ${ added.data?.message }` );
	}
	const rate = added.data.shipping_rates[ 0 ].shipping_rates.find( ( r ) => r.method_id === rateMethod );
	if ( ! rate.selected ) {
		await s.call( 'POST', '/cart/select-shipping-rate', { package_id: 0, rate_id: rate.rate_id } );
	}
	if ( coupon ) {
		const applied = await s.call( 'POST', '/cart/apply-coupon', { code: coupon } );
		if ( applied.status !== 200 ) {
			throw new Error( `apply-coupon ${ applied.status }: ${ applied.data?.message }` );
		}
	}
	return s;
}

/** How a logged-in shopper's simultaneous submits name the cart. */
export const LOGGED_IN_MIXES = {
	'JWT + Cart-Token': () => true,
	'JWT alone': () => false,
	mixed: ( i ) => i % 2 === 0,
};

/**
 * `rounds` rounds of `parallel` simultaneous checkout submits of one logged-in cart, the Cart-Token
 * sent or not as `mix` says. @returns {Promise<Array<{ ok: number, statuses: number[] }>>}
 */
export async function loggedInSubmits( baseUrl, { productId, jwt, email, mix, rounds, parallel } ) {
	const results = [];
	for ( let round = 0; round < rounds; round++ ) {
		const s = await cartWith( baseUrl, productId, { jwt } );
		const answers = await Promise.all(
			Array.from( { length: parallel }, ( _, i ) => s.call( 'POST', '/checkout', checkoutPayload( null, email ), { withCartToken: LOGGED_IN_MIXES[ mix ]( i ) } ) )
		);
		results.push( { ok: answers.filter( ( a ) => a.status === 200 ).length, statuses: answers.map( ( a ) => a.status ), messages: answers.filter( ( a ) => a.status !== 200 ).map( ( a ) => a.data?.message ) } );
	}
	return results;
}

/**
 * `parallel` guests, each with the coupon in its own cart, submit at once. `headers(i)`: the i-th
 * guest's own headers (the cluster tests spread them over the web nodes).
 */
export async function couponRace( baseUrl, { productId, coupon, parallel, headers = () => ( {} ) } ) {
	const carts = await Promise.all( Array.from( { length: parallel }, ( _, i ) => cartWith( baseUrl, productId, { coupon, headers: headers( i ) } ) ) );
	const answers = await Promise.all( carts.map( ( s, i ) => s.call( 'POST', '/checkout', checkoutPayload( null, `race${ i }@example.com` ) ) ) );
	return {
		ok: answers.filter( ( a ) => a.status === 200 ).length,
		refused: answers.filter( ( a ) => a.status !== 200 ).map( ( a ) => `${ a.status } ${ a.data?.message }` ),
	};
}

/**
 * The shop's top-level category with the most products, by what it is (benchmarks measure its page):
 * WooCommerce's catch-all category ("Bez kategorii", which test fixtures fill) left out.
 */
export async function topCategory( baseUrl ) {
	const categories = await ( await fetch( `${ baseUrl }/wp-json/wc/store/v1/products/categories?per_page=100` ) ).json();
	const found = categories
		.filter( ( c ) => c.parent === 0 && c.count > 0 && ! [ 'uncategorized', 'bez-kategorii' ].includes( c.slug ) )
		.sort( ( a, b ) => b.count - a.count )[ 0 ];
	if ( ! found ) {
		throw new Error( `${ baseUrl }: no top-level category with products.` );
	}
	return found;
}
