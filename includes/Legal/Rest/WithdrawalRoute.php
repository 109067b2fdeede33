<?php
/**
 * cosmetics/v1/withdrawal/{order_id}: GET the withdrawal status of an order, POST (confirm: true) to
 * withdraw from the contract (Legal\Withdrawals). The caller needs the order key (the link in
 * the order e-mail) or must be the logged-in customer of the order; otherwise 404, whether the order
 * exists or not. After the period: 403. A second POST answers the first withdrawal (alreadyWithdrawn).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Legal\Rest;

use CosmeticsStorefront\Legal\Withdrawals;
use CosmeticsStorefront\Platform\InputLimits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class WithdrawalRoute extends Route {

	public function __construct( private readonly string $method ) {
	}

	public function path(): string {
		return '/withdrawal/(?P<order_id>[^/]+)';
	}

	public function methods(): string {
		return $this->method;
	}

	public function args(): array {
		$args = array(
			'order_id' => InputLimits::id( __( 'Numer zamówienia.', 'cosmetics-storefront' ) ) + array( 'required' => true ),
			'key'      => array(
				'description' => __( 'Klucz zamówienia z linku w e-mailu.', 'cosmetics-storefront' ),
				'type'        => 'string',
				'pattern'     => '^(wc_order_[A-Za-z0-9]{1,40})?$',
				'default'     => '',
			),
		);
		if ( \WP_REST_Server::CREATABLE === $this->method ) {
			$args['confirm'] = array(
				'description' => __( 'Potwierdzenie odstąpienia od umowy.', 'cosmetics-storefront' ),
				'type'        => 'boolean',
				'enum'        => array( true ),
				'required'    => true,
			);
		}
		return $args;
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return self::order( $request ) ? true : self::not_found();
	}

	protected function response_properties(): array {
		return array(
			'orderId'         => array( 'type' => 'integer' ),
			'orderNumber'     => array( 'type' => 'string' ),
			'orderDate'       => array( 'type' => 'string' ),
			'customerName'    => array( 'type' => 'string' ),
			'email'           => array( 'type' => 'string' ),
			'periodStart'     => array( 'type' => 'string' ),
			'periodStartDate' => array( 'type' => 'string' ),
			'deadline'        => array( 'type' => 'string' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$order = self::order( $request );
		if ( ! $order ) {
			return self::not_found();
		}
		if ( \WP_REST_Server::READABLE === $this->method ) {
			return new \WP_REST_Response( Withdrawals::status( $order ) );
		}
		$key    = (string) $request['key'];
		$via    = '' !== $key && hash_equals( (string) $order->get_order_key(), $key ) ? 'link' : 'account';
		$result = Withdrawals::withdraw( $order, $via );
		return is_wp_error( $result ) ? $result : new \WP_REST_Response( $result );
	}

	private static function order( \WP_REST_Request $request ): ?\WC_Order {
		// WordPress also asks permission() for the Allow header of an answer whose args failed
		// validation: an array here is hostile input, not an order.
		$order_id = $request['order_id'];
		$key      = $request['key'] ?? '';
		if ( ! is_numeric( $order_id ) || ! is_string( $key ) ) {
			return null;
		}
		return Withdrawals::find( (int) $order_id, $key );
	}

	private static function not_found(): \WP_Error {
		return new \WP_Error( 'cosmetics_order_not_found', __( 'Nie znaleziono zamówienia. Sprawdź link z e-maila z potwierdzeniem zamówienia.', 'cosmetics-storefront' ), array( 'status' => 404 ) );
	}
}
