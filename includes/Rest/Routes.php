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
		// Shell (issue 6): legal pages, withdrawal from the contract.
		$routes[] = new LegalPageRoute();
		// Staff (issue 17): the block editor makes its page the storefront page.
		$routes[] = new StorefrontPageRoute();
		if ( Plugin::woocommerce_active() ) {
			// Staff: the block's sidebar edits the shop's categories and the home page's cards.
			$routes[] = new StorefrontSettingsRoute( \WP_REST_Server::READABLE );
			$routes[] = new StorefrontSettingsRoute( \WP_REST_Server::CREATABLE );
			$routes[] = new WithdrawalRoute( \WP_REST_Server::READABLE );
			$routes[] = new WithdrawalRoute( \WP_REST_Server::CREATABLE );
		}
		// Accounts (issue 5).
		if ( Plugin::woocommerce_active() ) {
			array_push(
				$routes,
				new Account\TokenRoute(),
				new Account\TokenValidateRoute(),
				new Account\TokenRefreshRoute(),
				new Account\LogoutRoute(),
				new Account\RegisterRoute(),
				new Account\EmailVerifiedRoute(),
				new Account\EmailVerifiedByEmailRoute(),
				new Account\SetEmailVerifiedRoute(),
				new Account\ResendVerificationRoute(),
				new Account\VerifyEmailRoute(),
				new Account\VerifyTokenRoute(),
				new Account\SendResetPasswordRoute(),
				new Account\ResetPasswordRoute(),
				new Account\ChangePasswordRoute(),
				new Account\DeleteAccountRoute(),
				new Account\ProfileRoute(),
				new Account\ProfileUpdateRoute(),
				new Account\OrdersRoute(),
				new Account\AddCompanyRoute()
			);
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
					'args'                => InputLimits::bounded( $route->args() ),
				)
			);
		}
	}
}
