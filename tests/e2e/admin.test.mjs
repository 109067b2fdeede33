/**
 * Shop staff: the settings screen (Ustawienia → Sklep kosmetyczny) saves sanitised values, and the
 * block editor shows the storefront block as a placeholder.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, VIEWPORTS, launchBrowser, screenshot } from './support.mjs';

const ADMIN = { user: process.env.E2E_ADMIN_USER ?? 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'admin' };

let session;
let page;
before( async () => {
	session = await launchBrowser();
	const context = await session.browser.newContext( { viewport: VIEWPORTS.desktop } );
	page = await context.newPage();
	await page.goto( `${ BASE_URL }/wp-login.php` );
	await page.fill( '#user_login', ADMIN.user );
	await page.fill( '#user_pass', ADMIN.password );
	await Promise.all( [ page.waitForURL( /wp-admin/ ), page.click( '#wp-submit' ) ] );
} );
after( async () => {
	await session?.close();
} );

test( 'the settings screen saves sanitised shop category ids', async () => {
	await page.goto( `${ BASE_URL }/wp-admin/options-general.php?page=cosmetics-storefront` );
	await page.getByRole( 'heading', { level: 1, name: 'Sklep kosmetyczny' } ).waitFor();
	const ids = page.getByLabel( 'Kategorie sklepu (ID)' );
	const before = await ids.inputValue();
	assert.equal( before, '20, 22, 24' );
	assert.notEqual( await page.getByLabel( 'Strona sklepu' ).inputValue(), '0', 'a storefront page is chosen' );

	await ids.fill( '20, abc, 22, -5, 24, 22' );
	await page.getByRole( 'button', { name: /Zapisz|Save/ } ).click();
	await page.waitForURL( /settings-updated=true/ );
	assert.equal( await page.getByLabel( 'Kategorie sklepu (ID)' ).inputValue(), '20, 22, 24' );
	await screenshot( page, '10-admin-settings-desktop' );
} );

test( 'the block editor shows the storefront block as a placeholder', async () => {
	await page.goto( `${ BASE_URL }/wp-admin/post-new.php?post_type=page` );
	await page.waitForFunction( () => window.wp?.blocks?.getBlockType( 'cosmetics/storefront' ) );
	await page.evaluate( () => {
		window.wp.data.dispatch( 'core/preferences' )?.set( 'core/edit-post', 'welcomeGuide', false );
		window.wp.data.dispatch( 'core/block-editor' ).insertBlocks( window.wp.blocks.createBlock( 'cosmetics/storefront' ) );
	} );
	const frame = page.frameLocator( 'iframe[name="editor-canvas"]' );
	const placeholder = ( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) ? frame.getByText( 'Tutaj wyświetli się sklep', { exact: false } ) : page.getByText( 'Tutaj wyświetli się sklep', { exact: false } );
	await placeholder.waitFor();
	await screenshot( page, '11-admin-block-editor-desktop' );
} );
