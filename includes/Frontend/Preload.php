<?php
/**
 * REST responses printed into the page so that the first render of a screen makes no request
 * (api-fetch's preloading middleware answers them). The paths must equal, character for character,
 * the paths the bundle requests on that screen's first render (see preload-paths.json).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Frontend;

use CosmeticsStorefront\Plugin;

defined( 'ABSPATH' ) || exit;

final class Preload {

	/**
	 * REST paths the screen at $path (see Router::current_path()) needs first, from preload-paths.json
	 * (shared with the bundle's tests).
	 *
	 * @return string[]
	 */
	public static function paths_for( string $path ): array {
		if ( ! Plugin::woocommerce_active() ) {
			return array();
		}
		$paths = self::table()[ $path ] ?? array();
		return is_array( $paths ) ? array_values( array_filter( $paths, 'is_string' ) ) : array();
	}

	/**
	 * @return array<string,mixed>
	 */
	private static function table(): array {
		static $table = null;
		if ( null === $table ) {
			$decoded = json_decode( (string) file_get_contents( __DIR__ . '/preload-paths.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			$table   = is_array( $decoded ) ? $decoded : array();
		}
		return $table;
	}

	/**
	 * The preloaded responses for $path, keyed by REST path (as rest_preload_api_request() builds them).
	 *
	 * @return array<string,mixed>
	 */
	public static function data_for( string $path ): array {
		$paths = self::paths_for( $path );
		if ( ! $paths ) {
			return array();
		}
		return array_reduce( $paths, 'rest_preload_api_request', array() );
	}
}
