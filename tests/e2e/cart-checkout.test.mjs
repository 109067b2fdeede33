/**
 * Cart and checkout E2E on the local shop: a guest company purchase with a valid NIP, a
 * parcel locker picked on the map and a percent coupon (RABAT10), at 1280 and 390 px; a logged-in
 * purchase by courier with cash on delivery; the order received page for both; the order in wp-admin
 * with the locker and the NIP; the order page without the key. Screenshots test-results/e2e/40-…png.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, VIEWPORTS, adminSession, appTookOver, launchBrowser, recordRestRequests, screenshot } from './support.mjs';

const CUSTOMER = { email: 'anna.kowalska@example.com', password: 'Haslo!2345' };
const plain = ( text ) => text.replace( /\u00a0|\u202f/g, ' ' ).trim();
const zl = ( text ) => Number( plain( text ).replace( /[^\d,]/g, '' ).replace( ',', '.' ) );

let session;
let product;
const placed = [];

before( async () => {
	session = await launchBrowser();
	// A simple product with plenty of stock and a price, from the Store API.
	const response = await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=50&type=simple` );
	const products = await response.json();
	product = products.find( ( p ) => p.is_in_stock && ! p.is_on_backorder && p.low_stock_remaining === null && p.is_purchasable && Number( p.prices.price ) > 0 );
	assert.ok( product, 'the demo shop has an in-stock simple product' );
} );
after( async () => {
	await session?.close();
} );

/**
 * Adds through the app: it waits for the takeover, since a tap before it is the server's form (a page
 * post, no Store API request; tests/e2e/before-the-app.test.mjs) and this file counts the app's requests.
 */
async function addToCart( page, quantity = 1 ) {
	await page.goto( `${ BASE_URL }/sklep/product/${ product.id }`, { waitUntil: 'domcontentloaded' } );
	await appTookOver( page );
	const add = page.getByRole( 'button', { name: 'Dodaj do koszyka' } );
	await add.waitFor();
	for ( let i = 1; i < quantity; i++ ) {
		await page.getByRole( 'button', { name: 'Zwiększ ilość' } ).first().click();
	}
	await add.click();
	const panel = page.getByRole( 'dialog', { name: 'Koszyk' } );
	await panel.waitFor();
	await panel.locator( '[data-testid="cart-line"]' ).first().waitFor();
	return panel;
}

