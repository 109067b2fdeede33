/**
 * The installable plugin, as a shop owner meets it: `npm run plugin-zip`'s
 * cosmetics-storefront.zip uploaded through wp-admin's Plugins → Add New → Upload Plugin on a FRESH
 * WordPress + WooCommerce shop (scripts/lib/fresh-site.mjs under .site/plugin-zip: PL/PLN, one
 * product, a flat rate, bank transfer; not the dev shop, whose plugin is a symlink to the repository),
 * activated, a guest purchase through the storefront with bank transfer up to the order page, then
 * deactivate → reactivate → delete through wp-admin, with the site checked after each step against the
 * README: deactivation keeps the plugin's tables and options, deleting (uninstall.php) removes them,
 * orders, products and pages stay. The fresh site's debug.log must hold nothing from the plugin.
 * Needs no dev shop; skipped with the reason printed without PHP, MariaDB, WordPress, WooCommerce or
 * Chromium. E2E_FRESH_SITE_PORT picks its port (default: a free one). Screenshots 90-…96-*.png.
 */
import assert from 'node:assert/strict';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pluginLogEntries } from '../../scripts/lib/debug-log.mjs';
import { freshSiteMissing, startFreshSite } from '../../scripts/lib/fresh-site.mjs';
import { buildPluginZip, forbiddenReason, SLUG } from '../../scripts/build/plugin-zip.mjs';
import { VIEWPORTS, launchBrowser, logIn, screenshot } from './support.mjs';

const PLUGIN = `${ SLUG }/${ SLUG }.php`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = freshSiteMissing() ?? ( existsSync( chromium ) ? null : `Chromium not found at ${ chromium } (apt-get install -y chromium, or set CHROMIUM_PATH).` );
if ( missing ) {
	console.log( `plugin-zip E2E skipped: ${ missing }` );
}

const plain = ( text ) => text.replace( /\u00a0|\u202f/g, ' ' ).trim();
const zl = ( text ) => Number( plain( text ).replace( /[^\d,]/g, '' ).replace( ',', '.' ) );

