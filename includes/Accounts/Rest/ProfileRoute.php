<?php
/**
 * GET custom-auth/v1/profile: the current user as the spec's Customer entity (id, email, first_name,
 * last_name, username, billing, shipping, meta_data with _customer_type, _company_name, _company_nip)
 * plus clientType and emailVerified. Acts only on the current user: there is no id to pass.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class ProfileRoute extends Route {

	/** The profile as it is answered (the update answers it too, with a new token). */
	public const ANSWER = array(
		'id'         => array( 'type' => 'integer' ),
		'email'      => array( 'type' => 'string' ),
		'first_name' => array( 'type' => 'string' ),
		'last_name'  => array( 'type' => 'string' ),
		'username'   => array( 'type' => 'string' ),
		'billing'    => array( 'type' => 'object' ),
		'shipping'   => array( 'type' => 'object' ),
		'meta_data'  => array( 'type' => 'array' ),
	);

	public const BILLING  = array( 'first_name', 'last_name', 'company', 'email', 'phone', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' );
	public const SHIPPING = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' );
	public const META     = array( '_customer_type', '_company_name', '_company_nip' );

	public function namespace(): string {
		return 'custom-auth/v1';
	}

	public function path(): string {
		return '/profile';
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return Answers::logged_in();
	}

	protected function response_properties(): array {
		return self::ANSWER;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		return new \WP_REST_Response( self::data( get_current_user_id() ) );
	}

	/** @return array<string,mixed> */
	public static function data( int $user_id ): array {
		$user     = get_userdata( $user_id );
		$customer = new \WC_Customer( $user_id );
		$address  = static function ( string $type, array $fields ) use ( $customer ): array {
			$out = array();
			foreach ( $fields as $field ) {
				$out[ $field ] = (string) $customer->{"get_{$type}_{$field}"}( 'edit' );
			}
			if ( '' === $out['country'] ) {
				$out['country'] = 'PL';
			}
			return $out;
		};
		$meta = array();
		foreach ( self::META as $key ) {
			$meta[] = array(
				'key'   => $key,
				'value' => (string) get_user_meta( $user_id, $key, true ),
			);
		}
		return array(
			'id'            => $user_id,
			'email'         => $user->user_email,
			'first_name'    => (string) $user->first_name,
			'last_name'     => (string) $user->last_name,
			'username'      => $user->user_login,
			'billing'       => $address( 'billing', self::BILLING ),
			'shipping'      => $address( 'shipping', self::SHIPPING ),
			'meta_data'     => $meta,
			'clientType'    => Customer::client_type( $user_id ),
			'emailVerified' => Customer::is_verified( $user_id ),
		);
	}
}
