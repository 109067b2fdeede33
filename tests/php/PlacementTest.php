<?php
/**
 * Placing the storefront block: POST cosmetics/v1/storefront-page makes a
 * published page the storefront page and the front page (staff who manage the shop only); a page
 * holding the block that is not the storefront page shows staff an explanation instead of the 404
 * screen, while visitors keep the storefront (its 404 screen) and search engines are told not to
 * index it; the editor gets the data its advice needs.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Storefront\Placement;
use CosmeticsStorefront\Settings\FrontPage;
use CosmeticsStorefront\Settings\Settings;

final class PlacementTest extends TestCase {

	private const MOUNT       = '<div id="cosmetics-storefront"';
	private const EXPLANATION = 'Sklep kosmetyczny nie działa na tej stronie';

	private function blockPage( string $status = 'publish', string $content = '<!-- wp:cosmetics/storefront /-->' ): int {
		return $this->createPage(
			array(
				'post_title'   => 'Nowy sklep',
				'post_name'    => 'nowy-sklep-' . wp_rand(),
				'post_content' => $content,
				'post_status'  => $status,
			)
		);
	}

	private function shopManager(): int {
		return $this->createUser( 'shop_manager' );
	}

	public function test_staff_make_a_published_page_the_storefront_page_and_the_front_page(): void {
		$old        = Settings::storefront_page_id();
		$categories = Settings::all()['shop_category_ids'];
		$page       = $this->blockPage();
		$this->assertNotSame( $old, $page );
		wp_set_current_user( $this->shopManager() );

		$response = $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array( 'page_id' => $page ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'page_id' => $page, 'title' => 'Nowy sklep', 'is_front_page' => true ), $response->get_data() );
		$this->assertSame( $page, Settings::storefront_page_id() );
		$this->assertTrue( FrontPage::is( $page ) );
		$this->assertSame( $categories, Settings::all()['shop_category_ids'], 'the other settings stay' );

		// Again, after someone moved the front page elsewhere: it follows the storefront page again.
		update_option( 'page_on_front', $old );
		$this->assertSame( 200, $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array( 'page_id' => $page ) )->get_status() );
		$this->assertTrue( FrontPage::is( $page ) );
	}

	public function test_only_a_published_page_and_only_staff(): void {
		$old = Settings::storefront_page_id();
		wp_set_current_user( $this->shopManager() );
		$draft    = $this->blockPage( 'draft' );
		$response = $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array( 'page_id' => $draft ) );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'Najpierw opublikuj stronę: stroną sklepu może być tylko opublikowana strona.', $response->get_data()['message'] );

		$post     = wp_insert_post( array( 'post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Wpis', 'post_content' => '<!-- wp:cosmetics/storefront /-->' ) );
		$response = $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array( 'page_id' => $post ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'Stroną sklepu może być tylko strona (nie wpis).', $response->get_data()['message'] );
		$plain    = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Koszyk', 'post_content' => '<!-- wp:paragraph --><p>Bez sklepu</p><!-- /wp:paragraph -->' ) );
		$response = $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array( 'page_id' => $plain ) );
		$this->assertSame( 409, $response->get_status(), 'a page without the storefront' );
		$this->assertSame( $old, Settings::storefront_page_id() );
		$this->assertSame( 404, $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array( 'page_id' => 999999 ) )->get_status() );
		$this->assertSame( 400, $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array( 'page_id' => 'abc' ) )->get_status() );
		$this->assertSame( 400, $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array() )->get_status() );

		$page = $this->blockPage();
		wp_set_current_user( $this->createUser( 'editor' ) );
		$response = $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array( 'page_id' => $page ) );
		$this->assertSame( 403, $response->get_status(), 'an editor may edit the page but does not run the shop' );
		$this->assertSame( 'Stronę sklepu może ustawić tylko osoba zarządzająca sklepem.', $response->get_data()['message'] );
		wp_set_current_user( $this->createUser( 'customer' ) );
		$this->assertSame( 403, $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array( 'page_id' => $page ) )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array( 'page_id' => $page ) )->get_status() );
		$this->assertSame( $old, Settings::storefront_page_id() );
	}

	public function test_a_storefront_token_does_not_change_the_storefront_page(): void {
		$old     = Settings::storefront_page_id();
		$page    = $this->blockPage();
		$manager = $this->shopManager();
		\CosmeticsStorefront\Accounts\Auth\BearerAuthentication::reset();
		$_SERVER['HTTP_AUTHORIZATION'] = 'Bearer ' . \CosmeticsStorefront\Accounts\Auth\Jwt::issue( $manager, false );
		$_SERVER['REQUEST_URI']        = '/wp-json/cosmetics/v1/storefront-page';
		wp_set_current_user( 0 );
		wp_set_current_user( (int) apply_filters( 'determine_current_user', false ) );
		$this->assertSame( $manager, get_current_user_id(), 'the token names the shop manager' );
		$response = $this->dispatch( 'POST', '/cosmetics/v1/storefront-page', array( 'page_id' => $page ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'Stronę sklepu ustawia się w panelu WordPress, nie przez logowanie w sklepie.', $response->get_data()['message'] );
		$this->assertSame( $old, Settings::storefront_page_id() );
	}

	public function test_staff_see_an_explanation_on_a_page_that_is_not_the_storefront_page(): void {
		$this->bundleStandInUnlessBuilt();
		$page = $this->blockPage();
		wp_set_current_user( $this->shopManager() );
		$html = $this->renderPage( get_permalink( $page ) );
		$this->assertStringContainsString( self::EXPLANATION, $html );
		$this->assertStringContainsString( 'Stroną sklepu jest teraz „' . get_the_title( Settings::storefront_page_id() ) . '” (adres /).', $html );
		$this->assertStringContainsString( 'wybierz „Ustaw jako stronę sklepu” (strona stanie się też stroną główną witryny)', $html );
		$this->assertStringContainsString( esc_url( get_edit_post_link( $page, 'raw' ) ), $html );
		$this->assertStringContainsString( 'admin.php?page=cosmetics-storefront', $html );
		$this->assertStringNotContainsString( self::MOUNT, $html, 'no 404 screen for staff' );
		$this->assertFalse( wp_script_is( 'cosmetics-storefront', 'enqueued' ), 'no bundle for the explanation' );
		$this->assertSame( 200, $this->lastStatus() );

		// The shortcode too.
		$short = $this->blockPage( 'publish', '[cosmetics_storefront]' );
		$this->assertStringContainsString( self::EXPLANATION, $this->renderPage( get_permalink( $short ) ) );
	}

	public function test_visitors_keep_the_storefront_and_search_engines_are_kept_away(): void {
		$this->bundleStandInUnlessBuilt();
		$page = $this->blockPage();
		foreach ( array( 0, $this->createUser( 'customer' ), $this->createUser( 'editor' ) ) as $user ) {
			wp_set_current_user( $user );
			$html = $this->renderPage( get_permalink( $page ) );
			$this->assertStringContainsString( self::MOUNT, $html );
			$this->assertStringNotContainsString( self::EXPLANATION, $html );
			$this->assertMatchesRegularExpression( "#<meta name='robots' content='[^']*noindex#", $html );
		}
	}

	public function test_the_storefront_page_itself_is_the_storefront_for_staff_too(): void {
		$this->bundleStandInUnlessBuilt();
		wp_set_current_user( $this->shopManager() );
		foreach ( array( '/', '/sklep', '/nie-ma-takiej-strony' ) as $url ) {
			$html = $this->renderPage( $url );
			$this->assertStringContainsString( self::MOUNT, $html, $url );
			$this->assertStringNotContainsString( self::EXPLANATION, $html, $url );
			if ( 404 !== $this->lastStatus() ) { // A 404 is never indexed (Seo\Head); a storefront page is.
				$this->assertDoesNotMatchRegularExpression( "#<meta name='robots' content='[^']*noindex#", $html, $url );
			}
		}
	}

	public function test_the_editor_gets_the_storefront_page_and_the_template(): void {
		if ( ! is_readable( dirname( __DIR__, 2 ) . '/build/block/block.json' ) ) {
			$this->markTestSkipped( 'Bundle not built (build/block/block.json): run npm run build to test the editor data.' );
		}
		// Each test starts with fresh script registrations: register the block (and its editor script) again.
		unregister_block_type( 'cosmetics/storefront' );
		\CosmeticsStorefront\Storefront\Mount::register();
		$handle = generate_block_asset_handle( 'cosmetics/storefront', 'editorScript' );
		$this->assertTrue( wp_script_is( $handle, 'registered' ) );
		wp_set_current_user( $this->shopManager() );
		Placement::editor_data();
		$inline = implode( "\n", (array) wp_scripts()->get_data( $handle, 'before' ) );
		$this->assertMatchesRegularExpression( '/^window\.cosmeticsStorefrontEditor = (\{.*\});$/m', $inline );
		preg_match( '/^window\.cosmeticsStorefrontEditor = (\{.*\});$/m', $inline, $m );
		$data = json_decode( $m[1], true );
		$this->assertSame( Settings::storefront_page_id(), $data['storefrontPageId'] );
		$this->assertSame( get_the_title( Settings::storefront_page_id() ), $data['storefrontPageTitle'] );
		$this->assertTrue( $data['canManage'] );
		$this->assertSame( 'cosmetics-storefront-canvas', $data['canvasTemplate'] );
		$this->assertSame( 'Sklep kosmetyczny (pełna strona)', $data['canvasTemplateLabel'] );
		$this->assertStringContainsString( 'admin.php?page=cosmetics-storefront', $data['settingsUrl'] );
	}
}
