<?php
/**
 * A full-page template for the storefront page: the storefront brings its own navigation and footer,
 * so the theme's header and footer are left out. Staff can choose it for any page.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Frontend;

use CosmeticsStorefront\Plugin;

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

	public static function template( string $template ): string {
		if ( is_page() && get_page_template_slug( get_queried_object_id() ) === self::TEMPLATE ) {
			return Plugin::path( 'templates/canvas.php' );
		}
		return $template;
	}
}
