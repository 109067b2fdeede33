<?php
/**
 * The route base class and the registry: every storefront route WordPress knows is in
 * Routes::registry() (every feature's ROUTES) under its own path with its own class; OPTIONS describes each route's answer;
 * any Throwable of a route (its callback or its permission) is a JSON error, never a fatal error.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Rest;

use CosmeticsStorefront\Platform\Route;
use CosmeticsStorefront\Platform\Routes;
use CosmeticsStorefront\Tests\Accounts\AccountsTestCase;

require_once dirname( __DIR__ ) . '/Accounts/AccountsTestCase.php';

final class RoutesTest extends AccountsTestCase {

	/** The storefront's namespaces (the spec's paths and ours). */
	private const NAMESPACES = array( 'custom/v1', 'custom-auth/v1', 'custom-api/v1', 'cev/v1', 'alg-wc-ev/v1', 'myplugin/v1', 'cosmetics/v1', 'jwt-auth/v1' );

	/** A route as Routes::register() registers it (on the running server: rest_api_init has run). */
	private function registerRoute( Route $route ): void {
		rest_get_server()->register_route(
			$route->namespace(),
			'/' . $route->namespace() . $route->path(),
			array(
				array(
					'methods'             => $route->methods(),
					'callback'            => array( $route, 'respond' ),
					'permission_callback' => array( $route, 'check_permission' ),
					'args'                => array(),
				),
			)
		);
	}

	public function test_every_registry_entry_is_what_its_class_registers(): void {
		foreach ( Routes::instances() as $key => $route ) {
			$this->assertInstanceOf( Route::class, $route );
			$this->assertSame( $key, $route->key(), get_class( $route ) );
			$entry = Routes::registry()[ $key ];
			$this->assertSame( is_array( $entry ) ? $entry[0] : $entry, get_class( $route ) );
		}
	}

	public function test_every_registered_storefront_route_is_in_the_registry(): void {
		$checked = 0;
		foreach ( rest_get_server()->get_routes() as $path => $handlers ) {
			$namespace = implode( '/', array_slice( explode( '/', trim( $path, '/' ) ), 0, 2 ) );
			if ( ! in_array( $namespace, self::NAMESPACES, true ) || '/' . $namespace === $path ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				$key = implode( ', ', array_keys( $handler['methods'] ) ) . ' ' . $path;
				$this->assertArrayHasKey( $key, Routes::registry(), "$key is registered but not in any feature's ROUTES" );
				$this->assertSame( 'respond', $handler['callback'][1], $key );
				++$checked;
			}
		}
		$this->assertSame( count( Routes::registry() ), $checked );
	}

	public function test_options_describes_the_answer_of_a_route(): void {
		$response = $this->dispatch( 'OPTIONS', '/jwt-auth/v1/token' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'object', $data['schema']['type'] );
		$this->assertArrayHasKey( 'token', $data['schema']['properties'] );
		$this->assertArrayHasKey( 'username', $data['endpoints'][0]['args'] );
	}

	public function test_an_exception_in_a_route_callback_is_a_json_error_logged_once(): void {
		// Each of WooCommerce's log handlers (file, database, …) sees a message once per log call.
		$logged = array();
		add_filter(
			'woocommerce_logger_log_message',
			static function ( $message, $level, $context, $handler ) use ( &$logged ) {
				if ( 'cosmetics-storefront' === ( $context['source'] ?? '' ) && ( ! $logged || $logged['handler'] === get_class( $handler ) ) ) {
					$logged['handler']    = get_class( $handler );
					$logged['messages'][] = $message;
				}
				return $message;
			},
			10,
			4
		);
		// What a missing JWT secret did (Jwt::secret() throws while the login runs): any exception
		// inside a real route, here from a filter the login's password check runs.
		$id = $this->customer();
		add_filter(
			'check_password',
			static function () {
				throw new \RuntimeException( 'no usable JWT secret for anna@example.org' );
			}
		);
		$response = $this->login( $this->email( $id ) );
		$this->assertError( 500, Route::SERVER_ERROR_MESSAGE, $response );
		$this->assertSame( Route::SERVER_ERROR_CODE, $response->get_data()['code'] );
		$this->assertCount( 1, $logged['messages'] );
		$this->assertStringContainsString( 'RuntimeException', $logged['messages'][0] );
		$this->assertStringContainsString( 'POST /jwt-auth/v1/token', $logged['messages'][0] );
		$this->assertStringNotContainsString( 'example.org', $logged['messages'][0] );

		$route = new class() extends Route {
			public function path(): string {
				return '/test-throws';
			}
			public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
				throw new \RuntimeException( 'secret of anna@example.org' );
			}
		};
		$this->registerRoute( $route );
		$response = $this->dispatch( 'GET', '/cosmetics/v1/test-throws' );
		$this->assertError( 500, Route::SERVER_ERROR_MESSAGE, $response );
		$this->assertSame( Route::SERVER_ERROR_CODE, $response->get_data()['code'] );
		$this->assertNotFalse( wp_json_encode( $response->get_data() ) );
		$this->assertCount( 2, $logged['messages'] );
		$this->assertStringContainsString( 'GET /cosmetics/v1/test-throws', $logged['messages'][1] );
		$this->assertStringNotContainsString( 'anna@example.org', $logged['messages'][1] );
	}

	public function test_an_exception_in_a_permission_callback_is_a_json_error(): void {
		$route = new class() extends Route {
			public function path(): string {
				return '/test-permission-throws';
			}
			public function permission( \WP_REST_Request $request ): bool|\WP_Error {
				throw new \Error( 'broken' );
			}
			public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
				return new \WP_REST_Response( array() );
			}
		};
		$this->registerRoute( $route );
		$this->assertError( 500, Route::SERVER_ERROR_MESSAGE, $this->dispatch( 'GET', '/cosmetics/v1/test-permission-throws' ) );
	}
}
