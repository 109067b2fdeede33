<?php
/**
 * The mount point: shortcode [cosmetics_storefront] and block cosmetics/storefront.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

final class MountTest extends TestCase {

	private const MOUNT = '<div id="cosmetics-storefront"';

	public function test_the_shortcode_renders_the_mount_point(): void {
		$this->assertTrue( shortcode_exists( 'cosmetics_storefront' ) );
		$html = do_shortcode( '<p>Przed</p>[cosmetics_storefront]<p>Po</p>' );
		$this->assertStringContainsString( self::MOUNT, $html );
		$this->assertSame( 1, substr_count( $html, 'id="cosmetics-storefront"' ) );
		$this->assertStringContainsString( '<p>Przed</p>', $html );
	}

	public function test_the_block_is_registered_and_renders_the_mount_point(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'cosmetics/storefront' );
		$this->assertInstanceOf( \WP_Block_Type::class, $block );
		$this->assertIsCallable( $block->render_callback );

		$html = do_blocks( '<!-- wp:cosmetics/storefront /-->' );
		$this->assertStringContainsString( self::MOUNT, $html );
	}

	public function test_the_block_is_registered_from_build_block_json_when_built(): void {
		$json = dirname( __DIR__, 2 ) . '/build/block/block.json';
		if ( ! is_readable( $json ) ) {
			$this->markTestSkipped( 'Bundle not built (build/block/block.json): run npm run build to test the block metadata.' );
		}
		$meta  = json_decode( (string) file_get_contents( $json ), true );
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'cosmetics/storefront' );
		$this->assertSame( $meta['name'], $block->name );
		if ( isset( $meta['title'] ) ) {
			$this->assertSame( $meta['title'], $block->title );
		}
	}

	public function test_the_storefront_page_content_renders_the_mount_point_once(): void {
		$page = get_post( (int) get_option( 'page_on_front' ) );
		$html = apply_filters( 'the_content', $page->post_content );
		$this->assertSame( 1, substr_count( $html, self::MOUNT ) );
	}

	public function test_a_second_mount_on_one_page_renders_no_second_element(): void {
		$html = do_shortcode( '[cosmetics_storefront][cosmetics_storefront]' ) . do_blocks( '<!-- wp:cosmetics/storefront /-->' );
		$this->assertSame( 1, substr_count( $html, 'id="cosmetics-storefront"' ), 'Element ids must be unique in a page.' );
	}

	public function test_the_mount_point_says_the_shop_needs_javascript_in_polish(): void {
		$html = do_shortcode( '[cosmetics_storefront]' );
		$this->assertMatchesRegularExpression( '#<noscript>(<p[^>]*>)?[^<]*JavaScript[^<]*(</p>)?</noscript>#u', $html );
	}

	public function test_rendering_the_mount_point_enqueues_the_bundle(): void {
		$this->bundleStandInUnlessBuilt();
		$this->assertFalse( wp_script_is( 'cosmetics-storefront', 'enqueued' ) );
		do_shortcode( '[cosmetics_storefront]' );
		$this->assertTrue( wp_script_is( 'cosmetics-storefront', 'enqueued' ) );
		$this->assertIsArray( $this->inlineConfig() );
	}
}
