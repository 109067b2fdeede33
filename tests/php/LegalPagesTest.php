<?php
/**
 * Legal texts: WordPress pages created on activation with the default text, rendered for the
 * storefront by GET cosmetics/v1/pages/{slug} (seller data from the settings), preloaded on a full
 * page load; the default text when the page is gone.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Legal\LegalPages;
use CosmeticsStorefront\Settings\ShopInfo;

final class LegalPagesTest extends TestCase {

	public function test_activation_created_the_three_pages_with_the_default_text(): void {
		$info = ShopInfo::all();
		foreach ( LegalPages::PAGES as $slug => list( $key, $title ) ) {
			$page = get_post( (int) $info[ $key ] );
			$this->assertInstanceOf( \WP_Post::class, $page, $slug );
			$this->assertSame( 'publish', $page->post_status );
			$this->assertSame( $title, $page->post_title );
			$this->assertSame( $slug, $page->post_name );
			$this->assertSame( LegalPages::default_content( $slug ), $page->post_content );
		}
	}

	public function test_ensure_is_idempotent_and_recreates_a_trashed_page(): void {
		$before = ShopInfo::all();
		LegalPages::ensure();
		$this->assertSame( $before, ShopInfo::all() );

		wp_trash_post( (int) $before['returns_page_id'] );
		LegalPages::ensure();
		$after = ShopInfo::all();
		$this->assertNotSame( $before['returns_page_id'], $after['returns_page_id'] );
		$this->assertSame( 'publish', get_post_status( (int) $after['returns_page_id'] ) );
		$this->assertSame( $before['terms_page_id'], $after['terms_page_id'] );
	}

	public function test_the_route_renders_the_page_staff_edited_with_seller_data_from_the_settings(): void {
		ShopInfo::update( array( 'seller_name' => 'Beauty Lab sp. z o.o.', 'krs' => '0000111222' ) );
		$page_id = (int) ShopInfo::all()['terms_page_id'];
		wp_update_post(
			array(
				'ID'           => $page_id,
				'post_content' => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">1. Rejestracja</h2>\n<!-- /wp:heading -->\n<!-- wp:paragraph -->\n<p>Sprzedawca: [cosmetics_shop_info field=\"seller_name\"], KRS [cosmetics_shop_info field=\"krs\"].<script>alert(1)</script></p>\n<!-- /wp:paragraph -->",
			)
		);
		$response = $this->dispatch( 'GET', '/cosmetics/v1/pages/regulamin' );
		$this->assertSame( 200, $response->get_status() );
		$data = $this->responseData( $response );
		$this->assertSame( 'regulamin', $data['slug'] );
		$this->assertSame( 'Regulamin', $data['title'] );
		$this->assertFalse( $data['isDefault'] );
		$this->assertStringContainsString( '<h2 class="wp-block-heading">1. Rejestracja</h2>', $data['content'] );
		$this->assertStringContainsString( 'Sprzedawca: Beauty Lab sp. z o.o., KRS 0000111222.', $data['content'] );
		$this->assertStringNotContainsString( '<script', $data['content'] );
		$this->assertStringNotContainsString( '[cosmetics_shop_info', $data['content'] );
	}

	public function test_the_default_terms_carry_the_constants_and_the_seller(): void {
		ShopInfo::update( array( 'nip' => '5252448487', 'krs' => '0000987654', 'regon' => '146123459' ) );
		$content = $this->responseData( $this->dispatch( 'GET', '/cosmetics/v1/pages/regulamin' ) )['content'];
		foreach ( array( '16 sierpnia 2024', '5 dni roboczych', 'w ciągu 14 dni od jej otrzymania', '14 dni od dostarczenia towaru', 'w ciągu 7 dni od złożenia zamówienia', 'po 7 dniach od ich opublikowania', 'NIP 5252448487', 'KRS 0000987654', 'REGON 146123459' ) as $phrase ) {
			$this->assertStringContainsString( $phrase, $content );
		}
		$this->assertStringContainsString( 'href="' . home_url( '/polityka-prywatnosci' ) . '"', $content );
	}

	public function test_a_draft_or_deleted_page_falls_back_to_the_default_text(): void {
		$page_id = (int) ShopInfo::all()['privacy_page_id'];
		wp_update_post( array( 'ID' => $page_id, 'post_status' => 'draft', 'post_content' => 'Szkic' ) );
		$data = $this->responseData( $this->dispatch( 'GET', '/cosmetics/v1/pages/polityka-prywatnosci' ) );
		$this->assertTrue( $data['isDefault'] );
		$this->assertStringContainsString( 'Administrator danych', $data['content'] );
		$this->assertStringNotContainsString( 'Szkic', $data['content'] );
	}

	public function test_other_slugs_are_refused_by_the_schema(): void {
		$this->assertSame( 400, $this->dispatch( 'GET', '/cosmetics/v1/pages/sklep-kosmetyczny' )->get_status() );
		$this->assertSame( 404, $this->dispatch( 'GET', '/cosmetics/v1/pages/../wp-admin' )->get_status() );
	}

	public function test_the_privacy_notice_shows_while_the_template_is_unchanged(): void {
		wp_set_current_user( $this->createUser( 'administrator' ) );
		ob_start();
		LegalPages::privacy_review_notice();
		$this->assertStringContainsString( 'wciąż domyślny wzór', (string) ob_get_clean() );

		wp_update_post( array( 'ID' => (int) ShopInfo::all()['privacy_page_id'], 'post_content' => 'Nasza polityka.' ) );
		ob_start();
		LegalPages::privacy_review_notice();
		$this->assertSame( '', (string) ob_get_clean() );
	}
}
