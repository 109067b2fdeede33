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

	/** Store API behaviours: none on this branch yet (issue 32 point 2 lists them). */
	public const STORE_API = array();

	public const EMAILS = array();
}
