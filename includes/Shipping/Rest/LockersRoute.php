<?php
/**
 * GET cosmetics/v1/lockers?search=&limit= — parcel lockers for the storefront's map picker, matching a
 * city, postcode or locker code: { lockers: [ { name, address{line1,line2}, location{latitude,longitude},
 * location_description, opening_hours, city, postcode } ] } from the shop's list (Shipping\Lockers: InPost's
 * imported list; empty when the shop has none). Public.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Shipping\Rest;

use CosmeticsStorefront\Shipping\Lockers;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class LockersRoute extends Route {

	public function path(): string {
		return '/lockers';
	}

	public function args(): array {
		return array(
			'search' => array(
				'description'       => __( 'Miasto, kod pocztowy lub kod paczkomatu.', 'cosmetics-storefront' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => 100,
				// A custom sanitize_callback switches WordPress's schema validation off unless asked for.
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			),
			'limit'  => array(
				'description' => __( 'Najwięcej paczkomatów w odpowiedzi.', 'cosmetics-storefront' ),
				'type'        => 'integer',
				'default'     => 500,
				'minimum'     => 1,
				'maximum'     => 2000,
			),
		);
	}

	protected function response_properties(): array {
		return array(
			'lockers' => array( 'type' => 'array' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		return new \WP_REST_Response( array( 'lockers' => Lockers::search( (string) $request['search'], (int) $request['limit'] ) ) );
	}
}
