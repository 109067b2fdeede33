/**
 * The block's settings in the block editor's sidebar, as a Shop Manager (manage_woocommerce, not
 * manage_options) at 1440 px: on a page holding the block "Sklep kosmetyczny", card 1 gets another
 * category and images from the media library; four images are refused at the save with the settings
 * page's Polish message (shown in the sidebar) and nothing is saved; with two, the post's save offers
 * the settings in the editor's multi-entity save, the settings page shows the same values and `/` the
 * card. The editor is driven through its data stores and class names (not WordPress's translated
 * labels); our texts are read as they are. The shop's settings are put back and the page deleted
 * afterwards. Screenshots: test-results/e2e/16-block-settings-…png.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, WIDE, explained, launchBrowser, logIn, recordTrouble, screenshot } from './support.mjs';

const OPTION = 'cosmetics_storefront_settings';
const KIND = 'cosmetics';
const NAME = 'storefrontSettings';

let session;
let page;
before( async () => {
	const manager = fixture( BASE_URL, 'user', 'shop_manager', 'kierownik.blok@example.com' );
	session = await launchBrowser();
	page = await ( await session.browser.newContext( { viewport: WIDE } ) ).newPage();
	recordTrouble( page );
	await logIn( page, manager.email, manager.password );
} );
after( async () => {
	await session?.close();
} );

/** Saves through the post's own button: the multi-entity save panel lists the settings; confirm it. */
async function saveWithPost() {
	await page.locator( '.editor-post-publish-button' ).click();
	const confirm = page.locator( '.editor-entities-saved-states__save-button' );
	await confirm.waitFor();
	await confirm.click();
	await page.waitForFunction( ( [ kind, name ] ) => ! window.wp.data.select( 'core' ).isSavingEntityRecord( kind, name ) && ! window.wp.data.select( 'core/editor' ).isSavingPost(), [ KIND, NAME ] );
}

/** Opens card $index's media library, picks its first $count images; returns their ids. */
async function pickImages( card, count ) {
	await card.locator( '.cosmetics-storefront-card-pick' ).click();
	const modal = page.locator( '.media-modal:visible' );
	await modal.locator( '#menu-item-browse' ).click();
	const items = modal.locator( '.attachments .attachment' );
	await items.nth( count - 1 ).waitFor();
	const ids = [];
	for ( let at = 0; at < count; at++ ) {
		await items.nth( at ).click();
		ids.push( Number( await items.nth( at ).getAttribute( 'data-id' ) ) );
	}
	assert.equal( await modal.locator( '.attachments .attachment.selected' ).count(), count );
	await modal.locator( '.media-button-select' ).click();
	await modal.waitFor( { state: 'hidden' } );
	return ids;
}