describe( 'the plugin zip on a fresh WordPress + WooCommerce shop', { skip: missing ?? false }, () => {
	let zip;
	let site;
	let session;
	let admin; // a wp-admin page, logged in
	const state = { uploaded: false, active: false, order: null, optionsWhileActive: [], healthBefore: { critical: [], recommended: [] } };

	const tables = async () => ( await site.query( "SHOW TABLES LIKE 'wp\\_cosmetics\\_%'" ) ).map( ( [ name ] ) => name ).sort();
	/** The plugin's own tables (includes/Install/Schema.php). */
	const OWN_TABLES = [
		'wp_cosmetics_lockers',
		'wp_cosmetics_price_history',
		'wp_cosmetics_price_lookup',
		'wp_cosmetics_rate_limits',
		'wp_cosmetics_search_index',
		'wp_cosmetics_search_lexicon',
		'wp_cosmetics_search_log',
		'wp_cosmetics_search_typos',
	];
	// The parcel-locker import's state option is written whenever Action Scheduler first runs the import in
	// the background (a wp-admin visit, WP-Cron), and the listing cache's catalogue version whenever the
	// catalogue first changes (Frontend/ListingCache.php): when is not the settings' doing, so the lists
	// leave them out (uninstall must still delete them: allOptions).
	const allOptions = async () => ( await site.query( "SELECT option_name FROM wp_options WHERE option_name LIKE 'cosmetics\\_storefront\\_%' ORDER BY option_name" ) ).map( ( [ name ] ) => name );
	const options = async () => ( await allOptions() ).filter( ( name ) => ! [ 'cosmetics_storefront_lockers_import', 'cosmetics_storefront_catalogue_version' ].includes( name ) );
	const option = async ( name ) => ( await site.query( `SELECT option_value FROM wp_options WHERE option_name = '${ name }'` ) )[ 0 ]?.[ 0 ] ?? null;
	const pluginRow = () => admin.locator( `tr[data-plugin="${ PLUGIN }"]` );
	const plugins = async () => {
		await admin.goto( `${ site.url }/wp-admin/plugins.php`, { waitUntil: 'domcontentloaded' } );
		await admin.locator( '#the-list' ).waitFor();
	};
	/**
	 * Site Health as staff see it (Tools → Site Health): the direct tests run on the server, the async
	 * ones from the page; read once the page says it finished. Test ids of the critical and recommended
	 * items.
	 */
	const siteHealth = async () => {
		await admin.goto( `${ site.url }/wp-admin/site-health.php`, { waitUntil: 'domcontentloaded' } );
		await admin.locator( '.site-health-progress-wrapper:not(.loading)' ).waitFor( { timeout: 90000 } );
		const items = ( list ) => admin.locator( `#health-check-site-status-${ list } .health-check-accordion-trigger` ).evaluateAll( ( buttons ) => buttons.map( ( b ) => `${ b.getAttribute( 'aria-controls' ) }: ${ b.querySelector( '.title' )?.textContent?.trim() }` ) );
		return { critical: await items( 'critical' ), recommended: await items( 'recommended' ) };
	};
	const servesStorefront = async () => ( await ( await fetch( `${ site.url }/` ) ).text() ).includes( `plugins/${ SLUG }/build/storefront.js` );

	before( async () => {
		const started = Date.now();
		zip = await buildPluginZip( { log: () => {} } );
		site = await startFreshSite( { name: 'plugin-zip', port: process.env.E2E_FRESH_SITE_PORT ? Number( process.env.E2E_FRESH_SITE_PORT ) : undefined, log: () => {} } );
		console.log( `fresh site ${ site.url } (WordPress ${ site.shop.wordpress }, WooCommerce ${ site.shop.woocommerce }) ready in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s; zip ${ zip.files.length } files, ${ zip.bytes } bytes` );
		session = await launchBrowser();
		const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
		admin = await context.newPage();
		await logIn( admin, site.admin.user, site.admin.password, site.url );
	} );

	after( async () => {
		await session?.close();
		await site?.stop();
	} );

	test( 'the zip holds the plugin under cosmetics-storefront/ and nothing of development', () => {
		const paths = zip.files.map( ( file ) => file.path );
		for ( const needed of [ 'cosmetics-storefront.php', 'uninstall.php', 'readme.txt', 'build/storefront.js', 'build/storefront.asset.php', 'build/block/block.json', 'templates/canvas.php', 'includes/Install/Schema.php' ] ) {
			assert.ok( paths.includes( needed ), `${ needed } is in the zip` );
		}
		assert.deepEqual( paths.filter( forbiddenReason ), [] );
		assert.equal( paths.filter( ( p ) => /^(src|tests|scripts|node_modules)\//.test( p ) || p.endsWith( '.map' ) ).length, 0 );
		assert.ok( zip.bytes > 50_000 && zip.bytes < 5_000_000, `a plausible size (${ zip.bytes } bytes)` );
	} );

	test( 'the fresh site has WooCommerce, no storefront plugin, the blog as its front page', async () => {
		assert.equal( existsSync( join( site.wordpress, 'wp-content/plugins', SLUG ) ), false );
		assert.deepEqual( await tables(), [] );
		assert.deepEqual( await allOptions(), [] );
		assert.equal( await option( 'show_on_front' ), 'posts' );
		assert.equal( await option( 'woocommerce_currency' ), 'PLN' );
		await plugins();
		assert.equal( await pluginRow().count(), 0 );
		assert.equal( await admin.locator( 'tr[data-plugin="woocommerce/woocommerce.php"].active' ).count(), 1, 'WooCommerce is active' );
		state.healthBefore = await siteHealth();
	} );

	test( 'Plugins → Add New → Upload Plugin installs the zip; Activate', async () => {
		await admin.goto( `${ site.url }/wp-admin/plugin-install.php?tab=upload`, { waitUntil: 'domcontentloaded' } );
		await admin.locator( '#pluginzip' ).setInputFiles( zip.zip );
		await Promise.all( [ admin.waitForURL( /\/wp-admin\/update\.php\?action=upload-plugin/ ), admin.locator( '#install-plugin-submit' ).click() ] );
		const activate = admin.locator( `a[href*="action=activate"][href*="${ encodeURIComponent( PLUGIN ) }"]` );
		await activate.waitFor();
		await screenshot( admin, '90-plugin-zip-uploaded' );
		// What WordPress unpacked is a real folder with the zip's files, not a link to the repository.
		const folder = join( site.wordpress, 'wp-content/plugins', SLUG );
		assert.equal( lstatSync( folder ).isSymbolicLink(), false );
		for ( const file of zip.files ) {
			assert.ok( existsSync( join( folder, file.path ) ), `${ file.path } installed` );
		}
		assert.equal( existsSync( join( folder, 'src' ) ) || existsSync( join( folder, 'tests' ) ) || existsSync( join( folder, 'node_modules' ) ), false );
		state.uploaded = true;

		await Promise.all( [ admin.waitForURL( /\/wp-admin\/plugins\.php/ ), activate.click() ] );
		await admin.locator( `tr[data-plugin="${ PLUGIN }"].active` ).waitFor();
		assert.match( await pluginRow().first().innerText(), new RegExp( `Cosmetics Storefront[\\s\\S]*${ zip.version.replace( /\./g, '\\.' ) }` ) );
		await screenshot( admin, '91-plugin-zip-active' );
		state.active = true;

		// Activation: the plugin's tables, its schema version and JWT secret (no wp-config constant here),
		// the storefront page as the front page, the legal pages, price history for the one product.
		assert.deepEqual( await tables(), OWN_TABLES );
		assert.ok( Number( await option( 'cosmetics_storefront_schema_version' ) ) > 0 );
		assert.ok( ( await option( 'cosmetics_storefront_jwt_secret' ) )?.length >= 32, 'a generated JWT secret' );
		assert.equal( await option( 'show_on_front' ), 'page' );
		const [ [ frontPage ] ] = await site.query( "SELECT option_value FROM wp_options WHERE option_name = 'page_on_front'" );
		const [ [ slug, status ] ] = await site.query( `SELECT post_name, post_status FROM wp_posts WHERE ID = ${ Number( frontPage ) }` );
		assert.deepEqual( [ slug, status ], [ 'sklep-kosmetyczny', 'publish' ] );
		assert.deepEqual( ( await site.query( "SELECT post_name FROM wp_posts WHERE post_type = 'page' AND post_status = 'publish' AND post_name IN ('regulamin','polityka-zwrotow','polityka-prywatnosci') ORDER BY post_name" ) ).flat(), [ 'polityka-prywatnosci', 'polityka-zwrotow', 'regulamin' ] );
		assert.ok( Number( ( await site.query( `SELECT COUNT(*) FROM wp_cosmetics_price_history WHERE product_id = ${ site.shop.product_id }` ) )[ 0 ][ 0 ] ) >= 1, 'activation recorded the product price' );
		assert.equal( await servesStorefront(), true );

		// The shop owner saves each tab of the settings screen once (WooCommerce → Sklep kosmetyczny; the old
		// address under Ustawienia redirects there): every option it holds exists.
		await admin.goto( `${ site.url }/wp-admin/options-general.php?page=${ SLUG }`, { waitUntil: 'domcontentloaded' } );
		assert.match( admin.url(), /\/wp-admin\/admin\.php\?page=cosmetics-storefront$/ );
		// A save without edits stores nothing new (WordPress keeps an unchanged default out of the table), so
		// the owner fills in a field on each tab.
		const edits = { '': null, '&tab=kontakt': [ '#cosmetics-shop-info-city', 'Łódź' ], '&tab=paczkomaty': [ '#cosmetics-geowidget-token', 'token.testowy-123' ] };
		for ( const [ tab, edit ] of Object.entries( edits ) ) {
			await admin.goto( `${ site.url }/wp-admin/admin.php?page=${ SLUG }${ tab }`, { waitUntil: 'domcontentloaded' } );
			if ( edit ) {
				await admin.locator( edit[ 0 ] ).fill( edit[ 1 ] );
			}
			await Promise.all( [ admin.waitForURL( /settings-updated=true/ ), admin.locator( '#submit' ).click() ] );
			await admin.locator( '#setting-error-settings_updated' ).waitFor();
		}
		state.optionsWhileActive = await options();
		for ( const name of [ 'settings', 'schema_version', 'jwt_secret', 'shop_info', 'shipping', 'legal_pages' ] ) {
			assert.ok( state.optionsWhileActive.includes( `cosmetics_storefront_${ name }` ), `option cosmetics_storefront_${ name } exists (${ state.optionsWhileActive.join( ', ' ) })` );
		}
	} );

	test( 'a guest buys through the storefront with bank transfer and sees the order page', async () => {
		assert.ok( state.active, 'the plugin was activated' );
		const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
		const page = await context.newPage();
		const errors = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		try {
			await page.goto( `${ site.url }/sklep/product/${ site.shop.product_id }`, { waitUntil: 'domcontentloaded' } );
			await page.getByRole( 'heading', { name: 'Krem nawilżający z kwasem hialuronowym 50 ml' } ).waitFor();
			await page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click();
			const panel = page.getByRole( 'dialog', { name: 'Koszyk' } );
			await panel.locator( '[data-testid="cart-line"]' ).first().waitFor();
			await panel.getByRole( 'button', { name: 'Przejdź do płatności' } ).click();
			await page.waitForURL( /\/checkout$/ );

			await page.getByLabel( 'Imię' ).fill( 'Ewa' );
			await page.getByLabel( 'Nazwisko' ).fill( 'Nowa' );
			await page.getByLabel( 'Adres', { exact: true } ).fill( 'ul. Kwiatowa 5' );
			await page.getByLabel( 'Miasto' ).fill( 'Kraków' );
			await page.getByLabel( 'Kod pocztowy' ).fill( '30-001' );
			await page.getByLabel( 'Email' ).fill( 'ewa.nowa@example.com' );
			await page.getByLabel( 'Telefon' ).fill( '600700800' );
			// The shop's only rate and only gateway, chosen already.
			assert.equal( await page.getByRole( 'radio', { name: /Kurier/ } ).isChecked(), true );
			assert.equal( await page.getByRole( 'radio', { name: /Przelew bankowy/ } ).isChecked(), true );
			const expected = Number( site.shop.price ) + Number( site.shop.flat_cost );
			await page.locator( '[data-testid="summary-total"]' ).filter( { hasText: plain( expected.toFixed( 2 ).replace( '.', ',' ) ) } ).waitFor();
			await screenshot( page, '92-plugin-zip-checkout' );

			await page.getByRole( 'button', { name: 'Złóż zamówienie' } ).click();
			await page.waitForURL( /\/zamowienie\/\d+\?key=wc_order_/ );
			await page.getByRole( 'heading', { name: 'Zamówienie otrzymane' } ).waitFor();
			assert.match( await page.locator( '.cs-order__facts' ).innerText(), /Przelew bankowy/ );
			assert.equal( zl( await page.locator( '[data-testid="order-total"]' ).innerText() ), expected );
			await screenshot( page, '93-plugin-zip-order-received' );
			assert.deepEqual( errors, [] );

			const id = Number( new URL( page.url() ).pathname.split( '/' ).pop() );
			const [ row ] = await site.query( `SELECT status, payment_method, total_amount, billing_email FROM wp_wc_orders WHERE id = ${ id }` );
			assert.deepEqual( row, [ 'wc-on-hold', 'bacs', expected.toFixed( 8 ), 'ewa.nowa@example.com' ] );
			state.order = id;
		} finally {
			await context.close();
		}
	} );

	test( 'Site Health: no new critical item with the plugin active (and none of its own)', async () => {
		assert.ok( state.active, 'the plugin was activated' );
		const now = await siteHealth();
		await screenshot( admin, '96-plugin-zip-site-health' );
		console.log( `Site Health without the plugin: ${ JSON.stringify( state.healthBefore ) }\nwith it: ${ JSON.stringify( now ) }` );
		assert.deepEqual( now.critical.filter( ( item ) => ! state.healthBefore.critical.includes( item ) ), [], 'critical items the plugin added' );
		assert.deepEqual( [ ...now.critical, ...now.recommended ].filter( ( item ) => /cosmetics|storefront|sklep kosmetyczny/i.test( item ) ), [] );
	} );

	test( 'Deactivate keeps the tables and options; the site gets its front page back', async () => {
		assert.ok( state.active, 'the plugin was activated' );
		const historyRows = ( await site.query( 'SELECT COUNT(*) FROM wp_cosmetics_price_history' ) )[ 0 ][ 0 ];
		await plugins();
		await Promise.all( [ admin.waitForURL( /plugins\.php\?deactivate=true/ ), pluginRow().locator( '.deactivate a' ).click() ] );
		await admin.locator( `tr[data-plugin="${ PLUGIN }"].inactive` ).waitFor();
		await screenshot( admin, '94-plugin-zip-deactivated' );

		assert.deepEqual( await tables(), OWN_TABLES );
		assert.equal( ( await site.query( 'SELECT COUNT(*) FROM wp_cosmetics_price_history' ) )[ 0 ][ 0 ], historyRows, 'the price history is kept' );
		// Kept: everything but the two deactivation clears by design (the stored rewrite version, and the
		// record of the front page it just gave back).
		const cleared = [ 'cosmetics_storefront_previous_front_page', 'cosmetics_storefront_rewrite_version' ];
		assert.deepEqual( await options(), state.optionsWhileActive.filter( ( name ) => ! cleared.includes( name ) ) );
		assert.equal( await option( 'show_on_front' ), 'posts' );
		assert.equal( await servesStorefront(), false, 'the front page is no longer the storefront' );
		assert.equal( ( await site.query( `SELECT status FROM wp_wc_orders WHERE id = ${ state.order }` ) )[ 0 ]?.[ 0 ], 'wc-on-hold' );
	} );

	test( 'Activate again: the same storefront page is the front page again, nothing duplicated', async () => {
		const pagesBefore = await site.query( "SELECT ID FROM wp_posts WHERE post_type = 'page' AND post_status = 'publish' ORDER BY ID" );
		await plugins();
		await Promise.all( [ admin.waitForURL( /plugins\.php\?activate=true/ ), pluginRow().locator( '.activate a' ).click() ] );
		await admin.locator( `tr[data-plugin="${ PLUGIN }"].active` ).waitFor();
		assert.deepEqual( await site.query( "SELECT ID FROM wp_posts WHERE post_type = 'page' AND post_status = 'publish' ORDER BY ID" ), pagesBefore, 'no page created twice' );
		assert.equal( await option( 'show_on_front' ), 'page' );
		assert.equal( await servesStorefront(), true );
		assert.deepEqual( await options(), state.optionsWhileActive );
	} );

	test( 'Deactivate and Delete: uninstall.php drops the tables and options; orders, products and pages stay', async () => {
		const pagesBefore = await site.query( "SELECT ID FROM wp_posts WHERE post_type = 'page' AND post_status = 'publish' ORDER BY ID" );
		await plugins();
		await Promise.all( [ admin.waitForURL( /plugins\.php\?deactivate=true/ ), pluginRow().locator( '.deactivate a' ).click() ] );
		await admin.locator( `tr[data-plugin="${ PLUGIN }"].inactive` ).waitFor();
		// Delete asks for confirmation, then runs through admin-ajax (wp.updates), which replaces the
		// row with its "was deleted" line.
		admin.once( 'dialog', ( dialog ) => dialog.accept() );
		await pluginRow().locator( '.delete a' ).click();
		await admin.locator( `tr.plugin-deleted-tr[data-plugin="${ PLUGIN }"]` ).waitFor();
		await screenshot( admin, '95-plugin-zip-deleted' );
		await plugins();
		assert.equal( await pluginRow().count(), 0, 'gone from the plugins list after a reload' );

		assert.equal( existsSync( join( site.wordpress, 'wp-content/plugins', SLUG ) ), false, 'the plugin folder is deleted' );
		assert.deepEqual( await tables(), [], 'uninstall.php dropped every table of the plugin' );
		assert.deepEqual( await allOptions(), [], 'uninstall.php deleted every option of the plugin' );
		assert.equal( await option( 'show_on_front' ), 'posts' );
		// The shop's own data stays.
		assert.equal( ( await site.query( `SELECT status FROM wp_wc_orders WHERE id = ${ state.order }` ) )[ 0 ]?.[ 0 ], 'wc-on-hold', 'the order stays' );
		assert.equal( ( await site.query( `SELECT post_status FROM wp_posts WHERE ID = ${ site.shop.product_id }` ) )[ 0 ]?.[ 0 ], 'publish', 'the product stays' );
		assert.deepEqual( await site.query( "SELECT ID FROM wp_posts WHERE post_type = 'page' AND post_status = 'publish' ORDER BY ID" ), pagesBefore, 'the pages stay' );
		// WooCommerce's own storefront answers again.
		const shop = await fetch( `${ site.url }/?post_type=product` );
		assert.equal( shop.status, 200 );
	} );

	test( "the fresh site's debug.log holds nothing from the plugin", () => {
		assert.ok( state.uploaded, 'the plugin was installed' );
		const log = existsSync( site.debugLog ) ? readFileSync( site.debugLog, 'utf8' ) : '';
		const entries = pluginLogEntries( log );
		assert.deepEqual( entries, [], `${ site.debugLog }:\n${ entries.join( '\n' ).slice( 0, 4000 ) }` );
	} );
} );
