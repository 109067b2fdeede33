<?php
/**
 * GET custom-api/v1/products-by-professional-price — the professional listing (spec section 7),
 * for approved professionals only (403 otherwise). Args: min_price, max_price (zł), search, category
 * (slug or id, sub-categories included), per_page 1..100 (default 40), page, orderby
 * date|price|title|popularity, order asc|desc. Answer: a list of products (ProfessionalProductItem)
 * with X-WP-Total and X-WP-TotalPages, filtered and sorted by the same professional prices the Store
 * API shows this shopper.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Catalogue\Rest;

use CosmeticsStorefront\Domain\PriceTier;
use CosmeticsStorefront\Pricing\LowestPrice;
use CosmeticsStorefront\Pricing\ProfessionalCatalogue;
use CosmeticsStorefront\Platform\InputLimits;
use CosmeticsStorefront\Platform\Route;
use CosmeticsStorefront\Pricing\Rest\ProfessionalOnly;

defined( 'ABSPATH' ) || exit;

final class ProfessionalProductsRoute extends Route {

	public function namespace(): string {
		return 'custom-api/v1';
	}

	public function path(): string {
		return '/products-by-professional-price';
	}

	public function args(): array {
		return array(
			'page'      => array(
				'description' => __( 'Numer strony.', 'cosmetics-storefront' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => InputLimits::MAX_PAGE,
				'default'     => 1,
			),
			'per_page'  => array(
				'description' => __( 'Liczba produktów na stronie (1–100).', 'cosmetics-storefront' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => 100,
				'default'     => 40,
			),
			'search'    => array(
				'description' => __( 'Szukany tekst (nazwa lub SKU).', 'cosmetics-storefront' ),
				'type'        => 'string',
				'maxLength'   => 1000,
				'default'     => '',
			),
			'category'  => array(
				'description' => __( 'Kategoria: slug lub identyfikator (z podkategoriami).', 'cosmetics-storefront' ),
				'type'        => 'string',
				'maxLength'   => 200,
				'default'     => '',
			),
			'min_price' => array(
				'description' => __( 'Cena minimalna w zł.', 'cosmetics-storefront' ),
				'type'        => 'number',
				'minimum'     => 0,
				'maximum'     => InputLimits::MAX_PRICE,
			),
			'max_price' => array(
				'description' => __( 'Cena maksymalna w zł.', 'cosmetics-storefront' ),
				'type'        => 'number',
				'minimum'     => 0,
				'maximum'     => InputLimits::MAX_PRICE,
			),
			'orderby'   => array(
				'description' => __( 'Sortowanie.', 'cosmetics-storefront' ),
				'type'        => 'string',
				'enum'        => ProfessionalCatalogue::ORDERBY,
				'default'     => 'date',
			),
			'order'     => array(
				'description' => __( 'Kierunek sortowania.', 'cosmetics-storefront' ),
				'type'        => 'string',
				'enum'        => array( 'asc', 'desc' ),
				'default'     => 'desc',
			),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return ProfessionalOnly::check();
	}

	protected function response_type(): string {
		return 'array';
	}

	protected function response_properties(): array {
		return array(
			'id'                      => array( 'type' => 'integer' ),
			'name'                    => array( 'type' => 'string' ),
			'slug'                    => array( 'type' => 'string' ),
			'type'                    => array( 'type' => 'string' ),
			'sku'                     => array( 'type' => 'string' ),
			'permalink'               => array( 'type' => 'string' ),
			'price'                   => array( 'type' => 'string' ),
			'regular_price'           => array( 'type' => 'string' ),
			'sale_price'              => array( 'type' => 'string' ),
			'on_sale'                 => array( 'type' => 'boolean' ),
			'professional_price'      => array( 'type' => 'string' ),
			'professional_sale_price' => array( 'type' => 'string' ),
			'prices'                  => array( 'type' => 'object' ),
			'images'                  => array( 'type' => 'array' ),
			'categories'              => array( 'type' => 'array' ),
			'stock_status'            => array( 'type' => 'string' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$result = ProfessionalCatalogue::query(
			array(
				'page'         => (int) $request['page'],
				'per_page'     => (int) $request['per_page'],
				'search'       => trim( (string) $request['search'] ),
				'category_ids' => self::category_ids( trim( (string) $request['category'] ) ),
				'min_price'    => null === $request['min_price'] ? null : (float) $request['min_price'],
				'max_price'    => null === $request['max_price'] ? null : (float) $request['max_price'],
				'orderby'      => (string) $request['orderby'],
				'order'        => (string) $request['order'],
			)
		);

		$items = array();
		if ( $result['ids'] ) {
			_prime_post_caches( $result['ids'] );
			$lowest = LowestPrice::for_products( $result['ids'], PriceTier::PROFESSIONAL );
			foreach ( $result['ids'] as $id ) {
				$product = wc_get_product( $id );
				if ( $product ) {
					$items[] = ProfessionalProductItem::from( $product, $lowest[ $id ] ?? null );
				}
			}
		}

		$response = new \WP_REST_Response( $items );
		$response->header( 'X-WP-Total', (string) $result['total'] );
		$response->header( 'X-WP-TotalPages', (string) $result['pages'] );
		return $response;
	}

	/**
	 * The category and its descendants; null without a filter, [] for a category that does not exist.
	 *
	 * @return int[]|null
	 */
	private static function category_ids( string $category ): ?array {
		if ( '' === $category ) {
			return null;
		}
		$term = ctype_digit( $category ) ? get_term( (int) $category, 'product_cat' ) : get_term_by( 'slug', sanitize_title( $category ), 'product_cat' );
		if ( ! $term instanceof \WP_Term ) {
			return array();
		}
		$children = get_term_children( $term->term_id, 'product_cat' );
		return array_merge( array( (int) $term->term_id ), is_array( $children ) ? array_map( 'intval', $children ) : array() );
	}
}
