<?php
/**
 * Hostile numbers and arrays on the plugin's REST routes: every integer and number arg has a
 * minimum and a maximum in the published schema, a huge id or an array where a scalar is expected
 * answers 400 (never a 5xx, never a PHP notice or a database error).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Rest;

use CosmeticsStorefront\Platform\Routes;
use CosmeticsStorefront\Tests\WooCommerce\PricingTestCase;

require_once dirname( __DIR__ ) . '/WooCommerce/PricingTestCase.php';

final class InputLimitsTest extends PricingTestCase {

	/** The plugin's own namespaces (the spec's paths and ours). */
	private const NAMESPACES = array( 'custom/v1', 'custom-auth/v1', 'custom-api/v1', 'cev/v1', 'alg-wc-ev/v1', 'myplugin/v1', 'cosmetics/v1', 'jwt-auth/v1' );

	/**
	 * Every schema of type integer/number below $schema (array items, object properties), by path.
	 *
	 * @param array<string,mixed> $schema
	 * @return array<string,array<string,mixed>>
	 */
	private static function numericSchemas( array $schema, string $path ): array {
		$found = array();
		$types = (array) ( $schema['type'] ?? array() );
		if ( array_intersect( $types, array( 'integer', 'number' ) ) ) {
			$found[ $path ] = $schema;
		}
		if ( isset( $schema['items'] ) && is_array( $schema['items'] ) ) {
			$found += self::numericSchemas( $schema['items'], $path . '[]' );
		}
		foreach ( (array) ( $schema['properties'] ?? array() ) as $name => $property ) {
			$found += self::numericSchemas( (array) $property, $path . '.' . $name );
		}
		return $found;
	}

	public function test_every_numeric_arg_of_every_plugin_route_has_a_minimum_and_a_maximum(): void {
		$checked = 0;
		foreach ( rest_get_server()->get_routes() as $route => $handlers ) {
			$namespace = implode( '/', array_slice( explode( '/', trim( $route, '/' ) ), 0, 2 ) );
			if ( ! in_array( $namespace, self::NAMESPACES, true ) ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				foreach ( (array) ( $handler['args'] ?? array() ) as $name => $arg ) {
					foreach ( self::numericSchemas( (array) $arg, $name ) as $path => $schema ) {
						++$checked;
						$where = implode( ',', array_keys( $handler['methods'] ) ) . " $route $path";
						$this->assertArrayHasKey( 'minimum', $schema, "$where has no minimum" );
						$this->assertArrayHasKey( 'maximum', $schema, "$where has no maximum" );
						$this->assertLessThanOrEqual( PHP_INT_MAX / 1000, $schema['maximum'], "$where: maximum too large to compute with" );
					}
				}
			}
		}
		$this->assertGreaterThanOrEqual( 10, $checked, 'the plugin\'s routes were found' );
	}

	public function test_the_registry_lists_routes_in_each_namespace(): void {
		$namespaces = array_unique( array_map( static fn( $route ) => $route->namespace(), Routes::all() ) );
		sort( $namespaces );
		$expected = self::NAMESPACES;
		sort( $expected );
		$this->assertSame( $expected, $namespaces );
	}

	/**
	 * A real request also runs rest_post_dispatch, where WordPress computes the Allow header by
	 * calling every handler's permission_callback with the request as sent (not validated).
	 *
	 * @dataProvider hostile
	 */
	public function test_hostile_input_raises_no_php_warning_in_the_allow_header( string $method, string $path, array $body ): void {
		$user = $this->customer();
		get_user_by( 'id', $user )->add_role( 'administrator' );
		wp_set_current_user( $user );
		$request_path = explode( '?', $path, 2 );
		$request      = new \WP_REST_Request( $method, $request_path[0] );
		if ( isset( $request_path[1] ) ) {
			wp_parse_str( $request_path[1], $query );
			$request->set_query_params( $query );
		}
		if ( $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		$server   = rest_get_server();
		$response = apply_filters( 'rest_post_dispatch', rest_ensure_response( $server->dispatch( $request ) ), $server, $request );
		$this->assertSame( 400, $response->get_status() );
	}

	/** @return array<string,array{0:string,1:string,2:array<string,mixed>}> */
	public static function hostile(): array {
		$huge = '9223372036854775807';
		return array(
			'product id 2^63-1'         => array( 'GET', "/custom/v1/lowest-price-individual/$huge", array() ),
			'product id 1e308'          => array( 'GET', '/custom/v1/lowest-price-individual/1e308', array() ),
			'professional id 2^63-1'    => array( 'GET', "/custom/v1/lowest-price-professional/$huge", array() ),
			'batch id 2^63-1'           => array( 'POST', '/custom/v1/lowest-prices-batch', array( 'product_ids' => array( 1, (int) $huge ) ) ),
			'batch id 1e308'            => array( 'POST', '/custom/v1/lowest-prices-batch', array( 'product_ids' => array( 1e308 ) ) ),
			'order id 2^63-1'           => array( 'GET', "/cosmetics/v1/orders/$huge?key=wc_order_x", array() ),
			'order key as an array'     => array( 'GET', '/cosmetics/v1/orders/1?key[]=x', array() ),
			'withdrawal id 2^63-1'      => array( 'GET', "/cosmetics/v1/withdrawal/$huge?key=wc_order_x", array() ),
			'withdrawal key as array'   => array( 'POST', '/cosmetics/v1/withdrawal/1', array( 'key' => array( 'x' ), 'confirm' => true ) ),
			'lockers limit 2^63-1'      => array( 'GET', "/cosmetics/v1/lockers?limit=$huge", array() ),
			'lockers search as array'   => array( 'GET', '/cosmetics/v1/lockers?search[]=x', array() ),
			'user id 2^63-1'            => array( 'GET', "/custom-auth/v1/email-verified/$huge", array() ),
			'set verified id 2^63-1'    => array( 'POST', "/custom-auth/v1/set-email-verified/$huge", array( 'verified' => true ) ),
			'orders page 2^63-1'        => array( 'GET', "/custom-auth/v1/orders?page=$huge", array() ),
			'legal page slug as array'  => array( 'GET', '/cosmetics/v1/pages/regulamin?slug[]=x', array() ),
		);
	}

	/** @dataProvider hostile */
	public function test_hostile_input_answers_400( string $method, string $path, array $body ): void {
		// As staff and as an approved professional, so that no permission check answers first.
		$user = $this->customer();
		get_user_by( 'id', $user )->add_role( 'administrator' );
		wp_set_current_user( $user );
		$response = $this->dispatch( $method, $path, $body );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $response->get_data() ) );
	}
}
