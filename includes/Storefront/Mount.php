<?php
/**
 * The mount point: shortcode [cosmetics_storefront] and block cosmetics/storefront.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Platform\PluginInfo;

defined( 'ABSPATH' ) || exit;

final class Mount {

	public const SHORTCODE = 'cosmetics_storefront';

	public const BLOCK = 'cosmetics/storefront';

	public const ELEMENT_ID = 'cosmetics-storefront';

	private static bool $rendered = false;

	public static function hooks(): void {
		add_action( 'init', array( self::class, 'register' ) );
	}

	public static function register(): void {
		add_shortcode( self::SHORTCODE, array( self::class, 'render' ) );

		$args = array( 'render_callback' => array( self::class, 'render' ) );
		$built = PluginInfo::path( 'build/block' );
		if ( file_exists( $built . '/block.json' ) ) {
			register_block_type( $built, $args );
		} else {
			// Not built yet (a fresh clone): the block still renders on the front end.
			register_block_type( self::BLOCK, $args );
		}
	}

	/**
	 * The element the bundle mounts into. One storefront per page. On a page that is not the
	 * storefront page, staff get an explanation of what to do instead (Placement).
	 */
	public static function render(): string {
		if ( Placement::explains() ) {
			return Placement::explanation();
		}
		if ( self::$rendered ) {
			return '<!-- cosmetics-storefront: already mounted on this page -->';
		}
		self::$rendered = true;
		Assets::enqueue();

		// The server's lazy photos keep the `sizes` the app's photos have: WordPress (6.7+) prefixes a lazy
		// image's sizes with `auto` as the page's content is filtered (after this), and the browser then chose
		// by the laid-out width, again when the app's takeover changed the layout, and the app's photo by the
		// media queries: photos fetched twice at two sizes (8 on /sklep at 1280 px, the home cards' six).
		add_filter( 'wp_img_tag_add_auto_sizes', '__return_false' );

		// The first screen from the server where its data is preloaded (crawlers, no JavaScript); the
		// bundle's first render replaces it. Escaped inside ServerMarkup.
		$path   = Router::current_path();
		$query  = Preload::request_query();
		$screen = ServerMarkup::render( $path, $query, Preload::data_for( $path, $query ) );
		if ( '' !== $screen ) {
			return sprintf( '<div id="%1$s" class="cosmetics-storefront">%2$s</div>', esc_attr( self::ELEMENT_ID ), $screen ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in ServerMarkup.
		}
		return sprintf(
			'<div id="%1$s" class="cosmetics-storefront"><div class="cs-boot" role="status">%2$s</div><noscript>%3$s</noscript></div>',
			esc_attr( self::ELEMENT_ID ),
			esc_html__( 'Ładowanie sklepu…', 'cosmetics-storefront' ),
			esc_html__( 'Sklep wymaga włączonej obsługi JavaScript w przeglądarce.', 'cosmetics-storefront' )
		);
	}

	/** Lets a test render twice in one PHP process. */
	public static function reset(): void {
		self::$rendered = false;
	}
}
