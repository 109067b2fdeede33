<?php
/**
 * Platform: the general WordPress helpers every feature uses and the registries of the features' REST
 * routes and e-mails; WooCommerce's feature compatibility; `?rest_route=` requests known as REST; the Store
 * API pipeline (StoreApi\StoreApiPipeline, running the list StoreApiList); the rate limiter's table kept short.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

final class PlatformFeature extends Feature {
	public const HOOKS = array(
		Compatibility::class,
		RestRequestDetection::class,
		StoreApi\StoreApiPipeline::class,
		Routes::class,
		Emails::class,
		RateLimiter::class,
	);

	public const ADMIN_HOOKS = array();

	public const ROUTES = array();

	/** Store API behaviours: none (StoreApiList). */
	public const STORE_API = array();

	public const EMAILS = array();
}
