/**
 * Shared setup of the E2E tests: Debian's Chromium driven by playwright-core (never a downloaded
 * browser), the local shop's URL, screenshots under test-results/e2e/.
 */
import { mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8888';
export const SCREENSHOTS = resolve( 'test-results/e2e' );
export const VIEWPORTS = {
	desktop: { width: 1280, height: 900 },
	phone: { width: 390, height: 844 },
};

/** Playwright gives every launch a fresh, temporary --user-data-dir of its own (it refuses ours). */
export async function launchBrowser() {
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--headless',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			// Only this machine answers: any other host fails at once, whatever the network does (a
			// machine whose DNS hangs would otherwise hold every page with an avatar or emoji image).
			'--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
		],
	} );
	mkdirSync( SCREENSHOTS, { recursive: true } );
	return {
		browser,
		close: () => browser.close(),
	};
}

/** Records the REST requests a page makes (wp-json), to check what the first render costs. */
export function recordRestRequests( page ) {
	const requests = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/wp-json/' ) || request.url().includes( 'rest_route=' ) ) {
			requests.push( `${ request.method() } ${ request.url() }` );
		}
	} );
	return requests;
}

export async function screenshot( page, name ) {
	await page.screenshot( { path: join( SCREENSHOTS, `${ name }.png` ), fullPage: true } );
}

/** A new page of `context` at the checkout with the product (its id) in the cart; its page errors are recorded in `errors`. */
export async function atCheckout( context, productId ) {
	const page = await context.newPage();
	const errors = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await page.goto( `${ BASE_URL }/sklep/product/${ productId }`, { waitUntil: 'domcontentloaded' } );
	await page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click();
	await page.getByRole( 'button', { name: 'Przejdź do płatności' } ).click();
	await page.waitForURL( /\/checkout$/ );
	return { page, errors };
}

export const ADMIN = { user: process.env.E2E_ADMIN_USER ?? 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'admin' };

/** Logs `page` in through wp-login.php (cookies stay in its context); `baseUrl` for another site than the shop. */
export async function logIn( page, user, password, baseUrl = BASE_URL ) {
	await page.goto( `${ baseUrl }/wp-login.php`, { waitUntil: 'domcontentloaded' } );
	// wp-login.php focuses and selects the user name 200 ms after it loads (wp_attempt_focus): a password
	// typed before that replaced the user name and the form went without one (E2E_ADMIN's is 'admin').
	await page.waitForFunction( () => document.activeElement?.id === 'user_login' );
	await page.fill( '#user_login', user );
	await page.fill( '#user_pass', password );
	if ( await page.inputValue( '#user_login' ) !== user || await page.inputValue( '#user_pass' ) !== password ) {
		throw new Error( 'wp-login.php: the form did not keep what was typed' );
	}
	// The redirect's answer carries the cookies: the page it leads to (wp-admin's dashboard, heavy on a
	// fresh site) need not finish loading.
	await Promise.all( [ page.waitForURL( ( url ) => ! url.pathname.endsWith( '/wp-login.php' ), { waitUntil: 'commit' } ), page.click( '#wp-submit' ) ] );
}

/** wp-admin screenshots the staff issues ask for: 1440 px wide. */
export const WIDE = { width: 1440, height: 900 };

/** A browser session with one page (desktop unless said) logged in as the shop's admin (wp-admin tests). */
export async function adminSession( viewport = VIEWPORTS.desktop ) {
	const session = await launchBrowser();
	const context = await session.browser.newContext( { viewport } );
	const page = await context.newPage();
	recordTrouble( page );
	try {
		await logIn( page, ADMIN.user, ADMIN.password );
	} catch ( error ) {
		// The caller gets no session to close: a browser left open kept the test file alive to its timeout.
		await session.close();
		throw error;
	}
	return { session, page };
}

const troubles = new WeakMap();

/**
 * Starts recording what goes wrong on `page`: page errors, console errors, failed requests and HTTP
 * answers ≥ 400. explained() adds them to a failing test's error.
 */
export function recordTrouble( page ) {
	if ( ! troubles.has( page ) ) {
		const seen = [];
		troubles.set( page, seen );
		page.on( 'pageerror', ( error ) => seen.push( `page error: ${ error.message }` ) );
		page.on( 'console', ( message ) => message.type() === 'error' && seen.push( `console: ${ message.text() }` ) );
		page.on( 'requestfailed', ( request ) => seen.push( `request failed: ${ request.url() } (${ request.failure()?.errorText })` ) );
		page.on( 'response', ( response ) => response.status() >= 400 && seen.push( `HTTP ${ response.status() }: ${ response.url() }` ) );
		page.on( 'framenavigated', ( frame ) => frame === page.mainFrame() && seen.push( `page: ${ frame.url() }` ) );
	}
	return troubles.get( page );
}

/** What a wp-admin page tells about its scripts (evaluated in the page). */
function scriptState() {
	return {
		readyState: document.readyState,
		jquery: window.jQuery?.fn?.jquery ?? null,
		woocommerce_admin: typeof window.woocommerce_admin,
		scripts: [ ...document.scripts ].map( ( s ) => s.src.replace( location.origin, '' ) ).filter( ( src ) => /load-scripts|woocommerce\/assets\/js\/admin|cosmetics-storefront/.test( src ) ),
	};
}

