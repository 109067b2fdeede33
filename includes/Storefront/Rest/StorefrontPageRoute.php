<?php
/**
 * POST cosmetics/v1/storefront-page { page_id }: makes a published page the storefront page, which
 * also makes it the site's front page (Settings\FrontPage follows the setting), as choosing it under
 * Ustawienia → Sklep kosmetyczny → Strona sklepu does. The block editor's "Ustaw jako stronę sklepu".
 * Staff who manage the shop and may edit that page, logged in to wp-admin (a storefront token is
 * refused). Answers { page_id, title, is_front_page }.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Rest;

use CosmeticsStorefront\Accounts\Auth\BearerAuthentication;
use CosmeticsStorefront\Storefront\Mount;
use CosmeticsStorefront\Storefront\Placement;
use CosmeticsStorefront\Settings\FrontPage;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Platform\InputLimits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class StorefrontPageRoute extends Route {

	public function needs_woocommerce(): bool {
		return false;
	}

	public function path(): string {
		return '/storefront-page';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array(
			'page_id' => InputLimits::id( __( 'Strona, która ma zostać stroną sklepu.', 'cosmetics-storefront' ) ) + array( 'required' => true ),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		// A storefront token is a shopper's credential, also a shop manager's (DESIGN deviation 10):
		// changing the shop's front page takes wp-admin's login (cookie and nonce), as the editor sends.
		if ( null !== BearerAuthentication::claims() ) {
			return new \WP_Error( 'cosmetics_forbidden', __( 'Stronę sklepu ustawia się w panelu WordPress, nie przez logowanie w sklepie.', 'cosmetics-storefront' ), array( 'status' => 403 ) );
		}
		$page_id = (int) $request['page_id'];
		// A page that does not exist is for handle() to refuse in words; any other must be theirs to edit.
		if ( current_user_can( Placement::CAP ) && ( ! get_post( $page_id ) || current_user_can( 'edit_post', $page_id ) ) ) {
			return true;
		}
		return new \WP_Error(
			'cosmetics_forbidden',
			__( 'Stronę sklepu może ustawić tylko osoba zarządzająca sklepem.', 'cosmetics-storefront' ),
			array( 'status' => is_user_logged_in() ? 403 : 401 )
		);
	}

	protected function response_properties(): array {
		return array(
			'page_id'       => array( 'type' => 'integer' ),
			'title'         => array( 'type' => 'string' ),
			'is_front_page' => array( 'type' => 'boolean' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$page_id = (int) $request['page_id'];
		$page    = get_post( $page_id );
		if ( ! $page instanceof \WP_Post ) {
			return new \WP_Error( 'cosmetics_page_not_found', __( 'Nie znaleziono strony.', 'cosmetics-storefront' ), array( 'status' => 404 ) );
		}
		if ( 'page' !== $page->post_type ) {
			return new \WP_Error( 'cosmetics_not_a_page', __( 'Stroną sklepu może być tylko strona (nie wpis).', 'cosmetics-storefront' ), array( 'status' => 400 ) );
		}
		if ( 'publish' !== $page->post_status ) {
			return new \WP_Error( 'cosmetics_page_not_published', __( 'Najpierw opublikuj stronę: stroną sklepu może być tylko opublikowana strona.', 'cosmetics-storefront' ), array( 'status' => 409 ) );
		}
		// A page without the storefront would become a front page showing nothing of the shop.
		if ( ! has_block( Mount::BLOCK, $page ) && ! has_shortcode( $page->post_content, Mount::SHORTCODE ) ) {
			return new \WP_Error( 'cosmetics_page_without_storefront', __( 'Na tej stronie nie ma bloku „Sklep kosmetyczny” (ani shortcode’u [cosmetics_storefront]): dodaj go i opublikuj stronę.', 'cosmetics-storefront' ), array( 'status' => 409 ) );
		}
		Settings::update( array( 'page_id' => $page_id ) );
		FrontPage::set( $page_id ); // Also when the setting held it already but the front page moved since.
		if ( Settings::storefront_page_id() !== $page_id ) {
			return new \WP_Error( 'cosmetics_not_saved', __( 'Nie udało się zapisać strony sklepu. Spróbuj ponownie.', 'cosmetics-storefront' ), array( 'status' => 500 ) );
		}
		return new \WP_REST_Response(
			array(
				'page_id'       => $page_id,
				'title'         => html_entity_decode( get_the_title( $page_id ), ENT_QUOTES, 'UTF-8' ),
				'is_front_page' => FrontPage::is( $page_id ),
			)
		);
	}
}
