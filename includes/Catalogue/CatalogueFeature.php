<?php
/**
 * Catalogue: products as the Store API answers them (the storefront's extension data), product safety
 * (GPSR) and brands with their tab and column in wp-admin, the professionals' product list.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Catalogue;

use CosmeticsStorefront\Catalogue\Admin\ProductSafetyColumn;
use CosmeticsStorefront\Catalogue\Admin\ProductSafetyTab;
use CosmeticsStorefront\Catalogue\ProductSafety\Brands;
use CosmeticsStorefront\Catalogue\ProductSafety\SafetyFields;
use CosmeticsStorefront\Catalogue\Rest\ProfessionalProductsRoute;
use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class CatalogueFeature extends Feature {
	public const HOOKS = array(
		StoreApiExtension::class,
		Brands::class,
		SafetyFields::class,
	);

	public const ADMIN_HOOKS = array(
		ProductSafetyTab::class,
		ProductSafetyColumn::class,
	);

	public const ROUTES = array(
		'GET /custom-api/v1/products-by-professional-price' => ProfessionalProductsRoute::class,
	);

	/** Its Store API behaviours; which routes run them, in which order: StoreApiList. */
	public const STORE_API = array(
		StoreApiExtension::class,
	);

	public const EMAILS = array();
}
