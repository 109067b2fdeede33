/**
 * Placing the storefront block, in wp-admin's block editor at 1440 px: a new page
 * with the block "Sklep kosmetyczny" is told it is not the storefront page and must be published
 * first; published, its address shows staff an explanation (visitors: the storefront's 404 screen,
 * noindex); the block sets the full-page template and makes the page the storefront page, which then
 * serves / and /sklep. The shop's storefront page is put back and the test page deleted afterwards.
 * Nothing here reads WordPress's own (soon Polish) labels: the editor is driven through its data
 * stores, our texts are read as they are. Screenshots: test-results/e2e/17-…png.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, VIEWPORTS, WIDE, adminSession, screenshot } from './support.mjs';

const RUN = Date.now().toString( 36 );

let session;
let page;
before( async () => {
	( { session, page } = await adminSession( WIDE ) );
} );
after( async () => {
	await session?.close();
} );

/** The editor's canvas (an iframe in recent WordPress) or the page itself. */
async function canvas() {
	return ( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) ? page.frameLocator( 'iframe[name="editor-canvas"]' ) : page;
}

/** Saves the post through the editor's store and waits until it is saved. */
async function savePost( edits = {} ) {
	await page.evaluate( async ( changes ) => {
		const editor = window.wp.data.dispatch( 'core/editor' );
		if ( Object.keys( changes ).length ) {
			editor.editPost( changes );
		}
		await editor.savePost();
	}, edits );
	await page.waitForFunction( () => ! window.wp.data.select( 'core/editor' ).isSavingPost() && ! window.wp.data.select( 'core/editor' ).isEditedPostDirty() );
}

