/**
 * Shop staff: WooCommerce → Sklep kosmetyczny.
 * 1. Pressing "Zapisz zmiany" on each tab without touching a field leaves every stored option
 *    byte-identical (the map tiles' {s}/{z}/{x}/{y} included).
 * 2. Each invalid field is refused with a Polish error naming it, and keeps its previous value; the
 *    valid fields of the same form are saved; no "saved" notice.
 * 3. Polish opening hours typed in wp-admin show whole on /kontakt.
 * 4. A Shop Manager finds the page under WooCommerce (the old Ustawienia address redirects) and edits it.
 * Selectors are ids, names, URLs and the plugin's own Polish texts, never WordPress's or WooCommerce's
 * own labels (the shop runs in Polish). Every option is put back byte for byte afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { ADMIN, BASE_URL, WIDE, launchBrowser, logIn, screenshot } from './support.mjs';

const OPTIONS = [ 'cosmetics_storefront_settings', 'cosmetics_storefront_shop_info', 'cosmetics_storefront_shipping' ];
const TABS = { sklep: '', kontakt: '&tab=kontakt', paczkomaty: '&tab=paczkomaty' };
const settingsUrl = ( tab ) => `${ BASE_URL }/wp-admin/admin.php?page=cosmetics-storefront${ TABS[ tab ] }`;
const OSM = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

const raw = ( name ) => fixture( BASE_URL, 'option-raw', name );
const setOption = ( name, value ) => fixture( BASE_URL, 'option-set', name, JSON.stringify( value ) );

/** A seller with Polish letters, quotes, "&", a percent-octet and several lines: what sanitize_text_field used to alter. */
function sellerFor( current ) {
	return {
		...current,
		seller_name: 'Perfumeria „Łąka” & Syn – Żaneta Ćwik sp.j.',
		street: 'ul. Źródlana 7/9 lok. 5%20',
		postcode: '90-001',
		city: 'Łódź',
		krs: '0000987654',
		nip: '5252448487',
		regon: '146123459',
		phone: '+48 (42) 123-45-67',
		email: 'biuro@laka.pl',
		hours: 'Poniedziałek–piątek: 9:00–17:00\nSobota: 10:00–14:00',
		facebook: 'https://www.facebook.com/perfumeria.łąka?ref=a&b=1',
		instagram: 'https://www.instagram.com/laka',
		tiktok: '',
		latitude: '51.7592',
		longitude: '19.456',
		map_embed: true,
	};
}

let session;
let page;
const original = {};
before( async () => {
	for ( const name of OPTIONS ) {
		original[ name ] = raw( name );
	}
	session = await launchBrowser();
	page = await ( await session.browser.newContext( { viewport: WIDE } ) ).newPage();
	await logIn( page, ADMIN.user, ADMIN.password );
} );
after( async () => {
	await session?.close();
	for ( const name of OPTIONS ) {
		fixture( BASE_URL, 'option-put-raw', name, original[ name ]?.raw ?? '' );
	}
} );

/** Submits the tab's form (the button by its id) and waits for options.php's redirect back. */
async function submit( target = page ) {
	await Promise.all( [ target.waitForURL( /settings-updated=true/ ), target.locator( '#submit' ).click() ] );
}

