<?php
/**
 * The registry of the plugin's REST routes: every route's methods and path, as WordPress registers
 * it, with the class answering it (one step from a path to its code), gathered from the features'
 * entry classes (each feature's ROUTES). Each route is a small class
 * extending Route (path, args schema, permission_callback, response schema).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

final class Routes {

	/**
	 * "METHODS /namespace/path" => the class, or [the class, its constructor's argument]: every feature's
	 * ROUTES (Platform\Feature), in the features' order. RoutesTest checks that every entry is what its class
	 * registers and every storefront route is here.
	 *
	 * @var array<string,class-string|array{0:class-string,1:mixed}>
	 */
	private static array $registry = array();

	/**
	 * Gathers the features' routes; Plugin::boot calls it with Plugin::FEATURES.
	 *
	 * @param list<class-string<Feature>> $features
	 */
	public static function collect( array $features ): void {
		self::$registry = array();
		foreach ( $features as $feature ) {
			self::$registry += $feature::ROUTES;
		}
	}

	/** @return array<string,class-string|array{0:class-string,1:mixed}> every route's key => its class. */
	public static function registry(): array {
		return self::$registry;
	}

	public static function hooks(): void {
		add_action( 'rest_api_init', array( self::class, 'register' ) );
	}

	/** @return array<string,Route> every route of the registry, by its key. */
	public static function instances(): array {
		$routes = array();
		foreach ( self::$registry as $key => $entry ) {
			$routes[ $key ] = is_array( $entry ) ? new $entry[0]( $entry[1] ) : new $entry();
		}
		return $routes;
	}

	/** @return Route[] the routes to register now (those needing WooCommerce only while it is active). */
	public static function all(): array {
		$woocommerce = PluginInfo::woocommerce_active();
		return array_values( array_filter( self::instances(), static fn( Route $route ) => $woocommerce || ! $route->needs_woocommerce() ) );
	}

	public static function register(): void {
		foreach ( self::all() as $route ) {
			register_rest_route(
				$route->namespace(),
				$route->path(),
				array(
					array(
						'methods'             => $route->methods(),
						'callback'            => array( $route, 'respond' ),
						'permission_callback' => array( $route, 'check_permission' ),
						'args'                => InputLimits::bounded( $route->args() ),
					),
					'schema' => array( $route, 'schema' ),
				)
			);
		}
	}
}
