<?php
/**
 * Pricing: prices and professional prices, the professional sale calendar, the Omnibus lowest price and
 * the price history it reads, with their fields, column, bulk edit and history box in wp-admin.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing;

use CosmeticsStorefront\Domain\PriceTier;
use CosmeticsStorefront\Pricing\Admin\PriceHistoryBox;
use CosmeticsStorefront\Pricing\Admin\ProductPriceColumn;
use CosmeticsStorefront\Pricing\Admin\ProductPriceFields;
use CosmeticsStorefront\Pricing\Admin\ProfessionalPriceBulkEdit;
use CosmeticsStorefront\Pricing\Rest\LowestPriceRoute;
use CosmeticsStorefront\Pricing\Rest\LowestPricesBatchRoute;
use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class PricingFeature extends Feature {
	public const HOOKS = array(
		ProfessionalPrices::class,
		ProfessionalPriceQueries::class,
		PriceSort::class,
		PriceChanges::class,
		ProfessionalSaleCalendar::class,
		PriceHistoryPruning::class,
	);

	public const ADMIN_HOOKS = array(
		ProductPriceFields::class,
		ProductPriceColumn::class,
		ProfessionalPriceBulkEdit::class,
		PriceHistoryBox::class,
	);

	public const ROUTES = array(
		'GET /custom/v1/lowest-price-individual/(?P<id>[^/]+)'   => array( LowestPriceRoute::class, PriceTier::INDIVIDUAL ),
		'GET /custom/v1/lowest-price-professional/(?P<id>[^/]+)' => array( LowestPriceRoute::class, PriceTier::PROFESSIONAL ),
		'POST /custom/v1/lowest-prices-batch'                    => LowestPricesBatchRoute::class,
	);

	/** Its Store API behaviours; which routes run them, in which order: StoreApiList. */
	public const STORE_API = array(
		PriceSort::class,
	);

	public const EMAILS = array();
}