test( 'a save without edits leaves every option byte-identical, on every tab', async () => {
	const settings = original.cosmetics_storefront_settings.value;
	const cards = settings.home_cards.map( ( card, index ) => ( index === 1 ? { ...card, name: 'Świece & „zapachy” <3' } : card ) );
	setOption( 'cosmetics_storefront_settings', { ...settings, shop_category_ids: [ 24, 20, 22 ], home_cards: cards } );
	setOption( 'cosmetics_storefront_shop_info', sellerFor( original.cosmetics_storefront_shop_info.value ) );
	setOption( 'cosmetics_storefront_shipping', { geowidget_token: '', tiles_url: OSM } );
	const before = Object.fromEntries( OPTIONS.map( ( name ) => [ name, raw( name ).raw ] ) );
	assert.match( before.cosmetics_storefront_shipping, /\{s\}\.tile\.openstreetmap\.org\/\{z\}\/\{x\}\/\{y\}\.png/ );

	for ( const tab of Object.keys( TABS ) ) {
		await page.goto( settingsUrl( tab ) );
		await page.locator( '.nav-tab-active[aria-current="page"]' ).waitFor();
		await submit();
		await page.locator( '#setting-error-settings_updated' ).waitFor();
		assert.equal( await page.locator( '.cosmetics-field-error' ).count(), 0, `${ tab }: no field refused` );
		if ( tab === 'sklep' ) {
			await screenshot( page, '17-admin-settings-sklep-1440' );
		}
	}
	for ( const name of OPTIONS ) {
		assert.equal( raw( name ).raw, before[ name ], `${ name } is byte-identical` );
	}
	// The storefront still gets the tiles with their placeholders.
	const html = await ( await fetch( `${ BASE_URL }/sklep` ) ).text();
	const tiles = html.match( /"tilesUrl":("[^"]*")/ );
	assert.equal( tiles && JSON.parse( tiles[ 1 ] ), OSM, 'the page carries the tiles template' );
} );

test( 'each invalid field is refused in Polish, keeps its previous value, and the valid ones are saved', async () => {
	const seller = sellerFor( original.cosmetics_storefront_shop_info.value );
	setOption( 'cosmetics_storefront_shop_info', seller );
	const invalid = {
		nip: [ '525-244-84-88', 'NIP: nieprawidłowy numer NIP' ],
		krs: [ '12345', 'KRS: numer KRS ma 10 cyfr' ],
		regon: [ '14612345', 'REGON: nieprawidłowy numer REGON' ],
		postcode: [ '90001', 'Kod pocztowy: nieprawidłowy format kodu pocztowego (XX-XXX' ],
		phone: [ 'zadzwoń do nas', 'Telefon: nieprawidłowy numer telefonu' ],
		latitude: [ '95', 'Szerokość geograficzna (mapa): podaj liczbę stopni od -90 do 90' ],
		email: [ 'biuro@', 'E-mail: nieprawidłowy adres e-mail' ],
		street: [ 'Źródlana '.repeat( 633 ).trim(), 'Ulica i numer: może mieć najwyżej 160 znaków, wpisano ' ],
		facebook: [ 'javascript:alert(1)', 'Facebook (adres profilu): podaj pełny adres strony' ],
		seller_name: [ '<b>Łąka</b>', 'Nazwa sprzedawcy: nie może zawierać znaczników HTML' ],
	};
	await page.goto( settingsUrl( 'kontakt' ) );
	for ( const [ key, [ value ] ] of Object.entries( invalid ) ) {
		await page.locator( `#cosmetics-shop-info-${ key }` ).fill( value );
	}
	await page.locator( '#cosmetics-shop-info-city' ).fill( 'Gdańsk' );
	await submit();
	await page.locator( '#cosmetics-shop-info-nip-error' ).waitFor();
	assert.equal( await page.locator( '#setting-error-settings_updated' ).count(), 0, 'no "saved" notice' );
	await page.getByText( 'Pozostałe pola zapisano. Pola z błędami zachowały poprzednie wartości.' ).waitFor();
	await screenshot( page, '17-admin-settings-errors-1440' );

	const stored = raw( 'cosmetics_storefront_shop_info' ).value;
	for ( const [ key, [ , message ] ] of Object.entries( invalid ) ) {
		const field = page.locator( `#cosmetics-shop-info-${ key }` );
		assert.ok( ( await page.locator( `#cosmetics-shop-info-${ key }-error` ).textContent() ).startsWith( message ), `${ key }: ${ message }` );
		assert.equal( await field.getAttribute( 'aria-invalid' ), 'true', `${ key } is marked invalid` );
		assert.match( await field.getAttribute( 'aria-describedby' ), new RegExp( `cosmetics-shop-info-${ key }-error` ) );
		assert.equal( await field.inputValue(), seller[ key ], `${ key } shows its previous value` );
		assert.equal( stored[ key ], seller[ key ], `${ key } keeps its previous value` );
	}
	assert.equal( stored.city, 'Gdańsk', 'the valid field of the same form is saved' );
	assert.equal( stored.nip, '5252448487', 'the valid NIP is never erased' );

	// Sklep: a category id or slug that does not exist (a tampered form: the pickers offer none).
	const settingsBefore = raw( 'cosmetics_storefront_settings' ).raw;
	await page.goto( settingsUrl( 'sklep' ) );
	await page.evaluate( () => {
		const box = document.querySelector( 'input[name="cosmetics_storefront_settings[shop_category_ids][]"][type="checkbox"]' );
		box.value = '999999';
		box.checked = true;
		const select = document.querySelector( '#cosmetics-home-card-0-slug' );
		select.add( new Option( 'nie-ma', 'nie-ma-takiej-kategorii', true, true ) );
	} );
	await submit();
	await page.locator( '#cosmetics-shop-categories-error' ).waitFor();
	assert.match( await page.locator( '#cosmetics-shop-categories-error' ).textContent(), /^Kategorie sklepu: nie ma kategorii produktów najwyższego poziomu o ID 999999\. Zachowano poprzednią wartość\.$/ );
	assert.match( await page.locator( '#cosmetics-home-card-0-slug-error' ).textContent(), /^Karta 1 – kategoria: wybierz istniejącą kategorię produktów\./ );
	assert.equal( raw( 'cosmetics_storefront_settings' ).raw, settingsBefore, 'nothing of the Sklep tab changed' );

	// Paczkomaty: a tiles address without its placeholders.
	const shippingBefore = raw( 'cosmetics_storefront_shipping' ).raw;
	await page.goto( settingsUrl( 'paczkomaty' ) );
	await page.locator( '#cosmetics-tiles-url' ).fill( 'https://tile.example.com/mapa.png' );
	await page.locator( '#cosmetics-geowidget-token' ).fill( 'żółw' );
	await submit();
	assert.match( await page.locator( '#cosmetics-tiles-url-error' ).textContent(), /^Adres kafelków mapy: podaj adres https:\/\/ z miejscami \{z\}, \{x\} i \{y\}/ );
	assert.match( await page.locator( '#cosmetics-geowidget-token-error' ).textContent(), /^Token Geowidget InPost: token może zawierać tylko/ );
	assert.equal( raw( 'cosmetics_storefront_shipping' ).raw, shippingBefore );
} );

test( 'Polish opening hours typed in wp-admin show whole on /kontakt', async () => {
	setOption( 'cosmetics_storefront_shop_info', sellerFor( original.cosmetics_storefront_shop_info.value ) );
	await page.goto( settingsUrl( 'kontakt' ) );
	await page.locator( '#cosmetics-shop-info-hours' ).fill( 'Poniedziałek–piątek: 9:00–17:00\nŚroda (święta): 12:00–20:00\nSobota, niedziela: nieczynne' );
	await submit();
	await page.locator( '#setting-error-settings_updated' ).waitFor();

	for ( const [ viewport, name ] of [ [ WIDE, '17-contact-polish-hours-1440' ], [ { width: 390, height: 844 }, '17-contact-polish-hours-390' ] ] ) {
		const context = await session.browser.newContext( { viewport } );
		const shopper = await context.newPage();
		await shopper.goto( `${ BASE_URL }/kontakt` );
		const hours = shopper.getByRole( 'region', { name: 'Godziny otwarcia' } );
		await hours.waitFor();
		assert.deepEqual( await hours.locator( 'dt' ).allTextContents(), [ 'Poniedziałek–piątek', 'Środa (święta)', 'Sobota, niedziela' ] );
		assert.deepEqual( await hours.locator( 'dd' ).allTextContents(), [ '9:00–17:00', '12:00–20:00', 'nieczynne' ] );
		assert.doesNotMatch( await shopper.locator( 'main' ).textContent(), /\uFFFD|PI\?/, 'no letter cut in half' );
		await shopper.getByRole( 'region', { name: 'Dane sprzedawcy' } ).getByText( 'Perfumeria „Łąka” & Syn – Żaneta Ćwik sp.j.' ).waitFor();
		await screenshot( shopper, name );
		await context.close();
	}
} );

test( 'a Shop Manager finds the settings under WooCommerce and edits them', async () => {
	setOption( 'cosmetics_storefront_shop_info', sellerFor( original.cosmetics_storefront_shop_info.value ) );
	const manager = fixture( BASE_URL, 'user', 'shop_manager', 'e2e.kierownik.sklepu@example.com' );
	const context = await session.browser.newContext( { viewport: WIDE } );
	const staff = await context.newPage();
	try {
		await logIn( staff, manager.email, manager.password );
		await staff.goto( `${ BASE_URL }/wp-admin/` );
		const link = staff.locator( '#toplevel_page_woocommerce a[href$="admin.php?page=cosmetics-storefront"]' );
		assert.equal( await link.count(), 1, 'the page is in the WooCommerce menu' );
		await Promise.all( [ staff.waitForURL( /admin\.php\?page=cosmetics-storefront$/ ), link.evaluate( ( a ) => a.click() ) ] );
		await staff.locator( '#cosmetics-page-id' ).waitFor();

		// The old address under Ustawienia leads here, its tab kept.
		await staff.goto( `${ BASE_URL }/wp-admin/options-general.php?page=cosmetics-storefront&tab=kontakt` );
		assert.match( staff.url(), /\/wp-admin\/admin\.php\?page=cosmetics-storefront&tab=kontakt$/ );
		await staff.locator( '#cosmetics-shop-info-city' ).fill( 'Zielona Góra' );
		await submit( staff );
		await staff.locator( '#setting-error-settings_updated' ).waitFor();
		assert.equal( await staff.locator( '#cosmetics-shop-info-city' ).inputValue(), 'Zielona Góra' );
		assert.equal( raw( 'cosmetics_storefront_shop_info' ).value.city, 'Zielona Góra' );
		await screenshot( staff, '17-admin-settings-shop-manager-1440' );

		// Every tab opens and saves for the shop manager.
		for ( const tab of [ 'sklep', 'paczkomaty' ] ) {
			await staff.goto( settingsUrl( tab ) );
			await submit( staff );
			await staff.locator( '#setting-error-settings_updated' ).waitFor();
		}
	} finally {
		await context.close();
	}
} );
