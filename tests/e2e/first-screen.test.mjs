/**
 * Speed: what the first screen loads, kept by a browser (no timing asserted).
 *
 * - /sklep and a product page at 390 and 1280 px: the head preloads exactly the photo the first screen
 *   opens with (`<link rel="preload" as="image" imagesrcset … imagesizes … fetchpriority="high">`); the
 *   server's <img> and the app's, after it took over, have the same src, srcset and sizes and show the
 *   same file, fetched once; the list's first cards load at once, later ones lazily.
 * - WooCommerce's order attribution still records where a guest came from: landing on a product page with
 *   utm_* parameters, its scripts are requested only after the page's `load` event (they are no part of
 *   the first render), and the order the guest places through the storefront carries the source
 *   (`_wc_order_attribution_source_type` utm, utm_source, utm_medium) as WooCommerce's own checkout would.
 *
 * The product: a simple, purchasable, in-stock product with a photo from the Store API (never a demo id).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, VIEWPORTS, appTookOver, holdBundle, launchBrowser, screenshot } from './support.mjs';

let session;
let product;
before( async () => {
	session = await launchBrowser();
	const products = await ( await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=50&type=simple&stock_status=instock` ) ).json();
	product = products.find( ( p ) => p.is_purchasable && ! p.is_on_backorder && p.low_stock_remaining === null && p.images.length && Number( p.prices.price ) > 0 );
	assert.ok( product, 'the shop lists an in-stock simple product with a photo' );
} );
after( async () => {
	await session?.close();
} );

/** src, srcset and sizes of the first <img> matching $selector in $root (a page or the server's HTML). */
const imgAttributes = ( page, selector ) => page.locator( selector ).first().evaluate( ( img ) => ( {
	src: img.getAttribute( 'src' ),
	srcset: img.getAttribute( 'srcset' ),
	sizes: img.getAttribute( 'sizes' ),
	loading: img.getAttribute( 'loading' ),
	currentSrc: img.currentSrc,
} ) );

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	describe( `the first screen's photo on ${ device } (${ viewport.width } px)`, () => {
		test( '/sklep and a product page preload the photo they open with; the app shows the same file, fetched once', async () => {
			const context = await session.browser.newContext( { viewport } );
			try {
				for ( const [ path, selector ] of [ [ '/sklep', '.cs-grid .cs-card__media img' ], [ `/sklep/product/${ product.id }`, '.cs-gallery__stage img.is-current' ] ] ) {
					// Without JavaScript: the server's markup as it is.
					const bare = await session.browser.newContext( { viewport, javaScriptEnabled: false } );
					const serverPage = await bare.newPage();
					await serverPage.goto( `${ BASE_URL }${ path }`, { waitUntil: 'load' } );
					const preloads = await serverPage.locator( 'head link[rel="preload"][as="image"]' ).evaluateAll( ( links ) => links.map( ( l ) => ( {
						href: l.href, imagesrcset: l.getAttribute( 'imagesrcset' ), imagesizes: l.getAttribute( 'imagesizes' ), fetchpriority: l.getAttribute( 'fetchpriority' ),
					} ) ) );
					const server = await imgAttributes( serverPage, selector );
					if ( path === '/sklep' ) {
						const loading = await serverPage.locator( '.cs-grid .cs-card__media img' ).evaluateAll( ( imgs ) => imgs.map( ( img ) => img.getAttribute( 'loading' ) ) );
						assert.deepEqual( loading.slice( 0, 4 ), [ 'eager', 'eager', 'eager', 'eager' ], '/sklep: the first screen\'s cards load at once' );
						assert.ok( loading.length <= 4 || loading.slice( 4 ).every( ( l ) => l === 'lazy' ), '/sklep: the others lazily' );
					}
					await bare.close();
					assert.equal( preloads.length, 1, `${ path }: one image preload` );
					assert.deepEqual( preloads[ 0 ], { href: new URL( server.src, BASE_URL ).href, imagesrcset: server.srcset, imagesizes: server.sizes, fetchpriority: 'high' }, `${ path }: the preload is the photo's src, srcset and sizes` );
					assert.ok( server.srcset, `${ path }: the server's photo has a srcset` );

					// With JavaScript: the app's photo is the server's, the file fetched once.
					const page = await context.newPage();
					const fetched = [];
					page.on( 'request', ( request ) => request.resourceType() === 'image' && fetched.push( request.url() ) );
					await page.goto( `${ BASE_URL }${ path }`, { waitUntil: 'load' } );
					await appTookOver( page );
					const app = await imgAttributes( page, selector );
					await page.locator( selector ).first().evaluate( ( img ) => img.decode() );
					assert.deepEqual( { src: new URL( app.src, BASE_URL ).href, srcset: app.srcset, sizes: app.sizes }, { src: new URL( server.src, BASE_URL ).href, srcset: server.srcset, sizes: server.sizes }, `${ path }: the app draws the server's photo` );
					const shown = await page.locator( selector ).first().evaluate( ( img ) => img.currentSrc );
					assert.equal( fetched.filter( ( url ) => url === shown ).length, 1, `${ path }: ${ shown } fetched once (${ fetched.join( ', ' ) })` );
					if ( path === '/sklep' ) {
						await screenshot( page, `47-first-screen-shop-${ device }` );
					}
					await page.close();
				}
			} finally {
				await context.close();
			}
		} );
	} );
}

