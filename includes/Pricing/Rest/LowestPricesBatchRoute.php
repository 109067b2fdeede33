<?php
/**
 * POST custom/v1/lowest-prices-batch { product_ids: int[] (1..100), customer_type } ->
 * { prices: { "<id>": number|null } } (zł) in one SQL query. Ids of products the public cannot see
 * answer null. customer_type 'professional' answers only approved professionals (403 otherwise).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing\Rest;

use CosmeticsStorefront\Domain\PriceTier;
use CosmeticsStorefront\Pricing\LowestPrice;
use CosmeticsStorefront\Platform\InputLimits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class LowestPricesBatchRoute extends Route {

	public const MAX_IDS = 100;

	public function namespace(): string {
		return 'custom/v1';
	}

	public function path(): string {
		return '/lowest-prices-batch';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array(
			'product_ids'   => array(
				'description' => __( 'Identyfikatory produktów (najwyżej 100).', 'cosmetics-storefront' ),
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => InputLimits::MAX_ID,
				),
				'minItems'    => 1,
				'maxItems'    => self::MAX_IDS,
				'required'    => true,
			),
			'customer_type' => array(
				'description' => __( 'Poziom cen: individual lub professional.', 'cosmetics-storefront' ),
				'type'        => 'string',
				'enum'        => PriceTier::all(),
				'default'     => PriceTier::INDIVIDUAL,
			),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return PriceTier::PROFESSIONAL === $request['customer_type'] ? ProfessionalOnly::check() : true;
	}

	protected function response_properties(): array {
		return array(
			'prices' => array( 'type' => 'object' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$prices = LowestPrice::for_products( (array) $request['product_ids'], (string) $request['customer_type'], true );
		return new \WP_REST_Response( array( 'prices' => (object) $prices ) );
	}
}
