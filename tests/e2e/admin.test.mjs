/**
 * Shop staff: the settings screen (WooCommerce → Sklep kosmetyczny) saves the categories picked, and the
 * block editor shows the storefront block as a placeholder.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, adminSession, screenshot } from './support.mjs';

let session;
let page;
before( async () => {
	( { session, page } = await adminSession() );
} );
after( async () => {
	await session?.close();
} );

test( 'the shop categories are picked from the existing ones, in their order', async () => {
	const settingsUrl = `${ BASE_URL }/wp-admin/admin.php?page=cosmetics-storefront`;
	const boxes = () => page.locator( '#cosmetics-shop-categories input[type="checkbox"]' );
	const checked = async () => ( await boxes().evaluateAll( ( all ) => all.filter( ( box ) => box.checked ).map( ( box ) => Number( box.value ) ) ) );
	const save = async () => {
		await Promise.all( [ page.waitForURL( /settings-updated=true/ ), page.locator( '#submit' ).click() ] );
		await page.locator( '#setting-error-settings_updated' ).waitFor();
	};

	await page.goto( settingsUrl );
	await page.getByRole( 'heading', { level: 1, name: 'Sklep kosmetyczny' } ).waitFor();
	assert.notEqual( await page.locator( '#cosmetics-page-id' ).inputValue(), '0', 'a storefront page is chosen' );
	await page.getByRole( 'group', { name: 'Kategorie sklepu' } ).waitFor();
	const stored = fixture( BASE_URL, 'option-raw', 'cosmetics_storefront_settings' );
	const before = await checked();
	assert.ok( before.length >= 2, 'the demo shop has categories chosen' );
	try {
		// Unchecking one keeps the others in their order; the storefront page carries the choice.
		await boxes().and( page.locator( `[value="${ before[ 0 ] }"]` ) ).uncheck();
		await save();
		assert.deepEqual( await checked(), before.slice( 1 ) );
		await screenshot( page, '10-admin-settings-desktop' );
		const html = await ( await fetch( `${ BASE_URL }/sklep` ) ).text();
		assert.match( html, new RegExp( `"shopCategoryIds":\\[${ before.slice( 1 ).join( ',' ) }\\]` ) );
	} finally {
		fixture( BASE_URL, 'option-put-raw', 'cosmetics_storefront_settings', stored.raw );
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