for ( const [ label, viewport, scale ] of [ [ 'phone 2x', VIEWPORTS.phone, 2 ], [ 'desktop 1x', VIEWPORTS.desktop, 1 ] ] ) {
	test( `${ label }: each card photo of /sklep and / is fetched in one size (the server's cards choose as the app's do)`, async () => {
		const context = await session.browser.newContext( { viewport, deviceScaleFactor: scale } );
		try {
			for ( const [ path, cards, count ] of [ [ '/sklep', '.cs-grid .cs-card', 50 ], [ '/', '.cs-home-card', 6 ] ] ) {
				const page = await context.newPage();
				const fetched = [];
				page.on( 'request', ( request ) => request.resourceType() === 'image' && request.url().includes( '/wp-content/uploads/' ) && fetched.push( new URL( request.url() ).pathname ) );
				await page.goto( `${ BASE_URL }${ path }`, { waitUntil: 'load' } );
				await appTookOver( page );
				await page.locator( `.cs-app:not(.cs-app--server) ${ cards }` ).nth( count - 1 ).waitFor( { state: 'attached' } );
				await page.waitForLoadState( 'networkidle' );
				// One photo at two sizes (name-300x300.jpg and name-600x600.jpg): the server's choice, then the app's.
				const sizes = new Map();
				for ( const url of fetched ) {
					const photo = url.replace( /-\d+x\d+(\.\w+)$/, '$1' );
					sizes.set( photo, new Set( [ ...( sizes.get( photo ) ?? [] ), url ] ) );
				}
				const twice = [ ...sizes.values() ].filter( ( urls ) => urls.size > 1 ).map( ( urls ) => [ ...urls ].join( ' + ' ) );
				assert.ok( fetched.length >= 4, `${ path }: photos were fetched (${ fetched.length })` );
				assert.deepEqual( twice, [], `${ path }: no photo fetched in two sizes` );
				await page.close();
			}
		} finally {
			await context.close();
		}
	} );
}

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	test( `${ device }: a reload in the middle of /sklep keeps the same cards on screen, on the server's page and when the app takes over`, async () => {
		const context = await session.browser.newContext( { viewport } );
		try {
			const page = await context.newPage();
			await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'load' } );
			await appTookOver( page );
			await page.locator( '.cs-grid .cs-card' ).nth( 49 ).waitFor( { state: 'attached' } );
			await page.evaluate( () => window.scrollTo( 0, 3000 ) );
			// The card at the top of the window, and where it is.
			const onScreen = () => page.evaluate( () => {
				const cards = [ ...document.querySelectorAll( '.cs-grid .cs-card' ) ];
				const card = cards.find( ( c ) => c.getBoundingClientRect().top >= 0 );
				return card ? { name: card.querySelector( '.cs-card__title' ).textContent, top: Math.round( card.getBoundingClientRect().top ) } : null;
			} );
			const before = await onScreen();
			assert.ok( before, 'a card is on screen' );
			// The server's page, the bundle held: the browser puts it back where it was, the same card there.
			const release = await holdBundle( page );
			await page.reload( { waitUntil: 'commit' } );
			await page.locator( '.cs-app--server .cs-grid .cs-card' ).nth( 49 ).waitFor( { state: 'attached' } );
			await page.waitForFunction( () => window.scrollY > 0 );
			await page.evaluate( () => new Promise( ( resolve ) => requestAnimationFrame( () => requestAnimationFrame( resolve ) ) ) );
			const onServers = await onScreen();
			assert.ok( onServers.name === before.name && Math.abs( onServers.top - before.top ) <= 2, `the server's page shows "${ before.name }" at ${ before.top } px (shows "${ onServers.name }" at ${ onServers.top })` );
			release();
			await appTookOver( page );
			await page.locator( '.cs-grid .cs-card' ).nth( 49 ).waitFor( { state: 'attached' } );
			// Two frames: the app's list is laid out.
			await page.evaluate( () => new Promise( ( resolve ) => requestAnimationFrame( () => requestAnimationFrame( resolve ) ) ) );
			const card = page.locator( '.cs-grid .cs-card', { has: page.locator( '.cs-card__title', { hasText: before.name } ) } ).first();
			const top = await card.evaluate( ( el ) => Math.round( el.getBoundingClientRect().top ) );
			assert.ok( Math.abs( top - before.top ) <= 2, `"${ before.name }" stays at ${ before.top } px from the window's top after the reload (now ${ top })` );
		} finally {
			await context.close();
		}
	} );
}

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	test( `${ device }: text typed into the server's search box before the app takes over stays, with the focus`, async () => {
		const context = await session.browser.newContext( { viewport } );
		try {
			const page = await context.newPage();
			// The bundle waits until the shopper has typed: the server's first screen is all there is.
			const release = await holdBundle( page );
			// Not 'domcontentloaded': it waits for the (deferred) bundle.
			await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'commit' } );
			const serverBox = page.locator( '.cs-app--server #cs-server-search' );
			await serverBox.click();
			await page.keyboard.type( 'krem' );
			release();
			await appTookOver( page );
			const box = page.locator( '.cs-app:not(.cs-app--server) .cs-search__input' );
			assert.equal( await box.inputValue(), 'krem' );
			assert.ok( await box.evaluate( ( el ) => el === document.activeElement ), 'the app\'s search box has the focus' );
			// Typing goes on where it was, and Enter searches for all of it.
			await page.keyboard.type( ' do' );
			assert.equal( await box.inputValue(), 'krem do' );
			await page.keyboard.press( 'Enter' );
			await page.waitForURL( /[?&]search=krem(\+|%20)do/ );
		} finally {
			await context.close();
		}
	} );
}

