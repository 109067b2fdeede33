<?php
/**
 * One REST route of the plugin: a small class with its path, args schema, permission_callback and
 * response schema. The defaults here are the common case (a public GET of `cosmetics/v1` without args);
 * a route overrides what differs. Routes::registry() (every feature's ROUTES) lists every route's path with its class.
 *
 * WordPress calls respond() and check_permission(), never handle()/permission() directly: any
 * Throwable of a route (a missing JWT secret, a database or WooCommerce error) becomes one JSON error
 * (500, Polish message) logged once without personal data, instead of a fatal error whose HTML the
 * client could not read (it saw `invalid_json`). Rate limits: RateLimiter::guard().
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

abstract class Route {

	public const SERVER_ERROR_CODE    = 'cosmetics_server_error';
	public const SERVER_ERROR_MESSAGE = 'Błąd serwera - spróbuj ponownie później';

	public function namespace(): string {
		return 'cosmetics/v1';
	}

	/** The path pattern after the namespace, e.g. '/lowest-price-individual/(?P<id>[^/]+)'. */
	abstract public function path(): string;

	public function methods(): string {
		return \WP_REST_Server::READABLE;
	}

	/** @return array<string,array<string,mixed>> args schema (validated by WordPress: 400 on bad input). */
	public function args(): array {
		return array();
	}

	/** Whether the route exists only while WooCommerce is active. */
	public function needs_woocommerce(): bool {
		return true;
	}

	/** Public unless a route says otherwise. */
	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return true;
	}

	abstract public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error;

	/**
	 * The properties of a successful answer (JSON Schema), published by OPTIONS. Default: the
	 * `{ success, message }` most account routes answer.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function response_properties(): array {
		return array(
			'success' => array( 'type' => 'boolean' ),
			'message' => array( 'type' => 'string' ),
		);
	}

	/** What a successful answer is: 'object', or 'array' (a list of response_properties() objects). */
	protected function response_type(): string {
		return 'object';
	}

	/** "GET /cosmetics/v1/lockers": how the features' ROUTES (Routes::registry()) name this route. */
	final public function key(): string {
		return $this->methods() . ' /' . $this->namespace() . $this->path();
	}

	/** @return array<string,mixed> the response schema (register_rest_route's `schema` callback). */
	final public function schema(): array {
		$object = array(
			'type'       => 'object',
			'properties' => $this->response_properties(),
		);
		return array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'title'   => 'cosmetics-storefront ' . $this->key(),
		) + ( 'array' === $this->response_type() ? array( 'type' => 'array', 'items' => $object ) : $object );
	}

	/** The callback WordPress runs: handle() with every Throwable turned into a JSON error. */
	final public function respond( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		try {
			return $this->handle( $request );
		} catch ( \Throwable $error ) {
			return $this->failed( $error );
		}
	}

	/** The permission_callback WordPress runs: permission() with every Throwable a JSON error. */
	final public function check_permission( \WP_REST_Request $request ): bool|\WP_Error {
		try {
			return $this->permission( $request );
		} catch ( \Throwable $error ) {
			return $this->failed( $error );
		}
	}

	/**
	 * Logged once, without personal data: the error's class, where it was thrown and the route (not
	 * its message nor the request, which may hold an address or a password).
	 */
	private function failed( \Throwable $error ): \WP_Error {
		$line = sprintf( '%s in %s:%d on %s', get_class( $error ), wp_basename( $error->getFile() ), $error->getLine(), $this->key() );
		if ( function_exists( 'wc_get_logger' ) ) {
			wc_get_logger()->error( $line, array( 'source' => 'cosmetics-storefront' ) );
		} else {
			error_log( 'cosmetics-storefront: ' . $line ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log, Generic.PHP.ForbiddenFunctions.Found -- the one place the plugin reports an unexpected failure to the site's PHP log.
		}
		return new \WP_Error( self::SERVER_ERROR_CODE, self::SERVER_ERROR_MESSAGE, array( 'status' => 500 ) );
	}
}
