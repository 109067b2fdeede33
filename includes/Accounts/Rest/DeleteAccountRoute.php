<?php
/**
 * POST custom/v1/delete-account (bearer, empty body): deletes the current user and their personal
 * data (WooCommerce's delete_user clean-up: sessions, payment tokens, API keys). Orders stay for the
 * shop's accounting, detached from the account (customer id 0, WooCommerce's deleted_user hook).
 * Staff accounts cannot delete themselves here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Auth\Jwt;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class DeleteAccountRoute extends Route {

	public function namespace(): string {
		return 'custom/v1';
	}

	public function path(): string {
		return '/delete-account';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		$logged_in = Answers::logged_in();
		if ( true !== $logged_in ) {
			return $logged_in;
		}
		if ( current_user_can( 'edit_posts' ) || current_user_can( 'manage_woocommerce' ) ) {
			return Answers::error( 'cosmetics_forbidden', 'Brak uprawnień do usunięcia konta', 403 );
		}
		return true;
	}

	protected function response_properties(): array {
		return array(
			'success' => array( 'type' => 'boolean' ),
			'deleted' => array( 'type' => 'boolean' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$user_id = get_current_user_id();
		require_once ABSPATH . 'wp-admin/includes/user.php';
		Jwt::revoke( $user_id );
		if ( ! wp_delete_user( $user_id ) ) {
			return Answers::error( 'cosmetics_delete_failed', 'Wystąpił błąd podczas usuwania konta', 500 );
		}
		wp_set_current_user( 0 );
		return new \WP_REST_Response( array( 'success' => true, 'deleted' => true ) );
	}
}
