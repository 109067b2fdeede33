<?php
/**
 * The storefront's first-screen photo named in the head: `<link rel="preload" as="image"
 * imagesrcset … imagesizes … fetchpriority="high">` through WordPress's wp_preload_resources, so the
 * browser fetches the product's main photo, or the first card's photo of a list, while it still waits
 * for the stylesheets, instead of when it lays out the <img> (Lighthouse's LCP element). The image is
 * the one the server's markup draws (ServerMarkup::first_screen_image), with the same srcset and sizes,
 * so the preload and the <img> pick the same file.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

defined( 'ABSPATH' ) || exit;

final class ImagePreload {

	public static function hooks(): void {
		add_filter( 'wp_preload_resources', array( self::class, 'resources' ) );
	}

	/**
	 * @param mixed $resources WordPress's list of preloads.
	 * @return mixed
	 */
	public static function resources( $resources ) {
		if ( ! is_array( $resources ) || ! Assets::page_has_storefront() || Placement::explains() ) {
			return $resources;
		}
		$link = self::link( Router::current_path(), Preload::request_query() );
		if ( null !== $link ) {
			$resources[] = $link;
		}
		return $resources;
	}

	/**
	 * The preload of the storefront address $path with $query; null when its first screen opens with
	 * no photo.
	 *
	 * @param array<string,mixed> $query
	 * @return array<string,string>|null
	 */
	public static function link( string $path, array $query ): ?array {
		$image = ServerMarkup::first_screen_image( $path, $query, Preload::data_for( $path, $query ) );
		if ( null === $image ) {
			return null;
		}
		$link = array(
			'href'          => esc_url_raw( $image['src'] ),
			'as'            => 'image',
			'fetchpriority' => 'high',
		);
		if ( '' !== $image['srcset'] ) {
			$link['imagesrcset'] = $image['srcset'];
			$link['imagesizes']  = $image['sizes'];
		}
		return $link;
	}
}
