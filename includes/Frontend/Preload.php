<?php
/**
 * REST responses printed into the page so that the first render of a screen makes no request
 * (api-fetch's preloading middleware answers them). The paths must equal, character for character,
 * the paths the bundle requests on that screen's first render (src/api/catalogue.ts).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Frontend;

use CosmeticsStorefront\Plugin;

defined( 'ABSPATH' ) || exit;

final class Preload {

	public const SHOP_PRODUCTS = '/wc/store/v1/products?page=1&per_page=50';

	public const SHOP_CATEGORIES = '/wc/store/v1/products/categories';

	/**
	 * REST paths the screen at $path (see Router::current_path()) needs first.
	 *
	 * @return string[]
	 */
	public static function paths_for( string $path ): array {
		if ( ! Plugin::woocommerce_active() ) {
			return array();
		}
		if ( 'sklep' === $path ) {
			return array( self::SHOP_PRODUCTS, self::SHOP_CATEGORIES );
		}
		return array();
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
