<?php
/**
 * SEO: the storefront's head (titles, descriptions, canonical, JSON-LD), links WordPress and WooCommerce
 * print to the storefront's addresses, Yoast, lists and sitemaps.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Seo;

use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class SeoFeature extends Feature {
	public const HOOKS = array(
		Head::class,
		StorefrontLinks::class,
		Yoast::class,
		Listing::class,
		Sitemaps::class,
	);

	public const ADMIN_HOOKS = array();

	public const ROUTES = array();

	/** Its Store API behaviours; which routes run them, in which order: StoreApiList. */
	public const STORE_API = array(
		Listing::class,
	);

	public const EMAILS = array();
}
