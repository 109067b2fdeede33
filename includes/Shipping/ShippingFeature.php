<?php
/**
 * Shipping: InPost lockers (the list, its import, the checkout's choice) and the shipping methods.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Shipping;

use CosmeticsStorefront\Shipping\Admin\LockerListAdmin;
use CosmeticsStorefront\Shipping\Admin\LockerListSection;
use CosmeticsStorefront\Shipping\Rest\LockersRoute;
use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class ShippingFeature extends Feature {
	public const HOOKS = array(
		ShippingMethods::class,
		InpostPointsImport::class,
		LockerListSection::class,
	);

	public const ADMIN_HOOKS = array(
		LockerListAdmin::class,
	);

	public const ROUTES = array(
		'GET /cosmetics/v1/lockers' => LockersRoute::class,
	);

	/** Store API behaviours: none (StoreApiList). */
	public const STORE_API = array();

	public const EMAILS = array();
}