test( 'a Shop Manager edits the home cards in the block sidebar; the settings page and / show them', explained( () => page, async () => {
	const before = fixture( BASE_URL, 'option-raw', OPTION );
	const errors = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	let pageId = 0;
	try {
		await page.goto( `${ BASE_URL }/wp-admin/post-new.php?post_type=page` );
		await page.waitForFunction( () => window.wp?.blocks?.getBlockType( 'cosmetics/storefront' ) && window.cosmeticsStorefrontEditor );
		pageId = await page.evaluate( async () => {
			const { dispatch, select } = window.wp.data;
			dispatch( 'core/preferences' )?.set( 'core/edit-post', 'welcomeGuide', false );
			dispatch( 'core/block-editor' ).insertBlocks( window.wp.blocks.createBlock( 'cosmetics/storefront' ) );
			dispatch( 'core/editor' ).editPost( { title: `Karty sklepu ${ Date.now().toString( 36 ) }`, status: 'publish' } );
			await dispatch( 'core/editor' ).savePost();
			const block = select( 'core/block-editor' ).getBlocks().find( ( candidate ) => candidate.name === 'cosmetics/storefront' );
			dispatch( 'core/block-editor' ).selectBlock( block.clientId );
			dispatch( 'core/edit-post' ).openGeneralSidebar( 'edit-post/block' );
			return select( 'core/editor' ).getCurrentPostId();
		} );
		assert.ok( pageId > 0, 'the page was published' );

		// Card 1: another category (the demo shop's "okolice-oczu" unless it holds that already).
		const card = page.locator( '.cosmetics-storefront-card-0' );
		await card.getByRole( 'button', { name: /^Karta 1:/ } ).click();
		const select = card.getByLabel( 'Kategoria' );
		const slug = ( await select.inputValue() ) === 'okolice-oczu' ? 'perfumy' : 'okolice-oczu';
		await select.selectOption( slug );
		const canvas = ( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) ? page.frameLocator( 'iframe[name="editor-canvas"]' ) : page;
		const preview = canvas.locator( '.cosmetics-storefront-cards-preview__card[data-card="0"]' );
		await preview.getByText( `Kategoria: ${ slug === 'perfumy' ? 'Perfumy' : 'Okolice oczu' }` ).waitFor();

		// Four images: the server refuses them with the settings page's words; nothing is saved.
		await pickImages( card, 4 );
		await saveWithPost();
		const refused = 'Karta 1 – obrazy: wybierz najwyżej 3 obrazy. Zachowano poprzednią wartość.';
		await page.locator( '.cosmetics-storefront-settings__error' ).getByText( refused ).waitFor();
		await card.locator( '.cosmetics-storefront-settings__field-error' ).getByText( refused ).waitFor();
		assert.deepEqual( fixture( BASE_URL, 'option-raw', OPTION ), before, 'nothing saved, not the category either' );
		await screenshot( page, '16-block-settings-refused-desktop' );

		// Two images: saved with the post.
		await card.getByRole( 'button', { name: 'Usuń obrazy' } ).click();
		const images = await pickImages( card, 2 );
		await preview.locator( 'img' ).nth( 1 ).waitFor();
		await saveWithPost();
		await page.waitForFunction( ( [ kind, name ] ) => ! window.wp.data.select( 'core' ).hasEditsForEntityRecord( kind, name ) && ! window.wp.data.select( 'core' ).getLastEntitySaveError( kind, name ), [ KIND, NAME ] );
		assert.equal( await page.locator( '.cosmetics-storefront-settings__error' ).count(), 0 );
		const stored = fixture( BASE_URL, 'option-raw', OPTION ).value;
		assert.deepEqual( stored.home_cards[ 0 ].image_ids, images );
		assert.equal( stored.home_cards[ 0 ].slug, slug );
		assert.deepEqual( stored.home_cards.slice( 1 ), before.value.home_cards.slice( 1 ), 'the other cards stay' );
		assert.deepEqual( stored.shop_category_ids, before.value.shop_category_ids );
		await page.locator( '.interface-complementary-area' ).screenshot( { path: 'test-results/e2e/16-block-settings-sidebar-desktop.png' } );
		await screenshot( page, '16-block-settings-saved-desktop' );
		// The shop's categories: the chosen ones checked, first, in their order.
		await page.getByRole( 'button', { name: 'Kategorie sklepu', exact: true } ).click();
		const checked = page.locator( '.interface-complementary-area input[type="checkbox"]:checked' );
		await page.locator( '#cosmetics-storefront-shop-categories-help' ).waitFor();
		assert.equal( await checked.count(), before.value.shop_category_ids.length );
		await page.locator( '.interface-complementary-area' ).screenshot( { path: 'test-results/e2e/16-block-settings-categories-desktop.png' } );
		const files = await page.evaluate( ( ids ) => ids.map( ( id ) => window.wp.data.select( 'core' ).getEntityRecord( 'postType', 'attachment', id ).source_url ), images );
		const stems = files.map( ( url ) => url.split( '/' ).pop().replace( /\.[a-z]+$/i, '' ) );

		// The settings page shows the same values.
		await page.goto( `${ BASE_URL }/wp-admin/admin.php?page=cosmetics-storefront` );
		assert.equal( await page.locator( '#cosmetics-home-card-0-slug' ).inputValue(), slug );
		assert.equal( await page.locator( '#cosmetics-home-card-0-images' ).inputValue(), images.join( ', ' ) );

		// `/` shows the card: its category and the chosen images.
		const home = await ( await fetch( `${ BASE_URL }/` ) ).text();
		const first = home.match( /<li class="cs-home-card">[\s\S]*?<\/li>/ )?.[ 0 ] ?? '';
		assert.match( first, new RegExp( `category[/=]${ slug }` ), 'the first card links its category' );
		assert.ok( first.includes( stems[ 0 ] ), `the first card shows the first image (${ stems[ 0 ] })` );
		assert.ok( home.includes( stems[ 1 ] ), `the page carries the second image (${ stems[ 1 ] })` );
	} finally {
		fixture( BASE_URL, 'option-put-raw', OPTION, before.raw ?? '' );
		if ( pageId ) {
			const nonce = await ( await page.request.get( `${ BASE_URL }/wp-admin/admin-ajax.php?action=rest-nonce` ) ).text();
			const gone = await page.request.delete( `${ BASE_URL }/wp-json/wp/v2/pages/${ pageId }?force=true`, { headers: { 'X-WP-Nonce': nonce } } );
			assert.equal( gone.status(), 200, 'the test page is deleted' );
		}
	}
	assert.deepEqual( errors, [] );
} ) );