test( 'on a tall window the app takes over every card the server showed at once (no row blanked for a moment)', async () => {
	const context = await session.browser.newContext( { viewport: { width: 1280, height: 1600 } } );
	try {
		const page = await context.newPage();
		// The number of list cards with a photo inside the window, each time it changes, frame by frame.
		await page.addInitScript( () => {
			window.csCardsOnScreen = [];
			const count = () => {
				const shown = [ ...document.querySelectorAll( '.cs-grid > li' ) ].filter( ( card ) => {
					const box = card.getBoundingClientRect();
					return box.top < window.innerHeight && box.bottom > 0 && card.querySelector( 'img' );
				} ).length;
				if ( window.csCardsOnScreen.at( -1 ) !== shown ) {
					window.csCardsOnScreen.push( shown );
				}
				if ( ! document.querySelector( '.cs-app:not(.cs-app--server) .cs-grid > li:nth-child(50)' ) ) {
					requestAnimationFrame( count );
				}
			};
			requestAnimationFrame( count );
		} );
		await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'load' } );
		await appTookOver( page );
		await page.locator( '.cs-grid > li' ).nth( 49 ).waitFor( { state: 'attached' } );
		const counts = await page.evaluate( () => window.csCardsOnScreen );
		const most = Math.max( ...counts );
		assert.ok( most > 6, `the window shows more than one step of cards: ${ counts }` );
		assert.deepEqual( counts.slice( counts.indexOf( most ) ), [ most ], `once all ${ most } were there, none went away: ${ counts }` );
	} finally {
		await context.close();
	}
} );

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	test( `${ device }: the app's scripts and prefetches are fetched only once the first screen is on screen`, async () => {
		const context = await session.browser.newContext( { viewport } );
		try {
			for ( const [ path, photo ] of [ [ '/sklep', true ], [ `/sklep/product/${ product.id }`, true ], [ '/regulamin', false ] ] ) {
				const page = await context.newPage();
				// When the browser presented the first screen: its photo (Element Timing), else its first text.
				await page.addInitScript( () => {
					window.csFirstScreen = [];
					new PerformanceObserver( ( list ) => window.csFirstScreen.push( ...list.getEntries().map( ( e ) => ( { type: e.entryType, name: e.name, id: e.identifier, at: e.renderTime || e.startTime } ) ) ) )
						.observe( { type: 'element', buffered: true } );
					new PerformanceObserver( ( list ) => window.csFirstScreen.push( ...list.getEntries().map( ( e ) => ( { type: e.entryType, name: e.name, at: e.startTime } ) ) ) )
						.observe( { type: 'paint', buffered: true } );
				} );
				await page.goto( `${ BASE_URL }${ path }`, { waitUntil: 'load' } );
				await appTookOver( page );
				await page.waitForFunction( () => document.querySelectorAll( 'link[rel="prefetch"]' ).length > 0 );
				const { shown, files } = await page.evaluate( ( wantPhoto ) => {
					const entry = window.csFirstScreen.find( ( e ) => ( wantPhoto ? e.id === 'cs-first-screen' : e.name === 'first-contentful-paint' ) );
					const names = [ ...document.querySelectorAll( 'script[src], link[rel="prefetch"]' ) ].map( ( el ) => el.src || el.href )
						.filter( ( url ) => /\/build\/|\/wp-includes\/js\/dist\//.test( url ) );
					return { shown: entry?.at, files: names.map( ( url ) => [ url, performance.getEntriesByName( url )[ 0 ]?.startTime ] ) };
				}, photo );
				assert.ok( shown > 0, `${ path }: the first screen was reported on screen` );
				for ( const name of [ '/build/storefront.js', 'react-dom', '/build/account-dialogs.js' ] ) {
					assert.ok( files.some( ( [ url ] ) => url.includes( name ) ), `${ path }: ${ name } was loaded: ${ files.map( ( [ url ] ) => url ).join( ', ' ) }` );
				}
				for ( const [ url, start ] of files ) {
					assert.ok( start >= shown, `${ path }: ${ url } requested at ${ start } ms, after the first screen at ${ shown } ms` );
				}
				await page.close();
			}
		} finally {
			await context.close();
		}
	} );
}