/**
 * A test body whose failure says what the page saw: the error gets the last 40 things recorded by
 * recordTrouble() and the page's script state (a CI machine's failure explains itself).
 * @param {() => import('playwright-core').Page} pageOf the page (it may be created in before()).
 */
export function explained( pageOf, body ) {
	return async ( t ) => {
		try {
			await body( t );
		} catch ( error ) {
			const page = pageOf();
			const seen = page ? recordTrouble( page ).slice( -40 ) : [];
			const state = page ? await page.evaluate( scriptState ).catch( ( e ) => e.message ) : null;
			error.message += `\n--- what the page saw (last ${ seen.length }):\n${ seen.join( '\n' ) }\n--- page state: ${ JSON.stringify( state ) }`;
			throw error;
		}
	};
}

/** Starts summing layout shifts (Chromium's Layout Instability API) before the page loads. */
export async function watchLayoutShifts( page ) {
	await page.addInitScript( () => {
		window.__layoutShift = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				if ( ! entry.hadRecentInput ) {
					window.__layoutShift += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

/** The layout shift summed so far by watchLayoutShifts(). */
export const layoutShift = ( page ) => page.evaluate( () => window.__layoutShift );

/**
 * The storefront's configuration in a page's HTML (the JSON data block printed before the bundle,
 * includes/Storefront/Assets.php), parsed; null when the page has none.
 */
export function pageConfig( html ) {
	const block = /<script\b(?=[^>]*\btype="application\/json")[^>]*\bid="cosmetics-storefront-config"[^>]*>(.*?)<\/script>/s.exec( html );
	return block ? JSON.parse( block[ 1 ] ) : null;
}

/** Where the local shop writes the mails it sends (scripts/site/mu-plugins/cosmetics-dev-site.php). */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? resolve( '.site/mail' );

/**
 * The storefront link to $path in a captured mail: the mails are WooCommerce e-mails (HTML, the link
 * an <a href>, & written &amp;); a plain-text one (the shop may switch the type) has it bare.
 */
export function linkInMail( mail, path ) {
	const escaped = path.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
	const href = mail.match( new RegExp( `href="(https?://[^"]*${ escaped }[^"]*)"` ) );
	const link = href ? href[ 1 ] : mail.match( new RegExp( `(https?://\\S+${ escaped }\\S*)` ) )?.[ 1 ];
	if ( ! link ) {
		throw new Error( `no ${ path } link in the mail` );
	}
	return link.replaceAll( '&amp;', '&' ).replaceAll( '&#038;', '&' );
}

/** The newest captured mail to $to whose text matches $pattern, written since $since (waits up to 10 s). */
export async function mailTo( to, pattern, since ) {
	for ( let i = 0; i < 50; i++ ) {
		const files = readdirSync( MAIL_DIR )
			.filter( ( f ) => f.endsWith( '.eml' ) )
			.map( ( f ) => join( MAIL_DIR, f ) )
			.filter( ( f ) => statSync( f ).mtimeMs >= since - 1000 )
			.sort( ( a, b ) => statSync( b ).mtimeMs - statSync( a ).mtimeMs );
		for ( const file of files ) {
			const text = readFileSync( file, 'utf8' );
			if ( text.includes( `To: ${ to }` ) && pattern.test( text ) ) {
				return text;
			}
		}
		await new Promise( ( r ) => setTimeout( r, 200 ) );
	}
	throw new Error( `no mail to ${ to } matching ${ pattern }` );
}

/** The app has rendered over the server's markup: React's shell (no cs-app--server) with its cart button. */
export const appTookOver = ( page ) => page.locator( '#cosmetics-storefront > .cs-app:not(.cs-app--server) .cs-navbar__actions button' ).first().waitFor( { state: 'attached' } );

/**
 * The items of the cart the app's stored Cart-Token names, as the Store API answers it: [{ id, name,
 * quantity }] (a variation's id is its own), or null when the app has no cart.
 */
export async function appCartItems( page ) {
	return page.evaluate( async () => {
		const token = localStorage.getItem( 'cosmetics_cart_token' );
		if ( ! token ) return null;
		const response = await fetch( '/wp-json/wc/store/v1/cart', { headers: { 'Cart-Token': token }, credentials: 'omit' } );
		const cart = await response.json();
		return cart.items.map( ( item ) => ( { id: item.id, name: item.name, quantity: item.quantity } ) );
	} );
}

/** Holds $page's bundle download until the returned function is called: the server's first screen is all there is. */
export async function holdBundle( page ) {
	let release;
	const released = new Promise( ( resolve ) => ( release = resolve ) );
	await page.route( /\/build\/storefront\.js/, async ( route ) => {
		await released;
		await route.continue().catch( () => undefined ); // The page that asked may have gone on meanwhile.
	} );
	return release;
}

/**
 * Opens a product's edit screen in wp-admin and waits until WooCommerce's product script has run (evaluated
 * in the page): it binds the product type select, shows the type's panels (a simple product's pricing
 * group is hidden as served) and opens the first tab, which undoes a click on another tab made before.
 */
export async function openProductEditor( page, id ) {
	await page.goto( `${ BASE_URL }/wp-admin/post.php?post=${ id }&action=edit` );
	await page.waitForFunction( () => {
		const select = document.querySelector( '#product-type' );
		const $ = window.jQuery;
		if ( ! select || ! $?._data( select, 'events' )?.change ) {
			return false;
		}
		return select.value !== 'simple' || $( '#general_product_data .options_group.pricing:visible' ).length > 0;
	} );
}
