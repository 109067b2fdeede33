<?php
/**
 * A full-page template for the storefront page: the storefront brings its own navigation and footer,
 * so the theme's header and footer are left out. Staff can choose it for any page.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Platform\PluginInfo;

defined( 'ABSPATH' ) || exit;

final class Canvas {

	public const TEMPLATE = 'cosmetics-storefront-canvas';

	public static function hooks(): void {
		add_filter( 'theme_page_templates', array( self::class, 'register_template' ) );
		add_filter( 'template_include', array( self::class, 'template' ), 99 );
	}

	/**
	 * @param array<string,string> $templates
	 * @return array<string,string>
	 */
	public static function register_template( array $templates ): array {
		$templates[ self::TEMPLATE ] = __( 'Sklep kosmetyczny (pełna strona)', 'cosmetics-storefront' );
		return $templates;
	}

	/**
	 * The queried page uses this template and holds nothing but the storefront (its block, or the
	 * shortcode, as the storefront page the plugin creates does).
	 */
	public static function holds_only_the_storefront(): bool {
		$post = get_queried_object();
		if ( ! is_page() || ! $post instanceof \WP_Post || get_page_template_slug( $post ) !== self::TEMPLATE ) {
			return false;
		}
		$rest = (string) preg_replace( '/<!--\s*\/?wp:(shortcode|' . preg_quote( Mount::BLOCK, '/' ) . ')\b.*?-->/s', '', $post->post_content );
		$rest = (string) preg_replace( '/' . get_shortcode_regex( array( Mount::SHORTCODE ) ) . '/', '', $rest );
		return '' === trim( $rest );
	}

	public static function template( string $template ): string {
		if ( is_page() && get_page_template_slug( get_queried_object_id() ) === self::TEMPLATE ) {
			return PluginInfo::path( 'templates/canvas.php' );
		}
		return $template;
	}
}