test( 'a first photo that stalls does not hold the app: it takes over all the same', async () => {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.phone } );
	try {
		const page = await context.newPage();
		// The first card's photo (the one the loader waits for) never answers.
		const html = await ( await fetch( `${ BASE_URL }/sklep` ) ).text();
		const photo = html.match( /<img src="([^"]+)"[^>]*elementtiming="cs-first-screen"/ )?.[ 1 ];
		assert.ok( photo, 'the first card\'s photo is marked' );
		await page.route( ( url ) => url.pathname === photo, () => {} );
		await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'commit' } );
		await appTookOver( page );
		await page.unrouteAll( { behavior: 'ignoreErrors' } );
	} finally {
		await context.close();
	}
} );

test( 'a file of the app that fails leaves the server\'s first screen as it is, and says so on a screen only the app draws', async () => {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.phone } );
	try {
		for ( const [ path, keeps ] of [ [ '/sklep', '.cs-app--server .cs-grid .cs-card__title a' ], [ '/kontakt', '.cs-boot' ] ] ) {
			const page = await context.newPage();
			const errors = [];
			const said = new Promise( ( resolve ) => page.on( 'console', ( message ) => {
				if ( message.type() === 'error' ) {
					errors.push( message.text() );
					if ( message.text().startsWith( 'Sklep: nie udało się wczytać' ) ) {
						resolve();
					}
				}
			} ) );
			page.on( 'pageerror', ( error ) => errors.push( error.message ) );
			await page.route( /\/wp-includes\/js\/dist\/url(\.min)?\.js/, ( route ) => route.fulfill( { status: 404, body: '' } ) );
			await page.goto( `${ BASE_URL }${ path }`, { waitUntil: 'load' } );
			await said;
			assert.ok( errors.some( ( e ) => e.includes( 'Sklep: nie udało się wczytać' ) && /url(\.min)?\.js/.test( e ) ), `${ path }: said in the console: ${ errors.join( ' | ' ) }` );
			// Nothing that needs the missing file ran: no page error, the bundle not even fetched.
			assert.ok( ! errors.some( ( e ) => /is not defined|Cannot read/.test( e ) ), `${ path }: ${ errors.join( ' | ' ) }` );
			assert.equal( await page.locator( '#cosmetics-storefront > .cs-app:not(.cs-app--server)' ).count(), 0, `${ path }: the app did not start` );
			assert.ok( await page.locator( keeps ).first().isVisible(), `${ path }: ${ keeps } is still there` );
			if ( path === '/kontakt' ) {
				assert.equal( await page.locator( '.cs-boot' ).textContent(), 'Nie udało się wczytać sklepu. Odśwież stronę.' );
			}
			await page.close();
		}
	} finally {
		await context.close();
	}
} );

