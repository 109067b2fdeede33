/**
 * Catalogue E2E on the local shop: search, sort, category and price filters, load more, the product
 * page (gallery, Omnibus line), as a guest and as the approved professional customer; screenshots at
 * 1280 and 390 px (test-results/e2e/30-…png).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, SCREENSHOTS, VIEWPORTS, appTookOver, holdBundle, launchBrowser, logIn, recordRestRequests, screenshot } from './support.mjs';

const PRO = { email: 'salon.bella@example.com', password: 'Haslo!2345' };
const productsRequests = ( requests ) => requests.filter( ( r ) => r.includes( '/wc/store/v1/products' ) && ! r.includes( '/categories' ) );
/** The Store API's answer to the list whose address matches `query` (a regular expression on the decoded URL). */
const listAnswered = ( page, query ) =>
	page.waitForResponse( ( response ) => {
		const url = decodeURIComponent( response.url() );
		return /\/wc\/store\/v1\/products\?/.test( url ) && query.test( url );
	} );
const cardNames = ( page ) => page.locator( '.cs-card__title' ).allInnerTexts();
const cardPrices = async ( page ) =>
	( await page.locator( '.cs-card .cs-price' ).evaluateAll( ( els ) => els.map( ( el ) => ( el.querySelector( 'ins' ) ?? el ).textContent ) ) ).map( ( t ) => Number( t.replace( /[^\d,]/g, '' ).replace( ',', '.' ) ) );

let session;
before( async () => {
	session = await launchBrowser();
} );
after( async () => {
	await session?.close();
} );