test( 'the block guides its placement: notice, full-page template, storefront page; staff see an explanation elsewhere', async () => {
	const errors = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await page.goto( `${ BASE_URL }/wp-admin/post-new.php?post_type=page` );
	await page.waitForFunction( () => window.wp?.blocks?.getBlockType( 'cosmetics/storefront' ) && window.cosmeticsStorefrontEditor );
	const original = await page.evaluate( () => window.cosmeticsStorefrontEditor.storefrontPageId );
	assert.ok( original > 0, 'the shop has a storefront page' );
	const title = `Sklep próbny ${ RUN }`;
	await page.evaluate( ( pageTitle ) => {
		window.wp.data.dispatch( 'core/preferences' )?.set( 'core/edit-post', 'welcomeGuide', false );
		window.wp.data.dispatch( 'core/editor' ).editPost( { title: pageTitle } );
		window.wp.data.dispatch( 'core/block-editor' ).insertBlocks( window.wp.blocks.createBlock( 'cosmetics/storefront' ) );
	}, title );

	let pageId = 0;
	try {
		const frame = await canvas();
		await frame.getByText( 'Ta strona nie jest stroną sklepu, więc odwiedzający zobaczą tu tylko ekran „Strona jest modernizowana”.', { exact: false } ).waitFor();
		await frame.getByText( 'Ta strona stanie się też stroną główną witryny', { exact: false } ).waitFor();
		await frame.getByText( 'Najpierw opublikuj stronę: stroną sklepu może być tylko opublikowana strona.' ).waitFor();
		const make = frame.getByRole( 'button', { name: 'Ustaw jako stronę sklepu' } );
		assert.equal( await make.isDisabled(), true, 'an unpublished page cannot be chosen yet' );
		await frame.getByText( 'Strona używa szablonu motywu', { exact: false } ).waitFor();
		await screenshot( page, '17-block-placement-new-page-desktop' );

		// The full-page template: chosen in the block, kept by saving (publishing) the page.
		await frame.getByRole( 'button', { name: 'Użyj szablonu „Sklep kosmetyczny (pełna strona)”' } ).click();
		await frame.getByText( 'Wybrano szablon „Sklep kosmetyczny (pełna strona)”. Zapisz stronę, aby zaczął działać.' ).waitFor();
		await savePost( { status: 'publish' } );
		pageId = await page.evaluate( () => window.wp.data.select( 'core/editor' ).getCurrentPostId() );
		await frame.getByText( 'Szablon: „Sklep kosmetyczny (pełna strona)” — bez nagłówka i stopki motywu (sklep ma własne).' ).waitFor();
		assert.equal( await make.isDisabled(), false, 'published: it can be chosen' );

		// Published but not the storefront page: staff read what to do, visitors get the 404 screen.
		const link = await page.evaluate( () => window.wp.data.select( 'core/editor' ).getPermalink() );
		const staffView = await page.context().newPage();
		await staffView.goto( link, { waitUntil: 'networkidle' } );
		const explanation = staffView.getByRole( 'region', { name: 'Sklep kosmetyczny nie działa na tej stronie' } );
		await explanation.waitFor();
		assert.match( await explanation.innerText(), /Ta strona zawiera blok „Sklep kosmetyczny”, ale nie jest stroną sklepu\./ );
		assert.match( await explanation.innerText(), /wybierz „Ustaw jako stronę sklepu” \(strona stanie się też stroną główną witryny\)/ );
		assert.equal( await staffView.locator( '#cosmetics-storefront' ).count(), 0, 'no storefront (its 404 screen) for staff' );
		await screenshot( staffView, '17-block-placement-staff-explanation-desktop' );
		await staffView.setViewportSize( VIEWPORTS.phone );
		await screenshot( staffView, '17-block-placement-staff-explanation-phone' );
		// The settings link leads to the settings page, wherever it is registered.
		const settings = await staffView.goto( await explanation.getByRole( 'link', { name: 'Ustawienia sklepu' } ).getAttribute( 'href' ) );
		assert.equal( settings.status(), 200, `the settings page opened: ${ staffView.url() }` );
		await staffView.locator( '#wpbody form' ).first().waitFor();
		await staffView.close();

		const visitor = await session.browser.newContext( { viewport: VIEWPORTS.phone } );
		try {
			const guest = await visitor.newPage();
			const response = await guest.goto( link, { waitUntil: 'networkidle' } );
			assert.equal( response.status(), 200 );
			await guest.getByRole( 'heading', { level: 1, name: 'Strona jest modernizowana' } ).waitFor();
			assert.equal( await guest.getByText( 'Sklep kosmetyczny nie działa na tej stronie' ).count(), 0 );
			assert.match( await guest.locator( 'meta[name="robots"]' ).getAttribute( 'content' ), /noindex/ );
			await screenshot( guest, '17-block-placement-visitor-phone' );
		} finally {
			await visitor.close();
		}

		// Make it the storefront page: it becomes the front page and serves the storefront's addresses.
		await make.click();
		await frame.locator( 'p:focus', { hasText: 'Gotowe. Ta strona jest teraz stroną sklepu i stroną główną witryny' } ).waitFor();
		assert.equal( await frame.getByRole( 'button', { name: 'Ustaw jako stronę sklepu' } ).count(), 0 );
		await screenshot( page, '17-block-placement-storefront-page-desktop' );
		const home = await ( await fetch( `${ BASE_URL }/` ) ).text();
		assert.match( home, /<div id="cosmetics-storefront"/ );
		assert.match( home, /<body[^>]*cosmetics-storefront-canvas/, 'the front page is this page, with the full-page template' );
		assert.match( home, new RegExp( `<body[^>]*page-id-${ pageId }[ "]` ), 'the front page is the new page' );
		const shop = await fetch( `${ BASE_URL }/sklep` );
		assert.equal( shop.status, 200 );
		assert.match( await shop.text(), /<body[^>]*cosmetics-storefront-canvas/ );

		// A reload says so from the server's data too.
		await page.reload();
		await page.waitForFunction( () => window.cosmeticsStorefrontEditor );
		assert.equal( await page.evaluate( () => window.cosmeticsStorefrontEditor.storefrontPageId ), pageId );
		await ( await canvas() ).getByText( 'Ta strona jest stroną sklepu i stroną główną witryny', { exact: false } ).waitFor();
	} finally {
		// The shop's own storefront page back, the test page gone.
		const restored = await page.evaluate( async ( id ) => ( await window.wp.apiFetch( { path: '/cosmetics/v1/storefront-page', method: 'POST', data: { page_id: id } } ) ).page_id, original );
		assert.equal( restored, original );
		if ( pageId ) {
			await page.evaluate( ( id ) => window.wp.apiFetch( { path: `/wp/v2/pages/${ id }?force=true`, method: 'DELETE' } ), pageId );
		}
	}
	const home = await ( await fetch( `${ BASE_URL }/` ) ).text();
	assert.match( home, new RegExp( `<body[^>]*page-id-${ original }[ "]` ), 'the front page is the shop\'s own again' );
	assert.deepEqual( errors, [] );
} );