test( 'the login dialog\'s code is prefetched by the page after the app started, then opens from the cache', async () => {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
	try {
		const page = await context.newPage();
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Network.enable' );
		// The bundle's chunks (content-hashed names), not the bundle itself.
		const chunk = /\/build\/(?!storefront\.)[^/?]+\.(js|css)\?ver=/;
		const requests = new Map();
		cdp.on( 'Network.requestWillBeSent', ( { requestId, request, initiator } ) => {
			if ( chunk.test( request.url ) ) {
				requests.set( requestId, { url: request.url, initiator: initiator.type, fromCache: false } );
			}
		} );
		cdp.on( 'Network.requestServedFromCache', ( { requestId } ) => requests.has( requestId ) && ( requests.get( requestId ).fromCache = true ) );
		cdp.on( 'Network.responseReceived', ( { requestId, response } ) => {
			if ( requests.has( requestId ) ) {
				const request = requests.get( requestId );
				request.fromCache ||= Boolean( response.fromDiskCache || response.fromPrefetchCache );
				request.cacheable = /max-age=[1-9]/.test( response.headers[ 'Cache-Control' ] ?? response.headers[ 'cache-control' ] ?? '' );
			}
		} );
		await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'load' } );
		await appTookOver( page );
		await page.waitForFunction( () => document.querySelectorAll( 'link[rel="prefetch"]' ).length > 0 );
		const links = await page.locator( 'link[rel="prefetch"]' ).evaluateAll( ( all ) => all.map( ( l ) => l.href ) );
		assert.ok( links.some( ( href ) => /\/build\/account-dialogs\.js\?ver=/.test( href ) ) && links.some( ( href ) => /\/build\/account-dialogs\.css\?ver=/.test( href ) ), `the dialogs' script and styles are prefetched: ${ links.join( ', ' ) }` );
		// Every prefetched file downloaded once, by the page's links (the server printed them inert; the
		// loader made them prefetches after the bundle ran).
		await page.waitForFunction( ( hrefs ) => hrefs.every( ( href ) => performance.getEntriesByName( href ).some( ( e ) => e.responseEnd > 0 ) ), links );
		assert.deepEqual( [ ...requests.values() ].map( ( r ) => r.url ).sort(), [ ...links ].sort() );
		requests.clear();

		await page.locator( '.cs-account-menu__login.cs-account-menu--bar' ).click();
		await page.getByRole( 'dialog' ).getByRole( 'heading', { name: 'Logowanie' } ).waitFor();
		const used = [ ...requests.values() ];
		assert.ok( used.length >= 2, 'the dialog asked for its script and its styles' );
		for ( const request of used ) {
			assert.ok( links.includes( request.url ), `${ request.url } is a file the page prefetched` );
			// Served with a lifetime (the production stack's `immutable`), the prefetched copy is used.
			// PHP's built-in server sends none: whether Chromium reuses a prefetch then is its own choice.
			if ( request.cacheable ) {
				assert.ok( request.fromCache, `${ request.url } came from the cache` );
			}
		}
	} finally {
		await context.close();
	}
} );

