/**
 * Shop staff: the settings screen (Ustawienia → Sklep kosmetyczny) saves sanitised values, and the
 * block editor shows the storefront block as a placeholder.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, adminSession, screenshot } from './support.mjs';

let session;
let page;
before( async () => {
	( { session, page } = await adminSession() );
} );
after( async () => {
	await session?.close();
} );

test( 'the settings screen saves sanitised shop category ids', async () => {
	const settingsUrl = `${ BASE_URL }/wp-admin/options-general.php?page=cosmetics-storefront`;
	const save = async ( value ) => {
		await page.goto( settingsUrl );
		await page.getByLabel( 'Kategorie sklepu (ID)' ).fill( value );
		await page.getByRole( 'button', { name: /Zapisz|Save/ } ).click();
		// WordPress strips ?settings-updated=true from the address bar right away: wait for the notice.
		await page.getByText( /^(Settings saved\.|Ustawienia zostały zapisane\.)$/ ).waitFor();
		return page.getByLabel( 'Kategorie sklepu (ID)' ).inputValue();
	};

	await page.goto( settingsUrl );
	await page.getByRole( 'heading', { level: 1, name: 'Sklep kosmetyczny' } ).waitFor();
	const before = await page.getByLabel( 'Kategorie sklepu (ID)' ).inputValue();
	assert.notEqual( await page.getByLabel( 'Strona sklepu' ).inputValue(), '0', 'a storefront page is chosen' );
	try {
		assert.equal( await save( '31, abc, 32, -5, 31' ), '31, 32' );
		await screenshot( page, '10-admin-settings-desktop' );
		// The storefront page carries what was saved.
		const html = await ( await fetch( `${ BASE_URL }/sklep` ) ).text();
		assert.match( html, /"shopCategoryIds":\[31,32\]/ );
	} finally {
		assert.equal( await save( before ), before );
	}
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
