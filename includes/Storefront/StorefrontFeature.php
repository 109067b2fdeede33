<?php
/**
 * Storefront: the shell and the first screen: routing, the mount (shortcode and block), its placement,
 * the bundle and its start, the server's first screen and its add-to-cart form, one address per list, page
 * and REST cache headers, frame headers; the block editor's storefront page and settings.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Storefront\Rest\StorefrontPageRoute;
use CosmeticsStorefront\Storefront\Rest\StorefrontSettingsRoute;
use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class StorefrontFeature extends Feature {
	public const HOOKS = array(
		Router::class,
		FrameHeaders::class,
		ListingCache::class,
		CacheHeaders::class,
		ShopAddress::class,
		Mount::class,
		Assets::class,
		ImagePreload::class,
		DeferredScripts::class,
		AppStart::class,
		AddToCartForm::class,
		Canvas::class,
		Placement::class,
	);

	public const ADMIN_HOOKS = array();

	public const ROUTES = array(
		'POST /cosmetics/v1/storefront-page'     => StorefrontPageRoute::class,
		'GET /cosmetics/v1/storefront-settings'  => array( StorefrontSettingsRoute::class, \WP_REST_Server::READABLE ),
		'POST /cosmetics/v1/storefront-settings' => array( StorefrontSettingsRoute::class, \WP_REST_Server::CREATABLE ),
	);

	/** Store API behaviours: none (StoreApiList). */
	public const STORE_API = array();

	public const EMAILS = array();
}
