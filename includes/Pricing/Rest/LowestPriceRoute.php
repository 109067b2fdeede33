<?php
/**
 * GET custom/v1/lowest-price-individual/{id} and custom/v1/lowest-price-professional/{id}:
 * { product_id, lowest_price_30_days: number|null } (zł), for a published product or variation.
 * The professional one answers only approved professionals (403 otherwise).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing\Rest;

use CosmeticsStorefront\Domain\PriceTier;
use CosmeticsStorefront\Pricing\LowestPrice;
use CosmeticsStorefront\Platform\InputLimits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class LowestPriceRoute extends Route {

	public function __construct( private readonly string $tier ) {
	}

	public function namespace(): string {
		return 'custom/v1';
	}

	public function path(): string {
		// Any segment reaches the route, so that a non-numeric id gets a 400 from the schema, not a 404.
		return '/lowest-price-' . $this->tier . '/(?P<id>[^/]+)';
	}

	public function args(): array {
		return array(
			'id' => InputLimits::id( __( 'Identyfikator produktu lub wariantu.', 'cosmetics-storefront' ) ) + array( 'required' => true ),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return PriceTier::PROFESSIONAL === $this->tier ? ProfessionalOnly::check() : true;
	}

	protected function response_properties(): array {
		return array(
			'product_id'           => array( 'type' => 'integer' ),
			'lowest_price_30_days' => array( 'type' => 'string' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$id     = (int) $request['id'];
		$prices = LowestPrice::for_products( array( $id ), $this->tier, true );
		if ( null === $prices[ $id ] && ! self::is_public_product( $id ) ) {
			return new \WP_Error( 'cosmetics_product_not_found', __( 'Nie znaleziono produktu.', 'cosmetics-storefront' ), array( 'status' => 404 ) );
		}
		return new \WP_REST_Response(
			array(
				'product_id'           => $id,
				'lowest_price_30_days' => $prices[ $id ],
			)
		);
	}

	/** A published product, or a published variation of a published product. */
	private static function is_public_product( int $id ): bool {
		$post = get_post( $id );
		if ( ! $post || 'publish' !== $post->post_status || ! in_array( $post->post_type, array( 'product', 'product_variation' ), true ) ) {
			return false;
		}
		return 'product' === $post->post_type || 'publish' === get_post_status( $post->post_parent );
	}
}