for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
	describe( `guest company purchase on ${ device } (${ viewport.width } px)`, () => {
		test( 'valid NIP, locker picked on the map, RABAT10; order received; one request per cart action', async () => {
			const context = await session.browser.newContext( { viewport } );
			const page = await context.newPage();
			const errors = [];
			page.on( 'pageerror', ( error ) => errors.push( error.message ) );
			const requests = recordRestRequests( page );

			const panel = await addToCart( page, 2 );
			const cartRequests = requests.filter( ( r ) => r.includes( '/wc/store/v1/cart' ) );
			assert.equal( cartRequests.filter( ( r ) => r.includes( '/cart/add-item' ) ).length, 1, 'add to cart: one request' );
			assert.equal( cartRequests.filter( ( r ) => r.startsWith( 'GET' ) ).length, 0, `no Cart-Token yet: no cart fetch; the add answer is the cart (${ cartRequests.join( ', ' ) })` );
			assert.equal( await panel.locator( '[data-testid="cart-line-quantity"]' ).innerText(), '2' );
			assert.equal( await page.locator( '[data-testid="cart-badge"]' ).innerText(), '2' );
			assert.equal( await page.evaluate( () => getComputedStyle( document.body ).overflow ), 'hidden', 'page scroll locked while the panel is open' );
			await page.waitForTimeout( 400 ); // the panel's slide-in
			await screenshot( page, `40-cart-panel-${ device }` );

			// A reload keeps the cart (Cart-Token in localStorage): one fetch at start.
			await page.reload( { waitUntil: 'domcontentloaded' } );
			await page.locator( '[data-testid="cart-badge"]' ).filter( { hasText: '2' } ).waitFor();
			await page.getByRole( 'button', { name: /Koszyk/ } ).first().click();
			await panel.waitFor();

			// Escape closes and gives focus back to the cart button; then go to checkout from the panel.
			await page.keyboard.press( 'Escape' );
			await panel.waitFor( { state: 'detached' } );
			await page.getByRole( 'button', { name: /Koszyk/ } ).first().click();
			await page.getByRole( 'button', { name: 'Przejdź do płatności' } ).click();
			await page.waitForURL( /\/checkout$/ );

			// An empty order: the error box takes the focus and lists the messages; each field is marked
			// invalid with its message as its description; typing clears it (the formik form).
			await page.getByRole( 'button', { name: 'Złóż zamówienie' } ).click();
			const errorBox = page.locator( '[data-testid="checkout-errors"]' );
			await errorBox.getByText( 'Pole „Imię” jest wymagane' ).waitFor();
			assert.equal( await page.evaluate( () => document.activeElement?.getAttribute( 'data-testid' ) ), 'checkout-errors', 'focus on the error box' );
			const firstName = page.getByLabel( 'Imię' );
			await page.waitForFunction( () => document.querySelector( 'input[name="first_name"]' )?.getAttribute( 'aria-invalid' ) === 'true' );
			const described = await firstName.getAttribute( 'aria-describedby' );
			assert.equal( ( await page.locator( `[id="${ described }"]` ).innerText() ).trim(), 'Pole „Imię” jest wymagane' );
			await screenshot( page, `42a-checkout-errors-${ device }` );

			await page.getByRole( 'tab', { name: 'Firma' } ).click();
			await page.getByLabel( 'Nazwa firmy' ).fill( 'Salon Urody Test sp. z o.o.' );
			const nip = page.getByLabel( 'NIP', { exact: true } );
			await nip.fill( '1234567890' );
			await nip.blur();
			await page.getByText( 'Nieprawidłowy numer NIP' ).waitFor();
			await nip.fill( '' );
			await nip.pressSequentially( '5260001246' );
			assert.equal( await nip.inputValue(), '526-000-12-46', 'NIP auto-formats' );
			assert.equal( await page.getByText( 'Nieprawidłowy numer NIP' ).count(), 0, 'the NIP error clears on typing' );
			await page.getByLabel( 'Imię' ).fill( 'Ewa' );
			assert.equal( await page.getByLabel( 'Imię' ).getAttribute( 'aria-invalid' ), null, 'typing clears the field\'s error' );
			await page.getByLabel( 'Nazwisko' ).fill( 'Testowa' );
			await page.getByLabel( 'Adres', { exact: true } ).fill( 'ul. Kwiatowa 5' );
			await page.getByLabel( 'Miasto' ).fill( 'Warszawa' );
			await page.getByLabel( 'Kod pocztowy' ).fill( '00-950' );
			await page.getByLabel( 'Email' ).fill( `ewa.${ device }@example.com` );
			await page.getByLabel( 'Telefon' ).fill( '600700800' );

			// Percent coupon: uppercased, Enter applies, one request.
			const coupon = page.getByLabel( 'Kod rabatowy' );
			const before = requests.length;
			await coupon.fill( 'rabat10' );
			assert.equal( await coupon.inputValue(), 'RABAT10' );
			await coupon.press( 'Enter' );
			await page.locator( '[data-testid="coupon-applied"]' ).waitFor();
			assert.equal( requests.slice( before ).filter( ( r ) => r.includes( '/wc/store/v1/' ) ).length, 1, 'coupon apply: one request' );
			const subtotal = ( Number( product.prices.price ) / 100 ) * 2;
			// Spec §9: 10 % of products plus shipping (the courier, chosen by default), all on the products here.
			const courier = zl( await page.locator( '[data-testid="summary-shipping"]' ).innerText() );
			assert.equal( zl( await page.locator( '[data-testid="summary-discount"]' ).innerText() ), Math.round( ( subtotal + courier ) * 10 ) / 100 );

			// A bad coupon message under the input, after removing the applied one.
			await page.getByRole( 'button', { name: 'Usuń kupon' } ).click();
			await coupon.waitFor();
			await coupon.fill( 'LATO2024' );
			await page.getByRole( 'button', { name: 'Użyj kupon' } ).click();
			await page.getByText( 'Kupon wygasł' ).waitFor();
			await coupon.fill( 'RABAT10' );
			await page.getByRole( 'button', { name: 'Użyj kupon' } ).click();
			await page.locator( '[data-testid="coupon-applied"]' ).waitFor();

			// Locker: the method opens the picker; pick WAW01M on the map.
			await page.getByRole( 'radio', { name: /Paczkomat InPost/ } ).check();
			const picker = page.getByRole( 'dialog', { name: 'Wybierz paczkomat' } );
			await picker.waitFor();
			const search = picker.locator( '[data-testid="locker-search"]' );
			await search.fill( 'Warszawa' );
			await picker.getByRole( 'button', { name: /WAW12M/ } ).waitFor();
			assert.equal( await picker.getByRole( 'button', { name: /KRA01M/ } ).count(), 0, 'the search by city leaves other cities out' );
			await search.fill( '00-017' );
			await picker.getByRole( 'button', { name: /WAW02M/ } ).waitFor( { state: 'detached' } );
			const marker = picker.locator( 'path[data-locker="WAW01M"]' );
			await marker.waitFor();
			await marker.click( { force: true } );
			await picker.locator( '[data-testid="locker-focused"]' ).getByText( 'WAW01M' ).waitFor();
			await screenshot( page, `41-locker-picker-${ device }` );
			await picker.getByRole( 'button', { name: 'Wybierz ten paczkomat' } ).click();
			await picker.waitFor( { state: 'detached' } );
			await page.getByText( 'Wybrany paczkomat: WAW01M' ).waitFor();
			await page.getByText( /^11,99\s?zł$/ ).first().waitFor();
			const total = zl( await page.locator( '[data-testid="summary-total"]' ).innerText() );
			assert.equal( total, Math.round( ( subtotal + 11.99 ) * 100 - Math.round( ( subtotal + 11.99 ) * 10 ) ) / 100, 'Razem = products + locker shipping − 10 % of both' );
			await screenshot( page, `42-checkout-${ device }` );

			const submit = page.getByRole( 'button', { name: 'Złóż zamówienie' } );
			const beforeSubmit = requests.length;
			await submit.dblclick();
			await page.getByRole( 'heading', { name: 'Zamówienie złożone!' } ).waitFor();
			assert.equal( requests.slice( beforeSubmit ).filter( ( r ) => r.includes( '/wc/store/v1/checkout' ) ).length, 1, 'double click: one checkout request' );
			await page.waitForURL( /\/zamowienie\/\d+\?key=wc_order_/ );
			await page.getByRole( 'heading', { name: 'Zamówienie otrzymane' } ).waitFor();
			const locker = page.locator( '[data-testid="order-locker"]' );
			assert.match( await locker.innerText(), /Paczkomat InPost[\s\S]*WAW01M[\s\S]*Marszałkowska 104/ );
			assert.equal( zl( await page.locator( '[data-testid="order-total"]' ).innerText() ), total, 'the order total is what the summary showed' );
			assert.match( await page.locator( '.cs-order__facts' ).innerText(), /Przelew bankowy/ );
			await screenshot( page, `43-order-received-${ device }` );
			const url = new URL( page.url() );
			placed.push( { id: Number( url.pathname.split( '/' ).pop() ), key: url.searchParams.get( 'key' ), nip: '526-000-12-46', locker: 'WAW01M' } );

			// Someone else (fresh browser) without the key: not found.
			const other = await session.browser.newContext( { viewport } );
			const stranger = await other.newPage();
			await stranger.goto( `${ BASE_URL }${ url.pathname }`, { waitUntil: 'domcontentloaded' } );
			await stranger.getByText( 'Nie znaleziono zamówienia' ).waitFor();
			await other.close();

			assert.deepEqual( errors, [] );
			await context.close();
		} );
	} );
}

