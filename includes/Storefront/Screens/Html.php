<?php
/**
 * What every server screen writes the same way: the storefront's addresses (root-relative, as the
 * app's links) and the plain text of an API string.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

defined( 'ABSPATH' ) || exit;

final class Html {

	/** Root-relative (a shop page links 50 products: the host 50 times would only weigh). */
	public static function url( string $path ): string {
		return wp_make_link_relative( home_url( '/' . $path ) );
	}

	public static function category_url( string $slug ): string {
		return self::url( 'sklep/category/' . rawurlencode( $slug ) );
	}

	public static function product_url( int $id ): string {
		return self::url( 'sklep/product/' . $id );
	}

	/**
	 * Plain text of an API string (HTML entities as WordPress stores them decoded, tags dropped), as
	 * src/domain/text.ts productName / decodeEntities.
	 */
	public static function text( mixed $html ): string {
		return is_string( $html ) ? trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) : '';
	}

	public static function site_name(): string {
		$name = self::text( (string) get_bloginfo( 'name' ) );
		return '' !== $name ? $name : 'Sklep';
	}
}