describe( 'WooCommerce\'s order attribution after the first screen', () => {
	test( 'a guest landing from a newsletter link: scripts after load, the order records the source', async () => {
		const context = await session.browser.newContext( { viewport: VIEWPORTS.phone } );
		const page = await context.newPage();
		const errors = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		try {
			await page.goto( `${ BASE_URL }/sklep/product/${ product.id }?utm_source=e2e-first-screen&utm_medium=email&utm_campaign=lighthouse`, { waitUntil: 'load' } );
			// WooCommerce's script, loaded by the storefront's loader, has collected the source.
			await page.waitForFunction( () => typeof window.wc_order_attribution?.getAttributionData === 'function' && window.wc_order_attribution.getAttributionData().utm_source === 'e2e-first-screen' );
			const order = await page.evaluate( () => {
				const load = performance.getEntriesByType( 'navigation' )[ 0 ].loadEventStart;
				const started = ( part ) => performance.getEntriesByType( 'resource' ).find( ( e ) => e.name.includes( part ) )?.startTime ?? null;
				return { load, sourcebuster: started( '/sourcebuster/' ), attribution: started( '/frontend/order-attribution' ) };
			} );
			assert.ok( order.sourcebuster !== null && order.attribution !== null, 'both scripts were loaded' );
			assert.ok( order.sourcebuster >= order.load && order.attribution >= order.load, `requested after the load event (${ JSON.stringify( order ) })` );

			// Buy through the storefront, moving inside the app.
			await page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click();
			const panel = page.getByRole( 'dialog', { name: 'Koszyk' } );
			await panel.locator( '[data-testid="cart-line"]' ).first().waitFor();
			await panel.getByRole( 'button', { name: 'Przejdź do płatności' } ).click();
			await page.waitForURL( /\/checkout$/ );
			await page.getByLabel( 'Imię' ).fill( 'Iga' );
			await page.getByLabel( 'Nazwisko' ).fill( 'Źródłowa' );
			await page.getByLabel( 'Adres', { exact: true } ).fill( 'ul. Lipowa 3' );
			await page.getByLabel( 'Miasto' ).fill( 'Gdańsk' );
			await page.getByLabel( 'Kod pocztowy' ).fill( '80-001' );
			await page.getByLabel( 'Email' ).fill( 'iga.zrodlowa@example.com' );
			await page.getByLabel( 'Telefon' ).fill( '600100200' );
			await page.getByRole( 'button', { name: 'Złóż zamówienie' } ).click();
			await page.waitForURL( /\/zamowienie\/\d+\?key=wc_order_/ );
			const orderId = Number( new URL( page.url() ).pathname.split( '/' ).pop() );

			const { attribution } = fixture( BASE_URL, 'order-attribution', orderId );
			assert.equal( attribution.source_type, 'utm', JSON.stringify( attribution ) );
			assert.equal( attribution.utm_source, 'e2e-first-screen' );
			assert.equal( attribution.utm_medium, 'email' );
			assert.equal( attribution.utm_campaign, 'lighthouse' );
			assert.deepEqual( errors, [] );
		} finally {
			await context.close();
		}
	} );
} );

test( 'a card\'s link focused on the server\'s /sklep keeps the keyboard\'s focus when the app takes over, also one the app shows a step later', async () => {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
	try {
		const page = await context.newPage();
		const release = await holdBundle( page );
		await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'domcontentloaded' } );
		const links = page.locator( '.cs-app--server .cs-grid .cs-card__title a' );
		// Past the app's first step of 12 cards (useStepwiseReveal), where the shop has that many.
		const nth = Math.min( 20, ( await links.count() ) - 1 );
		const href = await links.nth( nth ).getAttribute( 'href' );
		await links.nth( nth ).focus();
		release();
		await appTookOver( page );
		await page.waitForFunction( ( wanted ) => {
			const active = document.activeElement;
			return active?.tagName === 'A' && active.getAttribute( 'href' ) === wanted && ! active.closest( '.cs-app--server' );
		}, href );
		await page.keyboard.press( 'Enter' );
		await page.waitForURL( `${ BASE_URL }${ href }` );
	} finally {
		await context.close();
	}
} );
