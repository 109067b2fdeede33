<?php
/**
 * The registry of the plugin's REST routes: every route's methods and path, as WordPress registers
 * it, with the class answering it (one step from a path to its code). Each route is a small class
 * extending Route (path, args schema, permission_callback, response schema).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Rest;

use CosmeticsStorefront\Domain\PriceTier;
use CosmeticsStorefront\Plugin;

defined( 'ABSPATH' ) || exit;

final class Routes {

	/**
	 * "METHODS /namespace/path" => the class, or [the class, its constructor's argument].
	 * RoutesTest checks that every entry is what its class registers and every storefront route is here.
	 */
	public const REGISTRY = array(
		// Catalogue.
		'GET /custom/v1/lowest-price-individual/(?P<id>[^/]+)'   => array( LowestPriceRoute::class, PriceTier::INDIVIDUAL ),
		'GET /custom/v1/lowest-price-professional/(?P<id>[^/]+)' => array( LowestPriceRoute::class, PriceTier::PROFESSIONAL ),
		'POST /custom/v1/lowest-prices-batch'                    => LowestPricesBatchRoute::class,
		'GET /custom-api/v1/products-by-professional-price'      => ProfessionalProductsRoute::class,
		'GET /cosmetics/v1/search/suggest'                       => SearchSuggestRoute::class,
		// Cart and checkout.
		'GET /cosmetics/v1/lockers'                              => LockersRoute::class,
		'GET /cosmetics/v1/orders/(?P<id>[^/]+)'                 => OrderRoute::class,
		'GET /cosmetics/v1/orders/(?P<id>[^/]+)/documents/(?P<document>[^/]+)' => OrderDocumentRoute::class,
		'GET /cosmetics/v1/nip/(?P<nip>[^/]+)'                   => NipLookupRoute::class,
		// Shell: legal pages, withdrawal from the contract; staff: the block editor's storefront page.
		'GET /cosmetics/v1/pages/(?P<slug>[a-z0-9-]+)'           => LegalPageRoute::class,
		'POST /cosmetics/v1/storefront-page'                     => StorefrontPageRoute::class,
		'GET /cosmetics/v1/storefront-settings'                  => array( StorefrontSettingsRoute::class, \WP_REST_Server::READABLE ),
		'POST /cosmetics/v1/storefront-settings'                 => array( StorefrontSettingsRoute::class, \WP_REST_Server::CREATABLE ),
		'GET /cosmetics/v1/withdrawal/(?P<order_id>[^/]+)'       => array( WithdrawalRoute::class, \WP_REST_Server::READABLE ),
		'POST /cosmetics/v1/withdrawal/(?P<order_id>[^/]+)'      => array( WithdrawalRoute::class, \WP_REST_Server::CREATABLE ),
		// Accounts.
		'POST /jwt-auth/v1/token'                                => Account\TokenRoute::class,
		'POST /jwt-auth/v1/token/validate'                       => Account\TokenValidateRoute::class,
		'POST /jwt-auth/v1/token/refresh'                        => Account\TokenRefreshRoute::class,
		'POST /cosmetics/v1/logout'                              => Account\LogoutRoute::class,
		'POST /custom-auth/v1/register'                          => Account\RegisterRoute::class,
		'GET /custom-auth/v1/email-verified/(?P<userId>[^/]+)'   => Account\EmailVerifiedRoute::class,
		'POST /custom-auth/v1/email-verified-by-email'           => Account\EmailVerifiedByEmailRoute::class,
		'POST /custom-auth/v1/set-email-verified/(?P<userId>[^/]+)' => Account\SetEmailVerifiedRoute::class,
		'POST /cev/v1/resend-verification'                       => Account\ResendVerificationRoute::class,
		'POST /cev/v1/verify-email'                              => Account\VerifyEmailRoute::class,
		'POST /alg-wc-ev/v1/verify'                              => Account\VerifyTokenRoute::class,
		'POST /custom/v1/send-reset-password'                    => Account\SendResetPasswordRoute::class,
		'POST /custom/v1/reset-password'                         => Account\ResetPasswordRoute::class,
		'POST /custom/v1/change-password'                        => Account\ChangePasswordRoute::class,
		'POST /custom/v1/delete-account'                         => Account\DeleteAccountRoute::class,
		'GET /custom-auth/v1/profile'                            => Account\ProfileRoute::class,
		'POST, PUT, PATCH /custom-auth/v1/profile'               => Account\ProfileUpdateRoute::class,
		'GET /custom-auth/v1/orders'                             => Account\OrdersRoute::class,
		'POST /myplugin/v1/add-company'                          => Account\AddCompanyRoute::class,
	);

	public static function hooks(): void {
		add_action( 'rest_api_init', array( self::class, 'register' ) );
	}

	/** @return array<string,Route> every route of the registry, by its key. */
	public static function instances(): array {
		$routes = array();
		foreach ( self::REGISTRY as $key => $entry ) {
			$routes[ $key ] = is_array( $entry ) ? new $entry[0]( $entry[1] ) : new $entry();
		}
		return $routes;
	}

	/** @return Route[] the routes to register now (those needing WooCommerce only while it is active). */
	public static function all(): array {
		$woocommerce = Plugin::woocommerce_active();
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