async function openShop( context, path = '/sklep' ) {
	const page = await context.newPage();
	const errors = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	const requests = recordRestRequests( page );
	await page.goto( `${ BASE_URL }${ path }`, { waitUntil: 'networkidle' } );
	await page.locator( '.cs-card' ).first().waitFor();
	return { page, requests, errors };
}

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	describe( `catalogue as a guest on ${ device } (${ viewport.width } px)`, () => {
		test( 'first render without requests; search, sort, category and price filters with one request each', async () => {
			const context = await session.browser.newContext( { viewport } );
			const { page, requests, errors } = await openShop( context );
			assert.deepEqual( requests, [], 'the first render of /sklep makes no REST request (products and categories preloaded)' );
			await screenshot( page, `30-shop-${ device }` );

			// Load more: the demo shop has more than one page of 50 (X-WP-Total), so the button is there;
			// one click makes one REST request for page 2 and appends it, then the button goes.
			// The listing's own query: products hidden from the catalogue or shown only in search are not counted.
			const apiTotal = Number( ( await page.request.get( `${ BASE_URL }/wp-json/wc/store/v1/products?catalog_visibility=catalog&per_page=1` ) ).headers()[ 'x-wp-total' ] );
			assert.ok( apiTotal > 50, `the demo shop has more than 50 products (X-WP-Total ${ apiTotal })` );
			const count = page.locator( '.cs-shop__count' );
			assert.equal( ( await count.innerText() ).trim(), `Wyświetlono 50 z ${ apiTotal } produktów` );
			// The app takes the server's 50 cards over in steps of 12, one after each paint.
			await page.waitForFunction( () => document.querySelectorAll( '.cs-card' ).length === 50 && ! document.querySelector( '.cs-app--server' ) );
			const firstPage = await cardNames( page );
			const loadMore = page.getByRole( 'button', { name: 'Załaduj więcej' } );
			assert.ok( await loadMore.isVisible(), 'load more is shown' );
			const restBefore = requests.length;
			const entries = await page.evaluate( () => history.length );
			await loadMore.click();
			await page.waitForFunction( ( total ) => document.querySelectorAll( '.cs-card' ).length === total, apiTotal );
			// The address says so, as the server's link does (a reload shows both pages), in place.
			await page.waitForURL( /\/sklep\?page=2$/ );
			assert.equal( await page.evaluate( () => history.length ), entries, 'page=2 written in place: no new history entry' );
			await count.filter( { hasText: `Wyświetlono ${ apiTotal } z ${ apiTotal } produktów` } ).waitFor();
			await loadMore.waitFor( { state: 'detached' } );
			await page.waitForLoadState( 'networkidle' );
			const loadMoreRequests = requests.slice( restBefore );
			assert.equal( loadMoreRequests.length, 1, `load more: exactly one REST request (${ loadMoreRequests.join( ', ' ) })` );
			assert.match( loadMoreRequests[ 0 ], /^GET .*\/wc\/store\/v1\/products\b.*[?&]page=2\b/ );
			const allCards = await cardNames( page );
			assert.equal( allCards.length, apiTotal );
			assert.deepEqual( allCards.slice( 0, 50 ), firstPage, 'the first page stays in place, the next one is appended' );
			assert.equal( new Set( allCards ).size, apiTotal, 'no product twice' );
			assert.equal( await loadMore.count(), 0, 'every product shown: no load more' );
			await screenshot( page, `30-shop-loaded-more-${ device }` );

			// Search (Enter), written to the URL.
			let before = productsRequests( requests ).length;
			await page.getByRole( 'combobox', { name: 'Szukaj produktów' } ).fill( 'serum' );
			await page.getByRole( 'combobox', { name: 'Szukaj produktów' } ).press( 'Enter' );
			await page.waitForURL( /\/sklep\?search=serum$/ );
			await page.getByText( 'Wyniki wyszukiwania: „serum”' ).waitFor();
			await page.waitForFunction( () => ! document.querySelector( '.cs-shop__results[aria-busy="true"]' ) );
			assert.equal( productsRequests( requests ).length - before, 1, 'search: one request' );
			const found = await cardNames( page );
			assert.ok( found.some( ( name ) => /serum/i.test( name ) ), `a product named serum is found (${ found.join( ', ' ) })` );

			// Bad input: markup is no part of the search (searchText, as the Store API reads it), the rest renders as text.
			await page.getByRole( 'combobox', { name: 'Szukaj produktów' } ).fill( '<script>window.__x=1</script> "100%" 🧴' );
			await page.getByRole( 'button', { name: 'Szukaj', exact: true } ).click();
			await page.getByText( 'Wyniki wyszukiwania: „"100%" 🧴”' ).waitFor();
			assert.equal( await page.evaluate( () => window.__x ), undefined );
			await page.goBack();
			await page.waitForURL( /\/sklep\?search=serum$/ );
			await page.waitForFunction( () => document.querySelector( 'input[type="search"]' )?.value === 'serum', null, { timeout: 5000 } );
			await page.getByText( 'Wyniki wyszukiwania: „serum”' ).waitFor();
			await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'networkidle' } );
			await page.locator( '.cs-card' ).first().waitFor();

			// Sort by price.
			before = productsRequests( requests ).length;
			// The list shown once its own answer is in (the previous one stays, dimmed, until then: a wait
			// for "not dimmed" alone could pass before the router drew the new address).
			let answered = listAnswered( page, /[?&]orderby=price&order=asc\b|[?&]order=asc&orderby=price\b/ );
			await page.getByRole( 'combobox', { name: 'Sortuj' } ).selectOption( 'price-asc' );
			await answered;
			await page.waitForFunction( () => ! document.querySelector( '.cs-grid--stale' ) && ! document.querySelector( '.cs-shop__results[aria-busy="true"]' ) );
			const ascending = await cardPrices( page );
			assert.ok( ascending.length > 5 );
			assert.ok( ascending[ 0 ] <= ascending[ ascending.length - 1 ], `ascending: ${ ascending.slice( 0, 5 ) }` );
			answered = listAnswered( page, /[?&]orderby=price&order=desc\b|[?&]order=desc&orderby=price\b/ );
			await page.getByRole( 'combobox', { name: 'Sortuj' } ).selectOption( 'price-desc' );
			await answered;
			await page.waitForFunction( () => ! document.querySelector( '.cs-grid--stale' ) && ! document.querySelector( '.cs-shop__results[aria-busy="true"]' ) );
			const descending = await cardPrices( page );
			assert.ok( descending[ 0 ] >= descending[ descending.length - 1 ], `descending: ${ descending.slice( 0, 5 ) }` );
			assert.equal( productsRequests( requests ).length - before, 2, 'sort: one request each' );

			// Category (sidebar on desktop, drawer on the phone).
			if ( device === 'phone' ) {
				await page.getByRole( 'button', { name: 'Filtry' } ).click();
				const dialog = page.getByRole( 'dialog', { name: 'Filtry' } );
				await dialog.waitFor();
				await page.waitForTimeout( 300 );
				await page.screenshot( { path: `${ SCREENSHOTS }/30-shop-filters-drawer-${ device }.png` } );
				await page.keyboard.press( 'Escape' );
				await dialog.waitFor( { state: 'detached' } );
				await page.getByRole( 'button', { name: 'Filtry' } ).click();
				await dialog.getByRole( 'link', { name: 'Perfumy' } ).click();
			} else {
				await page.getByRole( 'complementary', { name: 'Filtry' } ).getByRole( 'link', { name: 'Perfumy' } ).click();
			}
			// The category's own address, keeping the sort chosen (src/domain/shopFilters.ts).
			await page.waitForURL( /\/sklep\/category\/perfumy\?sort=price-desc$/ );
			await page.getByRole( 'heading', { level: 1, name: 'Perfumy' } ).waitFor();
			await page.waitForFunction( () => ! document.querySelector( '.cs-shop__results[aria-busy="true"]' ) );
			const perfumes = await page.locator( '.cs-card__category' ).allInnerTexts();
			assert.ok( perfumes.length > 0 );

			// Price range 0–800 zł: at most 100 zł.
			await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'networkidle' } );
			await page.locator( '.cs-card' ).first().waitFor();
			before = productsRequests( requests ).length;
			const scope = device === 'phone' ? page.getByRole( 'dialog', { name: 'Filtry' } ) : page.getByRole( 'complementary', { name: 'Filtry' } );
			if ( device === 'phone' ) {
				await page.getByRole( 'button', { name: 'Filtry' } ).click();
			}
			answered = listAnswered( page, /[?&]max_price=10000\b/ );
			await scope.getByRole( 'spinbutton', { name: 'Do' } ).fill( '100' );
			await scope.getByRole( 'spinbutton', { name: 'Do' } ).press( 'Enter' );
			await answered;
			if ( device === 'phone' ) {
				await page.getByRole( 'button', { name: /Pokaż produkty/ } ).click();
			}
			await page.waitForFunction( () => ! document.querySelector( '.cs-grid--stale' ) && ! document.querySelector( '.cs-shop__results[aria-busy="true"]' ) );
			const cheap = await cardPrices( page );
			assert.ok( cheap.length > 0 && cheap.every( ( price ) => price <= 100 ), `all at most 100 zł: ${ cheap }` );
			assert.equal( productsRequests( requests ).length - before, 1, 'price filter: one request' );

			assert.deepEqual( errors, [], 'no script errors' );
			await context.close();
		} );

		test( 'Back from a product opened far down the list returns to that card; another link starts at the top', async () => {
			const context = await session.browser.newContext( { viewport } );
			const { page, errors } = await openShop( context );
			await page.locator( '.cs-grid .cs-card' ).nth( 49 ).waitFor( { state: 'attached' } );
			const card = page.locator( '.cs-grid .cs-card' ).nth( 20 );
			await card.scrollIntoViewIfNeeded();
			await page.evaluate( () => window.scrollBy( 0, -100 ) );
			const name = await card.locator( '.cs-card__title' ).innerText();
			const top = await card.evaluate( ( el ) => Math.round( el.getBoundingClientRect().top ) );
			await card.locator( '.cs-card__title a' ).click();
			await page.locator( '#cs-product-title', { hasText: name } ).waitFor();
			assert.equal( await page.evaluate( () => window.scrollY ), 0, 'the product page starts at the top' );

			await page.goBack();
			const again = page.locator( '.cs-grid .cs-card', { has: page.locator( '.cs-card__title', { hasText: name } ) } ).first();
			await again.waitFor();
			const back = await again.evaluate( ( el ) => Math.round( el.getBoundingClientRect().top ) );
			assert.ok( Math.abs( back - top ) <= 2, `"${ name }" is back at ${ top } px from the window's top (now ${ back })` );
			// The keyboard goes on from the product's link, not from the top of the page.
			assert.equal( await page.evaluate( () => document.activeElement?.closest( '.cs-card' )?.querySelector( '.cs-card__title' )?.textContent ), name );

			// Forward to the product: its own position (the top); a link to the list: the top.
			await page.goForward();
			await page.locator( '#cs-product-title', { hasText: name } ).waitFor();
			assert.equal( await page.evaluate( () => window.scrollY ), 0 );
			// Forward: the focus on the screen, not on the product's link back to the list (its breadcrumb).
			await page.waitForFunction( () => document.activeElement?.id === 'cs-main' || document.activeElement?.closest( '.cs-breadcrumb' ) );
			assert.equal( await page.evaluate( () => document.activeElement?.id ), 'cs-main', 'Forward: the focus is on the screen' );
			// And Back once more: the list's position was not overwritten by the way there and back.
			await page.goBack();
			await again.waitFor();
			const twice = await again.evaluate( ( el ) => Math.round( el.getBoundingClientRect().top ) );
			assert.ok( Math.abs( twice - top ) <= 2, `"${ name }" is back at ${ top } px again (now ${ twice })` );
			// A reload of the product on the way: Back still finds the list where it was, whether
			// the reloaded page's app had started (Back inside the app) or not yet (Back while the
			// page was loading: the address changed before the app read it).
			const cardAt = ( title ) => page.evaluate( ( wanted ) => {
				const shown = [ ...document.querySelectorAll( '.cs-app:not(.cs-app--server) .cs-card' ) ].find( ( c ) => c.querySelector( '.cs-card__title' )?.textContent === wanted );
				return shown ? Math.round( shown.getBoundingClientRect().top ) : null;
			}, title );
			const cardBackAt = ( title, at ) => page.waitForFunction( ( [ wanted, y ] ) => {
				const shown = [ ...document.querySelectorAll( '.cs-app:not(.cs-app--server) .cs-card' ) ].find( ( c ) => c.querySelector( '.cs-card__title' )?.textContent === wanted );
				return shown && Math.abs( shown.getBoundingClientRect().top - y ) <= 2;
			}, [ title, at ], { timeout: 15000 } ).catch( () => {} );
			for ( const started of [ true, false ] ) {
				await page.goForward();
				await page.locator( '#cs-product-title', { hasText: name } ).waitFor();
				const release = started ? () => {} : await holdBundle( page );
				await page.reload( { waitUntil: started ? 'load' : 'commit' } );
				await page.locator( '#cs-product-title', { hasText: name } ).waitFor();
				if ( started ) {
					await appTookOver( page );
				}
				await page.goBack( { waitUntil: 'commit' } );
				release();
				await appTookOver( page );
				// The list is fetched again (the product's page has no preloaded list): the position is
				// put back as it grows.
				await cardBackAt( name, top );
				const reloaded = await cardAt( name );
				assert.ok( reloaded !== null && Math.abs( reloaded - top ) <= 2, `after a reload of the product (app ${ started ? 'started' : 'not started' } at Back), "${ name }" is back at ${ top } px (now ${ reloaded })` );
				assert.equal( await page.evaluate( () => document.activeElement?.closest( '.cs-card' )?.querySelector( '.cs-card__title' )?.textContent ), name, 'the focus is on the product\'s link' );
			}
			// From the product, the navigation bar's link to the list: a new visit, at the list's top.
			await page.goForward();
			await page.locator( '#cs-product-title', { hasText: name } ).waitFor();
			await page.locator( '.cs-navbar a[href$="/sklep"]' ).first().evaluate( ( a ) => a.click() );
			await page.locator( '.cs-grid .cs-card' ).first().waitFor();
			assert.equal( await page.evaluate( () => window.scrollY ), 0, 'a link to the list starts at its top' );
			// A card opened from the list's top, never scrolled: Back gives the focus to its link too.
			const first = await page.locator( '.cs-grid .cs-card__title' ).first().innerText();
			await page.locator( '.cs-grid .cs-card__title a' ).first().click();
			await page.locator( '#cs-product-title', { hasText: first } ).waitFor();
			await page.goBack();
			await page.locator( '.cs-grid .cs-card__title', { hasText: first } ).first().waitFor();
			assert.equal( await page.evaluate( () => document.activeElement?.closest( '.cs-card' )?.querySelector( '.cs-card__title' )?.textContent ), first, 'the focus is on the first card\'s link' );
			assert.deepEqual( errors, [], 'no script errors' );
			await context.close();
		} );

		test( 'product page: gallery, price, Omnibus line, stock, disabled add to cart, sanitised description', async () => {
			const context = await session.browser.newContext( { viewport } );
			const page = await context.newPage();
			const errors = [];
			page.on( 'pageerror', ( error ) => errors.push( error.message ) );
			// A product on sale with a known lowest price, found through the Store API itself.
			const products = await ( await page.request.get( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=100` ) ).json();
			const onSale = products.find( ( p ) => p.on_sale && p.type === 'simple' && p.extensions?.[ 'cosmetics-storefront' ]?.lowest_price_30_days ) ?? products.find( ( p ) => p.on_sale && p.type === 'simple' );
			assert.ok( onSale, 'the demo shop has a product on sale' );
			await page.goto( `${ BASE_URL }/sklep/product/${ onSale.id }`, { waitUntil: 'networkidle' } );
			await page.locator( '.cs-product__title' ).waitFor();
			assert.ok( await page.locator( '.cs-product__price del' ).count(), 'regular price struck through' );
			const lowest = onSale.extensions?.[ 'cosmetics-storefront' ]?.lowest_price_30_days;
			if ( lowest ) {
				const text = ( await page.locator( '.cs-omnibus' ).innerText() ).replace( /\s/g, ' ' );
				const expected = ( Number( lowest ) / 100 ).toFixed( 2 ).replace( '.', ',' );
				assert.match( text, new RegExp( `^Najniższa cena z 30 dni przed obniżką: ${ expected } zł$` ) );
			} else {
				assert.fail( 'the Store API sends no lowest_price_30_days yet (server helper\'s extension data)' );
			}
			const images = onSale.images.length;
			assert.ok( images > 1, 'the demo products have a gallery' );
			{
				const src = () => page.locator( '.cs-gallery__stage img:not([hidden])' ).getAttribute( 'src' );
				const first = await src();
				await page.getByRole( 'button', { name: 'Następne zdjęcie' } ).click();
				assert.notEqual( await src(), first );
				await page.getByRole( 'button', { name: `Pokaż zdjęcie 1 z ${ images }` } ).click();
				assert.equal( await src(), first );
			}
			// Cart and checkout: add to cart works for an orderable product.
			assert.equal( await page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).isEnabled(), true );
			assert.equal( await page.locator( '.cs-prose script' ).count(), 0 );
			await screenshot( page, `30-product-${ device }` );

			// A variable product: choosing a shade shows its price.
			const variable = products.find( ( p ) => p.type === 'variable' );
			assert.ok( variable, 'the demo shop has a variable product' );
			{
				await page.goto( `${ BASE_URL }/sklep/product/${ variable.id }`, { waitUntil: 'networkidle' } );
				const select = page.locator( '.cs-variations select' ).first();
				await select.waitFor();
				await select.selectOption( { index: 1 } );
				await page.locator( '.cs-product__stock .cs-stock[class*="cs-stock--"]' ).waitFor();
				await screenshot( page, `30-product-variable-${ device }` );
			}
			assert.deepEqual( errors, [], 'no script errors' );
			await context.close();
		} );
	} );
}

test( 'the approved professional customer sees professional prices (different from the guest\'s)', async () => {
	const guestContext = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
	const guest = await openShop( guestContext );
	const guestPrices = Object.fromEntries( await guest.page.locator( '.cs-card' ).evaluateAll( ( cards ) => cards.map( ( c ) => [ c.querySelector( '.cs-card__title' ).textContent, c.querySelector( '.cs-price' ).textContent ] ) ) );
	await guestContext.close();

	const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
	const login = await context.newPage();
	await logIn( login, PRO.email, PRO.password );
	const { page, errors } = await openShop( context );
	const proPrices = Object.fromEntries( await page.locator( '.cs-card' ).evaluateAll( ( cards ) => cards.map( ( c ) => [ c.querySelector( '.cs-card__title' ).textContent, c.querySelector( '.cs-price' ).textContent ] ) ) );
	const differing = Object.keys( proPrices ).filter( ( name ) => guestPrices[ name ] !== undefined && guestPrices[ name ] !== proPrices[ name ] );
	await screenshot( page, '30-shop-professional-desktop' );
	assert.ok( differing.length > 0, 'some products cost the professional less than the guest' );
	assert.ok( await page.getByText( 'Cena dla profesjonalistów' ).count(), 'cards say the price is the professional one' );

	// The same on the product page.
	const name = differing[ 0 ];
	await page.getByRole( 'link', { name, exact: true } ).click();
	await page.locator( '.cs-product__title' ).waitFor();
	assert.equal( ( await page.locator( '.cs-product__price .cs-price' ).innerText() ).replace( /\s/g, '' ), proPrices[ name ].replace( /Cena (regularna|promocyjna): /g, '' ).replace( /\s/g, '' ) );
	await page.getByText( 'Cena dla profesjonalistów' ).waitFor();
	await screenshot( page, '30-product-professional-desktop' );
	assert.deepEqual( errors, [] );
	await context.close();
} );

test( 'Back to the list after "Załaduj więcej" and a reload of the product: the second page is there again, the card where it was', async () => {
	const context = await session.browser.newContext( { viewport: VIEWPORTS.phone } );
	try {
		const { page, errors } = await openShop( context );
		await page.waitForFunction( () => document.querySelectorAll( '.cs-grid .cs-card' ).length === 50 && ! document.querySelector( '.cs-app--server' ) );
		await page.getByRole( 'button', { name: 'Załaduj więcej' } ).click();
		const card = page.locator( '.cs-grid .cs-card' ).nth( 52 );
		await card.waitFor();
		await page.waitForURL( /\/sklep\?page=2$/ );
		await card.scrollIntoViewIfNeeded();
		const name = await card.locator( '.cs-card__title' ).innerText();
		const top = await card.evaluate( ( el ) => Math.round( el.getBoundingClientRect().top ) );
		await card.locator( '.cs-card__title a' ).click();
		await page.locator( '#cs-product-title', { hasText: name } ).waitFor();
		await page.reload();
		await page.locator( '#cs-product-title', { hasText: name } ).waitFor();
		await appTookOver( page );
		await page.goBack();
		await appTookOver( page );
		await page.waitForFunction( ( [ wanted, y ] ) => {
			const shown = [ ...document.querySelectorAll( '.cs-app:not(.cs-app--server) .cs-card' ) ].find( ( c ) => c.querySelector( '.cs-card__title' )?.textContent === wanted );
			return shown && Math.abs( shown.getBoundingClientRect().top - y ) <= 2;
		}, [ name, top ], { timeout: 15000 } ).catch( () => {} );
		const cards = await page.locator( '.cs-app:not(.cs-app--server) .cs-grid .cs-card' ).count();
		assert.ok( cards > 50, `both pages shown again (${ cards } cards)` );
		assert.match( page.url(), /\/sklep\?page=2$/, 'the list\'s entry kept its page=2' );
		const back = await page.locator( '.cs-grid .cs-card', { has: page.locator( '.cs-card__title', { hasText: name } ) } ).first().evaluate( ( el ) => Math.round( el.getBoundingClientRect().top ) );
		assert.ok( Math.abs( back - top ) <= 2, `"${ name }" is back at ${ top } px (now ${ back })` );
		assert.deepEqual( errors, [], 'no script errors' );
	} finally {
		await context.close();
	}
} );
