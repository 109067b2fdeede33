<?php
/**
 * Runs the Store API list (StoreApiList at the plugin's root, handed over by Plugin::boot) with one
 * pair of hooks for every Store API handler WordPress runs (the main request, each batch sub-request,
 * each preload): before() in list order, a refusal stopping the rest and WooCommerce's handler;
 * after() in reverse order for each behaviour whose before() ran and did not refuse (first in, last
 * out). A route is named by the handler WordPress matched (StoreApiRoutes), never by its address.
 *
 * WooCommerce's Hydration (block pages reading a Store API route in PHP, without WordPress's filters;
 * WooCommerce 11 reads products so) runs the same list through its own pair of filters.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform\StoreApi;

defined( 'ABSPATH' ) || exit;

final class StoreApiPipeline {

	/**
	 * The list run (a class with EVERY_ROUTE and ROUTES: StoreApiList), none until the boot names it.
	 *
	 * @var class-string|null
	 */
	private static ?string $list = null;

	/** @var array<class-string,StoreApiBehaviour> */
	private static array $instances = array();

	/**
	 * The calls running now, by request (a batch runs its requests inside its own).
	 *
	 * @var \SplObjectStorage<\WP_REST_Request,array{0:StoreApiCall,1:StoreApiBehaviour[]}>|null
	 */
	private static ?\SplObjectStorage $running = null;

	/** @param class-string $list The Store API list (StoreApiList). */
	public static function run_list( string $list ): void {
		self::$list = $list;
	}

	public static function hooks(): void {
		// Inside BearerAuthentication's bracket (-1000 / 1000): the token's user is the current user for
		// every behaviour, before and after.
		add_filter( 'rest_request_before_callbacks', array( self::class, 'before' ), 0, 3 );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'after' ), 999, 3 );
		// WooCommerce's Hydration runs a Store API route's handler in PHP (block pages; WooCommerce 11
		// reads products so), without the two filters above but with its own pair: the same list there.
		add_filter( 'woocommerce_hydration_dispatch_request', array( self::class, 'before_hydration' ), 0, 4 );
		add_filter( 'woocommerce_hydration_request_after_callbacks', array( self::class, 'after' ), 999, 3 );
	}

	/**
	 * The behaviours of a route, in order: the list's EVERY_ROUTE, then the route's own. A HEAD request
	 * gets its GET's: WordPress answers it with the GET handler, the method left HEAD.
	 *
	 * @return class-string[]
	 */
	public static function behaviours_for( string $method, string $route ): array {
		if ( null === self::$list ) {
			return array();
		}
		$method = strtoupper( $method );
		$method = 'HEAD' === $method ? 'GET' : $method;
		return array_merge( self::$list::EVERY_ROUTE, self::$list::ROUTES[ $method . ' ' . $route ] ?? array() );
	}

	private static function instance( string $class_name ): StoreApiBehaviour {
		return self::$instances[ $class_name ] ??= new $class_name();
	}

	/** @internal filter rest_request_before_callbacks */
	public static function before( mixed $response, mixed $handler, mixed $request ): mixed {
		$route = StoreApiRoutes::name( $handler );
		if ( null === $route || ! $request instanceof \WP_REST_Request ) {
			return $response;
		}
		$call = new StoreApiCall( $route, $request->get_method(), $request );
		$ran  = array();
		foreach ( self::behaviours_for( $call->method, $route ) as $class_name ) {
			$behaviour = self::instance( $class_name );
			$refusal   = $behaviour->before( $call, is_wp_error( $response ) ? $response : null );
			if ( null !== $refusal ) {
				$response = $refusal;
				break;
			}
			$ran[] = $behaviour;
		}
		self::$running ??= new \SplObjectStorage();
		self::$running->attach( $request, array( $call, $ran ) );
		return $response;
	}

	/** @internal filter rest_request_after_callbacks */
	public static function after( mixed $response, mixed $handler, mixed $request ): mixed {
		if ( ! $request instanceof \WP_REST_Request || ! self::$running || ! self::$running->contains( $request ) ) {
			return $response;
		}
		list( $call, $ran ) = self::$running[ $request ];
		self::$running->detach( $request );
		foreach ( array_reverse( $ran ) as $behaviour ) {
			$response = $behaviour->after( $call, $response );
		}
		return $response;
	}

	/**
	 * @internal filter woocommerce_hydration_dispatch_request: a refusal is the hydration's answer, as a
	 * response (Hydration reads the answer's data and headers; a WP_Error has none).
	 */
	public static function before_hydration( mixed $result, mixed $request, mixed $path, mixed $handler ): mixed {
		$answer = self::before( $result, $handler, $request );
		return $answer instanceof \WP_Error && ! $result instanceof \WP_Error ? rest_convert_error_to_response( $answer ) : $answer;
	}
}
