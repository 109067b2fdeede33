<?php
/**
 * The registry of the plugin's REST routes: each route is a small class with its path, args schema
 * and permission_callback.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Rest;

use CosmeticsStorefront\Domain\PriceTier;
use CosmeticsStorefront\Plugin;

defined( 'ABSPATH' ) || exit;

final class Routes {

	public static function hooks(): void {
		add_action( 'rest_api_init', array( self::class, 'register' ) );
	}

	/** @return Route[] */
	public static function all(): array {
		$routes = array();
		if ( Plugin::woocommerce_active() ) {
			$routes[] = new LowestPriceRoute( PriceTier::INDIVIDUAL );
			$routes[] = new LowestPriceRoute( PriceTier::PROFESSIONAL );
			$routes[] = new LowestPricesBatchRoute();
			$routes[] = new ProfessionalProductsRoute();
			// Cart and checkout (issue 4).
			$routes[] = new LockersRoute();
			$routes[] = new OrderRoute();
		}
		return $routes;
	}

	public static function register(): void {
		foreach ( self::all() as $route ) {
			register_rest_route(
				$route->namespace(),
				$route->path(),
				array(
					'methods'             => $route->methods(),
					'callback'            => array( $route, 'handle' ),
					'permission_callback' => array( $route, 'permission' ),
					'args'                => $route->args(),
				)
			);
		}
	}
}