describe( 'logged-in purchase', () => {
	test( 'courier with cash on delivery; order received', async () => {
		const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
		const page = await context.newPage();
		// A guest's cart survives logging in through the storefront's dialog (JWT session).
		await addToCart( page, 1 );
		await page.keyboard.press( 'Escape' );
		await page.locator( '.cs-navbar' ).getByRole( 'button', { name: 'Logowanie' } ).click();
		const login = page.getByRole( 'dialog', { name: 'Logowanie' } );
		await login.getByRole( 'button', { name: 'Klient indywidualny' } ).click();
		await login.getByLabel( 'Email' ).fill( CUSTOMER.email );
		await login.getByLabel( 'Hasło', { exact: true } ).fill( CUSTOMER.password );
		await login.getByRole( 'button', { name: 'Zaloguj się' } ).click();
		await page.locator( '.cs-account-menu__toggle' ).waitFor();
		await page.locator( '.cs-navbar' ).getByRole( 'button', { name: 'Koszyk, produktów: 1' } ).waitFor();
		await page.locator( '.cs-navbar' ).getByRole( 'button', { name: 'Koszyk, produktów: 1' } ).click();
		await page.getByRole( 'button', { name: 'Przejdź do płatności' } ).click();
		await page.waitForURL( /\/checkout$/ );
		// Logged in: the read-only billing summary from the saved data, no form.
		const summary = page.locator( '[data-testid="profile-summary"]' );
		await summary.waitFor();
		assert.match( await summary.innerText(), /Anna[\s\S]*Kowalska/ );
		assert.ok( await summary.getByRole( 'link', { name: 'Edytuj dane w profilu' } ).isVisible() );
		assert.equal( await page.getByLabel( 'Imię', { exact: true } ).count(), 0, 'no billing form for a logged-in customer' );
		await page.getByRole( 'radio', { name: /Kurier DPD/ } ).check();
		await page.getByRole( 'radio', { name: 'Płatność przy odbiorze' } ).check();
		await page.getByText( 'kurierowi przy odbiorze', { exact: false } ).waitFor();
		await page.getByLabel( 'Uwagi do zamówienia' ).fill( 'Proszę dzwonić przed dostawą.' );
		await page.getByRole( 'button', { name: 'Złóż zamówienie' } ).click();
		await page.waitForURL( /\/zamowienie\/\d+\?key=wc_order_/ );
		await page.getByRole( 'heading', { name: 'Zamówienie otrzymane' } ).waitFor();
		assert.match( await page.locator( '.cs-order__facts' ).innerText(), /Płatność przy odbiorze/ );
		assert.match( await page.locator( '[data-testid="order-shipping"]' ).innerText(), /14,99[\s\S]*Kurier DPD/ );
		assert.equal( await page.locator( '[data-testid="order-locker"]' ).count(), 0 );
		// The owner reads it without the key too.
		const url = new URL( page.url() );
		await page.goto( `${ BASE_URL }${ url.pathname }`, { waitUntil: 'domcontentloaded' } );
		await page.getByRole( 'heading', { name: 'Zamówienie otrzymane' } ).waitFor();
		const order = await ( await page.request.get( `${ BASE_URL }/wp-json/cosmetics/v1/orders/${ url.pathname.split( '/' ).pop() }?key=${ url.searchParams.get( 'key' ) }` ) ).json();
		assert.equal( order.payment_method, 'cod' );
		assert.equal( order.status, 'processing' );
		await context.close();
	} );
} );

describe( 'wp-admin', () => {
	test( 'the guest order shows its locker and NIP', async () => {
		assert.ok( placed.length, 'a guest order was placed' );
		const { session: admin, page } = await adminSession();
		try {
			const { id, nip, locker } = placed[ 0 ];
			await page.goto( `${ BASE_URL }/wp-admin/admin.php?page=wc-orders&action=edit&id=${ id }`, { waitUntil: 'domcontentloaded' } );
			if ( ! ( await page.locator( '.cosmetics-order-locker' ).count() ) ) {
				await page.goto( `${ BASE_URL }/wp-admin/post.php?post=${ id }&action=edit`, { waitUntil: 'domcontentloaded' } );
			}
			assert.match( await page.locator( '.cosmetics-order-locker' ).innerText(), new RegExp( `Dostawa do paczkomatu InPost\\s+${ locker }\\s` ) );
			assert.match( await page.locator( '.cosmetics-order-company' ).innerText(), new RegExp( `NIP:\\s*${ nip }` ) );
			await screenshot( page, '44-admin-order-desktop' );
		} finally {
			await admin.close();
		}
	} );
} );
