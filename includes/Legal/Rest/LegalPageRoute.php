<?php
/**
 * GET cosmetics/v1/pages/{slug} (regulamin, polityka-zwrotow, polityka-prywatnosci): the legal text
 * as staff last published it, { slug, title, content (HTML), modified, isDefault }. Public.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Legal\Rest;

use CosmeticsStorefront\Legal\LegalPages;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class LegalPageRoute extends Route {

	public function needs_woocommerce(): bool {
		return false;
	}

	public function path(): string {
		return '/pages/(?P<slug>[a-z0-9-]+)';
	}

	public function args(): array {
		return array(
			'slug' => array(
				'description' => __( 'Adres strony prawnej w sklepie.', 'cosmetics-storefront' ),
				'type'        => 'string',
				'enum'        => array_keys( LegalPages::PAGES ),
				'required'    => true,
			),
		);
	}

	protected function response_properties(): array {
		return array(
			'slug'      => array( 'type' => 'string' ),
			'title'     => array( 'type' => 'string' ),
			'content'   => array( 'type' => 'string' ),
			'modified'  => array( 'type' => 'string' ),
			'isDefault' => array( 'type' => 'boolean' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$page = LegalPages::render( (string) $request['slug'] );
		if ( ! $page ) {
			return new \WP_Error( 'cosmetics_page_not_found', __( 'Nie znaleziono strony.', 'cosmetics-storefront' ), array( 'status' => 404 ) );
		}
		return new \WP_REST_Response( $page );
	}
}
