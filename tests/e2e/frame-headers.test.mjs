/**
 * Storefront pages cannot be framed by other sites: real HTTP answers of every storefront address
 * (the 404 page included) carry X-Frame-Options: SAMEORIGIN and a Content-Security-Policy with
 * frame-ancestors 'self'; a page framed by the same site (the editor's preview) still loads.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, launchBrowser } from './support.mjs';

const ADDRESSES = {
	'/': 200,
	'/sklep': 200,
	'/sklep/category/pielegnacja-twarzy': 200,
	'PRODUCT': 200,
	'/sklep/product/999999999': 404,
	'/checkout': 200,
	'/zamowienie/1?key=wc_order_x': 404,
	'/profil': 200,
	'/kontakt': 200,
	'/reset_hasla': 200,
	'/regulamin': 200,
	'/polityka-zwrotow': 200,
	'/polityka-prywatnosci': 200,
	'/odstapienie-od-umowy': 200,
	'/nie-ma-takiej-strony': 404,
};

test( 'every storefront address forbids framing by other sites', async () => {
	// A product that exists: the first the Store API lists (unknown ids are 404s).
	const [ first ] = await ( await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=1` ) ).json();
	for ( const [ key, status ] of Object.entries( ADDRESSES ) ) {
		const path = key === 'PRODUCT' ? `/sklep/product/${ first.id }` : key;
		const response = await fetch( BASE_URL + path, { redirect: 'manual' } );
		assert.equal( response.status, status, path );
		assert.equal( response.headers.get( 'x-frame-options' ), 'SAMEORIGIN', path );
		assert.match( response.headers.get( 'content-security-policy' ) ?? '', /(^|[;,]\s*)frame-ancestors 'self'/, path );
	}
} );

test( 'the same site may still frame the storefront; another origin may not', async () => {
	const { browser, close } = await launchBrowser();
	try {
		const page = await browser.newPage();
		// Same origin: a page of the shop framing the storefront (what the editor's preview does).
		await page.goto( `${ BASE_URL }/wp-login.php`, { waitUntil: 'domcontentloaded' } );
		const same = await page.evaluate( async ( url ) => {
			const frame = document.createElement( 'iframe' );
			frame.src = url;
			document.body.append( frame );
			await new Promise( ( resolve ) => frame.addEventListener( 'load', resolve ) );
			return frame.contentDocument?.querySelector( '#cosmetics-storefront' ) !== null;
		}, `${ BASE_URL }/sklep` );
		assert.equal( same, true, 'the storefront loads in a frame of the same site' );

		// Another origin (localhost vs 127.0.0.1 is another origin): the browser refuses the frame.
		const other = BASE_URL.replace( '127.0.0.1', 'localhost' );
		assert.notEqual( other, BASE_URL );
		const blocked = [];
		page.on( 'console', ( message ) => blocked.push( message.text() ) );
		await page.setContent( `<iframe id="f" src="${ other }/sklep"></iframe>` );
		await page.waitForTimeout( 1500 );
		const frame = page.frames().find( ( f ) => f.url().startsWith( other ) );
		const loaded = frame ? await frame.evaluate( () => document.querySelector( '#cosmetics-storefront' ) !== null ).catch( () => false ) : false;
		assert.equal( loaded, false, `another origin framed the storefront (${ blocked.join( ' | ' ) })` );
	} finally {
		await close();
	}
} );
